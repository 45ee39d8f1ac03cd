"""Starligned's facts and its house deck (``data.json``), loaded once and checked at import.

The card list is printed on the cards, not in the rulebook, so the deck is the project's
*house edition* (rulings, "House deck"); a publisher's list can replace ``data.json``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

SLUG = "starligned"
TITLE = "Starligned"
MIN_PLAYERS, MAX_PLAYERS = 2, 5
RED_ONLY_UP_TO = 3  # Setup: with 2 or 3 players only the red-centred cards are used.
STAGES = 2
ROUNDS_PER_STAGE = 5
HAND_SIZE = 6
ROW_LENGTH = STAGES * ROUNDS_PER_STAGE

CONSTELLATIONS = ("Lyra", "Orion", "Cygnus", "Draco", "Cassiopeia")
PHASE3_EFFECTS = ("swap", "move", "rotate_card", "rotate_telescope", "repeat", "exchange")
EFFECTS = ("none", "stop", *PHASE3_EFFECTS, "x2", "x0")
FULL_VALUES = range(5, 11)
PARTIAL_VALUES = range(0, 5)

# Counts fixed by the rulings ("House deck").
DECK_SIZE, RED_CARDS, WHITE_CARDS = 90, 54, 36
CARDS_PER_CONSTELLATION = 18
EFFECT_COUNTS = {"stop": 10, "swap": 16, "move": 16, "rotate_card": 16, "rotate_telescope": 12,
                 "repeat": 10, "exchange": 14, "x2": 14, "x0": 12, "none": 60}
MOON_CARDS = 15
ORIENTATION_CARDS = 5
HALF_MOON_SHARE = (25, 35)  # "about a third of the cards show each side"


@dataclass(frozen=True)
class Half:
    value: int
    effect: str


@dataclass(frozen=True)
class StarCard:
    id: int
    centre: str  # "red" or "white"
    constellation: str
    full: Half
    partial: Half
    moon_left: bool  # as seen upright (full half on top)
    moon_right: bool


class DeckError(ValueError):
    """data.json does not match the counts in the rulings."""


def _load(path: Path) -> tuple[dict, tuple[StarCard, ...]]:
    raw = json.loads(path.read_text())
    if raw.get("edition") != "house edition":
        raise DeckError("data.json must be marked as the house edition")
    cards = tuple(
        StarCard(c["id"], c["centre"], c["constellation"], Half(**c["full"]), Half(**c["partial"]),
                 c["half_moon"]["left"], c["half_moon"]["right"])
        for c in raw["cards"]
    )
    _validate(raw, cards)
    return raw, cards


def _validate(raw: dict, cards: tuple[StarCard, ...]) -> None:
    def require(ok: bool, why: str) -> None:
        if not ok:
            raise DeckError(why)

    require(len(cards) == DECK_SIZE, f"the deck has {DECK_SIZE} star cards")
    require([c.id for c in cards] == list(range(DECK_SIZE)), "card ids run 0..89 in order")
    centres = Counter(c.centre for c in cards)
    require(centres == {"red": RED_CARDS, "white": WHITE_CARDS}, "54 red and 36 white cards")
    constellations = Counter(c.constellation for c in cards)
    require(constellations == {name: CARDS_PER_CONSTELLATION for name in CONSTELLATIONS},
            "18 cards of each of the five constellations")
    require(all(c.full.value in FULL_VALUES for c in cards), "full halves are worth 5–10")
    require(all(c.partial.value in PARTIAL_VALUES for c in cards), "partial halves are worth 0–4")
    effects = Counter(h.effect for c in cards for h in (c.full, c.partial))
    require(effects == EFFECT_COUNTS, f"effects over all halves are {EFFECT_COUNTS}")
    lo, hi = HALF_MOON_SHARE
    require(lo <= sum(c.moon_left for c in cards) <= hi, "about a third show a left half-moon")
    require(lo <= sum(c.moon_right for c in cards) <= hi, "about a third show a right half-moon")
    require(raw["moon_cards"] == MOON_CARDS, "15 moon cards")
    require(raw["orientation_cards"] == ORIENTATION_CARDS, "5 orientation cards")


DATA, CARDS = _load(Path(__file__).with_name("data.json"))
RED_IDS = tuple(c.id for c in CARDS if c.centre == "red")
ALL_IDS = tuple(c.id for c in CARDS)


def deck_for(players: int) -> tuple[int, ...]:
    """Setup: the whole deck with 4 or 5 players, only the red-centred cards with 2 or 3."""
    return RED_IDS if players <= RED_ONLY_UP_TO else ALL_IDS
