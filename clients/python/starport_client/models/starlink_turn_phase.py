from enum import StrEnum

class StarlinkTurnPhase(StrEnum):
    CHOOSE_WORD = "choose_word"
    DRAWING = "drawing"

    def __str__(self) -> str:
        return str(self.value)
