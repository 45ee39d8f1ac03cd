"""``python -m bench.drills``: the fault drills of issue 26, against ``make run``'s own launcher.

    python -m bench.drills                                   # 50 all-bot + 10 person games, 3 min of faults, then schemathesis (~10 min)
    python -m bench.drills --games 50 --people 10 --minutes 4 --examples 50   # longer: more acts, ~10 700 cases
    python -m bench.drills --minutes 2 --skip-schemathesis   # the faults only

What it does (bench/README.md, *Fault drills*):

1. Starts ``python -m service.run`` (the launcher ``make run`` runs: embedded Redis with AOF, gunicorn,
   one RQ worker, supervised) on a temp dir and a free port, rate limits on but set past what one
   client address needs (bench.run's ``RATE_LIMITS``).
2. Keeps ``--games`` all-bot games in flight over HTTP (every title, ``random`` and ``greedy``
   seats; a finished one is replaced) and ``--people`` threads each playing a game against house
   bots: read the legal actions, pause ``--think``, post a random one with ``If-Match`` and
   ``Prefer: return=minimal``, and record every answer (200: the version and events it
   acknowledged; 5xx; no answer at all), long-polling the log while the bots move. Clients retry
   503s and lost connections with backoff, and never retry an act blindly (they read again).
3. Meanwhile, evenly spaced: ``kill -9`` of the RQ worker, of one gunicorn worker, of the worker
   again, of the embedded Redis, of the worker a third time, then a SIGTERM of the launcher and a
   new launcher on the same data dir and port.
4. After the last fault, ``--settle`` seconds, then a ``--stall-window`` in which every all-bot game
   active at its start must move or finish (none is made meanwhile); each person game's whole log (read with its seat token) must hold every
   acknowledged act's events exactly (seq, version, actor, type); an act answered 5xx must not
   be in the log (no event of that seat at the version it would have made); a person waiting on a
   bot when the worker was killed must see the bot move within 8 s, and no person's wait on a bot
   may go unanswered. Finished games' records are
   replayed (``service.archive.verify.verify_record``).
5. Schemathesis (``schemathesis run openapi.yaml``, every operation, ``not_a_server_error``) against
   the same live server; then the launcher is stopped with SIGTERM and must leave no process.

Prints a JSON summary and writes it to ``bench/results/drills-<UTC timestamp>.json`` (git-ignored).
Exit status 0 when every target holds, 1 otherwise.
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = Path(__file__).resolve().parent / "results"
TARGET_BOT_ANSWER_SECONDS = 8.0
# bench.run's RATE_LIMITS, and the rest of the per-address limits schemathesis and the drill's one
# address would run into (failed auth, seat reads, meeting routes).
RATE_LIMITS = {"STARPORT_RATE_LIMITS": "1",
               "STARPORT_RATE_CREATES": "1000000/minute", "STARPORT_RATE_ACTS": "1000000/second",
               "STARPORT_RATE_READS": "1000000/minute", "STARPORT_RATE_LONGPOLLS_PER_IP": "100000",
               "STARPORT_MAX_OPEN_GAMES_PER_IP": "10000000",
               "STARPORT_RATE_SEAT_READS": "1000000/minute", "STARPORT_RATE_FAILED_AUTH": "1000000/minute",
               "STARPORT_RATE_MEETS": "1000000/minute", "STARPORT_RATE_CHALLENGES_PER_PAIR": "1000000/minute"}
# Each title's table for the drill: seats, and options that keep a game short.
TABLES = {
    "starshower": (2, {"size": 10}),
    "twinkle-starship": (3, {"deals": 1}),
    "starligned": (2, {}),
    "starlink": (3, {"timer_seconds": 20}),
    "twinkle-twinkle": (2, {}),
}
BOTS = ("random", "greedy")
LONG_POLL = 5


def now() -> float:
    return time.time()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# -- HTTP -------------------------------------------------------------------------------------------

@dataclass
class Answer:
    status: int
    body: bytes
    headers: dict

    def json(self):
        return json.loads(self.body)

    @property
    def code(self) -> str | None:
        try:
            return self.json().get("code")
        except (ValueError, AttributeError):
            return None


class Http:
    """One keep-alive connection, made again after any failure. ``call`` answers None when the
    request got no answer (refused, reset, timed out): the caller decides whether to retry."""

    def __init__(self, port: int, stats: Stats):
        self.port, self.stats = port, stats
        self.conn: http.client.HTTPConnection | None = None

    def call(self, method: str, path: str, body=None, headers=None, timeout: float = 15) -> Answer | None:
        data = json.dumps(body).encode() if body is not None else None
        hdrs = dict(headers or {})
        if data is not None:
            hdrs["Content-Type"] = "application/json"
        try:
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
            self.conn.timeout = timeout
            if self.conn.sock is not None:
                self.conn.sock.settimeout(timeout)
            self.conn.request(method, path, body=data, headers=hdrs)
            response = self.conn.getresponse()
            answer = Answer(response.status, response.read(), dict(response.getheaders()))
        except (OSError, http.client.HTTPException):
            self.close()
            self.stats.count("no_answer", method, path)
            return None
        if answer.status >= 500:
            self.stats.count(f"{answer.status}:{answer.code}", method, path)
        if answer.headers.get("Connection", "").lower() == "close":
            self.close()
        return answer

    def patient(self, method: str, path: str, body=None, headers=None, stop: threading.Event | None = None,
                timeout: float = 15, give_up: float = 120) -> Answer | None:
        """``call``, retried on no answer and on 5xx (backoff 0.1 → 2 s) — for reads and creates."""
        backoff, deadline = 0.1, time.monotonic() + give_up
        while True:
            answer = self.call(method, path, body, headers, timeout)
            if answer is not None and answer.status < 500:
                return answer
            if (stop is not None and stop.is_set()) or time.monotonic() > deadline:
                return answer
            time.sleep(backoff)
            backoff = min(backoff * 2, 2.0)

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


class Stats:
    """Answers without a status, and 5xx answers, by kind and route shape (for the summary)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.counts: dict[str, int] = {}

    def count(self, kind: str, method: str, path: str) -> None:
        route = path.split("?")[0].split("/")
        shape = "/".join(part if len(part) < 20 else "{id}" for part in route)
        with self.lock:
            key = f"{kind} {method} {shape}"
            self.counts[key] = self.counts.get(key, 0) + 1


# -- the launcher -------------------------------------------------------------------------------------

def _children(pid: int) -> list[tuple[int, str]]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            fields = stat.rsplit(")", 1)[1].split()
            if int(fields[1]) == pid and fields[0] != "Z":
                cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                found.append((int(entry.name), cmd))
        except (OSError, IndexError, ValueError):
            pass
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


