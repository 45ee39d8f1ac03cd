from enum import StrEnum

class SeatChangeChange(StrEnum):
    CLAIMED = "claimed"
    LEFT = "left"
    STAND_IN = "stand_in"
    TAKEN_OVER = "taken_over"

    def __str__(self) -> str:
        return str(self.value)
