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
        "killed": [[s.x, s.y] for s in state.stars if s.owner is not None and not s.live],
        "closed": [list(p) for p in state.closed],
        "open_points": board.open_count(),
        "tosses": [{"seat": t.seat, "call": t.call, "flip": t.flip} for t in state.tosses],
    }
