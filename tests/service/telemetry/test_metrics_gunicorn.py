"""/metrics under gunicorn itself: one scrape counts the requests every worker answered."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time

import requests

from service.run import API_COMMAND, in_venv
from tests.e2e.conftest import free_port, stop, wait_until_ready
from tests.service.telemetry.test_metrics import sample


def get(sock: socket.socket, path: str) -> tuple[int, dict[str, str], bytes]:
    """One keep-alive request on a raw connection (it stays with the worker that accepted it)."""
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: test\r\n\r\n".encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(65536)
        assert chunk, answer
        answer += chunk
    head, body = answer.split(b"\r\n\r\n", 1)
    status_line, *header_lines = head.decode().split("\r\n")
    headers = {k.lower(): v.strip() for k, v in (line.split(":", 1) for line in header_lines)}
    while len(body) < int(headers["content-length"]):
        body += sock.recv(65536)
    return int(status_line.split()[1]), headers, body


def test_one_scrape_counts_the_requests_of_both_workers(redis_url, tmp_path):
    port = free_port()
    metrics_dir = tmp_path / "metrics"
    metrics_dir.mkdir()
    (metrics_dir / "counter_1.db").write_bytes(b"left by an earlier server")  # emptied on start
    env = {**os.environ, "REDIS_URL": redis_url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_WORKERS": "2", "STARPORT_QUEUE": "starport-scrape",
           "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)}
    log_path = tmp_path / "gunicorn.log"
    server = subprocess.Popen(in_venv(API_COMMAND), env=env, stdout=open(log_path, "w"), stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(base, [server])
        before = requests.get(base + "/metrics", timeout=10).text
        # New connections until both workers have answered some (whichever worker accepts a
        # connection keeps it; gevent's workers race for each new one). On a busy machine the
        # second worker may still be importing the app when the first answers: wait on it.
        made = 0
        counting: set[str] = set()
        give_up = time.monotonic() + 90
        while time.monotonic() < give_up:
            with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                for _ in range(5):
                    status, headers, _ = get(sock, "/healthz")
                    assert status == 200 and headers["x-request-id"]
                    made += 1
            counting = {path.name.split("_")[-1] for path in metrics_dir.glob("counter_*.db")}
            if len(counting) == 2:
                break
        assert len(counting) == 2, counting  # both workers counted (and the stale file is gone)
        for _ in range(4):  # whichever worker answers the scrape, it sees both workers' counts
            text = requests.get(base + "/metrics", timeout=10).text
            labels = dict(method="GET", route="/healthz", status=200)
            assert sample(text, "starport_http_requests_total", **labels) == \
                sample(before, "starport_http_requests_total", **labels) + made
    finally:
        assert stop([server]) == [0], log_path.read_text()
    lines = [json.loads(line) for line in log_path.read_text().splitlines()]  # every line is JSON
    healthz = [line for line in lines if line.get("route") == "/healthz"]
    assert len(healthz) >= made and {"time", "request_id", "method", "status", "duration_ms"} <= set(healthz[0])
    assert any(line["logger"].startswith("gunicorn") for line in lines)
