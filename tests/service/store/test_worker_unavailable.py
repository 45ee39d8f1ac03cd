"""A driver job while the games' Redis cannot serve (down, or a cluster failing over): one
warning line, the run counted as ``unavailable``, and the game left due, so the next sweep
runs its driver again. The queue's Redis is the real test server; the games' is a port nobody
listens on."""

from __future__ import annotations

import logging
import socket

import pytest
import redis

from tests.conftest import unique_name
from worker import jobs
from service.store.queue import DriverQueue


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # closed again when the block ends: nothing listens there


@pytest.fixture
def games_redis_away(monkeypatch, redis_url):
    monkeypatch.setenv("REDIS_URL", f"redis://127.0.0.1:{closed_port()}/0")
    monkeypatch.setenv("QUEUE_REDIS_URL", redis_url)
    monkeypatch.setenv("STARPORT_QUEUE", f"test-{unique_name()}")
    jobs.forget_connections()
    yield
    jobs.forget_connections()


def test_a_driver_run_without_the_games_redis_leaves_the_game_due(games_redis_away, redis_url, caplog):
    queue = jobs.driver_queue()
    queue.wake("starshower", "g-away", 0.0, human=True, now=1.0)
    with caplog.at_level(logging.WARNING, logger=jobs.log.name):
        assert jobs.drive_game("starshower", "g-away", "human") == "unavailable"
    assert any("games' Redis is unavailable" in r.getMessage() and r.exc_info is None for r in caplog.records)
    check = DriverQueue(redis.Redis.from_url(redis_url), queue.name)
    assert check.connection.zscore(check.due_key, check._member("starshower", "g-away", "human")) is not None
    assert check.connection.hget(check.metrics_key, "runs:unavailable") == b"1"
