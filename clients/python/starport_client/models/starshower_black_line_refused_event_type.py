from enum import StrEnum

class StarshowerBlackLineRefusedEventType(StrEnum):
    BLACK_LINE_REFUSED = "black_line_refused"

    def __str__(self) -> str:
        return str(self.value)
