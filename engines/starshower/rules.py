"""Who acts, what they may do, and what happens: the legality of Starshower in one place.

A turn is two actions by one seat: a ``call`` of the coin (the engine flips it), then a ``star``
(the call was right) or a ``black_star`` (it was wrong). The game ends as soon as no open point
is left.
"""

from typing import Any

from engines.contract import Action, Event, IllegalAction, Rng
from engines.starshower.board import Board, Point, between, run_points
from engines.starshower.facts import (
    BLACK, BLACK_STAR, CALL, COIN, GOOD, GROUP_MIN_LENGTH, HEADS, MAX_PLAYERS, MIN_PLAYERS, OVER,
    SIZE_MAX, SIZE_MIN, STAR, TAILS,
)
from engines.starshower.scoring import tally
from engines.starshower.state import BlackLine, Group, StarshowerState, Star, Toss


def setup(players: int, options: dict, rng: Rng) -> StarshowerState:
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise IllegalAction("validation_error", f"Starshower takes {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    size = options["size"]
    if type(size) is not int or not SIZE_MIN <= size <= SIZE_MAX:
        raise IllegalAction("validation_error", f"Option size must be from {SIZE_MIN} to {SIZE_MAX}.")
    first = rng.below(players)  # "Roll off to see who goes first"
    return StarshowerState(size=size, players=players, first_player=first, seat=first, phase=CALL,
                           open_points=size * size)


def is_over(state: StarshowerState) -> bool:
    return state.phase == OVER


def to_act(state: StarshowerState) -> dict[int, str]:
    return {} if is_over(state) else {state.seat: state.phase}


# Legal actions: one listed action per choice of point, its options named in full
def legal_actions(state: StarshowerState, seat: Any) -> list[Action]:
    """Every action ``seat`` may send now, each one accepted verbatim; [] when it is not its turn.

    A good star is listed plain and, per line (row, then column), with the longest run of the
    seat's live stars through it as its ``group``: any run of 3 or more inside that one which
    contains the point may be named instead. A black star is listed once per open point, with
    ``connect`` naming every black star it may draw a line to (none blocked by a grouped star;
    N, E, S, W, nearest first): any subset of it may be sent instead, ``[]`` included. So the
    list holds at most 3 actions per open point, whatever the board (engines/starshower/README.md).
    """
    check_seat(state, seat)
    if is_over(state) or seat != state.seat:
        return []
    if state.phase == CALL:
        return [{"type": CALL, "side": side} for side in COIN]
    board = Board(state)
    actions: list[Action] = []
    if state.phase == STAR:
        for p in board.open_points():
            actions.append({"type": STAR, "point": list(p)})
            for start, end in board.longest_runs_through(p, seat):
                actions.append({"type": STAR, "point": list(p), "group": [list(start), list(end)]})
        return actions
    for p, lines in board.partners_of_open_points().items():
        actions.append({"type": BLACK_STAR, "point": list(p), "connect": [list(q) for line in lines for q in line]})
    return actions


# Apply
def apply(state: StarshowerState, seat: Any, action: Action, rng: Rng) -> list[Event]:
    if is_over(state):
        raise IllegalAction.game_over()
    check_seat(state, seat)
    if seat != state.seat:
        raise IllegalAction.not_your_turn(f"It is seat {state.seat}'s turn.")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction.rule("An action is an object with a type: call, star or black_star.")
    kind = action["type"]
    if kind not in (CALL, STAR, BLACK_STAR):
        raise IllegalAction.rule(f"Starshower has no action {kind!r}; use call, star or black_star.")
    if kind != state.phase:
        raise _wrong_phase(state.phase, kind)
    if kind == CALL:
        return _call(state, seat, action, rng)
    if kind == STAR:
        return _draw_good_star(state, seat, action)
    return _draw_black_star(state, seat, action)


# Each phase of a turn takes the action of its own name; what a player reads, and does in it.
PHASE_NAMES = {CALL: "call", STAR: "star", BLACK_STAR: "black star"}
IN_PHASE = {
    CALL: 'call the coin first: {"type": "call", "side": "heads"} (or "tails")',
    STAR: 'your call was right, so draw a good star: {"type": "star", "point": [x, y]}',
    BLACK_STAR: 'your call was wrong, so draw a black star: {"type": "black_star", "point": [x, y]}',
}


def _wrong_phase(phase: str, sent: str) -> IllegalAction:
    return IllegalAction.wrong_phase(PHASE_NAMES[phase], IN_PHASE[phase], sent=PHASE_NAMES[sent])


def _call(state: StarshowerState, seat: int, action: Action, rng: Rng) -> list[Event]:
    _only_fields(action, {"side"}, "A call")
    side = action.get("side")
    if side not in COIN:
        raise IllegalAction.rule("Call heads or tails.")
    flip = HEADS if rng.coin() else TAILS
    star = GOOD if side == flip else BLACK
    state.call, state.flip = side, flip
    state.phase = STAR if star == GOOD else BLACK_STAR
    state.last_toss = Toss(seat=seat, call=side, flip=flip)
    return [{"type": "flip", "seat": seat, "call": side, "flip": flip, "star": star}]


def _draw_good_star(state: StarshowerState, seat: int, action: Action) -> list[Event]:
    _only_fields(action, {"point", "group"}, "A good star")
    board = Board(state)
    p = _open_point(board, action.get("point"))
    run: list[Point] = []
    if "group" in action:
        run = _group_run(board, seat, p, action["group"])
    # Validated: draw.
    board.add_star(Star(point=p, owner=seat))
    events: list[Event] = [{"type": "star_drawn", "seat": seat, "point": list(p), "star": GOOD}]
    if run:
        for q in run:
            board.change_star(q, grouped=True)
        state.groups.append(Group(seat=seat, start=run[0], end=run[-1]))
        events.append({"type": "group_formed", "seat": seat, "from": list(run[0]),
                       "to": list(run[-1]), "stars": len(run)})
    return events + _end_turn(state, board)


def _group_run(board: Board, seat: int, p: Point, group: Any) -> list[Point]:
    """The run a group names, start < end, after checking it against the rules on groups."""
    if not isinstance(group, list) or len(group) != 2:
        raise IllegalAction.rule("A group names its two end points: [[x1, y1], [x2, y2]].")
    a, b = (_grid_point(board, q, "A group's end") for q in group)
    if a[0] != b[0] and a[1] != b[1]:
        raise IllegalAction.rule("A group must be a horizontal or vertical line, never diagonal.")
    a, b = min(a, b), max(a, b)
    run = run_points(a, b)
    if len(run) < GROUP_MIN_LENGTH:
        raise IllegalAction.rule(f"A group needs {GROUP_MIN_LENGTH} or more stars in a line.")
    if p not in run:
        raise IllegalAction.rule("A group must use the star you draw this turn.")
    for q in run:
        if q != p and not board.is_live_star_of(q, seat):
            star = board.stars.get(q)
            if star is not None and star.owner == seat:
                raise IllegalAction.rule(f"The star at {list(q)} was killed; killed stars never join a group.")
            raise IllegalAction.rule(f"A group encloses only your own stars; {list(q)} is not one.")
    return run


def _draw_black_star(state: StarshowerState, seat: int, action: Action) -> list[Event]:
    _only_fields(action, {"point", "connect"}, "A black star")
    board = Board(state)
    p = _open_point(board, action.get("point"))
    partners = _partners(board, p, action.get("connect", []))
    # Validated: draw, then each connection in the order given.
    board.add_star(Star(point=p, owner=None))
    events: list[Event] = [{"type": "star_drawn", "seat": seat, "point": list(p), "star": BLACK}]
    for q in partners:
        blocker = board.blocking_star(p, q)
        if blocker is not None:
            events.append({"type": "black_line_refused", "seat": seat, "from": list(p), "to": list(q),
                           "reason": f"The grouped star at {list(blocker)} blocks this black line."})
            continue
        killed, closed = [], []
        for r in between(p, q):
            if board.close(r):
                closed.append(list(r))
            star = board.stars.get(r)
            if star is not None and star.owner is not None and star.live:
                board.change_star(r, live=False)
                killed.append({"point": list(r), "seat": star.owner})
        state.black_lines.append(BlackLine(seat=seat, start=p, end=q))
        events.append({"type": "black_line", "seat": seat, "from": list(p), "to": list(q),
                       "killed": killed, "closed": closed})
    return events + _end_turn(state, board)


def _partners(board: Board, p: Point, connect: Any) -> list[Point]:
    if not isinstance(connect, list):
        raise IllegalAction.rule("connect lists black stars to join: [[x, y], ...].")
    partners: list[Point] = []
    for raw in connect:
        q = _grid_point(board, raw, "A black star to connect to")
        if q == p:
            raise IllegalAction.rule("A black star cannot connect to itself.")
        if q in partners:
            raise IllegalAction.rule(f"The black star at {list(q)} is named twice in connect.")
        if q[0] != p[0] and q[1] != p[1]:
            raise IllegalAction.rule(f"{list(q)} is not in the same row or column as {list(p)}.")
        if not board.is_black(q):
            raise IllegalAction.rule(f"There is no black star at {list(q)} to connect to.")
        partners.append(q)
    return partners


def _end_turn(state: StarshowerState, board: Board) -> list[Event]:
    """``board`` is this turn's index, kept up to date with what the draw changed."""
    state.call = state.flip = None
    if state.open_points == 0:
        # "Play continues until all grid points are filled or unplayable."
        state.phase = OVER
        totals = [entry["total"] for entry in tally(state)]
        best = max(totals)
        return [{"type": "game_over", "totals": totals,
                 "winners": [seat for seat, total in enumerate(totals) if total == best]}]
    state.seat = (state.seat + 1) % state.players  # play proceeds to the left
    state.phase = CALL
    return []


# Reading the action's fields
def check_seat(state: StarshowerState, seat: Any) -> None:
    """A seat is a whole number 0..players-1; True and 1.0 are not seats."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise IllegalAction.not_your_turn(f"Seats at this table are the whole numbers 0 to {state.players - 1}.")


def _only_fields(action: Action, allowed: set[str], what: str) -> None:
    # Keys from a client are strings; a dict built in code may carry others (1, None).
    extra = sorted(repr(key) if not isinstance(key, str) else key
                   for key in set(action) - allowed - {"type"})
    if extra:
        raise IllegalAction.rule(f"{what} takes only {', '.join(sorted(allowed))}; not {', '.join(extra)}.")


def _grid_point(board: Board, raw: Any, what: str) -> Point:
    if (not isinstance(raw, list) or len(raw) != 2
            or any(type(c) is not int for c in raw)):
        raise IllegalAction.rule(f"{what} must be a point [x, y] of two whole numbers.")
    p = (raw[0], raw[1])
    if not board.on_grid(p):
        raise IllegalAction.rule(f"{list(p)} is off the grid; points run from 0 to {board.size - 1}.")
    return p


def _open_point(board: Board, raw: Any) -> Point:
    if raw is None:
        raise IllegalAction.rule("Say where to draw: point [x, y].")
    p = _grid_point(board, raw, "The point")
    if p in board.stars:
        raise IllegalAction.rule(f"{list(p)} already holds a star.")
    if p in board.closed:
        raise IllegalAction.rule(f"{list(p)} is crossed by a black line; no star may be drawn there.")
    return p
