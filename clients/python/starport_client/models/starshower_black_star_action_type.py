from enum import StrEnum

class StarshowerBlackStarActionType(StrEnum):
    BLACK_STAR = "black_star"

    def __str__(self) -> str:
        return str(self.value)
