"""Issue 12's drills, for real: gunicorn and the worker as the image runs them, against an
embedded Redis this module owns, so a drill can kill the worker or stop Redis and start them
again.

1. ``kill -9`` the worker and start another at once: a Starlink sand timer that runs out
   meanwhile still closes its turn within 3 s of the deadline, or of the new worker's first sweep
   when that comes later (a Python process can take longer than the timer's last second to start
   on a busy machine), with no HTTP request touching the game (reads close timers too, so the
   test watches Redis only).
2. Redis stops for 8 s with bots owing replies in 20 games: every game moves again within 5 s of
   Redis's return, and the worker process never exits.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import redis
import requests

from service.running.redis_server import EmbeddedRedis
from service.run import API_COMMAND, WORKER_COMMAND, in_venv
from tests.e2e.conftest import free_port, stop, wait_until_ready
from tests.playing import StarportClient

TIMER_FIRES_WITHIN = 3.0  # seconds after the deadline
REDIS_DOWN_SECONDS = 8.0
GAMES_MOVE_WITHIN = 5.0  # seconds after Redis answers again
BOT_GAMES = 20


@dataclass
class Drills:
    """The stack under drill: its Redis, API and worker, each stopped and started at will."""

    redis_server: EmbeddedRedis
    env: dict
    logs: Path
    base: str
    api_process: subprocess.Popen | None = None
    workers: list[subprocess.Popen] = field(default_factory=list)  # every worker started, last = current

    @property
    def api(self) -> StarportClient:
        return StarportClient(requests.Session(), self.base)

    @property
    def worker(self) -> subprocess.Popen:
        return self.workers[-1]

    def redis(self) -> redis.Redis:
        return redis.Redis.from_url(self.redis_server.url)

    def start_worker(self) -> subprocess.Popen:
        number = len(self.workers)
        log = open(self.logs / f"worker-{number}.log", "w")
        process = subprocess.Popen(in_venv(WORKER_COMMAND), env=self.env, stdout=log, stderr=subprocess.STDOUT)
        log.close()
        self.workers.append(process)
        return process

    def worker_logs(self) -> str:
        return "".join(f"--- {p.name} ---\n{p.read_text()}" for p in sorted(self.logs.glob("worker-*.log")))


def wait_for(condition, timeout: float, every: float = 0.05, what: str = "condition"):
    give_up = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > give_up:
            raise AssertionError(f"{what}: not within {timeout} s")
        time.sleep(every)


@pytest.fixture(scope="module")
def drills(tmp_path_factory):
    logs = tmp_path_factory.mktemp("drills")
    server = EmbeddedRedis(logs / "redis").start()
    port = free_port()
    env = {**os.environ, "REDIS_URL": server.url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_QUEUE": f"starport-drills-{uuid.uuid4().hex[:6]}", "STARPORT_ACCESS_LOG": "0",
           "STARPORT_WORKER_HEARTBEAT": str(logs / "worker.alive"), "PYTHONUNBUFFERED": "1"}
    env.pop("QUEUE_REDIS_URL", None)
    stack = Drills(server, env, logs, f"http://127.0.0.1:{port}")
    api_log = open(logs / "api.log", "w")
    stack.api_process = subprocess.Popen(in_venv(API_COMMAND), env=env, stdout=api_log, stderr=subprocess.STDOUT)
    api_log.close()
    stack.start_worker()
    try:
        wait_until_ready(stack.base, [stack.api_process, stack.worker])
        yield stack
    finally:
        for process in stack.workers[:-1]:
            if process.poll() is None:
                process.kill()
                process.wait()
        codes = stop([stack.api_process, stack.worker])
        if server.process is None:  # a failed drill may leave it stopped
            server.start()
        server.stop()
    worker_logs = stack.worker_logs()
    assert "Traceback" not in worker_logs, f"the worker logged a traceback (logs in {logs}):\n{worker_logs}"
    assert codes == [0, 0], f"gunicorn/worker did not stop cleanly: {codes}; logs in {logs}"


def events(client: redis.Redis, game_id: str) -> list[dict]:
    return [json.loads(data[b"e"]) for _, data in client.xrange(f"sp:{{{game_id}}}:events")]


def stored_version(client: redis.Redis, game_id: str) -> int:
    return int(client.hget(f"sp:{{{game_id}}}", "v"))


# -- drill 1: kill -9 the worker ---------------------------------------------------------------------

def test_a_timer_runs_out_while_the_worker_is_killed_and_restarted(drills):
    api, store = drills.api, drills.redis()
    created = api.create("starlink", [{"name": "ann"}, {"name": "bob"}], options={"timer_seconds": 20}).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    chosen = api.act("starlink", game_id, token, {"type": "choose_word", "word_index": 0})
    assert chosen.status == 200, chosen.body
    version, deadline = chosen.body["version"], chosen.body["view"]["state"]["deadline"]
    assert deadline > time.time() + 10, "the sand timer should run its 20 s"
    # From here on no HTTP request touches the game: only a worker can close the turn.

    wait_for(lambda: time.time() >= deadline - 1.0, timeout=25, every=0.02, what="the last second")
    drills.worker.send_signal(signal.SIGKILL)
    drills.worker.wait()
    killed_at = time.time()
    new_worker = drills.start_worker()

    heartbeat = Path(drills.env["STARPORT_WORKER_HEARTBEAT"])
    swept: list[float] = []  # when the new worker's first sweep touched the heartbeat

    def closed():
        assert new_worker.poll() is None, f"the new worker exited:\n{drills.worker_logs()}"
        if not swept and heartbeat.exists() and heartbeat.stat().st_mtime > killed_at:
            swept.append(heartbeat.stat().st_mtime)
        return stored_version(store, game_id) > version

    wait_for(closed, timeout=deadline + 10 - time.time(), every=0.02, what="the timer's turn_ended")
    seen_at = time.time()
    # The sweep that claimed the timer touches the heartbeat after it: it may come a moment later.
    wait_for(lambda: closed() and swept, timeout=5, every=0.02, what="the new worker's heartbeat")
    ends = [e for e in events(store, game_id) if e["type"] == "turn_ended"]
    assert len(ends) == 1, ends
    assert ends[0]["reason"] == "timer" and ends[0]["actor"] == "timer" and ends[0]["version"] == version + 1
    closed_at = float(store.hget(f"sp:{{{game_id}}}", "updated"))
    up = max(deadline, swept[0])
    print(f"\ndrill 1: worker killed {deadline - killed_at:.2f} s before the deadline; the new one swept "
          f"{swept[0] - killed_at:.2f} s after the kill; the timer fired "
          f"{closed_at - deadline:.2f} s after the deadline (seen {seen_at - deadline:.2f} s after)")
    assert deadline <= closed_at < up + TIMER_FIRES_WITHIN
    assert seen_at < up + TIMER_FIRES_WITHIN + 0.5
    store.close()


# -- drill 2: Redis away for 8 s -----------------------------------------------------------------------

def human_to_act(api: StarportClient, game_id: str) -> dict:
    view = api.view("starshower", game_id).body
    return view if [p["seat"] for p in view["to_act"]] == [0] else None


def test_bots_reply_within_seconds_of_redis_coming_back(drills):
    api = drills.api
    games = {}
    for _ in range(BOT_GAMES):
        created = api.create("starshower", [{"name": "ann"}, {"name": "rex", "bot": "random"}],
                             options={"size": 10}).body
        games[created["game_id"]] = created["seats"][0]["token"]
    for game_id in games:  # a bot that won the roll-off moves first
        wait_for(lambda: human_to_act(api, game_id), timeout=10, what=f"game {game_id} waiting for the human")

    # The worker is paused while the people act, so every bot still owes its reply when Redis goes.
    worker = drills.worker
    worker.send_signal(signal.SIGSTOP)
    try:
        acted = {}
        for game_id, token in games.items():
            while True:
                action = api.actions("starshower", game_id, token).body["actions"][0]
                answer = api.act("starshower", game_id, token, action)
                assert answer.status == 200, answer.body
                if [p["seat"] for p in answer.body["view"]["to_act"]] == [1]:
                    break
            acted[game_id] = answer.body["version"]
        drills.redis_server.stop()  # SIGTERM: Redis writes its AOF and exits
        stopped_at = time.monotonic()
    finally:
        worker.send_signal(signal.SIGCONT)

    while time.monotonic() < stopped_at + REDIS_DOWN_SECONDS:
        assert worker.poll() is None, f"the worker exited while Redis was away:\n{drills.worker_logs()}"
        time.sleep(0.2)
    drills.redis_server.start()  # same directory and socket; returns once Redis answers PING
    back_at = time.monotonic()
    store = drills.redis()
    assert {g: stored_version(store, g) for g in acted} == acted, "Redis lost the people's moves"

    moved_at = {}

    def all_moved():
        assert worker.poll() is None, f"the worker exited:\n{drills.worker_logs()}"
        for game_id, version in acted.items():
            if game_id not in moved_at and stored_version(store, game_id) > version:
                moved_at[game_id] = time.monotonic() - back_at
        return len(moved_at) == len(acted)

    try:
        wait_for(all_moved, timeout=GAMES_MOVE_WITHIN, every=0.05, what="every bot's reply")
    finally:
        times = sorted(moved_at.values())
        print(f"\ndrill 2: {len(times)}/{len(acted)} games moved within {GAMES_MOVE_WITHIN} s of Redis's return"
              + (f", the first after {times[0]:.2f} s, the last after {times[-1]:.2f} s" if times else ""))
        queue = drills.env["STARPORT_QUEUE"]
        for game_id in acted.keys() - moved_at.keys():  # what held a stalled game back
            due = store.zscore(f"{queue}:due", f"starshower/{game_id}/human")
            print(f"  stalled {game_id}: due in {due - time.time() if due else float('nan'):.1f} s,"
                  f" claim ttl {store.ttl(f'{queue}:driving:{game_id}')} s")
    assert max(moved_at.values()) < GAMES_MOVE_WITHIN, sorted(moved_at.values())
    assert worker.poll() is None
    store.close()
