"""Starligned's rules: whose turn it is, what they may do, and what it does.

Legality lives in one place: for each decision, ``_candidates`` lists every well-formed action
and ``_refusal`` says why one is refused (or ``None``); ``legal_actions`` is the candidates
with no refusal, and ``apply`` refuses with that same sentence.
"""

from __future__ import annotations

from engines.contract import PRIVATE_FOREVER, VISIBLE_TO, Action, Event, IllegalAction, Rng
from engines.starligned.facts import (HAND_SIZE, MOON_CARDS, PHASE3_EFFECTS, ROUNDS_PER_STAGE,
                                      STAGES, deck_for)
from engines.starligned.scoring import score
from engines.starligned.state import (EFFECTS, OVER, PLAY, ROTATE, Card, Pending, Row, State,
                                      half_moons, top)

# The fields of each action type besides "type" (all integers: card ids, seats, positions).
ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "choose": ("card",),
    "rotate": ("card",),
    "lay_moon": (),
    "remove_moon": ("card",),
    "skip_moon_bonus": (),
    "swap": ("first", "second"),
    "move": ("to",),
    "rotate_card": ("card",),
    "rotate_telescope": ("player",),
    "repeat": ("card",),
    "exchange": ("card",),
    "exchange_with": ("card",),
}
MOON_BONUS_ACTIONS = ("lay_moon", "remove_moon", "skip_moon_bonus")
# The phase each action belongs to (the view's "phase"): phase 1 plays, phase 4 rotates, every
# other action answers a decision of phase 3.
PHASE_OF_ACTION = {"choose": PLAY, "rotate": ROTATE}


def example(kind: str) -> str:
    """An action of ``kind`` as a player would write it: ``{"type": "swap", "first": …, "second": …}``."""
    return "{" + ", ".join([f'"type": "{kind}"', *(f'"{name}": …' for name in ACTION_FIELDS[kind])]) + "}"


def wrong_phase(phase: str, kind: str, do: str) -> IllegalAction:
    return IllegalAction.wrong_phase(phase, do, sent=PHASE_OF_ACTION.get(kind, EFFECTS))


def told_only_to(seat: int) -> dict:
    """The marks of an event about one seat's hand: only that seat sees it, even after the game,
    because any card of a hand may end in the discards (rulings, "What each seat may see")."""
    return {VISIBLE_TO: [seat], PRIVATE_FOREVER: True}


# ---------------------------------------------------------------- setup and dealing

def setup(players: int, options: dict, rng: Rng) -> State:
    """The deck and every deal come from ``rng.hidden``: the discards and the undealt deck stay
    hidden for ever, so the seed a finished game shows must not rebuild them."""
    deck = list(deck_for(players))
    rng.hidden.shuffle(deck)
    state = State(players=players, options=dict(options), deck=deck, discards=[],
                  hands=[[] for _ in range(players)], rows=[Row() for _ in range(players)],
                  holder=rng.below(players), moon_supply=MOON_CARDS, choices=[None] * players)
    _deal(state, rng)
    return state


def _deal(state: State, rng: Rng) -> list[Event]:
    """Six cards each from the draw pile, each lying whichever way up the shuffle left it."""
    for seat in range(state.players):
        state.hands[seat] = [Card(state.deck.pop(0), rng.hidden.coin()) for _ in range(HAND_SIZE)]
    return dealt_events(state)


def dealt_events(state: State) -> list[Event]:
    """Each hand as just dealt, told to its holder only."""
    return [{"type": "dealt", "seat": seat, **told_only_to(seat),
             "hand": [{"card": c.id, "flipped": c.flipped} for c in state.hands[seat]]}
            for seat in range(state.players)]


def setup_events(state: State) -> list[Event]:
    """What setup did: who holds the starting-player card, and each first hand (privately)."""
    untouched = (state.stage, state.round, state.phase) == (1, 1, PLAY) and not any(
        row.cards for row in state.rows) and all(choice is None for choice in state.choices)
    if not untouched:
        return []
    return [{"type": "starting_player", "seat": state.holder}, *dealt_events(state)]


# ---------------------------------------------------------------- who acts, and what they may do

def to_act(state: State) -> dict[int, str]:
    if state.phase == PLAY:
        return {s: "choose" for s in range(state.players) if state.choices[s] is None}
    if state.phase == ROTATE:
        return {s: "rotate" for s in range(state.players) if state.choices[s] is None}
    if state.phase == EFFECTS and state.pending is not None:
        return {state.pending.decider: state.pending.prompt}
    return {}


