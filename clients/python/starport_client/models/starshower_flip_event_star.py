from enum import StrEnum

class StarshowerFlipEventStar(StrEnum):
    BLACK = "black"
    GOOD = "good"

    def __str__(self) -> str:
        return str(self.value)
