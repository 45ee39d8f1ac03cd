from enum import StrEnum

class StarshowerRecordOutcome(StrEnum):
    ABORTED = "aborted"
    CANCELLED = "cancelled"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
