from enum import StrEnum

class StarlignedStoppedEventType(StrEnum):
    STOPPED = "stopped"

    def __str__(self) -> str:
        return str(self.value)
