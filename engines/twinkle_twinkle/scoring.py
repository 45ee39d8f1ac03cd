"""Scoring a Star Chart (rulebook: Game End, Constellations, Nova Stars, Object Scoring).

A chart here is a list of 20 spaces, row-major, each ``(tile_id, orientation)`` or ``None``.
``tally`` scores one chart on its own; ``scoreboard`` adds the rewards that compare players
("most" Planets, "fewest" Asteroids — ties share them).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.twinkle_twinkle.facts import (
    COLS, KINDS, LINE_MASKS, ROWS, SCORING, SPACES, STEPS, TILES, solo_rank,
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


# The bots score thousands of charts per decision, so the scorer reads flat tables made once
# from the rules above and the tiles: points by size and by count (a chart holds at most 40
# stars, 20 tiles of two), and each tile's kind, objects and Nova by id.
MAX_STARS = 2 * SPACES
SIZE_POINTS = tuple(size_points(n) for n in range(MAX_STARS + 1))
COUNT_POINTS = tuple(count_points(n) for n in range(SPACES + 1))
KIND = tuple(t.kind for t in TILES)
OBJECTS_ON = tuple(t.objects for t in TILES)
NOVA = tuple(t.nova for t in TILES)


def _by_mask(i: int, empty, line_of):
    """``table[mask]`` for the 256 masks of lines at space i, each built from the mask without
    its highest line d: ``table[mask - d's bit] + line_of(i, d)``. Every process that loads the
    engines builds these tables: ~10 ms of CPU when each of the 5 120 entries walked its eight
    lines, ~1.3 ms this way."""
    table = [empty]
    for mask in range(1, 256):
        top = mask.bit_length() - 1
        table.append(table[mask ^ 1 << top] + line_of(i, top))
    return tuple(table)


def _forward_line(i: int, d: int) -> tuple:
    j = STEP[i][d]
    return ((j, 1 << (d + 4) % 8),) if j > i else ()


def _pointed_line(i: int, d: int) -> int:
    j = STEP[i][d]
    return 1 << j if j >= 0 else 0


# FORWARD[i][mask]: for a star at space i with lines ``mask``, each later space j a line points
# to, with the bit of the line that would come back from j (a connection needs both).
FORWARD = tuple(_by_mask(i, (), _forward_line) for i in range(SPACES))
# POINTED[i][mask]: the spaces a star at i with lines ``mask`` points at, as bits.
POINTED = tuple(_by_mask(i, 0, _pointed_line) for i in range(SPACES))
# BESIDE_BITS[i]: the spaces beside i as a bit mask.
BESIDE_BITS = tuple(sum(1 << j for j in BESIDE[i]) for i in range(SPACES))
# AROUND_BITS[i]: the spaces around i (diagonals too) as a bit mask, for Asteroid clusters.
AROUND_BITS = tuple(sum(1 << j for j in AROUND[i]) for i in range(SPACES))


@dataclass
class Tally:
    """One chart's points by category, before rewards that compare players."""

    points: dict[str, int]
    countable_planets: int
    asteroids: int
    constellations: list[int]  # sizes, largest first
    groups: list[list[int]] = field(default_factory=list)  # their spaces, in the same order


def constellations(cells: list[Cell], advanced_black_holes: bool = False) -> list[tuple[int, list[int]]]:
    """Every Constellation as (countable size, spaces), largest first, ties by first space.

    Two Star tiles connect when both have a line to their shared edge or, diagonal neighbours,
    to their shared corner; a binary tile's stars are joined. With advanced Black Holes, stars
    beside a Black Hole still connect but do not count toward the size.
    """
    kinds = [KIND[c[0]] if c is not None else None for c in cells]
    return _constellations(cells, kinds, advanced_black_holes)


def _constellations(cells: list[Cell], kinds: list, advanced_black_holes: bool) -> list[tuple[int, list[int]]]:
    masks = [LINE_MASKS[c[0]][c[1]] if k == "star" else 0 for c, k in zip(cells, kinds)]
    group = list(range(SPACES))  # each star's group: the first space of its group
    for i in range(SPACES):
        mask = masks[i]
        if not mask:
            continue
        for j, back in FORWARD[i][mask]:
            if masks[j] & back:
                a, b = group[i], group[j]
                if a != b:  # merge b's group into a's: 20 spaces, a relabel is cheaper than a tree
                    low, high = (a, b) if a < b else (b, a)
                    group = [low if g == high else g for g in group]
    members: dict[int, list[int]] = {}
    for i in range(SPACES):
        if masks[i]:
            members.setdefault(group[i], []).append(i)
    out = []
    for spaces in members.values():
        size = 0
        for i in spaces:
            if advanced_black_holes and any(kinds[j] == "black_hole" for j in BESIDE[i]):
                continue
            size += OBJECTS_ON[cells[i][0]]
        if size >= 2:
            out.append((size, spaces))
    out.sort(key=lambda g: (-g[0], g[1][0]))
    return out


def tally(cells: list[Cell], sides: dict[str, str]) -> Tally:
    kinds = [KIND[c[0]] if c is not None else None for c in cells]
    advanced = {name: side == "advanced" for name, side in sides.items()}
    groups = _constellations(cells, kinds, advanced["black_holes"])
    sizes = [size for size, _ in groups]
    at: dict[str, list[int]] = {kind: [] for kind in KINDS}  # each kind's spaces
    bits = dict.fromkeys(KINDS, 0)  # and the same as bits
    for i, kind in enumerate(kinds):
        if kind is not None:
            at[kind].append(i)
            bits[kind] |= 1 << i

    def beside(i: int, kind: str) -> int:
        return (BESIDE_BITS[i] & bits[kind]).bit_count()

    points = {
        "largest": SIZE_POINTS[sizes[0]] if sizes else 0,
        "second_largest": SIZE_POINTS[sizes[1]] if len(sizes) > 1 else 0,
        "constellations": COUNT_POINTS[len(sizes)],
        "novas": SCORING["nova"] * sum(1 for i in at["star"] if NOVA[cells[i][0]] and not beside(i, "black_hole")),
    }

    if advanced["comets"]:
        group_of = {i: n for n, (_, spaces) in enumerate(groups) for i in spaces}
        per = SCORING["comets"]["advanced"]["per_constellation"]
        points["comets"] = sum(per * len({group_of[j] for j in BESIDE[i] if j in group_of}) for i in at["comet"])
    else:
        per = SCORING["comets"]["standard"]["per_star"]
        points["comets"] = sum(per * OBJECTS_ON[cells[j][0]] for i in at["comet"] for j in BESIDE[i]
                               if kinds[j] == "star")

    # Every Planet scores; one beside an advanced Black Hole only does not count toward "most".
    planets = at["planet"]
    countable = [i for i in planets if not (advanced["black_holes"] and beside(i, "black_hole"))]
    side = "advanced" if advanced["planets"] else "standard"
    points["planets"] = SCORING["planets"][side]["per_planet"] * len(planets)

    asteroid_total = sum(OBJECTS_ON[cells[i][0]] for i in at["asteroid"])
    side = "advanced" if advanced["asteroids"] else "standard"
    points["asteroids"] = SCORING["asteroids"][side]["per_asteroid"] * (largest_cluster(cells) if asteroid_total else 0)

    holes = at["black_hole"]
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

    satellites = at["satellite"]
    if advanced["satellites"]:
        table = SCORING["satellites"]["advanced"]
        total = 0
        for i in satellites:
            kinds_beside = bool(beside(i, "planet")) + bool(beside(i, "black_hole"))
            total += table["both_kinds"] if kinds_beside == 2 else table["one_kind"] if kinds_beside else 0
        points["satellites"] = total
    else:
        per = SCORING["satellites"]["standard"]["per_neighbour"]
        points["satellites"] = sum(per * (beside(i, "planet") + beside(i, "black_hole")) for i in satellites)

    return Tally(points, len(countable), asteroid_total, sizes, [spaces for _, spaces in groups])


def largest_cluster(cells: list[Cell]) -> int:
    """Asteroids in the largest cluster (tiles touching orthogonally or diagonally)."""
    return _cluster_size(cells, _largest_cluster_bits(cells))


def _cluster_size(cells: list[Cell], cluster: int) -> int:
    size = 0
    while cluster:
        low = cluster & -cluster
        size += OBJECTS_ON[cells[low.bit_length() - 1][0]]
        cluster ^= low
    return size


def _largest_cluster_bits(cells: list[Cell], asteroids: int | None = None) -> int:
    """The spaces of the largest Asteroid cluster as bits (the first found among equals)."""
    if asteroids is None:
        asteroids = sum(1 << i for i, c in enumerate(cells) if c is not None and KIND[c[0]] == "asteroid")
    left, best, best_size = asteroids, 0, 0
    while left:
        frontier = left & -left  # the lowest space left starts a cluster
        cluster = 0
        while frontier:
            cluster |= frontier
            grown, bits = 0, frontier
            while bits:
                low = bits & -bits
                grown |= AROUND_BITS[low.bit_length() - 1]
                bits ^= low
            frontier = grown & left & ~cluster
        left &= ~cluster
        size = _cluster_size(cells, cluster)
        if size > best_size:
            best, best_size = cluster, size
    return best


# --- What a chart can still score (the expert bot's value of an unfinished chart) ----------

PROSPECTS = ("open_largest", "open_second", "open_rest", "growth_largest", "loose_stars", "comet_room",
             "satellite_room", "host_room", "asteroid_room", "hole_room")


def prospects(cells: list[Cell], board: Tally) -> dict[str, int]:
    """Counts of the empty spaces where tiles still to come would add points, by what they would
    add to (``board`` is the chart's own tally). Points already scored are not here.

    - open_largest / open_second / open_rest: empty spaces a line of the largest, the second
      largest, or any other star (a smaller Constellation, a star in none) points at: a star
      there with a line back joins it;
    - growth_largest: the points one more star would add to the largest Constellation, when it
      has an open line (sizes score more than linearly: 2 per star at first, 7 from 10 on);
    - loose_stars: stars in no Constellation yet, with a line still open;
    - comet_room / satellite_room / host_room: empty spaces beside a Comet (a star there scores
      for it), a Satellite (a Planet or Black Hole there does), a Planet or Black Hole (a
      Satellite there does);
    - asteroid_room: empty spaces around (diagonals too) the largest Asteroid cluster;
    - hole_room: empty spaces beside a Black Hole that still has its bonus for standing alone
      (a star or Planet there takes it away), a cost rather than a prospect.
    """
    empty = 0
    stars = []
    bits = {kind: 0 for kind in KINDS}
    for i, c in enumerate(cells):
        if c is None:
            empty |= 1 << i
        else:
            kind = KIND[c[0]]
            bits[kind] |= 1 << i
            if kind == "star":
                stars.append(i)

    def pointed(spaces) -> int:
        out = 0
        for i in spaces:
            c = cells[i]
            out |= POINTED[i][LINE_MASKS[c[0]][c[1]]]
        return out & empty

    def room(kind_bits: int, neighbours=BESIDE_BITS) -> int:
        out = 0
        while kind_bits:
            low = kind_bits & -kind_bits
            out |= neighbours[low.bit_length() - 1]
            kind_bits ^= low
        return (out & empty).bit_count()

    groups = board.groups
    largest = pointed(groups[0]) if groups else 0
    second = pointed(groups[1]) if len(groups) > 1 else 0
    grouped = {i for spaces in groups for i in spaces}
    rest_spaces = [i for spaces in groups[2:] for i in spaces] + [i for i in stars if i not in grouped]
    loose = sum(1 for i in stars if i not in grouped and pointed((i,)))
    size = board.constellations[0] if groups else 0
    growth = SIZE_POINTS[min(size + 1, MAX_STARS)] - SIZE_POINTS[size] if largest else 0
    holes = bits["black_hole"]
    lonely = 0
    while holes:
        low = holes & -holes
        i = low.bit_length() - 1
        if not BESIDE_BITS[i] & (bits["black_hole"] | bits["star"] | bits["planet"]):
            lonely |= low
        holes ^= low
    return {
        "open_largest": largest.bit_count(),
        "open_second": second.bit_count(),
        "open_rest": pointed(rest_spaces).bit_count(),
        "growth_largest": growth,
        "loose_stars": loose,
        "comet_room": room(bits["comet"]),
        "satellite_room": room(bits["satellite"]),
        "host_room": room(bits["planet"] | bits["black_hole"]),
        "asteroid_room": room(_largest_cluster_bits(cells, bits["asteroid"]), AROUND_BITS),
        "hole_room": room(lonely),
    }


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
