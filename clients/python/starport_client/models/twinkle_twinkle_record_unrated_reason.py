from enum import StrEnum

class TwinkleTwinkleRecordUnratedReason(StrEnum):
    ABORTED = "aborted"
    ANONYMOUS_SEAT = "anonymous_seat"
    BOTS_ONLY = "bots_only"
    CANCELLED = "cancelled"
    SAME_ORIGIN_KEYS = "same_origin_keys"
    SOLO = "solo"

    def __str__(self) -> str:
        return str(self.value)
