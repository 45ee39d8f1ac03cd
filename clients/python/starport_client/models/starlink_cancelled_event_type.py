from enum import StrEnum

class StarlinkCancelledEventType(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
