from enum import StrEnum

class StarshowerLeftEventThen(StrEnum):
    BOT = "bot"
    REOPENED = "reopened"

    def __str__(self) -> str:
        return str(self.value)
