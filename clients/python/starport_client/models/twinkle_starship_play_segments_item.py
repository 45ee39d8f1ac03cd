from enum import StrEnum

class TwinkleStarshipPlaySegmentsItem(StrEnum):
    A = "a"
    B = "b"
    C = "c"
    D = "d"
    E = "e"
    F = "f"
    G = "g"

    def __str__(self) -> str:
        return str(self.value)
