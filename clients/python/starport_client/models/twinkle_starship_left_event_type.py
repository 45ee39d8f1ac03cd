from enum import StrEnum

class TwinkleStarshipLeftEventType(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
