"""Golden transcripts of Twinkle Starship: a replayed seed must match the recorded playthrough."""

from pathlib import Path

from engines.twinkle_starship import GAME
from tests.golden import check_golden, play_transcript

GOLDEN = Path(__file__).parent / "golden"


def test_three_player_two_deal_playthrough():
    transcript = play_transcript(GAME, seed=2024, players=3, options={"deals": 2},
                                 levels=["greedy", "random", "random"])
    assert transcript["score"]["final"] is True
    check_golden(GOLDEN / "twinkle_starship_3p_2deals.json", transcript)


def test_four_player_one_deal_playthrough():
    transcript = play_transcript(GAME, seed=7, players=4, options={"deals": 1},
                                 levels=["random", "greedy", "random", "greedy"])
    assert len(transcript["steps"]) == 36
    check_golden(GOLDEN / "twinkle_starship_4p_1deal.json", transcript)
