from enum import StrEnum

class StarlignedMoonLaidEventType(StrEnum):
    MOON_LAID = "moon_laid"

    def __str__(self) -> str:
        return str(self.value)
