from enum import StrEnum

class StarlignedLeftEventType(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
