"""The state of a Twinkle Twinkle game: msgspec Structs of plain JSON types.

Standees are numbered; ``standees[n]`` is the seat that owns standee ``n`` (``COSMOBOT_OWNER``
for the Cosmobot's two in solo play). Tiles are ids into ``facts.TILES``.
"""

from __future__ import annotations

import msgspec


class Placed(msgspec.Struct):
    """A tile on a Star Chart space, turned to one of the 8 orientations."""

    tile: int
    orientation: int


class TwinkleTwinkleState(msgspec.Struct):
    players: int
    sides: dict[str, str]           # object → "standard" | "advanced"
    bag: list[int]                  # the draw order: secret
    current: list[int | None]       # Current Round row; None where a standee took the tile
    above: list[int | None]         # the standee standing above each Current Round slot
    next_row: list[int | None]      # Next Round row
    standees: list[int]             # owner seat of each standee
    track: list[int]                # this round's Turn Order track, standees first to last
    turn: int                       # index into track of the standee to act
    charts: list[list[Placed | None]]  # per seat, 20 spaces, row-major
    removed: list[int] = []         # tiles the Cosmobot took out of the game
    round: int = 1
    over: bool = False
