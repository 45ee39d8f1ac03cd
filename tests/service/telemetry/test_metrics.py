"""/metrics (prometheus_client), the JSON request log, X-Request-Id and /readyz."""

from __future__ import annotations

import json
import logging
import random
import re
import string

import pytest

from service.app import create_app
from service.config import Settings
from service.watching.hub import RETRY_AFTER_BUSY, Hub
from service.problems import Problem
from tests.conftest import QUEUE, unique_name
from tests.e2e.conftest import free_port
from service.store.queue import DriverQueue

CREATE = {"seats": [{"name": "a"}, {"name": "b"}], "options": {"size": 10}}


def sample(text: str, name: str, **labels) -> float:
    """The value of one sample, its labels given in any order (0 when absent)."""
    for line in text.splitlines():
        if line.startswith(name + "{") or line.startswith(name + " "):
            found = dict(re.findall(r'(\w+)="([^"]*)"', line.split("}")[0]))
            if found == {k: str(v) for k, v in labels.items()}:
                return float(line.rsplit(" ", 1)[1])
    return 0.0


def scrape(client) -> str:
    response = client.get("/metrics")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    return response.get_data(as_text=True)


class Lines(logging.Handler):
    def __init__(self, name: str):
        super().__init__()
        self.logger, self.records = logging.getLogger(name), []

    def emit(self, record):
        self.records.append(record)

    def __enter__(self):
        self.logger.addHandler(self)
        self.level = self.logger.level
        self.logger.setLevel(logging.INFO)  # setLevel, not .level =: it clears isEnabledFor's cache
        return self.records

    def __exit__(self, *exc):
        self.logger.removeHandler(self)
        self.logger.setLevel(self.level)


def test_every_answered_request_is_counted_by_route_and_status(client):
    before = scrape(client)
    client.get("/healthz")
    client.post("/v1/starshower/games/nope/actions", json={"type": "call", "side": "heads"})
    text = scrape(client)
    route = "/v1/starshower/games/<game_id>/actions"
    for name, labels in (("starport_http_requests_total", dict(method="GET", route="/healthz", status=200)),
                         ("starport_http_requests_total", dict(method="POST", route=route, status=404)),
                         ("starport_http_request_seconds_bucket", dict(route="/healthz", le="+Inf")),
                         ("starport_http_request_seconds_count", dict(route=route))):
        assert sample(text, name, **labels) == sample(before, name, **labels) + 1, (name, labels)


def test_thirty_thousand_random_methods_and_paths_make_no_new_series(client):
    rng = random.Random(14)
    for _ in range(300):
        method = "".join(rng.choices(string.ascii_uppercase, k=12))
        path = "/" + "".join(rng.choices(string.ascii_lowercase, k=10))
        client.open(path if rng.random() < 0.5 else "/healthz", method=method)
    text = scrape(client)
    series = [line for line in text.splitlines() if line.startswith("starport_http_requests_total{")]
    assert not [line for line in series if re.search(r'method="[A-Z]{12}"|route="/[a-z]{10}"', line)]
    assert sample(text, "starport_http_requests_total", method="other", route="unmatched", status=405) >= 1


def test_problems_are_counted_by_code_and_games_created_by_game(client):
    before = scrape(client)
    created = client.post("/v1/starshower/games", json=CREATE)
    assert created.status_code == 201
    client.post("/v1/starshower/games", json={"seats": "nope"})
    client.get("/v1/starshower/games/nope")
    text = scrape(client)
    for name, labels in (("starport_games_created_total", dict(game="starshower")),
                         ("starport_problems_total", dict(code="validation_error")),
                         ("starport_problems_total", dict(code="not_found"))):
        assert sample(text, name, **labels) == sample(before, name, **labels) + 1, (name, labels)


def test_the_store_times_its_loads_and_commits(client):
    before = scrape(client)
    game = client.post("/v1/starshower/games", json=CREATE).get_json()
    token = game["seats"][0]["token"]
    client.get(f"/v1/starshower/games/{game['game_id']}", headers={"Authorization": f"Bearer {token}"})
    text = scrape(client)
    name = "starport_redis_command_seconds_count"
    assert sample(text, name, command="load") > sample(before, name, command="load")
    assert sample(text, "starport_redis_command_seconds_bucket", command="load", le="+Inf") == \
        sample(text, name, command="load")


def test_waiting_clients_are_a_gauge_and_a_full_process_says_when_to_come_back(client):
    hub = Hub(read=lambda reads: [[] for _ in reads], subscriber=lambda: None, capacity=2)
    base = sample(scrape(client), "starport_watchers")
    hub.take()
    hub.take()
    with pytest.raises(Problem) as refused:  # a refused client is not counted
        hub.take()
    assert refused.value.status == 503 and refused.value.headers["Retry-After"] == str(RETRY_AFTER_BUSY)
    assert sample(scrape(client), "starport_watchers") == base + 2
    hub.give_back()
    hub.give_back()
    assert sample(scrape(client), "starport_watchers") == base


def test_the_workers_numbers_are_still_on_metrics(client):
    assert "# TYPE starport_driver_runs_total counter" in scrape(client)


def test_a_valid_request_id_is_echoed_and_any_other_replaced():
    from service.telemetry.logs import request_id

    assert request_id({"HTTP_X_REQUEST_ID": "abc.DEF_1-2"}) == "abc.DEF_1-2"
    assert request_id({"HTTP_X_REQUEST_ID": "x" * 128}) == "x" * 128
    for bad in ("x" * 129, "a b", "a\nb", "é", "", "<script>"):
        made = request_id({"HTTP_X_REQUEST_ID": bad})
        assert re.fullmatch(r"[0-9a-f]{32}", made), bad


