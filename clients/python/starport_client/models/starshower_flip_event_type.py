from enum import StrEnum

class StarshowerFlipEventType(StrEnum):
    FLIP = "flip"

    def __str__(self) -> str:
        return str(self.value)
