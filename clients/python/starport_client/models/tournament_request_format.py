from enum import StrEnum

class TournamentRequestFormat(StrEnum):
    ARENA = "arena"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
