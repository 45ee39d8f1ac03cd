"""The archive's reads turned against the service and its players (issue 41 items 2, 3, 13, 14,
17): the export as an amplifier, replayed views that replay the whole game, the archive file
readable by anyone, an unlisted game in a public history, a cursor that answered 500."""

from __future__ import annotations

import base64
import json
import os
import stat

import pytest

from service.archive import replay
from service.archive.store import ArchiveStore
from service.archive.read_back import EXPORT_PAGE_BYTES, Replayed
from service.config import Settings
from service.store.keys import events_key, game_key
from tests.service.archive.conftest import close_stack, make_stack
from tests.service.archive.test_archive_store import record as store_record
from tests.service.archive.test_reading_the_archive import checked


def b64(text: str) -> str:
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


@pytest.fixture
def reading(stack):
    return checked(stack)


# -- item 17: a cursor of nan ------------------------------------------------------------------

@pytest.mark.parametrize("cursor", ["r|nan|x", "r|inf|x", "r|-nan|x", "a|" + b64("nan|x"), "a|" + b64("inf|x")])
def test_a_history_cursor_of_nan_is_refused_not_a_500(reading, cursor):
    api = reading.api
    me = api.post("/v1/players", {"name": "ann"}).body
    reading.cancelled_game()  # something in the archive, so its part is read
    reading.run_worker()
    for path, token in ((f"/v1/players/{me['player_id']}/games", None), ("/v1/players/me/games", me["key"])):
        answer = api.get(f"{path}?after={b64(cursor)}", token=token)
        assert (answer.status, answer.body["code"]) == (422, "validation_error"), (path, cursor)


def test_an_export_cursor_of_nan_is_refused(reading):
    answer = reading.api.get(f"/v1/starshower/records?from=2026-01-01&to=2026-02-01&after={b64('nan|x')}")
    assert (answer.status, answer.body["code"]) == (422, "validation_error")


# -- item 13: the archive file, readable by nobody else --------------------------------------

def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_the_default_archive_is_0600_in_a_0700_folder_under_starport_var(tmp_path, monkeypatch):
    monkeypatch.delenv("STARPORT_ARCHIVE_URL", raising=False)
    monkeypatch.chdir(tmp_path)  # where today's ./var would land
    homes = {}
    for server in ("one", "two"):
        monkeypatch.setenv("STARPORT_VAR", str(tmp_path / server / "var"))
        (tmp_path / server / "var" / "redis").mkdir(parents=True)  # make run's Redis makes the folder first: 0755
        os.chmod(tmp_path / server / "var", 0o755)
        archive = ArchiveStore(Settings.from_env().archive_url)
        archive.migrate()
        assert archive.put(store_record(f"{server:0>32}", 1_800_000_000.0))  # a write: the -wal and -shm exist
        file = tmp_path / server / "var" / "archive.sqlite3"
        homes[server] = archive.count()
        assert mode(file.parent) == 0o700
        for each in (file, f"{file}-wal", f"{file}-shm"):
            assert mode(each) == 0o600, each
        archive.close()
    assert homes == {"one": 1, "two": 1}  # two servers, two archives
    assert not (tmp_path / "var").exists()


def test_an_archive_made_readable_before_is_made_private_at_open(tmp_path):
    folder = tmp_path / "old"
    url = f"sqlite:///{folder}/archive.sqlite3"
    archive = ArchiveStore(url)
    archive.migrate()
    archive.put(store_record("1" * 32, 1_800_000_000.0))
    for each in folder.iterdir():
        each.chmod(0o644)
    folder.chmod(0o755)
    archive.close()
    again = ArchiveStore(url)
    assert again.get("1" * 32) is not None
    assert mode(folder) == 0o700
    files = [p for p in folder.iterdir() if p.name.startswith("archive.sqlite3") and "lock" not in p.name]
    assert files and {p.name: mode(p) for p in files} == {p.name: 0o600 for p in files}
    again.close()


# -- item 3: a page of replayed views costs a page, whatever the game's length and the cache ----

SPACING = 8  # the test's checkpoint spacing: a game of ~100 steps is "long" beside it


