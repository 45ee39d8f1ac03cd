"""The archive's fixtures: the archive's own tests run against SQLite and against a real
PostgreSQL server (tests/postgres.py: one a run, shared by its test processes; a fresh database
per test); the service's tests around it against SQLite (``pytest_generate_tests``). The
PostgreSQL cases are marked ``e2e`` (they start a real server), so `-m "not e2e"` keeps to SQLite.

A stack's games live in a Redis of the archive tests' own, emptied before each test: the repair
scan looks at every finished game in its Redis, and other tests' would be archived here too."""

from __future__ import annotations

import time
from functools import cached_property

import pytest
import redis

from engines import registry
from service.app import create_app
from service.archive.store import ArchiveStore
from service.config import Settings
from service.store.queue import DriverQueue
from service.running.redis_server import EmbeddedRedis
from tests.conftest import burst_worker, close_app, unique_name
from tests.playing import StarportClient
from tests.once_per_run import run_directory
from tests.postgres import let_go, shared_server
from worker import jobs
from worker.__main__ import lanes_of

BACKENDS = [pytest.param("sqlite", id="sqlite"), pytest.param("postgresql", id="postgresql", marks=pytest.mark.e2e)]


@pytest.fixture(scope="session")
def postgres(tmp_path_factory):
    """One PostgreSQL server for the archive tests of every test process of this run."""
    folder = run_directory(tmp_path_factory)
    server = shared_server(folder)
    yield server
    let_go(folder, server)


@pytest.fixture(scope="session")
def games_redis(tmp_path_factory):
    server = EmbeddedRedis(tmp_path_factory.mktemp("archive-redis"), durable=False).start()
    yield server.url
    server.stop()


def pytest_generate_tests(metafunc):
    """The SQL the archive runs (its store, migrations, CLI, job and readings) is tested on both
    backends: modules that say ``EVERY_BACKEND = True``. The rest test what the service does
    around it (limits, ratings, keys of one origin, every title's record) and run on SQLite
    alone: the same calls into the same store, without a second database's CPU per test."""
    if "archive_url" in metafunc.fixturenames:
        every = getattr(metafunc.module, "EVERY_BACKEND", False)
        metafunc.parametrize("archive_url", BACKENDS if every else BACKENDS[:1], indirect=True)


@pytest.fixture
def archive_url(request, tmp_path):
    """An empty archive database: a SQLite file, or a new database on the PostgreSQL server."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/archive.sqlite3"
        return
    server = request.getfixturevalue("postgres")
    name = f"archive_{unique_name()}"
    yield server.create_database(name)
    server.drop_database(name)


@pytest.fixture
def archive(archive_url):
    store = ArchiveStore(archive_url)
    store.migrate()
    yield store
    store.close()


class Stack:
    """The API (a test client over the real app) and what a worker runs, on the test Redis, with
    a queue of this test's own and the archive at ``archive_url``."""

    def __init__(self, app, queue: DriverQueue):
        self.app = app
        self.api = StarportClient(app.test_client())
        self.queue = queue

    @property
    def service(self):
        return self.app.extensions["starport"]

    @property
    def archive(self) -> ArchiveStore:
        return self.service.archiving.archive_store

    @property
    def redis(self) -> redis.Redis:
        return self.service.store.redis

    def run_worker(self) -> None:
        """As a worker would: sweep, release due retries, run every job queued, until none is."""
        while True:
            self.queue.sweep()
            self.queue.release_retries()
            if not self.worker.work(burst=True, logging_level="WARNING"):
                return

    @cached_property
    def worker(self):
        return burst_worker(lanes_of(self.queue), self.queue.connection)

    def bot_game(self, slug: str, **extra) -> str:
        """A game of ``slug`` with only random bots at it (its fewest seats): the driver plays it."""
        seats = [{"name": f"bot{i}", "bot": "random"} for i in range(registry()[slug].meta.min_players)]
        answer = self.api.create(slug, seats, **extra)
        assert answer.status == 201, answer.body
        return answer.body["game_id"]

    def cancelled_game(self, slug: str = "starshower") -> str:
        """A waiting table its creator cancels: the cheapest game to finish."""
        created = self.api.create(slug, [{"name": "ann"}, {"open": True}]).body
        done = self.api.post(f"/v1/{slug}/games/{created['game_id']}/cancel", token=created["creator_token"])
        assert done.status == 200 and done.body["status"] == "finished"
        return created["game_id"]

    def play_out(self, game_id: str, rounds: int = 2000) -> None:
        for _ in range(rounds):
            self.run_worker()
            if self.service.store.status(game_id)[1] == "finished":
                return
        raise AssertionError(f"{game_id} did not finish")


def make_stack(redis_url: str, archive_url: str, monkeypatch, scheduler: DriverQueue | None = None,
               clock=time.time, **settings) -> Stack:
    """A stack on the Redis at ``redis_url`` (emptied first) and the archive at ``archive_url``;
    ``settings`` override the environment's, ``env`` sets variables the worker's jobs read."""
    redis.Redis.from_url(redis_url).flushall()
    name = scheduler.name if scheduler else f"archive-{unique_name()}"
    monkeypatch.setenv("REDIS_URL", redis_url)
    monkeypatch.setenv("STARPORT_QUEUE", name)
    monkeypatch.setenv("STARPORT_ARCHIVE_URL", archive_url)
    for variable, value in settings.pop("env", {}).items():
        monkeypatch.setenv(variable, value)
    jobs.forget_connections(archives=True)
    queue = scheduler or DriverQueue(redis.Redis.from_url(redis_url), name)
    settings.setdefault("rate_limits", False)  # on only where a test is about them
    app = create_app(Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, **settings),
                     scheduler=queue, clock=clock)
    app.testing = True
    return Stack(app, queue)


def close_stack(stack: Stack) -> None:
    close_app(stack.app)
    if stack.archive is not None:
        stack.archive.close()
    jobs.forget_connections(archives=True)


@pytest.fixture
def stack(games_redis, archive_url, monkeypatch):
    built = make_stack(games_redis, archive_url, monkeypatch)
    yield built
    close_stack(built)
