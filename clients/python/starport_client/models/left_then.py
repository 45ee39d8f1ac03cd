from enum import StrEnum

class LeftThen(StrEnum):
    BOT = "bot"
    REOPENED = "reopened"

    def __str__(self) -> str:
        return str(self.value)
