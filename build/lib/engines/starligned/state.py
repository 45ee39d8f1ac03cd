"""Starligned's state: plain msgspec Structs (JSON types only), stored whole by the service."""

from __future__ import annotations

import msgspec

from engines.starligned.facts import CARDS, Half

# Phases of a round (rulings, "A stage"); "over" once the second stage ends.
PLAY, EFFECTS, ROTATE, OVER = "play", "effects", "rotate", "over"


class Card(msgspec.Struct):
    """A star card as it lies: ``flipped`` means its partial half is on top."""

    id: int
    flipped: bool = False


class Row(msgspec.Struct):
    cards: list[Card] = []
    moons: list[int] = []  # each moon card, named by the id of the left card it covers
    exchanged_in: list[int] = []  # cards that entered the row by exchange this round


class Pending(msgspec.Struct):
    """A decision the engine waits for in phase 3."""

    prompt: str  # "moon_bonus", an effect name, or "exchange_with"
    decider: int  # the seat that decides
    card: int  # "this card" of the effect, or the row card chosen for an exchange


class State(msgspec.Struct):
    players: int
    options: dict[str, int]
    deck: list[int]  # draw pile, top first; never shown
    discards: list[int]  # the last card of each hand at the end of a stage; never shown
    hands: list[list[Card]]
    rows: list[Row]
    holder: int  # seat holding the starting-player orientation card
    moon_supply: int
    stage: int = 1
    round: int = 1
    phase: str = PLAY
    choices: list[int | None] = []  # phase 1 card to play / phase 4 card to rotate, per seat
    turn: int = 0  # phase 3: how many seats after the holder is the seat in turn
    step: str = "moon"  # phase 3: "moon", then "effect", then "resolving"
    pending: Pending | None = None


def top(card: Card) -> Half:
    """The active half: its value scores and its effect acts (rulings, "Orientation")."""
    face = CARDS[card.id]
    return face.partial if card.flipped else face.full


def bottom(card: Card) -> Half:
    face = CARDS[card.id]
    return face.full if card.flipped else face.partial


def half_moons(card: Card) -> tuple[bool, bool]:
    """(left edge, right edge) as the card lies; turning it over swaps the edges."""
    face = CARDS[card.id]
    if card.flipped:
        return face.moon_right, face.moon_left
    return face.moon_left, face.moon_right
