from enum import StrEnum

class StarlignedStartingPlayerEventType(StrEnum):
    STARTING_PLAYER = "starting_player"

    def __str__(self) -> str:
        return str(self.value)
