from enum import StrEnum

class StarlignedChoseEventType(StrEnum):
    CHOSE = "chose"

    def __str__(self) -> str:
        return str(self.value)
