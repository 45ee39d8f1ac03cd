from enum import StrEnum

class StarlignedRotateTelescopeActionType(StrEnum):
    ROTATE_TELESCOPE = "rotate_telescope"

    def __str__(self) -> str:
        return str(self.value)
