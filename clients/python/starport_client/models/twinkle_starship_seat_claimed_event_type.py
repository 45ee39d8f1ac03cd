from enum import StrEnum

class TwinkleStarshipSeatClaimedEventType(StrEnum):
    SEAT_CLAIMED = "seat_claimed"

    def __str__(self) -> str:
        return str(self.value)
