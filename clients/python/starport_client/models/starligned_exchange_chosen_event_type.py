from enum import StrEnum

class StarlignedExchangeChosenEventType(StrEnum):
    EXCHANGE_CHOSEN = "exchange_chosen"

    def __str__(self) -> str:
        return str(self.value)
