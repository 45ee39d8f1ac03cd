"""A tiny client of the Starport API for tests: the same calls over Flask's test client or real
HTTP (requests), so in-process and end-to-end tests read alike."""

from __future__ import annotations

import json
import random
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator

import requests


@dataclass
class Answer:
    status: int
    body: dict | None
    headers: dict
    raw: bytes


# gunicorn closes a keep-alive connection idle for 5 s (service/running/gunicorn_conf.py). A request
# sent on it just as it closes is reset (ECONNRESET: CI saw one in a POST after a test's pause), and
# a POST cannot be safely sent again: connections idle longer than this are dropped before a request.
IDLE_CONNECTION_REUSE = 2.0


class StarportClient:
    def __init__(self, transport, base: str = "", *, spec_check=None):
        self.transport = transport  # a Flask test client or a requests.Session
        self.base = base
        self.is_flask = hasattr(transport, "application")
        self.spec_check = spec_check  # called on every answer (tests/spec_check.py)
        self.last_answer_at = time.monotonic()

    def request(self, method: str, path: str, *, json_body=None, token: str | None = None,
                headers: dict | None = None, data=None, content_type: str | None = None) -> Answer:
        headers = dict(headers or {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        if content_type:
            headers["Content-Type"] = content_type
        if self.is_flask:
            r = self.transport.open(path, method=method, json=json_body, data=data, headers=headers)
            raw, response_headers = r.data, dict(r.headers)
        else:
            if time.monotonic() - self.last_answer_at > IDLE_CONNECTION_REUSE:
                self.transport.close()  # its pools' idle connections; the session goes on with new ones
            r = self.transport.request(method, self.base + path, json=json_body, data=data, headers=headers,
                                       timeout=60)
            raw, response_headers = r.content, dict(r.headers)
            self.last_answer_at = time.monotonic()
        body = json.loads(raw) if raw and "json" in response_headers.get("Content-Type", "") else None
        if self.spec_check:
            self.spec_check(method, path, r.status_code, response_headers.get("Content-Type", ""), body)
        return Answer(r.status_code, body, response_headers, raw)

    def get(self, path, **kw) -> Answer:
        return self.request("GET", path, **kw)

    def post(self, path, body=None, **kw) -> Answer:
        return self.request("POST", path, json_body=body, **kw)

    # -- the game calls ----------------------------------------------------------------------

    def create(self, slug: str, seats: list[dict], token: str | None = None, **extra) -> Answer:
        """``token``: the bearer, a player key for a seat ``{"player": <its id>}``."""
        answer = self.post(f"/v1/{slug}/games", {"seats": seats, **extra}, token=token)
        assert answer.status == 201, answer.body
        return answer

    def view(self, slug, game_id, token=None, **kw) -> Answer:
        return self.get(f"/v1/{slug}/games/{game_id}", token=token, **kw)

    def actions(self, slug, game_id, token) -> Answer:
        return self.get(f"/v1/{slug}/games/{game_id}/actions", token=token)

    def act(self, slug, game_id, token, action, **kw) -> Answer:
        return self.post(f"/v1/{slug}/games/{game_id}/actions", action, token=token, **kw)

    def score(self, slug, game_id) -> Answer:
        return self.get(f"/v1/{slug}/games/{game_id}/score")


def play_to_the_end(api: StarportClient, slug: str, game_id: str, tokens: dict[int, str], *,
                    choose=None, between_turns=None, rng: random.Random | None = None,
                    max_requests: int = 20000, timeout: float = 300) -> dict:
    """Play the human seats (``tokens``) with ``choose(view, actions)`` — a random legal action by
    default; None: nothing to do until the game moves — until the game is over;
    ``between_turns()`` runs jobs (or waits for the worker) when no human seat is to act (or
    has anything to do). Returns the final spectator view."""
    rng = rng or random.Random(0)
    choose = choose or (lambda view, actions: rng.choice(actions))
    give_up = time.monotonic() + timeout
    for _ in range(max_requests):
        view = api.view(slug, game_id).body
        if view["status"] == "finished":
            return view
        humans = [p["seat"] for p in view["to_act"] if p["seat"] in tokens]
        if not humans:
            assert time.monotonic() < give_up, f"no progress: {view['to_act']}"
            if between_turns:
                between_turns()
            continue
        seat = humans[0]
        listed = api.actions(slug, game_id, tokens[seat]).body
        if not listed["actions"]:
            continue
        seat_view = api.view(slug, game_id, tokens[seat]).body
        chosen = choose(seat_view, listed["actions"])
        if chosen is None:
            assert time.monotonic() < give_up, f"no progress: {seat_view['to_act']}"
            if between_turns:
                between_turns()
            continue
        answer = api.act(slug, game_id, tokens[seat], chosen)
        if answer.status != 200:
            # Only acceptable when another actor (a bot, the timer) moved the game on meanwhile.
            assert answer.status in (409, 412, 422), answer.body
            assert api.view(slug, game_id).body["version"] > listed["version"], answer.body
    raise AssertionError("the game did not end")


def read_sse(response) -> Iterator[dict]:
    """Server-Sent Events from a streamed ``requests`` response, as they arrive: each event as a
    dict of its fields (``id``, ``event``, ``data``, JSON-decoded), each comment as ``{"comment": text}``."""
    fields: dict = {}
    for line in response.iter_lines(chunk_size=None):
        if not line:
            if "data" in fields:  # as EventSource does: a block without data (retry: …) is no event
                fields["data"] = json.loads(fields["data"])
                yield fields
            fields = {}
            continue
        text = line.decode()
        if text.startswith(":"):
            yield {"comment": text[1:].strip()}
            continue
        name, _, value = text.partition(":")
        fields[name] = value[1:] if value.startswith(" ") else value


@contextmanager
def watching(base: str, slug: str, game_id: str, token: str, on_event: Callable[[dict], None]) -> Iterator[None]:
    """A game's push stream read by a thread while the block runs, each event's data given to
    ``on_event`` as it arrives; after the block the thread stops at the next event or keep-alive
    and closes the stream."""
    stream = requests.get(f"{base}/v1/{slug}/games/{game_id}/stream?after=0",
                          headers={"Accept": "text/event-stream", "Authorization": f"Bearer {token}"},
                          stream=True, timeout=30)
    assert stream.status_code == 200
    done = threading.Event()

    def read():
        for item in read_sse(stream):
            if done.is_set():
                break
            if "comment" not in item and "event" not in item:
                on_event(item["data"])
        stream.close()

    reader = threading.Thread(target=read)
    reader.start()
    try:
        yield
    finally:
        done.set()
        reader.join(timeout=10)


def whole_log(api, slug: str, game_id: str, token: str | None = None) -> list[dict]:
    """A game's whole log as ``token`` may see it, page after page (a page holds at most
    ``LOG_PAGE`` events: a long Starlink game has more)."""
    events, after = [], 0
    while True:
        page = api.get(f"/v1/{slug}/games/{game_id}/events?after={after}", token=token).body
        events += page["events"]
        after = page["last_seq"]
        if not page["more"]:
            return events
