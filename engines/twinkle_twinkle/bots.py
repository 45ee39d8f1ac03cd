"""Bot policies for human seats: ``policy(state, seat, rng, now) -> action``.

All three decide only from public information (charts and rows), never the bag's order.

- random: a uniform choice among the legal actions.
- greedy: the tile and placement with the best immediate score gain on its own chart; a small
  bonus for open lines (lines that point at an empty space and may still connect); and a little
  look-ahead at the Next Round row — a slot further left puts its standee earlier on next
  round's track, worth a share of the best gain a Next Round tile would bring now.
- expert: values a chart by its points and what it can still score (``chart_value``), and plays
  each of its best few placements out to the end of the round (``DraftLookahead``).
"""

from __future__ import annotations

import time

from engines.contract import Rng
from engines.search import SearchLevel, copy_state
from engines.twinkle_twinkle.facts import COLS, COSMOBOT, DISTINCT_ORIENTATIONS, LINE_MASKS, SPACES, TILES
from engines.twinkle_twinkle.rules import (
    COSMOBOT_TAKE, PLACE, apply, cosmobot_slot, empty_spaces, legal_actions, open_slots, owner_to_act,
)
from engines.twinkle_twinkle.scoring import STEP, chart_points, prospects, scoreboard, tally

LOOKAHEAD_SHARE = 0.25   # how much of the best next-round gain an early slot is worth
OPEN_LINE_BONUS = 0.1    # per line left pointing at an empty space


def random_policy(state, seat: int, rng: Rng, now: float) -> dict:
    return rng.choice(legal_actions(state, seat))


def _open_lines(cells, space: int, tile: int, orientation: int) -> int:
    mask, steps = LINE_MASKS[tile][orientation], STEP[space]
    return sum(1 for d in range(8) if mask >> d & 1 and steps[d] >= 0 and cells[steps[d]] is None)


def _placements(cells, tile: int, spaces: list[int]):
    for space in spaces:
        for k in DISTINCT_ORIENTATIONS[tile]:
            yield space, k


def _gain(cells, sides, base: int, tile: int, space: int, k: int) -> float:
    cells[space] = (tile, k)
    gain = chart_points(cells, sides) - base
    cells[space] = None
    if TILES[tile].kind == "star":
        gain += OPEN_LINE_BONUS * _open_lines(cells, space, tile, k)
    return gain


