from enum import StrEnum

class StarlinkTimerStartedEventType(StrEnum):
    TIMER_STARTED = "timer_started"

    def __str__(self) -> str:
        return str(self.value)
