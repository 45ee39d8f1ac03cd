"""Attacks at the edges of a request (issues 25 and 26): a body that once froze a process, a
cross-site browser request, digits that are not ASCII, a pattern a trailing newline slipped past.
Each is refused with a 4xx problem+json and changes nothing."""

from __future__ import annotations

import time

import pytest

from tests.playing import StarportClient

GAME = "starshower"
# 33 brackets (past the depth limit), then an unterminated run of \" to 64 KiB: the raw-bytes
# string scan the depth check used backtracked on every quote (~17 s on a quiet machine).
HOSTILE = b"[" * 33 + b'"' + b'\\"' * ((64 * 1024 - 34) // 2)


@pytest.fixture
def api(client):
    return StarportClient(client)


def assert_refused(answer, status: int, code: str) -> None:
    assert answer.status == status, (answer.status, answer.body)
    assert answer.headers["Content-Type"] == "application/problem+json"
    assert answer.body["code"] == code and answer.body["status"] == status and answer.body["detail"]


def open_table(api) -> tuple[str, str]:
    """A game waiting for its second seat; its id and the first seat's token."""
    created = api.create(GAME, [{"name": "ann"}, {"open": True}]).body
    return created["game_id"], created["seats"][0]["token"]


# -- 25.7: every body check linear in the body -------------------------------------------------

def test_a_hostile_64_kib_body_is_refused_at_once_on_every_post_route(api, app, redis_client):
    game_id, token = open_table(api)
    assert len(HOSTILE) <= app.config["MAX_CONTENT_LENGTH"]
    before = sorted(redis_client.keys("sp:*"))
    for path in ["/v1/players", f"/v1/{GAME}/games", f"/v1/{GAME}/games/{game_id}/seats/1/claim",
                 f"/v1/{GAME}/games/{game_id}/actions", f"/v1/{GAME}/games/nosuchgame/actions"]:
        started = time.perf_counter()
        answer = api.request("POST", path, data=HOSTILE, content_type="application/json", token=token)
        seconds = time.perf_counter() - started
        assert_refused(answer, 400, "malformed_json")
        # Not a benchmark: the quadratic check took ~17 s here (45 s under load) and a linear one
        # takes well under 1 ms, so a 2 s bound fails on the old code and never flakes on a busy CI.
        assert seconds < 2, f"{path}: {seconds:.1f} s for a 64 KiB body"
    assert sorted(redis_client.keys("sp:*")) == before


# -- 26.9: numbers are ASCII digits, patterns match the whole value ---------------------------

@pytest.mark.parametrize("digit", ["%D9%A0", "%DB%B0", "%EF%BC%90", "%E0%A5%A6"])  # ٠ ۰ ０ ०: zeros
def test_a_seat_number_in_other_digits_is_no_seat(api, digit):
    created = api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    left = api.request("POST", f"/v1/{GAME}/games/{game_id}/seats/{digit}/leave", token=token)
    assert_refused(left, 404, "not_found")
    claimed = api.request("POST", f"/v1/{GAME}/games/{game_id}/seats/{digit}/claim")
    assert_refused(claimed, 404, "not_found")
    assert not [e for e in api.get(f"/v1/{GAME}/games/{game_id}/events").body["events"] if e["type"] == "left"]
    assert api.request("POST", f"/v1/{GAME}/games/{game_id}/seats/0/leave", token=token).status == 200  # still held


@pytest.mark.parametrize("wait", ["%D9%A5", "%EF%BC%95", "1_0", "+5", "%205", "1e1", "5.", "nan"])
def test_a_wait_that_is_not_ascii_decimal_is_a_validation_error(api, wait):
    game_id, _ = open_table(api)
    assert_refused(api.get(f"/v1/{GAME}/games/{game_id}/events?wait={wait}"), 422, "validation_error")


@pytest.mark.parametrize("wait", ["0", "0.5", "05"])
def test_a_wait_in_ascii_decimals_is_taken(api, wait):
    game_id, _ = open_table(api)
    assert api.get(f"/v1/{GAME}/games/{game_id}/events?wait={wait}").status == 200


def test_a_lobby_cursor_with_a_trailing_newline_is_refused(api):
    open_table(api)
    open_table(api)
    cursor = api.get(f"/v1/{GAME}/games?limit=1").body["next"]
    assert cursor and api.get(f"/v1/{GAME}/games?after={cursor}").status == 200
    assert_refused(api.get(f"/v1/{GAME}/games?after={cursor}%0A"), 422, "validation_error")


def test_a_player_id_with_a_trailing_newline_is_refused(api, redis_client):
    player = api.post("/v1/players", {"name": "pat"}).body
    before = sorted(redis_client.keys("sp:*"))
    answer = api.post(f"/v1/{GAME}/games", {"seats": [{"name": "pat", "player": player["player_id"] + "\n"},
                                                      {"name": "bob"}]})
    assert_refused(answer, 422, "validation_error")
    # The pattern's refusal, not the look-up's ("An existing player, once."), which a store read decides.
    assert answer.body["errors"]["json"]["seats"]["0"]["player"] == ["String does not match expected pattern."]
    assert sorted(redis_client.keys("sp:*")) == before
    assert api.create(GAME, [{"name": "pat", "player": player["player_id"]}, {"name": "bob"}],
                      token=player["key"]).status == 201


# -- 25.13: a page on another site writes nothing through its visitor's browser ---------------

FOREIGN = {"Origin": "https://evil.example"}


@pytest.fixture
def friendly_api(redis_url):
    from service.app import create_app
    from service.config import Settings
    from tests.conftest import QUEUE, close_app

    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE,
                                       cors_origins=("https://friend.example",)))
    app.testing = True
    yield StarportClient(app.test_client())
    close_app(app)