class Launcher:
    """``python -m service.run`` on our temp dir and port, and its children found through /proc."""

    def __init__(self, workdir: Path, port: int, log_path: Path):
        self.workdir, self.port, self.log_path = workdir, port, log_path
        self.process: subprocess.Popen | None = None
        self.env = {k: v for k, v in os.environ.items()
                    if not (k.startswith("STARPORT_") or k in ("REDIS_URL", "QUEUE_REDIS_URL"))}
        self.env.update(RATE_LIMITS)
        self.env.update({
            "PYTHONPATH": str(ROOT) + (os.pathsep + os.environ["PYTHONPATH"] if os.environ.get("PYTHONPATH") else ""),
            "STARPORT_VAR": str(workdir / "var"), "STARPORT_BIND": f"127.0.0.1:{port}",
            "STARPORT_ARCHIVE_URL": f"sqlite:///{workdir / 'archive.sqlite3'}",
            "STARPORT_WORKER_HEARTBEAT": str(workdir / "worker.alive"),
            "STARPORT_ACCESS_LOG": "0", "PYTHONUNBUFFERED": "1",
        })
        self.seen_pids: set[int] = set()

    def start(self) -> None:
        with open(self.log_path, "ab") as log:
            self.process = subprocess.Popen([sys.executable, "-m", "service.run"], cwd=self.workdir, env=self.env,
                                            stdout=log, stderr=subprocess.STDOUT)

    def children(self) -> dict[str, list[int]]:
        """redis, api (gunicorn's master), api_workers, worker: their pids now."""
        found = {"redis": [], "api": [], "api_workers": [], "worker": []}
        if self.process is None:
            return found
        for pid, cmd in _children(self.process.pid):
            if "redis-server" in cmd:
                found["redis"].append(pid)
            elif "gunicorn" in cmd:
                found["api"].append(pid)
                found["api_workers"].extend(p for p, _ in _children(pid))
            elif "-m worker" in cmd:
                found["worker"].append(pid)
        for pids in found.values():
            self.seen_pids.update(pids)
        return found

    def wait_ready(self, timeout: float = 90, workers: bool = True) -> float:
        """Seconds until /readyz says ready (with a worker seen, if ``workers``)."""
        started = time.monotonic()
        http = Http(self.port, Stats())
        while time.monotonic() - started < timeout:
            if self.process.poll() is not None:
                raise RuntimeError(f"the launcher exited with {self.process.returncode}; see {self.log_path}")
            answer = http.call("GET", "/readyz", timeout=2)
            if answer is not None and answer.status == 200 and (not workers or answer.json().get("workers")):
                http.close()
                return time.monotonic() - started
            time.sleep(0.1)
        http.close()
        raise RuntimeError(f"not ready within {timeout} s; see {self.log_path}")

    def stop(self, timeout: float = 60) -> dict:
        """SIGTERM, as Ctrl-C or a process manager would; how long it took and what outlived it."""
        self.children()
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            code = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        took = time.monotonic() - started
        time.sleep(0.5)
        left = sorted(pid for pid in self.seen_pids if _alive(pid))
        return {"exit_code": code, "seconds": round(took, 2), "processes_left": left}


# -- people -------------------------------------------------------------------------------------------

@dataclass
class Act:
    game: str
    slug: str
    seat: int
    if_match: int
    sent: float
    answered: float
    status: int | None  # None: no answer (the connection failed)
    code: str | None = None
    version: int | None = None
    events: list = field(default_factory=list)  # [seq, version, actor, type] as the 200 said


@dataclass
class Wait:
    """A person with no legal action, from the read that showed it to the first newer version seen."""
    game: str
    slug: str
    since: float
    moved: float | None
    bot_due: bool


class Person(threading.Thread):
    def __init__(self, index: int, port: int, stop: threading.Event, think: float, stats: Stats, seed: int):
        super().__init__(name=f"person-{index}", daemon=True)
        self.index, self.stop, self.think = index, stop, think
        self.http = Http(port, stats)
        self.rng = random.Random(seed)
        self.acts: list[Act] = []
        self.waits: list[Wait] = []
        self.games: list[dict] = []  # {slug, game_id, token, seat, bots}
        self.errors: list[str] = []
        self.titles = list(TABLES)
        self.rng.shuffle(self.titles)

    def run(self) -> None:
        turn = 0
        while not self.stop.is_set():
            slug = self.titles[turn % len(self.titles)]
            turn += 1
            game = self.create(slug)
            if game is None:
                continue
            try:
                self.play(game)
            except Exception as error:  # noqa: BLE001 — a harness bug must show in the summary, not end the drill
                self.errors.append(f"{slug} {game['game_id']}: {error!r}")
                time.sleep(1)

    def create(self, slug: str) -> dict | None:
        players, options = TABLES[slug]
        seats = [{"name": f"person{self.index}"}] + [
            {"name": f"bot{i}", "bot": self.rng.choice(BOTS)} for i in range(1, players)]
        answer = self.http.patient("POST", f"/v1/{slug}/games", {"seats": seats, "options": options}, stop=self.stop)
        if answer is None or answer.status != 201:
            if answer is not None:
                self.errors.append(f"create {slug}: {answer.status} {answer.body[:200]!r}")
            time.sleep(1)
            return None
        created = answer.json()
        game = {"slug": slug, "game_id": created["game_id"], "token": created["seats"][0]["token"], "seat": 0,
                "bots": list(range(1, players))}
        self.games.append(game)
        return game

    def play(self, game: dict) -> None:
        base = f"/v1/{game['slug']}/games/{game['game_id']}"
        auth = {"Authorization": f"Bearer {game['token']}"}
        cursor = 0
        backoff = 0.1
        while not self.stop.is_set():
            answer = self.http.patient("GET", f"{base}/actions", headers=auth, stop=self.stop)
            if answer is None or answer.status >= 500:
                continue
            if answer.status != 200:
                self.errors.append(f"actions {base}: {answer.status} {answer.body[:200]!r}")
                return
            listed = answer.json()
            listed["since"] = now()
            if listed["actions"]:
                if self.think:
                    time.sleep(self.think * self.rng.uniform(0.5, 1.5))
                action = self.rng.choice(listed["actions"])
                version = listed["version"]
                sent = now()
                acted = self.http.call("POST", f"{base}/actions", action,
                                       {**auth, "If-Match": f'"{version}"', "Prefer": "return=minimal"})
                record = Act(game["game_id"], game["slug"], game["seat"], version, sent, now(),
                             acted.status if acted is not None else None, acted.code if acted is not None else None)
                self.acts.append(record)
                if acted is not None and acted.status == 200:
                    body = acted.json()
                    record.version = body["version"]
                    record.events = [[e["seq"], e["version"], e.get("actor"), e["type"]] for e in body["events"]]
                    backoff = 0.1
                elif acted is None or acted.status >= 500:
                    time.sleep(backoff)
                    backoff = min(backoff * 2, 2.0)
                continue
            # Nothing to do: finished, or someone else (a bot, a timer) is to move.
            view = self.http.patient("GET", base, headers=auth, stop=self.stop)
            if view is None or view.status != 200:
                continue
            shown = view.json()
            if shown["status"] != "active":
                game["finished"] = shown["status"] == "finished"
                return
            acting = {entry["seat"] for entry in shown.get("to_act") or []}
            if shown["version"] != listed["version"]:
                continue  # it moved between the two reads: read the actions again
            if game["seat"] in acting:  # to act, yet no action listed: should not happen; look again soon
                self.errors.append(f"{base} v{shown['version']}: seat to act without actions")
                time.sleep(0.5)
                continue
            wait = Wait(game["game_id"], game["slug"], listed["since"], None, bool(acting & set(game["bots"])))
            self.waits.append(wait)
            seen_version = listed["version"]
            while not self.stop.is_set() and wait.moved is None:
                polled = self.http.patient("GET", f"{base}/events?after={cursor}&wait={LONG_POLL}", headers=auth,
                                           stop=self.stop, timeout=LONG_POLL + 15)
                if polled is None or polled.status != 200:
                    if polled is not None:
                        self.errors.append(f"events {base}: {polled.status} {polled.body[:200]!r}")
                        return
                    continue
                log = polled.json()
                cursor = max(cursor, log["last_seq"])
                if log["version"] > seen_version or any(e["version"] > seen_version for e in log["events"]):
                    wait.moved = now()


