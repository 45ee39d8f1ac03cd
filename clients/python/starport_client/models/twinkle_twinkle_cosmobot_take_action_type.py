from enum import StrEnum

class TwinkleTwinkleCosmobotTakeActionType(StrEnum):
    COSMOBOT_TAKE = "cosmobot_take"

    def __str__(self) -> str:
        return str(self.value)
