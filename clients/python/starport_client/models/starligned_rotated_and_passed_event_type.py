from enum import StrEnum

class StarlignedRotatedAndPassedEventType(StrEnum):
    ROTATED_AND_PASSED = "rotated_and_passed"

    def __str__(self) -> str:
        return str(self.value)
