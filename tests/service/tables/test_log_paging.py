"""A game's log and a player's feed read a page at a time, and what one seat or cursor can do to
them (issues 25.11, 26.2, 26.11), attacked through the HTTP API against the real Redis: a long
log is paged from the cursor forward and says when there is more, a cursor past the end is read
as the end and poisons no other watcher, a game's log and a seat's stored answers are capped, and
an address's finished games count in its quota."""

from __future__ import annotations

import threading
import time
import uuid

import pytest

from service.store.codec import to_json
from service.watching.hub import Hub
from service.store.games import IDEMPOTENT_ANSWERS_PER_SEAT, LOG_PAGE, GameStore
from tests.playing import StarportClient
from tests.service.http.test_limits import from_address, limited_app

GAME = "starligned"
PAST_THE_END = "9999999999999999999"


@pytest.fixture
def api(client) -> StarportClient:
    return StarportClient(client)


def new_game(api: StarportClient) -> tuple[str, str]:
    """A two-seat Starligned game and ann's token; bob never chooses, so ann may choose again."""
    created = api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    return created["game_id"], created["seats"][0]["token"]


def rechoose(api: StarportClient, game_id: str, token: str, times: int, **kw) -> list:
    """Ann replaces her face-down choice ``times`` times, between her first two cards."""
    cards = [c["card"] for c in api.view(GAME, game_id, token).body["state"]["hand"][:2]]
    return [api.act(GAME, game_id, token, {"type": "choose", "card": cards[i % 2]}, **kw) for i in range(times)]


def log_pages(api: StarportClient, game_id: str, token: str | None, after: int = 0) -> list[dict]:
    """The log from ``after`` on, page after page until one says there is no more."""
    events, more = [], True
    while more:
        page = api.get(f"/v1/{GAME}/games/{game_id}/events?after={after}", token=token).body
        assert len(page["events"]) <= LOG_PAGE
        events += page["events"]
        after, more = page["last_seq"], page["more"]
    return events


def last_seq(api: StarportClient, game_id: str, token: str) -> int:
    return log_pages(api, game_id, token)[-1]["seq"]


def read_stream(response, seqs: list[int], until: int, deadline: float) -> None:
    """The ids of a test client's streamed SSE response, until id ``until`` has come."""
    buffer = b""
    for chunk in response.response:
        buffer += chunk
        *blocks, buffer = buffer.split(b"\n\n")
        for block in blocks:
            for line in block.split(b"\n"):
                if line.startswith(b"id: "):
                    seqs.append(int(line[4:]))
        if (seqs and seqs[-1] >= until) or time.monotonic() > deadline:
            return


def streamed_seqs(client, path: str, token: str | None, until: int, *, headers=None, during=None) -> list[int]:
    headers = dict(headers or {})
    if token:
        headers["Authorization"] = f"Bearer {token}"
    response = client.get(path, headers=headers, buffered=False)
    assert response.status_code == 200, response.data
    seqs: list[int] = []
    reader = threading.Thread(target=read_stream, args=(response, seqs, until, time.monotonic() + 20), daemon=True)
    reader.start()
    if during:
        during()
    close_when_read(reader, response)
    return seqs


def close_when_read(reader: threading.Thread, response) -> None:
    reader.join(25)
    if not reader.is_alive():  # else it still waits for what never came: it stops at its next keep-alive
        response.close()


# -- 26.11: a long log is read a page at a time ------------------------------------------------

def test_a_long_log_is_read_a_page_at_a_time_from_the_cursor_and_says_there_is_more(api):
    game_id, ann = new_game(api)
    assert all(a.status == 200 for a in rechoose(api, game_id, ann, 300, headers={"Prefer": "return=minimal"}))
    end = last_seq(api, game_id, ann)
    assert end > LOG_PAGE + 90
    first = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0", token=ann).body
    assert first["events"][0]["seq"] == 1, "the page starts at the cursor, not somewhere later"
    assert first["last_seq"] == LOG_PAGE and first["more"] is True  # the first page: seqs 1 to LOG_PAGE
    for token in (ann, None):  # a seat and a spectator
        seqs = [e["seq"] for e in log_pages(api, game_id, token)]
        assert seqs == sorted(set(seqs)) and seqs[0] == 1 and seqs[-1] >= end - 1, "every event once, in order"
    # Ann sees every event but bob's hand: nothing skipped.
    assert len(log_pages(api, game_id, ann)) == end - 1


def test_a_stream_opened_on_a_long_log_sends_every_event_in_order(api, client):
    game_id, ann = new_game(api)
    rechoose(api, game_id, ann, 300, headers={"Prefer": "return=minimal"})
    end = last_seq(api, game_id, ann)
    assert end > 600
    seqs = streamed_seqs(client, f"/v1/{GAME}/games/{game_id}/stream?after=0", ann, end)
    assert seqs == [seq for seq in range(1, end + 1) if seq != 4], "every event but bob's hand, in order"


