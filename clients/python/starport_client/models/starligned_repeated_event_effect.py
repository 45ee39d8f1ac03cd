from enum import StrEnum

class StarlignedRepeatedEventEffect(StrEnum):
    EXCHANGE = "exchange"
    MOVE = "move"
    NONE = "none"
    REPEAT = "repeat"
    ROTATE_CARD = "rotate_card"
    ROTATE_TELESCOPE = "rotate_telescope"
    STOP = "stop"
    SWAP = "swap"
    X0 = "x0"
    X2 = "x2"

    def __str__(self) -> str:
        return str(self.value)
