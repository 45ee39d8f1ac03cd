"""Quick play's pairing run is bounded, and one address cannot crowd a pool (issue 41 item 1).

Keys made from one address are kin: in a rated pool they never share a table, and the pairing
script used to weigh the whole pool again for every one of them (800 of them: 4.7 s a run, Redis
busy the whole time). Here a pool is filled the way such seeks leave it — written in the store as
the seek route's script writes them, however many there are (seeks made before the cap, or over
the cap's lifetime) — and the worker's own job pairs it; Redis's SLOWLOG says how long the pairing
script held Redis (a generous bound the old script exceeded many times over), and the script says
how many seekers it looked at. And the cap itself, through the HTTP API."""

from __future__ import annotations

import time

import pytest

from service.store import keys as names
from service.store.codec import to_json
from service.meeting.quickplay import SEEKERS_SEATED_PER_RUN, SEEKS_PER_ORIGIN, ms, pool_id
from service.meeting.seeks import CANDIDATES_PER_LOOP, SEEKERS_PER_RUN
from tests.playing import StarportClient
from tests.meeting import lonely_clock, new_players
from tests.service.meeting.test_rated_quickplay import keys_from


@pytest.fixture
def api(client):
    return StarportClient(client)


@pytest.fixture
def rated_pool(redis_client):
    """A rated Starshower pool of its own (its terms, as the seek route writes them), and its
    keys deleted after the test (a pool left full would keep the other tests' workers busy)."""
    clock = {"per_turn": float(lonely_clock()["per_turn"]), "bank": 0.0}
    pool = pool_id("starshower", {"size": 10}, clock, True)
    terms = {"slug": "starshower", "options": {"size": 10}, "clock": clock, "rated": True}
    redis_client.hset(names.pool_key(pool), "terms", to_json(terms))
    yield pool
    redis_client.delete(*(name(pool) for name in (names.pool_key, names.pool_queue_key, names.pool_seeks_key,
                                                   names.pool_forming_key, names.pool_ended_key,
                                                   names.pool_origins_key, names.pool_leases_key)))


def waiting_seek(pool: str, i: int, player: str, *, origin: str | None, rating: float, now: int) -> dict:
    """A 2-player rated seek as the seek route stores it, the ``i``-th oldest of its pool."""
    seek = {"id": f"{pool}{i:016x}", "player": player, "slug": "starshower", "lo": 2, "hi": 2, "bot": "greedy",
            "created": now - 100_000 + i, "expires": now + 600_000, "status": "waiting", "bots_at": 0,
            "rating": rating}
    if origin is not None:
        seek.update(origin=origin, keyed=now - 3_600_000)
    return seek


def store(redis_client, pool: str, seeks: list[dict]) -> None:
    """Write the seeks as the seek route's script does (its queue, its records), whatever their number."""
    pipe = redis_client.pipeline(transaction=False)
    for seek in seeks:
        pipe.zadd(names.pool_queue_key(pool), {seek["id"]: seek["created"]})
        pipe.hset(names.pool_seeks_key(pool), seek["id"], to_json(seek))
    pipe.execute()


def pairing_micros(redis_client, pool: str, run) -> int:
    """How long (µs, Redis's own SLOWLOG) the longest script ``run()`` sent about ``pool`` held Redis."""
    was = redis_client.config_get("slowlog-log-slower-than")["slowlog-log-slower-than"]
    redis_client.config_set("slowlog-log-slower-than", 100_000)  # only the long ones: SLOWLOG is shared
    redis_client.slowlog_reset()
    try:
        run()
        return max((entry["duration"] for entry in redis_client.slowlog_get(128)
                    if entry["command"].startswith(b"EVAL") and pool.encode() in entry["command"]), default=0)
    finally:
        redis_client.config_set("slowlog-log-slower-than", was)


