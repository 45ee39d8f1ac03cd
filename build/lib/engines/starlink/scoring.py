"""The scoreboard: each right guess scores the card's value, plus one if the drawing fits the lens,
for both the illustrator and the guesser ("Object of the Game")."""

from engines.starlink.state import StarlinkState


def breakdown(state: StarlinkState, seat: int) -> dict:
    card = lens = illustrated = guessed = 0
    for record in state.history:
        if record.guesser is None or seat not in (record.illustrator, record.guesser):
            continue
        card += record.value
        lens += 1 if record.lens_bonus else 0
        illustrated += 1 if seat == record.illustrator else 0
        guessed += 1 if seat == record.guesser else 0
    return {"card_points": card, "lens_points": lens,
            "drawings_guessed": illustrated, "right_guesses": guessed}


def score(state: StarlinkState) -> dict:
    final = state.turn is None
    players = []
    for seat in range(state.players):
        parts = breakdown(state, seat)
        players.append({"seat": seat, "total": parts["card_points"] + parts["lens_points"],
                        "breakdown": parts})
    best = max(p["total"] for p in players)
    winners = [p["seat"] for p in players if p["total"] == best] if final else []
    return {"final": final, "players": players, "winners": winners}
