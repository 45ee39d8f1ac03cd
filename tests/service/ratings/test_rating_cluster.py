"""Ratings on a real 3-master Redis Cluster (issue 30): a title's keys share one slot, so a rated
game's update (its seats, the board, its mark) is one script on one node; a finished record is
rated once there, its players' pages read across nodes, and the board pages."""

from __future__ import annotations

import uuid

import pytest
from redis.cluster import RedisCluster

from service.store import keys as names
from service.app import create_app
from tests.conftest import close_app
from tests.playing import StarportClient
from tests.meeting import new_players
from tests.service.store.test_cluster_store import cluster_settings


@pytest.fixture
def app(redis_cluster, redis_url):
    app = create_app(cluster_settings(redis_cluster, redis_url))
    app.testing = True
    yield app
    close_app(app)


def record_of(game_id: str, people: list[str], totals: list[int]) -> dict:
    """A finished rated record as the archive job builds it: the people, then a greedy bot."""
    seats = [{"seat": i, "player": p, "bot": None, "changes": [{"version": 2, "change": "claimed", "name": "x"}]}
             for i, p in enumerate(people)]
    seats.append({"seat": len(people), "player": None, "bot": "greedy", "changes": []})
    players = [{"seat": i, "total": t} for i, t in enumerate(totals)]
    best = max(totals)
    return {"game_id": game_id, "game": "starshower", "outcome": "finished", "lifecycle": {"rated": True},
            "ended": 1_900_000_000.0, "seats": seats, "score": {"players": players},
            "winners": [i for i, t in enumerate(totals) if t == best]}


def test_a_rated_record_is_rated_once_on_the_cluster_and_read_back(app, redis_cluster):
    api = StarportClient(app.test_client())
    (ann, _), (bob, _) = new_players(api, 2)
    cluster = RedisCluster.from_url(redis_cluster.url)
    game_id = uuid.uuid4().hex
    keys = [names.ratings_key("starshower"), names.board_key("starshower"), names.rated_game_key("starshower", game_id)]
    assert len({cluster.keyslot(key) for key in keys}) == 1
    rated = app.extensions["starport"].archiving.rated
    record = record_of(game_id, [ann, bob], [9, 4, 6])
    change = rated.rate(record)
    assert rated.rate(record) == change  # once
    assert [s["rank"] for s in change["seats"]] == [1, 3, 2]
    page = api.get(f"/v1/players/{ann}").body["ratings"]["starshower"]
    assert page["games"] == 1 and page["mu"] > 25 and page["recent"][0]["game_id"] == game_id
    greedy = next(g for g in api.get("/v1/games").body["games"] if g["slug"] == "starshower")["levels"]["greedy"]
    assert greedy["rating"]["games"] >= 1
    assert api.get("/v1/starshower/leaderboard").status == 200
