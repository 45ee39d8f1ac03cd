"""Starshower positions drawn as pictures, for the engine tests.

Rows are y = 0, 1, ...; columns x = 0, 1, ...; the rest of the grid is empty.
``0``–``7`` a live good star of that seat, ``#`` a black star, ``.`` an empty point.
Groups and black lines are named separately and marked as the rules would mark them.
"""

from engines.starshower import GAME
from engines.starshower.board import between, run_points
from engines.starshower.state import BlackLine, Group, Star, StarshowerState


def position(picture: str, *, size: int = 10, players: int = 2, seat: int = 0, phase: str = "call",
             groups=(), lines=()) -> StarshowerState:
    state = StarshowerState(size=size, players=players, first_player=0, seat=seat, phase=phase)
    if phase in ("star", "black_star"):
        state.call = "heads"
        state.flip = "heads" if phase == "star" else "tails"
    stars = {}
    for y, row in enumerate(line for line in picture.strip("\n").splitlines()):
        for x, mark in enumerate(row.split()):
            if mark == ".":
                continue
            star = Star(x=x, y=y, owner=None if mark == "#" else int(mark))
            stars[(x, y)] = star
            state.stars.append(star)
    for group_seat, start, end in groups:
        for p in run_points(start, end):
            assert stars[p].owner == group_seat
            stars[p].grouped = True
        state.groups.append(Group(seat=group_seat, start=list(start), end=list(end)))
    closed = []
    for start, end in lines:
        assert stars[start].owner is None and stars[end].owner is None
        for p in between(start, end):
            if list(p) not in closed:
                closed.append(list(p))
            if p in stars and stars[p].owner is not None:
                stars[p].live = False
        state.black_lines.append(BlackLine(seat=0, start=list(start), end=list(end)))
    state.closed = closed
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
