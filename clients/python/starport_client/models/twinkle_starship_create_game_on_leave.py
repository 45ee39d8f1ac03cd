from enum import StrEnum

class TwinkleStarshipCreateGameOnLeave(StrEnum):
    BOT = "bot"
    REOPEN = "reopen"

    def __str__(self) -> str:
        return str(self.value)
