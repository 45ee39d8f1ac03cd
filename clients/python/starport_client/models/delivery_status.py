from enum import StrEnum

class DeliveryStatus(StrEnum):
    DELIVERED = "delivered"
    DROPPED = "dropped"
    FAILED = "failed"
    PENDING = "pending"
    RETRYING = "retrying"

    def __str__(self) -> str:
        return str(self.value)
