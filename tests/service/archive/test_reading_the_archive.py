"""Reading the archive back (issue 28 item 4, 6, 7): a finished game's record, its replayed views,
its view, score and log once Redis forgot it, a player's history across Redis and the archive,
and a title's NDJSON export. Every answer is checked against openapi.yaml."""

from __future__ import annotations

import json
import threading
import time
from datetime import UTC, datetime

import pytest
from werkzeug.serving import make_server

from engines import registry
from service.archive import verify
from service.store.keys import events_key, game_key
from tests.service.archive.conftest import close_stack, make_stack
from tests.conftest import FakeClock
from tests.playing import StarportClient, play_to_the_end, whole_log
from tests.spec_check import SpecCheck

EVERY_BACKEND = True  # the archive's own SQL: SQLite and PostgreSQL (conftest.py)

OPTIONS = {"twinkle-starship": {"deals": 1}, "starlink": {"timer_seconds": 20}}


def checked(stack):
    """The stack's client, every answer checked against openapi.yaml."""
    stack.api = StarportClient(stack.app.test_client(), spec_check=SpecCheck())
    return stack


@pytest.fixture
def short_lived(games_redis, archive_url, monkeypatch):
    """Finished games expire a second after they are archived (as test_every_title_archived)."""
    built = make_stack(games_redis, archive_url, monkeypatch, clock=FakeClock(1_800_000_000.0, step=0.5),
                       finished_ttl=1, env={"STARPORT_FINISHED_TTL": "1"})
    yield checked(built)
    close_stack(built)


@pytest.fixture
def reading(stack):
    return checked(stack)


