from enum import StrEnum

class StarlignedRotationChosenEventType(StrEnum):
    ROTATION_CHOSEN = "rotation_chosen"

    def __str__(self) -> str:
        return str(self.value)
