from enum import StrEnum

class ChatLineRoom(StrEnum):
    PLAYERS = "players"
    SPECTATORS = "spectators"

    def __str__(self) -> str:
        return str(self.value)
