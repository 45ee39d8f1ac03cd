"""A Redis lost between a worker's steps, not inside a job (issue 26.6, found by bench/drills.py):
the embedded Redis killed while the worker ran all-bot games made RQ log "found an unhandled
exception, quitting..." with a traceback at error level, from the bookkeeping RQ's loop does
outside the job — ``set_state(IDLE)`` after a job, the heartbeat after a dequeue. Each is one
warning line, no traceback, and the loop starts again (``work_forever``). And each such loop's end
left RQ's command-channel thread running (its teardown stopped at the worker's death record, on
the lost Redis), retrying every 2 s for ever: one more thread per outage."""

from __future__ import annotations

import logging
import threading
import time

from redis.client import PubSubWorkerThread

from service.app import create_app
from service.config import Settings
from service.running.redis_server import EmbeddedRedis
from tests.conftest import unique_name
from tests.playing import StarportClient
from worker import jobs
from worker.__main__ import DriverWorker, work_forever

SEATS = [{"name": "r0", "bot": "random"}, {"name": "r1", "bot": "random"}]


def run_until_redis_is_lost(tmp_path, monkeypatch, caplog, lose_redis) -> list[str]:
    """A game's driver queued on a Redis of its own; ``lose_redis(server)`` patches the worker so
    that Redis stops at the seam under test; the worker loop runs 3 s. Its log's messages."""
    server = EmbeddedRedis(tmp_path).start()
    try:
        monkeypatch.setenv("REDIS_URL", server.url)
        monkeypatch.delenv("QUEUE_REDIS_URL", raising=False)
        monkeypatch.setenv("STARPORT_QUEUE", f"seam-{unique_name()}")
        jobs.forget_connections()
        app = create_app(Settings.from_env(rate_limits=False))
        StarportClient(app.test_client()).create("starligned", SEATS)  # its bots' driver is queued
        lose_redis(server)
        before = listeners()
        stopping = threading.Event()
        threading.Timer(3, stopping.set).start()
        with caplog.at_level(logging.WARNING):
            work_forever(Settings.from_env(), stopping)
    finally:
        server.stop()
        jobs.forget_connections()
    assert server.process is None
    give_up = time.monotonic() + 3  # a stopped listener ends after its 2 s retry pause at most
    while listeners() - before and time.monotonic() < give_up:
        time.sleep(0.1)
    assert listeners() - before == set(), "RQ's command-channel threads outlived their worker loops"
    return [r.getMessage() for r in caplog.records]


def listeners() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if isinstance(t, PubSubWorkerThread) and t.is_alive()}


def without_tracebacks(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.exc_info or "unhandled exception" in r.getMessage()]


def test_redis_lost_right_after_a_job_is_a_line_not_a_traceback(tmp_path, monkeypatch, caplog):
    """The job done and recorded, Redis goes before the worker marks itself idle."""
    perform = DriverWorker.perform_job
    lost = threading.Event()

    def lose_redis(server):
        def perform_then_lose_redis(self, job, queue, execution):
            ok = perform(self, job, queue, execution)
            if not lost.is_set():
                lost.set()
                server.stop()
            return ok
        monkeypatch.setattr(DriverWorker, "perform_job", perform_then_lose_redis)

    messages = run_until_redis_is_lost(tmp_path, monkeypatch, caplog, lose_redis)
    assert lost.is_set(), "no job ran"
    assert without_tracebacks(caplog) == [], messages
    assert any("Redis unavailable" in m for m in messages), messages


def test_redis_lost_right_after_a_dequeue_is_a_line_not_a_traceback(tmp_path, monkeypatch, caplog):
    """A job taken off its lane, Redis goes before RQ's heartbeat that ends the dequeue (RQ asks
    the server's version right after the dequeue, inside its retry; the heartbeat is outside)."""
    version = DriverWorker.get_redis_server_version
    lost = threading.Event()

    def lose_redis(server):
        def version_then_lose_redis(self):
            answer = version(self)
            if not lost.is_set():
                lost.set()
                server.stop()
            return answer
        monkeypatch.setattr(DriverWorker, "get_redis_server_version", version_then_lose_redis)

    messages = run_until_redis_is_lost(tmp_path, monkeypatch, caplog, lose_redis)
    assert lost.is_set(), "nothing was dequeued"
    assert without_tracebacks(caplog) == [], messages
    assert any("Redis unavailable" in m for m in messages), messages
