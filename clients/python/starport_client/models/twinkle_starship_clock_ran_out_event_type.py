from enum import StrEnum

class TwinkleStarshipClockRanOutEventType(StrEnum):
    CLOCK_RAN_OUT = "clock_ran_out"

    def __str__(self) -> str:
        return str(self.value)
