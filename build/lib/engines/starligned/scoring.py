"""Scoring (rulebook, "Scoring"): top-half values right to left, with ×2 / ×0 applied."""

from __future__ import annotations

from engines.starligned.facts import CARDS, Half
from engines.starligned.state import OVER, Row, State, top

MULTIPLIER = {"x2": 2, "x0": 0}


def card_points(tops: list[Half]) -> list[int]:
    """Each card's points: its top value times the ×2/×0 of the card directly to its right.

    >>> card_points([Half(10, "none"), Half(7, "x2"), Half(1, "none")])
    [20, 7, 1]
    """
    points = []
    for k, half in enumerate(tops):
        right = tops[k + 1].effect if k + 1 < len(tops) else "none"
        points.append(half.value * MULTIPLIER.get(right, 1))
    return points


def breakdown(row: Row) -> dict:
    tops = [top(card) for card in row.cards]
    points = card_points(tops)
    effects_right = [tops[k + 1].effect for k in range(len(tops) - 1)] + ["none"]
    return {
        "card_points": points,
        "doubled": sum(1 for e in effects_right if e == "x2"),
        "zeroed": sum(1 for e in effects_right if e == "x0"),
        "moon_cards": len(row.moons),
        "constellations": len({CARDS[card.id].constellation for card in row.cards}),
    }


def rank_key(total: int, detail: dict) -> tuple[int, int, int]:
    """Ties: most moon cards, then most distinct constellations, then shared (rulings)."""
    return total, detail["moon_cards"], detail["constellations"]


def score(state: State) -> dict:
    players = []
    for seat, row in enumerate(state.rows):
        detail = breakdown(row)
        players.append({"seat": seat, "total": sum(detail["card_points"]), "breakdown": detail})
    final = state.phase == OVER
    winners = []
    if final:
        best = max(rank_key(p["total"], p["breakdown"]) for p in players)
        winners = [p["seat"] for p in players if rank_key(p["total"], p["breakdown"]) == best]
    return {"final": final, "players": players, "winners": winners}
