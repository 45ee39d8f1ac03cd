"""When a seat changes hands — it leaves (a bot takes over, or it reopens), it is claimed, its clock
hands it to the stand-in — its old holder's credential reads no more than a spectator's, streams
and long polls opened with it stop showing the seat's private events, and an act racing the change
never lands after it (issues 25.1, 25.4 and 26.3). All through HTTP against the real Redis."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from service.app import create_app
from service.config import Settings
from tests.conftest import QUEUE, close_app
from tests.playing import StarportClient
from tests.conftest import FakeClock

LIFETIME = 4  # seconds: a stream that does not end by itself closes then (on today's code too)
STARLIGNED = "starligned"  # face-down choices: chose_card reaches only its seat, for ever


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def short_app(redis_url, clock):
    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE, stream_lifetime=LIFETIME,
                                       stream_heartbeat=60), clock=clock)
    app.testing = True
    yield app
    close_app(app)


@pytest.fixture
def api(short_app) -> StarportClient:
    return StarportClient(short_app.test_client())


def path(game_id: str, rest: str = "") -> str:
    return f"/v1/{STARLIGNED}/games/{game_id}{rest}"


def open_stream(app, game_id: str, credential: str, after: int = 0):
    """A stream read chunk by chunk: its retry line, then (joined) what it was sent so far."""
    response = app.test_client().get(path(game_id, f"/stream?after={after}"),
                                     headers={"Authorization": f"Bearer {credential}"}, buffered=False)
    assert response.status_code == 200
    chunks = response.response
    assert next(chunks).startswith(b"retry:")
    return response, chunks


def sse_items(raw: bytes) -> list[dict]:
    """The events of a stream's bytes: {"event": name or None, "data": decoded JSON}."""
    items = []
    for block in raw.decode().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines() if line and not line.startswith(":"))
        if "data" in fields:
            items.append({"event": fields.get("event"), "data": json.loads(fields["data"])})
    return items


def choose_a_card(api: StarportClient, game_id: str, credential: str) -> int:
    action = next(a for a in api.actions(STARLIGNED, game_id, credential).body["actions"] if a["type"] == "choose")
    assert api.act(STARLIGNED, game_id, credential, action).status == 200
    return action["card"]


def spectator_sight(api: StarportClient, game_id: str, credential: str | None) -> tuple:
    """What a bearer reads of a game: the view (without the clock's reading) and the whole log."""
    view = dict(api.view(STARLIGNED, game_id, credential).body)
    view.pop("server_time")
    return view, api.get(path(game_id, "/events?after=0"), token=credential).body


# -- 25.1: a stream outlives its seat's holder ---------------------------------------------------

def test_a_leavers_stream_ends_before_the_next_holder_chooses_a_card(api, short_app):
    created = api.create(STARLIGNED, [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}], on_leave="reopen").body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    response, chunks = open_stream(short_app, game_id, ann)
    next(chunks)  # the log so far: the stream is joined, the listener sends it the news from here on
    assert api.post(path(game_id, "/seats/0/leave"), token=ann).body["then"] == "reopened"
    dan = api.post(path(game_id, "/seats/0/claim"), {"name": "dan"}).body["token"]
    card = choose_a_card(api, game_id, dan)

    rest = sse_items(b"".join(chunks))  # until the server ends the stream (today: at its lifetime)
    response.close()
    assert not any(item["data"].get("type") == "chose_card" for item in rest), "dan's card reached ann"
    assert [i["data"]["type"] for i in rest if i["event"] is None][:1] == ["left"]
    assert rest[-1]["event"] == "end" and rest[-1]["data"]["reason"] == "seat_changed_hands"

    # Dan's own stream, opened now from the start, shows him his card and goes on.
    mine, dans = open_stream(short_app, game_id, dan)
    seen = sse_items(next(dans))
    mine.close()
    assert {"type": "chose_card", "seat": 0, "card": card}.items() <= next(
        i["data"] for i in seen if i["data"]["type"] == "chose_card").items()
    assert not any(i["event"] == "end" for i in seen)