def legal_actions(state: State, seat) -> list[Action]:
    refuse_non_seat(seat)
    if not _is_seat(state, seat) or state.phase == OVER:
        return []
    if state.phase in (PLAY, ROTATE):
        # A face-down choice may be replaced until the last seat has chosen.
        kind = "choose" if state.phase == PLAY else "rotate"
        return [{"type": kind, "card": card.id} for card in state.hands[seat]]
    pending = state.pending
    if pending is None or pending.decider != seat:
        return []
    return _options(state, pending)


def _options(state: State, pending: Pending) -> list[Action]:
    return [a for a in _candidates(state, pending) if _refusal(state, pending, a) is None]


def _candidates(state: State, pending: Pending) -> list[Action]:
    """Every well-formed action for this decision, legal or not."""
    rows = [(seat, row) for seat, row in enumerate(state.rows)]
    on_table = [card.id for _, row in rows for card in row.cards]
    prompt = pending.prompt
    if prompt == "moon_bonus":
        moons = [m for _, row in rows for m in row.moons]
        return ([{"type": "lay_moon"}] + [{"type": "remove_moon", "card": m} for m in moons]
                + [{"type": "skip_moon_bonus"}])
    if prompt == "swap":
        return [{"type": "swap", "first": a.id, "second": b.id}
                for _, row in rows for i, a in enumerate(row.cards) for b in row.cards[i + 1:]]
    if prompt == "move":
        owner = _locate(state, pending.card)[1]
        return [{"type": "move", "to": p} for p in range(len(state.rows[owner].cards))]
    if prompt == "rotate_telescope":
        return [{"type": "rotate_telescope", "player": s} for s in range(state.players)]
    if prompt == "exchange_with":
        return [{"type": "exchange_with", "card": c.id} for c in state.hands[pending.decider]]
    return [{"type": prompt, "card": card_id} for card_id in on_table]


def _refusal(state: State, pending: Pending, action: Action) -> str | None:
    """Why the rules refuse this well-formed action now, or None when it is legal."""
    kind = action["type"]
    decider = pending.decider
    if pending.prompt == "moon_bonus":
        if kind not in MOON_BONUS_ACTIONS:
            return wrong_phase(EFFECTS, kind, "it is your moon bonus: lay a moon card, remove one, or skip the bonus "
                               f"({', '.join(example(bonus) for bonus in MOON_BONUS_ACTIONS)})").detail
    elif kind != pending.prompt:
        return wrong_phase(EFFECTS, kind, f"the rules await your {pending.prompt.replace('_', ' ')} decision: "
                                          f"{example(pending.prompt)}").detail

    if kind == "skip_moon_bonus":
        return None
    if kind == "lay_moon":
        if state.moon_supply == 0:
            return "There is no moon card left in the supply."
        return None
    if kind == "remove_moon":
        where = _locate(state, action["card"])
        if where is None or where[0] != "row" or action["card"] not in state.rows[where[1]].moons:
            return "Name a moon card by the id of the left card it covers."
        if where[1] == decider:
            return "The moon bonus removes a moon card from an opponent's row, not your own."
        return None
    if kind == "exchange_with":
        if _locate(state, action["card"]) != ("hand", decider):
            return "Exchange with a card from your own telescope (hand)."
        return None
    if kind == "rotate_telescope":
        if not 0 <= action["player"] < state.players:
            return "Choose a player at the table."
        if not state.hands[action["player"]]:
            return "That player has no cards in their telescope to rotate."
        return None
    if kind == "move":
        return _move_refusal(state, pending.card, action["to"])

    # The rest name cards in the rows.
    names = [action["first"], action["second"]] if kind == "swap" else [action["card"]]
    places = [_locate(state, c) for c in names]
    if any(p is None or p[0] != "row" for p in places):
        return "Choose a star card lying in a player's row."
    owner = places[0][1]
    row = state.rows[owner]
    blocked = _blocked(row)
    if kind == "swap":
        if names[0] == names[1]:
            return "Swap needs two different star cards."
        if places[1][1] != owner:
            return "Swap two star cards of the same row."
        if any(c in blocked for c in names):
            return "A blocked card (under a moon card) cannot be swapped."
        return None
    card = names[0]
    if kind == "rotate_card":
        if card == pending.card:
            return "The rotate-card effect cannot rotate its own card."
        if card in blocked:
            return "A blocked card (under a moon card) cannot be rotated."
        return None
    if kind == "exchange":
        if card in blocked:
            return "A blocked card (under a moon card) cannot be exchanged."
        if not state.hands[owner]:
            return "That row's owner has no card in hand to exchange with."
        return None
    if kind == "repeat":
        placed = row.cards[_index(row, card)]
        effect = top(placed).effect
        if effect not in PHASE3_EFFECTS or effect == "repeat":
            return "Repeat chooses a card whose top half has a phase-3 effect other than repeat."
        if card in row.exchanged_in:
            return "A card exchanged in this round has its phase-3 effect ignored."
        return None
    return "That action does not exist in Starligned."


