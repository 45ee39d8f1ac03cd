from enum import StrEnum

class StarlignedCreateGameOnTimeout(StrEnum):
    BOT = "bot"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
