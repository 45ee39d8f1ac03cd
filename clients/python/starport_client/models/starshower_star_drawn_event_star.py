from enum import StrEnum

class StarshowerStarDrawnEventStar(StrEnum):
    BLACK = "black"
    GOOD = "good"

    def __str__(self) -> str:
        return str(self.value)
