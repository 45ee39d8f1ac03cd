"""Whatever a seat sends, Starligned answers with a refusal (``IllegalAction``) or a legal move:
never a crash. Seats that are not whole numbers, actions of the wrong shape, fields of the wrong
type, keys that are not strings and nested junk, in every phase of real games."""

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.contract import IllegalAction, Rng
from tests.refusals import judge
from engines.starligned import GAME
from engines.starligned.rules import ACTION_FIELDS

from starligned_table import NOW, act, legal
from tests.examples import examples



def positions() -> list[bytes]:
    """Every state met in two seeded bot games (2 and 3 players), the ended ones included."""
    found = []
    for seed, players in ((11, 2), (12, 3)):
        rng = Rng(seed)
        state = GAME.setup(players, {}, rng)
        found.append(GAME.encode(state))
        while not GAME.is_over(state):
            seat = sorted(GAME.to_act(state, NOW))[0]
            GAME.apply(state, seat, GAME.bots["random"](state, seat, rng, NOW), rng, NOW)
            found.append(GAME.encode(state))
    return found


POSITIONS = positions()

scalars = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.integers(-3, 95)
           | st.floats() | st.text(max_size=6) | st.sampled_from([*ACTION_FIELDS, "type", "card"]))
keys = (st.sampled_from(["type", "card", "first", "second", "to", "player", "extra"])
        | st.text(max_size=6) | st.integers(-3, 3) | st.booleans() | st.none()
        | st.floats(allow_nan=False) | st.tuples(st.integers(0, 3)))
junk = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(keys, inner, max_size=4), max_leaves=10)
# Actions that look nearly right: a real type, each field present or not, sensible or junk.
near_misses = st.sampled_from(sorted(ACTION_FIELDS)).flatmap(lambda kind: st.fixed_dictionaries(
    {"type": st.just(kind)},
    optional={**{name: st.integers(-3, 95) | junk for name in ACTION_FIELDS[kind]},
              "extra": junk}))
junk_seats = (st.sampled_from([1.0, 0.0, True, False, "0", [0], {"seat": 0}, math.nan, math.inf])
              | st.floats() | st.text(max_size=3) | st.lists(st.integers(0, 3), max_size=2))
any_seat = st.integers(-2, 6) | st.none() | junk_seats


def same_move(action, listed: list[dict]) -> bool:
    """Whether ``action`` is one of ``listed``; a swap may name its two cards in either order."""
    if action in listed:
        return True
    return (isinstance(action, dict) and action.get("type") == "swap"
            and {**action, "first": action.get("second"), "second": action.get("first")} in listed)


@settings(max_examples=examples(400), deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(where=st.integers(0, len(POSITIONS) - 1), seat=any_seat, action=junk | near_misses)
def test_any_seat_and_any_action_is_refused_without_change_or_played_as_listed(where, seat, action):
    listed = judge(GAME, POSITIONS[where], seat, action, NOW)
    assert listed is None or same_move(action, listed), (seat, action)


@pytest.mark.parametrize("seat", [1.0, 0.0, True, False, "1", [1], math.nan])
def test_a_seat_that_is_not_a_whole_number_is_refused_everywhere(seat):
    state = GAME.decode(POSITIONS[0])  # a fresh table: every seat owes a choice
    card = state.hands[1][0].id
    for call in (lambda: GAME.legal_actions(state, seat, NOW), lambda: GAME.view(state, seat),
                 lambda: act(state, seat, {"type": "choose", "card": card})):
        with pytest.raises(IllegalAction) as refused:
            call()
        assert refused.value.code == "not_your_turn"
    assert GAME.encode(state) == POSITIONS[0]
    assert legal(state, 1) and GAME.view(state, 1)["hand"]  # seat 1 itself is welcome


@pytest.mark.parametrize("action", [
    {"type": "choose", "card": 3, 7: "x"}, {"type": "choose", "card": 3, None: 1},
    {"type": "choose", "card": 3, (1,): 1, "extra": 2}, {1: "choose"}, {True: "choose", "card": 3},
    {"type": ["choose"], "card": 3}, {"type": "choose", "card": [3]},
    {"type": "choose", "card": {"card": 3}}, {"type": "choose", "card": None},
    {"type": "swap", "first": 1.5, "second": 2}, {"type": {"type": "choose"}},
    [{"type": "choose", "card": 3}], "choose", 3, None,
])
def test_junk_shapes_and_keys_that_are_not_strings_are_refused_with_a_sentence(action):
    state = GAME.decode(POSITIONS[0])
    with pytest.raises(IllegalAction) as refused:
        act(state, 0, action)
    assert refused.value.code == "illegal_action" and refused.value.detail.endswith(".")
    assert GAME.encode(state) == POSITIONS[0]
