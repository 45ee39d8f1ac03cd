"""A recorded game (OpenSpiel's playthrough): any change of behaviour shows as a diff."""

from pathlib import Path

from engines.starshower import GAME
from tests.golden import check_golden, play_transcript

GOLDEN = Path(__file__).with_name("golden")


def test_three_seat_game_greedy_and_random_replays_as_recorded():
    transcript = play_transcript(GAME, seed=2024, players=3, levels=["greedy", "random", "greedy"])
    check_golden(GOLDEN / "starshower_seed2024_3p_greedy_random.json", transcript)
