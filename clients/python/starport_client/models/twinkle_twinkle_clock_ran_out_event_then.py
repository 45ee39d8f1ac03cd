from enum import StrEnum

class TwinkleTwinkleClockRanOutEventThen(StrEnum):
    BOT = "bot"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
