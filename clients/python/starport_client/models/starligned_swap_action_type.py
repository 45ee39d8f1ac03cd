from enum import StrEnum

class StarlignedSwapActionType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
