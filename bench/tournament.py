"""Tournaments (issue 47): four arenas of 250 entrants each, run for their whole duration by
real workers behind a real API, then a Swiss event of 1 000 entrants at 4-seat tables.

    python -m bench.tournament                  # ~7 min: 3-minute arenas, then the Swiss rounds
    python -m bench.tournament --minutes 5 --kit 10 --workers 2 --swiss-rounds 5
    make bench-tournament

**The arenas.** One embedded Redis, the API (``gunicorn``, the image's command) and ``--workers``
worker processes (``python -m worker``, through a wrapper that only times each seating, each
step and each commit script of a tournament and writes them to a file: ``--worker``). Four
arenas at once, one title each — Twinkle Twinkle and Starshower at tables of 2, Starligned and
Twinkle Starship (one deal) at tables of 4 —, each of ``--kit`` bot-kit players and the rest
house bots (``random``): 1 000 entrants. The kit players are real players with keys:
``starport-bot`` (clients/python, imported from the checkout), one ``Runner`` a player in one
process (``--kit-process``), each configured with ``[[tournaments]] game = "<title>"``, so each
finds its arena by listing the open ones, joins it over HTTP and plays the tables its feed says
it is seated at, as a bot author's would. The arenas are created over HTTP and start 20 s later
(the kit players join before); they run ``--minutes``. Meanwhile the bench reads one arena's
standings over HTTP (``GET …/standings?limit=100``) five times a second, round robin.

Measured: each arena seating run's pairing (``seat_pods`` in ``Running.seat``: ranking aside, the
seating alone) and its whole step (reads, scoring, pairing, the commit script, the games made);
the commit script's round trip from the worker; the standings read over HTTP (p50, p99); games
scored a minute (results in the arenas over their duration); and the longest Redis commands of
the whole run (SLOWLOG, every command over 2 ms).

**The Swiss event**, after the arenas, with the workers stopped: 1 000 house bots, tables of 4
(Twinkle Starship), ``--swiss-rounds`` rounds, each round's step run in this process
(``Running.step``: the standings, the seating, one commit script, 250 games made through
``Gathering``), its games then scored with random places, 25 tables a step (nothing plays them:
the bench measures the pairing and Redis, not the bots) so the next round has a history to
avoid. Per round: the step's time, the seating's, and every Redis command it ran (SLOWLOG at
0 µs: the longest, the commit script's own, the longest besides it), Redis's CPU time around
the commit script and around the standings' staging (``INFO cpu``), and the same for the
round's scoring steps. Each round's seating is also run 20 times more on the same standings
(pure: the p50 and p99 of the pairing alone).

Nothing here asserts a speed: the numbers go to bench/README.md, misses included.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

import redis
import requests

from bench.run import RATE_LIMITS, free_port, serve, stop, wait_ready
from service.games import GameService
from service.run import API_COMMAND
from service.running.redis_server import EmbeddedRedis
from service.store.games import GameStore
from service.store.queue import DriverQueue
from service.tournaments.scoring import fold
from service.tournaments.seating import seat_pods

ROOT = Path(__file__).resolve().parent.parent
ARENAS = [("twinkle-twinkle", 2, {}), ("starshower", 2, {"size": 10}), ("starligned", 4, {}),
          ("twinkle-starship", 4, {"deals": 1})]
ENTRANTS = 1_000
CLOCK = {"per_turn": 30}
START_IN = 20.0  # seconds from the arenas' creation to their start: the kit players join before
SLOW_MICROS = 2_000  # SLOWLOG keeps every command slower than this during the arenas
READS_PER_SECOND = 5
SWISS = ("twinkle-starship", 4, {"deals": 1})
PURE_REPEATS = 20
SCORED_PER_STEP = 25  # the Swiss bench's tables scored a step (as games end in turn), the last step seating


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))] if ordered else float("nan")


def spread(values: list[float], scale: float = 1000.0) -> dict:
    """p50, p99, max and count of ``values`` (seconds), in ms."""
    if not values:
        return {"n": 0}
    return {"n": len(values), "p50": round(percentile(values, 50) * scale, 2),
            "p99": round(percentile(values, 99) * scale, 2), "max": round(max(values) * scale, 2)}


# -- the timing worker (--worker) ------------------------------------------------------------------

def timing_worker(out: str) -> int:
    """``python -m worker``, with each tournament seating, step and commit script timed into ``out``."""
    import worker.__main__ as real
    from service.tournaments.running import Running
    from service.tournaments.store import TournamentStore

    sink = open(out, "a", buffering=1)  # noqa: SIM115 -- open for the worker's whole life, closed by its exit
    lock = threading.Lock()

    def write(kind: str, tid: str, seconds: float, **more) -> None:
        with lock:
            sink.write(json.dumps({"kind": kind, "tid": tid, "s": seconds, "at": time.time(), **more}) + "\n")

    seat, step, commit = Running.seat, Running.step, TournamentStore.commit

    def timed_seat(self, tid, round_, ranked_players, size, tally, event):
        tables = seat(self, tid, round_, ranked_players, size, tally, event)
        write("seat", tid, self.timings[-1], players=len(ranked_players))
        del self.timings[:]
        return tables

    def timed_step(self, tid):
        began = time.perf_counter()
        outcome = step(self, tid)
        write("step", tid, time.perf_counter() - began, outcome=outcome)
        return outcome

    def timed_commit(self, tid, v, **kwargs):
        began = time.perf_counter()
        answer = commit(self, tid, v, **kwargs)
        write("commit", tid, time.perf_counter() - began, tables=len(kwargs.get("tables", ())),
              results=len(kwargs.get("results", ())))
        return answer

    Running.seat, Running.step, TournamentStore.commit = timed_seat, timed_step, timed_commit
    return real.main(["worker"])


# -- the kit players (--kit-process) --------------------------------------------------------------

def kit_process(base: str, per_title: int, titles: list[str], log_path: str) -> int:
    """``per_title`` starport-bot runners for each title, a thread each, until SIGTERM."""
    import logging
    import signal
    sys.path.insert(0, str(ROOT / "clients" / "python"))
    from starport_bot.config import parse
    from starport_bot.runner import Runner

    logging.basicConfig(filename=log_path, level=logging.INFO, format="%(asctime)s %(threadName)s %(message)s")
    runners = []
    for title in titles:
        for n in range(per_title):
            key = requests.post(f"{base}/v1/players", json={"name": f"kit {title} {n + 1}"}, timeout=30).json()["key"]
            config = parse({"engine": {"function": "random_engine.py:choose"}, "concurrency": 2, "pace": 0.05,
                            "tournaments": [{"game": title}]}, ROOT / "clients" / "examples")
            runners.append(Runner(base, key, config))
    threads = [threading.Thread(target=r.run, name=f"kit-{i}", daemon=True) for i, r in enumerate(runners)]
    for thread in threads:
        thread.start()
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    stopping.wait()
    for runner in runners:
        runner.stopping.set()
    for thread in threads:
        thread.join(timeout=5)
    return 0


# -- the arenas ------------------------------------------------------------------------------------

def player(base: str, name: str) -> str:
    return requests.post(f"{base}/v1/players", json={"name": name}, timeout=30).json()["key"]


def create_arenas(base: str, minutes: float, kit: int) -> list[dict]:
    starts = time.time() + START_IN
    made = []
    for i, (game, size, options) in enumerate(ARENAS):
        host = player(base, f"host {i}")  # one key holds two unfinished events at most
        bots = ENTRANTS // len(ARENAS) - kit
        answer = requests.post(f"{base}/v1/tournaments", headers={"Authorization": f"Bearer {host}"}, timeout=30, json={
            "format": "arena", "game": game, "table_size": size, "options": options, "clock": CLOCK,
            "duration": minutes * 60, "starts": starts, "house_bots": {"random": bots}, "name": f"bench {game}"})
        answer.raise_for_status()
        made.append(answer.json())
    return made


def read_standings(base: str, tids: list[str], stopping: threading.Event, took: list[float]) -> None:
    session = requests.Session()
    n = 0
    while not stopping.is_set():
        began = time.perf_counter()
        answer = session.get(f"{base}/v1/tournaments/{tids[n % len(tids)]}/standings", params={"limit": 100},
                             timeout=30)
        if answer.status_code == 200:
            took.append(time.perf_counter() - began)
        n += 1
        stopping.wait(max(0.0, 1 / READS_PER_SECOND - (time.perf_counter() - began)))


def slow_commands(client: redis.Redis) -> dict:
    entries = client.slowlog_get(100_000)
    by_command: dict[str, list[int]] = {}
    for entry in entries:
        name = entry["command"].split(b" ", 1)[0].decode(errors="replace").upper()
        by_command.setdefault(name, []).append(entry["duration"])
    longest = max(entries, key=lambda e: e["duration"], default=None)
    return {"over_ms": SLOW_MICROS / 1000, "by_command": {k: {"n": len(v), "max_ms": max(v) / 1000}
                                                          for k, v in sorted(by_command.items())},
            "longest": None if longest is None else {"ms": longest["duration"] / 1000,
                                                     "command": longest["command"][:120].decode(errors="replace")}}


def cpu_micros(client: redis.Redis) -> float:
    """Redis's own CPU time so far (user and system): not inflated when a busy machine keeps it
    off a core, as SLOWLOG's wall time is."""
    cpu = client.info("cpu")
    return (cpu["used_cpu_user"] + cpu["used_cpu_sys"]) * 1e6


