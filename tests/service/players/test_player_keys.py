"""A player key can be rotated and revoked (issue 41 item 11): the old secret stops working at
once on every API process, and every stream opened with it ends — the feed's and a game's.

Two apps on one Redis stand for two API processes: each has its own hub, listening on its own
subscription, as gunicorn's workers do."""

from __future__ import annotations

import threading

import pytest

from tests.conftest import close_app, make_app
from tests.playing import StarportClient

GAME = "starshower"
GIVE_UP = 10.0  # seconds: the bug holds a stream open for its hour; the fix closes it within ~1 ms


@pytest.fixture
def two_processes(redis_url):
    first, second = make_app(redis_url), make_app(redis_url)
    yield first, second
    close_app(first)
    close_app(second)


def seated_player(api: StarportClient) -> tuple[dict, str]:
    """A player, and a game whose seat 1 it claimed with its key."""
    me = api.post("/v1/players", {"name": "ann"}).body
    game_id = api.create(GAME, [{"name": "bob"}, {"open": True}]).body["game_id"]
    assert api.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {}, token=me["key"]).status == 200
    return me, game_id


def read_until_closed(response, into: list[bytes]) -> None:
    for chunk in response.response:
        into.append(chunk)


def test_a_rotated_key_stops_working_on_every_process_and_the_new_one_works(two_processes):
    one, other = (StarportClient(app.test_client()) for app in two_processes)
    me, game_id = seated_player(one)
    assert other.get("/v1/players/me/games", token=me["key"]).status == 200  # the other process knew the old one

    rotated = one.post("/v1/players/me/key/rotate", token=me["key"])
    assert rotated.status == 200, rotated.body
    new_key = rotated.body["key"]
    assert rotated.body["player_id"] == me["player_id"] and new_key.startswith(me["player_id"] + ".")
    assert new_key != me["key"]
    for api in (one, other):
        for path in ("/v1/players/me/games", "/v1/players/me/events", f"/v1/{GAME}/games/{game_id}"):
            old = api.get(path, token=me["key"])
            if path.startswith("/v1/players"):
                assert (old.status, old.body["code"]) == (401, "unauthorized"), (path, old.body)
                assert api.get(path, token=new_key).status == 200
            else:  # the game view: the old key is no seat of it any more
                assert (old.status, old.body["code"]) == (401, "unauthorized"), old.body
                assert api.view(GAME, game_id, token=new_key).body["you"] == 1
        again = api.post("/v1/players/me/key/rotate", token=me["key"])
        assert (again.status, again.body["code"]) == (401, "unauthorized")
        assert again.headers["Content-Type"].startswith("application/problem+json")


def test_a_revoked_key_stops_working_and_nothing_replaces_it(two_processes):
    one, other = (StarportClient(app.test_client()) for app in two_processes)
    me, game_id = seated_player(one)
    revoked = one.request("DELETE", "/v1/players/me/key", token=me["key"])
    assert revoked.status == 204
    for api in (one, other):
        for path in ("/v1/players/me/games", f"/v1/{GAME}/games/{game_id}/actions"):
            answer = api.get(path, token=me["key"])
            assert (answer.status, answer.body["code"]) == (401, "unauthorized"), answer.body
        assert api.post("/v1/players/me/key/rotate", token=me["key"]).status == 401
        assert api.request("DELETE", "/v1/players/me/key", token=me["key"]).status == 401
    # The player itself is still known: its finished games and page stay public.
    assert one.get(f"/v1/players/{me['player_id']}/games").status == 200


def test_a_forged_or_seat_token_cannot_rotate_or_revoke(api):
    me = api.post("/v1/players", {}).body
    for token in (None, me["player_id"] + ".not-the-secret", "a-seat-token"):
        assert api.post("/v1/players/me/key/rotate", token=token).status == 401
        assert api.request("DELETE", "/v1/players/me/key", token=token).status == 401
    assert api.get("/v1/players/me/games", token=me["key"]).status == 200  # nothing changed


