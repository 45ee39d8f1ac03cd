from enum import StrEnum

class StarlignedMoonBonusSkippedEventType(StrEnum):
    MOON_BONUS_SKIPPED = "moon_bonus_skipped"

    def __str__(self) -> str:
        return str(self.value)
