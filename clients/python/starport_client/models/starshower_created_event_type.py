from enum import StrEnum

class StarshowerCreatedEventType(StrEnum):
    CREATED = "created"

    def __str__(self) -> str:
        return str(self.value)
