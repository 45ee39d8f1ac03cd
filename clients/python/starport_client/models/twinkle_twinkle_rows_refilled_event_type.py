from enum import StrEnum

class TwinkleTwinkleRowsRefilledEventType(StrEnum):
    ROWS_REFILLED = "rows_refilled"

    def __str__(self) -> str:
        return str(self.value)
