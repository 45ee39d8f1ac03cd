from enum import StrEnum

class StarlinkCreatedEventType(StrEnum):
    CREATED = "created"

    def __str__(self) -> str:
        return str(self.value)
