from enum import StrEnum

class StarlinkEraseAllActionType(StrEnum):
    ERASE_ALL = "erase_all"

    def __str__(self) -> str:
        return str(self.value)
