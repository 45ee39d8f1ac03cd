"""The bots: seed-deterministic, always legal, and greedy's heuristic beats random play."""

from engines.contract import Rng
from engines.starshower import GAME
from starshower_positions import listed_or_narrowed
from tests.golden import play_transcript

NOW = 0.0


def test_the_three_levels_exist():
    assert set(GAME.bots) == {"random", "greedy", "expert"} == set(GAME.meta.bots)


def test_bots_always_choose_a_listed_action_or_a_narrower_connect_and_replay_by_seed():
    for level in ("random", "greedy"):
        for seed in range(3):
            rng = Rng(seed)
            state = GAME.setup(3, {"size": 10}, rng)
            chosen = []
            while not GAME.is_over(state):
                seat = state.seat
                action = GAME.bots[level](state, seat, rng, NOW)
                assert listed_or_narrowed(action, GAME.legal_actions(state, seat, NOW)), action
                chosen.append(action)
                GAME.apply(state, seat, action, rng, NOW)
            again = play_transcript(GAME, seed=seed, players=3, levels=[level] * 3, now=NOW)
            assert [step["action"] for step in again["steps"]] == chosen


def test_greedy_groups_the_longest_run_it_can():
    from starshower_positions import position
    state = position("""
    0 0 . 0 0
    """, phase="star")
    action = GAME.bots["greedy"](state, 0, Rng(1), NOW)
    assert action == {"type": "star", "point": [2, 0], "group": [[0, 0], [4, 0]]}


def test_greedy_kills_an_opponents_stars_and_spares_its_own():
    from starshower_positions import position
    state = position("""
    # 1 1 . 0 #
    """, phase="black_star")
    action = GAME.bots["greedy"](state, 0, Rng(1), NOW)
    assert action["point"] == [3, 0] and action["connect"] == [[0, 0]]


def test_greedy_beats_random_more_often_than_not():
    greedy_wins = random_wins = 0
    for seed in range(20):
        greedy_seat = seed % 2
        levels = ["random", "random"]
        levels[greedy_seat] = "greedy"
        winners = play_transcript(GAME, seed=seed, players=2, levels=levels)["score"]["winners"]
        if winners == [greedy_seat]:
            greedy_wins += 1
        elif winners == [1 - greedy_seat]:
            random_wins += 1
    assert greedy_wins > 2 * random_wins, (greedy_wins, random_wins)


def test_greedy_keeps_a_lone_star_out_of_reach_of_black_lines():
    from starshower_positions import position
    state = position("""
    # . .
    """, phase="star")
    for seed in range(10):
        x, y = GAME.bots["greedy"](state, 0, Rng(seed), NOW)["point"]
        assert x != 0 and y != 0  # row 0 and column 0 lie open to the black star at (0, 0)


def test_the_expert_takes_the_point_where_an_opponent_would_group_its_pair():
    # Greedy never looks at its opponents' next draw; the expert's ranking counts the stars an
    # opponent could group at a point, with a good star or a black star alike.
    from starshower_positions import position
    expert = GAME.bots["expert"]
    expert = expert.with_level(expert.level, time_cap=False)
    for phase in ("star", "black_star"):
        state = position("""
        . . . . . . . . 1 1
        """, phase=phase)
        for seed in range(3):
            assert expert(state, 0, Rng(seed), NOW)["point"] == [7, 0]
