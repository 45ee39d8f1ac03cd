"""The expert bots: they finish games legally, and decide from what their seat may see only.

Strength is measured in the arena (``python -m bench.arena``), never here. The search runs at a
small fixed number of iterations with its time cap off, so every decision here is exact and
quick; the code path is the one the real level runs.
"""

from __future__ import annotations

import pytest

from engines import registry
from engines.contract import Rng
from engines.search import SearchLevel
from engines.starlink import sketches
from engines.starlink.facts import CARDS, STARS, VOCABULARY
from engines.starlink.rules import card_words
from engines.starlink.state import Constellation
from engines.twinkle_starship.rules import card_order

NOW = 1_800_000_000.0
SEARCHED = ("starshower", "twinkle-starship", "twinkle-twinkle", "starligned")


def small(slug: str, iterations: int = 12):
    """The game's expert at a test's size: the same search, fewer iterations, no time cap."""
    expert = registry()[slug].bots["expert"]
    level = expert.level
    return expert.with_level(SearchLevel(iterations=iterations, budget_seconds=level.budget_seconds,
                                         rollout_moves=level.rollout_moves, tree_depth=level.tree_depth,
                                         exploration=level.exploration), time_cap=False)


def test_every_game_offers_the_expert_level_and_the_catalogue_describes_each_level():
    from service.ratings.maths import starting_levels
    from service.tables.views import catalogue_entry
    for game in registry().values():
        assert game.meta.bots == ("random", "greedy", "expert")
        levels = catalogue_entry(game, starting_levels(game.meta.slug, game.meta.bots))["bot_levels"]
        assert list(levels) == ["random", "greedy", "expert"]
        assert all(sentence.endswith(".") for sentence in levels.values())


@pytest.mark.parametrize("slug,players", [("starshower", 2), ("twinkle-starship", 3),
                                          ("twinkle-twinkle", 2), ("starligned", 3)])
def test_an_expert_finishes_a_game_legally_against_greedy(slug, players):
    engine = registry()[slug]
    bots = {"expert": small(slug, iterations=4), "greedy": engine.bots["greedy"]}
    for seed in range(2):
        rng = Rng(seed)
        state = engine.setup(players, engine.meta.resolve_options({}), rng)
        engine.start(state, NOW)
        levels = ["greedy"] * players
        levels[seed % players] = "expert"
        moves = 0
        while not engine.is_over(state):
            actor = sorted(engine.to_act(state, NOW), key=str)[0]
            if isinstance(actor, str):
                action = engine.automaton_action(state, actor, rng, NOW)
            else:
                action = bots[levels[actor]](state, actor, rng, NOW)
            engine.apply(state, actor, action, rng, NOW)  # raises IllegalAction on an illegal move
            moves += 1
        assert engine.score(state)["final"] and engine.score(state)["winners"]
        assert moves > players


def _midgame(slug: str, players: int, seed: int, moves: int):
    """A seeded game played ``moves`` moves on by greedy bots (a position with hidden cards)."""
    engine = registry()[slug]
    rng = Rng(seed)
    state = engine.setup(players, engine.meta.resolve_options({}), rng)
    engine.start(state, NOW)
    for _ in range(moves):
        actor = sorted(engine.to_act(state, NOW), key=str)[0]
        action = (engine.automaton_action(state, actor, rng, NOW) if isinstance(actor, str)
                  else engine.bots["greedy"](state, actor, rng, NOW))
        engine.apply(state, actor, action, rng, NOW)
    return engine, state


def _decision(slug: str, state, seat: int):
    return small(slug)(state, seat, Rng(2024), NOW)


