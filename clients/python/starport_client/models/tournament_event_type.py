from enum import StrEnum

class TournamentEventType(StrEnum):
    FINISHED = "finished"
    PAUSED = "paused"
    ROUND = "round"
    SCORED = "scored"
    SEATED = "seated"
    STANDINGS = "standings"
    STARTED = "started"

    def __str__(self) -> str:
        return str(self.value)
