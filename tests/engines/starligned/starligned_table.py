"""Starligned tables laid out by hand for the engine tests.

``Picker`` hands out distinct house-deck cards lying so that their top half shows a given
effect (and value) and their edges the given half-moons; ``table`` builds a state from rows
and hands; ``play`` has every seat choose a card face down.
"""

from engines.contract import Rng
from engines.starligned import GAME
from engines.starligned.facts import CARDS
from engines.starligned.state import PLAY, Card, Row, State, half_moons, top

NOW = 1_000_000.0


class Picker:
    def __init__(self):
        self.used: set[int] = set()

    def card(self, effect: str = "none", value: int | None = None, *, left: bool | None = False,
             right: bool | None = False) -> Card:
        """A fresh card with this top half; ``left``/``right`` None means either edge."""
        for face in CARDS:
            if face.id in self.used:
                continue
            for flipped in (False, True):
                card = Card(face.id, flipped)
                half = top(card)
                if (half.effect == effect and value in (None, half.value)
                        and left in (None, half_moons(card)[0])
                        and right in (None, half_moons(card)[1])):
                    self.used.add(face.id)
                    return card
        raise LookupError(f"no house card left with {effect} {value} {left} {right}")

    def plain(self, count: int) -> list[Card]:
        """Cards with no effect on top and no half-moons: they never interfere."""
        return [self.card() for _ in range(count)]


def table(rows: list[list[Card]], hands: list[list[Card]], *, holder: int = 0,
          deck: list[int] | None = None, round: int = 1, stage: int = 1) -> State:
    players = len(rows)
    return State(players=players, options={}, deck=list(deck or []), discards=[],
                 hands=[list(h) for h in hands], rows=[Row(cards=list(r)) for r in rows],
                 holder=holder, moon_supply=15, stage=stage, round=round, phase=PLAY,
                 choices=[None] * players)


def act(state: State, seat, action: dict, rng: Rng | None = None) -> list[dict]:
    return GAME.apply(state, seat, action, rng or Rng(1), NOW)


def play(state: State, cards: list[Card], rng: Rng | None = None) -> list[dict]:
    """Phase 1: seat i plays cards[i] face down; returns all events."""
    events = []
    for seat, card in enumerate(cards):
        events += act(state, seat, {"type": "choose", "card": card.id}, rng)
    return events


def types(events: list[dict]) -> list[str]:
    return [e["type"] for e in events]


def to_act(state: State) -> dict:
    return GAME.to_act(state, NOW)


def legal(state: State, seat) -> list[dict]:
    return GAME.legal_actions(state, seat, NOW)


def ids(cards) -> list[int]:
    return [c.id for c in cards]
