from enum import StrEnum

class StarlinkGuessedEventType(StrEnum):
    GUESSED = "guessed"

    def __str__(self) -> str:
        return str(self.value)
