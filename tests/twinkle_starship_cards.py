"""Which Twinkle Starship cards a value names: the engine and the API tests look for leaks with it."""

import re

from engines.twinkle_starship.facts import COLOURS

CARD_IN_WORDS = re.compile(rf"\b({'|'.join(COLOURS)}) ([0-8])\b")  # as refusals write one: "blue 7"


def cards_named(body) -> set[tuple[str, int]]:
    """Every card a JSON value names: as {"colour", "digit"} objects or in words ("pink 3")."""
    found = set()
    if isinstance(body, dict):
        if set(body) == {"colour", "digit"}:
            found.add((body["colour"], body["digit"]))
        for value in body.values():
            found |= cards_named(value)
    elif isinstance(body, list):
        for value in body:
            found |= cards_named(value)
    elif isinstance(body, str):
        found |= {(colour, int(digit)) for colour, digit in CARD_IN_WORDS.findall(body)}
    return found
