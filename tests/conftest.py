"""Fixtures shared by every test: a real Redis server (the embedded one), never a mock."""

from __future__ import annotations

import gc
import os
import time
import uuid

import pytest
import redis
from hypothesis import settings as hypothesis_settings

from service.running.redis_cluster import EmbeddedCluster
from service.running.redis_server import EmbeddedRedis

QUEUE = "starport-test"

# `make test-fast` loads this profile (--hypothesis-profile=fast): properties try a fifth of their
# examples there (tests/examples.py); `make test` keeps the default profile and the full counts.
hypothesis_settings.register_profile("fast", max_examples=20)


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """REDIS_URL when set (CI against a server of its own), else an embedded server."""
    given = os.environ.get("REDIS_URL")
    server = None
    if not given:
        server = EmbeddedRedis(tmp_path_factory.mktemp("redis"), durable=False).start()
        given = server.url
    os.environ["REDIS_URL"] = given  # jobs run in this process build their service from the env
    os.environ["STARPORT_QUEUE"] = QUEUE
    # The archive of this test process (a SQLite file of its own), never the checkout's ./var.
    os.environ.setdefault("STARPORT_ARCHIVE_URL", f"sqlite:///{tmp_path_factory.mktemp('archive')}/archive.sqlite3")
    # Tests play fast from one address; the limits have tests of their own (test_limits.py), and
    # the tests of what users run turn them back on at their defaults (e2e `default_limits_stack`).
    os.environ["STARPORT_RATE_LIMITS"] = "0"
    # Every gunicorn a test starts (e2e stacks, make run) runs one worker process unless the test
    # asks for more: each worker imports and builds the app (~1.4 s of CPU) and the suite starts
    # dozens of stacks; the tests that need two processes (metrics across workers) say "2".
    os.environ.setdefault("STARPORT_WORKERS", "1")
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
    """Stop what an app started: its hub's listener and keep-alive sweep."""
    app.extensions["starport"].hub.close()


def make_app(redis_url: str, clock=None, **settings):
    """A test app (``create_app`` with the test queue); ``settings`` override the environment's."""
    from service.app import create_app
    from service.config import Settings

    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE, **settings),
                     **({"clock": clock} if clock is not None else {}))
    app.testing = True
    return app


class ClockSeat:
    """The clock a shared app reads: the current test's ``clock`` (a FakeClock) while it runs."""

    def __init__(self):
        self.clock = time.time

    def __call__(self) -> float:
        return self.clock()


# Building an app is ~0.2-0.5 s of CPU (flask-smorest writes the OpenAPI document of every route
# at registration), which was a third of the fast tier's time when each test built its own. The
# plain app and the timed app are built once per test process and shared: each test still gets
# its own games (fresh ids), its own test client and, for the timed app, its own clock. A module
# that needs an app of its own (other settings, a patched service) builds one with make_app.
@pytest.fixture(scope="session")
def shared_app(redis_url):
    app = make_app(redis_url)
    yield app
    close_app(app)


@pytest.fixture(scope="session")
def shared_timed_app(redis_url):
    seat = ClockSeat()
    app = make_app(redis_url, clock=seat)
    app.extensions["starport_test_clock"] = seat
    yield app
    close_app(app)


def _no_waiter_left(app, nodeid: str) -> None:
    """A test that leaves a long poll or a stream held on a shared app would change what the next
    test sees (its capacity): fail the test that did it, not a later one."""
    hub = getattr(app.extensions.get("starport"), "hub", None)
    held = getattr(hub, "held", 0)
    assert held == 0, f"{nodeid} left {held} waiter(s) held on the shared app"


@pytest.fixture
def app(shared_app, request):
    yield shared_app
    _no_waiter_left(shared_app, request.node.nodeid)


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
def timed_app(shared_timed_app, clock, request):
    """An app whose server time is ``clock``."""
    seat = shared_timed_app.extensions["starport_test_clock"]
    seat.clock = clock
    yield shared_timed_app
    seat.clock = time.time
    _no_waiter_left(shared_timed_app, request.node.nodeid)


@pytest.fixture
def timed_service(timed_app):
    """The timed app's GameService, for tests that drive games in-process."""
    return timed_app.extensions["starport"]


@pytest.fixture
def timed_api(timed_app):
    from tests.playing import StarportClient

    return StarportClient(timed_app.test_client())


def burst_worker(queues, connection):
    """The worker's ``DriverWorker`` for a burst in the test's process, not listening on RQ's
    command channel. RQ subscribes to it (shutdown, kill-horse: nothing sends those in a test's
    process) in a thread of its own at every ``work()`` and joins that thread at its end, ~0.2 s
    of waiting per burst: 13 s of a 15 s game played with a burst after each turn.

    A test makes one and calls its ``work()`` at each burst, as a worker lives on between jobs: a
    new worker each time re-ran RQ's registry maintenance (every 10 minutes in a real worker) and
    its setting up, 5.1 ms of CPU an empty burst against 1.1 ms."""
    from worker.__main__ import DriverWorker

    class BurstWorker(DriverWorker):
        def subscribe(self) -> None:
            pass

        def unsubscribe(self) -> None:
            pass

    return BurstWorker(queues, connection=connection)


