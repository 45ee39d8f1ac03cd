from enum import StrEnum

class TwinkleTwinkleSeatClaimedEventType(StrEnum):
    SEAT_CLAIMED = "seat_claimed"

    def __str__(self) -> str:
        return str(self.value)
