from enum import StrEnum

class TwinkleTwinkleOptionsAsteroids(StrEnum):
    ADVANCED = "advanced"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
