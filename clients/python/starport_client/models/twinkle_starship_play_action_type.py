from enum import StrEnum

class TwinkleStarshipPlayActionType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
