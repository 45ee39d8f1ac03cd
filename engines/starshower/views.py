"""What a seat sees: in Starshower everything is public, so every seat and a spectator get the
same view, built field by field from the state (the coin's random state is never in it)."""

from engines.starshower.board import Board
from engines.starshower.facts import OVER
from engines.starshower.state import StarshowerState


def view(state: StarshowerState, seat: int | None) -> dict:
    board = Board(state)
    return {
        "size": state.size,
        "first_player": state.first_player,
        "turn": None if state.phase == OVER else {
            "seat": state.seat, "phase": state.phase, "call": state.call, "flip": state.flip,
        },
        "stars": [
            {"point": [s.x, s.y], "owner": s.owner, "live": s.live, "grouped": s.grouped}
            for s in state.stars
        ],
        "groups": [
            {"seat": g.seat, "from": list(g.start), "to": list(g.end)} for g in state.groups
        ],
        "black_lines": [
            {"seat": line.seat, "from": list(line.start), "to": list(line.end)}
            for line in state.black_lines
        ],
        "closed": [list(p) for p in state.closed],
        "open_points": board.open_count(),
        # The latest toss only: the whole history is the event log's (a view stays small).
        "last_toss": None if state.last_toss is None else {
            "seat": state.last_toss.seat, "call": state.last_toss.call, "flip": state.last_toss.flip,
        },
    }
