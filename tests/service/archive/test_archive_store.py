"""The archive database (service/archive/store.py), on SQLite and on PostgreSQL: a record is
written once and read back whole, a player's history and a title's export page by cursor, and
retention forgets what is old."""

from __future__ import annotations

import threading

import pytest
import sqlalchemy as sa

from service.archive.store import (
    MIGRATIONS,
    SCHEMA_REVISION,
    ArchiveStore,
    game_players,
    games,
)

EVERY_BACKEND = True  # the archive's own SQL: SQLite and PostgreSQL (conftest.py)


def record(game_id: str, ended: float, *, game: str = "starshower", players=("ann", None), outcome="finished"):
    return {"format": 1, "game_id": game_id, "game": game, "outcome": outcome, "created": ended - 60,
            "started": ended - 50, "ended": ended,
            "seats": [{"seat": i, "name": f"s{i}", "player": p, "bot": None if p else "random"}
                      for i, p in enumerate(players)],
            "score": {"winners": [0]}, "winners": [0], "actions": [], "events": [{"type": "dealt"}],
            "hidden_seed": 7}


def rows(archive: ArchiveStore, table) -> int:
    with archive.engine.connect() as connection:
        return connection.execute(sa.select(sa.func.count()).select_from(table)).scalar()


def test_a_record_is_written_once_and_read_back_whole(archive):
    kept = record("g1", 1000.5)
    assert archive.put(kept) is True
    assert archive.get("g1") == kept
    assert archive.get("nobody") is None


def test_a_second_put_writes_nothing_not_even_its_players(archive):
    assert archive.put(record("g1", 1000.0, players=("ann", "bob")))
    assert archive.put(record("g1", 2000.0, players=("ann", "bob", "cy"))) is False
    assert rows(archive, games) == 1 and rows(archive, game_players) == 2
    assert archive.get("g1")["ended"] == 1000.0


def test_the_stored_row_says_what_a_listing_needs_without_unpacking(archive):
    archive.put(record("g1", 1000.0, outcome="cancelled"))
    with archive.engine.connect() as connection:
        row = connection.execute(sa.select(games).where(games.c.game_id == "g1")).one()
    assert (row.game, row.outcome, row.created, row.started, row.ended) == ("starshower", "cancelled", 940.0, 950.0,
                                                                           1000.0)
    assert row.size == len(row.record) < 400


def test_a_players_history_pages_newest_first_ties_broken_by_game_id(archive):
    for i in range(7):  # two games end at each second: the cursor must split a tie
        archive.put(record(f"g{i}", 1000.0 + i // 2, players=("ann", "bob")))
    archive.put(record("other", 5000.0, players=("cy",)))
    seen, cursor = [], None
    while True:
        page, cursor = archive.player_games("ann", limit=3, before=cursor)
        seen += page
        if cursor is None:
            break
    assert [line["game_id"] for line in seen] == ["g6", "g5", "g4", "g3", "g2", "g1", "g0"]
    assert seen[0] == {"game": "starshower", "game_id": "g6", "seat": 0, "outcome": "finished", "ended": 1003.0}
    assert [line["seat"] for line in archive.player_games("bob")[0]] == [1] * 7
    assert archive.player_games("nobody") == ([], None)


def test_a_history_of_one_title(archive):
    archive.put(record("s1", 1000.0))
    archive.put(record("l1", 1001.0, game="starlink"))
    archive.put(record("s2", 1002.0))
    page, cursor = archive.player_games("ann", slug="starshower")
    assert [line["game_id"] for line in page] == ["s2", "s1"] and cursor is None


def test_the_export_pages_oldest_first_within_its_window(archive):
    for i in range(10):
        archive.put(record(f"g{i}", 1000.0 + i))
    archive.put(record("elsewhere", 1004.0, game="starlink"))
    seen, cursor = [], None
    while True:
        page, cursor = archive.records("starshower", ended_from=1002.0, ended_to=1008.0, after=cursor, limit=4)
        seen += page
        if cursor is None:
            break
    assert [r["game_id"] for r in seen] == ["g2", "g3", "g4", "g5", "g6", "g7"]
    assert seen[0] == record("g2", 1002.0)  # the full record: the caller decides what to show


def test_retention_forgets_older_records_and_their_players(archive):
    for i in range(5):
        archive.put(record(f"g{i}", 1000.0 + i))
    assert archive.forget_before(1003.0) == 3
    assert archive.get("g2") is None and archive.get("g3") is not None
    assert rows(archive, game_players) == 2
    assert archive.forget_before(1003.0) == 0


def test_a_cursor_the_archive_did_not_make_is_refused(archive):
    with pytest.raises(ValueError):
        archive.player_games("ann", before="not-a-cursor")


def test_migrating_again_changes_nothing_and_processes_starting_together_take_turns(archive_url):
    stores = [ArchiveStore(archive_url) for _ in range(4)]
    failures = []

    def migrate(store):
        try:
            store.migrate()
        except Exception as error:  # noqa: BLE001 — reported below
            failures.append(error)
    threads = [threading.Thread(target=migrate, args=(store,)) for store in stores]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    stores[0].put(record("g1", 1.0))
    stores[1].migrate()
    assert stores[2].get("g1") is not None and stores[3].ping()
    for store in stores:
        store.close()


def test_a_start_on_an_archive_at_the_newest_migration_runs_no_alembic(archive_url, monkeypatch):
    from alembic import command
    from alembic.script import ScriptDirectory

    assert SCHEMA_REVISION == ScriptDirectory(str(MIGRATIONS)).get_current_head()
    fresh = ArchiveStore(archive_url)
    assert fresh.revision() is None  # an empty database: never migrated
    fresh.migrate()
    assert fresh.revision() == SCHEMA_REVISION
    upgrades = []
    monkeypatch.setattr(command, "upgrade", lambda *args: upgrades.append(args))
    fresh.migrate()
    ArchiveStore(archive_url).migrate()
    assert upgrades == []
    fresh.close()


def test_only_sqlite_and_postgresql_are_spoken():
    with pytest.raises(ValueError, match="SQLite or PostgreSQL"):
        ArchiveStore("mysql://somewhere/archive")