@pytest.fixture
def engine_calls(monkeypatch):
    """Counts every action entry a replay applies (``replay.played``), whoever replays."""
    calls = []
    applied = replay.played

    def counted(*args, **kwargs):
        calls.append(1)
        return applied(*args, **kwargs)
    monkeypatch.setattr(replay, "played", counted)
    return calls


def cold(stack) -> None:
    """This process never replayed anything (a fresh API process, or a cache thrashed by others)."""
    stack.service.archived.replayed = Replayed()


def test_a_page_of_a_long_games_views_replays_from_the_nearest_checkpoint(reading, monkeypatch, engine_calls):
    monkeypatch.setattr(replay, "CHECKPOINT_EVERY", SPACING, raising=False)  # raising: today's has none
    stack = reading
    game_id = stack.bot_game("starshower")
    stack.play_out(game_id)  # its archive job too: the record and its checkpoints
    record = stack.archive.get(game_id)
    whole = [{"version": v, "state": view} for v, view in replay.spectator_views(record)]
    assert len(whole) > 10 * SPACING, "not a long game"
    root = f"/v1/starshower/games/{game_id}/record/views"
    limit = 5
    for start in (0, len(whole) // 2, len(whole) - 3):
        after = whole[start]["version"]
        cold(stack)
        engine_calls.clear()
        page = stack.api.get(f"{root}?after={after}&limit={limit}")
        assert page.status == 200, page.body
        assert page.body["views"] == [v for v in whole if v["version"] > after][:limit]
        assert page.body["version"] == whole[-1]["version"]
        assert len(engine_calls) <= limit + SPACING, (after, len(engine_calls), len(whole))
    # Paged to its end, the views are the whole replay's, each once.
    cold(stack)
    paged, after = [], 0
    while after is not None:
        page = stack.api.get(f"{root}?after={after}&limit=17").body
        paged += page["views"]
        after = page["next"]
    assert [{"version": v["version"], "state": v["state"]} for v in paged] == [v for v in whole if v["version"] > 0]


def test_the_view_of_a_long_game_only_the_archive_holds_replays_a_few_steps(reading, monkeypatch, engine_calls):
    monkeypatch.setattr(replay, "CHECKPOINT_EVERY", SPACING, raising=False)  # raising: today's has none
    stack = reading
    game_id = stack.bot_game("starshower")
    stack.play_out(game_id)
    held = stack.api.view("starshower", game_id).body
    stack.redis.delete(game_key(game_id), events_key(game_id))  # Redis forgot it
    cold(stack)
    engine_calls.clear()
    kept = stack.api.view("starshower", game_id)
    assert kept.status == 200, kept.body
    assert kept.body["state"] == held["state"]
    assert len(engine_calls) <= SPACING


# -- item 14: an unlisted game stays out of a public history -----------------------------------

def finished_for(stack, player: dict, **extra) -> str:
    created = stack.api.create("starshower", [{"player": player["player_id"]}, {"open": True}], token=player["key"], **extra).body
    done = stack.api.post(f"/v1/starshower/games/{created['game_id']}/cancel", token=created["creator_token"])
    assert done.status == 200
    return created["game_id"]


def history(api, path: str, token=None) -> list[str]:
    answer = api.get(f"{path}?limit=50", token=token)
    assert answer.status == 200 and answer.body["next"] is None, answer.body
    return [g["game_id"] for g in answer.body["games"]]


def test_an_unlisted_game_is_left_out_of_the_public_history_not_out_of_the_players_own(reading):
    stack, api = reading, reading.api
    me = api.post("/v1/players", {"name": "ann"}).body
    listed = finished_for(stack, me)
    unlisted = finished_for(stack, me, listed=False)
    public, own = f"/v1/players/{me['player_id']}/games", "/v1/players/me/games"
    for moment in ("held by Redis", "archived"):
        assert history(api, public) == [listed], moment
        assert history(api, own, me["key"]) == [unlisted, listed], moment
        stack.run_worker()
    assert all(stack.service.store.archived(g) for g in (listed, unlisted))
    for game_id in (listed, unlisted):  # Redis forgot them: the archive's part alone
        stack.redis.delete(game_key(game_id))
    assert history(api, public) == [listed]
    assert history(api, own, me["key"]) == [unlisted, listed]
    assert api.get(f"/v1/starshower/games/{unlisted}/record").body["listed"] is False


# -- item 2: the export, paged by size, one at a time, counted by its cost --------------------

LINE = 600_000  # bytes of each padded record's line: ~4 fill a page of EXPORT_PAGE_BYTES
SPAN = "from=2026-01-01&to=2027-01-01"


def big_records(archive, count: int) -> list[str]:
    """``count`` archived starshower records of ~``LINE`` bytes each (padded options: a long game's
    size, deflated to almost nothing in the archive), ended a second apart in 2026."""
    ids = [f"{i:032x}" for i in range(count)]
    for i, game_id in enumerate(ids):
        padded = {**store_record(game_id, 1_780_000_000.0 + i), "options": {"padding": "x" * LINE}}
        assert archive.put(padded)
    return ids


def export(client, query: str, **kwargs):
    """The export's answer, read to its end and closed (as a client that got all of it)."""
    answer = client.get(f"/v1/starshower/records?{SPAN}&{query}", **kwargs)
    answer.get_data()
    answer.close()
    return answer


def lines_of(answer) -> list[dict]:
    return [json.loads(line) for line in answer.get_data().splitlines()]


def test_an_export_page_ends_at_its_byte_budget_and_the_next_carries_on(stack):
    ids = big_records(stack.archive, 10)
    client = stack.app.test_client()
    seen, after, pages = [], None, []
    while True:
        answer = export(client, "limit=1000" + (f"&after={after}" if after else ""))
        assert answer.status_code == 200
        page = lines_of(answer)
        pages.append(len(answer.get_data()))
        seen += [line["game_id"] for line in page[:-1]]
        after = page[-1]["next"]
        if after is None:
            break
    assert seen == ids  # each once, in order, across pages
    assert len(pages) == 3 and all(size <= EXPORT_PAGE_BYTES + LINE + 1000 for size in pages), pages


@pytest.fixture
def limited(games_redis, archive_url, monkeypatch):
    built = make_stack(games_redis, archive_url, monkeypatch, rate_limits=True, rate_reads="100/minute")
    yield built
    close_stack(built)


def test_one_address_runs_one_export_at_a_time_and_a_view_answers_meanwhile(limited):
    stack = limited
    big_records(stack.archive, 6)
    game_id = stack.cancelled_game()
    first_client, other_client = stack.app.test_client(), stack.app.test_client()
    sending = first_client.get(f"/v1/starshower/records?{SPAN}&limit=1000", buffered=False)
    assert sending.status_code == 200  # its answer is still being sent (not read yet)
    second = other_client.get(f"/v1/starshower/records?{SPAN}&limit=1")
    assert second.status_code == 429 and second.headers["Content-Type"] == "application/problem+json"
    assert second.json["code"] == "rate_limited" and int(second.headers["Retry-After"]) >= 1
    elsewhere = other_client.get(f"/v1/starshower/records?{SPAN}&limit=1",
                                 environ_base={"REMOTE_ADDR": "192.0.2.7"})  # another address: its own
    assert elsewhere.status_code == 200
    elsewhere.close()
    assert other_client.get(f"/v1/starshower/games/{game_id}").status_code == 200  # a view, meanwhile
    assert b'"next"' in sending.get_data().splitlines()[-1]
    sending.close()  # sent: the address may export again
    assert export(other_client, "limit=1").status_code == 200


def test_an_export_counts_against_the_read_rate_by_the_bytes_it_sent(limited):
    stack = limited
    big_records(stack.archive, 20)
    client = stack.app.test_client()
    answers, after = [], None
    for _ in range(4):  # each page ~2.4 MB: 1 read for the request, 36 for its bytes (100 a minute)
        answer = export(client, "limit=1000" + (f"&after={after}" if after else ""))
        answers.append(answer.status_code)
        if answer.status_code != 200:
            break
        after = lines_of(answer)[-1]["next"]
    assert answers == [200, 200, 200, 429], answers
    refused = export(client, "limit=1")
    assert refused.status_code == 429 and "Retry-After" in refused.headers
    assert client.get("/v1/starshower/games").status_code == 429  # the same address's reads: spent
