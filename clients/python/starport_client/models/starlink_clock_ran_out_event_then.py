from enum import StrEnum

class StarlinkClockRanOutEventThen(StrEnum):
    BOT = "bot"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
