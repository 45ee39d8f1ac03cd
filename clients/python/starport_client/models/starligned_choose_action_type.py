from enum import StrEnum

class StarlignedChooseActionType(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