def greedy_policy(state, seat: int, rng: Rng, now: float) -> dict:
    actions = legal_actions(state, seat)
    if not actions:
        raise ValueError("the greedy bot was asked to move when its seat is not to act")
    cells = [(c.tile, c.orientation) if c is not None else None for c in state.charts[seat]]
    sides = dict(state.sides)
    base = chart_points(cells, sides)
    spaces = empty_spaces(state, seat)
    next_best = 0.0
    if len(spaces) > 1:  # a next round will come for this chart
        for tile in (t for t in state.next_row if t is not None):
            for space, k in _placements(cells, tile, spaces):
                next_best = max(next_best, _gain(cells, sides, base, tile, space, k))
    row = len(state.current)
    best, choices = None, []
    for slot in open_slots(state):
        tile = state.current[slot]
        early = LOOKAHEAD_SHARE * next_best * (row - slot) / row
        for space, k in _placements(cells, tile, spaces):
            value = _gain(cells, sides, base, tile, space, k) + early
            if best is None or value > best + 1e-9:
                best, choices = value, [(slot, space, k)]
            elif abs(value - best) <= 1e-9:
                choices.append((slot, space, k))
    slot, space, k = rng.choice(choices)
    return {"type": PLACE, "slot": slot, "space": [space // COLS, space % COLS], "orientation": k}


# ----- expert --------------------------------------------------------------------------------
#
# Greedy counts only the points a tile scores now. Most of a chart's points come later: a star
# that starts a Constellation scores little, the one that makes it nine stars scores 6. The
# expert values a chart as its points plus its prospects (``scoring.prospects``: the empty spaces
# where tiles still to come would add points), each weighed by what it went on to be worth.

# Fitted by ``python -m bench.fit_twinkle_value`` (its defaults: seeds 10000..10099, kept apart
# from the arena's 0..399; greedy's games, then twice the expert's own): the points a chart went
# on to score beyond those it had, per prospect, and for its empty spaces alone (e = empty
# spaces / 20: a constant, e and e²). Two players, standard sides; other sides and player counts
# reuse them. Prospects overlap (a loose star's open lines are open_rest too), so read a weight
# with its neighbours rather than alone.
VALUE_EMPTY = (-13.94, 87.66, 15.89)
VALUE_WEIGHTS = {
    "open_largest": 2.68, "open_second": 2.16, "open_rest": 2.29, "growth_largest": 1.60,
    "loose_stars": -2.06, "comet_room": 0.70, "satellite_room": 0.93, "host_room": 0.06,
    "asteroid_room": -0.51, "hole_room": -1.12,
}
EXPERT_SPACES = 3  # a tile's best few spaces kept in its table: later picks may find one taken


def chart_value(cells, sides: dict[str, str], points: float | None = None) -> float:
    """What a chart is worth: its points (``points`` when given: a scoreboard's total, with the
    rewards that compare players) and, while it has empty spaces, its prospects."""
    board = tally(cells, sides)
    value = sum(board.points.values()) if points is None else points
    empty = sum(1 for cell in cells if cell is None) / SPACES
    if not empty:
        return value
    value += VALUE_EMPTY[0] + VALUE_EMPTY[1] * empty + VALUE_EMPTY[2] * empty * empty
    found = prospects(cells, board)
    return value + sum(weight * found[name] for name, weight in VALUE_WEIGHTS.items())


def placement_table(state, seat: int, tiles) -> dict[int, list[tuple[float, int, int]]]:
    """For each tile, its best placements on ``seat``'s chart as (value gain, space, orientation),
    best first, one per space, the best ``EXPERT_SPACES`` spaces (ties in listed order)."""
    cells = _cells(state, seat)
    sides = dict(state.sides)
    base = chart_value(cells, sides)
    spaces = empty_spaces(state, seat)
    table = {}
    for tile in tiles:
        if tile in table:
            continue
        best = {}  # space -> (gain, orientation), the first of equal gains
        for space, k in _placements(cells, tile, spaces):
            cells[space] = (tile, k)
            gain = chart_value(cells, sides) - base
            cells[space] = None
            if space not in best or gain > best[space][0] + 1e-9:
                best[space] = (gain, k)
        ranked = sorted(best.items(), key=lambda item: -item[1][0])  # stable: ties keep listed order
        table[tile] = [(gain, space, k) for space, (gain, k) in ranked[:EXPERT_SPACES]]
    return table


def _cells(state, seat: int) -> list:
    return [(c.tile, c.orientation) if c is not None else None for c in state.charts[seat]]


def _place(slot: int, space: int, k: int) -> dict:
    return {"type": PLACE, "slot": slot, "space": [space // COLS, space % COLS], "orientation": k}


def determinize(state, seat: int, rng: Rng):
    """A copy with the bag's order reshuffled: its contents are public, its order is not."""
    copy = copy_state(state)
    copy.bag = sorted(copy.bag)
    rng.shuffle(copy.bag)
    return copy


class DraftLookahead:
    """The expert: its best few placements by chart value, each played out to the end of the
    round — every player after it taking, in track order, the open tile its own table values
    most, at that tile's best free space — and judged by the chart values then: its own less the
    best other's. So it sees what a tile is worth to the players after it (taking it away from
    them) as well as to itself.

    Nothing in a round is hidden: its rows are on the table, and the bag is drawn only as the
    round ends, so one playout per placement is the whole search (on a copy with the bag
    reshuffled, so its true order could not leak in). The tables are made once per decision from
    the charts as they are; a player's second tile of a round is placed by them too.

    ``level`` is a ``SearchLevel``: ``iterations`` placements are played out (one playout each),
    ``rollout_moves`` moves at most after each (the rest of a round); ``budget_seconds`` caps the
    thread's CPU time between playouts, as the other experts' searches do (engines/search.py).
    """

    def __init__(self, level: SearchLevel, time_cap: bool = True):
        self.level = level
        self.time_cap = time_cap

    def with_level(self, level: SearchLevel, time_cap: bool = True) -> "DraftLookahead":
        return DraftLookahead(level, time_cap)

    def __call__(self, state, seat: int, rng: Rng, now: float) -> dict:
        if owner_to_act(state) != seat:
            raise ValueError("the expert bot was asked to move when its seat is not to act")
        give_up = time.thread_time() + self.level.budget_seconds
        tiles = [state.current[slot] for slot in open_slots(state)]
        tables = {player: placement_table(state, player, tiles) for player in range(state.players)}
        ranked = sorted(((gain, slot, space, k) for slot in open_slots(state)
                         for gain, space, k in tables[seat][state.current[slot]]),
                        key=lambda candidate: -candidate[0])[:max(1, self.level.iterations)]
        search = Rng(rng.next64())  # one draw of the game's Rng: the bag's reshuffle, any tie-break
        world = determinize(state, seat, search)
        best, choice = None, ranked[0]
        for done, candidate in enumerate(ranked):
            if self.time_cap and done and time.thread_time() > give_up:
                break
            _gain, slot, space, k = candidate
            future = copy_state(world)
            apply(future, seat, _place(slot, space, k), search)
            self._play_out(future, tables, search, state.round)
            margin = self._margin(future, seat)
            if best is None or margin > best + 1e-9:
                best, choice = margin, candidate
        _gain, slot, space, k = choice
        return _place(slot, space, k)

    def _play_out(self, state, tables, rng: Rng, round_: int) -> None:
        """The rest of round ``round_``, each player taking the open tile its table values most."""
        for _ in range(self.level.rollout_moves):
            if state.over or state.round != round_:
                return
            actor = owner_to_act(state)
            if actor == COSMOBOT:
                apply(state, actor, {"type": COSMOBOT_TAKE, "slot": cosmobot_slot(state)}, rng)
                continue
            chart, picks = state.charts[actor], []
            for slot in open_slots(state):
                free = [(gain, space, k) for gain, space, k in tables[actor].get(state.current[slot], ())
                        if chart[space] is None]
                if free:
                    picks.append((free[0][0], -slot, slot, free[0][1], free[0][2]))
            if not picks:  # every space the tables kept is taken: greedy's placement instead
                action = greedy_policy(state, actor, rng, 0.0)
            else:
                _gain, _left, slot, space, k = max(picks)  # equal gains: the leftmost slot
                action = _place(slot, space, k)
            apply(state, actor, action, rng)

    @staticmethod
    def _margin(state, seat: int) -> float:
        sides = dict(state.sides)
        board = scoreboard([_cells(state, p) for p in range(state.players)], sides, final=state.over)
        values = [chart_value(_cells(state, p), sides, board["players"][p]["total"]) for p in range(state.players)]
        others = [v for p, v in enumerate(values) if p != seat]
        return values[seat] - (max(others) if others else 0.0)


EXPERT = DraftLookahead(SearchLevel(iterations=6, rollout_moves=3, tree_depth=1))

BOTS = {"random": random_policy, "greedy": greedy_policy, "expert": EXPERT}
LEVELS = {
    "random": "Takes any tile and places it anywhere, any way round.",
    "greedy": "Takes the tile and placement worth the most points now, with an eye on next round's row.",
    "expert": "Values a chart by what its open lines and spaces can still score, and plays out the rest of the round for its best few placements.",
}
