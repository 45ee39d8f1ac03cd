from enum import StrEnum

class StarlignedRotationCardEventType(StrEnum):
    ROTATION_CARD = "rotation_card"

    def __str__(self) -> str:
        return str(self.value)
