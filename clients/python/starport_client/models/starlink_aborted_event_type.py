from enum import StrEnum

class StarlinkAbortedEventType(StrEnum):
    ABORTED = "aborted"

    def __str__(self) -> str:
        return str(self.value)