def _move_refusal(state: State, card: int, to: int) -> str | None:
    _, owner = _locate(state, card)
    row = state.rows[owner]
    if card in _blocked(row):
        return "A blocked card (under a moon card) cannot move."
    here = _index(row, card)
    if not 0 <= to < len(row.cards):
        return f"Move to a place in your row, from 0 to {len(row.cards) - 1}."
    if to == here:
        return "Move this card to a different place in the row."
    rest = [c.id for c in row.cards if c.id != card]
    if to > 0 and to < len(rest) and rest[to - 1] in row.moons:
        return "No card may be put between the two cards under one moon card."
    return None


# ---------------------------------------------------------------- applying an action

def apply(state: State, seat, action: Action, rng: Rng) -> list[Event]:
    if state.phase == OVER:
        raise IllegalAction.game_over()
    if not _is_seat(state, seat):
        raise IllegalAction.not_your_turn("Only a seat at the table can act in Starligned.")
    kind = _well_formed(action)
    if state.phase in (PLAY, ROTATE):
        return _choose(state, seat, action, kind, rng)
    pending = state.pending
    if pending is None or pending.decider != seat:
        raise IllegalAction.not_your_turn()
    why = _refusal(state, pending, action)
    if why is not None:
        raise IllegalAction.rule(why)
    # Validated: from here on the state changes.
    state.pending = None
    events = _resolve(state, pending, action)
    _advance(state, events, rng)
    return events


def _well_formed(action) -> str:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction.rule("An action is an object with a \"type\".")
    kind = action["type"]
    if kind not in ACTION_FIELDS:
        raise IllegalAction.rule(f"Starligned has no action \"{kind}\".")
    fields = ACTION_FIELDS[kind]
    extra = sorted(str(name) for name in set(action) - {"type", *fields})
    if extra:
        raise IllegalAction.rule(f"A {kind} action has no field {', '.join(extra)}.")
    for name in fields:
        value = action.get(name)
        if not isinstance(value, int) or isinstance(value, bool):
            raise IllegalAction.rule(f"A {kind} action needs an integer \"{name}\".")
    return kind


def _choose(state: State, seat: int, action: Action, kind: str, rng: Rng) -> list[Event]:
    """Phases 1 and 4: a face-down choice, replaceable until the last seat has chosen."""
    wanted = "choose" if state.phase == PLAY else "rotate"
    if kind != wanted:
        do = "play a card face down" if state.phase == PLAY else "rotate one card of their hand"
        raise wrong_phase(state.phase, kind, f"every player must now {do}: {example(wanted)}")
    card = action["card"]
    if _locate(state, card) != ("hand", seat):
        raise IllegalAction.rule("Choose a card from your own telescope (hand).")
    state.choices[seat] = card
    public, private = ("chose", "chose_card") if state.phase == PLAY else ("rotation_chosen",
                                                                           "rotation_card")
    events = [{"type": public, "seat": seat},
              {"type": private, "seat": seat, "card": card, **told_only_to(seat)}]
    if all(choice is not None for choice in state.choices):
        if state.phase == PLAY:
            _reveal(state, events)
            _advance(state, events, rng)
        else:
            _rotate_and_pass(state, events)
    return events