def test_a_long_player_feed_is_read_a_page_at_a_time(api, app):
    me = api.post("/v1/players", {"name": "ann"}).body
    store = app.extensions["starport"].store
    news = [b'{"type":"seated","game":"starligned","game_id":"x","version":1,"seat":0}'] * 50
    for _ in range(12):  # 600 entries, well past a page
        store.tell_player(me["player_id"], news)
    seqs, after, more = [], 0, True
    while more:
        page = api.get(f"/v1/players/me/events?after={after}", token=me["key"]).body
        assert len(page["events"]) <= LOG_PAGE
        seqs += [e["seq"] for e in page["events"]]
        after, more = page["last_seq"], page["more"]
    assert seqs == list(range(1, 601))
    streamed = streamed_seqs(app.test_client(), "/v1/players/me/stream?after=0", me["key"], 600)
    assert streamed == list(range(1, 601))


# -- 26.2: a cursor past the end ---------------------------------------------------------------

def spectator_stream(client, path: str, headers: dict, seqs: list[int], until: int) -> threading.Thread:
    response = client.get(path, headers=headers, buffered=False)
    assert response.status_code == 200, response.data
    reader = threading.Thread(target=read_stream, args=(response, seqs, until, time.monotonic() + 20), daemon=True)
    reader.start()
    reader.response = response
    return reader


@pytest.mark.parametrize("cursor", [{"Last-Event-ID": PAST_THE_END}, {"Last-Event-ID": "100"}, "?after=100"])
def test_a_cursor_past_the_end_is_read_as_the_end_and_poisons_no_honest_stream(api, client, cursor):
    game_id, ann = new_game(api)
    base = f"/v1/{GAME}/games/{game_id}"
    headers, query = (cursor, "") if isinstance(cursor, dict) else ({}, cursor)
    # Created, who starts and two hands (seqs 1-4), then per re-choice ann's card (private) and a public "chose".
    poisoned: list[int] = []
    poisoner = spectator_stream(client, f"{base}/stream{query}", headers, poisoned, 15)
    polled: list[dict] = []
    poll = threading.Thread(target=lambda: polled.append(api.get(f"{base}/events?after=100&wait=10").body))
    poll.start()
    time.sleep(0.3)  # both hold the process's feed of the game before the honest stream opens
    seqs = streamed_seqs(client, f"{base}/stream?after=0", ann, 4 + 12, during=lambda: rechoose(api, game_id, ann, 6))
    assert seqs == [1, 2, 3, *range(5, 17)], "every event of the 6 re-choices reaches an honest stream"
    close_when_read(poisoner, poisoner.response)
    poll.join(15)
    assert poisoned == [5, 7, 9, 11, 13, 15], "the cursor past the end reads from the end"
    assert polled and polled[0]["events"] and polled[0]["events"][0]["seq"] == 5
    assert api.get(f"{base}/events?after=100").body == {**log_at_end(api, base), "events": [], "more": False}


def log_at_end(api: StarportClient, base: str) -> dict:
    view = api.get(base).body
    last = max(e["seq"] for e in api.get(f"{base}/events?after=0").body["events"])
    return {"version": view["version"], "last_seq": last + 1}  # the last event is ann's card, hidden


def test_a_player_cursor_past_the_end_is_read_as_the_end(api, app):
    me = api.post("/v1/players", {"name": "ann"}).body
    store = app.extensions["starport"].store
    store.tell_player(me["player_id"], [b'{"type":"seated","game":"starligned","game_id":"x","version":1,"seat":0}'])
    assert api.get("/v1/players/me/events?after=100", token=me["key"]).body == {"last_seq": 1, "events": [], "more": False}
    got: list[int] = []
    reader = spectator_stream(app.test_client(), "/v1/players/me/stream",
                              {"Last-Event-ID": PAST_THE_END, "Authorization": f"Bearer {me['key']}"}, got, 2)
    time.sleep(0.3)
    store.tell_player(me["player_id"], [b'{"type":"seated","game":"starligned","game_id":"y","version":1,"seat":0}'])
    close_when_read(reader, reader.response)
    assert got == [2]


# -- 25.11: what one seat (and one address) can make Redis keep ---------------------------------

def test_a_seat_rechoosing_for_ever_meets_the_games_length_cap(api, monkeypatch):
    monkeypatch.setattr("service.tables.acting.MAX_EVENTS", 60)
    game_id, ann = new_game(api)
    answers = rechoose(api, game_id, ann, 40)
    refused = [a for a in answers if a.status != 200]
    assert refused, "a game's log may not grow without end"
    assert {(a.status, a.body["code"]) for a in refused} == {(409, "game_too_long")}
    assert last_seq(api, game_id, ann) <= 60