def test_every_answer_carries_a_request_id(client):
    assert client.get("/healthz", headers={"X-Request-Id": "trace-42"}).headers["X-Request-Id"] == "trace-42"
    made = client.get("/nowhere", headers={"X-Request-Id": "no way"}).headers["X-Request-Id"]
    assert re.fullmatch(r"[0-9a-f]{32}", made)
    assert client.get("/healthz").headers["X-Request-Id"] != client.get("/healthz").headers["X-Request-Id"]


def test_one_json_line_per_request_with_its_route_and_game(client):
    from service.telemetry.logs import JsonFormatter

    game = client.post("/v1/starshower/games", json=CREATE).get_json()
    with Lines("starport.access") as records:
        client.get(f"/v1/starshower/games/{game['game_id']}", headers={"X-Request-Id": "r-1"})
        client.post("/v1/starshower/games", json=CREATE)
    assert len(records) == 2
    line = json.loads(JsonFormatter().format(records[0]))
    assert line["request_id"] == "r-1" and line["method"] == "GET" and line["status"] == 200
    assert line["route"] == "/v1/starshower/games/<game_id>" and line["game_id"] == game["game_id"]
    assert line["message"] == "request" and line["level"] == "info" and line["time"].endswith("Z")
    assert isinstance(line["duration_ms"], float)
    created = json.loads(JsonFormatter().format(records[1]))
    assert created["status"] == 201 and created["game_id"]  # the new game's id, from Location


def test_the_request_line_can_be_turned_off(redis_url):
    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE, access_log=False))
    with Lines("starport.access") as records:
        assert app.test_client().get("/healthz").headers["X-Request-Id"]
    assert records == []


def test_a_line_logged_during_a_request_carries_its_id(app):
    from service.telemetry.logs import JsonFormatter, RequestIdFilter

    with app.test_request_context("/", headers={"X-Request-Id": "inner-7"}):
        record = logging.LogRecord("starport", logging.WARNING, __file__, 1, "Redis is slow", None, None)
        RequestIdFilter().filter(record)
    assert json.loads(JsonFormatter().format(record))["request_id"] == "inner-7"


def test_readyz_counts_the_workers_seen_and_is_ready_without_any(redis_url, redis_client):
    name = f"starport-ready-{unique_name()}"
    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=name))
    client = app.test_client()
    assert client.get("/readyz").get_json() == {"status": "ready", "workers": 0}
    queue = DriverQueue(redis_client, name)
    queue.seen("host:1")
    queue.seen("host:2")
    queue.seen("host:1")
    assert client.get("/readyz").get_json() == {"status": "ready", "workers": 2}
    redis_client.zadd(queue.workers_key, {"host:2": 0})  # last seen long ago
    assert client.get("/readyz").get_json()["workers"] == 1


def test_readyz_refuses_when_the_queues_redis_is_down(redis_url):
    down = f"redis://127.0.0.1:{free_port()}/0"
    app = create_app(Settings.from_env(redis_url=redis_url, queue_redis_url=down, queue_name=QUEUE))
    answer = app.test_client().get("/readyz")
    assert answer.status_code == 503 and answer.get_json()["code"] == "unavailable"
    assert "queue" in answer.get_json()["detail"]


def test_the_worker_logs_one_line_per_job(client, run_jobs):
    game = client.post("/v1/starshower/games", json={"seats": [{"bot": "random"}, {"bot": "random"}],
                                                     "options": {"size": 10}}).get_json()
    with Lines("starport.worker") as records, Lines("rq") as rq_records:
        run_jobs()
    jobs = [r for r in records if r.getMessage() == "job" and r.fields.get("game_id") == game["game_id"]]
    assert jobs and all(r.fields["lane"] == "bots" and r.fields["outcome"] for r in jobs)
    assert [r for r in rq_records if r.levelno < logging.WARNING] == []


def test_games_are_counted_by_game_and_status(client, redis_client, run_jobs):
    def count(status: str) -> int:
        text = client.get("/metrics").get_data(as_text=True)
        return int(re.search(rf'starport_games{{game="starshower",status="{status}"}} (\d+)', text).group(1))

    before = {status: count(status) for status in ("waiting", "active", "finished")}
    open_game = client.post("/v1/starshower/games", json={"seats": [{"name": "a"}, {"open": True}]}).get_json()
    assert count("waiting") == before["waiting"] + 1
    claimed = client.post(f"/v1/starshower/games/{open_game['game_id']}/seats/1/claim", json={"name": "b"})
    assert claimed.status_code == 200
    assert count("waiting") == before["waiting"] and count("active") == before["active"] + 1
    redis_client.zadd("sp-games:starshower:active", {"expired-game": 1.0})  # expired long ago: pruned
    assert count("active") == before["active"] + 1
    bots = client.post("/v1/starshower/games", json={"seats": [{"name": "r", "bot": "random"},
                                                               {"name": "s", "bot": "random"}]}).get_json()
    run_jobs()  # the bots play it to the end (and other tests' games due now: some may end too)
    assert count("finished") >= before["finished"] + 1
    assert redis_client.zscore("sp-games:starshower:active", bots["game_id"]) is None
    assert redis_client.zscore("sp-games:starshower:finished", bots["game_id"]) is not None
