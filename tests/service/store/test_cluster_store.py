"""The store on a real 3-master Redis Cluster (issue 19), through HTTP (Flask's client): a game's
keys stay on one slot, games spread over the masters, scripts survive NOSCRIPT, the global keys
work, and the racing-writer and idempotency tests of Starshower pass unchanged on the cluster
(imported below: pytest runs them here with this module's ``app`` and ``api``)."""

from __future__ import annotations

import hashlib
import threading
import time

import pytest
import redis
from redis.cluster import RedisCluster

from service.app import create_app
from service.config import Settings
from service.store.clients import SharedClient, game_redis
from service.store.games import GameStore
from tests.conftest import QUEUE, close_app
from tests.playing import StarportClient, play_to_the_end
from tests.service.http.test_limits import from_address
from tests.service.routes.test_starshower_api import (  # noqa: F401 — collected here, on the cluster
    GAME, new_game, seat_to_act,
    test_a_copy_of_a_request_still_running_waits_then_answers_409_in_progress,
    test_a_refused_keyed_request_frees_its_key_for_a_fresh_judgement,
    test_racing_claims_on_one_open_seat_exactly_one_gets_it,
    test_racing_clients_one_winner_per_version_none_lost,
    test_racing_without_if_match_every_success_is_a_distinct_version,
    test_sixteen_copies_of_one_keyed_request_apply_once_and_all_get_its_answer,
)


def cluster_settings(redis_cluster, redis_url, **overrides) -> Settings:
    """Games on the cluster, RQ on the standalone test Redis."""
    return Settings.from_env(redis_url=redis_cluster.url, redis_cluster=True, queue_redis_url=redis_url,
                             queue_name=QUEUE, **overrides)


@pytest.fixture
def app(redis_cluster, redis_url):
    app = create_app(cluster_settings(redis_cluster, redis_url))
    app.testing = True
    yield app
    close_app(app)


@pytest.fixture
def cluster(redis_cluster):
    client = RedisCluster.from_url(redis_cluster.url)
    yield client
    client.close()


def test_the_switch_makes_a_cluster_client_and_the_store_shares_it_across_threads(app, redis_cluster, redis_url):
    store = app.extensions["starport"].store
    assert isinstance(store.redis, RedisCluster) and isinstance(store.clients, SharedClient)
    single = game_redis(Settings.from_env(redis_url=redis_url))
    assert type(single) is redis.Redis
    single.close()


def test_every_key_of_a_played_game_is_on_one_slot_and_games_spread_over_the_masters(api, cluster, redis_cluster):
    games = [new_game(api) for _ in range(24)]
    game_id, tokens = games[0]
    seat = seat_to_act(api, game_id)
    keyed = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"},
                    headers={"Idempotency-Key": "once"})
    assert keyed.status == 200
    play_to_the_end(api, GAME, game_id, tokens)

    keys = [k.decode() for k in cluster.scan_iter(match=f"sp:{{{game_id}}}*")]
    assert {GameStore.key(game_id), GameStore.events_key(game_id)} <= set(keys)
    assert any(":idem:" in k for k in keys), keys
    assert len({cluster.keyslot(k) for k in keys}) == 1, keys
    masters = {redis_cluster.master_of(GameStore.key(g)).port for g, _ in games}
    assert len(masters) == 3, "24 games should land on every master"


def test_a_node_that_forgot_the_scripts_answers_noscript_and_the_commit_still_lands(api, redis_cluster):
    game_id, tokens = new_game(api)
    for node in redis_cluster.nodes:
        with node.client() as c:
            c.script_flush()  # as a fresh or promoted node: it knows no script
            assert c.script_exists(hashlib.sha1(b"return 1").hexdigest()) == [False]
    seat = seat_to_act(api, game_id)
    answer = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"},
                     headers={"Idempotency-Key": "after-flush"})  # the reserve script, then the commit
    assert answer.status == 200 and answer.body["version"] == 2
    again = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"},
                    headers={"Idempotency-Key": "after-flush"})
    assert again.status == 200 and again.raw == answer.raw
    master = redis_cluster.master_of(GameStore.key(game_id))
    with master.client() as c:
        store = api.transport.application.extensions["starport"].store
        assert c.script_exists(store._commit.sha) == [True], "loaded again on the game's node"


