from enum import StrEnum

class TwinkleTwinkleSidesAsteroids(StrEnum):
    ADVANCED = "advanced"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
