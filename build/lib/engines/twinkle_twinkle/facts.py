"""Twinkle Twinkle's facts: the Star Chart's geometry, the Observation board, and the house
edition's component data (``data.json``), loaded once and checked against the rulings' counts.

Directions are numbered clockwise from north, so a quarter turn clockwise adds 2 and a
left-right mirror maps ``d`` to ``-d``:

>>> [DIRECTIONS[d] for d in oriented_lines(["N", "E"], 1)]
['E', 'S']
>>> [DIRECTIONS[d] for d in oriented_lines(["NE"], 4)]
['NW']
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

ROWS, COLS = 4, 5
SPACES = ROWS * COLS
ORIENTATIONS = 8

DIRECTIONS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
CORNER_DIRECTIONS = frozenset({1, 3, 5, 7})
# (row step, column step) of each direction.
STEPS = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))

MIN_PLAYERS, MAX_PLAYERS = 1, 4
# Current Round / Next Round row sizes by player count (rulings: Observation board).
ROW_SIZES = {1: (5, 4), 2: (5, 4), 3: (4, 3), 4: (5, 4)}

OBJECTS = ("comets", "planets", "asteroids", "black_holes", "satellites")
SIDES = ("standard", "advanced")
DEFAULT_SIDE = "standard"

KINDS = ("star", "asteroid", "planet", "satellite", "black_hole", "comet")
COSMOBOT = "cosmobot"
COSMOBOT_OWNER = -1  # the owner recorded for the Cosmobot's standees in the state

CATEGORIES = ("largest", "second_largest", "constellations", "novas", "comets", "planets",
              "asteroids", "black_holes", "satellites")

# The rulings' tile counts (house edition built to them).
TILE_COUNT = 95
KIND_COUNTS = {"star": 50, "asteroid": 12, "planet": 9, "satellite": 8, "black_hole": 8, "comet": 8}
BINARY_STAR_TILES = 10
NOVA_SINGLE_TILES, NOVA_BINARY_TILES = 16, 4
LINE_COUNT_TILES = {1: 8, 2: 22, 3: 14, 4: 6}
DOUBLE_ASTEROID_TILES = 4
SLOW_TILES = 12
CORNER_SHARE = (0.35, 0.45)  # "about 40 % of all lines go to corners"
DIRECTION_SHARE = (0.09, 0.16)  # "each of the 8 directions is used about equally often" (1/8 = 0.125)


def oriented_lines(lines, orientation: int) -> list[int]:
    """Directions (as numbers) of ``lines`` once the tile is turned to ``orientation``.

    k < 4: rotate k quarter turns clockwise; k >= 4: mirror left-right, then rotate k - 4.
    """
    out = []
    for name in lines:
        d = DIRECTIONS.index(name)
        if orientation >= 4:
            d = (-d) % 8
        out.append((d + 2 * (orientation % 4)) % 8)
    return sorted(out)


@dataclass(frozen=True)
class Star:
    lines: tuple[str, ...]
    nova: bool


@dataclass(frozen=True)
class Tile:
    id: int
    kind: str
    slow: bool
    objects: int
    stars: tuple[Star, ...] = ()

    @property
    def nova(self) -> bool:
        return any(star.nova for star in self.stars)

    def line_mask(self, orientation: int) -> int:
        """All of the tile's lines, oriented, as a bit mask over the 8 directions."""
        mask = 0
        for star in self.stars:
            for d in oriented_lines(star.lines, orientation):
                mask |= 1 << d
        return mask


class DataError(ValueError):
    """The component data does not match the rulings."""


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(f"Twinkle Twinkle data.json: {message}")


def _load_tiles(raw: list) -> tuple[Tile, ...]:
    tiles = []
    for i, item in enumerate(raw):
        _check(isinstance(item, dict) and item.get("id") == i, f"tile {i} is missing or out of order")
        _check(item.get("kind") in KINDS, f"tile {i} has an unknown kind")
        _check(isinstance(item.get("slow"), bool), f"tile {i} has no slow flag")
        stars = []
        for star in item.get("stars", []):
            lines = tuple(star["lines"])
            _check(all(d in DIRECTIONS for d in lines), f"tile {i} has an unknown direction")
            stars.append(Star(lines, bool(star["nova"])))
        tile = Tile(i, item["kind"], item["slow"], item.get("objects"), tuple(stars))
        all_lines = [d for star in tile.stars for d in star.lines]
        if tile.kind == "star":
            _check(len(stars) in (1, 2), f"star tile {i} must carry one star or a binary pair")
            _check(tile.objects == len(stars), f"star tile {i} counts its stars as objects")
            _check(1 <= len(all_lines) <= 4, f"star tile {i} needs 1–4 lines")
            _check(len(set(all_lines)) == len(all_lines), f"star tile {i} repeats a direction")
            _check(sum(s.nova for s in stars) <= 1, f"star tile {i} has more than one Nova")
        else:
            _check(not stars, f"tile {i} is not a star tile but carries stars")
            _check(tile.objects in ((1, 2) if tile.kind == "asteroid" else (1,)),
                   f"tile {i} carries a wrong number of objects")
        tiles.append(tile)
    return tuple(tiles)


