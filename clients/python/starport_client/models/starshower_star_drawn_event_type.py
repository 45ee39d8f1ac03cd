from enum import StrEnum

class StarshowerStarDrawnEventType(StrEnum):
    STAR_DRAWN = "star_drawn"

    def __str__(self) -> str:
        return str(self.value)
