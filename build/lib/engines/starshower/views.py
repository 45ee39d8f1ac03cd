"""What a seat sees: in Starshower everything is public, so every seat and a spectator get the
same view (the coin's random state is never in it).

The board's pieces are frozen Structs already in their wire shape, so the view lists them as
they are: copies of the lists, the same pieces. Nothing in a view changes when the state does.
"""

from engines.starshower.facts import OVER
from engines.starshower.rules import check_seat
from engines.starshower.state import StarshowerState


def view(state: StarshowerState, seat: int | None) -> dict:
    if seat is not None:  # None: a spectator
        check_seat(state, seat)
    return {
        "size": state.size,
        "first_player": state.first_player,
        "turn": None if state.phase == OVER else {
            "seat": state.seat, "phase": state.phase, "call": state.call, "flip": state.flip,
        },
        "stars": list(state.stars),
        "groups": list(state.groups),
        "black_lines": list(state.black_lines),
        "closed": list(state.closed),
        "open_points": state.open_points,
        # The latest toss only: the whole history is the event log's (a view stays small).
        "last_toss": state.last_toss,
    }
