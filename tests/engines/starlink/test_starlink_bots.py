"""The bots: always legal, seed-deterministic, and the greedy heuristic does what it claims."""

import pytest

from engines.contract import Rng
from engines.starlink import GAME, bots, sketches
from engines.starlink.facts import CARDS, LENS_RADIUS, STARS
from engines.starlink.guesses import normalise
from engines.starlink.telescope import fits_lens
from engines.starlink.views import view
from starlink_table import NOW, new_game


def play(seed: int, levels: list[str], timer: int = 60, watch=None):
    """Bots to the end; any seat in to_act may move next (a fair table, unlike first-seat-first)."""
    rng, table = Rng(seed), Rng(seed + 5_000)
    state = GAME.setup(len(levels), GAME.meta.resolve_options({"timer_seconds": timer}), rng)
    now = NOW
    GAME.start(state, now)
    while not GAME.is_over(state):
        actors = GAME.to_act(state, now)
        if not actors:
            now = GAME.deadline(state)
            GAME.expire(state, now, rng)
            continue
        seat = table.choice(sorted(actors))
        action = GAME.bots[levels[seat]](state, seat, rng, now)
        if watch:
            watch(state, seat, action)
        GAME.apply(state, seat, action, rng, now)  # raises if a bot ever sent an illegal action
        now += 1.0
    return state


def test_both_bots_play_whole_games_and_replay_the_same_from_a_seed():
    levels = ["greedy", "random", "random", "greedy", "greedy"]
    first = play(7, levels, timer=20)
    assert GAME.encode(play(7, levels, timer=20)) == GAME.encode(first)
    assert len(first.history) == 2 * len(levels)


def test_greedy_drawings_nearly_always_fit_the_lens_and_random_ones_rarely_do():
    # Greedy lays its sketch small around the most crowded free star; the stars nearest its points
    # may stray out of the lens now and then (6 of 149 drawings over seeds 0..39 when measured).
    fits = {"greedy": [], "random": []}
    for seed in range(6):
        levels = ["greedy", "random", "greedy", "random"]
        state = play(seed, levels, timer=30)
        for record in state.history:
            c = next((c for c in state.constellations if c.id == record.constellation), None)
            if c is None:
                continue  # erased later to make room
            stars = {s for seg in c.segments for s in seg}
            fits[levels[record.illustrator]].append(
                fits_lens([(STARS[s].x, STARS[s].y) for s in stars], LENS_RADIUS))
    assert fits["greedy"] and sum(fits["greedy"]) >= 0.9 * len(fits["greedy"])
    assert sum(fits["random"]) < len(fits["random"]) / 2


def test_greedy_guessers_never_repeat_a_word_nor_guess_a_revealed_one():
    guesses = []

    def watch(state, seat, action):
        if action["type"] == "guess":
            said = {normalise(g.text) for g in state.turn.guesses}
            revealed = {r.word for r in state.history}
            guesses.append((normalise(action["text"]), said, revealed))

    for seed in range(3):
        play(seed, ["greedy", "greedy", "greedy"], timer=60, watch=watch)
    assert len(guesses) > 100
    assert all(text not in said and text not in revealed for text, said, revealed in guesses)


@pytest.mark.slow
def test_greedy_seats_outscore_random_seats_over_a_batch_of_games():
    # Fixed seeds, so never flaky; the margin comes from greedy's guessers reading greedy's
    # drawings (linked as their words' sketches, see below), which random's guessers cannot.
    greedy = random = 0
    for seed in range(36):
        levels = ["greedy", "random"] * 2 if seed % 2 == 0 else ["random", "greedy"] * 2
        state = play(seed, levels)
        for seat, points in enumerate(state.scores):
            if levels[seat] == "greedy":
                greedy += points
            else:
                random += points
    assert greedy > random


def _first_drawing(seed: int, level: str):
    """A 3-player game's first turn, its illustrator (seat 0) at ``level``: the state after each
    of its drawing moves until the drawing is its whole plan, and the chosen word."""
    state, rng = new_game(players=3, seed=seed)
    GAME.apply(state, 0, GAME.bots[level](state, 0, rng, NOW), rng, NOW)  # choose the word
    seen = view(state, 0)
    word = seen["turn"]["card"]["words"][seen["turn"]["card"]["chosen"]]
    plan = (bots.sketch_plan if level == "expert" else bots.greedy_sketch)(seen, seen["turn"])
    while len(state.turn.drawing) < len(plan):
        GAME.apply(state, 0, GAME.bots[level](state, 0, rng, NOW), rng, NOW)
        yield state, word
    assert [list(s) for s in state.turn.drawing] == plan


def test_greedy_guessers_read_expert_drawings_far_better_than_random_guessers():
    """At every stage of the expert's first drawing in 40 games, seat 1 guesses once as greedy
    and once as random, with the same coins: greedy, which says a word whose sketch is linked as
    the drawing is, is right far more often (when measured: 24 of 223 guesses, 15 of the 40 whole
    drawings at the first guess; random 0)."""
    right = {"greedy": 0, "random": 0}
    whole = {"greedy": 0, "random": 0}
    asked = 0
    for seed in range(40):
        for state, word in _first_drawing(seed, "expert"):
            asked += 1
            for level in right:
                guess = GAME.bots[level](state, 1, Rng(1_000 * seed + len(state.turn.drawing)), NOW)
                assert guess["type"] == "guess"
                right[level] += guess["text"] == word
        for level in whole:  # the drawing now whole
            whole[level] += GAME.bots[level](state, 1, Rng(1_000 * seed + 999), NOW)["text"] == word
    assert asked > 150
    assert right["greedy"] >= 15 and right["greedy"] >= 5 * max(1, right["random"])
    assert whole["greedy"] >= 10 and whole["greedy"] > whole["random"]


def test_greedy_drawings_are_linked_as_their_words_sketches():
    """What greedy's guessers read: each stage of a greedy drawing is built like its word's sketch."""
    for seed in range(10):
        for state, word in _first_drawing(seed, "greedy"):
            assert word in bots.built_like([list(s) for s in state.turn.drawing])


def test_the_link_pattern_is_the_same_whichever_way_round_and_whatever_the_star_names():
    sketch = sketches.sketch_segments("airplane")
    plan = sketches.fit("airplane", tuple(range(len(STARS))))
    flipped = [(b, a) for a, b in sketch]
    assert bots.link_pattern(sketch) == bots.link_pattern(flipped) == bots.link_pattern([tuple(s) for s in plan])
    assert bots.link_pattern([(5, 9), (9, 2)]) == ((0, 1), (0, 2)) == bots.link_pattern([(9, 5), (2, 9)])
    assert bots.link_pattern([(5, 9), (2, 7)]) != bots.link_pattern([(5, 9), (9, 2)])
    assert bots.built_like([]) == frozenset()


def test_the_greedy_guesser_reads_only_what_its_seat_sees():
    """The card in play (which the guesser cannot see) and the deck never sway its guess."""
    for seed in range(5):
        for state, _word in _first_drawing(seed, "expert"):
            before = GAME.bots["greedy"](state, 1, Rng(seed), NOW)
            card, deck = state.turn.card, list(state.deck)
            state.turn.card = next(c.id for c in CARDS if c.id != card and c.value == CARDS[card].value)
            state.deck.reverse()
            assert GAME.bots["greedy"](state, 1, Rng(seed), NOW) == before
            state.turn.card, state.deck = card, deck
