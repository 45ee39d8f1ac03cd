from enum import StrEnum

class StarlignedCardRotatedEventType(StrEnum):
    CARD_ROTATED = "card_rotated"

    def __str__(self) -> str:
        return str(self.value)