def _reveal(state: State, events: list[Event]) -> None:
    """Phase 2: every chosen card goes, as it lies, to the right of its player's row."""
    plays = []
    for seat, card_id in enumerate(state.choices):
        hand = state.hands[seat]
        card = hand.pop(next(i for i, c in enumerate(hand) if c.id == card_id))
        row = state.rows[seat]
        row.cards.append(card)
        row.exchanged_in = []
        plays.append({"seat": seat, "card": card.id, "flipped": card.flipped})
    state.choices = [None] * state.players
    events.append({"type": "revealed", "round": state.round, "plays": plays})
    stoppers = [p["seat"] for p in plays if top(state.rows[p["seat"]].cards[-1]).effect == "stop"]
    if stoppers:
        events.append({"type": "stopped", "seats": stoppers})
        state.phase, state.pending = EFFECTS, None
        state.turn = state.players  # phase 3 is skipped, moon bonuses included
    else:
        state.phase, state.turn, state.step, state.pending = EFFECTS, 0, "moon", None


def _rotate_and_pass(state: State, events: list[Event]) -> None:
    """Phase 4: each rotates their chosen card, then every telescope passes to the left."""
    for seat, card_id in enumerate(state.choices):
        for card in state.hands[seat]:
            if card.id == card_id:
                card.flipped = not card.flipped
    n = state.players
    state.hands = [state.hands[(seat - 1) % n] for seat in range(n)]
    state.holder = (state.holder + 1) % n
    state.choices = [None] * n
    state.round += 1
    state.phase = PLAY
    events.append({"type": "rotated_and_passed", "starting_player": state.holder,
                   "round": state.round})
    for seat in range(n):
        events.append({"type": "received", "seat": seat, **told_only_to(seat),
                       "hand": [{"card": c.id, "flipped": c.flipped} for c in state.hands[seat]]})


def _resolve(state: State, pending: Pending, action: Action) -> list[Event]:
    kind, seat = action["type"], pending.decider
    if kind == "skip_moon_bonus":
        return [{"type": "moon_bonus_skipped", "seat": seat}]
    if kind == "lay_moon":
        row = state.rows[seat]
        row.moons.append(row.cards[-2].id)
        state.moon_supply -= 1
        return [{"type": "moon_laid", "seat": seat, "cards": [c.id for c in row.cards[-2:]]}]
    if kind == "remove_moon":
        owner = _locate(state, action["card"])[1]
        state.rows[owner].moons.remove(action["card"])
        state.moon_supply += 1
        return [{"type": "moon_removed", "seat": seat, "row": owner, "card": action["card"]}]
    if kind == "swap":
        owner = _locate(state, action["first"])[1]
        row = state.rows[owner]
        i, j = _index(row, action["first"]), _index(row, action["second"])
        row.cards[i], row.cards[j] = row.cards[j], row.cards[i]
        return [{"type": "swapped", "seat": seat, "row": owner,
                 "cards": [action["first"], action["second"]]}]
    if kind == "move":
        row = state.rows[_locate(state, pending.card)[1]]
        card = row.cards.pop(_index(row, pending.card))
        row.cards.insert(action["to"], card)
        return [{"type": "moved", "seat": seat, "card": card.id, "to": action["to"]}]
    if kind == "rotate_card":
        owner = _locate(state, action["card"])[1]
        card = state.rows[owner].cards[_index(state.rows[owner], action["card"])]
        card.flipped = not card.flipped
        return [{"type": "card_rotated", "seat": seat, "row": owner, "card": card.id,
                 "flipped": card.flipped}]
    if kind == "rotate_telescope":
        for card in state.hands[action["player"]]:
            card.flipped = not card.flipped
        return [{"type": "telescope_rotated", "seat": seat, "player": action["player"]}]
    if kind == "repeat":
        owner = _locate(state, action["card"])[1]
        row = state.rows[owner]
        effect = top(row.cards[_index(row, action["card"])]).effect
        events = [{"type": "repeated", "seat": seat, "card": action["card"], "owner": owner,
                   "effect": effect}]
        _open(state, Pending(effect, owner, action["card"]), events)
        return events
    if kind == "exchange":
        owner = _locate(state, action["card"])[1]
        events = [{"type": "exchange_chosen", "seat": seat, "row": owner, "card": action["card"]}]
        _open(state, Pending("exchange_with", owner, action["card"]), events)
        return events
    if kind == "exchange_with":
        row = state.rows[seat]
        hand = state.hands[seat]
        i, h = _index(row, pending.card), next(k for k, c in enumerate(hand) if c.id == action["card"])
        row.cards[i], hand[h] = hand[h], row.cards[i]
        if pending.card in row.exchanged_in:
            row.exchanged_in.remove(pending.card)
        row.exchanged_in.append(action["card"])
        return [{"type": "exchanged", "seat": seat, "to_hand": pending.card,
                 "to_row": action["card"], "flipped": row.cards[i].flipped}]
    raise AssertionError(kind)  # _well_formed and _refusal admit nothing else