# -- all-bot games ------------------------------------------------------------------------------------

class BotGames(threading.Thread):
    """``target`` all-bot games in flight; every ``every`` s each one's version and status is read."""

    def __init__(self, port: int, target: int, stop: threading.Event, stats: Stats, seed: int, every: float = 2.0):
        super().__init__(name="bot-games", daemon=True)
        self.http = Http(port, stats)
        self.target, self.stop, self.every = target, stop, every
        self.rng = random.Random(seed)
        self.refill = threading.Event()
        self.refill.set()
        self.games: dict[str, dict] = {}  # game_id → {slug, created, samples: [(t, version, status)]}
        self.in_flight: list[str] = []
        self.made = 0
        self.errors: list[str] = []
        self.lock = threading.Lock()

    def create(self) -> None:
        slug = list(TABLES)[self.made % len(TABLES)]
        self.made += 1
        players, options = TABLES[slug]
        seats = [{"name": f"b{i}", "bot": self.rng.choice(BOTS)} for i in range(players)]
        answer = self.http.patient("POST", f"/v1/{slug}/games", {"seats": seats, "options": options}, stop=self.stop)
        if answer is None or answer.status != 201:
            self.errors.append(f"create {slug}: {answer.status if answer else 'no answer'}")
            return
        game_id = answer.json()["game_id"]
        with self.lock:
            self.games[game_id] = {"slug": slug, "created": now(), "samples": []}
            self.in_flight.append(game_id)

    def fill(self) -> None:
        while len(self.in_flight) < self.target and not self.stop.is_set():
            self.create()

    def sample(self) -> None:
        for game_id in list(self.in_flight):
            game = self.games[game_id]
            answer = self.http.call("GET", f"/v1/{game['slug']}/games/{game_id}", timeout=10)
            if answer is None or answer.status != 200:
                continue  # the store or the API is away: no sample
            shown = answer.json()
            game["samples"].append((now(), shown["version"], shown["status"]))
            if shown["status"] != "active":
                with self.lock:
                    self.in_flight.remove(game_id)

    def run(self) -> None:
        while not self.stop.is_set():
            started = time.monotonic()
            if self.refill.is_set():
                self.fill()
            self.sample()
            self.stop.wait(max(0.0, self.every - (time.monotonic() - started)))

    def last(self, game_id: str, at_or_before: float | None = None):
        samples = self.games[game_id]["samples"]
        if at_or_before is not None:
            samples = [s for s in samples if s[0] <= at_or_before]
        return samples[-1] if samples else None


# -- faults -------------------------------------------------------------------------------------------

