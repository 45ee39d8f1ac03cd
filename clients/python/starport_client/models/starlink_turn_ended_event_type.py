from enum import StrEnum

class StarlinkTurnEndedEventType(StrEnum):
    TURN_ENDED = "turn_ended"

    def __str__(self) -> str:
        return str(self.value)
