from enum import StrEnum

class StarshowerTurnPhase(StrEnum):
    BLACK_STAR = "black_star"
    CALL = "call"
    STAR = "star"

    def __str__(self) -> str:
        return str(self.value)
