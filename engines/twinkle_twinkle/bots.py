"""Bot policies for human seats: ``policy(state, seat, rng, now) -> action``.

Both decide only from public information (charts and rows), never the bag's order.

- random: a uniform choice among the legal actions.
- greedy: the tile and placement with the best immediate score gain on its own chart; a small
  bonus for open lines (lines that point at an empty space and may still connect); and a little
  look-ahead at the Next Round row — a slot further left puts its standee earlier on next
  round's track, worth a share of the best gain a Next Round tile would bring now.
"""

from __future__ import annotations

from engines.contract import Rng
from engines.twinkle_twinkle.facts import COLS, DISTINCT_ORIENTATIONS, LINE_MASKS, TILES
from engines.twinkle_twinkle.rules import PLACE, empty_spaces, legal_actions, open_slots
from engines.twinkle_twinkle.scoring import STEP, chart_points, scoreboard
from engines.search import InformationSetSearch, SearchGame, SearchLevel, copy_state, scoreboard_shares

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

EXPERT_WIDTH = 6  # the search weighs greedy's best few placements
EXPERT_MARGIN_SCALE = 3.0


def ranked_placements(state, seat: int) -> list[dict]:
    """Every placement of an open slot's tile, best immediate gain first (ties in listed order)."""
    cells = [(c.tile, c.orientation) if c is not None else None for c in state.charts[seat]]
    sides = dict(state.sides)
    base = chart_points(cells, sides)
    scored = []
    for slot in open_slots(state):
        tile = state.current[slot]
        for space, k in _placements(cells, tile, empty_spaces(state, seat)):
            scored.append((-_gain(cells, sides, base, tile, space, k), len(scored),
                           {"type": PLACE, "slot": slot, "space": [space // COLS, space % COLS], "orientation": k}))
    scored.sort(key=lambda entry: entry[:2])
    return [action for *_rank, action in scored]


def _expert_candidates(state, actor, now: float) -> list[dict]:
    if isinstance(actor, str):
        return legal_actions(state, actor)
    return ranked_placements(state, actor)[:EXPERT_WIDTH]


def quick_placement(state, actor, rng: Rng, now: float) -> dict:
    """The rollouts' move: a tile from a random open slot, placed where it gains the most now."""
    if isinstance(actor, str):
        return legal_actions(state, actor)[0]
    cells = [(c.tile, c.orientation) if c is not None else None for c in state.charts[actor]]
    sides = dict(state.sides)
    base = chart_points(cells, sides)
    slots = open_slots(state)
    slot = slots[rng.below(len(slots))]
    tile = state.current[slot]
    best, best_gain = None, None
    for space, k in _placements(cells, tile, empty_spaces(state, actor)):
        gain = _gain(cells, sides, base, tile, space, k)
        if best_gain is None or gain > best_gain:
            best, best_gain = (space, k), gain
    space, k = best
    return {"type": PLACE, "slot": slot, "space": [space // COLS, space % COLS], "orientation": k}


def determinize(state, seat: int, rng: Rng):
    """A copy with the bag's order reshuffled: its contents are public, its order is not."""
    copy = copy_state(state)
    copy.bag = sorted(copy.bag)
    rng.shuffle(copy.bag)
    return copy


def evaluate(state) -> list[float]:
    board = scoreboard([[(c.tile, c.orientation) if c is not None else None for c in chart]
                        for chart in state.charts], dict(state.sides), final=state.over)
    return scoreboard_shares(board, state.players, EXPERT_MARGIN_SCALE)


EXPERT = InformationSetSearch(
    SearchGame("twinkle-twinkle", determinize=determinize, evaluate=evaluate, candidates=_expert_candidates,
               rollout=quick_placement),
    SearchLevel(iterations=24, rollout_moves=3, tree_depth=1),
)

BOTS = {"random": random_policy, "greedy": greedy_policy, "expert": EXPERT}
LEVELS = {
    "random": "Takes any tile and places it anywhere, any way round.",
    "greedy": "Takes the tile and placement worth the most points now, with an eye on next round's row.",
    "expert": "Searches the next picks of every player over many possible bags before placing.",
}
