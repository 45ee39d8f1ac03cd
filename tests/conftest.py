"""Fixtures shared by every test: a real Redis server (the embedded one), never a mock."""

from __future__ import annotations

import os
import uuid

import pytest
import redis

from service.redis_cluster import EmbeddedCluster
from service.redis_server import EmbeddedRedis

QUEUE = "starport-test"


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """REDIS_URL when set (CI against a server of its own), else an embedded server."""
    given = os.environ.get("REDIS_URL")
    server = None
    if not given:
        server = EmbeddedRedis(tmp_path_factory.mktemp("redis")).start()
        given = server.url
    os.environ["REDIS_URL"] = given  # jobs run in this process build their service from the env
    os.environ["STARPORT_QUEUE"] = QUEUE
    # Tests play fast from one address; the limits have tests of their own (test_limits.py).
    os.environ["STARPORT_RATE_LIMITS"] = "0"
    yield given
    if server:
        server.stop()


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """A real 3-master Redis Cluster (the embedded binary, no replicas), shared by the cluster
    tests; the failover drill starts its own, with replicas, to kill a master of."""
    cluster = EmbeddedCluster(tmp_path_factory.mktemp("cluster")).start()
    yield cluster
    cluster.stop()


@pytest.fixture
def redis_client(redis_url):
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def close_app(app) -> None:
    """Stop what a test app started: its hub's listener and keep-alive sweep."""
    app.extensions["starport"].hub.close()


@pytest.fixture
def app(redis_url):
    from service.app import create_app
    from service.config import Settings

    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE))
    app.testing = True
    yield app
    close_app(app)


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def api(client):
    """The test client as a game client (tests.playing.StarportClient); a module that overrides
    ``app`` (a held clock, a cluster) gets its api from that app."""
    from tests.playing import StarportClient

    return StarportClient(client)


class FakeClock:
    """Server time the test moves: it stands still (``step`` 0) or moves on by ``step`` seconds
    at every reading (so sand timers run out in play)."""

    def __init__(self, now: float = 1_900_000_000.0, step: float = 0.0):
        self.now, self.step = now, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def timed_app(redis_url, clock):
    """An app whose server time is ``clock``."""
    from service.app import create_app
    from service.config import Settings

    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE), clock=clock)
    app.testing = True
    yield app
    close_app(app)


@pytest.fixture
def timed_api(timed_app):
    from tests.playing import StarportClient

    return StarportClient(timed_app.test_client())


@pytest.fixture
def run_jobs(redis_url):
    """Run every driver due now in this process, as a worker would: sweep the due-index, then
    run the jobs queued in both lanes, until nothing more is due."""
    from worker.__main__ import DriverWorker
    from service.queue import DriverQueue

    connection = redis.Redis.from_url(redis_url)
    queue = DriverQueue(connection, QUEUE)

    def run() -> None:
        while True:
            queue.sweep()
            if not DriverWorker(list(queue.queues.values()), connection=connection).work(burst=True, logging_level="WARNING"):
                return

    yield run
    connection.close()


def unique_name() -> str:
    return uuid.uuid4().hex[:8]


# -- tiers ----------------------------------------------------------------------------------------
# Every test is marked by what it needs, so `make test-fast` can leave the slow kinds out and
# `make test` (everything, CI) can run them side by side with pytest-xdist.
TIERS = {
    "e2e": "starts real processes (gunicorn, the worker, make run)",
    "cluster": "needs the 6-node Redis Cluster",
    "browser": "drives Chromium",
    "npm": "runs npm packages (the spec linters, code generators)",
}


def pytest_configure(config):
    for name, needs in TIERS.items():
        config.addinivalue_line("markers", f"{name}: {needs}")


def pytest_collection_modifyitems(config, items):
    for item in items:
        path = item.path.as_posix()
        if "/tests/e2e/" in path:
            item.add_marker("e2e")
        if "redis_cluster" in getattr(item, "fixturenames", ()):
            item.add_marker("cluster")
            # One worker boots the cluster and runs every test that needs it.
            item.add_marker(pytest.mark.xdist_group("cluster"))
        if item.path.name == "test_play_page_e2e.py":
            item.add_marker("browser")
        if "/tests/contract/" in path or item.path.name == "test_reference_client.py":
            item.add_marker("npm")