@pytest.mark.parametrize("browser", [FOREIGN, {"Origin": "null"}, {"Sec-Fetch-Site": "cross-site"},
                                     {"Sec-Fetch-Site": "same-site"}, {"Origin": "http://localhost.evil.example"},
                                     {"Origin": "https://evil.example", "Sec-Fetch-Site": "same-origin"}])
def test_a_foreign_page_creates_no_player_and_claims_no_seat(api, redis_client, browser):
    game_id, token = open_table(api)
    before = sorted(redis_client.keys("sp:*"))
    for path in ["/v1/players", f"/v1/{GAME}/games/{game_id}/seats/1/claim",
                 f"/v1/{GAME}/games/{game_id}/seats/0/leave", f"/v1/{GAME}/games/{game_id}/actions"]:
        assert_refused(api.request("POST", path, headers=browser, token=token), 403, "cross_site")
    assert_refused(api.request("POST", f"/v1/{GAME}/games", headers=browser, content_type="application/json",
                               data=b'{"seats": [{"name": "ann"}]}'), 403, "cross_site")
    assert sorted(redis_client.keys("sp:*")) == before
    assert api.get(f"/v1/{GAME}/games/{game_id}", headers=browser).status == 200  # reads are left alone


@pytest.mark.parametrize("headers", [{}, {"Origin": "http://localhost"}, {"Sec-Fetch-Site": "same-origin"},
                                     {"Origin": "http://localhost", "Sec-Fetch-Site": "same-origin"},
                                     {"Sec-Fetch-Site": "none"}])
def test_the_servers_own_pages_and_clients_without_a_browser_still_write(api, headers):
    game_id, _ = open_table(api)
    assert api.request("POST", "/v1/players", headers=headers).status == 201
    assert api.request("POST", f"/v1/{GAME}/games/{game_id}/seats/1/claim", headers=headers).status == 200


def test_a_listed_origin_writes_across_sites(friendly_api):
    answer = friendly_api.request("POST", "/v1/players", headers={"Origin": "https://friend.example",
                                                                  "Sec-Fetch-Site": "cross-site"})
    assert answer.status == 201
    assert answer.headers["Access-Control-Allow-Origin"] == "https://friend.example"
    assert_refused(friendly_api.request("POST", "/v1/players", headers=FOREIGN), 403, "cross_site")


# -- 25.14: the embedded Redis's files (every game's seed) are the owner's alone --------------

def test_the_embedded_redis_keeps_its_folder_0700_and_its_files_0600(tmp_path):
    import os
    import stat

    import redis

    from service.running.redis_server import EmbeddedRedis

    data = tmp_path / "redis"
    data.mkdir(mode=0o755)
    (data / "dump.rdb").write_bytes(b"")  # left by an older server, world-readable
    os.chmod(data / "dump.rdb", 0o644)
    server = EmbeddedRedis(data).start()
    try:
        client = redis.Redis.from_url(server.url)
        client.set("sp:{g}", "seed")
        client.save()  # an RDB written now
        client.bgrewriteaof()
        time.sleep(0.5)
        files = [path for path in data.iterdir() if path.is_file()]
        assert {"appendonly.aof", "dump.rdb"} <= {path.name for path in files}
    finally:
        server.stop()
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    modes = {path.name: oct(stat.S_IMODE(path.stat().st_mode)) for path in data.iterdir() if path.is_file()}
    assert modes and all(mode == "0o600" for mode in modes.values()), modes
