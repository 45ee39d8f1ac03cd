"""The checker the e2e client runs on every answer (tests/spec_check.py) does refuse answers
that break openapi.yaml: a missing field, an event of an unknown shape, an undocumented status."""

import pytest

from tests.spec_check import SpecCheck, assert_fits

SCORE = "/v1/starshower/games/abc/score"


def test_a_matching_answer_passes_and_is_counted():
    check = SpecCheck()
    check("GET", SCORE, 200, "application/json", {"version": 1, "final": False, "players": [], "winners": []})
    assert check.checked == 1


@pytest.mark.parametrize("path, status, body", [
    (SCORE, 200, {"version": 1, "final": False, "players": [{"seat": 0, "total": 3}], "winners": []}),
    ("/v1/starshower/games/abc/events?after=0", 200,
     {"version": 1, "last_seq": 1, "events": [{"seq": 1, "version": 1, "actor": None, "type": "flip"}]}),
    ("/v1/starshower/games/abc/events", 200,
     {"version": 1, "last_seq": 1, "events": [{"seq": 1, "version": 1, "actor": 0, "type": "moon_laid",
                                                "seat": 0, "cards": [1, 2]}]}),
    (SCORE, 404, {"type": "x", "title": "Not Found", "status": 404, "code": "no_such_code", "detail": "."}),
])
def test_an_answer_that_breaks_the_contract_is_refused(path, status, body):
    media_type = "application/json" if status < 400 else "application/problem+json"
    with pytest.raises(AssertionError, match="does not match openapi.yaml"):
        SpecCheck()("GET", path, status, media_type, body)


def test_an_answer_in_an_undocumented_media_type_is_refused():
    with pytest.raises(AssertionError, match="is not documented"):
        SpecCheck()("GET", SCORE, 404, "text/html", {"detail": "."})


@pytest.mark.parametrize("action, valid", [
    ({"type": "add_segment", "a": 3, "b": 17}, True),
    ({"type": "add_segment", "a": 3}, False),                 # a field missing
    ({"type": "add_segment", "a": 3, "b": 17, "x": 1}, False),
    ({"type": "guess", "a": 3, "b": 17}, False),              # another branch's fields
    ({"type": "no_such_action"}, False),                      # no branch
    ({"a": 3, "b": 17}, False),
])
def test_the_compiled_check_refuses_and_passes_what_plain_json_schema_does(action, valid):
    import jsonschema

    check = SpecCheck()
    path = "/v1/starlink/games/abc/actions"
    body = {"version": 1, "actions": [action]}
    plain = jsonschema.Draft202012Validator(
        {**check.spec["paths"]["/v1/starlink/games/{game_id}/actions"]["get"]["responses"]["200"]["content"]
         ["application/json"]["schema"], "components": check.spec["components"]})
    assert plain.is_valid(body) is valid
    if valid:
        check("GET", path, 200, "application/json", body)
    else:
        with pytest.raises(AssertionError, match="does not match openapi.yaml"):
            check("GET", path, 200, "application/json", body)


def test_an_engine_view_that_breaks_its_published_schema_is_refused():
    """``assert_fits``, the engines' tests' check of every step's views against openapi.yaml."""
    from engines.contract import Rng
    from engines.starligned import GAME

    view = GAME.view(GAME.setup(3, {}, Rng(1)), 0)
    assert_fits("StarlignedState", view)
    for broken in ({**view, "extra": 1}, {**view, "round": 9}, {**view, "hand": "none"},
                   {k: v for k, v in view.items() if k != "phase"}):
        with pytest.raises(AssertionError, match="does not fit openapi.yaml's StarlignedState"):
            assert_fits("StarlignedState", broken)
