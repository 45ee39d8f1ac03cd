from enum import StrEnum

class TwinkleStarshipDealStartedEventType(StrEnum):
    DEAL_STARTED = "deal_started"

    def __str__(self) -> str:
        return str(self.value)
