from enum import StrEnum

class StarlignedEffectEventType(StrEnum):
    EFFECT = "effect"

    def __str__(self) -> str:
        return str(self.value)
