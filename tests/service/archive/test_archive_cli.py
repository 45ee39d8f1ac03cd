"""``python -m service.archive``: migrate, a month's dump as NDJSON of spectator records, and
retention now — run as an operator runs it, a process of its own."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from engines.contract import PRIVATE_FOREVER, VISIBLE_TO
from service.archive.cli import month_bounds
from service.archive.store import ArchiveStore
from service.config import default_archive_url, var_dir
from service.running.redis_server import default_data_dir

EVERY_BACKEND = True  # the archive's own SQL: SQLite and PostgreSQL (conftest.py)

pytestmark = pytest.mark.e2e  # processes of their own


def cli(archive_url: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.archive.cli", *args], capture_output=True, timeout=60, check=False,
                          env={**os.environ, "STARPORT_ARCHIVE_URL": archive_url, **env})


def at(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=UTC).timestamp()


def record(game_id: str, ended: float, game: str = "starshower") -> dict:
    return {"format": 1, "game_id": game_id, "game": game, "outcome": "finished", "created": ended - 60,
            "started": ended - 50, "ended": ended, "seats": [{"seat": 0, "name": "ann", "player": None, "bot": None}],
            "score": {}, "winners": [0], "actions": [], "hidden_seed": 123456,
            "events": [{"type": "dealt", "seq": 1},
                       {"type": "hand", "seq": 2, VISIBLE_TO: [0]},
                       {"type": "deck_order", "seq": 3, VISIBLE_TO: [], PRIVATE_FOREVER: True}]}


def test_a_months_dump_is_the_spectators_records_oldest_first(archive_url):
    assert cli(archive_url, "migrate").returncode == 0
    archive = ArchiveStore(archive_url)
    archive.put(record("late", at("2026-11-30T23:59:59")))
    archive.put(record("early", at("2026-11-01T00:00:00")))
    archive.put(record("october", at("2026-10-31T23:59:59")))
    archive.put(record("december", at("2026-12-01T00:00:00")))
    archive.put(record("other-title", at("2026-11-15T12:00:00"), game="starlink"))
    archive.close()
    done = cli(archive_url, "dump", "--game", "starshower", "--month", "2026-11")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["game_id"] for line in lines] == ["early", "late"]
    assert "hidden_seed" not in lines[0]
    assert [e["type"] for e in lines[0]["events"]] == ["dealt", "hand"]  # the hand opens at the end
    assert VISIBLE_TO not in lines[0]["events"][1]


def test_a_bad_month_or_title_is_refused(archive_url):
    assert cli(archive_url, "dump", "--game", "starshower", "--month", "November").returncode == 2
    assert cli(archive_url, "dump", "--game", "chess", "--month", "2026-11").returncode == 2


def test_forget_applies_the_retention_now(archive_url):
    cli(archive_url, "migrate")
    archive = ArchiveStore(archive_url)
    archive.put(record("old", at("2000-01-01T00:00:00")))
    archive.put(record("new", datetime.now(UTC).timestamp()))
    assert b"kept for ever" in cli(archive_url, "forget").stderr
    done = cli(archive_url, "forget", STARPORT_ARCHIVE_DAYS="30")
    assert done.returncode == 0 and b"forgot 1 records" in done.stderr
    assert archive.get("old") is None and archive.get("new") is not None
    archive.close()


def test_december_runs_into_the_next_year():
    assert month_bounds("2026-12") == (at("2026-12-01T00:00:00"), at("2027-01-01T00:00:00"))


CHECKOUT = Path(__file__).resolve().parents[3]


def cli_in(folder: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    """The command line run from ``folder``, configured only by ``env`` (as a shell an operator
    opened elsewhere: no STARPORT_ARCHIVE_URL or STARPORT_VAR unless given)."""
    clean = {k: v for k, v in os.environ.items() if k not in ("STARPORT_ARCHIVE_URL", "STARPORT_VAR")}
    return subprocess.run([sys.executable, "-m", "service.archive.cli", *args], capture_output=True, text=True, timeout=60,
                          check=False, cwd=folder, env={**clean, **env})


def test_run_from_another_folder_it_finds_the_servers_archive_by_starport_var(tmp_path):
    server_var, elsewhere = tmp_path / "server-var", tmp_path / "elsewhere"
    elsewhere.mkdir()
    archive = ArchiveStore(f"sqlite:///{server_var}/archive.sqlite3")  # where the server keeps it
    archive.migrate()
    archive.put(record("kept", at("2026-11-15T12:00:00")))
    archive.close()
    done = cli_in(elsewhere, "dump", "--game", "starshower", "--month", "2026-11", STARPORT_VAR=str(server_var))
    assert done.returncode == 0, done.stderr
    assert [json.loads(line)["game_id"] for line in done.stdout.splitlines()] == ["kept"]
    assert list(elsewhere.iterdir()) == [], "nothing made in the folder it ran from"


def test_unset_starport_var_is_the_checkouts_var_wherever_a_process_starts(tmp_path, monkeypatch):
    monkeypatch.delenv("STARPORT_VAR", raising=False)
    monkeypatch.chdir(tmp_path)
    assert var_dir() == CHECKOUT / "var"
    assert default_data_dir() == CHECKOUT / "var" / "redis"  # make run's Redis beside its archive
    assert default_archive_url() == f"sqlite:///{CHECKOUT / 'var' / 'archive.sqlite3'}"


@pytest.mark.parametrize("command", [("dump", "--game", "starshower", "--month", "2026-11"), ("forget",)])
def test_with_no_archive_it_says_so_and_creates_none(tmp_path, command):
    missing = tmp_path / "no-server-here"
    done = cli_in(tmp_path, *command, STARPORT_VAR=str(missing), STARPORT_ARCHIVE_DAYS="30")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (f"archive: there is no archive at {missing / 'archive.sqlite3'}: "
                           "set STARPORT_VAR or STARPORT_ARCHIVE_URL as the server has them\n")
    assert list(tmp_path.iterdir()) == [], "no archive file, no var folder"


def test_an_empty_file_is_no_archive_either(tmp_path):
    (tmp_path / "archive.sqlite3").touch()  # what this command line once left behind
    done = cli_in(tmp_path, "dump", "--game", "starshower", "--month", "2026-11", STARPORT_VAR=str(tmp_path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "holds no archive (never migrated)" in done.stderr and "STARPORT_VAR" in done.stderr


def test_an_unreachable_postgresql_is_one_line_without_its_password(tmp_path):
    with socket.socket() as closed:  # a port nothing listens on: refused at once
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    url = f"postgresql+psycopg://starport:hunter2@127.0.0.1:{port}/archive"
    done = cli_in(tmp_path, "dump", "--game", "starshower", "--month", "2026-11", STARPORT_ARCHIVE_URL=url)
    assert done.returncode == 1 and "Traceback" not in done.stderr and "hunter2" not in done.stderr
    assert done.stderr.startswith(f"archive: cannot use the archive at postgresql+psycopg://starport:***@127.0.0.1:{port}/archive: ")
    assert len(done.stderr.splitlines()) == 1