@pytest.fixture
def run_jobs(redis_url):
    """Run every driver due now in this process, as a worker would: sweep the due-index, then
    run the jobs queued in both lanes, until nothing more is due."""
    from service.store.queue import DriverQueue

    connection = redis.Redis.from_url(redis_url)
    queue = DriverQueue(connection, QUEUE)
    worker = burst_worker(list(queue.queues.values()), connection)

    def run() -> None:
        while True:
            queue.sweep()
            if not worker.work(burst=True, logging_level="WARNING"):
                return

    yield run
    connection.close()


@pytest.fixture
def quick_experts(monkeypatch):
    """Every search bot (``expert``) with a tenth of its iterations (at least 2), for the tables
    that check that every level plays legally to the end, not how well: the same search, a
    smaller budget. tests/engines/test_expert_bots.py tests the experts' play at their real
    settings."""
    from dataclasses import replace

    from engines import registry
    from engines.search import InformationSetSearch

    for engine in registry().values():
        for level, bot in list(engine.bots.items()):
            if isinstance(bot, InformationSetSearch):
                quick = replace(bot.level, iterations=max(2, bot.level.iterations // 10))
                monkeypatch.setitem(engine.bots, level, bot.with_level(quick, time_cap=bot.time_cap))


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
    "slow": "seconds of CPU (many seeded games): left out of make test-fast, run by make test",
}


def pytest_configure(config):
    for name, needs in TIERS.items():
        config.addinivalue_line("markers", f"{name}: {needs}")


# Two Chromium processes a run, not one in each worker a browser test went to (five or six): a
# start costs ~3.4 s of CPU (Playwright's node driver, Chromium's browser, GPU and network
# processes), and a process's Chromium lives until its run ends. Each browser module's tests
# (with those of its own module stack) go to one of two xdist groups of about equal length: the
# modules' wall times on this machine (`--durations`), play 105 s, replay 80 s, lobby 50 s,
# rated lobby 35 s, docs 25 s, accessibility 15 s, ratings 11 s. A module not named here joins
# the second.
BROWSER_GROUPS = {"test_play_page_e2e.py": 1, "test_docs_page_e2e.py": 1, "test_accessibility_e2e.py": 1,
                  "test_ratings_page_e2e.py": 1}


def _drives_chromium(item) -> bool:
    return "/tests/e2e/" in item.path.as_posix() and "browser" in getattr(item, "fixturenames", ())  # tests/e2e/conftest.py


def _own_module_fixture(item) -> bool:
    """Whether the test uses a module-scoped fixture its own module defines (an e2e stack with
    settings of its own)."""
    info = getattr(item, "_fixtureinfo", None)
    for defs in (info.name2fixturedefs.values() if info else ()):
        fixture = defs[-1]
        if fixture.scope == "module" and getattr(fixture.func, "__module__", None) == item.module.__name__:
            return True
    return False


# tryfirst: pytest-xdist reads the xdist_group marks in its own pytest_collection_modifyitems,
# which pluggy otherwise calls before this one (it was registered later): the groups below were
# set too late and ignored, and the cluster's tests booted a cluster on each of the six workers.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    with_browser = {item.path.name for item in items if _drives_chromium(item)}
    for item in items:
        path = item.path.as_posix()
        if "/tests/e2e/" in path:
            item.add_marker("e2e")
        if "redis_cluster" in getattr(item, "fixturenames", ()):
            item.add_marker("cluster")
            # One worker boots the cluster and runs every test that needs it.
            item.add_marker(pytest.mark.xdist_group("cluster"))
        elif item.path.name in with_browser and (_drives_chromium(item) or _own_module_fixture(item)):
            item.add_marker(pytest.mark.xdist_group(f"browser:{BROWSER_GROUPS.get(item.path.name, 2)}"))
        elif "/tests/e2e/" in path and _own_module_fixture(item):
            # A module's own stack (other settings) is started once, on one worker, for all its
            # tests; spread over the workers, each started (and stopped: up to 6 s) its own copy.
            item.add_marker(pytest.mark.xdist_group(f"module:{item.path.name}"))
        if _drives_chromium(item):
            item.add_marker("browser")
        if "/tests/contract/" in path or item.path.name == "test_reference_client.py":
            item.add_marker("npm")
    items[:] = modules_together_in_groups(waits_spread(items))


GROUPS_IGNORED = pytest.StashKey[str]()


# The garbage collector in a test process. What lives until the process ends grows from ~250 000
# objects after collection (the project, hypothesis, schemathesis, Playwright, the items) with
# what modules leave behind (caches, session stacks), and each full collection walked it all
# again: ~0.2 s each, 10-15 % of the in-process tests' CPU (gc.callbacks, over tests/service/
# archive and http and the Starshower engine: 13.7 of 92 CPU-s). So what lives is frozen out of
# the collector's way after collection and at the end of each test module (its module fixtures
# gone by then), full collections happen only there, and young ones come every 10 000
# allocations, as in the API workers (service/running/gunicorn_conf.py): gc 13.7 -> 4.7 CPU-s
# on those tests, 92 -> 82 CPU-s in all; tests/service and tests/engines without real processes,
# one worker each, run side by side with and without: 190 -> 168 CPU-s. A cycle frozen alive
# that dies later is never collected: a few MB a worker at most.
YOUNG_EVERY, MIDDLE_EVERY, FULL_NEVER = 10_000, 20, 1_000_000_000


def freeze_what_lives():
    gc.collect()
    gc.freeze()


# trylast: after pytest's own teardown, so the module's fixtures are gone (or garbage) first.
@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item, nextitem):
    if nextitem is not None and nextitem.module is not item.module:
        freeze_what_lives()


