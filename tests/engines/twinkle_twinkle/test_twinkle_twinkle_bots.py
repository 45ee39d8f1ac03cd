"""Twinkle Twinkle's bots: random is seed-deterministic; greedy takes the best immediate gain,
looks a little at the Next Round row, and beats random; the expert's chart value counts what a
chart can still score."""

from engines.contract import Rng
from engines.twinkle_twinkle import GAME, bots
from engines.twinkle_twinkle.facts import COLS, ROWS, TILES
from engines.twinkle_twinkle.state import Placed
from twinkle_twinkle_charts import NOW, play, tile_lines


def first_of(kind, exclude=()):
    return next(t.id for t in TILES if t.kind == kind and not t.slow and t.id not in exclude)


def test_random_bot_is_seed_deterministic_and_legal():
    state = GAME.setup(2, GAME.meta.resolve_options({}), Rng(6))
    (seat,) = GAME.to_act(state, NOW)
    bot = GAME.bots["random"]
    picks = [bot(state, seat, Rng(s), NOW) for s in range(5)]
    assert picks == [bot(state, seat, Rng(s), NOW) for s in range(5)]
    assert all(p in GAME.legal_actions(state, seat, NOW) for p in picks)
    assert len({str(p) for p in picks}) > 1


def solo_table(current, next_row):
    state = GAME.setup(1, GAME.meta.resolve_options({}), Rng(1))
    state.current, state.next_row = list(current), list(next_row)
    return state


def test_greedy_puts_the_black_hole_beside_its_satellite():
    # Satellite at (0, 0) with a Planet at (0, 1): a Black Hole at (1, 0) gains 3 + 2 + 3 = 8,
    # more than a Planet there (3 + 3) or anything else.
    used = []
    for kind in ("satellite", "planet", "star", "asteroid", "black_hole", "comet"):
        used.append(first_of(kind, used))
    satellite, planet, star, asteroid, black_hole, comet = used
    comets = [t.id for t in TILES if t.kind == "comet" and t.id != comet][:4]
    state = solo_table([star, asteroid, first_of("planet", used), black_hole, comet], comets)
    state.charts[0][0] = Placed(satellite, 0)
    state.charts[0][1] = Placed(planet, 0)
    for seed in range(4):
        action = GAME.bots["greedy"](state, 0, Rng(seed), NOW)
        assert (action["slot"], action["space"]) == (3, [1, 0])


def test_greedy_looks_ahead_taking_an_early_slot_when_next_round_offers_more():
    comets = [t.id for t in TILES if t.kind == "comet"]
    holes = [t.id for t in TILES if t.kind == "black_hole"]
    # Every comet scores 0 on an empty chart; a Black Hole waits in the Next Round row.
    state = solo_table(comets[:5], [holes[0]] + comets[5:8])
    assert {GAME.bots["greedy"](state, 0, Rng(seed), NOW)["slot"] for seed in range(6)} == {0}
    # With nothing worth having next round, every slot is as good as another.
    state = solo_table(comets[:5], comets[5:8] + [comets[0]])
    assert len({GAME.bots["greedy"](state, 0, Rng(seed), NOW)["slot"] for seed in range(12)}) > 1


def test_greedy_beats_random_more_often_than_not():
    wins = 0
    games = 8
    for seed in range(games):
        greedy_seat = seed % 2
        levels = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
        state, _ = play(2, 500 + seed, levels)
        totals = [p["total"] for p in GAME.score(state)["players"]]
        wins += totals[greedy_seat] > totals[1 - greedy_seat]
    assert wins > games // 2


def test_greedy_scores_more_than_random_solo():
    greedy = sum(GAME.score(play(1, 700 + s, ["greedy"])[0])["players"][0]["total"] for s in range(4))
    random = sum(GAME.score(play(1, 700 + s, ["random"])[0])["players"][0]["total"] for s in range(4))
    assert greedy > random


def test_expert_starts_a_constellation_where_greedy_takes_a_planets_points(monkeypatch):
    """On an empty chart, a Planet scores 3 now and a 4-line Star nothing: greedy takes the
    Planet. The expert's chart value counts the Star's four open lines (what stars still to come
    can join), so it takes the Star, placed where every line points at an empty space. Without
    the prospects' weights it would take the Planet too: the value makes this decision."""
    four_lines = next(t.id for t in TILES if t.kind == "star" and len(t.stars) == 1
                      and sum(len(s.lines) for s in t.stars) == 4)
    planet = first_of("planet")
    comets = [t.id for t in TILES if t.kind == "comet"]
    state = GAME.setup(2, GAME.meta.resolve_options({}), Rng(1))
    state.current, state.next_row = [planet, *comets[:3], four_lines], comets[3:7]
    (seat,) = GAME.to_act(state, NOW)
    expert = GAME.bots["expert"].with_level(GAME.bots["expert"].level, time_cap=False)

    assert GAME.bots["greedy"](state, seat, Rng(0), NOW)["slot"] == 0
    action = expert(state, seat, Rng(0), NOW)
    assert action["slot"] == 4
    (row, col), k = action["space"], action["orientation"]
    assert all(0 <= row + dr < ROWS and 0 <= col + dc < COLS
               for dr, dc in tile_lines(four_lines, k))

    monkeypatch.setattr(bots, "VALUE_WEIGHTS", dict.fromkeys(bots.VALUE_WEIGHTS, 0.0))
    assert expert(state, seat, Rng(0), NOW)["slot"] == 0
