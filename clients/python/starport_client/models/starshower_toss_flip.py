from enum import StrEnum

class StarshowerTossFlip(StrEnum):
    HEADS = "heads"
    TAILS = "tails"

    def __str__(self) -> str:
        return str(self.value)
