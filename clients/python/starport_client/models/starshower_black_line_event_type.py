from enum import StrEnum

class StarshowerBlackLineEventType(StrEnum):
    BLACK_LINE = "black_line"

    def __str__(self) -> str:
        return str(self.value)
