"""Twinkle Twinkle's rules: setup, whose turn, legal actions and applying them — in one place.

A player's turn is one action: ``{"type": "place", "slot": i, "space": [row, col],
"orientation": k}`` — take the tile in Current Round slot ``i`` and place it at once on an
empty space of your Star Chart, turned to orientation ``k``. The Cosmobot's turn (solo) is
``{"type": "cosmobot_take", "slot": i}``, the tile its reference prefers, removed from the game.
"""

from __future__ import annotations

from engines.contract import IllegalAction, Rng
from engines.twinkle_twinkle.facts import (
    COLS, COSMOBOT, COSMOBOT_OWNER, COSMOBOT_PREFERENCES, COSMOBOT_TIES, DEFAULT_SIDE, MAX_PLAYERS,
    MIN_PLAYERS, OBJECTS, ORIENTATIONS, ROW_SIZES, ROWS, TILES, TILE_COUNT,
)
from engines.twinkle_twinkle.state import Placed, TwinkleTwinkleState as State

PLACE = "place"
COSMOBOT_TAKE = "cosmobot_take"
# A round has no phases: each standee on the track takes a tile in turn, the same action each time.
WHAT_A_TURN_IS = {
    PLACE: 'A player\'s turn takes a tile of the Current Round row and places it on their Star Chart: '
           '{"type": "place", "slot": …, "space": [row, column], "orientation": …}',
    COSMOBOT_TAKE: 'The Cosmobot\'s turn removes a tile: {"type": "cosmobot_take", "slot": …}',
}


# --- Setup -----------------------------------------------------------------------------------

def fill_row(row: list[int | None], bag: list[int]) -> list[int]:
    """Draw tiles one at a time into the empty spaces, left to right; a Slow tile slides to the
    rightmost empty space before the next draw. Returns the tiles drawn."""
    drawn = []
    while bag and None in row:
        tile = bag.pop(0)
        empty = [i for i, t in enumerate(row) if t is None]
        row[empty[-1] if TILES[tile].slow else empty[0]] = tile
        drawn.append(tile)
    return drawn


def setup(players: int, options: dict, rng: Rng) -> State:
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("validation_error", f"Twinkle Twinkle is for {MIN_PLAYERS}–{MAX_PLAYERS} players.")
    bag = list(range(TILE_COUNT))
    rng.shuffle(bag)
    current_size, next_size = ROW_SIZES[players]
    current: list[int | None] = [None] * current_size
    next_row: list[int | None] = [None] * next_size
    fill_row(current, bag)
    fill_row(next_row, bag)
    if players == 1:
        # Solo: the player on track spaces 1 and 3, the Cosmobot on 2 and 4.
        standees, track = [0, 0, COSMOBOT_OWNER, COSMOBOT_OWNER], [0, 2, 1, 3]
    elif players == 2:
        # One player (drawn at random) on spaces 1 and 4, the other on 2 and 3.
        standees = [0, 0, 1, 1]
        track = [0, 2, 3, 1] if rng.coin() else [2, 0, 1, 3]
    else:
        standees = list(range(players))
        track = list(range(players))
        rng.shuffle(track)
    return State(
        players=players,
        sides={name: options.get(name, DEFAULT_SIDE) for name in OBJECTS},
        bag=bag, current=current, above=[None] * current_size, next_row=next_row,
        standees=standees, track=track, turn=0,
        charts=[[None] * (ROWS * COLS) for _ in range(players)],
    )


# --- Whose turn ------------------------------------------------------------------------------

def owner_to_act(state: State) -> int | str | None:
    """The seat (or ``"cosmobot"``) whose standee is next on the track; None when over."""
    if state.over:
        return None
    owner = state.standees[state.track[state.turn]]
    return COSMOBOT if owner == COSMOBOT_OWNER else owner


def to_act(state: State) -> dict:
    actor = owner_to_act(state)
    if actor is None:
        return {}
    return {actor: "take" if actor == COSMOBOT else "place"}


def open_slots(state: State) -> list[int]:
    return [i for i, tile in enumerate(state.current) if tile is not None]


def empty_spaces(state: State, seat: int) -> list[int]:
    return [i for i, cell in enumerate(state.charts[seat]) if cell is None]


def _satisfying(state: State, slots: list[int], preference: str) -> list[int]:
    """The slots among ``slots`` whose tile satisfies one Cosmobot preference."""
    if preference == "slow":
        return [s for s in slots if TILES[state.current[s]].slow]
    if preference == "second_slot":
        return [s for s in slots if s == 1]
    if preference == "most_objects":
        most = max((TILES[state.current[s]].objects for s in slots), default=0)
        return [s for s in slots if TILES[state.current[s]].objects == most]
    return slots[:1]  # "leftmost"


def cosmobot_slot(state: State) -> int:
    """The Cosmobot's pick: the first satisfiable preference for its track position, then its
    tie-breaks among the tied tiles in turn, then the leftmost.

    ("Tile with most objects" counts every star and asteroid on a tile.)
    """
    position = state.turn + 1
    slots = open_slots(state)
    chosen = slots
    for preference in COSMOBOT_PREFERENCES[position]:
        satisfying = _satisfying(state, slots, preference)
        if satisfying:
            chosen = satisfying
            break
    for tie_break in COSMOBOT_TIES[position]:
        chosen = _satisfying(state, chosen, tie_break) or chosen
    return chosen[0]


