from enum import StrEnum

class StarlinkSegmentAddedEventType(StrEnum):
    SEGMENT_ADDED = "segment_added"

    def __str__(self) -> str:
        return str(self.value)
