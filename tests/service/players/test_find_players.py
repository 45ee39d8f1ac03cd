"""Finding a player by name (issue 45 item 5): ``GET /v1/players?name=<prefix>``.

- Who may call: anyone, without a credential; it counts in the address's tokenless reads, and is
  refused with 429 past them like the lobby.
- What it reveals: the id, name and ratings of the players created with a name of their own —
  what their public pages show — never a key, an origin, a creation time or a game.
- What it costs: a prefix of at least 2 characters, 20 a page at most, a bounded number of index
  reads a page however many expired players' entries lie in the way (each dropped as it is met),
  and the index holds only live players and a few more.
- What it lets one client do to another: find them (to challenge, which has its own limits).

The tests share one Redis with the rest of the suite: each searches a prefix of its own."""

from __future__ import annotations

import uuid

import pytest

from service.ratings import leaderboards
from service.store.codec import to_json
from service.store.keys import PLAYER_NAMES, PLAYER_NAMES_DUE, player_key, ratings_key
from tests.playing import StarportClient
from tests.service.http.test_limits import assert_rate_limited, from_address, limited_app


def unique() -> str:
    """A name start no other test uses (letters only: a hex id may hold digits of another's)."""
    return "".join("qwertyuiopasdfghjklz"[int(c, 16)] for c in uuid.uuid4().hex[:10])


def made(api: StarportClient, name: str | None) -> dict:
    answer = api.post("/v1/players", {"name": name} if name is not None else {})
    assert answer.status == 201, answer.body
    return answer.body


def find(api: StarportClient, name: str, **query) -> dict:
    params = "&".join(f"{k}={v}" for k, v in {"name": name, **query}.items())
    answer = api.get(f"/v1/players?{params}")
    assert answer.status == 200, answer.body
    return answer.body


def test_a_prefix_finds_the_players_named_so_whatever_their_case(api):
    stem = unique()
    ann, anna, other = made(api, f"{stem} Ann"), made(api, f"{stem.upper()} ANNA"), made(api, f"{stem}x Bob")
    found = find(api, f"{stem} an")["players"]
    assert sorted(p["player_id"] for p in found) == sorted([ann["player_id"], anna["player_id"]])
    assert {p["name"] for p in found} == {f"{stem} Ann", f"{stem.upper()} ANNA"}  # as they chose it
    assert other["player_id"] in [p["player_id"] for p in find(api, stem)["players"]]
    assert find(api, f"ｆｕｌｌ{stem}")["players"] == []  # nobody named so yet
    wide = made(api, f"ｆｕｌｌ{stem}")  # full-width letters fold to plain ones
    assert [p["player_id"] for p in find(api, f"full{stem}")["players"]] == [wide["player_id"]]


def test_a_found_player_shows_its_ratings_and_nothing_private(api, redis_client):
    stem = unique()
    vega = made(api, f"{stem} Vega")
    entry = {"mu": 30.0, "sigma": 4.0, "games": 14, "name": "Vega", "recent": []}
    redis_client.hset(ratings_key("starshower"), vega["player_id"], to_json(entry))
    answer = api.get(f"/v1/players?name={stem}")
    assert answer.body["players"] == [{"player_id": vega["player_id"], "name": f"{stem} Vega", "bot_account": False, "ratings": {
        "starshower": {"mu": 30.0, "sigma": 4.0, "ordinal": 18.0, "games": 14, "provisional": False}}}]
    stored = redis_client.hgetall(player_key(vega["player_id"]))
    for secret in (vega["key"].encode(), stored[b"key_hash"], b"origin", b"created", b"key"):
        assert secret not in answer.raw
    redis_client.hdel(ratings_key("starshower"), vega["player_id"])


def test_a_player_made_without_a_name_is_not_found_by_its_given_one(api):
    nameless = made(api, None)
    assert nameless["name"].startswith("player ")
    found = find(api, nameless["name"], limit=20)
    assert nameless["player_id"] not in [p["player_id"] for p in found["players"]]


def test_pages_go_on_by_the_cursor_and_each_player_shows_once(api):
    stem = unique()
    players = {made(api, f"{stem} p{i:02}")["player_id"] for i in range(7)}
    seen, after, pages = [], None, 0
    while True:
        page = find(api, stem, limit=3, **({"after": after} if after else {}))
        pages += 1
        seen += [p["player_id"] for p in page["players"]]
        assert len(page["players"]) <= 3
        after = page["next"]
        if after is None:
            break
    assert sorted(seen) == sorted(players) and len(seen) == len(set(seen)) and pages == 3


