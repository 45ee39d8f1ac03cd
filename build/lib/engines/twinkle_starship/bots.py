"""Bot policies. A bot decides only from what ``view(state, seat)`` and ``legal_actions`` show.

``greedy`` plays to make its tricks equal its unused sticks: for every legal play it estimates
whether the play takes this trick and how many more tricks the rest of its hand will take, and
picks the play that leaves unused sticks closest to that forecast (a surplus of sticks can still
be spent later, a surplus of tricks never goes away, so the latter costs more).
"""

from .facts import TRUMP
from .rules import convert, legal_actions, trick_winner
from .state import Card, Play
from .views import view

SURPLUS_STICK_COST = 0.6  # unused sticks above the forecast: can still be spent on later cards
SURPLUS_TRICK_COST = 2.0  # tricks above the unused sticks: nothing undoes a won trick


def random_policy(state, seat, rng, now):
    return rng.choice(legal_actions(state, seat))


def greedy_policy(state, seat, rng, now):
    seen = view(state, seat)
    actions = legal_actions(state, seat)
    best, best_score = actions[0], None
    for action in actions:
        score = forecast_score(seen, seat, action)
        if best_score is None or score > best_score:
            best, best_score = action, score
    return best


def forecast_score(seen: dict, seat: int, action: dict) -> float:
    card = Card(**action["card"])
    value = convert(card.digit, action["upside_down"], action["segments"])
    unused = seen["unused"][seat] - len(action["segments"])
    chance = chance_to_take(seen, seat, card, value, action)
    rest = list(seen["hand"])
    rest.remove(action["card"])
    expected = seen["tricks_won"][seat] + chance + sum(later_trick_chance(c) for c in rest)
    gap = unused - expected
    score = -(SURPLUS_STICK_COST * max(gap, 0) + SURPLUS_TRICK_COST * max(-gap, 0))
    # A won trick is worth its sticks when the counts match: a nudge, never the main reason.
    on_table = sum(len(p["segments"]) for p in seen["current_trick"]["plays"]) + len(action["segments"])
    return score + 0.05 * chance * on_table


def chance_to_take(seen: dict, seat: int, card: Card, value: int, action: dict) -> float:
    """1 or 0 when this card closes the trick; otherwise a guess from the card's strength."""
    plays = [Play(seat=p["seat"], card=Card(**p["card"]), upside_down=p["upside_down"],
                  segments=p["segments"], value=p["value"]) for p in seen["current_trick"]["plays"]]
    plays.append(Play(seat=seat, card=card, upside_down=action["upside_down"],
                      segments=action["segments"], value=value))
    if trick_winner(plays) != seat:
        return 0.0
    if len(plays) == len(seen["hand_sizes"]):
        return 1.0
    strength = (value + 1) / 10
    return strength if card.colour == TRUMP else 0.7 * strength


def later_trick_chance(card: dict) -> float:
    if card["colour"] == TRUMP:
        return 0.9 * (card["digit"] + 1) / 9
    return 0.35 * max(0, card["digit"] - 4) / 4


BOTS = {"random": random_policy, "greedy": greedy_policy}
