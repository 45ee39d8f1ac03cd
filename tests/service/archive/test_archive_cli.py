"""``python -m service.archive``: migrate, a month's dump as NDJSON of spectator records, and
retention now — run as an operator runs it, a process of its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime

import pytest

from engines.contract import PRIVATE_FOREVER, VISIBLE_TO
from service.archive.cli import month_bounds
from service.archive.store import ArchiveStore

pytestmark = pytest.mark.e2e  # processes of their own


def cli(archive_url: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "service.archive", *args], capture_output=True, timeout=60, check=False,
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
