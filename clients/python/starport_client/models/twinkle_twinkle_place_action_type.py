from enum import StrEnum

class TwinkleTwinklePlaceActionType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
