"""A random engine: any legal action. starport-bot calls ``choose`` for every decision.

    [engine]
    function = "random_engine.py:choose"
"""

import random


def choose(view: dict, actions: list[dict]) -> dict:
    """``view``: the game as your seat sees it (GET /v1/{game}/games/{id}); ``actions``: every
    legal action, each postable verbatim. Return one of them (or any action the rules allow)."""
    return random.choice(actions)
