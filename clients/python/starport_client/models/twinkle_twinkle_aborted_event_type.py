from enum import StrEnum

class TwinkleTwinkleAbortedEventType(StrEnum):
    ABORTED = "aborted"

    def __str__(self) -> str:
        return str(self.value)
