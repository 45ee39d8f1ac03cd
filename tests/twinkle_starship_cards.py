"""Which Twinkle Starship cards a value names: the engine and the API tests look for leaks with it."""

import re

from engines.twinkle_starship.facts import COLOURS

CARD_IN_WORDS = re.compile(rf"\b({'|'.join(COLOURS)}) ([0-8])\b")  # as refusals write one: "blue 7"


def cards_named(body) -> set[tuple[str, int]]:
    """Every card a JSON value names: as {"colour", "digit"} objects or in words ("pink 3")."""
    found: set[tuple[str, int]] = set()
    _collect(body, found)
    return found


def _collect(body, found: set) -> None:
    # One set filled in place: a new set per node, merged up, was ~a third of the property tests' CPU.
    if isinstance(body, dict):
        if len(body) == 2 and "colour" in body and "digit" in body:
            found.add((body["colour"], body["digit"]))
        for value in body.values():
            _collect(value, found)
    elif isinstance(body, list):
        for value in body:
            _collect(value, found)
    elif isinstance(body, str):
        found.update((colour, int(digit)) for colour, digit in CARD_IN_WORDS.findall(body))
