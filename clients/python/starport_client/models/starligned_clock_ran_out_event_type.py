from enum import StrEnum

class StarlignedClockRanOutEventType(StrEnum):
    CLOCK_RAN_OUT = "clock_ran_out"

    def __str__(self) -> str:
        return str(self.value)
