from enum import StrEnum

class StarlignedRepeatActionType(StrEnum):
    REPEAT = "repeat"

    def __str__(self) -> str:
        return str(self.value)
