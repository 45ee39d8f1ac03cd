from enum import StrEnum

class StarlinkChooseWordActionType(StrEnum):
    CHOOSE_WORD = "choose_word"

    def __str__(self) -> str:
        return str(self.value)
