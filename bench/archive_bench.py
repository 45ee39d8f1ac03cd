"""The archive's two numbers (issue 28), on SQLite and on PostgreSQL:

- **records archived per second by one worker**: real finished games (size-10 Starshower, both
  seats the ``random`` bot, played out in-process by the driver against an embedded Redis), then
  the archive job's function (``GameService.archive_game``: the log from Redis, the record, the
  insert, the confirmation) in a loop over them, one process, one thread;
- **the history query's latency** (``ArchiveStore.player_games``, a page of 50, first pages and
  next pages by cursor) over 100 000 synthetic archived games, two seated players each, among
  1 000 players (~200 games each).

    python -m bench.archive_bench [--games 300] [--synthetic 100000] [--queries 2000]

PostgreSQL is a throwaway server from Debian's binaries (``tests/postgres.py``) with fsync on,
as a real server runs; SQLite is a file with the archive's own settings (WAL, synchronous FULL).
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time

import redis

from service.archive.store import ArchiveStore, game_players, games
from service.tables.driver import DriveBudget
from service.games import GameService
from service.store.queue import Scheduler
from service.archive.records import pack
from service.running.redis_server import EmbeddedRedis
from service.store.games import GameStore
from tests.postgres import PostgresServer

PLAYERS = 1_000
BATCH = 5_000


def finished_games(client: redis.Redis, count: int) -> GameService:
    """``count`` size-10 Starshower games of two random bots, played to their end; a service
    with archiving on (their keys kept until archived), with no archive yet."""
    service = GameService(GameStore(client, finished_ttl=3600, idle_ttl=3600, archiving=True), Scheduler())
    budget = DriveBudget(moves=10_000, seconds=60)
    for seed in range(count):
        created = service.create("starshower", [{"name": "r1", "bot": "random"}, {"name": "r2", "bot": "random"}],
                                 {"size": 10}, seed)
        service.drive("starshower", created["game_id"], budget)
    return service


def archive_rate(service: GameService, archive: ArchiveStore, game_ids: list[str]) -> dict:
    """The job's function over every game: records per second, and each record's stored size."""
    service.archiving.archive_store = archive
    for game_id in game_ids:  # a fresh archive for each backend: the games are not yet archived
        service.store.redis.hdel(GameStore.key(game_id), "archived")
    started = time.perf_counter()
    outcomes = [service.archive_game(game_id) for game_id in game_ids]
    seconds = time.perf_counter() - started
    assert outcomes == ["archived"] * len(game_ids), set(outcomes)
    with archive.engine.connect() as connection:
        sizes = [row.size for row in connection.execute(games.select())]
    return {"records": len(game_ids), "seconds": round(seconds, 3), "per_second": round(len(game_ids) / seconds, 1),
            "ms_each": round(seconds / len(game_ids) * 1000, 2), "bytes_median": int(statistics.median(sizes))}


def synthetic(archive: ArchiveStore, count: int, seed: int = 1) -> None:
    """``count`` archived games of two players each, ended over a year, small packed records."""
    rng = random.Random(seed)
    blob = pack({"synthetic": True})
    start = 1_780_000_000.0
    for first in range(0, count, BATCH):
        rows, seats = [], []
        for i in range(first, min(first + BATCH, count)):
            game_id = f"{i:032x}"
            ended = start + rng.random() * 365 * 86_400
            rows.append({"game_id": game_id, "game": "starshower", "outcome": "finished", "created": ended - 600,
                         "started": ended - 590, "ended": ended, "record": blob, "size": len(blob)})
            for seat, player in enumerate(rng.sample(range(PLAYERS), 2)):
                seats.append({"game_id": game_id, "seat": seat, "player_id": f"p{player:04d}", "game": "starshower",
                              "outcome": "finished", "ended": ended})
        with archive.writing() as connection:
            connection.execute(games.insert(), rows)
            connection.execute(game_players.insert(), seats)


def history_latency(archive: ArchiveStore, queries: int, seed: int = 2) -> dict:
    """``player_games`` timed: a random player's first page, then the page after it."""
    rng = random.Random(seed)
    first, second = [], []
    for _ in range(queries):
        player = f"p{rng.randrange(PLAYERS):04d}"
        started = time.perf_counter()
        _, cursor = archive.player_games(player, limit=50)
        first.append(time.perf_counter() - started)
        if cursor is None:  # a small --synthetic: this player has one page
            continue
        started = time.perf_counter()
        archive.player_games(player, limit=50, before=cursor)
        second.append(time.perf_counter() - started)
    return {"queries": queries, **{f"{name}_{q}_ms": round(quantile(samples, q) * 1000, 3)
                                   for name, samples in (("first", first), ("next", second)) if len(samples) > 1
                                   for q in (50, 99)}}


def quantile(samples: list[float], q: int) -> float:
    return statistics.quantiles(samples, n=100)[q - 1]


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(prog="python -m bench.archive_bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="real finished games to archive")
    parser.add_argument("--synthetic", type=int, default=100_000, help="synthetic archived games for the history query")
    parser.add_argument("--queries", type=int, default=2_000)
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="starport-archive-bench-")
    redis_server = EmbeddedRedis(f"{folder}/redis").start()
    postgres = PostgresServer(durable=True).start()
    report: dict = {}
    try:
        client = redis.Redis.from_url(redis_server.url)
        started = time.perf_counter()
        service = finished_games(client, args.games)
        game_ids = [m.decode() for m in client.zrange(GameStore.status_key("starshower", "finished"), 0, -1)]
        report["games_played_seconds"] = round(time.perf_counter() - started, 1)
        for backend, url in (("sqlite", f"sqlite:///{folder}/jobs.sqlite3"),
                             ("postgresql", postgres.create_database("jobs"))):
            archive = ArchiveStore(url)
            archive.migrate()
            report[f"archive_{backend}"] = archive_rate(service, archive, game_ids)
            archive.close()
        for backend, url in (("sqlite", f"sqlite:///{folder}/history.sqlite3"),
                             ("postgresql", postgres.create_database("history"))):
            archive = ArchiveStore(url)
            archive.migrate()
            started = time.perf_counter()
            synthetic(archive, args.synthetic)
            if backend == "postgresql":
                with archive.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
                    connection.exec_driver_sql("VACUUM ANALYZE")  # as autovacuum would, soon after a bulk load
            loaded = round(time.perf_counter() - started, 1)
            report[f"history_{backend}"] = {"games": archive.count(), "load_seconds": loaded,
                                            **history_latency(archive, args.queries)}
            archive.close()
    finally:
        postgres.remove()
        redis_server.stop()
    for name, numbers in report.items():
        print(f"{name}: {numbers}")
    return report


if __name__ == "__main__":
    main()
