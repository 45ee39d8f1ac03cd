from enum import StrEnum

class StarlignedRotateActionType(StrEnum):
    ROTATE = "rotate"

    def __str__(self) -> str:
        return str(self.value)
