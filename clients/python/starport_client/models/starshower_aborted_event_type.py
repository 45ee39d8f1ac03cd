from enum import StrEnum

class StarshowerAbortedEventType(StrEnum):
    ABORTED = "aborted"

    def __str__(self) -> str:
        return str(self.value)
