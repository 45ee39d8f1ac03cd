from enum import StrEnum

class StarlignedReceivedEventType(StrEnum):
    RECEIVED = "received"

    def __str__(self) -> str:
        return str(self.value)
