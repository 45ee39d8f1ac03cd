from enum import StrEnum

class StarshowerTurnFlipType0(StrEnum):
    HEADS = "heads"
    TAILS = "tails"

    def __str__(self) -> str:
        return str(self.value)