def test_twinkle_starship_expert_ignores_how_the_unseen_cards_lie():
    for seed, moves in ((1, 1), (2, 5), (3, 10)):
        engine, state = _midgame("twinkle-starship", 3, seed, moves)
        seat = state.turn
        before = _decision("twinkle-starship", state, seat)
        others = [s for s in range(state.players) if s != seat]
        reshuffled, shuffler = engine.decode(engine.encode(state)), Rng(seed + 100)
        while reshuffled.hands == state.hands:
            unseen = [card for s in others for card in state.hands[s]]
            shuffler.shuffle(unseen)
            for s in others:
                size = len(state.hands[s])
                reshuffled.hands[s], unseen = sorted(unseen[:size], key=card_order), unseen[size:]
        assert _decision("twinkle-starship", reshuffled, seat) == before


def test_the_tree_search_too_ignores_how_the_unseen_cards_lie():
    expert = registry()["twinkle-starship"].bots["expert"]
    tree = expert.with_level(SearchLevel(iterations=20, rollout_moves=6, tree_depth=8), time_cap=False)
    engine, state = _midgame("twinkle-starship", 3, 4, 2)
    seat = state.turn
    reshuffled = engine.decode(engine.encode(state))
    others = [s for s in range(state.players) if s != seat]
    reshuffled.hands[others[0]], reshuffled.hands[others[1]] = (
        sorted(state.hands[others[1]][:len(state.hands[others[0]])], key=card_order),
        sorted(state.hands[others[0]] + state.hands[others[1]][len(state.hands[others[0]]):], key=card_order))
    assert reshuffled.hands != state.hands
    assert [len(h) for h in reshuffled.hands] == [len(h) for h in state.hands]
    assert tree(reshuffled, seat, Rng(9), NOW) == tree(state, seat, Rng(9), NOW)


def test_starligned_expert_ignores_the_other_hands_the_pile_and_the_others_choices():
    for seed, moves in ((1, 1), (2, 9), (3, 17)):
        engine, state = _midgame("starligned", 3, seed, moves)
        seat = sorted(engine.to_act(state, NOW))[0]
        before = _decision("starligned", state, seat)
        reshuffled = engine.decode(engine.encode(state))
        others = [s for s in range(state.players) if s != seat]
        unseen = [card.id for s in others for card in state.hands[s]] + state.deck + state.discards
        shuffler = Rng(seed + 100)
        shuffler.shuffle(unseen)
        for s in others:
            size = len(state.hands[s])
            for card, card_id in zip(reshuffled.hands[s], unseen[:size]):
                card.id, card.flipped = card_id, shuffler.coin()
            unseen = unseen[size:]
            if reshuffled.choices[s] is not None:  # a face-down choice: another card of that hand
                reshuffled.choices[s] = reshuffled.hands[s][0].id
        reshuffled.deck, reshuffled.discards = unseen[:len(state.deck)], unseen[len(state.deck):]
        assert engine.encode(reshuffled) != engine.encode(state)
        assert _decision("starligned", reshuffled, seat) == before


def test_twinkle_twinkle_expert_ignores_the_bags_order():
    for seed, moves in ((1, 0), (2, 7), (3, 15)):
        engine, state = _midgame("twinkle-twinkle", 2, seed, moves)
        seat = sorted(engine.to_act(state, NOW), key=str)[0]
        before = _decision("twinkle-twinkle", state, seat)
        reshuffled = engine.decode(engine.encode(state))
        Rng(seed + 100).shuffle(reshuffled.bag)
        assert reshuffled.bag != state.bag
        assert _decision("twinkle-twinkle", reshuffled, seat) == before


def _starlink_drawing(seed: int, level: str = "expert"):
    """A 4-player Starlink game a few moves into its first drawing, made by the expert."""
    engine = registry()["starlink"]
    rng = Rng(seed)
    state = engine.setup(4, engine.meta.resolve_options({}), rng)
    engine.start(state, NOW)
    illustrator = state.turn.illustrator
    for _ in range(4):
        engine.apply(state, illustrator, engine.bots[level](state, illustrator, rng, NOW), rng, NOW)
    return engine, state