def served(app):
    """The app on a loopback port in a thread (for ``service.archive.verify --base``): its base URL."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, f"http://127.0.0.1:{server.server_port}"


def forgotten(stack, game_id: str) -> None:
    deadline = time.monotonic() + 10
    while stack.redis.exists(game_key(game_id), events_key(game_id)):
        assert time.monotonic() < deadline, "the finished game's Redis copy did not expire"
        time.sleep(0.2)


def without_time(view: dict) -> dict:
    return {k: v for k, v in view.items() if k != "server_time"}


def all_views(api, slug: str, game_id: str, limit: int = 7) -> list[dict]:
    views, after = [], 0
    while after is not None:
        page = api.get(f"/v1/{slug}/games/{game_id}/record/views?after={after}&limit={limit}")
        assert page.status == 200, page.body
        views += page.body["views"]
        after = page.body["next"]
    return views


@pytest.mark.slow
@pytest.mark.parametrize("slug", sorted(registry()))
def test_a_finished_game_reads_the_same_once_redis_forgot_it(short_lived, slug, capsys):
    stack = short_lived
    api = stack.api
    me = api.post("/v1/players", {"name": "ann"}).body
    bots = [{"name": f"bot{i}", "bot": "random"} for i in range(registry()[slug].meta.min_players - 1)]
    game_id = api.create(slug, [{"player": me["player_id"]}, *bots], token=me["key"], options=OPTIONS.get(slug, {}),
                         listed=True).body["game_id"]  # listed: in the player's public history below
    play_to_the_end(api, slug, game_id, {0: me["key"]}, between_turns=stack.run_worker)
    root = f"/v1/{slug}/games/{game_id}"
    held = {"view": without_time(api.get(root).body), "score": api.get(f"{root}/score").body,
            "events": whole_log(api, slug, game_id), "record": api.get(f"{root}/record").body}
    assert held["record"]["full"] is False and "hidden_seed" not in held["record"]
    views_held = all_views(api, slug, game_id)

    stack.run_worker()  # the archive job
    forgotten(stack, game_id)
    assert without_time(api.get(root).body) == held["view"]
    assert api.get(f"{root}/score").body == held["score"]
    assert whole_log(api, slug, game_id) == held["events"]
    kept = api.get(f"{root}/record")
    assert kept.status == 200 and kept.body == held["record"]
    assert kept.headers["ETag"] == f'"{held["view"]["version"]}"'
    views = all_views(api, slug, game_id, limit=500)
    assert views == views_held and views[-1]["state"] == held["view"]["state"]
    assert views[-1]["version"] == held["view"]["version"]

    # service.archive.verify fetches /record and replays the whole game to the same score.
    server, base = served(stack.app)
    try:
        # 2 for a record that holds back what a replay needs (a hidden seed): "not checked" is said
        expected = verify.NOT_ALL_CHECKED if verify.verify_record(kept.body).unchecked else verify.VERIFIED
        assert verify.main([slug, game_id, "--base", base]) == expected
    finally:
        server.shutdown()
    said = capsys.readouterr().out
    assert "verified" in said and "NOT VERIFIED" not in said
    assert verify.verify_record(kept.body).seed == int(held["view"]["seed"])

    mine = api.get("/v1/players/me/games", token=me["key"]).body
    assert [(g["game_id"], g["you"], g["status"]) for g in mine["games"]] == [(game_id, 0, "finished")]
    assert mine["games"][0]["seats"] == held["view"]["players"]
    public = api.get(f"/v1/players/{me['player_id']}/games").body
    assert [g["game_id"] for g in public["games"]] == [game_id] and public["next"] is None


def test_a_game_not_over_has_no_record_yet(reading):
    api = reading.api
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}]).body
    answer = api.get(f"/v1/starshower/games/{created['game_id']}/record")
    assert (answer.status, answer.body["code"]) == (409, "game_not_over")
    views = api.get(f"/v1/starshower/games/{created['game_id']}/record/views")
    assert (views.status, views.body["code"]) == (409, "game_not_over")
    assert api.get("/v1/starshower/games/nosuchgame/record").status == 404
    assert api.get(f"/v1/starlink/games/{created['game_id']}/record").status == 404  # another title's id


def test_a_record_is_answered_from_redis_before_its_job_and_cached_by_its_etag(reading):
    stack = reading
    game_id = stack.cancelled_game()  # its archive job queued, not run
    root = f"/v1/starshower/games/{game_id}/record"
    before = stack.api.get(root)
    assert before.status == 200 and before.body["outcome"] == "cancelled"
    assert not stack.service.store.archived(game_id)
    assert before.headers["Cache-Control"].startswith("public")
    again = stack.api.get(root, headers={"If-None-Match": before.headers["ETag"]})
    assert again.status == 304 and again.raw == b""
    stack.run_worker()
    assert stack.service.store.archived(game_id)
    assert stack.api.get(root).body == before.body
    assert stack.api.get(root, headers={"If-None-Match": "not-a-tag"}).body["code"] == "invalid_if_none_match"


def test_the_views_route_pages_and_refuses_what_it_cannot_page(reading):
    stack = reading
    game_id = stack.bot_game("twinkle-twinkle")
    stack.play_out(game_id)
    root = f"/v1/twinkle-twinkle/games/{game_id}/record/views"
    whole = stack.api.get(f"{root}?limit=500").body
    versions = [v["version"] for v in whole["views"]]
    assert versions == sorted(set(versions)) and whole["next"] is None and versions[-1] == whole["version"]
    page = stack.api.get(f"{root}?after={versions[1]}&limit=2").body
    assert [v["version"] for v in page["views"]] == versions[2:4] and page["next"] == versions[3]
    for query in ("limit=0", "limit=501", "after=-1", "after=x"):
        assert stack.api.get(f"{root}?{query}").status == 422, query


def cancelled_for(stack, player: dict) -> str:
    created = stack.api.create("starshower", [{"player": player["player_id"]}, {"open": True}], token=player["key"]).body
    done = stack.api.post(f"/v1/starshower/games/{created['game_id']}/cancel", token=created["creator_token"])
    assert done.status == 200
    return created["game_id"]


def pages(api, path: str, token=None, limit: int = 2) -> list[list[str]]:
    found, after = [], None
    while True:
        answer = api.get(f"{path}?limit={limit}" + (f"&after={after}" if after else ""), token=token)
        assert answer.status == 200, answer.body
        found.append([g["game_id"] for g in answer.body["games"]])
        after = answer.body["next"]
        if after is None:
            return found


def test_a_history_pages_across_redis_and_the_archive_each_game_once(reading):
    stack = reading
    me = stack.api.post("/v1/players", {"name": "ann"}).body
    archived = [cancelled_for(stack, me) for _ in range(3)]
    stack.run_worker()  # those three archived (still held by Redis, marked archived)
    assert all(stack.service.store.archived(g) for g in archived)
    stack.service.store.redis.delete(game_key(archived[0]))  # one of them gone from Redis already
    ended = [cancelled_for(stack, me) for _ in range(2)]  # finished, their jobs not run yet
    live = stack.api.create("starshower", [{"player": me["player_id"]}, {"open": True}], token=me["key"]).body["game_id"]

    seen = pages(stack.api, "/v1/players/me/games", token=me["key"])
    flat = [g for page in seen for g in page]
    # Redis's part, newest seated first; then the archive's, newest ended first.
    assert flat == [live, *reversed(ended), *reversed(archived)]
    assert all(len(page) <= 2 for page in seen)
    public = [g for page in pages(stack.api, f"/v1/players/{me['player_id']}/games") for g in page]
    assert public == [*reversed(ended), *reversed(archived)]  # never a live game
    everything = stack.api.get("/v1/players/me/games", token=me["key"]).body
    assert [g["game_id"] for g in everything["games"]] == flat and everything["next"] is None
    kept = next(g for g in everything["games"] if g["game_id"] == archived[0])
    assert (kept["status"], kept["you"], kept["game"]) == ("finished", 0, "starshower")


def test_history_refuses_what_it_did_not_give(reading):
    api = reading.api
    me = api.post("/v1/players", {}).body
    for after in ("nonsense", "cnw", "YXxub3QtYS1jdXJzb3I"):  # the last: base64 of "a|not-a-cursor"
        answer = api.get(f"/v1/players/me/games?after={after}", token=me["key"])
        assert (answer.status, answer.body["code"]) == (422, "validation_error"), after
    assert api.get("/v1/players/me/games?limit=1001", token=me["key"]).status == 422
    assert api.get("/v1/players/NOT-AN-ID/games").status == 404
    assert api.get("/v1/players/me/games").status == 401
    nobody = api.get(f"/v1/players/{'0' * 32}/games").body
    assert nobody == {"player_id": "0" * 32, "games": [], "next": None}


def ndjson(raw: bytes) -> list[dict]:
    return [json.loads(line) for line in raw.decode().splitlines()]


def exported(stack, query: str):
    """The export's answer as it comes (NDJSON, which the JSON client would not read)."""
    return stack.app.test_client().get(f"/v1/starshower/records?{query}")


