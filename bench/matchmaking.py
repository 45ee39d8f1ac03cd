"""Quick play's matchmaker (issue 29): seekers matched per second, and the seek-to-seated latency,
with 5 000 seekers in flight, paired by real worker processes (``python -m worker``: the sweeper,
RQ, the ``meet`` job) against an embedded Redis.

    python -m bench.matchmaking [--seekers 5000] [--workers 2] [--players 2]

The seeks are made with the API's own function (``GameService.seek``, no HTTP), as fast as one
process makes them, all in one pool (size-10 Starshower, ``--players`` each): a burst the pool
holds thousands of at once, so every pairing run reads a long queue. Each seek's time to seated is
the seek's own record: its ``created`` to its ``ended`` (when ``SEATED`` closed its table, after
its game was made). Also measured alone: one run of the pairing script over 5 000 waiting seeks.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import redis

from service import redis_names as names
from service.codec import from_json
from service.games import GameService
from service.matchmaking import pool_id
from service.queue import DriverQueue, Scheduler
from service.redis_server import EmbeddedRedis
from service.store import GameStore

QUEUE = "bench-meet"
CLOCK = {"per_turn": 600.0, "bank": 0.0}  # a pool of the bench's own


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def start_workers(url: str, count: int) -> list[subprocess.Popen]:
    env = {**os.environ, "REDIS_URL": url, "STARPORT_QUEUE": QUEUE, "STARPORT_ARCHIVE_URL": "off",
           "STARPORT_WORKER_HEARTBEAT": os.path.join(tempfile.gettempdir(), "bench-meet.alive")}
    return [subprocess.Popen([sys.executable, "-m", "worker"], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL) for _ in range(count)]


def burst(client: redis.Redis, seekers: int, players: int, start=None) -> dict:
    """Seek ``seekers`` times, then wait until all are seated. ``start``: the workers are started
    only once every seek is in (a backlog of them all), and each wait counts from then."""
    store = GameStore(client, finished_ttl=3600, idle_ttl=3600)
    service = GameService(store, DriverQueue(client, QUEUE))
    keys = [service.create_player(f"seeker {i}")["key"] for i in range(seekers)]
    pool = pool_id("starshower", {"size": 10}, CLOCK, False)
    began = time.time()
    for key in keys:
        service.seek("starshower", key, {"players": players, "clock": CLOCK})
    seeking = time.time() - began
    if start is not None:
        began = time.time()
        start()
    give_up = time.time() + 300
    while time.time() < give_up:
        time.sleep(0.2)
        if client.zcard(names.pool_queue_key(pool)) == 0 and client.hlen(names.pool_forming_key(pool)) == 0:
            break
    seeks = [from_json(raw) for raw in client.hvals(names.pool_seeks_key(pool))]
    seated = [s for s in seeks if s["status"] == "seated"]
    since = (lambda s: s["created"] / 1000) if start is None else (lambda s: began)
    waits = [s["ended"] / 1000 - since(s) for s in seated]
    first, last = min(since(s) for s in seeks), max(s["ended"] for s in seated) / 1000
    return {"seekers": len(seeks), "seated": len(seated), "seek_seconds": seeking,
            "matched_per_second": len(seated) / (last - first), "span": last - first,
            "p50": statistics.median(waits), "p99": percentile(waits, 99), "max": max(waits)}


def pairing_run(client: redis.Redis, waiting: int) -> float:
    """One PAIR over ``waiting`` seeks queued at once (2-player tables; 64 formed), no games made."""
    store = GameStore(client, finished_ttl=3600, idle_ttl=3600)
    service = GameService(store, Scheduler())
    clock = {"per_turn": 601.0, "bank": 0.0}
    for i in range(waiting):
        service.seek("starshower", service.create_player(f"w{i}")["key"], {"players": 2, "clock": clock})
    pool = pool_id("starshower", {"size": 10}, clock, False)
    started = time.perf_counter()
    service.matchmaking.seeks.pair(pool, int(time.time() * 1000), "bench", 10_000, 600_000, 3600, 64)
    return time.perf_counter() - started


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seekers", type=int, default=5000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--backlog", action="store_true",
                        help="every seek made before the workers start: how fast they drain a full pool")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as data:
        server = EmbeddedRedis(data).start()
        workers: list[subprocess.Popen] = []
        try:
            client = redis.Redis.from_url(server.url)
            if args.backlog:
                found = burst(client, args.seekers, args.players,
                              start=lambda: workers.extend(start_workers(server.url, args.workers)))
            else:
                workers.extend(start_workers(server.url, args.workers))
                time.sleep(1.5)  # the workers' engines load
                found = burst(client, args.seekers, args.players)
            alone = pairing_run(client, args.seekers)
        finally:
            for worker in workers:
                worker.terminate()
            for worker in workers:
                worker.wait(timeout=10)
            server.stop()
    print(f"{found['seekers']} seekers, {args.players} a table, {args.workers} workers: {found['seated']} seated")
    print(f"seeks made in {found['seek_seconds']:.2f} s; first seek to last seated {found['span']:.2f} s")
    print(f"matched per second: {found['matched_per_second']:.0f}")
    print(f"seek to seated: p50 {found['p50']:.3f} s, p99 {found['p99']:.3f} s, max {found['max']:.3f} s")
    print(f"one pairing run over {args.seekers} waiting seeks (64 tables formed): {alone * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