def test_a_long_poll_on_the_cluster_wakes_on_the_move(app, api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    answers = []
    watcher = threading.Thread(target=lambda: answers.append(
        StarportClient(app.test_client()).get(f"/v1/{GAME}/games/{game_id}/events?after=1&wait=10")))
    watcher.start()
    time.sleep(0.3)
    started = time.monotonic()
    assert api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"}).status == 200
    watcher.join()
    assert time.monotonic() - started < 5
    assert [e["type"] for e in answers[0].body["events"]][:1] == ["flip"]


def test_the_hubs_one_round_trip_reads_event_logs_on_every_master(app, api):
    """The streams' listener reads all the news that arrived together in one pipeline, which a
    cluster client splits by node: logs on different masters, each read after its own seq."""
    store = app.extensions["starport"].store
    games = [new_game(api)[0] for _ in range(12)]
    nodes = {store.redis.get_node_from_key(store.events_key(g)).name for g in games}
    assert len(nodes) > 1, "twelve logs all on one of three masters: a one in 177 147 chance"
    reads = [(store.events_key(g), after) for g in games for after in (0, 1)]
    assert store.entries_after_each(reads) == [store.entries_after(key, after) for key, after in reads]
    assert all(store.entries_after_each(reads)[::2]), "every new game has a log"


def test_games_by_status_are_counted_from_the_cluster(api):
    before = api.get("/metrics").raw.decode()
    game_id, tokens = new_game(api)
    after = api.get("/metrics").raw.decode()

    def active(text):
        line = next(line for line in text.splitlines() if line.startswith(f'starport_games{{game="{GAME}",status="active"}}'))
        return int(float(line.split()[-1]))

    assert active(after) == active(before) + 1
    play_to_the_end(api, GAME, game_id, tokens)
    assert active(api.get("/metrics").raw.decode()) == active(before)


def test_the_limits_count_on_the_cluster(redis_cluster, redis_url, cluster):
    app = create_app(cluster_settings(redis_cluster, redis_url, rate_limits=True, rate_creates="5/minute",
                                      max_open_games_per_ip=3))
    client = from_address(app)
    address = client.environ_base["REMOTE_ADDR"]
    answers = [client.post(f"/v1/{GAME}/games", json={"seats": [{"name": "a"}, {"name": "b"}]}) for _ in range(6)]
    assert [a.status_code for a in answers] == [201, 201, 201, 403, 403, 429], [a.json for a in answers]
    assert answers[3].json["code"] == "quota_exceeded" and answers[5].json["code"] == "rate_limited"
    assert cluster.zcard(f"sp-rl:open-games:{address}") == 3
    counter = f"LIMITS:LIMITER/sp-rl/creates/{address}/5/1/minute"  # limits' key: its prefixes, ours, the client
    assert int(cluster.get(counter)) == 6


def test_cluster_mode_without_a_queue_redis_of_its_own_is_refused_at_once(redis_cluster):
    with pytest.raises(ValueError, match="QUEUE_REDIS_URL"):
        Settings.from_env(redis_url=redis_cluster.url, queue_redis_url=redis_cluster.url, redis_cluster=True)


def test_the_lobby_and_a_players_feed_work_on_the_cluster(api):
    """Issue 17's cross-game keys: the lobby (one tag per title, moved in one MULTI), its repair
    reads pipelined across nodes, and a player's feed script on its own tag."""
    me = api.post("/v1/players", {"name": "clusterbot"}).body
    games = [api.create(GAME, [{"player": me["player_id"]}, {"open": True}], token=me["key"]).body["game_id"] for _ in range(6)]
    listed, after = [], None
    while True:
        page = api.get(f"/v1/{GAME}/games?status=waiting&limit=4" + (f"&after={after}" if after else "")).body
        listed += [g["game_id"] for g in page["games"]]
        after = page["next"]
        if after is None:
            break
    assert [g for g in listed if g in games] == games[::-1]
    claimed = api.post(f"/v1/{GAME}/games/{games[0]}/seats/1/claim", {"name": "bob"})
    assert claimed.status == 200 and claimed.body["status"] == "active"
    assert games[0] not in [g["game_id"] for g in api.get(f"/v1/{GAME}/games?limit=100").body["games"]]
    feed = api.get("/v1/players/me/events?after=0", token=me["key"]).body["events"]
    assert [e["type"] for e in feed].count("seated") == 6 and [e["seq"] for e in feed] == list(range(1, len(feed) + 1))
    first = api.view(GAME, games[0]).body["to_act"][0]["seat"]  # a coin decides who calls first
    told = any(e["type"] == "your_turn" and e["game_id"] == games[0] for e in feed)
    assert told == (first == 0)
