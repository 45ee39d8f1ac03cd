from enum import StrEnum

class StarlinkEraseConstellationActionType(StrEnum):
    ERASE_CONSTELLATION = "erase_constellation"

    def __str__(self) -> str:
        return str(self.value)
