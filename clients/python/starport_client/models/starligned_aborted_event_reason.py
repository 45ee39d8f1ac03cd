from enum import StrEnum

class StarlignedAbortedEventReason(StrEnum):
    IDLE = "idle"

    def __str__(self) -> str:
        return str(self.value)
