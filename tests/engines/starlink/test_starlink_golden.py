"""A golden transcript: a seeded bot game recorded step by step; any change of behaviour diffs."""

from pathlib import Path

from engines.starlink import GAME
from engines.starlink.views import STAR_FIELD
from tests.golden import check_golden, play_transcript

GOLDEN = Path(__file__).parent / "golden"


def without_star_field(transcript: dict) -> dict:
    """The fixed star field is in every view; record it once instead of in every step."""
    views = [step["view"] for step in transcript["steps"]] + transcript["final_views"]
    for view in views:
        assert view.pop("stars") == STAR_FIELD
    return {**transcript, "star_field": STAR_FIELD}


def test_three_players_greedy_and_random_seed_4():
    transcript = play_transcript(GAME, seed=4, players=3, options={"timer_seconds": 20},
                                 levels=["greedy", "random", "greedy"])
    assert transcript["score"]["final"]
    assert any(step["actor"] is None for step in transcript["steps"])  # the timer ran out somewhere
    check_golden(GOLDEN / "starlink_seed4_3p.json", without_star_field(transcript))
