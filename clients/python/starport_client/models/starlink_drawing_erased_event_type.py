from enum import StrEnum

class StarlinkDrawingErasedEventType(StrEnum):
    DRAWING_ERASED = "drawing_erased"

    def __str__(self) -> str:
        return str(self.value)
