from enum import StrEnum

class StarlignedCreateGameOnLeave(StrEnum):
    BOT = "bot"
    REOPEN = "reopen"

    def __str__(self) -> str:
        return str(self.value)
