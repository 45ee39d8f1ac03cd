"""The rating rules of issue 41 items 8–10 are numbers in one place each (``service.store.key_origins``,
``service.ratings.maths``, ``service.tables.turns``); docs/ratings.md and the spec say the same numbers in words."""

from __future__ import annotations

from pathlib import Path

from service.store.key_origins import IPV6_ORIGIN_PREFIX
from service.ratings.maths import MOVE_PER_ORIGIN_DAY
from service.tables.turns import RATED_CLOCK

ROOT = Path(__file__).resolve().parents[3]


def test_the_docs_and_the_spec_say_the_prefix_the_bound_and_the_rated_clock_the_code_keeps():
    readme = " ".join((ROOT / "docs" / "ratings.md").read_text().split())
    assert f"judged by its **/{IPV6_ORIGIN_PREFIX}**" in readme
    assert f"at most {MOVE_PER_ORIGIN_DAY:g} ordinal points a UTC day" in readme
    clock = f'{{"per_turn": {RATED_CLOCK["per_turn"]}, "bank": {RATED_CLOCK["bank"]}}}'
    assert clock in readme
    spec = " ".join((ROOT / "openapi.yaml").read_text().split())
    assert f"per_turn {RATED_CLOCK['per_turn']}, bank {RATED_CLOCK['bank']}" in spec
