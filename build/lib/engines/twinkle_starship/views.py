"""What a seat may see (rulings, What each seat may see): its own hand, and everything public.

Built field by field from the state; another seat's hand and the deck order never appear.
"""

from . import facts
from .rules import play_wire, refuse_non_seat
from .scoring import match_totals
from .state import State


def view(state: State, seat: int | None) -> dict:
    refuse_non_seat(seat)
    own = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.players
    return {
        "deal": state.deal,
        "deals": state.deals,
        "sticks_dealt": facts.sticks_per_player(state.players),
        "first_leader": state.first_leader,
        "leader": state.leader,
        "turn": None if state.over else state.turn,
        "hand": [card.wire() for card in state.hands[seat]] if own else None,
        "hand_sizes": [len(hand) for hand in state.hands],
        "unused": list(state.unused),
        "tricks_won": list(state.tricks_won),
        "taken": list(state.taken),
        "current_trick": {
            "leader": state.leader,
            "led_colour": state.current[0].card.colour if state.current else None,
            "plays": [play_wire(play) for play in state.current],
        },
        "tricks": [{"number": number, "leader": trick.leader, "winner": trick.winner,
                    "plays": [play_wire(play) for play in trick.plays]}
                   for number, trick in enumerate(state.tricks, start=1)],
        "results": [{"deal": result.deal, "unused": list(result.unused), "tricks": list(result.tricks),
                     "taken": list(result.taken), "points": list(result.points)}
                    for result in state.results],
        "totals": match_totals(state),
        "over": state.over,
    }
