from enum import StrEnum

class StarlignedExchangeWithActionType(StrEnum):
    EXCHANGE_WITH = "exchange_with"

    def __str__(self) -> str:
        return str(self.value)
