from enum import StrEnum

class StarlinkTurnEndedEventReason(StrEnum):
    GUESSED = "guessed"
    TIMER = "timer"

    def __str__(self) -> str:
        return str(self.value)
