from enum import StrEnum

class SeekStatus(StrEnum):
    EXPIRED = "expired"
    FAILED = "failed"
    FORMING = "forming"
    SEATED = "seated"
    WAITING = "waiting"
    WITHDRAWN = "withdrawn"

    def __str__(self) -> str:
        return str(self.value)
