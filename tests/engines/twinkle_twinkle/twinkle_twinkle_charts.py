"""Building Star Charts by hand from the house tiles, playing seeded games, and an independent
scorer written straight from the rulebook and rulings (vectors, not the engine's tables)."""

from __future__ import annotations

from engines.contract import Rng
from engines.twinkle_twinkle import GAME
from engines.twinkle_twinkle.facts import COLS, ROWS, TILES

NOW = 0.0
ALL_STANDARD = {"comets": "standard", "planets": "standard", "asteroids": "standard",
                "black_holes": "standard", "satellites": "standard"}

VECTORS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1),
           "S": (1, 0), "SW": (1, -1), "W": (0, -1), "NW": (-1, -1)}


def turned(direction: str, orientation: int) -> tuple[int, int]:
    """A line's vector after the tile is mirrored (k >= 4) and turned k % 4 times clockwise."""
    dr, dc = VECTORS[direction]
    if orientation >= 4:
        dc = -dc
    for _ in range(orientation % 4):
        dr, dc = dc, -dr
    return dr, dc


def tile_lines(tile_id: int, orientation: int) -> set[tuple[int, int]]:
    return {turned(d, orientation) for star in TILES[tile_id].stars for d in star.lines}


def lines_named(*names: str) -> set[tuple[int, int]]:
    return {VECTORS[n] for n in names}


class ChartBuilder:
    """Picks unused house tiles for a hand-built chart: ``place((r, c), "star", lines=...)``."""

    def __init__(self):
        self.used: set[int] = set()
        self.cells: list = [None] * (ROWS * COLS)

    def find(self, kind: str, lines: tuple[str, ...] = (), *, space: tuple[int, int] | None = None,
             binary: bool | None = None, nova: bool | None = None,
             objects: int | None = None) -> tuple[int, int]:
        """An unused tile and orientation with exactly ``lines`` — or, given ``space``, with extra
        lines that all point off the chart, where they can never connect."""
        want = lines_named(*lines)
        candidates = []
        for tile in TILES:
            if tile.id in self.used or tile.kind != kind:
                continue
            if binary is not None and (len(tile.stars) == 2) != binary:
                continue
            if nova is not None and tile.nova != nova:
                continue
            if objects is not None and tile.objects != objects:
                continue
            if kind != "star":
                return tile.id, 0
            candidates.append(tile.id)
        # Tiles with more lines first, so the rare exact small tiles stay free for the middle.
        candidates.sort(key=lambda t: -len(tile_lines(t, 0)))
        for tile in candidates:
            for k in range(8):
                got = tile_lines(tile, k)
                if got == want or (space is not None and want <= got and all(
                        not (0 <= space[0] + dr < ROWS and 0 <= space[1] + dc < COLS)
                        for dr, dc in got - want)):
                    return tile, k
        raise LookupError(f"no unused {kind} tile with lines {lines} binary={binary} nova={nova}")

    def place(self, space: tuple[int, int], kind: str, *lines: str, **which) -> "ChartBuilder":
        tile, k = self.find(kind, lines, space=space, **which)
        self.used.add(tile)
        self.cells[space[0] * COLS + space[1]] = (tile, k)
        return self


# --- An independent scorer, from the rulebook's text and the rulings' tables ----------------

SIZE_TABLE = {2: 2, 3: 4, 4: 7, 5: 10, 6: 14, 7: 19, 8: 25, 9: 31, 10: 38}
COUNT_TABLE = {0: 0, 1: 1, 2: 3, 3: 6, 4: 9, 5: 12, 6: 15}


def size_vp(n: int) -> int:
    return 0 if n < 2 else SIZE_TABLE.get(n, 38 + 7 * (n - 10))


def at(cells, r: int, c: int):
    if 0 <= r < ROWS and 0 <= c < COLS and cells[r * COLS + c] is not None:
        return cells[r * COLS + c]
    return None


def kind_at(cells, r, c):
    cell = at(cells, r, c)
    return TILES[cell[0]].kind if cell else None


def beside(cells, r, c, kind) -> int:
    return sum(kind_at(cells, r + dr, c + dc) == kind for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))


