from enum import StrEnum

class TwinkleStarshipDealtEventType(StrEnum):
    DEALT = "dealt"

    def __str__(self) -> str:
        return str(self.value)
