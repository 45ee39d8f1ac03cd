from enum import StrEnum

class StarlinkGuessActionType(StrEnum):
    GUESS = "guess"

    def __str__(self) -> str:
        return str(self.value)
