"""The bot runner's call layer (starport_bot/calls.py) against a scripted server on 127.0.0.1:
429 and 503 wait the ``Retry-After`` seconds (capped, and up to a fifth more) and ask again,
logged at info; 409 ``request_in_progress`` asks again with the same Idempotency-Key; a server
that is down is retried with a backoff and logged once going and once coming back; a stop ends
the wait. The Server's waits go through its ``stopping`` event, recorded here instead of slept.
``RetryAfterTransport`` gives the generated client the same patience."""

from __future__ import annotations

import asyncio
import logging
import sys
import threading
import time
from email.utils import formatdate
from pathlib import Path

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from starport_bot.calls import JITTER, MOST_BACKOFF, MOST_RETRY_AFTER, Server, Stopped

from .scripted_server import RecordedWaits, Reply, ScriptedServer, problem

KEY = "p1.secret"


def answers_in_turn(*replies: Reply):
    """A route answering ``replies`` in turn, the last one again once they run out."""
    given = []

    def route(request):
        given.append(request)
        return replies[min(len(given) - 1, len(replies) - 1)]
    return route


@pytest.fixture
def scripted():
    servers = []

    def start(routes, listen=True):
        servers.append(ScriptedServer(routes, listen=listen))
        return servers[-1]
    yield start
    for server in servers:
        server.close()


def bot_log(caplog):
    return [r for r in caplog.records if r.name == "starport-bot"]


def assert_waited(waits: list[float], asked: list[float]) -> None:
    """Each wait at least what was asked and at most a jitter more (never past the cap)."""
    assert len(waits) == len(asked), (waits, asked)
    for waited, wanted in zip(waits, asked):
        assert wanted <= waited <= min(wanted * (1 + JITTER), MOST_RETRY_AFTER), (waits, asked)


@pytest.mark.parametrize("status, code", [(429, "rate_limited"), (503, "unavailable")])
def test_a_refusal_to_wait_is_waited_out_for_its_retry_after_then_asked_again(scripted, caplog, status, code):
    server = scripted({("GET", "/v1/starshower/games/g1"): answers_in_turn(
        problem(status, code, retry_after="2"), problem(status, code, retry_after="1"), Reply(200, {"version": 4}))})
    waits = RecordedWaits()
    caplog.set_level(logging.INFO, "starport-bot")
    answer = Server(server.base, KEY, waits).call("GET", "/v1/starshower/games/g1")
    assert answer.status == 200 and answer.body == {"version": 4}
    assert_waited(waits.waits, [2.0, 1.0])
    assert len(server.requests("GET", "/v1/starshower/games/g1")) == 3
    said = [r.getMessage() for r in bot_log(caplog)]
    assert said == [f"told to wait: GET /v1/starshower/games/g1 answered {status} {code}; again in {w:.1f} s"
                    for w in waits.waits]
    assert all(r.levelno == logging.INFO for r in bot_log(caplog))  # expected throttling: no error


@pytest.mark.parametrize("header, waited", [
    ("86400", MOST_RETRY_AFTER),   # a day: capped at five minutes
    ("inf", MOST_RETRY_AFTER),
    ("-5", 0.0),                   # the past: at once
    ("Thu, 01 Jan 1970 00:00:00 GMT", 0.0),
    ("soon", 0.5),                 # neither seconds nor a date: the backoff's first step
    ("nan", 0.5),
    (None, 0.5),
])
def test_an_absurd_retry_after_is_capped_and_a_missing_one_backs_off(scripted, header, waited):
    refusal = problem(429, "rate_limited", retry_after=header)
    server = scripted({("POST", "/v1/starshower/games"): answers_in_turn(refusal, Reply(201, {"game_id": "g1"}))})
    waits = RecordedWaits()
    assert Server(server.base, KEY, waits).call("POST", "/v1/starshower/games", json={}).status == 201
    assert_waited(waits.waits, [waited])


def test_a_retry_after_given_as_an_http_date_is_waited_until_that_time(scripted):
    when = formatdate(time.time() + 30, usegmt=True)  # how a proxy in front of the server may say it
    server = scripted({("GET", "/v1/players/me/games"): answers_in_turn(problem(503, "unavailable", when),
                                                                        Reply(200, {"games": []}))})
    waits = RecordedWaits()
    assert Server(server.base, KEY, waits).call("GET", "/v1/players/me/games").status == 200
    [waited] = waits.waits
    assert 28 <= waited <= 30 * (1 + JITTER)  # HTTP-dates are whole seconds


def test_without_retry_after_the_waits_double_up_to_the_most_backoff(scripted):
    server = scripted({("GET", "/v1/players/me/events"): answers_in_turn(
        *[problem(503, "unavailable")] * 6, Reply(200, {"last_seq": 0}))})
    waits = RecordedWaits()
    assert Server(server.base, KEY, waits).call("GET", "/v1/players/me/events").status == 200
    assert_waited(waits.waits, [0.5, 1.0, 2.0, 4.0, MOST_BACKOFF, MOST_BACKOFF])


