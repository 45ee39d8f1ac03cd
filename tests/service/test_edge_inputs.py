"""Attacks at the edges of a request (issues 25 and 26): a body that once froze a process, a
cross-site browser request, digits that are not ASCII, a pattern a trailing newline slipped past.
Each is refused with a 4xx problem+json and changes nothing."""

from __future__ import annotations

import time

import pytest

from tests.playing import StarportClient

GAME = "starshower"
# 33 brackets (past the depth limit), then an unterminated run of \" to 64 KiB: the raw-bytes
# string scan the depth check used backtracked on every quote (~17 s on a quiet machine).
HOSTILE = b"[" * 33 + b'"' + b'\\"' * ((64 * 1024 - 34) // 2)


@pytest.fixture
def api(client):
    return StarportClient(client)


def assert_refused(answer, status: int, code: str) -> None:
    assert answer.status == status, (answer.status, answer.body)
    assert answer.headers["Content-Type"] == "application/problem+json"
    assert answer.body["code"] == code and answer.body["status"] == status and answer.body["detail"]


def open_table(api) -> tuple[str, str]:
    """A game waiting for its second seat; its id and the first seat's token."""
    created = api.create(GAME, [{"name": "ann"}, {"open": True}]).body
    return created["game_id"], created["seats"][0]["token"]


# -- 25.7: every body check linear in the body -------------------------------------------------

def test_a_hostile_64_kib_body_is_refused_at_once_on_every_post_route(api, app, redis_client):
    game_id, token = open_table(api)
    assert len(HOSTILE) <= app.config["MAX_CONTENT_LENGTH"]
    before = sorted(redis_client.keys("sp:*"))
    for path in ["/v1/players", f"/v1/{GAME}/games", f"/v1/{GAME}/games/{game_id}/seats/1/claim",
                 f"/v1/{GAME}/games/{game_id}/actions", f"/v1/{GAME}/games/nosuchgame/actions"]:
        started = time.perf_counter()
        answer = api.request("POST", path, data=HOSTILE, content_type="application/json", token=token)
        seconds = time.perf_counter() - started
        assert_refused(answer, 400, "malformed_json")
        # Not a benchmark: the quadratic check took ~17 s here (45 s under load) and a linear one
        # takes well under 1 ms, so a 2 s bound fails on the old code and never flakes on a busy CI.
        assert seconds < 2, f"{path}: {seconds:.1f} s for a 64 KiB body"
    assert sorted(redis_client.keys("sp:*")) == before
