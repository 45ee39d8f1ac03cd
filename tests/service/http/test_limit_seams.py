"""Issue 25's limit seams (items 8, 9, 12, 15, 16), each attack played through the HTTP API: a HEAD
that kept a watcher slot, spellings of one token or one number that each got a budget of their
own, a made-up bearer that skipped the tokenless read limit, IPv6 addresses that each counted
alone, a seat's unlimited reads, and the 842 kB document sent whole on every request. Each test
plays from addresses of its own, so the counters, kept in the shared test Redis, never meet."""

from __future__ import annotations

import gzip
import uuid
from contextlib import contextmanager

import redis

from service.app import create_app
from service.config import Settings
from tests.conftest import QUEUE
from tests.service.http.test_limits import assert_rate_limited, from_address, limited_app

GAME = "starshower"
SEATS = {"seats": [{"name": "ann"}, {"name": "bob"}]}
CALL = {"type": "call", "side": "heads"}


def new_game(app) -> tuple[str, list[str], int]:
    """A started starshower game: its id, its two seat tokens and the seat to act first."""
    client = from_address(app)
    created = client.post(f"/v1/{GAME}/games", json=SEATS).json
    first = client.get(f"/v1/{GAME}/games/{created['game_id']}").json["to_act"][0]["seat"]
    return created["game_id"], [seat["token"] for seat in created["seats"]], first


def watchers(client) -> float:
    text = client.application.test_client().get("/metrics").get_data(as_text=True)  # from this machine
    return float(next(line for line in text.splitlines() if line.startswith("starport_watchers ")).split()[1])


# -- 8: HEAD on a stream ------------------------------------------------------------------------

def test_thirty_heads_on_the_streams_leave_no_watcher_behind(redis_url):
    app = limited_app(redis_url, watchers=5)
    game_id, tokens, _ = new_game(app)
    player_key = from_address(app).post("/v1/players", json={"name": "pat"}).json["key"]
    client = from_address(app)
    before = watchers(client)
    for n in range(30):
        game = client.head(f"/v1/{GAME}/games/{game_id}/stream",
                           headers={"Authorization": f"Bearer {tokens[0]}"} if n % 2 else {})
        feed = client.head("/v1/players/me/stream", headers={"Authorization": f"Bearer {player_key}"})
        for answer in (game, feed):
            assert answer.status_code == 405 and answer.content_type == "application/problem+json"
            assert answer.headers["Allow"] == "GET"
    assert watchers(client) == before
    assert app.extensions["starport"].hub.held == 0
    held = client.get(f"/v1/{GAME}/games/{game_id}/stream", buffered=False)
    assert held.status_code == 200  # the hub (5 places) is not full of HEADs
    held.close()


@contextmanager
def the_one_long_poll_held(redis_url):
    """An app whose addresses may hold one long poll, and an address holding it (a stream):
    (app, address, game id)."""
    app = limited_app(redis_url, longpolls_per_ip=1)
    game_id, _, _ = new_game(app)
    address = f"10.25{uuid.uuid4().int % 10}.{uuid.uuid4().int % 250}.1"
    held = from_address(app, address).get(f"/v1/{GAME}/games/{game_id}/stream", buffered=False)
    assert held.status_code == 200
    try:
        yield app, address, game_id
    finally:
        held.close()


def test_a_head_on_a_long_poll_counts_against_the_per_address_cap(redis_url):
    with the_one_long_poll_held(redis_url) as (app, address, game_id):
        head = from_address(app, address).head(f"/v1/{GAME}/games/{game_id}/events?after=99&wait=1")
        assert head.status_code == 429


# -- 9: what the server understood, not how it was spelled -------------------------------------

SPELLINGS = ["Bearer {}", "bearer {}", "BEARER {}", "Bearer  {}", "Bearer {}  ", "bEaReR   {}", "beaRER {} "]


def test_forty_spellings_of_one_token_share_one_act_budget(redis_url):
    app = limited_app(redis_url, rate_acts="3/minute")
    game_id, tokens, first = new_game(app)
    player = from_address(app)
    answers = [player.post(f"/v1/{GAME}/games/{game_id}/actions", json=CALL,
                           headers={"Authorization": SPELLINGS[n % len(SPELLINGS)].format(tokens[first])})
               for n in range(40)]
    assert 429 not in [a.status_code for a in answers[:3]]
    for refused in answers[3:]:
        assert_rate_limited(refused)


