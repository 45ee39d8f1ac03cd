from enum import StrEnum

class StarlignedMoonBonusEventType(StrEnum):
    MOON_BONUS = "moon_bonus"

    def __str__(self) -> str:
        return str(self.value)
