"""Twinkle Starship's facts and component data (house edition), loaded once and checked at import.

The deck, the seven-segment figures and the per-player-count setup live in ``data.json``; this
module turns them into the constants the rules read, and refuses to import if they disagree with
the rulings (36 cards, 24 with three players, the ten figures of the table).

>>> FIGURES[7]
'abc'
>>> turned("abcdg")   # an upside-down 3 lacks only c to be a 6
'adefg'
"""

import json
from pathlib import Path

SLUG = "twinkle-starship"
TITLE = "Twinkle Starship"
MIN_PLAYERS = 3
MAX_PLAYERS = 4

# Option `deals`: 0 means "the rulebook's count" (4 deals with 4 players, 6 with 3).
DEALS_RULEBOOK = 0
MIN_DEALS = 1
MAX_DEALS = 6

_DATA = json.loads((Path(__file__).parent / "data.json").read_text())

EDITION: str = _DATA["edition"]
COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
TRUMP: str = _DATA["trump"]
PRINTED_DIGITS: tuple[int, ...] = tuple(_DATA["digits_printed"])
SEGMENTS: tuple[str, ...] = tuple(_DATA["segments"])
UPSIDE_DOWN: dict[str, str] = dict(_DATA["upside_down"])
# digit -> its segments, letters in alphabetical order
FIGURES: dict[int, str] = {int(digit): segs for digit, segs in _DATA["figures"].items()}
DIGIT_OF_FIGURE: dict[str, int] = {segs: digit for digit, segs in FIGURES.items()}
SETUP: dict[int, dict] = {int(n): facts for n, facts in _DATA["by_players"].items()}


def turned(figure: str) -> str:
    """The segments of ``figure`` once the card is turned upside down (a↔d, b↔e, c↔f)."""
    return "".join(sorted(UPSIDE_DOWN[s] for s in figure))


def deck(players: int) -> list[tuple[str, int]]:
    """The cards used with ``players`` players, in box order: (colour, printed digit)."""
    removed = set(SETUP[players]["removed_digits"])
    return [(colour, digit) for colour in COLOURS for digit in PRINTED_DIGITS if digit not in removed]


def sticks_per_player(players: int) -> int:
    return SETUP[players]["sticks"]


def rulebook_deals(players: int) -> int:
    return SETUP[players]["deals"]


def _validate() -> None:
    assert EDITION == "house edition", "data.json must be marked house edition"
    assert len(COLOURS) == 4 and len(set(COLOURS)) == 4 and TRUMP in COLOURS
    assert PRINTED_DIGITS == tuple(range(9)), "cards are printed 0..8"
    assert len(deck(4)) == 36 and len(set(deck(4))) == 36, "36 cards with 4 players"
    assert len(deck(3)) == 24, "24 cards with 3 players (no 4, 6, 8)"
    assert sorted(SETUP) == [3, 4]
    for players, facts in SETUP.items():
        assert facts["cards"] == len(deck(players)) == facts["hand"] * players
    assert sticks_per_player(3) == 5 and sticks_per_player(4) == 6
    assert rulebook_deals(3) == 6 and rulebook_deals(4) == 4
    assert MIN_DEALS <= rulebook_deals(3) <= MAX_DEALS and rulebook_deals(4) <= MAX_DEALS
    assert sorted(FIGURES) == list(range(10)) and len(DIGIT_OF_FIGURE) == 10
    for figure in FIGURES.values():
        assert figure == "".join(sorted(set(figure))) and set(figure) <= set(SEGMENTS)
    assert sorted(UPSIDE_DOWN) == list(SEGMENTS)
    assert all(UPSIDE_DOWN[UPSIDE_DOWN[s]] == s for s in SEGMENTS)
    assert turned(FIGURES[6]) == FIGURES[9], "a 6 turned is a 9"


_validate()
