from enum import StrEnum

class TwinkleTwinkleTileRemovedEventType(StrEnum):
    TILE_REMOVED = "tile_removed"

    def __str__(self) -> str:
        return str(self.value)
