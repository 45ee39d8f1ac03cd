from enum import StrEnum

class ChatLineType(StrEnum):
    DELETED = "deleted"
    LINE = "line"

    def __str__(self) -> str:
        return str(self.value)
