"""Starshower's facts, loaded once from ``data.json`` (house edition) and checked against the rulings.

>>> SIZE_MIN, SIZE_DEFAULT, SIZE_MAX
(10, 10, 26)
>>> COIN
('heads', 'tails')
"""

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))


def _check(condition: bool, what: str) -> None:
    # Not an assert: the check must survive python -O.
    if not condition:
        raise RuntimeError(f"engines/starshower/data.json disagrees with the rulings: {what}")


_check(_DATA.get("edition") == "house edition", "it must be marked house edition")
_check(_DATA["players"] == {"min": 2, "max": 8}, "Players 2–8")
_check(_DATA["size"] == {"default": 10, "min": 10, "max": 26}, "size default 10, from 10 to 26")
_check(_DATA["coin"] == ["heads", "tails"], "a coin has heads and tails")
_check(_DATA["group_min_length"] == 3, "a group is a run of 3 or more")
_check(_DATA["points"] == {"ungrouped": 1, "grouped": 2}, "ungrouped stars score 1, grouped 2")
_check(
    [(d["name"], tuple(d["step"])) for d in _DATA["directions"]]
    == [("N", (0, -1)), ("E", (1, 0)), ("S", (0, 1)), ("W", (-1, 0))],
    "lines are horizontal or vertical: four directions",
)

SLUG = "starshower"
TITLE: str = _DATA["title"]
MIN_PLAYERS: int = _DATA["players"]["min"]
MAX_PLAYERS: int = _DATA["players"]["max"]
SIZE_DEFAULT: int = _DATA["size"]["default"]
SIZE_MIN: int = _DATA["size"]["min"]
SIZE_MAX: int = _DATA["size"]["max"]
COIN: tuple[str, ...] = tuple(_DATA["coin"])
HEADS, TAILS = COIN
GROUP_MIN_LENGTH: int = _DATA["group_min_length"]
UNGROUPED_POINTS: int = _DATA["points"]["ungrouped"]
GROUPED_POINTS: int = _DATA["points"]["grouped"]
# (name, dx, dy); y grows "south", so N is towards row 0.
DIRECTIONS: tuple[tuple[str, int, int], ...] = tuple(
    (d["name"], d["step"][0], d["step"][1]) for d in _DATA["directions"]
)

# Prompts (to_act) and action types.
CALL = "call"
STAR = "star"
BLACK_STAR = "black_star"
PROMPTS = (CALL, STAR, BLACK_STAR)
OVER = "over"  # the phase once no open point is left
GOOD, BLACK = "good", "black"
