from enum import StrEnum

class TwinkleStarshipRecordOutcome(StrEnum):
    ABORTED = "aborted"
    CANCELLED = "cancelled"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
