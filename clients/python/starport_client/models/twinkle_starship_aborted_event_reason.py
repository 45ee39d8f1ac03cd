from enum import StrEnum

class TwinkleStarshipAbortedEventReason(StrEnum):
    IDLE = "idle"

    def __str__(self) -> str:
        return str(self.value)
