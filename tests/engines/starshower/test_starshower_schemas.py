"""The HTTP schemas describe exactly what the engine accepts and shows."""

import json

import pytest
from marshmallow import ValidationError

from engines.contract import Rng
from engines.starshower import GAME
from engines.starshower.facts import SIZE_DEFAULT, SIZE_MAX, SIZE_MIN
from schemas.starshower import ActionSchema, BreakdownSchema, OptionsSchema, StateSchema
from starshower_positions import wire_view
from tests.spec_check import assert_fits

# One instance of each: building a marshmallow schema costs ~0.5 ms, a load with it ~40 µs,
# and these tables check thousands of actions and views.
ACTION_SCHEMA = ActionSchema()
OPTIONS_SCHEMA = OptionsSchema()

NOW = 0.0


def test_options_default_and_range_come_from_the_engine():
    assert OPTIONS_SCHEMA.load({}) == {"size": SIZE_DEFAULT} == GAME.meta.resolve_options({})
    assert OPTIONS_SCHEMA.load({"size": SIZE_MAX}) == {"size": SIZE_MAX}
    assert OPTIONS_SCHEMA.load({"size": 12.0}) == {"size": 12}  # JSON Schema counts 12.0 an integer
    for bad in (SIZE_MIN - 1, SIZE_MAX + 1, 12.5, "12"):
        with pytest.raises(ValidationError):
            OPTIONS_SCHEMA.load({"size": bad})


@pytest.mark.slow
def test_every_legal_action_view_and_breakdown_fits_the_schemas():
    actions, states, breakdowns = ActionSchema(), StateSchema(), BreakdownSchema()
    for seed, players, size in ((0, 2, 10), (1, 3, 10), (2, 8, 10), (3, 4, 12)):
        rng = Rng(seed)
        state = GAME.setup(players, {"size": size}, rng)
        kinds, loaded = set(), set()
        while True:
            for seat in [*range(players), None]:  # openapi.yaml's schemas at every step
                assert_fits("StarshowerState", wire_view(state, seat))
            for entry in GAME.score(state)["players"]:
                assert_fits("StarshowerBreakdown", entry["breakdown"])
            if GAME.is_over(state):
                break
            seat = state.seat
            for action in GAME.legal_actions(state, seat, NOW):
                key = json.dumps(action)
                if key not in loaded:  # the same action recurs turn after turn: load it once
                    assert actions.load(action) == action
                    loaded.add(key)
                kinds.add(action["type"])
            GAME.apply(state, seat, GAME.bots["random"](state, seat, rng, NOW), rng, NOW)
        assert kinds == {"call", "star", "black_star"}
        for seat in [*range(players), None]:  # and marshmallow's, which the document is built from
            assert states.validate(wire_view(state, seat)) == {}
        for entry in GAME.score(state)["players"]:
            assert breakdowns.validate(entry["breakdown"]) == {}
        assert wire_view(state, None)["turn"] is None


@pytest.mark.parametrize("action", [
    {"type": "call", "side": "edge"},
    {"type": "star", "point": [1, 2.5]},
    {"type": "star", "point": [1, 2], "group": [[1, 2]]},
    {"type": "black_star", "point": [1]},
    {"type": "black_star", "point": [1, 2], "connect": [[1, "3"]]},
    {"type": "shoot"},
])
def test_the_action_schema_refuses_what_the_engine_refuses(action):
    with pytest.raises(ValidationError):
        ACTION_SCHEMA.load(action)


def test_optional_fields_may_be_left_out():
    assert ACTION_SCHEMA.load({"type": "black_star", "point": [3, 4]}) == {"type": "black_star", "point": [3, 4]}
    assert ACTION_SCHEMA.load({"type": "star", "point": [3, 4]}) == {"type": "star", "point": [3, 4]}