def test_an_expired_players_entry_is_dropped_as_a_search_meets_it(api, redis_client):
    stem = unique()
    gone = [made(api, f"{stem} gone {i}") for i in range(12)]
    here = made(api, f"{stem} here")
    for player in gone:
        redis_client.delete(player_key(player["player_id"]))  # as if it expired
    first = find(api, stem, limit=2)
    # Three rounds of three members at most: the page is short, and says where to go on.
    assert first["players"] == [] and first["next"]
    found, after = [], first["next"]
    while after:
        page = find(api, stem, limit=2, after=after)
        found += [p["player_id"] for p in page["players"]]
        after = page["next"]
    assert found == [here["player_id"]]
    left = redis_client.zrangebylex(PLAYER_NAMES, f"[{stem}".encode(), f"[{stem}".encode() + b"\xff")
    assert [m[-32:].decode() for m in left] == [here["player_id"]]


def test_new_players_sweep_the_entries_of_expired_ones(api, redis_client):
    stem = unique()
    gone = made(api, f"{stem} gone")
    redis_client.delete(player_key(gone["player_id"]))
    member = f"{stem} gone\0{gone['player_id']}".encode()
    redis_client.zadd(PLAYER_NAMES_DUE, {member: 0})  # due a look long ago
    for _ in range(40):  # every creation looks at the two most overdue (the shared Redis has others)
        made(api, f"{stem} sweeper")
        if redis_client.zscore(PLAYER_NAMES, member) is None:
            break
    assert redis_client.zscore(PLAYER_NAMES, member) is None
    assert redis_client.zscore(PLAYER_NAMES_DUE, member) is None


@pytest.mark.parametrize("query", ["", "name=a", "name=" + "x" * 41, "name=ab&limit=0", "name=ab&limit=21",
                                   "name=ab&limit=ten", "name=ab&after=%2F%2F", "name=ab&after=" + "A" * 46])
def test_a_search_too_short_too_wide_or_with_a_foreign_cursor_is_refused(api, query):
    answer = api.get(f"/v1/players?{query}")
    assert answer.status == 422 and answer.body["code"] == "validation_error", (query, answer.body)


def test_a_cursor_of_another_prefix_is_refused(api):
    stem = unique()
    for i in range(3):
        made(api, f"{stem} {i}")
    after = find(api, stem, limit=1)["next"]
    answer = api.get(f"/v1/players?name=zz{stem}&after={after}")
    assert answer.status == 422 and answer.body["code"] == "validation_error"


def test_a_search_counts_in_the_addresss_tokenless_reads_whatever_bearer_it_carries(redis_url):
    app = limited_app(redis_url, rate_reads="3/minute")
    try:
        client = from_address(app)
        key = client.post("/v1/players", json={}).json["key"]  # a bearer buys no budget of its own
        answers = [client.get(f"/v1/players?name={unique()}", headers={"Authorization": f"Bearer {key}"})
                   for _ in range(4)]
        assert [a.status_code for a in answers[:3]] == [200] * 3
        assert_rate_limited(answers[3])
    finally:
        app.extensions["starport"].hub.close()


def test_a_search_reads_a_bounded_number_of_index_members(api, monkeypatch):
    """However many players share a prefix, a page asks the index for SEARCH_ROUNDS × (limit + 1)
    members at most."""
    stem = unique()
    for i in range(25):
        made(api, f"{stem} {i:02}")
    asked: list[int] = []
    service = api.transport.application.extensions["starport"]
    reading = service.store.names_from
    monkeypatch.setattr(service.store, "names_from", lambda low, high, count: asked.append(count) or reading(low, high, count))
    assert len(find(api, stem, limit=20)["players"]) == 20
    assert sum(asked) <= leaderboards.SEARCH_ROUNDS * 21


def test_a_search_runs_on_a_redis_cluster(redis_cluster, redis_url):
    """The index's two keys are global keys (redis_names rule 2): single-key commands and
    pipelines the cluster client splits by node, a player's hash read wherever its slot is."""
    from redis.cluster import RedisCluster

    from service.app import create_app
    from tests.conftest import close_app
    from tests.service.store.test_cluster_store import cluster_settings

    app = create_app(cluster_settings(redis_cluster, redis_url))
    app.testing = True
    try:
        api = StarportClient(app.test_client())
        stem = unique()
        players = [made(api, f"{stem} {i}") for i in range(4)]
        RedisCluster.from_url(redis_cluster.url).delete(player_key(players[0]["player_id"]))  # as if expired
        found = find(api, stem, limit=20)
        assert sorted(p["player_id"] for p in found["players"]) == sorted(p["player_id"] for p in players[1:])
    finally:
        close_app(app)
