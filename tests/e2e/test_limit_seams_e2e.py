"""Issue 25 item 8 through real gunicorn (gevent, several workers, the gauge summed over their
mmap files): thirty HEADs on the streams leave ``starport_watchers`` where it was."""

from __future__ import annotations


import pytest
import requests

from tests.e2e.conftest import lone_api

GAME = "starshower"


@pytest.fixture(scope="module")
def api(redis_url, tmp_path_factory):
    with lone_api(redis_url, tmp_path_factory.mktemp("seams"), "starport-e2e-seams",
                  STARPORT_RATE_LIMITS="1") as base:
        yield base


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
