"""Abuse limits (issue 14), drilled: bursts of creates and bad tokens get 429 problem+json with
Retry-After and the RateLimit headers; long polls, unfinished games and a full Redis have caps
and clear answers; CORS is off unless origins are listed. Each test plays from its own address
so the counters, kept in the shared test Redis, never meet."""

from __future__ import annotations

import threading
import uuid

import pytest
import redis

from service.app import create_app
from service.config import Settings
from service.running.redis_server import EmbeddedRedis
from tests.conftest import QUEUE

GAME = "starshower"
SEATS = {"seats": [{"name": "ann"}, {"name": "bob"}]}
CALL = {"type": "call", "side": "heads"}


def limited_app(redis_url, **limits):
    settings = Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, queue_name=QUEUE,
                                 rate_limits=True, **limits)
    app = create_app(settings)
    app.testing = True
    return app


def from_address(app, address: str | None = None):
    """A test client whose requests come from one address of their own."""
    address = address or f"10.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}"
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = address
    return client


def assert_rate_limited(response):
    assert response.status_code == 429
    assert response.content_type == "application/problem+json"
    assert response.json["code"] == "rate_limited" and response.json["detail"]
    assert 1 <= int(response.headers["Retry-After"]) <= 60
    assert response.headers["RateLimit-Policy"]
    assert "remaining=0" in response.headers["RateLimit"]


def test_a_burst_of_1000_creates_from_one_address_gets_429_after_60(redis_url):
    client = from_address(limited_app(redis_url))  # the real default: 60 a minute
    answers = [client.post(f"/v1/{GAME}/games", json=SEATS) for _ in range(1000)]
    assert [a.status_code for a in answers[:60]] == [201] * 60
    for refused in answers[60:]:
        assert_rate_limited(refused)
    assert answers[60].headers["RateLimit-Policy"] == "60;w=60"
    assert from_address(client.application).post(f"/v1/{GAME}/games", json=SEATS).status_code == 201


def test_1000_bad_tokens_get_401_then_429(redis_url):
    app = limited_app(redis_url)  # the real default: 30 failures a minute
    game_id = from_address(app).post(f"/v1/{GAME}/games", json=SEATS).json["game_id"]
    guesser = from_address(app)
    answers = [guesser.get(f"/v1/{GAME}/games/{game_id}", headers={"Authorization": f"Bearer guess-{n}"})
               for n in range(1000)]
    assert [a.status_code for a in answers[:30]] == [401] * 30
    for refused in answers[30:]:
        assert_rate_limited(refused)


def test_acts_are_limited_per_token_in_each_process_and_never_touch_redis(redis_url, redis_client):
    app = limited_app(redis_url, rate_acts="3/minute")
    created = from_address(app).post(f"/v1/{GAME}/games", json=SEATS).json
    player = from_address(app)
    first, second = (f"Bearer {seat['token']}" for seat in created["seats"])
    acts = [player.post(f"/v1/{GAME}/games/{created['game_id']}/actions", json=CALL,
                        headers={"Authorization": first}).status_code for _ in range(4)]
    assert 429 not in acts[:3] and acts[3] == 429
    other = player.post(f"/v1/{GAME}/games/{created['game_id']}/actions", json=CALL,
                        headers={"Authorization": second})
    assert other.status_code != 429  # the other seat's token has its own budget
    keys = redis_client.keys("*")
    assert not any(b"sp-rl/acts" in key for key in keys)  # counted in the process, not in Redis
    for seat in created["seats"]:
        assert not any(seat["token"].encode() in key for key in keys)


def test_reads_without_a_token_are_limited_per_address(redis_url):
    app = limited_app(redis_url, rate_reads="5/minute")
    created = from_address(app).post(f"/v1/{GAME}/games", json=SEATS).json
    reader = from_address(app)
    score = f"/v1/{GAME}/games/{created['game_id']}/score"
    assert [reader.get(score).status_code for _ in range(5)] == [200] * 5
    assert_rate_limited(reader.get(score))
    seated = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    assert reader.get(f"/v1/{GAME}/games/{created['game_id']}", headers=seated).status_code == 200