def test_a_players_stream_ends_when_the_clock_hands_its_seat_to_the_stand_in(api, short_app, clock):
    service = short_app.extensions["starport"]
    me = api.post("/v1/players", {"name": "ann"}).body
    created = api.create(STARLIGNED, [{"player": me["player_id"]}, {"name": "rex", "bot": "random"},
                                      {"name": "sam", "bot": "random"}],
                         token=me["key"], clock={"per_turn": 2}, on_timeout="takeover").body
    game_id = created["game_id"]
    response, chunks = open_stream(short_app, game_id, me["key"])
    next(chunks)
    feed_before = api.get("/v1/players/me/events?after=0", token=me["key"]).body["last_seq"]
    clock.advance(3)
    assert api.view(STARLIGNED, game_id).body["players"][0]["bot"] == "greedy"  # the read fires the clock
    service.drive(STARLIGNED, game_id)  # the stand-in chooses seat 0's card
    log = api.get(path(game_id, "/events?after=0")).body["events"]
    assert any(e["type"] == "chose" and e["seat"] == 0 for e in log)

    rest = sse_items(b"".join(chunks))
    response.close()
    assert not any(item["data"].get("type") == "chose_card" for item in rest), "the stand-in's card reached ann"
    assert rest[-1]["event"] == "end" and rest[-1]["data"]["reason"] == "seat_changed_hands"
    feed = api.get(f"/v1/players/me/events?after={feed_before}", token=me["key"]).body["events"]
    assert not any(e["type"] == "your_turn" and e["game_id"] == game_id for e in feed)


def test_a_long_poll_that_wakes_after_its_seat_changed_hands_shows_no_private_event(api, short_app):
    service = short_app.extensions["starport"]
    created = api.create(STARLIGNED, [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}], on_leave="reopen").body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    cursor = api.get(path(game_id, "/events?after=0"), token=ann).body["last_seq"]
    # The poll's read of the log waits until the seat changed hands and the next holder chose:
    # a reader that wakes late gets all of it at once.
    main, reading, go = threading.current_thread(), threading.Event(), threading.Event()
    read = service.hub.read

    def late_read(streams):
        if threading.current_thread() is not main:
            reading.set()
            go.wait(10)
        return read(streams)

    service.hub.read = late_read
    with ThreadPoolExecutor(1) as pool:
        polling = pool.submit(lambda: StarportClient(short_app.test_client()).get(
            path(game_id, f"/events?after={cursor}&wait=10"), token=ann))
        assert reading.wait(10)
        api.post(path(game_id, "/seats/0/leave"), token=ann)
        dan = api.post(path(game_id, "/seats/0/claim"), {"name": "dan"}).body["token"]
        choose_a_card(api, game_id, dan)
        go.set()
        answer = polling.result(timeout=20)
    assert answer.status == 200
    kinds = [e["type"] for e in answer.body["events"]]
    assert kinds[0] == "left" and "chose_card" not in kinds, kinds


# -- 25.4: a leaver keeps reading the seat it left -------------------------------------------------

def test_who_left_for_a_bot_reads_what_a_spectator_reads(api, short_app):
    me = api.post("/v1/players", {"name": "bob"}).body
    created = api.create(STARLIGNED, [{"name": "ann"}, {"player": me["player_id"]}, {"name": "cy"}],
                         token=me["key"]).body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    assert api.view(STARLIGNED, game_id, ann).body["you"] == 0
    for seat, credential in ((0, ann), (1, me["key"])):
        assert api.post(path(game_id, f"/seats/{seat}/leave"), token=credential).body["then"] == "bot"
    # The stand-ins choose seat 0's and seat 1's cards, told only to those seats. A run yields
    # after 50 ms of moves (DriveBudget): on a busy machine that can be after the first.
    for _ in range(10):
        if not short_app.extensions["starport"].drive(STARLIGNED, game_id).yielded:
            break
    assert any(e["type"] == "chose" and e["seat"] == 0 for e in api.get(path(game_id, "/events?after=0")).body["events"])

    spectator = spectator_sight(api, game_id, None)
    for credential in (ann, me["key"]):
        assert spectator_sight(api, game_id, credential) == spectator
        acts = api.actions(STARLIGNED, game_id, credential)
        assert (acts.status, acts.body["code"]) == (409, "seat_taken_over")
        response, chunks = open_stream(short_app, game_id, credential)
        seen = sse_items(next(chunks))
        response.close()
        assert [i["data"] for i in seen] == spectator[1]["events"]


