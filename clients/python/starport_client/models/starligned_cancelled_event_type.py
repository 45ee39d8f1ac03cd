from enum import StrEnum

class StarlignedCancelledEventType(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
