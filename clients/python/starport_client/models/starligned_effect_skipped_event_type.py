from enum import StrEnum

class StarlignedEffectSkippedEventType(StrEnum):
    EFFECT_SKIPPED = "effect_skipped"

    def __str__(self) -> str:
        return str(self.value)
