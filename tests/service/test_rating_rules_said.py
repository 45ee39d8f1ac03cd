"""The rating rules of issue 41 items 8–10 are numbers in one place each (``service.key_origins``,
``service.ratings``, ``service.turns``); docs/ratings.md and the spec say the same numbers in words."""

from __future__ import annotations

from pathlib import Path

from service.key_origins import IPV6_ORIGIN_PREFIX
from service.ratings import MOVE_PER_ORIGIN_DAY
from service.turns import RATED_CLOCK

ROOT = Path(__file__).resolve().parents[2]


def test_the_docs_and_the_spec_say_the_prefix_the_bound_and_the_rated_clock_the_code_keeps():
    readme = " ".join((ROOT / "docs" / "ratings.md").read_text().split())
    assert f"judged by its **/{IPV6_ORIGIN_PREFIX}**" in readme
    assert f"at most {MOVE_PER_ORIGIN_DAY:g} ordinal points a UTC day" in readme
    clock = f'{{"per_turn": {RATED_CLOCK["per_turn"]}, "bank": {RATED_CLOCK["bank"]}}}'
    assert clock in readme
    spec = " ".join((ROOT / "openapi.yaml").read_text().split())
    assert f"per_turn {RATED_CLOCK['per_turn']}, bank {RATED_CLOCK['bank']}" in spec
