from enum import StrEnum

class TwinkleTwinkleOptionsPlanets(StrEnum):
    ADVANCED = "advanced"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
