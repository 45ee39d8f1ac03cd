from enum import StrEnum

class StarshowerCancelledEventType(StrEnum):
    CANCELLED = "cancelled"

    def __str__(self) -> str:
        return str(self.value)