def test_a_seat_keeps_only_its_newest_idempotent_answers(api, redis_client):
    game_id, ann = new_game(api)
    keys = [uuid.uuid4().hex for _ in range(IDEMPOTENT_ANSWERS_PER_SEAT + 20)]
    cards = [c["card"] for c in api.view(GAME, game_id, ann).body["state"]["hand"][:2]]
    answers = [api.act(GAME, game_id, ann, {"type": "choose", "card": cards[i % 2]},
                       headers={"Idempotency-Key": key}) for i, key in enumerate(keys)]
    assert all(a.status == 200 for a in answers)
    stored = [k for k in redis_client.scan_iter(f"{GameStore.key(game_id)}:idem:*", count=1000)
              if not k.endswith(b":answers")]
    assert len(stored) == IDEMPOTENT_ANSWERS_PER_SEAT
    again = api.act(GAME, game_id, ann, {"type": "choose", "card": cards[(len(keys) - 1) % 2]},
                    headers={"Idempotency-Key": keys[-1]})
    assert again.raw == answers[-1].raw, "the newest key still replays its first answer"


def test_finished_and_cancelled_games_count_in_an_addresss_quota(redis_url, redis_client):
    app = limited_app(redis_url, max_open_games_per_ip=2)
    creator = from_address(app)
    seats = {"seats": [{"name": "ann"}, {"open": True}]}
    made = [creator.post(f"/v1/{GAME}/games", json=seats).json for _ in range(2)]
    cancelled = creator.post(f"/v1/{GAME}/games/{made[0]['game_id']}/cancel",
                             headers={"Authorization": f"Bearer {made[0]['creator_token']}"})
    assert cancelled.status_code == 200 and cancelled.json["status"] == "finished"
    refused = creator.post(f"/v1/{GAME}/games", json=seats)
    assert refused.status_code == 403 and refused.json["code"] == "quota_exceeded"
    redis_client.delete(GameStore.key(made[0]["game_id"]))  # as an expired game reads
    assert creator.post(f"/v1/{GAME}/games", json=seats).status_code == 201


def test_every_read_of_a_log_is_one_page(app, redis_client):
    store = app.extensions["starport"].store
    key = f"sp:{{{uuid.uuid4().hex}}}:events"
    for seq in range(1, 3 * LOG_PAGE + 1):
        redis_client.xadd(key, {"e": b"{}"}, id=f"{seq}-0")
    assert len(store.entries_after(key, 0)) == LOG_PAGE
    assert [len(r) for r in store.entries_after_each([(key, 0), (key, 2 * LOG_PAGE + 10)])] == [LOG_PAGE, LOG_PAGE - 10]
    redis_client.delete(key)


# -- the hub on its own, with a page of 3 ------------------------------------------------------

class PagedLog:
    """An event log in memory, read as the store reads Redis: a page after a seq."""

    PAGE = 3

    def __init__(self):
        self.events: list[dict] = []

    def append(self, count: int) -> None:
        self.events += [{"seq": len(self.events) + i, "type": "moved"} for i in range(1, count + 1)]

    def read(self, reads):
        return [[to_json(e) for e in self.events if e["seq"] > after][:self.PAGE] for _key, after in reads]


def ids(data: bytes) -> list[int]:
    return [int(line[4:]) for line in data.split(b"\n") if line.startswith(b"id: ")]


def test_the_hub_pages_waiters_and_streams_alike_and_sends_each_event_once():
    log = PagedLog()
    hub = Hub(log.read, subscriber=lambda: None, capacity=10, page=PagedLog.PAGE)
    hub._listen = lambda: None  # no subscription: the test hands the hub its news
    render = lambda entries, _audience, _status: b"".join(e.framed(lambda event: event) for e in entries)  # noqa: E731
    log.append(20)
    with hub.watching("g", 0) as feed:  # a long poll from the start: the feed's tail is left behind Redis
        news = hub.next(feed, 0, 0)
        assert [e.seq for e in news.entries] == [1, 2, 3] and news.more
        with hub.streaming("g", 20, audience=None, render=render, status="active") as at_the_end, \
                hub.streaming("g", 0, audience=None, render=render, status="active") as from_the_start:
            assert b"".join(hub.backlog(at_the_end)) == b""
            hub.join(at_the_end)
            assert at_the_end.drain() == b"", "a stream at the end is sent nothing older"
            sent = b"".join(hub.backlog(from_the_start))
            hub.join(from_the_start)
            assert ids(sent + from_the_start.drain()) == list(range(1, 21))
            log.append(7)
            hub.heard([b"g 5 active"])
            assert ids(at_the_end.drain()) == ids(from_the_start.drain()) == list(range(21, 28))
        seqs, after, more = [], 0, True
        while more:
            news = hub.next(feed, after, 0)
            seqs += [e.seq for e in news.entries]
            after, more = (news.entries[-1].seq if news.entries else after), news.more
        assert seqs == list(range(1, 28))
