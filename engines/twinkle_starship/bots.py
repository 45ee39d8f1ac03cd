"""Bot policies. A bot decides only from what ``view(state, seat)`` and ``legal_actions`` show.

``greedy`` plays to make its tricks equal its unused sticks: for every legal play it estimates
whether the play takes this trick and how many more tricks the rest of its hand will take, and
picks the play that leaves unused sticks closest to that forecast (a surplus of sticks can still
be spent later, a surplus of tricks never goes away, so the latter costs more).
"""

from .facts import TRUMP
from engines.search import InformationSetSearch, SearchGame, SearchLevel, copy_state, margin_shares, win_shares

from .rules import card_order, convert, legal_actions, trick_winner
from .scoring import deal_points, match_totals, match_winners
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


# ----- expert --------------------------------------------------------------------------------

EXPERT_WIDTH = 6  # the search weighs greedy's best few plays
EXPERT_MARGIN_SCALE = 6.0  # match points of lead that make an unfinished match look ~73 % won
DEAL_ATTEMPTS = 20  # redeals tried to honour every known void before dealing without them


def ranked_plays(state, seat: int) -> list[dict]:
    """Every legal play, greedy's favourite first (ties in listed order)."""
    seen = view(state, seat)
    actions = legal_actions(state, seat)
    scores = [forecast_score(seen, seat, action) for action in actions]
    return [actions[i] for i in sorted(range(len(actions)), key=lambda i: -scores[i])]


def _expert_candidates(state, actor, now: float) -> list[dict]:
    return ranked_plays(state, actor)[:EXPERT_WIDTH]


def _greedy_rollout(state, actor, rng, now: float) -> dict:
    return greedy_policy(state, actor, rng, now)


def known_voids(state) -> list[set[str]]:
    """The colours each seat has shown it lacks this deal: it did not follow a led colour."""
    voids: list[set[str]] = [set() for _ in range(state.players)]
    for plays in [trick.plays for trick in state.tricks] + [state.current]:
        if plays:
            led = plays[0].card.colour
            for play in plays[1:]:
                if play.card.colour != led:
                    voids[play.seat].add(led)
    return voids


def determinize(state, seat: int, rng):
    """A copy in which the other hands are redealt, at their sizes, from the cards ``seat`` has
    not seen: its own hand and every played card stay, the rest is pooled, sorted and shuffled,
    and a seat that failed to follow a colour gets none of it (when a deal allows)."""
    copy = copy_state(state)
    others = [s for s in range(copy.players) if s != seat]
    pool = sorted((card for s in others for card in copy.hands[s]), key=card_order)
    sizes = {s: len(copy.hands[s]) for s in others}
    voids = known_voids(copy)
    for attempt in range(DEAL_ATTEMPTS + 1):
        unseen = list(pool)
        rng.shuffle(unseen)
        hands = _deal_around_voids(unseen, sizes, voids) if attempt < DEAL_ATTEMPTS else None
        if hands is None and attempt == DEAL_ATTEMPTS:
            hands = {}
            for s in others:
                hands[s], unseen = unseen[:sizes[s]], unseen[sizes[s]:]
        if hands is not None:
            break
    for s in others:
        copy.hands[s] = sorted(hands[s], key=card_order)
    return copy


def _deal_around_voids(unseen: list, sizes: dict[int, int], voids: list[set[str]]) -> dict | None:
    """The shuffled cards dealt in order to the seats that may hold them, the most constrained
    seat served first; None when the order leaves a seat short."""
    hands = {s: [] for s in sizes}
    order = sorted(sizes, key=lambda s: -len(voids[s]))
    for card in unseen:
        for s in order:
            if len(hands[s]) < sizes[s] and card.colour not in voids[s]:
                hands[s].append(card)
                break
        else:
            return None
    return hands


def evaluate(state) -> list[float]:
    if state.over:
        return win_shares(match_winners(state), state.players)
    live = [deal_points(state.unused[s], state.tricks_won[s], state.taken[s]) for s in range(state.players)]
    points = [total + now for total, now in zip(match_totals(state), live)]
    return margin_shares(points, EXPERT_MARGIN_SCALE)


EXPERT = InformationSetSearch(
    SearchGame("twinkle-starship", determinize=determinize, evaluate=evaluate,
               candidates=_expert_candidates, rollout=_greedy_rollout, stage=lambda state: state.deal),
    SearchLevel(iterations=40, rollout_moves=64, tree_depth=1),
)

BOTS = {"random": random_policy, "greedy": greedy_policy, "expert": EXPERT}
LEVELS = {
    "random": "Plays any legal card, any way up, with any sticks.",
    "greedy": "Plays to make its tricks equal its unused sticks, forecasting the rest of its hand.",
    "expert": "Deals the unseen cards many ways and plays each deal out, keeping the play that scores best.",
}
