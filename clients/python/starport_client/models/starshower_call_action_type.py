from enum import StrEnum

class StarshowerCallActionType(StrEnum):
    CALL = "call"

    def __str__(self) -> str:
        return str(self.value)
