from enum import StrEnum

class StarlignedCreatedEventType(StrEnum):
    CREATED = "created"

    def __str__(self) -> str:
        return str(self.value)