def test_every_wait_the_route_takes_counts_as_a_long_poll_and_the_rest_are_refused(redis_url):
    with the_one_long_poll_held(redis_url) as (app, address, game_id):
        for wait in ("1.0", "01", "0.5"):  # ASCII decimals: the route waits on them, so the cap counts them
            polled = from_address(app, address).get(f"/v1/{GAME}/games/{game_id}/events?after=99&wait={wait}")
            assert polled.status_code == 429, wait
        for wait in ("+1", "1e0", " 1"):  # not ASCII decimals: refused before anything is held (issue 26.9)
            polled = from_address(app, address).get(f"/v1/{GAME}/games/{game_id}/events?after=99&wait={wait}")
            assert polled.status_code == 422, wait
        assert from_address(app, address).get(f"/v1/{GAME}/games/{game_id}/events?wait=0.0").status_code == 200
    assert redis.Redis.from_url(redis_url).get(f"sp-rl:longpolls:{address}") == b"0"


def test_a_made_up_bearer_on_a_tokenless_read_counts_as_tokenless(redis_url):
    app = limited_app(redis_url, rate_reads="5/minute")
    game_id, _, _ = new_game(app)
    for path in (f"/v1/{GAME}/games/{game_id}/score", f"/v1/{GAME}/games"):
        reader = from_address(app)
        answers = [reader.get(path, headers={"Authorization": f"Bearer made-up-{n}"}) for n in range(8)]
        assert [a.status_code for a in answers[:5]] == [200] * 5, path
        for refused in answers[5:]:
            assert_rate_limited(refused)


# -- 15: IPv6 per /64 ----------------------------------------------------------------------------

def test_ipv6_clients_share_one_budget_per_64(redis_url):
    app = limited_app(redis_url, rate_creates="2/minute")
    prefix = f"2001:db8:{uuid.uuid4().int % 65536:x}:{uuid.uuid4().int % 65536:x}"
    same_64 = [f"{prefix}::1", f"{prefix}:ffff::2", f"{prefix}:1:2:3:4"]
    answers = [from_address(app, address).post(f"/v1/{GAME}/games", json=SEATS) for address in same_64]
    assert [a.status_code for a in answers] == [201, 201, 429]
    assert_rate_limited(answers[2])
    neighbour = prefix.rsplit(":", 1)[0] + f":{(int(prefix.rsplit(':', 1)[1], 16) + 1) % 65536:x}::1"
    assert from_address(app, neighbour).post(f"/v1/{GAME}/games", json=SEATS).status_code == 201


# -- 16: a seat's reads, and the legal actions' ETag --------------------------------------------

def test_a_seats_reads_are_limited_per_token_however_it_is_spelled(redis_url):
    app = limited_app(redis_url, rate_seat_reads="5/minute")
    game_id, tokens, first = new_game(app)
    reader = from_address(app)
    view = f"/v1/{GAME}/games/{game_id}"
    answers = [reader.get(view if n % 2 else view + "/actions",
                          headers={"Authorization": SPELLINGS[n % len(SPELLINGS)].format(tokens[first])})
               for n in range(8)]
    assert [a.status_code for a in answers[:5]] == [200] * 5
    for refused in answers[5:]:
        assert_rate_limited(refused)
    assert answers[5].headers["RateLimit-Policy"] == "5;w=60"
    other = reader.get(view, headers={"Authorization": f"Bearer {tokens[1 - first]}"})
    assert other.status_code == 200  # the other seat has a budget of its own


def test_the_default_seat_read_limit_is_1200_a_minute():
    assert Settings.from_env().rate_seat_reads == "1200/minute"  # a bucket: 20 a second (issue 44.4)


