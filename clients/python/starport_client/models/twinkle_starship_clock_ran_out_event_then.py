from enum import StrEnum

class TwinkleStarshipClockRanOutEventThen(StrEnum):
    BOT = "bot"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
