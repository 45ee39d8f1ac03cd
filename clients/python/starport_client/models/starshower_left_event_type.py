from enum import StrEnum

class StarshowerLeftEventType(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