def test_who_lost_the_seat_to_the_clock_reads_what_a_spectator_reads(api, short_app, clock):
    service = short_app.extensions["starport"]
    created = api.create(STARLIGNED, [{"name": "ann"}, {"name": "rex", "bot": "random"},
                                      {"name": "sam", "bot": "random"}],
                         clock={"per_turn": 2}, on_timeout="takeover").body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    clock.advance(3)
    service.drive(STARLIGNED, game_id)  # the clock hands seat 0 over; the stand-in chooses for it
    assert any(e["type"] == "chose" and e["seat"] == 0 for e in api.get(path(game_id, "/events?after=0")).body["events"])
    assert spectator_sight(api, game_id, ann) == spectator_sight(api, game_id, None)
    acts = api.actions(STARLIGNED, game_id, ann)
    assert (acts.status, acts.body["code"]) == (409, "seat_taken_over")


# -- 26.3: an act racing its seat's leave lands after the leave -------------------------------------

def commit_first(service, change) -> None:
    """Run ``change`` (another request) just before the next commit of the store, once: that
    commit then loses its compare-and-set, as when the two race."""
    commit, armed = service.store.commit, [True]

    def racing(*args, **kwargs):
        if armed and armed.pop():
            with ThreadPoolExecutor(1) as pool:
                pool.submit(change).result(timeout=20)
        return commit(*args, **kwargs)

    service.store.commit = racing


@pytest.mark.parametrize("on_leave, refusal", [("bot", (409, "seat_taken_over")), ("reopen", (401, "unauthorized"))])
def test_an_act_that_loses_the_race_to_its_seats_leave_is_refused(api, short_app, on_leave, refusal):
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}], on_leave=on_leave).body
    game_id = created["game_id"]
    seat = api.view("starshower", game_id).body["to_act"][0]["seat"]
    token = created["seats"][seat]["token"]
    action = api.actions("starshower", game_id, token).body["actions"][0]
    other = StarportClient(short_app.test_client())
    commit_first(short_app.extensions["starport"],
                 lambda: other.post(f"/v1/starshower/games/{game_id}/seats/{seat}/leave", token=token))
    acted = api.act("starshower", game_id, token, action)
    assert (acted.status, acted.body["code"]) == refusal
    log = api.get(f"/v1/starshower/games/{game_id}/events?after=0").body["events"]
    left = next(e["seq"] for e in log if e["type"] == "left")
    assert not [e for e in log if e["seq"] > left and e["actor"] == seat], "the move landed after the leave"


def test_an_act_that_loses_the_race_to_its_clocks_takeover_is_refused(api, short_app, clock):
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}], clock={"per_turn": 2},
                         on_timeout="takeover").body
    game_id = created["game_id"]
    seat = api.view("starshower", game_id).body["to_act"][0]["seat"]
    token = created["seats"][seat]["token"]
    action = api.actions("starshower", game_id, token).body["actions"][0]
    other = StarportClient(short_app.test_client())

    def clock_runs_out():
        clock.advance(3)
        return other.view("starshower", game_id)  # the read fires the clock: the stand-in has the seat

    commit_first(short_app.extensions["starport"], clock_runs_out)
    acted = api.act("starshower", game_id, token, action)
    assert (acted.status, acted.body["code"]) == (409, "seat_taken_over")
    log = api.get(f"/v1/starshower/games/{game_id}/events?after=0").body["events"]
    taken = next(e["seq"] for e in log if e["type"] == "clock_ran_out")
    assert not [e for e in log if e["seq"] > taken and e["actor"] == seat], "the move landed after the takeover"
