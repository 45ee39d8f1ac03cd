from enum import StrEnum

class StarlinkWordChosenEventType(StrEnum):
    WORD_CHOSEN = "word_chosen"

    def __str__(self) -> str:
        return str(self.value)
