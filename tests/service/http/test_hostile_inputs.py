"""Requests a hostile or careless client sends (issue 14, each measured as a 500 or a wrong
answer on the live server): every one is a 4xx problem+json with a stable code, and changes
nothing in the store."""

from __future__ import annotations

import io
import json

import pytest

from service.problems import Problem
from service.http.wire import MAX_JSON_DEPTH, decode_json, json_depth_exceeds
from tests.playing import Answer

GAME = "starshower"
CALL = b'{"type": "call", "side": "heads"}'



@pytest.fixture
def table(api, redis_client):
    """A fresh two-seat game, the seat to act, and a snapshot of everything stored."""
    created = api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    seat = api.view(GAME, game_id).body["to_act"][0]["seat"]

    class Table:
        id = game_id
        token = tokens[seat]
        actions = f"/v1/{GAME}/games/{game_id}/actions"

        @staticmethod
        def stored():
            return (redis_client.hgetall(f"sp:{{{game_id}}}"), redis_client.xlen(f"sp:{{{game_id}}}:events"),
                    sorted(redis_client.keys("sp:*")))

    return Table


def assert_refused(answer, status: int, code: str) -> None:
    assert answer.status == status, (answer.status, answer.body)
    assert answer.headers["Content-Type"] == "application/problem+json"
    assert answer.body["code"] == code and answer.body["status"] == status and answer.body["detail"]


def post(api, path, data: bytes, content_type="application/json", **kw):
    return api.request("POST", path, data=data, content_type=content_type, **kw)


def nested(depth: int, inner: bytes = b"0") -> bytes:
    return b"[" * depth + inner + b"]" * depth


# -- JSON nested too deep ----------------------------------------------------------------------

@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 1_000, 20_000])
def test_json_nested_past_the_limit_is_malformed_on_act(api, table, depth):
    before = table.stored()
    body = b'{"type": "call", "side": ' + nested(depth - 1) + b"}"
    assert_refused(post(api, table.actions, body, token=table.token), 400, "malformed_json")
    assert table.stored() == before


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 1_000, 9_000])
def test_json_nested_past_the_limit_is_malformed_on_create(api, redis_client, depth):
    before = sorted(redis_client.keys("sp:*"))
    body = b'{"seats": [{"name": "ann"}], "options": ' + b'{"a": ' * (depth - 1) + b"0" + b"}" * (depth - 1) + b"}"
    answer = post(api, f"/v1/{GAME}/games", body)
    assert_refused(answer, 400, "malformed_json")
    assert str(MAX_JSON_DEPTH) in answer.body["detail"]
    assert sorted(redis_client.keys("sp:*")) == before


@pytest.mark.parametrize("side", [b"1e400", b"NaN", b'"\xff"', b'"\\ud800"'])
def test_what_is_not_json_is_malformed(api, table, side):
    body = b'{"type": "call", "side": ' + side + b"}"
    assert_refused(post(api, table.actions, body, token=table.token), 400, "malformed_json")
    assert_refused(post(api, f"/v1/{GAME}/games", b'{"seats": [{"name": "ann"}], "seed": ' + side + b"}"),
                   400, "malformed_json")


@pytest.mark.parametrize("body, where", [
    (b'{\n  "type": "call",\n  "side": "heads"\n  "note": "\xc3\xa9t\xc3\xa9"\n}',
     "expected ',' or '}', at line 4, column 3 (byte 40)"),
    (b'{"type": "call", "side": heads}', "invalid character, at line 1, column 26 (byte 25)"),
    (b'{"type": "call",\n "side": "h\xc3\xa9ads",}', "trailing comma in object, at line 2, column 18 (byte 35)"),  # é: one column, two bytes
    (b'{"type": "call", "side": "heads"', "it ends before its JSON value does, at line 1, column 33 (byte 32)"),
    (b'{"type": "call", "side": "\xff"}', "it is not UTF-8, at line 1, column 27 (byte 26)"),
    (b'{"type": "call", "side": 1e400}', "a number is out of range"),
])
def test_malformed_json_says_what_the_decoder_found_and_where(api, table, body, where):
    before = table.stored()
    answer = post(api, table.actions, body, token=table.token)
    assert_refused(answer, 400, "malformed_json")
    assert answer.body["detail"] == f"The request body is not valid JSON: {where}."
    assert table.stored() == before


