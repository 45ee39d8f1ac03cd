from enum import StrEnum

class TwinkleTwinkleCreatedEventType(StrEnum):
    CREATED = "created"

    def __str__(self) -> str:
        return str(self.value)
