from enum import StrEnum

class StarlinkCreateGameOnLeave(StrEnum):
    BOT = "bot"
    REOPEN = "reopen"

    def __str__(self) -> str:
        return str(self.value)
