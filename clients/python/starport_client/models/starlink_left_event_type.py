from enum import StrEnum

class StarlinkLeftEventType(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
