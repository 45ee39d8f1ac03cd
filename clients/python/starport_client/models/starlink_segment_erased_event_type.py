from enum import StrEnum

class StarlinkSegmentErasedEventType(StrEnum):
    SEGMENT_ERASED = "segment_erased"

    def __str__(self) -> str:
        return str(self.value)
