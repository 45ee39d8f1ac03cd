from enum import StrEnum

class TwinkleTwinkleTileRemovedEventBy(StrEnum):
    COSMOBOT = "cosmobot"

    def __str__(self) -> str:
        return str(self.value)
