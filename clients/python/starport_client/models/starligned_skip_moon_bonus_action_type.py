from enum import StrEnum

class StarlignedSkipMoonBonusActionType(StrEnum):
    SKIP_MOON_BONUS = "skip_moon_bonus"

    def __str__(self) -> str:
        return str(self.value)
