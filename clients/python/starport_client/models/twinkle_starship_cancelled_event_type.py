from enum import StrEnum

class TwinkleStarshipCancelledEventType(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
