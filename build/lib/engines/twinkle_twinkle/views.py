"""What a seat (or a spectator) sees: the whole table, built field by field.

Everything on the table is public (every chart, both rows, the track, the removed tiles, the
bag's contents by kind); the bag's order and the random state are not.
"""

from __future__ import annotations

from engines.twinkle_twinkle.facts import COLS, COSMOBOT_OWNER, DIRECTIONS, KINDS, ROWS, TILES, oriented_lines
from engines.twinkle_twinkle.rules import owner_to_act
from engines.twinkle_twinkle.state import Placed, TwinkleTwinkleState as State


def tile_view(tile_id: int) -> dict:
    """A tile as printed (its lines before any turning)."""
    tile = TILES[tile_id]
    return {
        "id": tile.id, "kind": tile.kind, "slow": tile.slow, "objects": tile.objects,
        "stars": [{"lines": list(star.lines), "nova": star.nova} for star in tile.stars],
    }


def cell_view(cell: Placed | None) -> dict | None:
    if cell is None:
        return None
    stars = TILES[cell.tile].stars
    return {
        "tile": tile_view(cell.tile),
        "orientation": cell.orientation,
        # the stars as they lie on the chart, lines turned to the orientation
        "stars": [{"lines": [DIRECTIONS[d] for d in oriented_lines(star.lines, cell.orientation)],
                   "nova": star.nova} for star in stars],
    }


def view(state: State, seat: int | None) -> dict:
    actor = owner_to_act(state)
    return {
        "round": state.round,
        "over": state.over,
        "sides": {name: side for name, side in state.sides.items()},
        "current_row": [
            {"slot": i, "tile": tile_view(tile) if tile is not None else None, "standee": state.above[i]}
            for i, tile in enumerate(state.current)
        ],
        "next_row": [
            {"slot": i, "tile": tile_view(tile) if tile is not None else None}
            for i, tile in enumerate(state.next_row)
        ],
        "standees": [
            {"standee": n, "seat": None if owner == COSMOBOT_OWNER else owner, "cosmobot": owner == COSMOBOT_OWNER}
            for n, owner in enumerate(state.standees)
        ],
        "track": list(state.track),
        "turn": None if actor is None else state.turn,
        "charts": [
            {"seat": s, "spaces": [[cell_view(chart[r * COLS + c]) for c in range(COLS)] for r in range(ROWS)]}
            for s, chart in enumerate(state.charts)
        ],
        "removed": [tile_view(tile) for tile in state.removed],
        "bag": {"count": len(state.bag),
                "kinds": {kind: sum(TILES[t].kind == kind for t in state.bag) for kind in KINDS}},
    }
