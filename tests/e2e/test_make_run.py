"""`make run`'s launcher: embedded Redis, API and worker; SIGTERM or SIGHUP leaves nothing
behind; the embedded Redis keeps its data under ./var across a restart; a child that dies is
started again; a second launcher on the same data refuses to start, and so does one whose
STARPORT_BIND is taken, before starting anything."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
import redis
import requests

from tests.e2e.conftest import free_port, wait_until_ready
from tests.playing import StarportClient


def processes_mentioning(marker: str) -> list[int]:
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
            environ = Path(f"/proc/{pid}/environ").read_bytes()
        except OSError:
            continue
        if marker.encode() in cmdline or marker.encode() in environ:
            found.append(int(pid))
    return found


def running(marker: str, program: str) -> list[int]:
    """Our processes (they mention ``marker``) whose command line contains ``program``."""
    found = []
    for pid in processes_mentioning(marker):
        try:
            if program.encode() in Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" "):
                found.append(pid)
        except OSError:
            continue
    return found


def eventually(condition, what: str, timeout: float = 60):
    """Poll ``condition`` until it returns something true; that value. The timeouts are how long a
    loaded CI machine may take (a restart there took over 30 s once), not how long it should."""
    give_up = time.monotonic() + timeout
    while True:
        try:
            if value := condition():
                return value
        except (requests.ConnectionError, requests.Timeout):
            pass
        assert time.monotonic() < give_up, f"{what}: not within {timeout} s"
        time.sleep(0.05)


def start(tmp_path: Path, port: int, **io) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(STARPORT_VAR=str(tmp_path / "var"), STARPORT_BIND=f"127.0.0.1:{port}",
               STARPORT_QUEUE="starport-make-run", STARPORT_ACCESS_LOG="0",
               STARPORT_WORKER_HEARTBEAT=str(tmp_path / "worker.alive"))
    io = io or {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    return subprocess.Popen([sys.executable, "-m", "service.run"], env=env, cwd=Path(__file__).parents[2], **io)


@pytest.fixture
def make_run(tmp_path):
    """A launcher on its own data dir and port, stopped (and checked to leave nothing) after."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    launcher = start(tmp_path, port)
    marker = str(tmp_path / "var")
    session = requests.Session()
    try:
        wait_until_ready(base, [launcher])
        yield SimpleNamespace(process=launcher, base=base, marker=marker, tmp_path=tmp_path,
                              api=StarportClient(session, base))
    finally:
        session.close()  # gunicorn's graceful stop waits out an idle keep-alive connection (2 s)
        if launcher.poll() is None:
            launcher.send_signal(signal.SIGTERM)
            try:
                launcher.wait(timeout=60)
            except subprocess.TimeoutExpired:
                launcher.kill()
                launcher.wait()
        left = outliving(marker)
        for pid in left:  # never leave strays to the next test; the assertion below reports them
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    assert launcher.returncode == 0
    assert left == [], "a process outlived make run"


def outliving(marker: str, grace: float = 5) -> list[int]:
    """Our processes still there ``grace`` seconds after the launcher exited (none, we hope)."""
    give_up = time.monotonic() + grace
    while (left := processes_mentioning(marker)) and time.monotonic() < give_up:
        time.sleep(0.05)
    return left


def all_bots(api: StarportClient) -> str:
    seats = [{"name": "r", "bot": "random"}, {"name": "g", "bot": "greedy"}]
    return api.create("starshower", seats).body["game_id"]


