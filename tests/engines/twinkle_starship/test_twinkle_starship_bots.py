"""Twinkle Starship bots: random is seed-deterministic, greedy plays to match tricks to sticks."""

from engines.contract import Rng
from engines.twinkle_starship import GAME
from twinkle_starship_table import play, table

NOW = 0.0


def match_totals(seed: int, players: int, levels: list[str]) -> list[int]:
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options({}), rng)
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state, NOW)
        GAME.apply(state, seat, GAME.bots[levels[seat]](state, seat, rng, NOW), rng, NOW)
    return [p["total"] for p in GAME.score(state)["players"]]


def test_random_bot_is_deterministic_for_a_seed():
    state = GAME.setup(4, GAME.meta.resolve_options({}), Rng(3))
    seat = state.turn
    picks = {str(GAME.bots["random"](state, seat, Rng(99), NOW)) for _ in range(5)}
    assert len(picks) == 1
    assert match_totals(5, 3, ["random"] * 3) == match_totals(5, 3, ["random"] * 3)


def test_greedy_outscores_the_random_players_in_most_matches():
    beaten = 0
    games = 0
    for players in (3, 4):
        for seed in range(12):
            levels = ["random"] * players
            greedy = seed % players
            levels[greedy] = "greedy"
            totals = match_totals(seed, players, levels)
            others = [t for s, t in enumerate(totals) if s != greedy]
            beaten += totals[greedy] > max(others)
            games += 1
    assert beaten > games / 2


def test_greedy_ducks_when_it_holds_no_sticks_and_no_tricks():
    # Seat 2 has spent every stick and taken nothing: 0 and 0 is worth 10, so it must not win.
    state = table("blue 3, green 1", "blue 1, green 0", "blue 7, blue 0", unused=[5, 5, 0])
    GAME.apply(state, 0, play("blue 3"), Rng(1), NOW)
    GAME.apply(state, 1, play("blue 1"), Rng(1), NOW)
    action = GAME.bots["greedy"](state, 2, Rng(1), NOW)
    assert action == play("blue 0")


def test_greedy_spends_a_stick_to_take_the_trick_it_needs():
    # Last trick; seat 2 holds 2 sticks and no trick. Adding a to its 1 makes a 7 that beats the
    # 3: 1 stick left and 1 trick, a match. Keeping both sticks and losing scores nothing, and
    # a 4 (+f g) also wins but leaves 0 sticks against 1 trick.
    state = table("blue 3", "blue 2", "blue 1", unused=[5, 5, 2])
    GAME.apply(state, 0, play("blue 3"), Rng(1), NOW)
    GAME.apply(state, 1, play("blue 2"), Rng(1), NOW)
    assert GAME.bots["greedy"](state, 2, Rng(1), NOW) == play("blue 1", segments="a")


def test_greedy_keeps_its_sticks_when_its_card_wins_as_it_is():
    # Last trick; seat 2 holds 1 stick and no trick, and its pink 5 wins unconverted: 1 and 1.
    state = table("blue 3", "blue 2", "pink 5", unused=[5, 5, 1])
    GAME.apply(state, 0, play("blue 3"), Rng(1), NOW)
    GAME.apply(state, 1, play("blue 2"), Rng(1), NOW)
    action = GAME.bots["greedy"](state, 2, Rng(1), NOW)
    assert action["segments"] == [] and action["card"] == {"colour": "pink", "digit": 5}
