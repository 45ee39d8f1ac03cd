"""The drill (issue 28, "Nothing lost"): PostgreSQL stops for 30 s while 200 games end; once it
is back every record appears, none twice, and the games went on ending all the while (the act
path never touches the archive).

The 200: ten tables of random bots played to their end by the driver, and 190 waiting tables
their creator cancels (the cheapest way for a game to end). The worker is this process's burst
worker, as a worker's loop runs it: sweep, release the archive retries due, run the jobs."""

from __future__ import annotations

import statistics
import time

import pytest
import sqlalchemy as sa

from service import queue as queue_module
from service.archive_store import game_players, games
from service.redis_names import game_key
from tests.archive.conftest import close_stack, make_stack
from tests.postgres import PostgresServer

pytestmark = [pytest.mark.slow, pytest.mark.e2e]

OUTAGE_SECONDS = 30
PLAYED, CANCELLED = 10, 190


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


def test_two_hundred_games_end_while_the_archive_is_down_and_all_are_archived_once(drill):
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
    with stack.archive.engine.connect() as connection:
        rows = connection.execute(sa.select(games.c.game_id, games.c.outcome)).all()
        players = connection.execute(sa.select(sa.func.count()).select_from(game_players)).scalar()
    assert sorted(game_id for game_id, _ in rows) == sorted(ended)  # all 200, each once
    assert sorted(outcome for _, outcome in rows) == ["cancelled"] * CANCELLED + ["finished"] * PLAYED
    assert players == 0  # bots and a name: no player ids
    assert all(stack.redis.hget(game_key(game_id), "archived") == b"1" for game_id in ended)
    assert stack.queue.archive_jobs() == 0
    p99 = statistics.quantiles(seconds, n=100)[98]
    print(f"create + cancel while the archive was down: median {statistics.median(seconds) * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms; archived {time.monotonic() - back:.1f} s after it came back")
    assert p99 < 1.0
