"""Starshower positions drawn as pictures, for the engine tests.

Rows are y = 0, 1, ...; columns x = 0, 1, ...; the rest of the grid is empty.
``0``–``7`` a live good star of that seat, ``#`` a black star, ``.`` an empty point.
Groups and black lines are named separately and marked as the rules would mark them.
"""

import msgspec

from engines.starshower import GAME
from engines.starshower.board import between, run_points
from engines.starshower.state import BlackLine, Group, Star, StarshowerState


def position(picture: str, *, size: int = 10, players: int = 2, seat: int = 0, phase: str = "call",
             groups=(), lines=()) -> StarshowerState:
    state = StarshowerState(size=size, players=players, first_player=0, seat=seat, phase=phase, open_points=0)
    if phase in ("star", "black_star"):
        state.call = "heads"
        state.flip = "heads" if phase == "star" else "tails"
    owners = {}
    for y, row in enumerate(line for line in picture.strip("\n").splitlines()):
        for x, mark in enumerate(row.split()):
            if mark != ".":
                owners[(x, y)] = None if mark == "#" else int(mark)
    grouped, killed = set(), set()
    for group_seat, start, end in groups:
        for p in run_points(start, end):
            assert owners[p] == group_seat
            grouped.add(p)
        state.groups.append(Group(seat=group_seat, start=tuple(start), end=tuple(end)))
    closed = []
    for start, end in lines:
        assert owners[start] is None and owners[end] is None
        for p in between(start, end):
            if p not in closed:
                closed.append(p)
            if owners.get(p) is not None:
                killed.add(p)
        state.black_lines.append(BlackLine(seat=0, start=tuple(start), end=tuple(end)))
    state.stars = [Star(point=p, owner=owner, live=p not in killed, grouped=p in grouped)
                   for p, owner in owners.items()]
    state.closed = closed
    state.open_points = size * size - len(owners.keys() | set(closed))
    return state


def filled_but(open_points, *, size: int = 10, players: int = 2, seat: int = 0,
               phase: str = "star") -> StarshowerState:
    """Every point holds a black star except ``open_points``."""
    rows = []
    for y in range(size):
        rows.append(" ".join("." if (x, y) in open_points else "#" for x in range(size)))
    return position("\n".join(rows), size=size, players=players, seat=seat, phase=phase)


def totals(state) -> list[int]:
    return [p["total"] for p in GAME.score(state)["players"]]


def wire_view(state: StarshowerState, seat: int | None = None):
    """``GAME.view`` as a client reads it: JSON-encoded the way the service does, then decoded."""
    return msgspec.json.decode(msgspec.json.encode(GAME.view(state, seat)))


def listed_or_narrowed(action: dict, legal: list[dict]) -> bool:
    """``action`` is listed, or is a listed black star with ``connect`` cut down to a subset
    (or a listed good star whose group is cut down to a run of 3+ through the point)."""
    if action in legal:
        return True
    point = action.get("point")
    for listed in legal:
        if listed["type"] != action.get("type") or listed.get("point") != point:
            continue
        if action["type"] == "black_star":
            connect = action.get("connect", [])
            if all(q in listed["connect"] for q in connect) and len({tuple(q) for q in connect}) == len(connect):
                return True
        elif "group" in listed and "group" in action:
            (a, b), run = sorted(map(tuple, action["group"])), run_points(*map(tuple, listed["group"]))
            if a in run and b in run and (a[0] == b[0] or a[1] == b[1]) and tuple(point) in run_points(a, b) \
                    and len(run_points(a, b)) >= 3:
                return True
    return False
