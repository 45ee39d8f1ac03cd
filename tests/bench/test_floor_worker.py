"""The floor server's gunicorn worker class (bench/floor_worker.py), run by gunicorn itself."""

from __future__ import annotations

import os
import socket
import subprocess
import time
from collections import Counter

from service.run import in_venv
from tests.e2e.conftest import free_port, stop


def _get_pid(sock: socket.socket) -> int:
    sock.sendall(b"GET / HTTP/1.1\r\nHost: test\r\n\r\n")
    answer = b""
    while b"\r\n\r\n" not in answer or not answer.split(b"\r\n\r\n", 1)[1]:
        chunk = sock.recv(4096)
        assert chunk, answer
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 200"), answer
    return int(answer.split(b"\r\n\r\n", 1)[1])


def test_new_connections_go_to_a_worker_with_a_thread_free(tmp_path):
    # Two workers of two threads; four connections opened at once, before any request. gthread
    # lets whichever worker wakes first take them (often three or four to one); ours leaves a
    # connection to the other worker once each of its threads has one.
    port = free_port()
    env = {**os.environ, "STARPORT_BIND": f"127.0.0.1:{port}", "STARPORT_WORKERS": "2", "STARPORT_ACCESS_LOG": "0"}
    log = open(tmp_path / "gunicorn.log", "w")
    server = subprocess.Popen(in_venv(["gunicorn", "--config", "python:service.running.gunicorn_conf", "--worker-class",
                                       "bench.floor_worker.ThreadWorker", "--threads", "2",
                                       "tests.service.running.pid_app:app"]), env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        give_up = time.monotonic() + 30
        while True:  # ready once both workers answer
            assert server.poll() is None and time.monotonic() < give_up, (tmp_path / "gunicorn.log").read_text()
            seen = set()
            try:
                for _ in range(20):
                    with socket.create_connection(("127.0.0.1", port), timeout=5) as probe:
                        seen.add(_get_pid(probe))
            except OSError:
                pass
            if len(seen) == 2:
                break
            time.sleep(0.2)
        for _round in range(5):
            connections = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(4)]
            # Let both workers take their connections before the first answer frees a thread:
            # a worker takes new connections again once one of its threads is free, so asking
            # at once races the other worker's accept (seen: 3/1 on a busy machine).
            time.sleep(0.3)
            try:
                pids = [_get_pid(c) for c in connections]
                assert sorted(Counter(pids).values()) == [2, 2], pids
                assert [_get_pid(c) for c in connections] == pids  # keep-alive: each stays where it is
            finally:
                for c in connections:
                    c.close()
            time.sleep(0.3)  # the workers see the closes before the next round
    finally:
        assert stop([server]) == [0]
