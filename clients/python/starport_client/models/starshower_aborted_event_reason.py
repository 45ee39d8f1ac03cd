from enum import StrEnum

class StarshowerAbortedEventReason(StrEnum):
    IDLE = "idle"

    def __str__(self) -> str:
        return str(self.value)