def arenas(args, tmp: Path, server: EmbeddedRedis) -> dict:
    client = redis.Redis.from_url(server.url)
    client.config_set("slowlog-log-slower-than", SLOW_MICROS)
    client.config_set("slowlog-max-len", 100_000)
    client.slowlog_reset()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    env = {**os.environ, "REDIS_URL": server.url, "STARPORT_BIND": f"127.0.0.1:{port}", "STARPORT_ACCESS_LOG": "0",
           "STARPORT_QUEUE": "bench-tourney", "STARPORT_ARCHIVE_URL": "off", **RATE_LIMITS,
           "STARPORT_RATE_MEETS": "1000000/minute", "STARPORT_RATE_SEAT_READS": "1000000/minute",
           "STARPORT_RATE_FAILED_AUTH": "1000000/minute",
           "STARPORT_WORKER_HEARTBEAT": str(tmp / "worker.alive"),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    api = serve(API_COMMAND, env, tmp / "api.log")
    timings = tmp / "timings.jsonl"
    crew = [serve(["python", "-m", "bench.tournament", "--worker", str(timings)], env, tmp / f"worker-{i}.log")
            for i in range(args.workers)]
    kit = None
    reads: list[float] = []
    stopping = threading.Event()
    try:
        wait_ready(port, "/healthz", api, timeout=90)
        made = create_arenas(base, args.minutes, args.kit)
        tids = [m["id"] for m in made]
        kit = serve(["python", "-m", "bench.tournament", "--kit-process", base, str(args.kit),
                     *[game for game, _, _ in ARENAS], str(tmp / "kit.log")], env, tmp / "kit.out")
        reader = threading.Thread(target=read_standings, args=(base, tids, stopping, reads), daemon=True)
        reader.start()
        print(f"4 arenas of {ENTRANTS // 4} ({args.kit} kit players each) start in {START_IN:g} s and run "
              f"{args.minutes:g} min …", flush=True)
        give_up = time.time() + START_IN + args.minutes * 60 + 300
        views = {}
        while time.time() < give_up:
            time.sleep(5)
            views = {tid: requests.get(f"{base}/v1/tournaments/{tid}", timeout=30).json() for tid in tids}
            if all(v["status"] == "finished" for v in views.values()):
                break
        stopping.set()
        reader.join(timeout=30)
        summary = []
        for (game, size, _), tid in zip(ARENAS, tids):
            view = views[tid]
            results = requests.get(f"{base}/v1/tournaments/{tid}/results", params={"limit": 1}, timeout=30).json()
            lines = []
            while len(lines) < view["entrants"]:
                page = requests.get(f"{base}/v1/tournaments/{tid}/standings", params={"limit": 100,
                                                                                     "offset": len(lines)}, timeout=30)
                lines += page.json()["standings"] or [None]
            kit_lines = [line for line in lines if line and not line["player"].startswith("bot-")]
            ran = (float(view["ended"] or time.time()) - float(view["started"])) / 60
            summary.append({"game": game, "table_size": size, "status": view["status"], "entrants": view["entrants"],
                            "games": results["total"], "minutes": round(ran, 2),
                            "games_per_minute": round(results["total"] / ran, 1),
                            "kit_players": len(kit_lines), "kit_games": sum(line["games"] for line in kit_lines),
                            "best_kit_rank": min((line["rank"] for line in kit_lines), default=None)})
        slow = slow_commands(client)
    finally:
        stopping.set()
        for process in [kit, *crew, api]:
            if process is not None:
                stop(process)
    lines = [json.loads(line) for line in timings.read_text().splitlines()] if timings.exists() else []
    kit_log = (tmp / "kit.log").read_text() if (tmp / "kit.log").exists() else ""
    return {"arenas": summary, "seating": spread([x["s"] for x in lines if x["kind"] == "seat"]),
            "seated_per_run": spread([x["players"] for x in lines if x["kind"] == "seat"], 1),
            "step": spread([x["s"] for x in lines if x["kind"] == "step"]),
            "commit": spread([x["s"] for x in lines if x["kind"] == "commit"]),
            "standings_read": spread(reads), "slowlog": slow,
            "kit": {"joined": kit_log.count("joined tournament"), "games_started": kit_log.count(" start "),
                    "games_ended": kit_log.count(" end "), "errors": kit_log.count("error"),
                    "error_lines": [line[:300] for line in kit_log.splitlines() if "error" in line][:10]},
            "games_per_minute": round(sum(a["games_per_minute"] for a in summary), 1)}


# -- the Swiss event ---------------------------------------------------------------------------------

def swiss(rounds: int, url: str) -> dict:
    """A Swiss event of 1 000 house bots at tables of 4, its rounds stepped here, scored at random."""
    client = redis.Redis.from_url(url)
    service = GameService(GameStore(client, finished_ttl=3600, idle_ttl=3600), DriverQueue(client, "bench-nobody"))
    steps = service.tournament_steps
    rng = random.Random(47)
    game, size, options = SWISS
    key = service.create_player("swiss host")["key"]
    tid = service.tournaments.create(key, {"format": "swiss", "game": game, "table_size": size, "options": options,
                                           "clock": CLOCK, "rounds": rounds, "starts": time.time(),
                                           "house_bots": {"random": ENTRANTS}})["id"]

    def scored_at_random(live, event, tally):  # at most SCORED_PER_STEP tables a step, as games end in turn
        changed, results = {}, []
        for table_id, table in list(live.items()):
            if table["state"] != "playing" or len(results) >= SCORED_PER_STEP:
                continue
            places = rng.sample(range(1, size + 1), size)
            result = {"table": table_id, "round": table["round"], "game_id": table["game_id"],
                      "players": table["players"], "names": table.get("names", []), "places": places,
                      "ended": time.time()}
            fold(tally, result, event["format"])
            results.append(result)
            changed[table_id] = {**table, "state": "scored", "places": places}
        return changed, results, [{"type": "scored", "results": [
            {k: r[k] for k in ("table", "game_id", "players", "places")} for r in results]}] if results else []

    steps.scored = scored_at_random
    commits: list[dict] = []
    real_commit, real_stage = steps.store._commit, steps.store.stage

    def measured_commit(**kwargs):  # the commit script's Redis CPU (INFO cpu around it)
        before = cpu_micros(client)
        answer = real_commit(**kwargs)
        commits.append({"cpu_ms": round((cpu_micros(client) - before) / 1000, 2)})
        return answer

    def measured_stage(key, lines):  # the standings staged before it, all chunks (one round trip)
        before = cpu_micros(client)
        real_stage(key, lines)
        commits.append({"stage_cpu_ms": round((cpu_micros(client) - before) / 1000, 2)})

    steps.store._commit, steps.store.stage = measured_commit, measured_stage
    client.config_set("slowlog-log-slower-than", 0)
    client.config_set("slowlog-max-len", 100_000)
    per_round, pure = [], []

    def one_step() -> dict:
        del commits[:]
        client.slowlog_reset()
        began = time.perf_counter()
        outcome = steps.step(tid)
        took = time.perf_counter() - began
        entries = [e for e in client.slowlog_get(100_000)
                   if e["command"].split(b" ", 1)[0].upper() not in (b"SLOWLOG", b"CONFIG")]
        longest = max(entries, key=lambda e: e["duration"])
        sha = (real_commit.sha or "").encode()
        script = [e["duration"] for e in entries if sha and e["command"].startswith(b"EVALSHA " + sha)]
        others = [e for e in entries if not (sha and e["command"].startswith(b"EVALSHA " + sha))]
        second = max(others, key=lambda e: e["duration"], default=None)
        return {"outcome": outcome, "step_s": round(took, 3), "commands": len(entries),
                "longest_ms": longest["duration"] / 1000, "longest": longest["command"][:60].decode(errors="replace"),
                "commit_script_ms": max(script, default=0) / 1000,
                "commit_redis_cpu_ms": max((c["cpu_ms"] for c in commits if "cpu_ms" in c), default=None),
                "stage_redis_cpu_ms": max((c["stage_cpu_ms"] for c in commits if "stage_cpu_ms" in c), default=None),
                "longest_other_ms": second and second["duration"] / 1000,
                "longest_other": second and second["command"][:60].decode(errors="replace")}

    for n in range(1, rounds + 1):
        scoring = []
        while True:  # the round's tables scored a batch a step; the step that scores the last seats the next
            got = one_step()
            if got["outcome"] in ("seated", "finished"):
                break
            scoring.append(got)
        head = service.tournaments.store.head(tid)
        tally = service.tournaments.store.tally(tid)
        order = [line["player"] for at in range(0, ENTRANTS, 200)
                 for line in service.tournaments.store.standings(tid, at, 200)[0]]
        met = {p: tally[p]["met"] for p in order if p in tally}
        for _ in range(PURE_REPEATS):
            began = time.perf_counter()
            seat_pods(order, size, met)
            pure.append(time.perf_counter() - began)
        per_round.append({"round": head["round"], **got, "seating_ms": round(steps.timings[-1] * 1000, 2),
                          "tally_kb": round(len(json.dumps(tally)) / 1024),
                          "scoring_steps": len(scoring),
                          "scoring_longest_ms": max((x["longest_ms"] for x in scoring), default=None),
                          "scoring_longest_other_ms": max((x["longest_other_ms"] or 0 for x in scoring), default=None),
                          "scoring_longest": max(scoring, key=lambda x: x["longest_ms"])["longest"] if scoring else None,
                          "scoring_commit_max_ms": max((x["commit_script_ms"] for x in scoring), default=None),
                          "scoring_commit_cpu_max_ms": max((x["commit_redis_cpu_ms"] for x in scoring), default=None)})
        print(f"  Swiss round {n}: {per_round[-1]}", flush=True)
    client.config_set("slowlog-log-slower-than", 10_000)
    return {"rounds": per_round, "pairing_pure": spread(pure)}


def main(argv: list[str]) -> int:
    if argv[:1] == ["--worker"]:
        return timing_worker(argv[1])
    if argv[:1] == ["--kit-process"]:
        return kit_process(argv[1], int(argv[2]), argv[3:-1], argv[-1])
    parser = argparse.ArgumentParser(prog="python -m bench.tournament", description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="each arena's duration")
    parser.add_argument("--kit", type=int, default=10, help="bot-kit players in each arena")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--swiss-rounds", type=int, default=5)
    parser.add_argument("--skip-arenas", action="store_true")
    args = parser.parse_args(argv)
    report: dict = {"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "load_at_start": os.getloadavg(),
                    "cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory(prefix="starport-tourney-") as tmp:
        tmp = Path(tmp)
        server = EmbeddedRedis(tmp / "redis").start()
        try:
            if not args.skip_arenas:
                report["arenas"] = arenas(args, tmp, server)
                print(json.dumps(report["arenas"], indent=1), flush=True)
            print(f"a Swiss event of {ENTRANTS} at tables of {SWISS[1]}, {args.swiss_rounds} rounds …", flush=True)
            report["swiss"] = swiss(args.swiss_rounds, server.url)
            print(json.dumps(report["swiss"]["pairing_pure"]), flush=True)
        finally:
            server.stop()
    report["load_at_end"] = os.getloadavg()
    out = ROOT / "bench" / "results" / f"tournament-{report['when'].replace(':', '')}.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(report, indent=1))
    print(f"written {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
