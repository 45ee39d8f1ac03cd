"""Scoring a Star Chart (rulebook: Game End, Constellations, Nova Stars, Object Scoring).

A chart here is a list of 20 spaces, row-major, each ``(tile_id, orientation)`` or ``None``.
``tally`` scores one chart on its own; ``scoreboard`` adds the rewards that compare players
("most" Planets, "fewest" Asteroids — ties share them).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.twinkle_twinkle.facts import (
    COLS, LINE_MASKS, ROWS, SCORING, SPACES, STEPS, TILES, solo_rank,
)

Cell = tuple[int, int] | None


def _neighbours(diagonal: bool) -> tuple[tuple[int, ...], ...]:
    out = []
    for i in range(SPACES):
        r, c = divmod(i, COLS)
        steps = STEPS if diagonal else STEPS[0::2]
        out.append(tuple((r + dr) * COLS + c + dc for dr, dc in steps
                         if 0 <= r + dr < ROWS and 0 <= c + dc < COLS))
    return tuple(out)


BESIDE = _neighbours(diagonal=False)      # orthogonal: what "beside" means
AROUND = _neighbours(diagonal=True)       # with diagonals: Asteroid clusters only


def _step_table() -> tuple[tuple[int, ...], ...]:
    table = []
    for i in range(SPACES):
        r, c = divmod(i, COLS)
        table.append(tuple((r + dr) * COLS + c + dc if 0 <= r + dr < ROWS and 0 <= c + dc < COLS else -1
                           for dr, dc in STEPS))
    return tuple(table)


# STEP[i][d]: the space one step from i toward direction d, or -1 off the chart.
STEP = _step_table()


def size_points(size: int) -> int:
    table = SCORING["constellation_size"]["table"]
    if size < 2:
        return 0
    top = max(int(k) for k in table)
    if size > top:
        return table[str(top)] + SCORING["constellation_size"]["per_star_above"] * (size - top)
    return table[str(size)]


def count_points(count: int) -> int:
    table = SCORING["constellation_count"]["table"]
    if count < 1:
        return 0
    top = max(int(k) for k in table)
    return table[str(min(count, top))]


@dataclass
class Tally:
    """One chart's points by category, before rewards that compare players."""

    points: dict[str, int]
    countable_planets: int
    asteroids: int
    constellations: list[int]  # sizes, largest first


def constellations(cells: list[Cell], advanced_black_holes: bool = False) -> list[tuple[int, list[int]]]:
    """Every Constellation as (countable size, spaces), largest first, ties by first space.

    Two Star tiles connect when both have a line to their shared edge or, diagonal neighbours,
    to their shared corner; a binary tile's stars are joined. With advanced Black Holes, stars
    beside a Black Hole still connect but do not count toward the size.
    """
    kinds = [TILES[c[0]].kind if c is not None else None for c in cells]
    masks = [LINE_MASKS[c[0]][c[1]] if c is not None else 0 for c in cells]
    parent = list(range(SPACES))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(SPACES):
        if kinds[i] != "star":
            continue
        mask, steps = masks[i], STEP[i]
        for d in range(8):
            if mask >> d & 1:
                j = steps[d]
                if j > i and kinds[j] == "star" and masks[j] >> ((d + 4) % 8) & 1:
                    parent[root(j)] = root(i)
    groups: dict[int, list[int]] = {}
    for i in range(SPACES):
        if kinds[i] == "star":
            groups.setdefault(root(i), []).append(i)
    out = []
    for spaces in groups.values():
        size = 0
        for i in spaces:
            if advanced_black_holes and any(kinds[j] == "black_hole" for j in BESIDE[i]):
                continue
            size += TILES[cells[i][0]].objects
        if size >= 2:
            out.append((size, spaces))
    out.sort(key=lambda group: (-group[0], group[1][0]))
    return out


