from enum import StrEnum

class StarlinkEraseSegmentActionType(StrEnum):
    ERASE_SEGMENT = "erase_segment"

    def __str__(self) -> str:
        return str(self.value)