def test_a_third_long_poll_from_one_address_is_refused_until_one_ends(redis_url):
    app = limited_app(redis_url, longpolls_per_ip=2)
    created = from_address(app).post(f"/v1/{GAME}/games", json=SEATS).json
    events = f"/v1/{GAME}/games/{created['game_id']}/events?after=99&wait=2"
    address = "10.250.0.1"
    answers = []
    waiters = [threading.Thread(target=lambda: answers.append(from_address(app, address).get(events).status_code))
               for _ in range(2)]
    for waiter in waiters:
        waiter.start()
    redis_client = redis.Redis.from_url(redis_url)
    while redis_client.get(f"sp-rl:longpolls:{address}") != b"2":
        pass
    third = from_address(app, address).get(events)
    assert third.status_code == 429 and third.json["code"] == "rate_limited"
    assert third.headers["Retry-After"] == "1"
    assert from_address(app, address).get(events.replace("wait=2", "wait=0")).status_code == 200
    assert from_address(app).get(events.replace("wait=2", "wait=1")).status_code == 200  # another address
    for waiter in waiters:
        waiter.join()
    assert answers == [200, 200]
    assert from_address(app, address).get(events.replace("wait=2", "wait=1")).status_code == 200


def test_an_open_stream_counts_as_a_long_poll_until_it_closes(redis_url):
    app = limited_app(redis_url, longpolls_per_ip=1)
    created = from_address(app).post(f"/v1/{GAME}/games", json=SEATS).json
    stream = f"/v1/{GAME}/games/{created['game_id']}/stream"
    address = "10.250.0.2"
    held = from_address(app, address).get(stream, buffered=False)
    assert held.status_code == 200 and held.mimetype == "text/event-stream"
    assert next(held.response).startswith(b"retry:")  # streaming, its request still open
    second = from_address(app, address).get(stream)
    assert second.status_code == 429 and second.json["code"] == "rate_limited"
    held.close()  # the stream ends: its teardown gives the count back
    assert redis.Redis.from_url(redis_url).get(f"sp-rl:longpolls:{address}") == b"0"
    again = from_address(app, address).get(stream, buffered=False)
    assert again.status_code == 200
    again.close()


def test_stored_games_per_address_are_capped_and_freed_when_expired(redis_url, redis_client):
    app = limited_app(redis_url, max_open_games_per_ip=3)
    creator = from_address(app)
    games = [creator.post(f"/v1/{GAME}/games", json=SEATS).json["game_id"] for _ in range(3)]
    refused = creator.post(f"/v1/{GAME}/games", json=SEATS)
    assert refused.status_code == 403 and refused.json["code"] == "quota_exceeded"
    assert refused.content_type == "application/problem+json"
    redis_client.hset(f"sp:{{{games[0]}}}", "status", "finished")  # a finished game still counts (issue 25.11)
    assert creator.post(f"/v1/{GAME}/games", json=SEATS).status_code == 403
    redis_client.delete(f"sp:{{{games[0]}}}")  # as an expired game reads
    assert creator.post(f"/v1/{GAME}/games", json=SEATS).status_code == 201
    assert creator.post(f"/v1/{GAME}/games", json=SEATS).status_code == 403
    redis_client.delete(f"sp:{{{games[1]}}}")  # as an expired game reads
    assert creator.post(f"/v1/{GAME}/games", json=SEATS).status_code == 201


