from enum import StrEnum

class StarlignedExchangeActionType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