def _is_actor(state: State, actor) -> bool:
    """Whether ``actor`` is the one to act: that seat as an int (not 1.0, not True) or the Cosmobot."""
    expected = owner_to_act(state)
    return expected is not None and type(actor) is type(expected) and actor == expected


def legal_actions(state: State, actor) -> list[dict]:
    if not _is_actor(state, actor):
        return []  # not this actor's turn, or no actor of this game at all (7, 1.0, True, None)
    if actor == COSMOBOT:
        return [{"type": COSMOBOT_TAKE, "slot": cosmobot_slot(state)}]
    spaces = empty_spaces(state, actor)
    return [{"type": PLACE, "slot": slot, "space": [i // COLS, i % COLS], "orientation": k}
            for slot in open_slots(state) for i in spaces for k in range(ORIENTATIONS)]


# --- Applying an action ----------------------------------------------------------------------

def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_actor(state: State, actor) -> None:
    if state.over:
        raise IllegalAction.game_over()
    if not _is_actor(state, actor):
        if (isinstance(actor, str) and actor == COSMOBOT) or (_is_int(actor) and 0 <= actor < state.players):
            raise IllegalAction.not_your_turn()
        raise IllegalAction.not_your_turn("There is no such player in this game.")


def _check_fields(action, kind: str, fields: set[str]) -> None:
    if not isinstance(action, dict):
        raise IllegalAction.rule("An action is an object with a type.")
    if action.get("type") != kind:
        raise IllegalAction.rule(f"{WHAT_A_TURN_IS[kind]}, not {action.get('type')!r}.")
    missing = sorted(fields - set(action))
    if missing:
        raise IllegalAction.rule(f"The action needs {', '.join(missing)}.")
    extra = sorted(repr(name) if not isinstance(name, str) else name for name in set(action) - fields)
    if extra:
        raise IllegalAction.rule(f"The action has unknown field(s): {', '.join(extra)}.")


def _check_slot(state: State, slot) -> int:
    if not _is_int(slot) or not 0 <= slot < len(state.current):
        raise IllegalAction.rule(f"Choose a slot of the Current Round row, 0 to {len(state.current) - 1}.")
    if state.current[slot] is None:
        raise IllegalAction.rule("That tile has already been taken this round.")
    return slot


def apply(state: State, actor, action, rng: Rng) -> list[dict]:
    _check_actor(state, actor)
    standee = state.track[state.turn]
    if actor == COSMOBOT:
        _check_fields(action, COSMOBOT_TAKE, {"type", "slot"})
        slot = _check_slot(state, action["slot"])
        wanted = cosmobot_slot(state)
        if slot != wanted:
            raise IllegalAction.rule(f"The Cosmobot takes the tile its reference prefers: slot {wanted}.")
        tile = state.current[slot]
        state.current[slot] = None
        state.above[slot] = standee
        state.removed.append(tile)
        events = [{"type": "tile_removed", "by": COSMOBOT, "standee": standee, "slot": slot, "tile": tile}]
    else:
        _check_fields(action, PLACE, {"type", "slot", "space", "orientation"})
        slot = _check_slot(state, action["slot"])
        space = action["space"]
        if (not isinstance(space, list) or len(space) != 2 or not all(_is_int(v) for v in space)
                or not 0 <= space[0] < ROWS or not 0 <= space[1] < COLS):
            raise IllegalAction.rule(f"A space is [row, column], row 0–{ROWS - 1}, column 0–{COLS - 1}.")
        index = space[0] * COLS + space[1]
        if state.charts[actor][index] is not None:
            raise IllegalAction.rule("That space of your Star Chart already holds a tile.")
        orientation = action["orientation"]
        if not _is_int(orientation) or not 0 <= orientation < ORIENTATIONS:
            raise IllegalAction.rule(f"Orientation is 0 to {ORIENTATIONS - 1} (4 turns, then mirrored).")
        tile = state.current[slot]
        state.current[slot] = None
        state.above[slot] = standee
        state.charts[actor][index] = Placed(tile, orientation)
        events = [{"type": "tile_placed", "seat": actor, "standee": standee, "slot": slot, "tile": tile,
                   "space": [space[0], space[1]], "orientation": orientation}]
    state.turn += 1
    if state.turn == len(state.track):
        events += end_round(state)
    return events


def end_round(state: State) -> list[dict]:
    """Standees back to the track in slot order; the leftover slides left; Next Round moves up;
    the Next Round row is refilled — unless every chart is full, which ends the game."""
    state.track = [s for s in state.above if s is not None]
    state.turn = 0
    events: list[dict] = [{"type": "round_ended", "round": state.round, "track": list(state.track)}]
    if all(cell is not None for chart in state.charts for cell in chart):
        state.over = True
        return events + [{"type": "game_over"}]
    size = len(state.current)
    moved_up = [t for t in state.current if t is not None] + [t for t in state.next_row if t is not None]
    state.current = (moved_up + [None] * size)[:size]
    state.above = [None] * size
    state.next_row = [None] * len(state.next_row)
    drawn = fill_row(state.next_row, state.bag)
    state.round += 1
    events.append({"type": "rows_refilled", "round": state.round, "current": list(state.current),
                   "next": list(state.next_row), "drawn": drawn})
    return events
