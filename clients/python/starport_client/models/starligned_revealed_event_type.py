from enum import StrEnum

class StarlignedRevealedEventType(StrEnum):
    REVEALED = "revealed"

    def __str__(self) -> str:
        return str(self.value)
