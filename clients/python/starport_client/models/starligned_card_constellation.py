from enum import StrEnum

class StarlignedCardConstellation(StrEnum):
    CASSIOPEIA = "Cassiopeia"
    CYGNUS = "Cygnus"
    DRACO = "Draco"
    LYRA = "Lyra"
    ORION = "Orion"

    def __str__(self) -> str:
        return str(self.value)
