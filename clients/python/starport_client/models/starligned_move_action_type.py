from enum import StrEnum

class StarlignedMoveActionType(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
