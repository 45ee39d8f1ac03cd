"""The real thing: gunicorn and an RQ worker started with the image's exact command lines,
against the test Redis, reached over TCP with requests."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import time
from contextlib import contextmanager
from dataclasses import dataclass

import pytest
import requests

from service.running.redis_server import EmbeddedRedis
from service.run import API_COMMAND, WORKER_COMMAND, in_venv
from tests.playing import StarportClient
from tests.spec_check import SpecCheck

E2E_QUEUE = "starport-e2e"
# One gunicorn worker per test stack unless a test asks for more (STARPORT_WORKERS in its settings
# or the shell): each worker builds the whole app as it starts (~1.3 s of CPU), and the suite
# starts some forty stacks on two cores. The image's two workers (the default) are one setting
# apart; what several API processes do together (a revoked token's streams ending on every one,
# the hub's one subscription each) is tested in-process with two apps on one Redis.
ONE_API_PROCESS = {"STARPORT_WORKERS": os.environ.get("STARPORT_WORKERS", "1")}
# Debian's headless shell (`make browser`): what Playwright runs headless, at less than half the CPU
# of the full browser's new headless mode on the same pages (Makefile, CHROMIUM).
CHROMIUM = os.environ.get("STARPORT_CHROMIUM", "/usr/bin/chromium-headless-shell")


@pytest.fixture(scope="session")
def redis_url(redis_url, tmp_path_factory):
    """The e2e stacks' own Redis server, not the one the in-process tests of this test process
    use: a stack's worker sweeps every active game in its Redis (worker/repair.py) and would
    drive those tests' bots behind their backs (it made a bot move in the middle of
    tests/service/tables/test_bot_driver.py's 2000 acts). The parent fixture still sets the test
    environment up (STARPORT_RATE_LIMITS=0, the queue)."""
    server = EmbeddedRedis(tmp_path_factory.mktemp("e2e-redis"), durable=False).start()
    yield server.url
    server.stop()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_ready(base: str, processes, timeout: float = 120) -> None:
    """Until /readyz answers 200. The wait ends as soon as it does: the timeout is only how long
    a loaded CI machine may take to start gunicorn and a worker (30 s was once not enough)."""
    give_up = time.monotonic() + timeout
    while time.monotonic() < give_up:
        for process in processes:
            assert process.poll() is None, f"{process.args} exited with {process.returncode}"
        try:
            if requests.get(base + "/readyz", timeout=5).status_code == 200:
                return
        except (requests.ConnectionError, requests.Timeout):
            pass
        time.sleep(0.1)
    raise AssertionError(f"{base} was not ready in {timeout} s")


def stop(processes) -> list[int]:
    for process in processes:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    codes = []
    for process in processes:
        try:
            codes.append(process.wait(timeout=30))
        except subprocess.TimeoutExpired:
            process.kill()
            codes.append(process.wait())
    return codes


@dataclass
class Stack:
    base: str
    api: StarportClient
    processes: list


@contextmanager
def running_stack(redis_url: str, logs, queue: str = E2E_QUEUE, **settings: str | None):
    """gunicorn and a worker with the image's command lines; ``settings``: more environment (a
    name given None is left out of it)."""
    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_QUEUE": queue, "STARPORT_ACCESS_LOG": "0", **ONE_API_PROCESS, **settings}
    env = {name: value for name, value in env.items() if value is not None}
    processes = [
        subprocess.Popen(in_venv(API_COMMAND), env=env, stdout=open(logs / "api.log", "w"), stderr=subprocess.STDOUT),
        subprocess.Popen(in_venv(WORKER_COMMAND), env=env, stdout=open(logs / "worker.log", "w"), stderr=subprocess.STDOUT),
    ]
    base = f"http://127.0.0.1:{port}"
    session = requests.Session()
    try:
        wait_until_ready(base, processes)
        # Every answer the e2e tests get is checked against openapi.yaml as it arrives.
        yield Stack(base, StarportClient(session, base, spec_check=SpecCheck()), processes)
    finally:
        # gunicorn's graceful stop waits out its idle keep-alive connections (5 s): ours first.
        session.close()
        codes = stop(processes)
    assert codes == [0, 0], f"gunicorn/worker did not stop cleanly: {codes}; logs in {logs}"


@contextmanager
def lone_api(redis_url: str, logs, queue: str, **settings: str):
    """gunicorn alone (no worker), with the image's command line: its base URL while it runs."""
    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_QUEUE": queue, "STARPORT_ACCESS_LOG": "0", **ONE_API_PROCESS, **settings}
    log = logs / "api.log"
    api = subprocess.Popen(in_venv(API_COMMAND), env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(base, [api])
        yield base
    finally:
        assert stop([api]) == [0], f"gunicorn did not stop cleanly; log in {log}"


@pytest.fixture(scope="session")
def stack(redis_url, tmp_path_factory):
    with running_stack(redis_url, tmp_path_factory.mktemp("stack")) as running:
        yield running


def default_limits() -> dict[str, str | None]:
    """The environment that leaves every limit at its default: on (the suite turns them off), and
    no STARPORT_RATE_* or quota override from the shell."""
    overrides = [name for name in os.environ if name.startswith("STARPORT_RATE_") or name.endswith("_PER_IP")]
    return {**dict.fromkeys(overrides), "STARPORT_RATE_LIMITS": "1"}


@pytest.fixture(scope="session")
def default_limits_stack(redis_url, tmp_path_factory):
    """A stack with the default limits, for the tests of what users run as the project ships it:
    the docs' bot, the TypeScript example (issue 44 item 4); /play's tests have one of their own."""
    with running_stack(redis_url, tmp_path_factory.mktemp("default-limits"), queue="starport-e2e-default-limits",
                       **default_limits()) as running:
        yield running


def wait_for_worker(seconds: float = 0.05):
    return lambda: time.sleep(seconds)


@pytest.fixture(scope="session")
def chromium():
    """One Playwright driver and one Chromium (Debian's headless shell) for the whole test
    process, started by its first browser test: each start is ~3.4 s of CPU (the node driver
    1.35, Chromium's browser, GPU and network processes ~2), and a module-scoped one was started
    19 times a run (every worker that ran a test of a browser module, again when the order left
    a module and came back). Each test makes its own contexts (cookies, storage, pages), so
    sharing the browser shares no state between tests; ``browser`` closes what a test left open.

    Playwright's sync API marks its asyncio loop as this thread's running loop between its
    calls, and asyncio.run() refuses to start under a running loop (test_streams_e2e's
    watchers, the kit's async transport): the mark is lifted here and set again only while a
    browser test runs (``browser``), as Playwright itself sets it (playwright/_impl/_greenlets.py)."""
    from playwright.sync_api import sync_playwright

    assert os.path.exists(CHROMIUM), f"{CHROMIUM} is missing: run `make browser` (apt-get install chromium-headless-shell)"
    playwright = sync_playwright().start()
    loop = asyncio._get_running_loop()
    try:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
    except BaseException:
        playwright.stop()
        raise
    asyncio._set_running_loop(None)
    yield browser, loop
    asyncio._set_running_loop(loop)
    try:
        browser.close()
        playwright.stop()
    finally:
        asyncio._set_running_loop(None)


@pytest.fixture
def browser(chromium):
    """The process's Chromium, for one test: Playwright's loop marked running while it runs, and
    any context the test left open closed after it (a page left polling would go on costing CPU
    in every later test)."""
    browser, loop = chromium
    asyncio._set_running_loop(loop)
    try:
        yield browser
        for context in browser.contexts:
            context.close()
    finally:
        asyncio._set_running_loop(None)