# ---------------------------------------------------------------- phase 3 and the round's end

def _advance(state: State, events: list[Event], rng: Rng) -> None:
    """Run phase 3 forward until a decision is awaited, then on to phase 4 or the next stage."""
    while state.phase == EFFECTS and state.pending is None:
        if state.turn >= state.players:
            _end_effects(state, events, rng)
            return
        seat = (state.holder + state.turn) % state.players
        row = state.rows[seat]
        if state.step == "moon":
            state.step = "effect"
            if _moon_bonus_open(state, seat):
                state.pending = Pending("moon_bonus", seat, row.cards[-1].id)
                events.append({"type": "moon_bonus", "seat": seat})
        elif state.step == "effect":
            state.step = "resolving"
            last = row.cards[-1]
            effect = top(last).effect
            if effect not in PHASE3_EFFECTS:
                continue
            if last.id in row.exchanged_in:
                events.append({"type": "effect_ignored", "seat": seat, "card": last.id,
                               "effect": effect, "reason": "exchanged in this round"})
                continue
            _open(state, Pending(effect, seat, last.id), events)
        else:
            state.turn += 1
            state.step = "moon"


def _open(state: State, pending: Pending, events: list[Event]) -> None:
    """Await a decision, or log the effect as skipped when it has no legal target."""
    if _options(state, pending):
        state.pending = pending
        if pending.prompt != "exchange_with":
            events.append({"type": "effect", "seat": pending.decider, "effect": pending.prompt,
                           "card": pending.card})
    else:
        events.append({"type": "effect_skipped", "seat": pending.decider,
                       "effect": pending.prompt, "card": pending.card,
                       "reason": "no legal target"})


def _end_effects(state: State, events: list[Event], rng: Rng) -> None:
    if state.round < ROUNDS_PER_STAGE:
        state.phase = ROTATE
        state.choices = [None] * state.players
        return
    # End of the stage: the last card of each telescope is discarded, unseen.
    for seat in range(state.players):
        state.discards.extend(card.id for card in state.hands[seat])
        state.hands[seat] = []
    events.append({"type": "last_cards_discarded"})
    if state.stage == STAGES:
        state.phase = OVER
        events.append({"type": "game_over", "winners": score(state)["winners"]})
        return
    state.stage += 1
    state.round = 1
    state.phase = PLAY
    state.choices = [None] * state.players
    events.append({"type": "stage_started", "stage": state.stage})
    events.extend(_deal(state, rng))


def _moon_bonus_open(state: State, seat: int) -> bool:
    """Last two cards form a full moon, neither under a moon card, and a bonus can be taken."""
    row = state.rows[seat]
    if len(row.cards) < 2:
        return False
    left, right = row.cards[-2], row.cards[-1]
    blocked = _blocked(row)
    if left.id in blocked or right.id in blocked:
        return False
    if not (half_moons(left)[1] and half_moons(right)[0]):
        return False
    opponents_moons = any(r.moons for s, r in enumerate(state.rows) if s != seat)
    return state.moon_supply > 0 or opponents_moons


# ---------------------------------------------------------------- small lookups

def refuse_non_seat(seat) -> None:
    """A seat is a whole number (``None`` a spectator in views); ``1.0`` or ``True`` is neither."""
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
        raise IllegalAction.not_your_turn("A seat is a whole number, such as 0.")


def _is_seat(state: State, seat) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < state.players


def _locate(state: State, card_id: int):
    """("row", seat) or ("hand", seat) for a card in play; None for deck, discards or nonsense."""
    for seat in range(state.players):
        if any(c.id == card_id for c in state.rows[seat].cards):
            return ("row", seat)
        if any(c.id == card_id for c in state.hands[seat]):
            return ("hand", seat)
    return None


def _index(row: Row, card_id: int) -> int:
    return next(i for i, c in enumerate(row.cards) if c.id == card_id)


def _blocked(row: Row) -> set[int]:
    """The cards under moon cards: each moon's left card and its right neighbour."""
    blocked = set()
    for left in row.moons:
        i = _index(row, left)
        blocked.update((left, row.cards[i + 1].id))
    return blocked
