"""Bot policies. Each decides only from what ``view(state, seat)`` and ``legal_actions`` show.

- ``random``: a seed-deterministic pick among the legal actions.
- ``greedy``: values its top halves and moons, and turns its effects against the leader.
"""

from __future__ import annotations

from engines.contract import Action, Rng
from engines.starligned import rules, views
from engines.starligned.facts import Half
from engines.starligned.scoring import card_points, score
from engines.starligned.state import PLAY, ROTATE, Card
from engines.search import InformationSetSearch, SearchGame, SearchLevel, copy_state, scoreboard_shares

MOON_WORTH = 3  # a full moon at the end of the row invites a moon card: a tie-break and a shield


def random_policy(state, seat: int, rng: Rng, now: float) -> Action:
    return rng.choice(rules.legal_actions(state, seat))


def greedy_policy(state, seat: int, rng: Rng, now: float) -> Action:
    actions = rules.legal_actions(state, seat)
    seen = views.view(state, seat)
    kind = actions[0]["type"]
    if kind in ("lay_moon", "remove_moon", "skip_moon_bonus"):
        return _moon_bonus(seen, seat, actions)
    if kind == "repeat":
        return _repeat(seen, seat, actions, rng)
    scored = [(_value(seen, seat, a), -i) for i, a in enumerate(actions)]
    return actions[-max(scored)[1]]


# ------------------------------------------------------------------ a row, as numbers

def _tops(cards: list[dict]) -> list[Half]:
    return [Half(c["top"]["value"], c["top"]["effect"]) for c in cards]


def _flip(c: dict) -> dict:
    return {**c, "top": c["bottom"], "bottom": c["top"],
            "half_moon_left": c["half_moon_right"], "half_moon_right": c["half_moon_left"]}


def _total(cards: list[dict]) -> int:
    return sum(card_points(_tops(cards)))


def _margin(rows: list[list[dict]], seat: int) -> int:
    """My row's points minus the best opponent's."""
    others = [_total(r) for s, r in enumerate(rows) if s != seat]
    return _total(rows[seat]) - max(others)


def _leader(seen: dict, seat: int) -> int:
    totals = [(_total(r["cards"]), -r["seat"]) for r in seen["rows"] if r["seat"] != seat]
    return -max(totals)[1]


def _value(seen: dict, seat: int, action: Action) -> float:
    """How good an action looks for this seat, judged on the public rows and its own hand."""
    rows = [list(r["cards"]) for r in seen["rows"]]
    hand = seen["hand"] or []
    kind = action["type"]
    if kind == "choose":
        card = next(c for c in hand if c["card"] == action["card"])
        row = rows[seat] + [card]
        moon = bool(rows[seat]) and rows[seat][-1]["half_moon_right"] and card["half_moon_left"]
        return _total(row) + MOON_WORTH * moon
    if kind == "rotate":
        # This telescope goes to the left neighbour: spoil its best top half.
        card = next(c for c in hand if c["card"] == action["card"])
        return card["top"]["value"] - card["bottom"]["value"]
    if kind == "rotate_telescope":
        return 1 if action["player"] == _leader(seen, seat) else 0
    if kind == "exchange_with":
        card = next(c for c in hand if c["card"] == action["card"])
        place = _where(rows, seen["pending"]["card"])
        rows[place[0]][place[1]] = card
        return _margin(rows, seat)
    if kind == "exchange":
        # The row's owner picks the replacement; count the chosen card as worth a middling 3.
        s, i = _where(rows, action["card"])
        rows[s][i] = {**rows[s][i], "top": {"value": 3, "effect": "none"}}
        return _margin(rows, seat)
    if kind == "swap":
        s, i = _where(rows, action["first"])
        _, j = _where(rows, action["second"])
        rows[s][i], rows[s][j] = rows[s][j], rows[s][i]
        return _margin(rows, seat)
    if kind == "move":
        s, i = _where(rows, seen["pending"]["card"])
        card = rows[s].pop(i)
        rows[s].insert(action["to"], card)
        return _margin(rows, seat)
    if kind == "rotate_card":
        s, i = _where(rows, action["card"])
        rows[s][i] = _flip(rows[s][i])
        return _margin(rows, seat)
    return 0