def test_a_rated_pool_full_of_one_origins_seekers_holds_redis_a_bounded_time_a_run(app, redis_client, rated_pool):
    now = ms(time.time())
    kin = [waiting_seek(rated_pool, i, f"kin{i}", origin="0a1b2", rating=25.0, now=now) for i in range(1000)]
    store(redis_client, rated_pool, kin)
    service = app.extensions["starport"]
    # The worker's job, whole: the old script weighed every kin against every other (seconds)
    held = pairing_micros(redis_client, rated_pool, lambda: service.meet("pool", rated_pool))
    assert held < 100_000, f"one pairing run held Redis {held / 1000:.0f} ms"
    found = service.matchmaking.seeks.pair(rated_pool, ms(time.time()), "look", 10_000, 600_000, 3600,
                                           SEEKERS_SEATED_PER_RUN,
                                           window=(3.0, 1.5, 5000), origin_window_ms=86_400_000)
    assert found["looked"] <= SEEKERS_PER_RUN < len(kin)
    assert found["weighed"] <= 2 * CANDIDATES_PER_LOOP
    assert found["tables"] == [] and redis_client.zcard(names.pool_queue_key(rated_pool)) == len(kin)
    assert not found["through"] and found["next"] <= ms(time.time()) + 1000  # the rest: looked at again soon


def test_two_seekers_behind_a_long_queue_of_unfit_kin_meet_in_later_runs(app, api, redis_client, rated_pool):
    """600 kin rated far above everyone (their windows would need minutes to reach) fill the head
    and the tail of the queue; two close seekers stand in its middle, beyond what one run looks at."""
    (ann, _), (bob, _) = new_players(api, 2)
    now = ms(time.time())
    seeks = [waiting_seek(rated_pool, i, f"kin{i}", origin="0a1b2", rating=50.0, now=now) for i in range(300)]
    seeks += [waiting_seek(rated_pool, 300, ann, origin=None, rating=10.0, now=now),
              waiting_seek(rated_pool, 301, bob, origin=None, rating=10.5, now=now)]
    seeks += [waiting_seek(rated_pool, i, f"kin{i}", origin="0a1b2", rating=50.0, now=now) for i in range(302, 602)]
    store(redis_client, rated_pool, seeks)
    service = app.extensions["starport"]
    pair = [seeks[300]["id"], seeks[301]["id"]]
    for _ in range(3 * len(seeks) // SEEKERS_PER_RUN + 3):  # enough runs for the moving slice to reach them
        service.meet("pool", rated_pool)
        if all(service.matchmaking.seeks.seek(s)["status"] == "seated" for s in pair):
            break
    ann_seek, bob_seek = (service.matchmaking.seeks.seek(s) for s in pair)
    assert ann_seek["status"] == bob_seek["status"] == "seated" and ann_seek["game_id"] == bob_seek["game_id"]
    assert redis_client.zcard(names.pool_queue_key(rated_pool)) == 600  # no kin seated, none with another


def seek(api, key, clock, **wishes):
    return api.post("/v1/starshower/quickplay", {"players": 2, "clock": clock, "rated": True, **wishes}, token=key)


def test_keys_from_one_address_hold_at_most_eight_waiting_seeks_in_a_pool(app, api, redis_client):
    keys = keys_from(app, *["203.0.113.41"] * (SEEKS_PER_ORIGIN + 1))
    clock = lonely_clock()
    held = [seek(api, key, clock) for key in keys[:SEEKS_PER_ORIGIN]]
    assert [answer.status for answer in held] == [202] * SEEKS_PER_ORIGIN
    pool = held[0].body["seek_id"][:16]
    refused = seek(api, keys[-1], clock)
    assert refused.status == 409 and refused.headers["Content-Type"] == "application/problem+json"
    assert refused.body["code"] == "too_many_seeks" and refused.body["detail"]
    assert redis_client.zcard(names.pool_queue_key(pool)) == SEEKS_PER_ORIGIN  # nothing stored
    assert redis_client.hlen(names.pool_seeks_key(pool)) == SEEKS_PER_ORIGIN
    assert seek(api, keys[-1], lonely_clock()).status == 202  # its title was not held by the refusal
    other, = keys_from(app, "198.51.100.41")
    assert seek(api, other, clock).status == 202  # another address's share is its own
    first = held[0].body["seek_id"]
    assert api.request("DELETE", f"/v1/quickplay/{first}", token=keys[0]).status == 200
    again, = keys_from(app, "203.0.113.41")
    assert seek(api, again, clock).status == 202  # a withdrawn seek holds no place
    assert seek(api, keys_from(app, "203.0.113.41")[0], clock).status == 409