def test_run_starts_everything_stops_cleanly_and_keeps_data(tmp_path):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    launcher = start(tmp_path, port)
    wait_until_ready(base, [launcher])
    api = StarportClient(requests.Session(), base)
    created = api.create("starshower", [{"name": "r", "bot": "random"}, {"name": "g", "bot": "greedy"}]).body
    give_up = time.monotonic() + 60
    while api.view("starshower", created["game_id"]).body["version"] < 3:  # the worker is moving bots
        assert time.monotonic() < give_up, "the worker never moved"
        time.sleep(0.1)
    marker = str(tmp_path / "var")
    assert len(processes_mentioning(marker)) >= 4  # launcher, redis, gunicorn (+workers), rq worker

    api.transport.close()  # no idle keep-alive connection for gunicorn to wait out
    launcher.send_signal(signal.SIGTERM)
    assert launcher.wait(timeout=60) == 0
    assert outliving(marker) == [], "a process outlived make run"
    assert (tmp_path / "var" / "redis" / "appendonly.aof").exists()

    launcher = start(tmp_path, port)
    try:
        wait_until_ready(base, [launcher])
        again = api.view("starshower", created["game_id"])
        assert again.status == 200 and again.body["version"] >= 3
    finally:
        api.transport.close()
        launcher.send_signal(signal.SIGINT)
        assert launcher.wait(timeout=60) == 0
    assert outliving(marker) == [], "a process outlived make run"


def test_a_killed_worker_is_restarted_and_games_move_on(make_run):
    api = make_run.api
    (worker,) = running(make_run.marker, "-m worker")
    games = [all_bots(api) for _ in range(3)]  # ~1 s of play each, in 50 ms turns: all mid-game below
    eventually(lambda: any(api.view("starshower", g).body["version"] > 1 for g in games), "the worker moved")
    os.kill(worker, signal.SIGKILL)
    eventually(lambda: worker not in running(make_run.marker, "-m worker"), "the worker gone")
    at_kill = {g: api.view("starshower", g).body for g in games}
    mid_game = {g: view["version"] for g, view in at_kill.items() if view["status"] == "active"}
    assert mid_game, "every game finished before the kill"

    eventually(lambda: running(make_run.marker, "-m worker"), "a new worker", timeout=30)
    # A driver killed between taking its job and starting it leaves that game to the next claim
    # (service.store.queue.CLAIM_SECONDS, 30 s) — rare; so the timeout allows it.
    for game, version in mid_game.items():
        eventually(lambda: api.view("starshower", game).body["version"] > version,
                   f"game {game} moving again after the restart", timeout=90)


def test_a_killed_redis_is_restarted_with_its_data(make_run):
    api = make_run.api
    before = all_bots(api)
    finished = eventually(lambda: (view := api.view("starshower", before).body)["status"] == "finished" and view,
                          "the game played out")
    (server,) = running(make_run.marker, "redis-server")
    os.kill(server, signal.SIGKILL)

    eventually(lambda: [pid for pid in running(make_run.marker, "redis-server") if pid != server],
               "a new Redis", timeout=30)
    again = eventually(lambda: (answer := api.view("starshower", before)).status == 200 and answer.body,
                       "the API answering again", timeout=60)
    assert again["version"] == finished["version"] and again["status"] == "finished"
    after = all_bots(api)  # and the worker found the new Redis too
    eventually(lambda: api.view("starshower", after).body["status"] == "finished", "a new game played")


def test_sighup_stops_everything(make_run):
    make_run.process.send_signal(signal.SIGHUP)
    assert make_run.process.wait(timeout=60) == 0
    assert outliving(make_run.marker) == [], "a process outlived make run"


def test_a_second_launcher_on_the_same_data_refuses_and_leaves_the_first_alone(make_run):
    game = all_bots(make_run.api)
    second = start(make_run.tmp_path, free_port(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    out, err = second.communicate(timeout=30)
    assert second.returncode != 0
    assert "another Starport is already running with data in" in err

    redis_socket = Path(make_run.marker) / "redis" / "redis.sock"
    assert redis.Redis(unix_socket_path=str(redis_socket), socket_timeout=2).ping()
    assert make_run.api.view("starshower", game).status == 200


def test_a_busy_port_fails_fast_with_one_line_naming_its_holder_and_starport_bind(tmp_path):
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        launcher = start(tmp_path, port, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = launcher.communicate(timeout=30)
    assert launcher.returncode == 1
    assert err.splitlines() == [err.strip()], "one line"
    assert f"127.0.0.1:{port} is already in use by pid {os.getpid()} (" in err and "STARPORT_BIND" in err
    assert "API on" not in out, "nothing claims the API is up"
    assert not (tmp_path / "var" / "redis").exists(), "nothing was started"
    assert outliving(str(tmp_path / "var")) == []
