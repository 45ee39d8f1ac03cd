"""The contract's refusal rule, for property tests that throw junk at an engine: whatever seat
and action arrive, ``apply`` either refuses with a contract code and a sentence and changes
nothing, or plays a move the seat could have listed."""

from __future__ import annotations

from engines.contract import IllegalAction, Rng

CODES = ("illegal_action", "not_your_turn", "game_over")


def judge(game, stored: bytes, seat, action, now: float) -> list | None:
    """Offer ``action`` for ``seat`` at the position ``stored`` (encoded): None when refused as the
    contract says (checked here); when accepted, the actions ``legal_actions`` listed for that
    seat before it, for the caller to find the move among."""
    state = game.decode(stored)
    try:
        listed = game.legal_actions(state, seat, now)
    except IllegalAction as refusal:
        assert refusal.code == "not_your_turn" and seat is not None
        listed = []
    try:
        game.apply(state, seat, action, Rng(1), now)
    except IllegalAction as refusal:
        assert refusal.code in CODES and refusal.detail.endswith(".")
        assert game.encode(state) == stored
        return None
    return listed
