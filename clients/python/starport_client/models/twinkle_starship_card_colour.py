from enum import StrEnum

class TwinkleStarshipCardColour(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    PINK = "pink"
    YELLOW = "yellow"

    def __str__(self) -> str:
        return str(self.value)
