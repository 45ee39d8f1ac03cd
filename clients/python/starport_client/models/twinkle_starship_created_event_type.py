from enum import StrEnum

class TwinkleStarshipCreatedEventType(StrEnum):
    CREATED = "created"

    def __str__(self) -> str:
        return str(self.value)