def _where(rows: list[list[dict]], card_id: int) -> tuple[int, int]:
    for s, row in enumerate(rows):
        for i, c in enumerate(row):
            if c["card"] == card_id:
                return s, i
    raise LookupError(card_id)


def _moon_bonus(seen: dict, seat: int, actions: list[Action]) -> Action:
    types = {a["type"]: a for a in actions}
    if "lay_moon" in types:
        return types["lay_moon"]
    leader = _leader(seen, seat)
    leader_moons = set(seen["rows"][leader]["moons"])
    for a in actions:
        if a["type"] == "remove_moon" and a["card"] in leader_moons:
            return a
    removals = [a for a in actions if a["type"] == "remove_moon"]
    return removals[0] if removals else types["skip_moon_bonus"]


def _repeat(seen: dict, seat: int, actions: list[Action], rng: Rng) -> Action:
    """Prefer repeating an effect of one's own cards, so the choice is one's own."""
    mine = {c["card"] for c in seen["rows"][seat]["cards"]}
    own = [a for a in actions if a["card"] in mine]
    return rng.choice(own or actions)


# ----- expert --------------------------------------------------------------------------------

EXPERT_WIDTH = 6  # the search weighs greedy's best few actions
EXPERT_MARGIN_SCALE = 4.0


def ranked_actions(state, seat: int) -> list[Action]:
    """Every legal action, greedy's favourite first (ties in listed order)."""
    actions = rules.legal_actions(state, seat)
    if actions and actions[0]["type"] in ("lay_moon", "remove_moon", "skip_moon_bonus", "repeat"):
        return actions
    seen = views.view(state, seat)
    scores = [_value(seen, seat, a) for a in actions]
    return [actions[i] for i in sorted(range(len(actions)), key=lambda i: -scores[i])]


def _expert_candidates(state, actor, now: float) -> list[Action]:
    return ranked_actions(state, actor)[:EXPERT_WIDTH]


def determinize(state, seat: int, rng: Rng):
    """A copy in which what ``seat`` cannot see is redealt: the other hands (at their sizes),
    the draw pile and the discards are pooled, sorted, shuffled and dealt, each dealt card
    turned by a coin as the deal turns it; the others' face-down choices are taken back, to be made again in the search."""
    copy = copy_state(state)
    others = [s for s in range(copy.players) if s != seat]
    unseen = sorted([card.id for s in others for card in copy.hands[s]] + copy.deck + copy.discards)
    rng.shuffle(unseen)
    for s in others:
        size = len(copy.hands[s])
        copy.hands[s] = [Card(card_id, rng.coin()) for card_id in unseen[:size]]
        unseen = unseen[size:]
        if copy.phase in (PLAY, ROTATE):
            copy.choices[s] = None
    copy.deck, unseen = unseen[:len(copy.deck)], unseen[len(copy.deck):]
    copy.discards = unseen
    return copy


def evaluate(state) -> list[float]:
    board = score(state)
    return scoreboard_shares(board, state.players, EXPERT_MARGIN_SCALE)


EXPERT = InformationSetSearch(
    SearchGame("starligned", determinize=determinize, evaluate=evaluate,
               candidates=_expert_candidates, rollout=greedy_policy),
    SearchLevel(iterations=45, rollout_moves=200, tree_depth=1),
)

BOTS = {"random": random_policy, "greedy": greedy_policy, "expert": EXPERT}
LEVELS = {
    "random": "Plays any card and makes any choice its effects allow.",
    "greedy": "Plays the card worth the most in its row and turns effects against the leader.",
    "expert": "Deals the unseen cards many ways and plays each deal out, keeping the choice that scores best.",
}
