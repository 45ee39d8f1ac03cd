from enum import StrEnum

class StarlignedStageStartedEventType(StrEnum):
    STAGE_STARTED = "stage_started"

    def __str__(self) -> str:
        return str(self.value)