def _validate_tiles(tiles: tuple[Tile, ...]) -> None:
    _check(len(tiles) == TILE_COUNT, f"needs {TILE_COUNT} tiles")
    for kind, count in KIND_COUNTS.items():
        _check(sum(t.kind == kind for t in tiles) == count, f"needs {count} {kind} tiles")
    stars = [t for t in tiles if t.kind == "star"]
    binaries = [t for t in stars if len(t.stars) == 2]
    _check(len(binaries) == BINARY_STAR_TILES, f"needs {BINARY_STAR_TILES} binary star tiles")
    _check(sum(t.nova for t in stars if len(t.stars) == 1) == NOVA_SINGLE_TILES, "wrong single Nova count")
    _check(sum(t.nova for t in binaries) == NOVA_BINARY_TILES, "wrong binary Nova count")
    line_counts = {n: 0 for n in LINE_COUNT_TILES}
    per_direction = {d: 0 for d in DIRECTIONS}
    for tile in stars:
        lines = [d for star in tile.stars for d in star.lines]
        line_counts[len(lines)] += 1
        for d in lines:
            per_direction[d] += 1
    _check(line_counts == LINE_COUNT_TILES, f"line counts {line_counts} differ from the rulings")
    total = sum(per_direction.values())
    corners = sum(per_direction[DIRECTIONS[d]] for d in CORNER_DIRECTIONS)
    _check(CORNER_SHARE[0] <= corners / total <= CORNER_SHARE[1], "about 40 % of lines must go to corners")
    _check(all(DIRECTION_SHARE[0] <= n / total <= DIRECTION_SHARE[1] for n in per_direction.values()),
           "the 8 directions must be used about equally often")
    doubles = [t for t in tiles if t.kind == "asteroid" and t.objects == 2]
    _check(len(doubles) == DOUBLE_ASTEROID_TILES, f"needs {DOUBLE_ASTEROID_TILES} double Asteroid tiles")
    slow = [t for t in tiles if t.slow]
    _check(len(slow) == SLOW_TILES, f"needs {SLOW_TILES} Slow tiles")
    four_line = [t for t in stars if sum(len(s.lines) for s in t.stars) == 4]
    _check(all(t.slow for t in four_line), "every 4-line Star tile is Slow")
    _check(sum(t.slow for t in binaries) == 4 and not any(len(t.stars) == 2 for t in four_line),
           "four binary Star tiles (none with 4 lines) are Slow")
    _check(sum(t.slow for t in doubles) == 1, "one double Asteroid is Slow")
    _check(sum(t.slow for t in tiles if t.kind == "planet") == 1, "one Planet is Slow")


def _validate_tables(data: dict) -> None:
    _check(data.get("edition") == "house edition", "must be marked house edition")
    scoring = data["scoring"]
    sizes = scoring["constellation_size"]["table"]
    _check(sizes.get("8") == 25 and sizes.get("3") == 4, "the rulebook fixes 8 stars → 25 and 3 → 4")
    _check(scoring["constellation_count"]["table"].get("4") == 9, "the rulebook fixes 4 Constellations → 9")
    _check(set(OBJECTS) <= set(scoring), "every object needs a score table")
    for name in OBJECTS:
        _check(set(scoring[name]) == set(SIDES), f"{name} needs a standard and an advanced side")
    positions = sorted(p for entry in data["cosmobot"] for p in entry["positions"])
    _check(positions == [1, 2, 3, 4], "the Cosmobot needs preferences for track positions 1–4")
    known = {"slow", "second_slot", "most_objects", "leftmost"}
    _check(all(e["preferences"] and set(e["preferences"]) <= known and set(e["ties"]) <= known
               for e in data["cosmobot"]), "unknown Cosmobot preference or tie-break")
    ranks = [r["from"] for r in data["solo_ranks"]]
    _check(ranks and ranks[0] == 0 and ranks == sorted(ranks), "solo ranks must start at 0 VP, ascending")


def load(path: Path) -> dict:
    """Read and check the component data; any shape or count the rulings forbid is a DataError."""
    try:
        data = json.loads(path.read_text())
        _validate_tables(data)
        tiles = _load_tiles(data["tiles"])
        _validate_tiles(tiles)
    except (KeyError, TypeError, AttributeError, ValueError) as error:
        if isinstance(error, DataError):
            raise
        raise DataError(f"Twinkle Twinkle data.json is malformed: {error!r}") from error
    return {"data": data, "tiles": tiles}


_LOADED = load(Path(__file__).with_name("data.json"))
DATA: dict = _LOADED["data"]
TILES: tuple[Tile, ...] = _LOADED["tiles"]
SCORING: dict = DATA["scoring"]
# By track position: the Cosmobot's preferences (the first one some tile satisfies decides), then
# its tie-breaks, applied in turn among the tied tiles (one no tile satisfies is passed over).
COSMOBOT_PREFERENCES: dict[int, tuple[str, ...]] = {
    position: tuple(entry["preferences"]) for entry in DATA["cosmobot"] for position in entry["positions"]
}
COSMOBOT_TIES: dict[int, tuple[str, ...]] = {
    position: tuple(entry["ties"]) for entry in DATA["cosmobot"] for position in entry["positions"]
}
SOLO_RANKS: tuple[tuple[int, str], ...] = tuple((r["from"], r["rank"]) for r in DATA["solo_ranks"])

# Precomputed per tile: its oriented line mask for each orientation, and the orientations that
# look different (non-star tiles look the same every way up).
LINE_MASKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(tile.line_mask(k) for k in range(ORIENTATIONS)) for tile in TILES
)
DISTINCT_ORIENTATIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(k for k in range(ORIENTATIONS) if masks.index(masks[k]) == k) for masks in LINE_MASKS
)


def solo_rank(total: int) -> str:
    rank = SOLO_RANKS[0][1]
    for threshold, name in SOLO_RANKS:
        if total >= threshold:
            rank = name
    return rank
