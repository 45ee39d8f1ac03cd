from enum import StrEnum

class StarlignedMovedEventType(StrEnum):
    MOVED = "moved"

    def __str__(self) -> str:
        return str(self.value)
