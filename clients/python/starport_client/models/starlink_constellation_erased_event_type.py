from enum import StrEnum

class StarlinkConstellationErasedEventType(StrEnum):
    CONSTELLATION_ERASED = "constellation_erased"

    def __str__(self) -> str:
        return str(self.value)