@pytest.mark.parametrize("change", ["rotate", "revoke"])
def test_streams_opened_with_a_changed_key_end_on_every_process(two_processes, change):
    first, second = two_processes
    one = StarportClient(first.test_client())
    me, game_id = seated_player(one)
    watcher = second.test_client()
    headers = {"Authorization": f"Bearer {me['key']}"}
    feed = watcher.get("/v1/players/me/stream", headers=headers, buffered=False)
    game = watcher.get(f"/v1/{GAME}/games/{game_id}/stream", headers=headers, buffered=False)
    assert feed.status_code == game.status_code == 200
    got: dict[str, list[bytes]] = {"feed": [], "game": []}
    readers = [threading.Thread(target=read_until_closed, args=(response, got[name]), daemon=True)
               for name, response in (("feed", feed), ("game", game))]
    for reader in readers:
        reader.start()
    # Both streams are open and joined (the feed's seated came, the game's log too) before the change.
    wait_for(lambda: any(b"seated" in c for c in got["feed"]) and any(b"id: " in c for c in got["game"]))

    if change == "rotate":
        assert one.post("/v1/players/me/key/rotate", token=me["key"]).status == 200
    else:
        assert one.request("DELETE", "/v1/players/me/key", token=me["key"]).status == 204
    for reader in readers:
        reader.join(GIVE_UP)
    try:
        assert not any(reader.is_alive() for reader in readers), "a stream of the old key stayed open"
        for name in ("feed", "game"):
            assert b"rotated or revoked" in got[name][-1], (name, got[name][-3:])
    finally:
        feed.close()
        game.close()


def test_a_stream_opened_with_the_new_key_is_not_ended_by_the_rotation(two_processes):
    first, second = two_processes
    one = StarportClient(first.test_client())
    me, _ = seated_player(one)
    new_key = one.post("/v1/players/me/key/rotate", token=me["key"]).body["key"]
    feed = second.test_client().get("/v1/players/me/stream", headers={"Authorization": f"Bearer {new_key}"},
                                    buffered=False)
    got: list[bytes] = []
    reader = threading.Thread(target=read_until_closed, args=(feed, got), daemon=True)
    reader.start()
    wait_for(lambda: any(b"seated" in c for c in got))
    one.create(GAME, [{"name": "cy"}, {"open": True}])  # news on the channel: the hub listens on
    reader.join(1.0)
    assert reader.is_alive(), got
    assert one.post("/v1/players/me/key/rotate", token=new_key).status == 200  # and this one ends it
    reader.join(GIVE_UP)
    assert not reader.is_alive() and b"rotated or revoked" in got[-1]
    feed.close()


def wait_for(condition, seconds: float = GIVE_UP) -> None:
    done = threading.Event()
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        done.wait(0.02)
    raise AssertionError("not within the time")


@pytest.fixture
def two_cluster_processes(redis_cluster, redis_url):
    from service.app import create_app
    from tests.service.store.test_cluster_store import cluster_settings

    apps = [create_app(cluster_settings(redis_cluster, redis_url)) for _ in range(2)]
    for app in apps:
        app.testing = True
    yield apps
    for app in apps:
        close_app(app)


def test_on_a_cluster_a_rotation_ends_the_old_keys_stream_on_the_other_process(two_cluster_processes):
    first, second = two_cluster_processes
    one = StarportClient(first.test_client())
    me, _ = seated_player(one)
    feed = second.test_client().get("/v1/players/me/stream", headers={"Authorization": f"Bearer {me['key']}"},
                                    buffered=False)
    got: list[bytes] = []
    reader = threading.Thread(target=read_until_closed, args=(feed, got), daemon=True)
    reader.start()
    wait_for(lambda: any(b"seated" in c for c in got))
    new_key = one.post("/v1/players/me/key/rotate", token=me["key"]).body["key"]
    reader.join(GIVE_UP)
    assert not reader.is_alive() and b"rotated or revoked" in got[-1]
    feed.close()
    assert StarportClient(second.test_client()).get("/v1/players/me/games", token=new_key).status == 200
