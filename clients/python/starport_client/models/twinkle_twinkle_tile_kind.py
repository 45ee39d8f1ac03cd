from enum import StrEnum

class TwinkleTwinkleTileKind(StrEnum):
    ASTEROID = "asteroid"
    BLACK_HOLE = "black_hole"
    COMET = "comet"
    PLANET = "planet"
    SATELLITE = "satellite"
    STAR = "star"

    def __str__(self) -> str:
        return str(self.value)
