"""A job whose worker dies holding it runs again within seconds on a live worker (issue 42 items 1
and 2), whatever RQ's registries say of it.

- Died after taking it (item 1): RQ moved the job out of its lane (BLPOP) and into its ``wip``
  registry (``prepare_execution``), still ``queued``; its cleanup retries only ``started`` jobs, and
  the archive job's fixed id (``unique=True``) kept the repair scan from queueing it again: the
  game was never archived.
- Died in the middle of it (item 2): the job stays ``started``; RQ retried it at its next registry
  cleanup, minutes later, with tracebacks.

Each dying worker is a real process running the worker's own ``DriverWorker`` loop that kills
itself (SIGKILL) at the moment under test; then a real ``python -m worker`` starts.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from service.running.redis_server import EmbeddedRedis
from service.run import WORKER_COMMAND, in_venv
from tests.service.archive.conftest import close_stack, make_stack

RUN_AGAIN_WITHIN = 15.0  # seconds; RQ's cleanup took minutes (item 2) or never came (item 1)

DIE = """
import os, signal, sys
import redis
from service.archive.archiving import Archiving
from service.store.queue import DriverQueue
from worker.__main__ import DriverWorker, lanes_of

moment = sys.argv[1]


def die(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)


class Dying(DriverWorker):
    def subscribe(self):
        pass

    def perform_job(self, job, queue, execution):
        if moment == "taken":  # RQ's prepare_execution done (the job in its wip registry, still queued)
            die()
        return super().perform_job(job, queue, execution)


if moment == "mid-job":  # the archive job started, its record not written yet
    Archiving._put = die
connection = redis.Redis.from_url(os.environ["REDIS_URL"])
queue = DriverQueue(connection, os.environ["STARPORT_QUEUE"])
Dying(lanes_of(queue), connection=connection).work(burst=True, logging_level="WARNING")
"""


@pytest.fixture
def games_redis(tmp_path):
    server = EmbeddedRedis(tmp_path / "redis", durable=False).start()
    yield server.url
    server.stop()


@pytest.fixture
def stack(games_redis, tmp_path, monkeypatch):
    running = make_stack(games_redis, f"sqlite:///{tmp_path}/archive.sqlite3", monkeypatch)
    yield running
    close_stack(running)


def worker_env(tmp_path) -> dict:
    return {**os.environ, "STARPORT_WORKER_HEARTBEAT": str(tmp_path / "worker.alive")}


def die_at(moment: str, tmp_path) -> None:
    dying = subprocess.run([sys.executable, "-c", DIE, moment], env=worker_env(tmp_path), timeout=120,
                           capture_output=True, text=True)
    assert dying.returncode == -signal.SIGKILL, dying.stderr


def archived_within(stack, game_id: str, seconds: float) -> float | None:
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        if stack.archive.get(game_id) is not None:
            return time.monotonic() - started
        time.sleep(0.1)
    return None


@pytest.mark.parametrize("moment", ["taken", "mid-job"])
def test_an_archive_job_whose_worker_died_runs_again_within_seconds(stack, tmp_path, moment):
    game_id = stack.cancelled_game()  # its archive job queued, under its fixed id
    die_at(moment, tmp_path)
    assert stack.archive.get(game_id) is None
    log = tmp_path / "worker.log"
    live = subprocess.Popen(in_venv(WORKER_COMMAND), env=worker_env(tmp_path), stdout=open(log, "w"),
                            stderr=subprocess.STDOUT)
    try:
        took = archived_within(stack, game_id, RUN_AGAIN_WITHIN)
    finally:
        live.send_signal(signal.SIGTERM)
        code = live.wait(timeout=30)
    lines = log.read_text()
    assert took is not None, f"not archived within {RUN_AGAIN_WITHIN} s of a live worker's start:\n{lines}"
    assert code == 0, lines
    assert "Traceback" not in lines, lines
    assert lines.count(f"archive-{game_id} handed back") == 1, lines
    assert stack.service.store.archived(game_id)
