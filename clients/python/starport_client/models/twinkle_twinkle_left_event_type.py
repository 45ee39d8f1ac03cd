from enum import StrEnum

class TwinkleTwinkleLeftEventType(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
