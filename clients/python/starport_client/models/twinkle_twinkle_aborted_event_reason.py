from enum import StrEnum

class TwinkleTwinkleAbortedEventReason(StrEnum):
    IDLE = "idle"

    def __str__(self) -> str:
        return str(self.value)
