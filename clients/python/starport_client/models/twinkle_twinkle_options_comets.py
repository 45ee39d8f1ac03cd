from enum import StrEnum

class TwinkleTwinkleOptionsComets(StrEnum):
    ADVANCED = "advanced"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