def test_json_exactly_at_the_limit_reaches_the_schema(api, table):
    body = b'{"type": "call", "side": ' + nested(MAX_JSON_DEPTH - 1) + b"}"
    assert_refused(post(api, table.actions, body, token=table.token), 422, "validation_error")


def test_brackets_inside_strings_are_not_nesting(api):
    seats = [{"name": "[[[[[[[[{{{{"}, {"name": "{{{{[[[[[[[["}, {"name": "]]]]]][[[[[["}, {"name": "[[[[[[[[[[[["}]
    assert api.create(GAME, seats).status == 201


def test_the_depth_check_reads_json_as_json():
    assert not json_depth_exceeds(json.loads(nested(MAX_JSON_DEPTH)))
    assert json_depth_exceeds(json.loads(nested(MAX_JSON_DEPTH + 1)))
    assert not json_depth_exceeds(json.loads(b"[" + b"[0]," * 5_000 + b"0]"))  # wide, not deep
    assert not json_depth_exceeds(json.loads(b'["' + b"[" * 100 + b'\\"[[[", "' + b"{" * 100 + b'"]'))
    with pytest.raises(Problem, match="not valid JSON"):
        decode_json(b"[" * 40)  # unclosed: malformed whatever its depth


# -- If-Match and If-None-Match ----------------------------------------------------------------

@pytest.mark.parametrize("value", ['"\xb2"', "\xb2", '"\u0663"', "soon", '"7', "W/7", '"1", "2"', "", '"-1"',
                                   '"' + "9" * 5000 + '"', '"1.0"', "0x1"])
def test_an_if_match_that_is_not_a_version_is_refused(api, table, value):
    before = table.stored()
    answer = post(api, table.actions, CALL, token=table.token, headers={"If-Match": value})
    assert_refused(answer, 400, "invalid_if_match")
    assert '"7"' in answer.body["detail"]
    assert table.stored() == before


@pytest.mark.parametrize("value", ['"1"', "1", 'W/"1"', " \"1\" ", "*"])
def test_if_match_takes_the_etag_a_bare_version_or_a_star(api, table, value):
    answer = post(api, table.actions, CALL, token=table.token, headers={"If-Match": value})
    assert answer.status == 200 and answer.body["version"] == 2


def test_an_if_match_of_another_version_is_still_a_conflict(api, table):
    answer = post(api, table.actions, CALL, token=table.token, headers={"If-Match": '"7"'})
    assert_refused(answer, 412, "version_conflict")


@pytest.mark.parametrize("value", ['"\xb2"', '"abc"', "soon", '"1",', '"' + "9" * 5000 + '"'])
def test_an_if_none_match_that_is_not_versions_is_refused(api, table, value):
    answer = api.view(GAME, table.id, headers={"If-None-Match": value})
    assert_refused(answer, 400, "invalid_if_none_match")


@pytest.mark.parametrize("value", ['"1"', "1", 'W/"1"', '"0", "1"', '"1","2"', "*"])
def test_if_none_match_of_the_current_version_is_304(api, table, value):
    assert api.view(GAME, table.id, headers={"If-None-Match": value}).status == 304


def test_if_none_match_of_other_versions_is_the_view(api, table):
    answer = api.view(GAME, table.id, headers={"If-None-Match": '"0", W/"2"'})
    assert answer.status == 200 and answer.headers["ETag"] == '"1"'


# -- the events query --------------------------------------------------------------------------

@pytest.mark.parametrize("query", ["after=18446744073709551616", "after=9223372036854775808", "after=-1",
                                   "after=1.5", "after=\u0663", "after=1_0", "after=%201", "after=",
                                   "after=" + "9" * 5000, "wait=nan", "wait=inf", "wait=1e999", "wait=-1",
                                   "wait=26", "wait=x"])
def test_an_events_query_out_of_range_is_a_validation_error(api, table, query):
    answer = api.get(f"/v1/{GAME}/games/{table.id}/events?{query}")
    assert_refused(answer, 422, "validation_error")
    assert answer.body["errors"]["query"]


def test_events_after_the_largest_sequence_number_is_empty(api, table):
    log = api.get(f"/v1/{GAME}/games/{table.id}/events?after=9223372036854775807").body
    assert log["events"] == []


