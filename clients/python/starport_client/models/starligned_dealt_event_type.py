from enum import StrEnum

class StarlignedDealtEventType(StrEnum):
    DEALT = "dealt"

    def __str__(self) -> str:
        return str(self.value)
