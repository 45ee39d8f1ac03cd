from enum import StrEnum

class StarshowerGroupFormedEventType(StrEnum):
    GROUP_FORMED = "group_formed"

    def __str__(self) -> str:
        return str(self.value)
