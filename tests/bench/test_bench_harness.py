"""The bench harness still runs against today's code. A smoke check of its moving parts, never
a timing: the numbers themselves are only measured by ``make bench``."""

from bench import load
from bench.state_size import mid_game_record_bytes


def test_the_floor_value_follows_a_real_game_record(redis_url):
    sizes = mid_game_record_bytes(redis_url, size=10)
    assert sizes["start_bytes"] < sizes["mid_bytes"] < sizes["end_bytes"]
    assert 0 < sizes["mid_acts"] < sizes["game_acts"] and sizes["mid_stars"] > 0


def test_the_act_minimal_shadow_board_keeps_up_with_the_view(capsys):
    load.check(acts=400)
    assert "shadow board matched the view after each of" in capsys.readouterr().out
