from enum import StrEnum

class StarlignedLastCardsDiscardedEventType(StrEnum):
    LAST_CARDS_DISCARDED = "last_cards_discarded"

    def __str__(self) -> str:
        return str(self.value)
