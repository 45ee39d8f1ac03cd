from enum import StrEnum

class TournamentsStatus(StrEnum):
    FINISHED = "finished"
    RUNNING = "running"
    UPCOMING = "upcoming"

    def __str__(self) -> str:
        return str(self.value)