def pytest_collection_finish(session):
    freeze_what_lives()  # below: what collection made
    gc.set_threshold(YOUNG_EVERY, MIDDLE_EVERY, FULL_NEVER)
    mark_lost_groups(session)


def mark_lost_groups(session):
    """Fails an xdist run whose groups would be ignored: each group's tests would spread over the
    workers, and each worker would start the group's cluster or stack again (the suite then ran
    ~100 CPU-s longer with every test still passing, so nothing else would show it). Each grouped
    test fails, naming the cause (an exception here would only crash the worker, unexplained)."""
    if not getattr(session.config.option, "loadgroup", False):
        return
    lost = [item for item in session.items if item.get_closest_marker("xdist_group") and "@" not in item.nodeid]
    for item in lost:
        item.stash[GROUPS_IGNORED] = ("pytest-xdist ignored this test's xdist_group: pytest-dev/pytest-xdist#1386 "
                                      "(pyproject.toml pins pytest below 9.2 for it)")


def pytest_runtest_setup(item):
    if GROUPS_IGNORED in item.stash:
        pytest.fail(item.stash[GROUPS_IGNORED], pytrace=False)


def waits_spread(items: list) -> list:
    """The order xdist hands work out in (after the groups, largest first). The longest waiting
    tests come first: started at minute four, a 117 s test ended the run as a tail of one busy
    worker. The other tests that mostly wait (on processes starting, sand timers, npm, Chromium)
    are spread evenly over the first 70 % of the CPU-bound ones: queued all at once, they left
    the two cores a third idle for a minute while four workers waited (vmstat); queued last, they
    would trail. A module's tests stay together (a block), so its module-scoped fixtures (a
    stack, an installed kit) still start once per worker."""
    longest, waiting, busy = [], [], []
    for item in items:
        if not any(item.get_closest_marker(tier) for tier in WAITING):
            busy.append(item)
        else:
            (longest if item.name.startswith(LONGEST) else waiting).append(item)
    # Each block placed at its first test's share of its own kind's list: the waiting ones
    # squeezed into the first 70 %; on a tie the waiting block goes first.
    placed = [((start + 0.5) / len(kind) * share, rank, block)
              for rank, (kind, share) in enumerate(((waiting, 0.7), (busy, 1.0)))
              for start, block in blocks_by_module(kind)]
    placed.sort(key=lambda entry: entry[:2])
    return longest + [item for _, _, block in placed for item in block]


def modules_together_in_groups(items: list) -> list:
    """Each xdist group's tests with a module's tests one after another, where that module's first
    test is (``waits_spread`` puts the longest tests first, out of their modules): a group runs its
    tests in this order on one worker, and a module-scoped stack is stopped whenever the next test
    is another module's. /play's stack started twice in each browser group."""
    first: dict = {}
    keys = []
    for index, item in enumerate(items):
        group = _group(item)
        keys.append(first.setdefault((group, item.path), index) if group else index)
    return [item for _key, _index, item in sorted(zip(keys, range(len(items)), items), key=lambda entry: entry[:2])]


def _group(item) -> str | None:
    marker = item.get_closest_marker("xdist_group")
    return (marker.args[0] if marker.args else marker.kwargs.get("name")) if marker else None


def blocks_by_module(items: list) -> list[tuple[int, list]]:
    """Runs of consecutive tests of one module, each with the index of its first test."""
    blocks: list[tuple[int, list]] = []
    for index, item in enumerate(items):
        if blocks and blocks[-1][1][-1].path == item.path:
            blocks[-1][1].append(item)
        else:
            blocks.append((index, [item]))
    return blocks


WAITING = ("e2e", "cluster", "browser", "npm")

# The waiting tests of ~40 s and more on this machine (`--durations`): mostly Starlink's 20 s sand
# timers run out (games against house bots that cannot guess a random drawing), a restart, npm.
# A name missing here is only queued later, never skipped.
LONGEST = (
    "test_the_walkthrough_plays_20_games_at_once",
    "test_generated_clients_play_every_game",
    "test_the_javascript_engine_plays_a_game_of_every_title",
    "test_a_finished_game_replays_move_by_move_in_the_browser[starlink]",
    "test_a_game_played_and_watched_in_the_browser[starlink]",
    "test_the_readme_bot_finishes_a_game_of_every_title",
    "test_a_game_played_and_watched_in_the_browser[starshower]",
    "test_games_end_while_the_archive_is_down",
    "test_the_spec_lints_clean_with_redocly_and_spectral",
)
