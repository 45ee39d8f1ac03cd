from enum import StrEnum

class StarlignedMoonRemovedEventType(StrEnum):
    MOON_REMOVED = "moon_removed"

    def __str__(self) -> str:
        return str(self.value)