def test_starlink_expert_guesser_ignores_the_card_and_the_deck():
    for seed in range(3):
        engine, state = _starlink_drawing(seed)
        guesser = (state.turn.illustrator + 1) % state.players
        before = engine.bots["expert"](state, guesser, Rng(5), NOW)
        reshuffled = engine.decode(engine.encode(state))
        reshuffled.turn.card = (state.turn.card + 37) % 100
        reshuffled.turn.word_index = 1 - state.turn.word_index
        Rng(seed).shuffle(reshuffled.deck)
        assert engine.bots["expert"](reshuffled, guesser, Rng(5), NOW) == before


def test_starlink_expert_illustrator_ignores_the_deck():
    for seed in range(3):
        engine, state = _starlink_drawing(seed)
        illustrator = state.turn.illustrator
        before = engine.bots["expert"](state, illustrator, Rng(5), NOW)
        reshuffled = engine.decode(engine.encode(state))
        Rng(seed + 1).shuffle(reshuffled.deck)
        assert reshuffled.deck != state.deck
        assert engine.bots["expert"](reshuffled, illustrator, Rng(5), NOW) == before


def test_starlink_experts_play_whole_games_legally_and_replay_them_from_a_seed():
    def play(seed: int):
        engine = registry()["starlink"]
        rng, now = Rng(seed), NOW
        state = engine.setup(3, engine.meta.resolve_options({"timer_seconds": 20}), rng)
        engine.start(state, now)
        while not engine.is_over(state):
            actors = sorted(engine.to_act(state, now))
            if not actors or now >= (engine.deadline(state) or now + 1):
                now = max(now, engine.deadline(state))
                engine.expire(state, now, rng)
                continue
            seat = actors[len(state.history) % len(actors)]
            engine.apply(state, seat, engine.bots["expert"](state, seat, rng, now), rng, now)
            now += 2.0
        return engine.encode(state), state

    raw, state = play(3)
    assert len(state.history) == 6 and play(3)[0] == raw


# ----- Starlink: the sketches --------------------------------------------------------------

def test_every_sketch_fits_an_empty_sky():
    free = tuple(star.id for star in STARS)
    for word in VOCABULARY[::10]:
        drawing = sketches.fit(word, free)
        assert drawing is not None
        assert len(drawing) == len(sketches.sketch_segments(word))
        assert all(a < b for a, b in drawing)


@pytest.mark.parametrize("word", ["cat", "house", "fish", "umbrella", "ladder", "heart", "ice cream"])
def test_a_drawing_of_a_words_own_sketch_is_guessed_within_three_guesses(word):
    engine = registry()["starlink"]
    rng = Rng(7)
    state = engine.setup(3, engine.meta.resolve_options({}), rng)
    engine.start(state, NOW)
    # Half the sky is taken by an earlier constellation: the sketch must find room elsewhere.
    taken = [star.id for star in STARS if star.x < 40]
    state.constellations.append(Constellation(id=0, turn=0, illustrator=1, word="kite",
                                              segments=[[a, b] for a, b in zip(taken, taken[1:])]))
    state.next_constellation = 1
    free = tuple(star.id for star in STARS if star.x >= 40)
    turn = state.turn  # the word's card in hand, chosen, the timer running
    turn.card = next(card.id for card in CARDS if any(w.word == word for w in card_words(state, card.id)))
    turn.word_index = [w.word for w in card_words(state, turn.card)].index(word)
    turn.deadline = NOW + 60
    turn.drawing = sketches.fit(word, free)
    guessers = [s for s in range(state.players) if s != turn.illustrator]
    for attempt in range(3):
        guesser = next(s for s in guessers if s != turn.timer_holder)
        engine.apply(state, guesser, engine.bots["expert"](state, guesser, rng, NOW), rng, NOW)
        if state.history:
            break
    assert state.history and state.history[0].word == word and state.history[0].guesser is not None


def test_the_expert_illustrator_draws_its_words_sketch_segment_by_segment():
    engine, state = _starlink_drawing(11)
    turn = state.turn
    word = card_words(state, turn.card)[turn.word_index].word
    plan = sketches.fit(word, tuple(star.id for star in STARS))
    assert turn.drawing == plan[:len(turn.drawing)] and len(turn.drawing) == 3
