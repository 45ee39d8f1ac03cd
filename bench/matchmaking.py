"""Quick play's matchmaker (issue 29): seekers matched per second, and the seek-to-seated latency,
with 5 000 seekers in flight, paired by real worker processes (``python -m worker``: the sweeper,
RQ, the ``meet`` job) against an embedded Redis.

    python -m bench.matchmaking [--seekers 5000] [--workers 2] [--players 2]
    python -m bench.matchmaking --runs     # issue 41: one pairing run's Redis time by pool size and mix

The seeks are made with the API's own function (``GameService.seek``, no HTTP), as fast as one
process makes them, all in one pool (size-10 Starshower, ``--players`` each): a burst the pool
holds thousands of at once, so every pairing run reads a long queue. Each seek's time to seated is
the seek's own record: its ``created`` to its ``ended`` (when ``SEATED`` closed its table, after
its game was made). Also measured alone: one run of the pairing script over 5 000 waiting seeks.

``--runs`` (issue 41) times the pairing script alone, Redis-side (the EVALSHA's microseconds in
Redis's SLOWLOG, logging every command), over rated pools of 10 to 10 000 seekers, their keys all
of one origin or all of different ones, and a casual pool: every run until the pool is through
(every seeker looked at and no table left to form; at most enough runs to look at every seeker
twice), each formed table closed at once as if its
game were made. The seeks are written with the store's ``add`` and no cap per origin: the
script's bound must hold whatever a pool holds. Beside it, in the same run, a view's cost.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import secrets
import statistics
import subprocess
import sys
import tempfile
import time

import redis

from service.store import keys as names
from service.store.codec import from_json
from service.games import GameService
from service.store.key_origins import SAME_ORIGIN_WINDOW
from service.meeting.quickplay import RATING_WINDOW, SEEKERS_SEATED_PER_RUN, ms, pool_id
from service.store.queue import DriverQueue, Scheduler
from service.running.redis_server import EmbeddedRedis
from service.meeting.seeks import SEEKERS_PER_RUN, SeekStore
from service.store.games import GameStore

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
    """One PAIR over ``waiting`` seeks queued at once (2-player tables; a run's seats formed), no games made."""
    store = GameStore(client, finished_ttl=3600, idle_ttl=3600)
    service = GameService(store, Scheduler())
    clock = {"per_turn": 601.0, "bank": 0.0}
    for i in range(waiting):
        service.seek("starshower", service.create_player(f"w{i}")["key"], {"players": 2, "clock": clock})
    pool = pool_id("starshower", {"size": 10}, clock, False)
    started = time.perf_counter()
    service.matchmaking.seeks.pair(pool, int(time.time() * 1000), "bench", 10_000, 600_000, 3600,
                                    SEEKERS_SEATED_PER_RUN)
    return time.perf_counter() - started


def pool_of_seekers(seeks: SeekStore, size: int, mix: str, rated: bool) -> str:
    """A pool of its own holding ``size`` waiting 2-player seeks, oldest first, one millisecond
    apart; their keys all of one origin (``one``) or each of its own (``all``), made at one time;
    rated: μ spread like a ladder's (25 ± 8)."""
    clock = {"per_turn": float(random.randrange(10_000, 1_000_000)), "bank": 0.0}
    pool = pool_id("starshower", {"size": 10}, clock, rated)
    terms = {"slug": "starshower", "options": {"size": 10}, "clock": clock, "rated": rated}
    now, rng = ms(time.time()), random.Random(size)
    for i in range(size):
        seek = {"id": pool + secrets.token_hex(8), "player": f"bench{i}", "slug": "starshower", "lo": 2, "hi": 2,
                "bot": "greedy", "created": now - size + i, "expires": now + 3_600_000, "status": "waiting",
                "bots_at": 0, "origin": "0a1b2" if mix == "one" else f"{i:05x}", "keyed": now - 60_000}
        if rated:
            seek["rating"] = round(rng.gauss(25, 8), 2)
        seeks.add(pool, terms, seek, 3600, per_origin=size)
    return pool


def evalsha_micros(client: redis.Redis) -> int:
    """The longest EVALSHA (or EVAL) SLOWLOG holds since its reset: the pairing run's Redis time."""
    return max((entry["duration"] for entry in client.slowlog_get(128)
                if entry["command"].split(b" ", 1)[0].upper() in (b"EVALSHA", b"EVAL")), default=0)


def cpu_micros(client: redis.Redis) -> float:
    """The server's CPU time so far (user and system, its own getrusage): not inflated by the
    time a busy machine keeps it off a core, as SLOWLOG's wall time is."""
    cpu = client.info("cpu")
    return (cpu["used_cpu_user"] + cpu["used_cpu_sys"]) * 1e6


def pairing_runs(client: redis.Redis, size: int, mix: str, rated: bool) -> dict:
    """Every run of ``PAIR`` over one pool until it is through, each run's Redis microseconds."""
    store = GameStore(client, finished_ttl=3600, idle_ttl=3600)
    seeks = SeekStore(client, store.clients)
    pool = pool_of_seekers(seeks, size, mix, rated)
    start, widen, step = RATING_WINDOW
    micros, cpu, looked, weighed, seated = [], [], 0, 0, 0
    for run in range(3 * math.ceil(size / (SEEKERS_PER_RUN // 3)) + 3):  # enough to look at them all twice
        client.slowlog_reset()
        before = cpu_micros(client)
        found = seeks.pair(pool, ms(time.time()), f"r{run}", 10_000, 600_000, 3600, SEEKERS_SEATED_PER_RUN,
                           window=(start, widen, ms(step)) if rated else (0, 0, 0),
                           origin_window_ms=ms(SAME_ORIGIN_WINDOW) if rated else 0)
        cpu.append(cpu_micros(client) - before)
        micros.append(evalsha_micros(client))
        looked, weighed = max(looked, found["looked"]), max(weighed, found["weighed"])
        for table in found["tables"]:  # as if each game were made at once
            seeks.seated(pool, table["table"], "bench", {s: i for i, s in enumerate(table["seeks"])}, ms(time.time()))
            seated += len(table["seeks"])
        if found["through"] and not found["tables"]:
            break
    return {"runs": len(micros), "first": micros[0], "p50": statistics.median(micros), "max": max(micros),
            "cpu_p50": statistics.median(cpu), "cpu_max": max(cpu), "looked": looked, "weighed": weighed, "seated": seated, "waiting": seeks.waiting(pool)}


def view_micros(client: redis.Redis, views: int = 300) -> float:
    """A seat's view of a fresh size-10 Starshower game through the service, median µs in this process."""
    service = GameService(GameStore(client, finished_ttl=3600, idle_ttl=3600), Scheduler())
    created = service.create("starshower", [{"name": "a"}, {"name": "b"}], {"size": 10}, 1)
    token = created["seats"][0]["token"]
    took = []
    for _ in range(views):
        began = time.perf_counter()
        service.view("starshower", created["game_id"], token)
        took.append(time.perf_counter() - began)
    return statistics.median(took) * 1e6


def run_table(url: str) -> None:
    client = redis.Redis.from_url(url)
    client.config_set("slowlog-log-slower-than", 0)
    client.config_set("slowlog-max-len", 1024)
    print(f"a view (size-10 Starshower, in-process, median of 300): {view_micros(client):.0f} µs")
    print("| pool | seekers | runs | run p50 (SLOWLOG) | run max (SLOWLOG) | Redis CPU p50 | Redis CPU max | "
          "looked at / run | weighed / run | seated | left |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for rated, mix, name in ((True, "one", "rated, one origin"), (True, "all", "rated, all different"),
                             (False, "all", "casual")):
        for size in (10, 100, 1000, 10_000):
            got = pairing_runs(client, size, mix, rated)
            print(f"| {name} | {size} | {got['runs']} | {got['p50'] / 1000:.2f} ms | {got['max'] / 1000:.2f} ms | "
                  f"{got['cpu_p50'] / 1000:.2f} ms | {got['cpu_max'] / 1000:.2f} ms | {got['looked']} | "
                  f"{got['weighed']} | {got['seated']} | {got['waiting']} |", flush=True)
    print(f"a view again, after: {view_micros(client):.0f} µs")
    client.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seekers", type=int, default=5000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--backlog", action="store_true",
                        help="every seek made before the workers start: how fast they drain a full pool")
    parser.add_argument("--runs", action="store_true",
                        help="only the pairing run's Redis time by pool size and mix (issue 41)")
    args = parser.parse_args(argv)
    if args.runs:
        with tempfile.TemporaryDirectory() as data:
            server = EmbeddedRedis(data).start()
            try:
                run_table(server.url)
            finally:
                server.stop()
        return 0
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
    print(f"one pairing run over {args.seekers} waiting seeks (a run's seats formed): {alone * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
