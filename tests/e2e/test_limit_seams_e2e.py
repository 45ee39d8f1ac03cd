"""Issue 25 item 8 through real gunicorn (gevent, several workers, the gauge summed over their
mmap files): thirty HEADs on the streams leave ``starport_watchers`` where it was."""

from __future__ import annotations

import os
import subprocess

import pytest
import requests

from service.run import API_COMMAND, in_venv
from tests.e2e.conftest import free_port, stop, wait_until_ready

GAME = "starshower"


@pytest.fixture(scope="module")
def api(redis_url, tmp_path_factory):
    port = free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "STARPORT_BIND": f"127.0.0.1:{port}",
           "STARPORT_QUEUE": "starport-e2e-seams", "STARPORT_ACCESS_LOG": "0", "STARPORT_RATE_LIMITS": "1"}
    log = tmp_path_factory.mktemp("seams") / "api.log"
    process = subprocess.Popen(in_venv(API_COMMAND), env=env, stdout=open(log, "w"), stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_ready(base, [process])
        yield base
    finally:
        assert stop([process]) == [0], f"gunicorn did not stop cleanly; log in {log}"


def watchers(base: str) -> float:
    text = requests.get(f"{base}/metrics", timeout=10).text
    return float(next(line for line in text.splitlines() if line.startswith("starport_watchers ")).split()[1])


def test_thirty_heads_on_the_streams_through_gunicorn_hold_no_watcher(api):
    created = requests.post(f"{api}/v1/{GAME}/games", json={"seats": [{"name": "ann"}, {"name": "bob"}]},
                            timeout=10).json()
    key = requests.post(f"{api}/v1/players", json={"name": "pat"}, timeout=10).json()["key"]
    before = watchers(api)
    for _ in range(15):
        game = requests.head(f"{api}/v1/{GAME}/games/{created['game_id']}/stream", timeout=10)
        feed = requests.head(f"{api}/v1/players/me/stream", headers={"Authorization": f"Bearer {key}"}, timeout=10)
        for answer in (game, feed):
            assert answer.status_code == 405 and answer.headers["Allow"] == "GET"
            assert answer.headers["Content-Type"] == "application/problem+json"
    assert watchers(api) == before
