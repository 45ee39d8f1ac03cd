"""Golden transcripts of seeded Twinkle Twinkle games (regenerate with GOLDEN_UPDATE=1)."""

from pathlib import Path

from engines.twinkle_twinkle import GAME
from tests.golden import check_golden, play_transcript

GOLDEN = Path(__file__).parent / "golden"


def test_golden_solo_greedy_against_the_cosmobot():
    transcript = play_transcript(GAME, seed=2024, players=1, levels=["greedy"],
                                 options={"black_holes": "advanced", "planets": "advanced"})
    check_golden(GOLDEN / "solo_greedy_advanced.json", transcript)


def test_golden_two_players_greedy_and_random():
    transcript = play_transcript(GAME, seed=7, players=2, levels=["greedy", "random"],
                                 options={"comets": "advanced", "asteroids": "advanced", "satellites": "advanced"})
    check_golden(GOLDEN / "two_players_greedy_random.json", transcript)