def tally(cells: list[Cell], sides: dict[str, str]) -> Tally:
    tiles = [TILES[c[0]] if c is not None else None for c in cells]
    kinds = [t.kind if t is not None else None for t in tiles]
    advanced = {name: side == "advanced" for name, side in sides.items()}
    groups = constellations(cells, advanced["black_holes"])
    sizes = [size for size, _ in groups]
    group_of = {i: n for n, (_, spaces) in enumerate(groups) for i in spaces}

    def beside(i: int, kind: str) -> list[int]:
        return [j for j in BESIDE[i] if kinds[j] == kind]

    points = {
        "largest": size_points(sizes[0]) if sizes else 0,
        "second_largest": size_points(sizes[1]) if len(sizes) > 1 else 0,
        "constellations": count_points(len(sizes)),
        "novas": SCORING["nova"] * sum(
            1 for i, t in enumerate(tiles) if t is not None and t.nova and not beside(i, "black_hole")),
    }

    comets = [i for i, k in enumerate(kinds) if k == "comet"]
    if advanced["comets"]:
        per = SCORING["comets"]["advanced"]["per_constellation"]
        points["comets"] = sum(per * len({group_of[j] for j in beside(i, "star") if j in group_of})
                               for i in comets)
    else:
        per = SCORING["comets"]["standard"]["per_star"]
        points["comets"] = sum(per * tiles[j].objects for i in comets for j in beside(i, "star"))

    planets = [i for i, k in enumerate(kinds) if k == "planet"]
    # Every Planet scores; one beside an advanced Black Hole only does not count toward "most".
    countable = [i for i in planets if not (advanced["black_holes"] and beside(i, "black_hole"))]
    side = "advanced" if advanced["planets"] else "standard"
    points["planets"] = SCORING["planets"][side]["per_planet"] * len(planets)

    asteroid_total = sum(t.objects for t in tiles if t is not None and t.kind == "asteroid")
    side = "advanced" if advanced["asteroids"] else "standard"
    points["asteroids"] = SCORING["asteroids"][side]["per_asteroid"] * largest_cluster(cells)

    holes = [i for i, k in enumerate(kinds) if k == "black_hole"]
    if advanced["black_holes"]:
        alone = SCORING["black_holes"]["advanced"]["alone"]
        points["black_holes"] = sum(alone for i in holes if not beside(i, "black_hole"))
    else:
        table = SCORING["black_holes"]["standard"]
        total = 0
        for i in holes:
            if beside(i, "black_hole"):
                continue
            total += table["alone"]
            if not beside(i, "star") and not beside(i, "planet"):
                total += table["isolated_bonus"]
        points["black_holes"] = total

    satellites = [i for i, k in enumerate(kinds) if k == "satellite"]
    if advanced["satellites"]:
        table = SCORING["satellites"]["advanced"]
        total = 0
        for i in satellites:
            kinds_beside = bool(beside(i, "planet")) + bool(beside(i, "black_hole"))
            total += table["both_kinds"] if kinds_beside == 2 else table["one_kind"] if kinds_beside else 0
        points["satellites"] = total
    else:
        per = SCORING["satellites"]["standard"]["per_neighbour"]
        points["satellites"] = sum(per * (len(beside(i, "planet")) + len(beside(i, "black_hole")))
                                   for i in satellites)

    return Tally(points, len(countable), asteroid_total, sizes)


def largest_cluster(cells: list[Cell]) -> int:
    """Asteroids in the largest cluster (tiles touching orthogonally or diagonally)."""
    asteroid = [c is not None and TILES[c[0]].kind == "asteroid" for c in cells]
    seen = [False] * SPACES
    best = 0
    for start in range(SPACES):
        if not asteroid[start] or seen[start]:
            continue
        seen[start] = True
        stack, size = [start], 0
        while stack:
            i = stack.pop()
            size += TILES[cells[i][0]].objects
            for j in AROUND[i]:
                if asteroid[j] and not seen[j]:
                    seen[j] = True
                    stack.append(j)
        best = max(best, size)
    return best


def chart_points(cells: list[Cell], sides: dict[str, str]) -> int:
    """One chart's total before the player-comparing rewards (what the greedy bot maximises)."""
    return sum(tally(cells, sides).points.values())


def scoreboard(charts: list[list[Cell]], sides: dict[str, str], final: bool) -> dict:
    tallies = [tally(cells, sides) for cells in charts]
    solo = len(charts) == 1
    if sides["planets"] == "advanced":
        rule = SCORING["planets"]["advanced"]
        if solo:
            most = [tallies[0].countable_planets >= rule["solo_most_at_least"]]
        else:
            top = max(t.countable_planets for t in tallies)
            # "Most" needs at least one countable Planet: nobody wins it with none.
            most = [top > 0 and t.countable_planets == top for t in tallies]
        for t, has_most in zip(tallies, most):
            t.points["planets"] += rule["most_bonus"] if has_most else 0
    if sides["asteroids"] == "advanced":
        rule = SCORING["asteroids"]["advanced"]
        if solo:
            fewest = [tallies[0].asteroids < rule["solo_fewest_below"]]
        else:
            low = min(t.asteroids for t in tallies)
            fewest = [t.asteroids == low for t in tallies]
        for t, has_fewest in zip(tallies, fewest):
            t.points["asteroids"] -= rule["fewest_penalty"] if has_fewest else 0
    players = []
    for seat, t in enumerate(tallies):
        breakdown: dict = dict(t.points)
        total = sum(t.points.values())
        if solo:
            breakdown["rank"] = solo_rank(total)
        players.append({"seat": seat, "total": total, "breakdown": breakdown})
    winners: list[int] = []
    if final:
        best = max(p["total"] for p in players)
        winners = [p["seat"] for p in players if p["total"] == best]
    return {"final": final, "players": players, "winners": winners}
