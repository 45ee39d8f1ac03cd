from enum import StrEnum

class StarlignedExchangedEventType(StrEnum):
    EXCHANGED = "exchanged"

    def __str__(self) -> str:
        return str(self.value)
