"""Issue 25.1 against real gunicorn, where a stream's news is written to its socket by the listener
itself (``streams.Stream``, no greenlet of its own woken): a seat's stream still ends when the
seat changes hands, before the next holder's private events."""

from __future__ import annotations

import threading
import time

import pytest
import requests

from tests.e2e.conftest import running_stack
from tests.playing import read_sse

LIFETIME = 8  # seconds: today's stream runs on to here
STARLIGNED = "starligned"


@pytest.fixture(scope="module")
def seats_stack(redis_url, tmp_path_factory):
    with running_stack(redis_url, tmp_path_factory.mktemp("seats"), queue="starport-e2e-seats",
                       STARPORT_STREAM_LIFETIME=str(LIFETIME)) as running:
        yield running


def test_a_leavers_stream_over_gunicorn_ends_before_the_next_holder_chooses_a_card(seats_stack):
    api = seats_stack.api
    created = api.create(STARLIGNED, [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}], on_leave="reopen").body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    last = api.get(f"/v1/{STARLIGNED}/games/{game_id}/events?after=0", token=ann).body["events"][-1]["seq"]
    stream = requests.get(f"{seats_stack.base}/v1/{STARLIGNED}/games/{game_id}/stream?after=0",
                          headers={"Authorization": f"Bearer {ann}"}, stream=True, timeout=30)
    assert stream.status_code == 200
    items, caught_up, over = [], threading.Event(), threading.Event()

    def read():
        for item in read_sse(stream):
            if "comment" in item:
                continue
            items.append(item)
            if item.get("id") == str(last):
                caught_up.set()
        over.set()  # the server closed it

    threading.Thread(target=read, daemon=True).start()
    assert caught_up.wait(10), items
    assert api.post(f"/v1/{STARLIGNED}/games/{game_id}/seats/0/leave", token=ann).body["then"] == "reopened"
    dan = api.post(f"/v1/{STARLIGNED}/games/{game_id}/seats/0/claim", {"name": "dan"}).body["token"]
    action = next(a for a in api.actions(STARLIGNED, game_id, dan).body["actions"] if a["type"] == "choose")
    started = time.monotonic()
    assert api.act(STARLIGNED, game_id, dan, action).status == 200

    assert over.wait(LIFETIME + 5)
    stream.close()
    assert not any(item["data"].get("type") == "chose_card" for item in items), "dan's card reached ann"
    assert items[-1]["event"] == "end" and items[-1]["data"]["reason"] == "seat_changed_hands"
    assert time.monotonic() - started < LIFETIME / 2, "the stream ran on to its lifetime"
