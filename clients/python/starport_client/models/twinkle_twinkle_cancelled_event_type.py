from enum import StrEnum

class TwinkleTwinkleCancelledEventType(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
