"""`make run`'s launcher killed outright (issue 26.10): SIGKILL leaves no signal handler to stop the
children, yet none of them — the embedded Redis, gunicorn and its workers, the RQ worker — may
live on, and the next launcher starts on the same data."""

from __future__ import annotations

import os
import signal
import time

import pytest
import requests

from tests.e2e.conftest import free_port, wait_until_ready
from tests.e2e.test_make_run import outliving, processes_mentioning, running, start


@pytest.mark.parametrize("moment", ["serving", "mid-shutdown"])
def test_a_launcher_killed_with_9_takes_its_children_along(tmp_path, moment):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    marker = str(tmp_path / "var")
    launcher = start(tmp_path, port)
    try:
        wait_until_ready(base, [launcher])
        assert running(marker, "redis-server") and running(marker, "-m worker") and running(marker, "gunicorn")
        children = [pid for pid in processes_mentioning(marker) if pid != launcher.pid]
        if moment == "mid-shutdown":  # stopping the API first; Redis and the worker not yet asked
            launcher.send_signal(signal.SIGTERM)
            time.sleep(0.1)
        launcher.send_signal(signal.SIGKILL)
        launcher.wait(timeout=10)
        # SIGTERM from the kernel: Redis saves, gunicorn stops its workers within its graceful 10 s.
        left = outliving(marker, grace=30)
    finally:
        for pid in processes_mentioning(marker):  # never leave strays to the next test
            os.kill(pid, signal.SIGKILL)
    assert children and left == [], f"children outlived a SIGKILLed launcher: {left}"

    again = start(tmp_path, port)  # and the next make run starts on the same data
    try:
        wait_until_ready(base, [again])
        assert requests.get(base + "/healthz", timeout=5).status_code == 200
    finally:
        again.send_signal(signal.SIGTERM)
        assert again.wait(timeout=60) == 0
    assert outliving(marker) == []
