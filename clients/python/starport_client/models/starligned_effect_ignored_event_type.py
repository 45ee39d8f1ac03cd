from enum import StrEnum

class StarlignedEffectIgnoredEventType(StrEnum):
    EFFECT_IGNORED = "effect_ignored"

    def __str__(self) -> str:
        return str(self.value)
