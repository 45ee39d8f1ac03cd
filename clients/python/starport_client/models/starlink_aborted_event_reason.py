from enum import StrEnum

class StarlinkAbortedEventReason(StrEnum):
    IDLE = "idle"

    def __str__(self) -> str:
        return str(self.value)
