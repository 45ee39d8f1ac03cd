from enum import StrEnum

class StarlignedTelescopeRotatedEventType(StrEnum):
    TELESCOPE_ROTATED = "telescope_rotated"

    def __str__(self) -> str:
        return str(self.value)