def day(t: float) -> str:
    return datetime.fromtimestamp(t, UTC).date().isoformat()


def test_the_export_streams_a_titles_records_oldest_first_a_page_at_a_time(reading):
    stack = reading
    games = [stack.cancelled_game() for _ in range(5)]
    stack.cancelled_game("starlink")  # another title's: not in starshower's export
    stack.run_worker()
    now = time.time()
    span = f"from={day(now - 86_400)}&to={day(now + 86_400)}"
    lines, after, requests = [], None, 0
    while True:
        answer = exported(stack, f"{span}&limit=2" + (f"&after={after}" if after else ""))
        assert answer.status_code == 200 and answer.headers["Content-Type"].startswith("application/x-ndjson")
        page = ndjson(answer.data)
        requests += 1
        assert "next" in page[-1] and len(page) <= 3
        lines += page[:-1]
        after = page[-1]["next"]
        if after is None:
            break
    assert [r["game_id"] for r in lines] == games and requests == 3
    assert [r["ended"] for r in lines] == sorted(r["ended"] for r in lines)
    assert lines[0] == stack.api.get(f"/v1/starshower/games/{games[0]}/record").body
    assert all(not r["full"] and "hidden_seed" not in r for r in lines)
    # A date and time (UTC): the games that ended from then on.
    between = datetime.fromtimestamp((lines[1]["ended"] + lines[2]["ended"]) / 2, UTC)
    later = ndjson(exported(stack, f"from={between.strftime('%Y-%m-%dT%H:%M:%S.%fZ')}&to={day(now + 86_400)}").data)
    assert [r["game_id"] for r in later[:-1]] == games[2:] and later[-1] == {"next": None}
    empty = ndjson(exported(stack, "from=2001-01-01&to=2001-02-01").data)
    assert empty == [{"next": None}]


def test_the_export_refuses_a_span_or_cursor_it_cannot_read(reading):
    api = reading.api
    for query in ("to=2026-01-01", "from=2026-01-01", "from=yesterday&to=2026-01-01",
                  "from=2026-02-01&to=2026-01-01", "from=2026-01-01&to=2026-02-01&after=nonsense",
                  "from=2026-01-01&to=2026-02-01&limit=1001", f"from={'2' * 50}&to=2026-02-01"):
        answer = api.get(f"/v1/starshower/records?{query}")
        assert (answer.status, answer.body["code"]) == (422, "validation_error"), query
