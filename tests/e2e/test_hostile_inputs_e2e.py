"""Issue 14's hostile inputs against real gunicorn, where the body arrives as gunicorn hands it
over (chunked bodies have no Content-Length): each is a 4xx problem+json and changes nothing."""

from __future__ import annotations

import os

import requests

from service.http.wire import MAX_JSON_DEPTH

GAME = "starshower"
CALL = b'{"type": "call", "side": "heads"}'
LIMIT = int(os.environ.get("STARPORT_MAX_BODY_BYTES", 64 * 1024))  # what the stack inherits


def new_table(stack):
    created = stack.api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    game_id = created["game_id"]
    seat = stack.api.view(GAME, game_id).body["to_act"][0]["seat"]
    token = next(s["token"] for s in created["seats"] if s["seat"] == seat)
    return game_id, {"Authorization": f"Bearer {token}"}


def in_chunks(body: bytes, size: int = 4096):
    """A generator body: requests sends it with Transfer-Encoding: chunked."""
    return (body[i:i + size] for i in range(0, len(body), size))


def assert_problem(response: requests.Response, status: int, code: str) -> None:
    assert response.status_code == status, (response.status_code, response.text[:300])
    assert response.headers["Content-Type"] == "application/problem+json"
    assert response.json()["code"] == code


def test_a_chunked_body_over_the_limit_is_413_not_a_cut_body(stack):
    game_id, auth = new_table(stack)
    url = f"{stack.base}/v1/{GAME}/games/{game_id}/actions"
    padded = CALL[:-1] + b" " * LIMIT + b"}"
    answer = requests.post(url, data=in_chunks(padded), timeout=30,
                           headers={**auth, "Content-Type": "application/json"})
    assert answer.request.headers.get("Transfer-Encoding") == "chunked"
    assert_problem(answer, 413, "payload_too_large")
    assert stack.api.view(GAME, game_id).body["version"] == 1
    fits = requests.post(url, data=in_chunks(CALL[:-1] + b" " * (LIMIT - len(CALL)) + b"}"), timeout=30,
                         headers={**auth, "Content-Type": "application/json"})
    assert fits.status_code == 200 and fits.json()["version"] == 2


def test_a_declared_body_over_the_limit_is_413(stack):
    answer = requests.post(f"{stack.base}/v1/{GAME}/games", data=b'{"seats": [' + b" " * LIMIT + b"]}",
                           headers={"Content-Type": "application/json"}, timeout=30)
    assert_problem(answer, 413, "payload_too_large")


def test_deep_json_is_malformed_not_a_500(stack):
    game_id, auth = new_table(stack)
    for depth in (MAX_JSON_DEPTH + 1, 1_000, 30_000):
        body = b'{"type": "call", "side": ' + b"[" * depth + b"]" * depth + b"}"
        answer = requests.post(f"{stack.base}/v1/{GAME}/games/{game_id}/actions", data=in_chunks(body),
                               headers={**auth, "Content-Type": "application/json"}, timeout=30)
        assert_problem(answer, 400, "malformed_json")
    assert stack.api.view(GAME, game_id).body["version"] == 1


def test_a_latin1_digit_in_if_match_is_refused(stack):
    game_id, auth = new_table(stack)
    answer = requests.post(f"{stack.base}/v1/{GAME}/games/{game_id}/actions", data=CALL, timeout=30,
                           headers={**auth, "Content-Type": "application/json", "If-Match": '"\xb2"'})
    assert_problem(answer, 400, "invalid_if_match")
    view = requests.get(f"{stack.base}/v1/{GAME}/games/{game_id}", headers={"If-None-Match": '"\xb2"'}, timeout=30)
    assert_problem(view, 400, "invalid_if_none_match")
    assert stack.api.view(GAME, game_id).body["version"] == 1


def test_events_after_past_a_stream_id_is_a_validation_error(stack):
    game_id, _ = new_table(stack)
    answer = requests.get(f"{stack.base}/v1/{GAME}/games/{game_id}/events?after=18446744073709551616", timeout=30)
    assert_problem(answer, 422, "validation_error")


def test_a_body_sent_as_text_is_415(stack):
    game_id, auth = new_table(stack)
    answer = requests.post(f"{stack.base}/v1/{GAME}/games/{game_id}/actions", data=CALL, timeout=30,
                           headers={**auth, "Content-Type": "text/plain"})
    assert_problem(answer, 415, "unsupported_media_type")
    assert stack.api.view(GAME, game_id).body["version"] == 1
