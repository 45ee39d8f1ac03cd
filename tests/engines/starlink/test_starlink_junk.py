"""Whatever a bot, a test or a client sends, Starlink answers with IllegalAction and a reason,
never a TypeError or KeyError: junk seats, junk actions, nested junk, in every phase."""

import pytest
from hypothesis import given, settings, strategies as st

from engines.contract import IllegalAction
from engines.starlink import GAME
from engines.starlink.rules import ACTION_FIELDS
from starlink_table import NOW, guess, illustrate, link, new_game
from tests.examples import examples

INT_FIELDS = ("constellation", "word_index", "a", "b")
BAD_SEATS = [True, False, 1.0, 0.0, "0", "cosmobot", [0], (1,), {"seat": 0}, -1, 3, 2 ** 70]


def table(phase: str):
    """A 3-player table in ``phase``; every seat 0..2 is real."""
    state, rng = new_game(players=3)
    if phase == "choose_word":
        GAME.expire(state, NOW, rng)
    elif phase in ("drawing", "silenced"):
        illustrate(state, rng, "owl")
        link(state, rng, 1, 2)
        if phase == "silenced":
            guess(state, rng, 1, "bat")
    elif phase == "over":
        now = NOW
        while not GAME.is_over(state):
            GAME.apply(state, state.turn.illustrator, {"type": "choose_word", "word_index": 0}, rng, now)
            now = GAME.deadline(state)
            GAME.expire(state, now, rng)
    return state, rng


PHASES = ["choose_word", "drawing", "silenced", "over"]
TABLES = {phase: table(phase) for phase in PHASES}

keys = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8) \
    | st.sampled_from(["type", "text", *INT_FIELDS])
scalars = st.none() | st.booleans() | st.integers(-2 ** 70, 2 ** 70) | st.floats() | st.text(max_size=70)
junk = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner)
                    | st.dictionaries(keys, inner, max_size=3), max_leaves=8)
not_an_int = junk.filter(lambda v: isinstance(v, bool) or not isinstance(v, int))
not_a_str = junk.filter(lambda v: not isinstance(v, str))
types = st.sampled_from(sorted(ACTION_FIELDS))


@st.composite
def wrong_field(draw) -> dict:
    """A known action type with one field of the wrong kind (or missing)."""
    kind = draw(types.filter(lambda k: ACTION_FIELDS[k]))
    action = {"type": kind, **{name: 0 for name in ACTION_FIELDS[kind]}}
    name = draw(st.sampled_from(sorted(ACTION_FIELDS[kind])))
    if draw(st.booleans()):
        del action[name]
    else:
        action[name] = draw(not_a_str if name == "text" else not_an_int)
    return action


@st.composite
def foreign_key(draw) -> dict:
    """A well-formed action plus a key that is not a field name (often not even a string)."""
    kind = draw(types)
    action = {"type": kind, **{name: 0 for name in ACTION_FIELDS[kind]}}
    action[draw(keys.filter(lambda k: k not in ACTION_FIELDS[kind] and k != "type"))] = draw(junk)
    return action


never_legal = (
    junk.filter(lambda v: not isinstance(v, dict))
    | st.dictionaries(keys, junk).filter(lambda d: not isinstance(d.get("type"), str)
                                         or d["type"] not in ACTION_FIELDS)
    | st.fixed_dictionaries({"type": not_a_str})
    | wrong_field()
    | foreign_key()
)
anything = junk | st.fixed_dictionaries({"type": types}, optional={
    "text": junk | st.text(max_size=70), **{name: junk | st.integers(-3, 90) for name in INT_FIELDS}})


def refused(phase: str, seat, action) -> IllegalAction:
    state, rng = TABLES[phase]
    before = GAME.encode(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action, rng, NOW)
    assert caught.value.code in ("illegal_action", "not_your_turn", "game_over")
    assert caught.value.detail
    assert GAME.encode(state) == before
    return caught.value


@settings(max_examples=examples(300), deadline=None)
@given(phase=st.sampled_from(PHASES), seat=st.sampled_from([0, 1, 2]), action=never_legal)
def test_junk_actions_are_refused_with_a_reason(phase, seat, action):
    refused(phase, seat, action)


@settings(max_examples=examples(300), deadline=None)
@given(phase=st.sampled_from(PHASES), seat=st.sampled_from([0, 1, 2]), action=anything)
def test_any_action_is_applied_or_refused_never_a_crash(phase, seat, action):
    state, rng = TABLES[phase]
    twin = GAME.decode(GAME.encode(state))
    try:
        events = GAME.apply(twin, seat, action, rng, NOW)
    except IllegalAction:
        assert GAME.encode(twin) == GAME.encode(state)
    else:
        assert events and all(isinstance(e, dict) and "type" in e for e in events)


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
def test_a_seat_that_is_not_a_seat_number_is_refused_everywhere(phase, seat):
    action = {"type": "guess", "text": "owl"} if phase != "choose_word" else {"type": "choose_word", "word_index": 0}
    refused(phase, seat, action)
    state, _ = TABLES[phase]
    with pytest.raises(IllegalAction) as caught:
        GAME.legal_actions(state, seat, NOW)
    assert caught.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as caught:
        GAME.view(state, seat)
    assert caught.value.code == "not_your_turn"


def test_a_float_or_bool_seat_never_passes_for_the_seat_it_equals():
    state, rng = TABLES["choose_word"]
    assert GAME.legal_actions(state, 0, NOW)  # seat 0 illustrates...
    assert refused("choose_word", 0.0, {"type": "choose_word", "word_index": 0}).code == "not_your_turn"
    assert refused("choose_word", False, {"type": "choose_word", "word_index": 0}).code == "not_your_turn"
    assert refused("drawing", 1.0, {"type": "guess", "text": "owl"}).code == "not_your_turn"
    assert refused("drawing", True, {"type": "guess", "text": "owl"}).code == "not_your_turn"


def test_an_action_with_a_key_that_is_not_a_string_is_refused():
    for action in ({"type": "erase_all", 1: 2, "x": 3}, {"type": "guess", "text": "owl", None: 0},
                   {("type",): "guess"}):
        assert "named fields" in refused("drawing", 0 if action.get("type") == "erase_all" else 1, action).detail
