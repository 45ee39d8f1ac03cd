from enum import StrEnum

class StarlignedStatePhase(StrEnum):
    EFFECTS = "effects"
    OVER = "over"
    PLAY = "play"
    ROTATE = "rotate"

    def __str__(self) -> str:
        return str(self.value)
