"""The meeting place on a real 3-master Redis Cluster (issue 29): a pool's keys share one slot, so
its pairing script runs on one node; seekers are seated, and challenges and rematches work."""

from __future__ import annotations

import pytest
from redis.cluster import RedisCluster

from service.store import keys as names
from service.app import create_app
from service.meeting.seeks import pool_of
from tests.conftest import close_app
from tests.playing import StarportClient, play_to_the_end
from tests.meeting import feed, lonely_clock, new_players, of_type
from tests.service.store.test_cluster_store import cluster_settings


@pytest.fixture
def app(redis_cluster, redis_url):
    app = create_app(cluster_settings(redis_cluster, redis_url))
    app.testing = True
    yield app
    close_app(app)


@pytest.fixture
def api(app):
    return StarportClient(app.test_client())


def test_a_pools_keys_share_one_slot_and_its_seekers_are_seated_on_the_cluster(app, api, redis_cluster):
    clock = lonely_clock()
    players = new_players(api, 6)
    seeks = [api.post("/v1/starshower/quickplay", {"players": [2, 3], "clock": clock}, token=key).body
             for _, key in players]
    pool = pool_of(seeks[0]["seek_id"])
    cluster = RedisCluster.from_url(redis_cluster.url)
    keys = [names.pool_key(pool), names.pool_queue_key(pool), names.pool_seeks_key(pool),
            names.pool_forming_key(pool), names.pool_ended_key(pool), names.pool_origins_key(pool),
            names.pool_leases_key(pool)]
    assert len({cluster.keyslot(key) for key in keys}) == 1
    app.extensions["starport"].meet("pool", pool)  # the worker's job
    seated = [api.get(f"/v1/quickplay/{s['seek_id']}", token=key).body for (_, key), s in zip(players, seeks)]
    assert {s["status"] for s in seated} == {"seated"}
    assert sorted(len(api.view("starshower", g).body["players"]) for g in {s["game_id"] for s in seated}) == [3, 3]
    for (_, key), s in zip(players, seated):
        assert [e["game_id"] for e in of_type(feed(api, key), "seated")] == [s["game_id"]]
    assert cluster.hlen(names.pool_forming_key(pool)) == 0
    cluster.close()


def test_a_challenge_accepted_on_the_cluster_seats_both(api):
    (_ann, ann_key), (bob, bob_key) = new_players(api, 2)
    sent = api.post(f"/v1/players/{bob}/challenges", {"game": "starligned"}, token=ann_key).body
    accepted = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=bob_key).body
    assert accepted["status"] == "accepted"
    for key in (ann_key, bob_key):
        assert [e["game_id"] for e in of_type(feed(api, key), "seated")] == [accepted["game_id"]]


def test_a_rematch_on_the_cluster_is_made_once_both_agree(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    game_id = api.create("starligned", [{"player": ann}, {"open": True}], token=ann_key).body["game_id"]
    assert api.post(f"/v1/starligned/games/{game_id}/seats/1/claim", {}, token=bob_key).status == 200
    play_to_the_end(api, "starligned", game_id, {0: ann_key, 1: bob_key}, timeout=120)
    assert api.post(f"/v1/starligned/games/{game_id}/rematch", token=ann_key).body["waiting_for"] == [1]
    new_id = api.post(f"/v1/starligned/games/{game_id}/rematch", token=bob_key).body["rematch"]
    assert new_id and api.view("starligned", new_id, ann_key).body["you"] == 1
    for key in (ann_key, bob_key):
        assert [e["rematch_of"] for e in of_type(feed(api, key), "seated") if e["game_id"] == new_id] == [game_id]