def test_legal_actions_answer_304_to_their_etag_until_the_game_moves(client):
    game_id, tokens, first = new_game(client.application)
    actions = f"/v1/{GAME}/games/{game_id}/actions"
    seat = {"Authorization": f"Bearer {tokens[first]}"}
    listed = client.get(actions, headers=seat)
    assert listed.status_code == 200 and listed.json["actions"]
    etag = listed.headers["ETag"]
    assert listed.headers["Vary"] == "Authorization"
    again = client.get(actions, headers={**seat, "If-None-Match": etag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == etag
    assert client.get(actions, headers={**seat, "If-None-Match": f'"1", W/{etag}'}).status_code == 304
    other = {"Authorization": f"Bearer {tokens[1 - first]}"}
    assert client.get(actions, headers={**other, "If-None-Match": etag}).status_code == 200  # another seat
    assert client.post(actions, json=CALL, headers=seat).status_code == 200
    moved = client.get(actions, headers={**seat, "If-None-Match": etag})
    assert moved.status_code == 200 and moved.headers["ETag"] != etag


# -- 12: the OpenAPI document and /metrics ------------------------------------------------------

def test_the_openapi_document_answers_304_to_its_etag(client):
    document = client.get("/openapi.json")
    assert document.status_code == 200 and document.json["openapi"].startswith("3.1")
    etag = document.headers["ETag"]
    again = client.get("/openapi.json", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == etag
    assert client.get("/openapi.json", headers={"If-None-Match": '"stale"'}).status_code == 200


def test_the_openapi_document_is_gzipped_once_for_clients_that_accept_gzip(redis_url, monkeypatch):
    compressions = []
    compress = gzip.compress
    monkeypatch.setattr(gzip, "compress", lambda *args, **kwargs: compressions.append(1) or compress(*args, **kwargs))
    # An app of its own: the shared one may have built its document already.
    client = create_app(Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, queue_name=QUEUE)).test_client()
    plain = client.get("/openapi.json")
    assert "Content-Encoding" not in plain.headers and plain.headers["Vary"] == "Accept-Encoding"
    assert int(plain.headers["Content-Length"]) == len(plain.data)
    packed = client.get("/openapi.json", headers={"Accept-Encoding": "br;q=1.0, gzip;q=0.8, *;q=0.1"})
    assert packed.status_code == 200 and packed.headers["Content-Encoding"] == "gzip"
    assert packed.headers["Vary"] == "Accept-Encoding" and packed.mimetype == "application/json"
    assert int(packed.headers["Content-Length"]) == len(packed.data) < len(plain.data) / 5
    assert gzip.decompress(packed.data) == plain.data
    # Each encoding is its own representation, with its own ETag; each answers 304 to its own.
    assert packed.headers["ETag"] != plain.headers["ETag"]
    again = client.get("/openapi.json", headers={"Accept-Encoding": "gzip", "If-None-Match": packed.headers["ETag"]})
    assert again.status_code == 304 and again.headers["Vary"] == "Accept-Encoding"
    assert client.get("/openapi.json", headers={"Accept-Encoding": "gzip, deflate"}).data == packed.data
    assert compressions == [1], "compressed once, then the same bytes for every client"
    refused = client.get("/openapi.json", headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert "Content-Encoding" not in refused.headers and refused.data == plain.data


def test_the_openapi_document_counts_as_a_tokenless_read(redis_url):
    app = limited_app(redis_url, rate_reads="3/minute")
    reader = from_address(app)
    answers = [reader.get("/openapi.json", headers={"Authorization": f"Bearer made-up-{n}"}) for n in range(5)]
    assert [a.status_code for a in answers[:3]] == [200] * 3
    assert_rate_limited(answers[3])


def metrics_app(redis_url, **settings):
    app = create_app(Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, queue_name=QUEUE, **settings))
    app.testing = True
    return app


def test_metrics_without_a_metrics_token_answer_only_this_machine(redis_url):
    app = metrics_app(redis_url)
    assert from_address(app, "127.0.0.1").get("/metrics").status_code == 200
    assert from_address(app, "::1").get("/metrics").status_code == 200
    stranger = from_address(app, "203.0.113.9").get("/metrics")
    assert stranger.status_code == 403 and stranger.json["code"] == "forbidden"
    assert b"starport_" not in stranger.data


def test_metrics_with_a_metrics_token_want_it_from_everyone(redis_url):
    app = metrics_app(redis_url, metrics_token="scrape-me")
    for address in ("127.0.0.1", "203.0.113.9"):
        client = from_address(app, address)
        assert client.get("/metrics").status_code == 401
        assert client.get("/metrics", headers={"Authorization": "Bearer scrape-m"}).status_code == 401
        scraped = client.get("/metrics", headers={"Authorization": "Bearer scrape-me"})
        assert scraped.status_code == 200 and b"starport_http_requests" in scraped.data