def recount(cells, sides: dict) -> dict:
    """One chart's points, before the rewards that compare players."""
    adv = {k: v == "advanced" for k, v in sides.items()}
    spots = [(r, c) for r in range(ROWS) for c in range(COLS)]
    stars = [p for p in spots if kind_at(cells, *p) == "star"]
    group = {p: p for p in stars}

    def find(p):
        while group[p] != p:
            p = group[p]
        return p

    for (r, c) in stars:
        for v in tile_lines(*at(cells, r, c)):
            q = (r + v[0], c + v[1])
            if q in group and (-v[0], -v[1]) in tile_lines(*at(cells, *q)):
                group[find(q)] = find((r, c))
    members: dict = {}
    for p in stars:
        members.setdefault(find(p), []).append(p)

    def counted(p):
        if adv["black_holes"] and beside(cells, *p, "black_hole"):
            return 0
        return TILES[at(cells, *p)[0]].objects

    sizes = {}
    for root, ps in members.items():
        n = sum(counted(p) for p in ps)
        if n >= 2:
            sizes[root] = n
    ordered = sorted(sizes.values(), reverse=True) + [0, 0]
    out = {"largest": size_vp(ordered[0]), "second_largest": size_vp(ordered[1]),
           "constellations": COUNT_TABLE.get(len(sizes), 18)}
    out["novas"] = sum(1 for p in stars if TILES[at(cells, *p)[0]].nova and not beside(cells, *p, "black_hole"))

    def orthogonal(p):
        return [(p[0] + dr, p[1] + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]

    comets = [p for p in spots if kind_at(cells, *p) == "comet"]
    if adv["comets"]:
        out["comets"] = sum(3 * len({find(q) for q in orthogonal(p) if q in group and find(q) in sizes})
                            for p in comets)
    else:
        out["comets"] = sum(TILES[at(cells, *q)[0]].objects for p in comets for q in orthogonal(p)
                            if kind_at(cells, *q) == "star")
    planets = [p for p in spots if kind_at(cells, *p) == "planet"]
    # Advanced Black Holes keep a Planet beside them from "most", not from its own 2 VP.
    out["planets"] = (2 if adv["planets"] else 3) * len(planets)
    asteroids = [p for p in spots if kind_at(cells, *p) == "asteroid"]
    best, seen = 0, set()
    for p in asteroids:
        if p in seen:
            continue
        todo, size = [p], 0
        seen.add(p)
        while todo:
            q = todo.pop()
            size += TILES[at(cells, *q)[0]].objects
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    n = (q[0] + dr, q[1] + dc)
                    if n in asteroids and n not in seen:
                        seen.add(n)
                        todo.append(n)
        best = max(best, size)
    out["asteroids"] = (4 if adv["asteroids"] else 3) * best
    holes = [p for p in spots if kind_at(cells, *p) == "black_hole"]
    if adv["black_holes"]:
        out["black_holes"] = sum(5 for p in holes if not beside(cells, *p, "black_hole"))
    else:
        out["black_holes"] = sum(
            2 + (3 if not beside(cells, *p, "star") and not beside(cells, *p, "planet") else 0)
            for p in holes if not beside(cells, *p, "black_hole"))
    sats = [p for p in spots if kind_at(cells, *p) == "satellite"]
    if adv["satellites"]:
        out["satellites"] = sum(
            6 if beside(cells, *p, "planet") and beside(cells, *p, "black_hole")
            else 2 if beside(cells, *p, "planet") or beside(cells, *p, "black_hole") else 0
            for p in sats)
    else:
        out["satellites"] = sum(3 * (beside(cells, *p, "planet") + beside(cells, *p, "black_hole")) for p in sats)
    return out


def cells_of(state, seat: int) -> list:
    return [(c.tile, c.orientation) if c is not None else None for c in state.charts[seat]]


def play(players: int, seed: int, levels: list[str] | None = None, options: dict | None = None,
         on_step=None):
    """A seeded game to its end with bots; returns (state, events)."""
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options(options), rng)
    levels = levels or ["random"] * players
    events = []
    while not GAME.is_over(state):
        (actor,) = GAME.to_act(state, NOW)
        if isinstance(actor, str):
            action = GAME.automaton_action(state, actor, rng, NOW)
        else:
            action = GAME.bots[levels[actor]](state, actor, rng, NOW)
        new = GAME.apply(state, actor, action, rng, NOW)
        events += new
        if on_step:
            on_step(state, actor, action, new)
    return state, events
