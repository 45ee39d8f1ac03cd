from enum import StrEnum

class StarlignedChoseCardEventType(StrEnum):
    CHOSE_CARD = "chose_card"

    def __str__(self) -> str:
        return str(self.value)