def test_a_full_redis_answers_503_store_full_and_still_reads(tmp_path):
    server = EmbeddedRedis(tmp_path).start()
    try:
        app = limited_app(server.url)
        client = from_address(app)
        created = client.post(f"/v1/{GAME}/games", json=SEATS).json
        seat = client.get(f"/v1/{GAME}/games/{created['game_id']}").json["to_act"][0]["seat"]
        store = redis.Redis.from_url(server.url)
        # Full, and staying full whatever a connection's buffers free: the cap under what is used.
        store.config_set("maxmemory", store.info("memory")["used_memory"] // 2)
        with pytest.raises(redis.exceptions.OutOfMemoryError):
            store.set("ballast", b"x")
        refused = client.post(f"/v1/{GAME}/games", json=SEATS)
        assert refused.status_code == 503 and refused.json["code"] == "store_full"
        assert refused.content_type == "application/problem+json"
        assert int(refused.headers["Retry-After"]) > 0
        act = client.post(f"/v1/{GAME}/games/{created['game_id']}/actions", json=CALL,
                          headers={"Authorization": f"Bearer {created['seats'][seat]['token']}"})
        assert act.status_code == 503 and act.json["code"] == "store_full"  # the commit script's write
        assert client.get(f"/v1/{GAME}/games/{created['game_id']}").status_code == 200
        store.close()
    finally:
        server.stop()


def test_the_embedded_redis_runs_with_a_memory_cap_and_no_eviction(tmp_path):
    server = EmbeddedRedis(tmp_path, maxmemory="64mb").start()
    try:
        config = redis.Redis.from_url(server.url).config_get("maxmemory*")
        assert config["maxmemory"] == str(64 * 1024 * 1024) and config["maxmemory-policy"] == "noeviction"
    finally:
        server.stop()


def test_the_switch_turns_every_limit_off(redis_url):
    app = create_app(Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, queue_name=QUEUE,
                                       rate_limits=False, rate_creates="1/minute"))
    client = from_address(app)
    assert [client.post(f"/v1/{GAME}/games", json=SEATS).status_code for _ in range(3)] == [201] * 3
    assert "starport_limiter" not in app.extensions


def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_budget(redis_url):
    app = limited_app(redis_url, rate_creates="1/minute", trusted_proxies=1)
    proxy = from_address(app)
    for client in ("192.0.2.10", "192.0.2.11"):
        forwarded = {"X-Forwarded-For": f"{client}-{uuid.uuid4().hex[:6]}"}
        assert proxy.post(f"/v1/{GAME}/games", json=SEATS, headers=forwarded).status_code == 201
        assert proxy.post(f"/v1/{GAME}/games", json=SEATS, headers=forwarded).status_code == 429


# -- CORS --------------------------------------------------------------------------------------

ORIGIN = "https://a.example"
PREFLIGHT = {"Origin": ORIGIN, "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "authorization, content-type, if-match, idempotency-key, prefer"}


def cors_app(redis_url, origins=(ORIGIN, "https://b.example")):
    app = create_app(Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, queue_name=QUEUE,
                                       cors_origins=origins))
    app.testing = True
    return app


def test_a_listed_origin_gets_its_preflight_answered(redis_url):
    answer = cors_app(redis_url).test_client().options(f"/v1/{GAME}/games/abc/actions", headers=PREFLIGHT)
    assert answer.status_code == 200
    assert answer.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "POST" in answer.headers["Access-Control-Allow-Methods"]
    allowed = answer.headers["Access-Control-Allow-Headers"].lower()
    for header in ("authorization", "content-type", "if-match", "idempotency-key", "prefer"):
        assert header in allowed


def test_a_listed_origin_may_read_the_headers_clients_need(redis_url):
    client = cors_app(redis_url).test_client()
    created = client.post(f"/v1/{GAME}/games", json=SEATS, headers={"Origin": ORIGIN})
    assert created.status_code == 201
    assert created.headers["Access-Control-Allow-Origin"] == ORIGIN
    exposed = created.headers["Access-Control-Expose-Headers"].lower()
    for header in ("etag", "location", "retry-after", "ratelimit", "ratelimit-policy", "x-request-id"):
        assert header in exposed


def test_an_unlisted_origin_gets_no_cors_headers(redis_url):
    client = cors_app(redis_url).test_client()
    assert "Access-Control-Allow-Origin" not in client.get("/v1/games", headers={"Origin": "https://evil.example"}).headers
    preflight = client.options(f"/v1/{GAME}/games", headers={**PREFLIGHT, "Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in preflight.headers


def test_cors_is_off_by_default(client):
    assert "Access-Control-Allow-Origin" not in client.get("/v1/games", headers={"Origin": ORIGIN}).headers
    preflight = client.options(f"/v1/{GAME}/games", headers=PREFLIGHT)
    assert "Access-Control-Allow-Origin" not in preflight.headers