def test_a_request_in_progress_is_asked_again_with_the_same_idempotency_key(scripted):
    acted = Reply(200, {"version": 5, "events": []})
    server = scripted({("POST", "/v1/starshower/games/g1/actions"): answers_in_turn(
        problem(409, "request_in_progress", retry_after="1"), acted)})
    waits = RecordedWaits()
    headers = {"If-Match": '"4"', "Idempotency-Key": "k-1"}
    answer = Server(server.base, KEY, waits).call("POST", "/v1/starshower/games/g1/actions",
                                                    json={"type": "pass"}, headers=headers)
    assert answer.status == 200
    assert_waited(waits.waits, [1.0])
    sent = server.requests("POST", "/v1/starshower/games/g1/actions")
    assert [(r.headers["idempotency-key"], r.headers["if-match"], r.body) for r in sent] == \
        [("k-1", '"4"', {"type": "pass"})] * 2


def test_other_refusals_are_the_callers_to_read_at_once(scripted):
    server = scripted({("POST", "/v1/starshower/games/g1/actions"): answers_in_turn(problem(412, "version_conflict"))})
    waits = RecordedWaits()
    answer = Server(server.base, KEY, waits).call("POST", "/v1/starshower/games/g1/actions", json={})
    assert (answer.status, answer.code, waits.waits) == (412, "version_conflict", [])


def test_a_stop_during_a_long_retry_after_gives_the_request_up_at_once(scripted):
    server = scripted({("GET", "/v1/players/me/games"): answers_in_turn(problem(429, "rate_limited", "300"))})
    stopping = threading.Event()
    calling = Server(server.base, KEY, stopping)
    threading.Timer(0.3, stopping.set).start()
    began = time.monotonic()
    with pytest.raises(Stopped):
        calling.call("GET", "/v1/players/me/games")
    assert time.monotonic() - began < 2.0
    assert len(server.requests("GET", "/v1/players/me/games")) == 1


def test_a_server_that_is_down_is_retried_and_logged_once_going_and_once_back(scripted, caplog):
    server = scripted({("GET", "/v1/players/me/events"): answers_in_turn(Reply(200, {"last_seq": 9}))},
                      listen=False)

    def back_after_four(waits):
        if len(waits) == 4:
            server.listen()
    waits = RecordedWaits(after=back_after_four)
    caplog.set_level(logging.INFO, "starport-bot")
    answer = Server(server.base, KEY, waits).call("GET", "/v1/players/me/events")
    assert answer.body == {"last_seq": 9}
    assert waits.waits == [0.5, 1.0, 2.0, 4.0]
    said = [r.getMessage() for r in bot_log(caplog)]
    assert len(said) == 2, said
    assert said[0].startswith("error: the server is unreachable (ConnectError")
    assert said[1].startswith("the server answers again after ")


# -- RetryAfterTransport: the generated client's patience ----------------------------------------

def test_the_generated_client_waits_out_429_and_503_through_the_transport(scripted):
    from starport_bot import RetryAfterTransport
    from starport_client import Client

    server = scripted({("GET", "/v1/games"): answers_in_turn(
        problem(429, "rate_limited", retry_after="2"), problem(503, "unavailable", retry_after="1"),
        Reply(200, {"games": []}))})
    slept = []
    client = Client(server.base, httpx_args={"transport": RetryAfterTransport(sleep=slept.append)})
    answer = client.get_httpx_client().get("/v1/games")
    assert answer.status_code == 200 and answer.json() == {"games": []}
    assert_waited(slept, [2.0, 1.0])
    assert len(server.requests("GET", "/v1/games")) == 3


def test_the_transport_sends_a_body_again_and_gives_up_after_its_tries(scripted):
    from starport_bot import RetryAfterTransport

    server = scripted({("POST", "/v1/starshower/games"): answers_in_turn(problem(429, "rate_limited", "1"))})
    slept = []
    with httpx.Client(base_url=server.base, transport=RetryAfterTransport(tries=3, sleep=slept.append)) as client:
        answer = client.post("/v1/starshower/games", json={"seats": [{"name": "me"}]})
    assert answer.status_code == 429  # after three tries the refusal is the caller's
    assert [r.body for r in server.requests("POST", "/v1/starshower/games")] == [{"seats": [{"name": "me"}]}] * 3
    assert len(slept) == 2


def test_the_async_transport_waits_out_a_429(scripted):
    from starport_bot import AsyncRetryAfterTransport

    server = scripted({("GET", "/v1/games"): answers_in_turn(problem(429, "rate_limited", retry_after="1"),
                                                             Reply(200, {"games": []}))})
    slept = []

    async def record(seconds):
        slept.append(seconds)

    async def get():
        async with httpx.AsyncClient(base_url=server.base, transport=AsyncRetryAfterTransport(sleep=record)) as client:
            return await client.get("/v1/games")
    assert asyncio.run(get()).status_code == 200
    assert_waited(slept, [1.0])
