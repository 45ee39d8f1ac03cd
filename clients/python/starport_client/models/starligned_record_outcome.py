from enum import StrEnum

class StarlignedRecordOutcome(StrEnum):
    ABORTED = "aborted"
    CANCELLED = "cancelled"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
