from enum import StrEnum

class StarlignedLayMoonActionType(StrEnum):
    LAY_MOON = "lay_moon"

    def __str__(self) -> str:
        return str(self.value)
