from enum import StrEnum

class StarlignedRemoveMoonActionType(StrEnum):
    REMOVE_MOON = "remove_moon"

    def __str__(self) -> str:
        return str(self.value)
