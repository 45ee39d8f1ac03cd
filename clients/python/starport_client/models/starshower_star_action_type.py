from enum import StrEnum

class StarshowerStarActionType(StrEnum):
    STAR = "star"

    def __str__(self) -> str:
        return str(self.value)
