from enum import StrEnum

class TwinkleTwinkleRecordOutcome(StrEnum):
    ABORTED = "aborted"
    CANCELLED = "cancelled"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
