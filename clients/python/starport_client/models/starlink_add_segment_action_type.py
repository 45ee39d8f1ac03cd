from enum import StrEnum

class StarlinkAddSegmentActionType(StrEnum):
    ADD_SEGMENT = "add_segment"

    def __str__(self) -> str:
        return str(self.value)
