from enum import StrEnum

class StarshowerTurnCallType0(StrEnum):
    HEADS = "heads"
    TAILS = "tails"

    def __str__(self) -> str:
        return str(self.value)
