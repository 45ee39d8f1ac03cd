from enum import StrEnum

class StarlignedRotateCardActionType(StrEnum):
    ROTATE_CARD = "rotate_card"

    def __str__(self) -> str:
        return str(self.value)
