from enum import StrEnum

class StarlignedRepeatedEventType(StrEnum):
    REPEATED = "repeated"

    def __str__(self) -> str:
        return str(self.value)