class Drill:
    def __init__(self, args):
        self.args = args
        self.workdir = Path(tempfile.mkdtemp(prefix="starport-drills-"))
        self.port = free_port()
        self.launcher = Launcher(self.workdir, self.port, self.workdir / "launcher.log")
        self.stats = Stats()
        self.stop = threading.Event()
        self.faults: list[dict] = []
        self.people: list[Person] = []
        self.bots: BotGames | None = None

    def log(self, message: str) -> None:
        print(f"[drills {datetime.now().strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    def kill(self, kind: str) -> dict:
        children = self.launcher.children()
        pids = children["api_workers" if kind == "api_worker" else kind]
        if not pids:
            raise RuntimeError(f"no {kind} process to kill: {children}")
        victim = random.Random(len(self.faults)).choice(pids)
        at = now()
        os.kill(victim, signal.SIGKILL)
        fault = {"fault": f"kill -9 {kind}", "pid": victim, "at": at}
        # Back: a new process of that kind (the launcher, or gunicorn's master, started one).
        give_up = time.monotonic() + 60
        while time.monotonic() < give_up:
            fresh = [p for p in self.launcher.children()["api_workers" if kind == "api_worker" else kind] if p != victim]
            if (kind == "api_worker" and len(fresh) >= len(pids)) or (kind != "api_worker" and fresh):
                fault["replaced_after_s"] = round(now() - at, 2)
                fault["new_pid"] = sorted(set(fresh) - set(pids)) or fresh
                break
            time.sleep(0.05)
        try:
            self.launcher.wait_ready(timeout=60)
            fault["api_ready_after_s"] = round(now() - at, 2)
        except RuntimeError as error:
            fault["api_ready_after_s"] = None
            fault["error"] = str(error)
        return fault

    def restart(self) -> dict:
        at = now()
        stopped = self.launcher.stop()
        self.launcher.start()
        self.launcher.wait_ready(timeout=90)
        return {"fault": "SIGTERM launcher, start again on the same data", "at": at, "stop": stopped,
                "ready_after_s": round(now() - at, 2)}

    def run(self) -> dict:
        args = self.args
        self.load_at_start = list(os.getloadavg())
        self.log(f"launcher on port {self.port}, data in {self.workdir}")
        self.launcher.start()
        self.launcher.wait_ready()
        self.launcher.children()
        started = self.started = now()
        self.bots = BotGames(self.port, args.games, self.stop, self.stats, seed=args.seed)
        self.bots.fill()
        self.log(f"{len(self.bots.in_flight)} all-bot games made")
        self.bots.start()
        self.people = [Person(i, self.port, self.stop, args.think, self.stats, seed=args.seed * 1000 + i)
                       for i in range(args.people)]
        for person in self.people:
            person.start()
        plan = ["worker", "api_worker", "worker", "redis", "worker", "restart"]
        gap = args.minutes * 60 / (len(plan) + 1)
        for step, kind in enumerate(plan, start=1):
            self.stop.wait(max(0.0, started + step * gap - now()))
            self.log(f"fault {step}/{len(plan)}: {kind}")
            fault = self.restart() if kind == "restart" else self.kill(kind)
            self.faults.append(fault)
            self.log(f"  {json.dumps({k: v for k, v in fault.items() if k != 'at'})}")
        last_fault = now()
        # The quiet window: the last fault's recovery, then --settle seconds watched for stalls.
        self.stop.wait(max(args.settle, started + args.minutes * 60 - now()))
        window_start = now()
        self.bots.refill.clear()  # no new games: every game of the window was there at its start
        self.log(f"stall window: {args.stall_window} s")
        time.sleep(args.stall_window)
        window_end = now()
        self.stop.set()
        for person in self.people:
            person.join(timeout=LONG_POLL + 20)
        self.bots.join(timeout=60)
        self.log("auditing")
        summary = {"started": datetime.fromtimestamp(started, UTC).isoformat(),
                   "config": {"games": args.games, "people": args.people, "minutes": args.minutes,
                              "think": args.think, "seed": args.seed, "port": self.port, "workdir": str(self.workdir)},
                   "faults": [{**f, "at_s": round(f["at"] - started, 1)} for f in self.faults]}
        for f in summary["faults"]:
            del f["at"]
        summary["machine"] = {"cpus": os.cpu_count(), "loadavg_at_start": self.load_at_start,
                              "loadavg_at_end": list(os.getloadavg())}
        summary["acts"] = self.audit_acts()
        summary["bot_answer_after_worker_kill"] = self.bot_answers()
        summary["person_waits_on_bots"] = self.person_waits(last_fault, window_end)
        summary["all_bot_games"] = self.audit_bots(window_start, window_end, last_fault)
        summary["records"] = self.verify_records(args.verify_limit)
        summary["http_5xx_and_no_answer"] = dict(sorted(self.stats.counts.items()))
        summary["harness_errors"] = [e for p in self.people for e in p.errors] + self.bots.errors
        if not args.skip_schemathesis:
            self.log("schemathesis")
            summary["schemathesis"] = self.schemathesis()
        summary["final_stop"] = self.launcher.stop()
        summary["launcher_log"] = self.scan_log()
        summary["verdict"] = self.verdict(summary)
        return summary

    # -- the checks ------------------------------------------------------------------------------

    def read_log(self, http: Http, slug: str, game_id: str, token: str | None) -> dict[int, tuple]:
        """The whole event log a seat (or a spectator) sees: seq → (version, actor, type)."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        cursor, events = 0, {}
        while True:
            answer = http.patient("GET", f"/v1/{slug}/games/{game_id}/events?after={cursor}", headers=headers)
            if answer is None or answer.status != 200:
                raise RuntimeError(f"events of {game_id}: {answer.status if answer else 'no answer'}")
            page = answer.json()
            for e in page["events"]:
                events[e["seq"]] = (e["version"], e.get("actor"), e["type"])
            if not page.get("more") or not page["events"]:
                return events
            cursor = page["events"][-1]["seq"]

    def audit_acts(self) -> dict:
        http = Http(self.port, Stats())
        acts = [a for p in self.people for a in p.acts]
        games = {g["game_id"]: g for p in self.people for g in p.games}
        logs = {gid: self.read_log(http, g["slug"], gid, g["token"]) for gid, g in games.items()}
        http.close()
        acknowledged = [a for a in acts if a.status == 200]
        lost, empty = [], 0
        acked_versions = {(a.game, a.version) for a in acknowledged}
        for a in acknowledged:
            if not a.events:
                empty += 1
                continue
            if any(logs[a.game].get(seq) != (version, actor, kind) for seq, version, actor, kind in a.events):
                lost.append(asdict(a))
        by_version = {}  # (game, version) → actors of its events
        for gid, log in logs.items():
            for version, actor, _ in log.values():
                by_version.setdefault((gid, version), set()).add(actor)
        unanswered_at = {(a.game, a.if_match) for a in acts if a.status is None}
        failed = [a for a in acts if a.status is not None and a.status >= 500]
        applied, ambiguous = [], []
        for a in failed:
            made = (a.game, a.if_match + 1)
            if a.seat in by_version.get(made, set()) and made not in acked_versions:
                (ambiguous if (a.game, a.if_match) in unanswered_at else applied).append(asdict(a))
        unanswered = [a for a in acts if a.status is None]
        unanswered_detail = []
        for a in unanswered:  # a request cut off may have been committed: the fault says which
            made = (a.game, a.if_match + 1)
            fault = max((f for f in self.faults if f["at"] <= a.answered + 1), key=lambda f: f["at"], default=None)
            unanswered_detail.append({"at_s": round(a.sent - self.started, 1), "slug": a.slug,
                                      "applied": a.seat in by_version.get(made, set()) and made not in acked_versions,
                                      "after": fault["fault"] if fault else None,
                                      "s_after_fault": round(a.sent - fault["at"], 1) if fault else None})
        unanswered_applied = sum(1 for u in unanswered_detail if u["applied"])
        statuses: dict[str, int] = {}
        for a in acts:
            key = f"{a.status}:{a.code}" if a.status != 200 else "200"
            statuses[key] = statuses.get(key, 0) + 1
        return {"sent": len(acts), "acknowledged": len(acknowledged), "lost": len(lost), "lost_acts": lost[:20],
                "acknowledged_without_events": empty,
                "answered_5xx": len(failed), "answered_5xx_applied": len(applied), "applied_5xx_acts": applied[:20],
                "answered_5xx_ambiguous": len(ambiguous),
                "no_answer": len(unanswered), "no_answer_applied": unanswered_applied,
                "no_answer_acts": unanswered_detail[:30],
                "by_status": dict(sorted(statuses.items())), "person_games": len(games),
                "person_games_finished": sum(1 for g in games.values() if g.get("finished"))}

    def bot_answers(self) -> list[dict]:
        """Per worker kill: each person waiting on a bot then (or who starts waiting within 2 s of
        it), the seconds from the kill (or that later start) to the first newer version seen."""
        waits = [w for p in self.people for w in p.waits if w.bot_due]
        found = []
        for fault in self.faults:
            if fault["fault"] != "kill -9 worker":
                continue
            at = fault["at"]
            hit = [w for w in waits if w.since <= at + 2 and (w.moved is None or w.moved > at)]
            delays = [round((w.moved - max(at, w.since)), 2) if w.moved is not None else None for w in hit]
            known = [d for d in delays if d is not None]
            found.append({"at": round(at - self.faults[0]["at"], 1), "waiting_people": len(hit),
                          "max_s": max(known) if known else None, "delays_s": sorted(known, reverse=True),
                          "never_answered": delays.count(None),
                          "worker_back_after_s": fault.get("replaced_after_s")})
        return found

    def person_waits(self, last_fault: float, end: float) -> dict:
        """Every wait of a person on a bot: how long, and any never answered (one the drill's end
        cut off, within a long poll of it, is left out)."""
        waits = [w for p in self.people for w in p.waits if w.bot_due]
        done = [w.moved - w.since for w in waits if w.moved is not None]
        after = [w.moved - w.since for w in waits if w.moved is not None and w.since > last_fault + 10]
        never = [w for w in waits if w.moved is None and w.since < end - LONG_POLL - 1]
        return {"waits": len(waits), "max_s": round(max(done), 2) if done else None,
                "max_s_after_last_fault": round(max(after), 2) if after else None,
                "never_answered": len(never),
                "never_answered_waits": [{"game": w.game, "slug": w.slug, "since_s": round(w.since - self.started, 1)}
                                         for w in never[:10]]}

    def audit_bots(self, window_start: float, window_end: float, last_fault: float) -> dict:
        bots = self.bots
        stalled, went_back, moved, finished = [], [], 0, 0
        for game_id, game in bots.games.items():
            samples = game["samples"]
            for (_, v0, _), (t1, v1, _) in itertools.pairwise(samples):
                if v1 < v0:
                    went_back.append({"game": game_id, "slug": game["slug"], "from": v0, "to": v1,
                                      "at_s": round(t1 - window_start, 1)})
            first = bots.last(game_id, window_start)
            if first is None or first[2] != "active":
                continue
            end = bots.last(game_id)
            if end[2] != "active":
                finished += 1
            elif end[1] > first[1]:
                moved += 1
            else:
                stalled.append({"game": game_id, "slug": game["slug"], "version": end[1],
                                "last_moved_s_before_end": round(window_end - self._last_move(samples), 1)})
        statuses: dict[str, int] = {}
        for game_id in bots.games:
            end = bots.last(game_id)
            statuses[end[2] if end else "unseen"] = statuses.get(end[2] if end else "unseen", 0) + 1
        return {"made": len(bots.games), "status_at_end": statuses, "window_s": round(window_end - window_start, 1),
                "window_after_last_fault_s": round(window_start - last_fault, 1),
                "active_at_window_start": moved + finished + len(stalled), "moved_in_window": moved,
                "finished_in_window": finished, "stalled": len(stalled), "stalled_games": stalled[:20],
                "versions_went_back": len(went_back), "went_back": went_back[:20]}

    @staticmethod
    def _last_move(samples) -> float:
        last_t, last_v = samples[0][0], samples[0][1]
        for t, v, _ in samples:
            if v != last_v:
                last_t, last_v = t, v
        return last_t

    def verify_records(self, limit: int) -> dict:
        """Every finished game's record (a spectator's), replayed by ``service.archive.verify``."""
        from service.archive.verify import NotVerified, verify_record

        http = Http(self.port, Stats())
        finished = [(g["slug"], gid) for gid, g in self.bots.games.items()
                    if g["samples"] and g["samples"][-1][2] == "finished"]
        for p in self.people:
            for g in p.games:
                finished.append((g["slug"], g["game_id"]))
        checked, failures, not_finished = 0, [], 0
        for slug, game_id in finished:
            if checked >= limit:
                break
            answer = http.patient("GET", f"/v1/{slug}/games/{game_id}/record")
            if answer is None or answer.status != 200:
                not_finished += 1  # a person game cut off by the end of the drill has no record yet
                continue
            checked += 1
            try:
                verify_record(answer.json())
            except (NotVerified, Exception) as error:  # noqa: BLE001 — any failure is a finding
                failures.append({"game": game_id, "slug": slug, "error": str(error)[:300]})
        http.close()
        return {"replayed": checked, "failed": len(failures), "failures": failures[:10], "no_record": not_finished}

    def schemathesis(self) -> dict:
        report = self.workdir / "schemathesis.ndjson"
        command = [str(Path(sys.executable).with_name("schemathesis")), "run", str(ROOT / "openapi.yaml"),
                   "--url", f"http://127.0.0.1:{self.port}", "--checks", "not_a_server_error",
                   "--max-examples", str(self.args.examples), "--workers", "2", "--seed", str(self.args.seed),
                   "--suppress-health-check", "all", "--no-shrink", "--continue-on-failure",
                   "--request-timeout", "30", "--report", "ndjson", "--report-ndjson-path", str(report)]
        started = time.monotonic()
        with open(self.workdir / "schemathesis.out", "wb") as out:
            code = subprocess.run(command, cwd=self.workdir, stdout=out, stderr=subprocess.STDOUT, check=False).returncode
        summary = {"command": " ".join(command), "exit_code": code, "seconds": round(time.monotonic() - started, 1)}
        summary.update(_count_schemathesis(report))
        tail = (self.workdir / "schemathesis.out").read_text(errors="replace").strip().splitlines()[-12:]
        summary["output_tail"] = tail
        return summary

    def scan_log(self) -> dict:
        text = self.launcher.log_path.read_text(errors="replace").splitlines()
        errors = [line for line in text if '"level":"error"' in line or '"level":"critical"' in line]
        tracebacks = []
        for line in text:
            if "Traceback" in line:
                try:
                    entry = json.loads(line)
                    tracebacks.append(f"{entry.get('time')} {entry.get('logger')}: {entry.get('message')}"[:300])
                except ValueError:
                    tracebacks.append(line[:300])
        return {"lines": len(text), "tracebacks": len(tracebacks), "traceback_lines": tracebacks[:10],
                "error_lines": len(errors), "first_errors": [line[:400] for line in errors[:8]],
                "supervisor": [line for line in text if line.startswith("starport:")][:40],
                "path": str(self.launcher.log_path)}

    def verdict(self, summary: dict) -> dict:
        acts, bots = summary["acts"], summary["all_bot_games"]
        answers = [k["max_s"] for k in summary["bot_answer_after_worker_kill"]]
        worst = max((a for a in answers if a is not None), default=None)
        never = sum(k["never_answered"] for k in summary["bot_answer_after_worker_kill"])
        verdict = {
            "lost_acknowledged_acts": {"value": acts["lost"], "pass": acts["lost"] == 0},
            "applied_acts_answered_5xx": {"value": acts["answered_5xx_applied"], "pass": acts["answered_5xx_applied"] == 0},
            "bots_stalled": {"value": bots["stalled"], "pass": bots["stalled"] == 0},
            "person_waits_never_answered": {"value": summary["person_waits_on_bots"]["never_answered"],
                                            "pass": summary["person_waits_on_bots"]["never_answered"] == 0},
            "bot_answer_after_worker_kill_s": {"value": worst, "target": TARGET_BOT_ANSWER_SECONDS,
                                               "pass": worst is not None and worst <= TARGET_BOT_ANSWER_SECONDS and not never},
            "records_replayed_failed": {"value": summary["records"]["failed"], "pass": summary["records"]["failed"] == 0},
            "processes_left": {"value": summary["final_stop"]["processes_left"],
                               "pass": not summary["final_stop"]["processes_left"]},
        }
        if "schemathesis" in summary:
            s = summary["schemathesis"]
            verdict["schemathesis_5xx"] = {"value": s.get("server_errors"), "cases": s.get("cases"),
                                           "pass": s.get("server_errors") == 0 and bool(s.get("cases"))}
        verdict["all_pass"] = all(v["pass"] for v in verdict.values() if isinstance(v, dict))
        return verdict


# -- issue 42: jobs meeting a dying process ----------------------------------------------------------

class SlowReceiver:
    """A webhook receiver on 127.0.0.1 that holds the first attempt of each delivery ``hold``
    seconds (its worker busy meanwhile) and answers every later one at once; when each came."""

    def __init__(self, hold: float):
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        self.hold = hold
        self.got: dict[str, list[float]] = {}  # delivery id → when each attempt arrived
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                delivery = self.headers.get("Starport-Delivery", "")
                with receiver.lock:
                    attempts = receiver.got.setdefault(delivery, [])
                    attempts.append(now())
                    first = len(attempts) == 1
                if first:
                    time.sleep(receiver.hold)
                try:
                    self.send_response(200)
                    self.end_headers()
                except OSError:
                    pass

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hook"

    def first_attempt_after(self, t: float, timeout: float) -> str | None:
        """A delivery whose first attempt came after ``t``: its id."""
        give_up = time.monotonic() + timeout
        while time.monotonic() < give_up:
            with self.lock:
                fresh = [d for d, times in self.got.items() if times[0] > t]
            if fresh:
                return fresh[0]
            time.sleep(0.02)
        return None

    def attempt(self, delivery: str, number: int, timeout: float) -> float | None:
        give_up = time.monotonic() + timeout
        while time.monotonic() < give_up:
            with self.lock:
                times = self.got.get(delivery, [])
            if len(times) >= number:
                return times[number - 1]
            time.sleep(0.02)
        return None


def _gone(pid: int, timeout: float) -> float | None:
    """Seconds until ``pid`` is gone (None: still there after ``timeout``)."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if not _alive(pid):
            return time.monotonic() - started
        time.sleep(0.01)
    return None


