"""The drill (issue 28, "Nothing lost"): PostgreSQL stops for 30 s while games end; once it is
back every record appears, none twice, and the games went on ending all the while (the act
path never touches the archive).

The games: tables of random bots played to their end by the driver, and waiting tables their
creator cancels (the cheapest way for a game to end). `make test` ends 60 (4 played, 56
cancelled): what the drill shows holds at any count, and 200 cost the suite a tenth of its CPU;
``DRILL_GAMES=200`` runs the drill issue 28 measured (10 played, 190 cancelled: bench/README.md). The worker is this process's burst
worker, as a worker's loop runs it: sweep, release the archive retries due, run the jobs.

People's acts, timed while the database is down and again once it is back, show the act path
never touches it: no archive connection is asked for while they run (up or down), and their
p99 is printed beside the one with the database up."""

from __future__ import annotations

import os
import statistics
import time

import pytest
import sqlalchemy as sa

from service.store import queue as queue_module
from service.archive.store import game_players, games
from service.store.keys import game_key
from tests.service.archive.conftest import close_stack, make_stack
from tests.postgres import PostgresServer

pytestmark = [pytest.mark.slow, pytest.mark.e2e]

OUTAGE_SECONDS = 30
GAMES = int(os.environ.get("DRILL_GAMES", "60"))
PLAYED = max(1, GAMES // 20)
CANCELLED = GAMES - PLAYED
ACTS = 100  # people's acts timed with the database down, and as many with it up


@pytest.fixture
def drill(games_redis, monkeypatch):
    server = PostgresServer().start()
    # Retries 1, 2, then every 3 s, for the API's jobs and the driver's alike (the deploy's backoff
    # grows to minutes): the drill waits seconds, not a late retry's minutes, once the database is back.
    monkeypatch.setattr(queue_module, "ARCHIVE_RETRY_SECONDS", (1, 2, 3))
    stack = make_stack(games_redis, server.create_database("archive"), monkeypatch)
    yield server, stack
    close_stack(stack)
    server.remove()


def timed_acts(stack, count: int, monkeypatch) -> tuple[list[float], int]:
    """``count`` acts of two people on a size-26 Starshower (too big to end in them: no game ends,
    so no archive job is queued): each act's seconds, and how many connections any SQLAlchemy
    engine was asked for meanwhile (the archive is the API's only one)."""
    asked = []
    connect = sa.engine.Engine.connect
    monkeypatch.setattr(sa.engine.Engine, "connect", lambda engine: asked.append(1) or connect(engine))
    api, seconds = stack.api, []
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}], options={"size": 26}).body
    game_id, tokens = created["game_id"], [seat["token"] for seat in created["seats"]]
    for _ in range(count):
        seat = api.view("starshower", game_id).body["to_act"][0]["seat"]
        action = api.actions("starshower", game_id, tokens[seat]).body["actions"][0]
        started = time.perf_counter()
        answer = api.act("starshower", game_id, tokens[seat], action, headers={"Prefer": "return=minimal"})
        seconds.append(time.perf_counter() - started)
        assert answer.status == 200, answer.body
    monkeypatch.setattr(sa.engine.Engine, "connect", connect)
    assert api.view("starshower", game_id).body["status"] == "active"
    return seconds, len(asked)


def p99_of(seconds: list[float]) -> float:
    return statistics.quantiles(seconds, n=100)[98]


def test_games_end_while_the_archive_is_down_and_all_are_archived_once(drill, monkeypatch):
    server, stack = drill
    server.stop()
    down = time.monotonic()
    ended, seconds = [], []
    for _ in range(PLAYED):
        ended.append(stack.bot_game("starligned"))
    for game_id in ended:
        stack.play_out(game_id)
    for _ in range(CANCELLED):
        started = time.perf_counter()
        ended.append(stack.cancelled_game())
        seconds.append(time.perf_counter() - started)
    stack.run_worker()  # every archive job tries, fails and waits for its retry
    assert stack.queue.archive_jobs() == len(ended) == PLAYED + CANCELLED
    assert all(stack.redis.ttl(game_key(game_id)) == -1 for game_id in ended)  # kept: not archived
    acts_down, asked = timed_acts(stack, ACTS, monkeypatch)
    assert asked == 0, f"people's acts asked for {asked} archive connections while it was down"
    while time.monotonic() - down < OUTAGE_SECONDS:
        stack.run_worker()
        time.sleep(0.5)
    server.start()
    back = time.monotonic()
    while stack.archive.count() < len(ended):
        assert time.monotonic() - back < 60, f"{stack.archive.count()} of {len(ended)} archived a minute after"
        stack.run_worker()
        time.sleep(0.2)
    stack.run_worker()
    acts_up, asked = timed_acts(stack, ACTS, monkeypatch)
    assert asked == 0, f"people's acts asked for {asked} archive connections"
    with stack.archive.engine.connect() as connection:
        rows = connection.execute(sa.select(games.c.game_id, games.c.outcome)).all()
        players = connection.execute(sa.select(sa.func.count()).select_from(game_players)).scalar()
    assert sorted(game_id for game_id, _ in rows) == sorted(ended)  # all of them, each once
    assert sorted(outcome for _, outcome in rows) == ["cancelled"] * CANCELLED + ["finished"] * PLAYED
    assert players == 0  # bots and a name: no player ids
    assert all(stack.redis.hget(game_key(game_id), "archived") == b"1" for game_id in ended)
    assert stack.queue.archive_jobs() == 0
    p99 = statistics.quantiles(seconds, n=100)[98]
    print(f"create + cancel while the archive was down: median {statistics.median(seconds) * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms; archived {time.monotonic() - back:.1f} s after it came back")
    print(f"{ACTS} acts with the archive down: median {statistics.median(acts_down) * 1000:.1f} ms, p99 "
          f"{p99_of(acts_down) * 1000:.1f} ms; with it up: median {statistics.median(acts_up) * 1000:.1f} ms, "
          f"p99 {p99_of(acts_up) * 1000:.1f} ms")
