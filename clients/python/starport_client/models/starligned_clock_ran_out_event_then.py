from enum import StrEnum

class StarlignedClockRanOutEventThen(StrEnum):
    BOT = "bot"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