class JobDrills:
    """The drills of issue 42 against ``make run``'s launcher, beside ``--games`` all-bot games:

    1. ``--kills`` times, a worker is killed (``kill -9``) while it holds a webhook delivery whose
       receiver keeps it busy (a second worker of our own runs beside the launcher's): how long
       until the delivery is attempted again (re-run), and whether every delivery and every
       cancelled game's archive job ran (jobs lost);
    2. a person's bot replies, with the SQLite archive free and then write-locked by this process
       while an archive job is queued before each act;
    3. ``--race`` people act at once in games whose claims hold no job (a failed enqueue): seconds
       until each bot answers (the repair scan's 5 s promise);
    4. ``--sigterms`` SIGTERMs to a worker of our own, in turn idle, busy with a held delivery, and
       pumping while announcements stream: seconds until it exited;
    5. the launcher's own stop (``make run``'s SIGTERM)."""

    def __init__(self, args):
        self.args = args
        self.workdir = Path(tempfile.mkdtemp(prefix="starport-job-drills-"))
        self.port = free_port()
        self.launcher = Launcher(self.workdir, self.port, self.workdir / "launcher.log")
        self.launcher.env["STARPORT_WEBHOOK_ALLOW"] = "127.0.0.1"
        self.redis_url = f"unix://{self.workdir / 'var' / 'redis' / 'redis.sock'}"
        self.archive = self.workdir / "archive.sqlite3"
        self.stats = Stats()
        self.stop = threading.Event()
        self.connections = threading.local()  # an Http per thread: one keep-alive connection is not shared
        self.receiver = SlowReceiver(hold=args.hold)
        self.own_workers: list[subprocess.Popen] = []
        self.cancelled: list[str] = []

    def log(self, message: str) -> None:
        print(f"[job drills {datetime.now().strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    def start_worker(self) -> subprocess.Popen:
        env = {**self.launcher.env, "REDIS_URL": self.redis_url,
               "STARPORT_WORKER_HEARTBEAT": str(self.workdir / f"own-{len(self.own_workers)}.alive")}
        log = self.workdir / f"own-worker-{len(self.own_workers)}.log"
        worker = subprocess.Popen([sys.executable, "-m", "worker"], cwd=self.workdir, env=env,
                                  stdout=open(log, "w"), stderr=subprocess.STDOUT)
        self.own_workers.append(worker)
        give_up = time.monotonic() + 90
        while "driving games from" not in log.read_text() and time.monotonic() < give_up:
            time.sleep(0.05)
        return worker

    def call(self, method: str, path: str, body=None, key: str | None = None) -> dict:
        headers = {"Authorization": f"Bearer {key}"} if key else None
        if not hasattr(self.connections, "http"):
            self.connections.http = Http(self.port, self.stats)
        answer = self.connections.http.patient(method, path, body, headers=headers, stop=self.stop)
        if answer is None or answer.status >= 400:
            raise RuntimeError(f"{method} {path}: {answer.status if answer else 'no answer'} {answer.body[:200] if answer else ''}")
        return answer.json() if answer.body else {}

    def ann_with_a_webhook(self) -> str:
        ann = self.call("POST", "/v1/players", {"name": "ann"})
        self.call("POST", "/v1/players/me/webhooks", {"url": self.receiver.url, "events": ["your_turn"]}, key=ann["key"])
        return ann["player_id"]

    def held_delivery(self, ann: str) -> str | None:
        """A new game for ann: her first turn's delivery, held by the receiver (its worker busy)."""
        since = now()
        self.call("POST", "/v1/starligned/games", {"seats": [{"name": "ann", "player": ann},
                                                           {"name": "r1", "bot": "random"}]})
        return self.receiver.first_attempt_after(since, timeout=30)

    def holder_of(self, job_id: str) -> int | None:
        """The pid of the worker holding ``job_id`` (``<queue>:held:<host>:<pid>``)."""
        import redis

        client = redis.Redis.from_url(self.redis_url)
        try:
            for key in client.scan_iter("starport:held:*"):
                if client.hexists(key, job_id):
                    return int(key.decode().rsplit(":", 1)[1])
        finally:
            client.close()
        return None

    def cancel_a_game(self) -> None:
        made = self.call("POST", "/v1/starshower/games", {"seats": [{"name": "cy"}, {"open": True}]})
        self.call("POST", f"/v1/starshower/games/{made['game_id']}/cancel", key=made["creator_token"])
        self.cancelled.append(made["game_id"])

    def rerun_after_kills(self, ann: str) -> dict:
        reruns, missed = [], []
        for _ in range(self.args.kills):
            self.cancel_a_game()
            delivery = self.held_delivery(ann)
            pid = self.holder_of(f"delivery-{delivery}") if delivery else None
            if pid is None:
                missed.append({"delivery": delivery, "why": "no worker held it"})
                continue
            killed = now()
            os.kill(pid, signal.SIGKILL)
            again = self.receiver.attempt(delivery, 2, timeout=120)
            if again is None:
                missed.append({"delivery": delivery, "why": "never attempted again"})
            else:
                reruns.append(round(again - killed, 2))
            self.own_workers = [w for w in self.own_workers if w.poll() is None]
            if not self.own_workers:
                self.start_worker()  # two workers again: one may die holding, the other re-runs
        return {"kills": self.args.kills, "rerun_after_s": reruns, "max_s": max(reruns, default=None),
                "not_rerun": missed}

    def jobs_lost(self) -> dict:
        """After the kills: every delivery attempted again, every cancelled game archived."""
        give_up = time.monotonic() + 60
        unarchived = list(self.cancelled)
        while unarchived and time.monotonic() < give_up:
            try:
                with sqlite3.connect(self.archive) as reader:
                    kept = {row[0] for row in reader.execute("SELECT game_id FROM games")}
            except sqlite3.Error:
                kept = set()
            unarchived = [g for g in self.cancelled if g not in kept]
            time.sleep(0.5)
        with self.receiver.lock:
            undelivered = [d for d, times in self.receiver.got.items() if len(times) < 2 and now() - times[0] > 30]
        return {"archive_jobs": len(self.cancelled), "archive_jobs_lost": len(unarchived),
                "deliveries": len(self.receiver.got), "deliveries_never_rerun": len(undelivered),
                "lost": len(unarchived) + len(undelivered)}

    def bot_replies(self, locked: bool) -> dict:
        """A person's acts against two bots: seconds from each act to the bots' answer."""
        made = self.call("POST", "/v1/starligned/games", {"seats": [{"name": "pat"}, {"name": "r1", "bot": "random"},
                                                                  {"name": "r2", "bot": "random"}]})
        game, token = made["game_id"], made["seats"][0]["token"]
        lock = None
        if locked:
            lock = sqlite3.connect(self.archive, isolation_level=None, timeout=30)
            lock.execute("BEGIN IMMEDIATE")
        replies: list[float] = []
        try:
            while len(replies) < self.args.replies:
                view = self.call("GET", f"/v1/starligned/games/{game}")
                if view["status"] != "active":
                    break
                if not any(p["seat"] == 0 for p in view["to_act"]):
                    time.sleep(0.02)
                    continue
                if locked:
                    self.cancel_a_game()  # an archive job the worker takes now, on a locked file
                    time.sleep(0.05)
                actions = self.call("GET", f"/v1/starligned/games/{game}/actions", key=token)["actions"]
                acted = time.monotonic()
                answer = self.call("POST", f"/v1/starligned/games/{game}/actions", actions[0], key=token)
                if answer["view"]["status"] != "active" or all(p["seat"] == 0 for p in answer["view"]["to_act"]):
                    continue
                while self.call("GET", f"/v1/starligned/games/{game}")["version"] <= answer["view"]["version"]:
                    if time.monotonic() - acted > 120:
                        break
                    time.sleep(0.01)
                replies.append(round(time.monotonic() - acted, 3))
        finally:
            if lock is not None:
                lock.execute("ROLLBACK")
                lock.close()
        ordered = sorted(replies)
        return {"archive_locked": locked, "replies": len(replies),
                "median_s": ordered[len(ordered) // 2] if ordered else None, "max_s": ordered[-1] if ordered else None}

    def claims_without_jobs(self) -> dict:
        """``--race`` people act at once in games whose claims are held with no job behind them (a
        wake whose enqueue failed: a full store), against running workers: seconds until each
        bot answers (the repair scan's promise: a pass every 5 s)."""
        import redis

        client = redis.Redis.from_url(self.redis_url)
        games = []
        for _ in range(self.args.race):
            made = self.call("POST", "/v1/starligned/games", {"seats": [
                {"name": "pat"}, {"name": "r1", "bot": "random"}, {"name": "r2", "bot": "random"}]})
            games.append((made["game_id"], made["seats"][0]["token"]))
        acted: dict[str, tuple[float, int]] = {}
        give_up = time.monotonic() + 60
        while len(acted) < len(games) and time.monotonic() < give_up:
            for game, token in games:
                if game in acted:
                    continue
                view = self.call("GET", f"/v1/starligned/games/{game}")
                if not any(p["seat"] == 0 for p in view["to_act"]):
                    continue
                client.set(f"starport:driving:{game}", 1, ex=30)  # claimed, its job never queued
                action = self.call("GET", f"/v1/starligned/games/{game}/actions", key=token)["actions"][0]
                answer = self.call("POST", f"/v1/starligned/games/{game}/actions", action, key=token)
                if any(p["seat"] != 0 for p in answer["view"]["to_act"]):
                    acted[game] = (time.monotonic(), answer["view"]["version"])
                else:
                    client.delete(f"starport:driving:{game}")
        answered: dict[str, float] = {}
        give_up = time.monotonic() + 60
        while len(answered) < len(acted) and time.monotonic() < give_up:
            for game, (at, version) in acted.items():
                if game not in answered and self.call("GET", f"/v1/starligned/games/{game}")["version"] > version:
                    answered[game] = round(time.monotonic() - at, 2)
            time.sleep(0.05)
        client.close()
        times = sorted(answered.values())
        return {"games": len(acted), "answered": len(answered), "median_s": times[len(times) // 2] if times else None,
                "max_s": times[-1] if times else None, "frozen_past_10_s": sum(1 for t in times if t > 10)
                + len(acted) - len(answered)}

    def sigterms(self, ann: str) -> dict:
        states = ("idle", "busy", "pumping")
        exits: dict[str, list[float | None]] = {state: [] for state in states}
        for turn in range(self.args.sigterms):
            state = states[turn % len(states)]
            worker = self.start_worker()
            pumping = threading.Event()
            if state == "busy":
                delivery = self.held_delivery(ann)
                held = self.holder_of(f"delivery-{delivery}") if delivery else None
                if held != worker.pid:  # the launcher's worker took it: ours is idle, say so
                    state = "idle"
            elif state == "pumping":
                def announce():
                    while not pumping.is_set():
                        try:
                            self.held_delivery(ann)
                        except RuntimeError:
                            return
                threading.Thread(target=announce, daemon=True).start()
                time.sleep(1.0)
            worker.send_signal(signal.SIGTERM)
            took = _gone(worker.pid, timeout=60)
            worker.wait()
            pumping.set()
            exits[state].append(None if took is None else round(took, 2))
        flat = [t for times in exits.values() for t in times]
        worst = None if any(t is None for t in flat) else max(flat, default=None)
        return {"sigterms": len(flat), "by_state": exits, "max_s": worst}

    def run(self) -> dict:
        args = self.args
        summary = {"started": datetime.now(UTC).isoformat(),
                   "config": {"games": args.games, "kills": args.kills, "sigterms": args.sigterms,
                              "replies": args.replies, "hold_s": args.hold, "workdir": str(self.workdir)},
                   "machine": {"cpus": os.cpu_count(), "loadavg_at_start": list(os.getloadavg())}}
        self.log(f"launcher on port {self.port}, data in {self.workdir}")
        self.launcher.start()
        self.launcher.wait_ready()
        bots = BotGames(self.port, args.games, self.stop, self.stats, seed=args.seed)
        bots.fill()
        bots.start()
        ann = self.ann_with_a_webhook()
        self.start_worker()
        self.log("bot replies, the archive free")
        summary["bot_replies_archive_free"] = self.bot_replies(locked=False)
        self.log("bot replies, the archive locked")
        summary["bot_replies_archive_locked"] = self.bot_replies(locked=True)
        self.log(f"{args.race} bots whose claims hold no job")
        summary["claims_without_jobs"] = self.claims_without_jobs()
        self.log(f"{args.kills} workers killed holding a job")
        summary["rerun_after_kill"] = self.rerun_after_kills(ann)
        summary["jobs_lost"] = self.jobs_lost()
        for worker in self.own_workers:
            worker.send_signal(signal.SIGTERM)
            worker.wait()
        self.own_workers = []
        self.log(f"{args.sigterms} SIGTERMs")
        summary["worker_exit_after_sigterm"] = self.sigterms(ann)
        self.stop.set()
        bots.join(timeout=30)
        summary["make_run_stop"] = self.launcher.stop()
        summary["machine"]["loadavg_at_end"] = list(os.getloadavg())
        summary["http_5xx_and_no_answer"] = dict(sorted(self.stats.counts.items()))
        locked, free = summary["bot_replies_archive_locked"], summary["bot_replies_archive_free"]
        summary["verdict"] = verdict = {
            "jobs_lost": {"value": summary["jobs_lost"]["lost"], "pass": summary["jobs_lost"]["lost"] == 0},
            "rerun_after_kill_s": {"value": summary["rerun_after_kill"]["max_s"], "target": 10,
                                   "pass": summary["rerun_after_kill"]["max_s"] is not None
                                   and summary["rerun_after_kill"]["max_s"] <= 10
                                   and not summary["rerun_after_kill"]["not_rerun"]},
            "bot_reply_archive_locked_max_s": {"value": locked["max_s"], "free_max_s": free["max_s"], "target": 2,
                                               "pass": locked["max_s"] is not None and locked["max_s"] <= 2},
            "worker_exit_after_sigterm_max_s": {"value": summary["worker_exit_after_sigterm"]["max_s"], "target": 5,
                                                "pass": (summary["worker_exit_after_sigterm"]["max_s"] or 99) <= 5},
            "bots_frozen_by_claims_without_jobs": {"value": summary["claims_without_jobs"]["frozen_past_10_s"],
                                                   "max_s": summary["claims_without_jobs"]["max_s"],
                                                   "pass": summary["claims_without_jobs"]["frozen_past_10_s"] == 0},
            "make_run_stop_s": {"value": summary["make_run_stop"]["seconds"], "target": 10,
                                "pass": summary["make_run_stop"]["seconds"] <= 10
                                and not summary["make_run_stop"]["processes_left"]},
        }
        verdict["all_pass"] = all(v["pass"] for v in verdict.values() if isinstance(v, dict))
        return summary

    def close(self) -> None:
        self.stop.set()
        for worker in self.own_workers:
            if worker.poll() is None:
                worker.kill()
        if self.launcher.process is not None and self.launcher.process.poll() is None:
            self.launcher.stop()
        self.receiver.server.shutdown()


def main_jobs(args) -> int:
    drills = JobDrills(args)
    try:
        summary = drills.run()
    finally:
        drills.close()
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"job-drills-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}.json"
    path.write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    drills.log(f"written {path}; verdict: {'pass' if summary['verdict']['all_pass'] else 'MISS'}")
    return 0 if summary["verdict"]["all_pass"] else 1


def _count_schemathesis(report: Path) -> dict:
    """Cases run, answers by status, and the failures of ``not_a_server_error``, from
    schemathesis' NDJSON events (one ``ScenarioFinished`` per operation and phase)."""
    if not report.exists():
        return {"cases": None, "server_errors": None, "note": "no report written"}
    cases, failures, operations, failing = 0, 0, set(), set()
    statuses: dict[str, int] = {}
    phases: dict[str, int] = {}
    errors, selected = [], {}
    with report.open() as lines:
        for line in lines:
            if line.startswith('{"NonFatalError"'):  # schemathesis' own (a network error, its bug): no answer judged
                error = json.loads(line)["NonFatalError"]
                errors.append({"operation": error.get("label"), "phase": error.get("phase"),
                               **(error.get("value") or {})})
            if line.startswith('{"LoadingFinished"'):
                selected = json.loads(line)["LoadingFinished"]["statistic"]["operations"]
            if not line.startswith('{"ScenarioFinished"'):
                continue
            body = json.loads(line)["ScenarioFinished"]
            recorder = body.get("recorder") or {}
            label = recorder.get("label")
            ran = len(recorder.get("cases") or {})
            cases += ran
            phases[body.get("phase")] = phases.get(body.get("phase"), 0) + ran
            if ran and label and body.get("phase") != "stateful":
                operations.add(label)
            for interaction in (recorder.get("interactions") or {}).values():
                code = (interaction.get("response") or {}).get("status_code")
                key = f"{code // 100}xx" if isinstance(code, int) else "no answer"
                statuses[key] = statuses.get(key, 0) + 1
                if isinstance(code, int) and code >= 500:
                    failing.add(label)
            for checks in (recorder.get("checks") or {}).values():
                for check in checks:
                    if check.get("name") == "not_a_server_error" and str(check.get("status")).lower() == "failure":
                        failures += 1
                        failing.add(label)
    server_errors = statuses.get("5xx", 0)
    return {"cases": cases, "operations_in_spec": selected.get("total"), "operations_selected": selected.get("selected"),
            "operations_with_cases": len(operations), "by_phase": phases,
            "answers": dict(sorted(statuses.items())), "server_errors": server_errors,
            "not_a_server_error_failures": failures, "failing_operations": sorted(failing)[:20],
            "errors": errors[:20]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="all-bot games kept in flight (default 50)")
    parser.add_argument("--people", type=int, default=10, help="people playing house bots over HTTP (default 10)")
    parser.add_argument("--minutes", type=float, default=3.0, help="the faults' span (default 3: 6 faults, ~26 s apart)")
    parser.add_argument("--think", type=float, default=0.1, help="a person's mean pause before an act, s")
    parser.add_argument("--settle", type=float, default=20.0, help="s after the last fault before the stall window")
    parser.add_argument("--stall-window", type=float, default=20.0, help="s in which every all-bot game must move")
    parser.add_argument("--examples", type=int, default=20, help="schemathesis --max-examples per operation")
    parser.add_argument("--skip-schemathesis", action="store_true")
    parser.add_argument("--verify-limit", type=int, default=400, help="finished games whose records are replayed")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--jobs", action="store_true",
                        help="issue 42's drills instead (jobs lost, re-run after a kill, bot replies with the "
                             "archive locked, worker exit after SIGTERM, make run's stop): --games 20 is plenty")
    parser.add_argument("--kills", type=int, default=6, help="--jobs: workers killed holding a job")
    parser.add_argument("--sigterms", type=int, default=20, help="--jobs: SIGTERMs, idle, busy and pumping in turn")
    parser.add_argument("--replies", type=int, default=8, help="--jobs: bot replies timed with the archive free, then locked")
    parser.add_argument("--race", type=int, default=24, help="--jobs: people acting at once over claims with no job")
    parser.add_argument("--hold", type=float, default=4.0, help="--jobs: s the receiver holds a delivery's first attempt")
    args = parser.parse_args(argv)
    if args.jobs:
        return main_jobs(args)
    drill = Drill(args)
    try:
        summary = drill.run()
    finally:
        drill.stop.set()
        if drill.launcher.process is not None and drill.launcher.process.poll() is None:
            drill.launcher.stop()
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"drills-{datetime.now(UTC).strftime('%Y%m%dT%H%M%SZ')}.json"
    path.write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    drill.log(f"written {path}; verdict: {'pass' if summary['verdict']['all_pass'] else 'MISS'}")
    return 0 if summary["verdict"]["all_pass"] else 1


if __name__ == "__main__":
    sys.exit(main())
