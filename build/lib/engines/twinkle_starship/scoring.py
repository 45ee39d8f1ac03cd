"""Scoring one deal (rulebook, Scoring) and the match scoreboard.

>>> deal_points(unused=3, tricks=3, taken=3), deal_points(3, 2, 0), deal_points(2, 4, 5), deal_points(0, 0, 0)
(9, 0, 0, 10)
"""

ZERO_ZERO_POINTS = 10
POINTS_PER_TRICK = 2
POINTS_PER_TAKEN_STICK = 1


def deal_points(unused: int, tricks: int, taken: int) -> int:
    """Points only when unused sticks equal tricks won; 0 and 0 is worth 10 exceptionally."""
    if unused != tricks:
        return 0
    if tricks == 0:
        return ZERO_ZERO_POINTS
    return POINTS_PER_TRICK * tricks + POINTS_PER_TAKEN_STICK * taken


def match_totals(state) -> list[int]:
    return [sum(r.points[seat] for r in state.results) for seat in range(state.players)]


def match_winners(state) -> list[int]:
    """The highest total wins; equal totals share the win."""
    totals = match_totals(state)
    return [seat for seat, total in enumerate(totals) if total == max(totals)]


def scoreboard(state) -> dict:
    """Finished deals, then the current deal live (its points what it would score now)."""
    rows = [[] for _ in range(state.players)]
    for result in state.results:
        for seat in range(state.players):
            rows[seat].append({"deal": result.deal, "unused": result.unused[seat],
                               "tricks": result.tricks[seat], "taken": result.taken[seat],
                               "points": result.points[seat], "live": False})
    if not state.over:
        for seat in range(state.players):
            unused, tricks, taken = state.unused[seat], state.tricks_won[seat], state.taken[seat]
            rows[seat].append({"deal": state.deal, "unused": unused, "tricks": tricks, "taken": taken,
                               "points": deal_points(unused, tricks, taken), "live": True})
    totals = match_totals(state)
    return {
        "final": state.over,
        "players": [{"seat": seat, "total": totals[seat], "breakdown": {"deals": rows[seat]}}
                    for seat in range(state.players)],
        "winners": match_winners(state) if state.over else [],
    }