# -- strict booleans ---------------------------------------------------------------------------

@pytest.mark.parametrize("value", ["yes", "true", 1, 0, "on", None, "False"])
def test_open_must_be_true_or_false(api, redis_client, value):
    before = sorted(redis_client.keys("sp:*"))
    answer = api.post(f"/v1/{GAME}/games", {"seats": [{"name": "ann"}, {"open": value}]})
    assert_refused(answer, 422, "validation_error")
    assert "open" in str(answer.body["errors"])
    assert sorted(redis_client.keys("sp:*")) == before


def test_an_open_seat_with_true_is_created(api):
    created = api.create(GAME, [{"name": "ann"}, {"open": True}]).body
    assert created["seats"][1]["open"] is True


# -- body size, chunked or not -----------------------------------------------------------------

def chunked(api, path, body: bytes, token=None, content_type="application/json"):
    """A body with no Content-Length, as gunicorn hands over a chunked one."""
    headers = {"Content-Type": content_type}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    response = api.transport.open(path, method="POST", input_stream=io.BytesIO(body), headers=headers,
                                  environ_overrides={"wsgi.input_terminated": True})
    return answer_of(response)


def answer_of(response) -> Answer:
    body = json.loads(response.data) if response.data else None
    return Answer(response.status_code, body, dict(response.headers), response.data)


def padded(size: int) -> bytes:
    return CALL[:-1] + b" " * (size - len(CALL)) + b"}"


def test_a_chunked_body_over_the_limit_is_413(api, app, table):
    limit = app.config["MAX_CONTENT_LENGTH"]
    before = table.stored()
    assert_refused(chunked(api, table.actions, padded(limit + 1), table.token), 413, "payload_too_large")
    assert_refused(chunked(api, f"/v1/{GAME}/games", b'{"seats": [' + b" " * limit + b"]}"), 413,
                   "payload_too_large")
    assert table.stored() == before


def test_a_chunked_body_of_exactly_the_limit_is_read_whole(api, app, table):
    answer = chunked(api, table.actions, padded(app.config["MAX_CONTENT_LENGTH"]), table.token)
    assert answer.status == 200 and answer.body["version"] == 2


def test_a_declared_length_over_the_limit_is_413_on_create(api, app):
    body = b'{"seats": [' + b" " * app.config["MAX_CONTENT_LENGTH"] + b"]}"
    assert_refused(post(api, f"/v1/{GAME}/games", body), 413, "payload_too_large")


# -- content types -----------------------------------------------------------------------------

@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded",
                                          "application/jsonp", "json", None])
def test_a_body_that_is_not_declared_json_is_415(api, table, redis_client, content_type):
    before = table.stored()
    headers = {"Authorization": f"Bearer {table.token}"}
    if content_type:
        headers["Content-Type"] = content_type
    for path, body in [(table.actions, CALL), (f"/v1/{GAME}/games", b'{"seats": [{"name": "ann"}]}'),
                       (f"/v1/{GAME}/games/{table.id}/seats/1/claim", b'{"name": "cy"}')]:
        response = api.transport.open(path, method="POST", data=body, headers=headers)
        answer = answer_of(response)
        assert_refused(answer, 415, "unsupported_media_type")
        assert "application/json" in answer.body["detail"]
        assert answer.headers["Accept-Post"] == "application/json"
    assert table.stored() == before


@pytest.mark.parametrize("content_type", ["application/json; charset=utf-8", "Application/JSON",
                                          "application/problem+json", "application/vnd.starport+json; v=1"])
def test_json_content_types_with_parameters_are_json(api, table, content_type):
    answer = post(api, table.actions, CALL, content_type=content_type, token=table.token)
    assert answer.status == 200 and answer.body["version"] == 2


def test_a_post_with_no_body_at_all_is_an_empty_object(api):
    created = api.create(GAME, [{"name": "ann"}, {"open": True}]).body
    claimed = api.request("POST", f"/v1/{GAME}/games/{created['game_id']}/seats/1/claim")
    assert claimed.status == 200 and claimed.body["seat"] == 1
    empty = api.request("POST", f"/v1/{GAME}/games", data=b"", content_type="text/plain")
    assert_refused(empty, 422, "validation_error")
