"""`make run`'s launcher: embedded Redis, API and worker; SIGTERM leaves nothing behind; the
embedded Redis keeps its data under ./var across a restart."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

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


def start(tmp_path: Path, port: int) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(STARPORT_VAR=str(tmp_path / "var"), STARPORT_BIND=f"127.0.0.1:{port}",
               STARPORT_QUEUE="starport-make-run", STARPORT_ACCESS_LOG="0")
    return subprocess.Popen([sys.executable, "-m", "service.run"], env=env, cwd=Path(__file__).parents[2],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


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

    launcher.send_signal(signal.SIGTERM)
    assert launcher.wait(timeout=60) == 0
    time.sleep(0.5)
    assert processes_mentioning(marker) == [], "a process outlived make run"
    assert (tmp_path / "var" / "redis" / "appendonly.aof").exists()

    launcher = start(tmp_path, port)
    try:
        wait_until_ready(base, [launcher])
        again = api.view("starshower", created["game_id"])
        assert again.status == 200 and again.body["version"] >= 3
    finally:
        launcher.send_signal(signal.SIGINT)
        assert launcher.wait(timeout=60) == 0
    time.sleep(0.5)
    assert processes_mentioning(marker) == []
