from enum import StrEnum

class StarlignedAbortedEventType(StrEnum):
    ABORTED = "aborted"

    def __str__(self) -> str:
        return str(self.value)
