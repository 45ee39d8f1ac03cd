"""What each seat may see (rulings, "What each seat may see"), built field by field.

Everyone sees the rows, moon cards, supply, hand sizes, the starting player and who has
already chosen; a seat sees its own telescope and its own face-down choice. Never another
hand, another's choice before the reveal, the deck order or the discards.
"""

from __future__ import annotations

from engines.starligned.facts import CARDS
from engines.starligned.rules import refuse_non_seat
from engines.starligned.state import EFFECTS, PLAY, ROTATE, Card, Row, State, bottom, half_moons, top


def card_face(card: Card) -> dict:
    up, down = top(card), bottom(card)
    left, right = half_moons(card)
    return {
        "card": card.id,
        "flipped": card.flipped,
        "constellation": CARDS[card.id].constellation,
        "top": {"value": up.value, "effect": up.effect},
        "bottom": {"value": down.value, "effect": down.effect},
        "half_moon_left": left,
        "half_moon_right": right,
    }


def row_view(seat: int, row: Row) -> dict:
    covered = set()
    for left in row.moons:
        i = next(k for k, c in enumerate(row.cards) if c.id == left)
        covered.update((left, row.cards[i + 1].id))
    return {
        "seat": seat,
        "cards": [{**card_face(c), "blocked": c.id in covered,
                   "exchanged_in": c.id in row.exchanged_in} for c in row.cards],
        "moons": list(row.moons),
    }


def view(state: State, seat: int | None) -> dict:
    refuse_non_seat(seat)
    mine = seat is not None and 0 <= seat < state.players
    choosing = state.phase in (PLAY, ROTATE)
    pending = state.pending
    in_turn = None
    if state.phase == EFFECTS and state.turn < state.players:
        in_turn = (state.holder + state.turn) % state.players
    return {
        "stage": state.stage,
        "round": state.round,
        "phase": state.phase,
        "starting_player": state.holder,
        "in_turn": in_turn,
        "pending": None if pending is None else {
            "prompt": pending.prompt, "decider": pending.decider, "card": pending.card},
        "rows": [row_view(s, row) for s, row in enumerate(state.rows)],
        "moon_supply": state.moon_supply,
        "hand_sizes": [len(hand) for hand in state.hands],
        "draw_pile_size": len(state.deck),
        "chosen": [choosing and choice is not None for choice in state.choices],
        "hand": [card_face(c) for c in state.hands[seat]] if mine else None,
        "my_choice": state.choices[seat] if mine and choosing else None,
    }
