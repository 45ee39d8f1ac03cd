"""Anything a caller may hand the engine — a seat that is not a whole number, an action that is
not an action — is refused with ``IllegalAction`` and changes nothing; it never crashes."""

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.contract import IllegalAction, Rng
from engines.starshower import GAME
from starshower_positions import position
from tests.examples import examples

NOW = 0.0
NOT_SEATS = [1.0, 0.0, True, False, "0", -1, 2, [0], {"seat": 0}, float("nan")]


def phases():
    """The seat to act is 0 in each; in a two-seat game."""
    yield position(". . .\n0 0 .", phase="call")
    yield position(". . .\n0 0 .", phase="star")
    yield position("# . .\n0 0 #", phase="black_star")


@pytest.mark.parametrize("seat", NOT_SEATS, ids=repr)
def test_a_seat_that_is_not_a_whole_number_at_the_table_is_refused_everywhere(seat):
    for state in phases():
        before = msgspec.json.encode(state)
        action = GAME.legal_actions(state, 0, NOW)[0]
        with pytest.raises(IllegalAction) as caught:
            GAME.apply(state, seat, action, Rng(0), NOW)
        assert caught.value.code == "not_your_turn"
        with pytest.raises(IllegalAction):
            GAME.legal_actions(state, seat, NOW)
        with pytest.raises(IllegalAction):
            GAME.view(state, seat)
        assert msgspec.json.encode(state) == before
    assert GAME.view(state, None) == GAME.view(state, 0) == GAME.view(state, 1)  # spectators still see


@pytest.mark.parametrize("action", [
    {"type": "call", "side": "heads", 1: "x"},
    {"type": "call", "side": "heads", None: 1, "extra": 2},
    {"type": "call", "side": "heads", (1, 2): 3},
    {1: "call"},
    {None: None},
    {True: "call", "type": "call", "side": "tails"},
], ids=repr)
def test_an_action_with_a_key_that_is_not_a_string_is_refused(action):
    state = position(". . .", phase="call")
    before = msgspec.json.encode(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, 0, action, Rng(0), NOW)
    assert caught.value.code == "illegal_action" and caught.value.detail
    assert msgspec.json.encode(state) == before


junk = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.floats() | st.text(max_size=6)
    | st.binary(max_size=3),
    lambda inner: (st.lists(inner, max_size=4) | st.tuples(inner, inner)
                   | st.dictionaries(st.text(max_size=6) | st.integers() | st.none() | st.booleans()
                                     | st.floats(allow_nan=False), inner, max_size=3)),
    max_leaves=12,
)
point_ish = st.lists(st.integers(-1, 3) | st.booleans() | st.floats(-1, 3) | junk, min_size=0, max_size=3)
junk_actions = st.one_of(
    junk,
    st.fixed_dictionaries(
        {"type": st.sampled_from(["call", "star", "black_star"]) | junk},
        optional={"side": st.sampled_from(["heads", "tails"]) | junk,
                  "point": point_ish | junk,
                  "group": st.lists(point_ish, max_size=3) | junk,
                  "connect": st.lists(point_ish, max_size=4) | junk,
                  1: junk, None: junk}),
)


@settings(max_examples=examples(400), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(action=junk_actions, which=st.integers(0, 2), seat=st.sampled_from([0, *NOT_SEATS]))
def test_junk_is_refused_with_illegal_action_and_changes_nothing(action, which, seat):
    state = list(phases())[which]
    before = msgspec.json.encode(state)
    try:
        events = GAME.apply(state, seat, action, Rng(0), NOW)
    except IllegalAction as refusal:
        assert refusal.code in ("illegal_action", "not_your_turn") and refusal.detail
        assert msgspec.json.encode(state) == before
    else:  # junk can be a legal action by chance: then it was sent by the seat to act
        assert seat == 0 and events and all("type" in e for e in events)
