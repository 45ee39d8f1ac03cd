from enum import StrEnum

class StarlignedPendingPrompt(StrEnum):
    EXCHANGE = "exchange"
    EXCHANGE_WITH = "exchange_with"
    MOON_BONUS = "moon_bonus"
    MOVE = "move"
    REPEAT = "repeat"
    ROTATE_CARD = "rotate_card"
    ROTATE_TELESCOPE = "rotate_telescope"
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
