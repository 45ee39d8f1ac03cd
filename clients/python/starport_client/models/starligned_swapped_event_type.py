from enum import StrEnum

class StarlignedSwappedEventType(StrEnum):
    SWAPPED = "swapped"

    def __str__(self) -> str:
        return str(self.value)
