from enum import StrEnum

class StarshowerClockRanOutEventThen(StrEnum):
    BOT = "bot"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
