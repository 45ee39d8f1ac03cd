from enum import StrEnum

class TwinkleStarshipAbortedEventType(StrEnum):
    ABORTED = "aborted"

    def __str__(self) -> str:
        return str(self.value)
