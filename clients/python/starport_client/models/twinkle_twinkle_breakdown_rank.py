from enum import StrEnum

class TwinkleTwinkleBreakdownRank(StrEnum):
    ABSOLUTELY_STELLAR = "Absolutely Stellar!"
    AMATEUR_ASTRONOMER = "Amateur Astronomer"
    ASTRONAUT_CANDIDATE = "Astronaut Candidate"
    DREAM_ON_DREAMER = "Dream on, Dreamer"
    EXPLORER_OF_THE_STARS = "Explorer of the Stars"
    GALACTIC_PIONEER = "Galactic Pioneer"
    STRONG_EFFORT = "Strong Effort"

    def __str__(self) -> str:
        return str(self.value)
