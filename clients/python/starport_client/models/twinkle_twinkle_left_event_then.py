from enum import StrEnum

class TwinkleTwinkleLeftEventThen(StrEnum):
    BOT = "bot"
    REOPENED = "reopened"

    def __str__(self) -> str:
        return str(self.value)
