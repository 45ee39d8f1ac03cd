from enum import StrEnum

class TwinkleStarshipDealScoredEventType(StrEnum):
    DEAL_SCORED = "deal_scored"

    def __str__(self) -> str:
        return str(self.value)
