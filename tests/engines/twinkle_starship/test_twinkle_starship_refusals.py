"""Whatever a seat sends, Twinkle Starship answers with a refusal (``IllegalAction``) or a legal
play: never a crash. Seats that are not whole numbers, plays of the wrong shape, fields of the
wrong type, keys that are not strings and nested junk, at every moment of real matches."""

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.contract import IllegalAction, Rng
from tests.refusals import judge
from engines.twinkle_starship import GAME
from engines.twinkle_starship.facts import COLOURS, SEGMENTS
from tests.examples import examples

NOW = 0.0


def positions() -> list[bytes]:
    """Every state met in a one-deal bot match of 3 and one of 4 players, the ended ones too."""
    found = []
    for seed, players in ((21, 3), (22, 4)):
        rng = Rng(seed)
        state = GAME.setup(players, GAME.meta.resolve_options({"deals": 1}), rng)
        found.append(GAME.encode(state))
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state, NOW)
            GAME.apply(state, seat, GAME.bots["random"](state, seat, rng, NOW), rng, NOW)
            found.append(GAME.encode(state))
    return found


POSITIONS = positions()

scalars = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.integers(-1, 9)
           | st.floats() | st.text(max_size=6) | st.sampled_from([*COLOURS, *SEGMENTS, "play"]))
keys = (st.sampled_from(["type", "card", "upside_down", "segments", "colour", "digit", "extra"])
        | st.text(max_size=6) | st.integers(-3, 3) | st.booleans() | st.none()
        | st.floats(allow_nan=False) | st.tuples(st.integers(0, 3)))
junk = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(keys, inner, max_size=4), max_leaves=10)
# Plays that look nearly right: each field present or not, sensible or junk.
cards = st.fixed_dictionaries({}, optional={"colour": st.sampled_from(COLOURS) | junk,
                                            "digit": st.integers(-1, 9) | junk, "extra": junk})
near_misses = st.fixed_dictionaries({"type": st.just("play") | junk}, optional={
    "card": cards | junk, "upside_down": st.booleans() | junk,
    "segments": st.lists(st.sampled_from(SEGMENTS) | junk, max_size=4) | junk, "extra": junk})
junk_seats = (st.sampled_from([1.0, 0.0, True, False, "0", [0], {"seat": 0}, math.nan, math.inf])
              | st.floats() | st.text(max_size=3) | st.lists(st.integers(0, 3), max_size=2))
any_seat = st.integers(-2, 6) | st.none() | junk_seats


def as_listed(action) -> dict:
    """Segments may come in any order; ``legal_actions`` lists them alphabetically."""
    return {**action, "segments": sorted(action["segments"])}


@settings(max_examples=examples(400), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(where=st.integers(0, len(POSITIONS) - 1), seat=any_seat, action=junk | near_misses)
def test_any_seat_and_any_action_is_refused_without_change_or_played_as_listed(where, seat, action):
    listed = judge(GAME, POSITIONS[where], seat, action, NOW)
    assert listed is None or as_listed(action) in listed, (seat, action)


@pytest.mark.parametrize("seat", [1.0, 0.0, True, False, "1", [1], math.nan])
def test_a_seat_that_is_not_a_whole_number_is_refused_everywhere(seat):
    state = GAME.decode(POSITIONS[0])
    state.turn = state.leader = 1  # seat 1 is to play: 1.0 and True must still not pass for it
    play = GAME.legal_actions(state, 1, NOW)[0]
    before = GAME.encode(state)
    for call in (lambda: GAME.legal_actions(state, seat, NOW), lambda: GAME.view(state, seat),
                 lambda: GAME.apply(state, seat, play, Rng(1), NOW)):
        with pytest.raises(IllegalAction) as refused:
            call()
        assert refused.value.code == "not_your_turn"
    assert GAME.encode(state) == before
    assert GAME.view(state, 1)["hand"]  # seat 1 itself is welcome


PLAY = {"type": "play", "card": {"colour": "blue", "digit": 3}, "upside_down": False, "segments": []}


@pytest.mark.parametrize("action", [
    {**PLAY, 7: "x"}, {**PLAY, None: 1}, {**PLAY, (1,): 1, "extra": 2}, {1: "play"},
    {True: "play", "card": PLAY["card"], "upside_down": False, "segments": []},
    {**PLAY, "card": {"colour": "blue", "digit": 3, 0: 1}}, {**PLAY, "card": {"colour": ["blue"], "digit": 3}},
    {**PLAY, "card": {"colour": {"blue": 1}, "digit": 3}}, {**PLAY, "card": {"colour": "blue", "digit": 3.0}},
    {**PLAY, "segments": [["a"]]}, {**PLAY, "segments": [{"a": 1}]}, {**PLAY, "segments": "a"},
    {**PLAY, "segments": None}, {**PLAY, "upside_down": None}, {**PLAY, "type": ["play"]},
    {**PLAY, "type": {"type": "play"}}, [PLAY], "play", 3, None,
])
def test_junk_shapes_and_keys_that_are_not_strings_are_refused_with_a_sentence(action):
    state = GAME.decode(POSITIONS[0])
    state.hands[state.turn][0].colour, state.hands[state.turn][0].digit = "blue", 3  # holds it
    before = GAME.encode(state)
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, state.turn, action, Rng(1), NOW)
    assert refused.value.code == "illegal_action" and refused.value.detail.endswith(".")
    assert GAME.encode(state) == before
