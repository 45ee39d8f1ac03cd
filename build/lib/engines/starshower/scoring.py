"""Winning the Game: live ungrouped good stars score 1, live grouped stars 2; ties share."""

from engines.starshower.facts import GROUPED_POINTS, OVER, UNGROUPED_POINTS
from engines.starshower.state import StarshowerState


def tally(state: StarshowerState) -> list[dict]:
    """Per seat: ``{"seat", "total", "breakdown": {"ungrouped", "grouped", "killed"}}``."""
    counts = [{"ungrouped": 0, "grouped": 0, "killed": 0} for _ in range(state.players)]
    for star in state.stars:
        if star.owner is None:
            continue
        kind = "killed" if not star.live else "grouped" if star.grouped else "ungrouped"
        counts[star.owner][kind] += 1
    return [
        {"seat": seat,
         "total": UNGROUPED_POINTS * c["ungrouped"] + GROUPED_POINTS * c["grouped"],
         "breakdown": c}
        for seat, c in enumerate(counts)
    ]


def score(state: StarshowerState) -> dict:
    players = tally(state)
    final = state.phase == OVER
    winners: list[int] = []
    if final:
        best = max(p["total"] for p in players)
        winners = [p["seat"] for p in players if p["total"] == best]
    return {"final": final, "players": players, "winners": winners}
