"""What follows a commit (issue 26): a write after it that fails never turns the stored act into
a 503, and a game left due without its due entry is found by the worker's repair scan; a worker
killed with jobs in hand, or a Redis outage mid-job, costs seconds and no traceback; and idle
people are not played for ever (issue 25.10).

Real Redis servers of this module's own (the embedded binary): the games' and the queue's apart,
as a deploy with QUEUE_REDIS_URL has them, so the queue's can be filled up on its own."""

from __future__ import annotations

import json
import logging
import threading
import time
from functools import cached_property

import pytest
import redis

from service.app import create_app
from service.config import Settings
from service.running.redis_server import EmbeddedRedis
from tests.conftest import burst_worker, unique_name
from tests.playing import StarportClient
from worker import jobs
from worker.__main__ import sweep_forever
from service.store.queue import CLAIM_SECONDS, DriverQueue
from worker.repair import Repair

SEATS = [{"name": "ann"}, {"name": "r1", "bot": "random"}, {"name": "r2", "bot": "random"}]


@pytest.fixture(scope="module")
def servers(tmp_path_factory):
    games = EmbeddedRedis(tmp_path_factory.mktemp("games")).start()
    queue = EmbeddedRedis(tmp_path_factory.mktemp("queue")).start()
    yield games, queue
    games.stop()
    queue.stop()


@pytest.fixture
def stack(servers, monkeypatch):
    """The API (a test client) and what a worker runs, on the two servers, with a queue name of
    this test's own."""
    games, queue = servers
    name = f"seams-{unique_name()}"
    monkeypatch.setenv("REDIS_URL", games.url)
    monkeypatch.setenv("QUEUE_REDIS_URL", queue.url)
    monkeypatch.setenv("STARPORT_QUEUE", name)
    jobs.forget_connections()
    app = create_app(Settings.from_env(rate_limits=False))
    app.testing = True
    yield Stack(app, StarportClient(app.test_client()), redis.Redis.from_url(games.url),
                DriverQueue(redis.Redis.from_url(queue.url), name))
    jobs.forget_connections()


class Stack:
    def __init__(self, app, api, games, queue):
        self.app, self.api, self.games, self.queue = app, api, games, queue

    @property
    def service(self):
        return self.app.extensions["starport"]

    def run_worker(self) -> None:
        """Sweep, then run every driver queued, as a worker would, until nothing is due."""
        while True:
            self.queue.sweep()
            if not self.worker.work(burst=True, logging_level="WARNING"):
                return

    @cached_property
    def worker(self):
        return burst_worker(list(self.queue.queues.values()), self.queue.connection)

    def events(self, game_id: str) -> list[dict]:
        return [json.loads(data[b"e"]) for _, data in self.games.xrange(f"sp:{{{game_id}}}:events")]

    def due(self, game_id: str) -> bool:
        return bool(self.queue.unscheduled("starligned", [game_id]) == [])


def fill_up(client: redis.Redis) -> None:
    """Full, and staying full whatever a connection's buffers free: the cap under what is used."""
    client.config_set("maxmemory", client.info("memory")["used_memory"] // 2)
    with pytest.raises(redis.exceptions.OutOfMemoryError):
        client.set("ballast", b"x")


def make_room(client: redis.Redis) -> None:
    client.config_set("maxmemory", 0)


def bots_moved(stack: Stack, game_id: str, after_version: int) -> set[int]:
    return {e["actor"] for e in stack.events(game_id) if e["actor"] in (1, 2) and e["version"] > after_version}


# -- 26.1: the answer says what happened; a due game is always found --------------------------------

def test_an_act_stored_while_the_queue_is_full_answers_200_and_its_bots_move_once_room_is_made(stack):
    created = stack.api.create("starligned", SEATS, seed=5).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    stack.run_worker()  # the bots choose; ann is to choose
    fill_up(stack.queue.connection)
    try:
        while True:  # ann plays on until a bot is to move
            action = stack.api.actions("starligned", game_id, token).body["actions"][0]
            answer = stack.api.act("starligned", game_id, token, action)
            assert answer.status == 200, answer.body  # the move is stored: its answer is the success
            version = answer.body["version"]
            assert stack.api.view("starligned", game_id).body["version"] == version
            if any(p["seat"] != 0 for p in answer.body["view"]["to_act"]):
                break
        assert not stack.due(game_id)  # its wake was refused: the bots wait
    finally:
        make_room(stack.queue.connection)
    assert Repair(stack.service, stack.queue).run() == 1
    stack.run_worker()
    assert bots_moved(stack, game_id, version)


def test_a_create_stored_while_the_queue_is_full_answers_201_and_its_bots_move_once_room_is_made(stack):
    fill_up(stack.queue.connection)
    try:
        answer = stack.api.post("/v1/starligned/games", {"seats": SEATS, "seed": 5})
        assert answer.status == 201, answer.body
    finally:
        make_room(stack.queue.connection)
    game_id = answer.body["game_id"]
    assert not stack.due(game_id)
    stack.run_worker()
    assert bots_moved(stack, game_id, 0) == set()  # the sweep alone never finds it...
    assert Repair(stack.service, stack.queue).run() == 1  # ...the repair scan does
    stack.run_worker()
    assert bots_moved(stack, game_id, 0) == {1, 2}


def test_a_create_refused_by_a_full_store_leaves_nothing_behind(stack):
    before = {k for k in stack.games.scan_iter("sp*")}
    fill_up(stack.games)
    try:
        answer = stack.api.post("/v1/starligned/games", {"seats": SEATS})
        assert answer.status == 503 and answer.body["code"] == "store_full"
    finally:
        make_room(stack.games)
    assert {k for k in stack.games.scan_iter("sp*")} == before
    assert stack.queue.connection.zcard(stack.queue.due_key) == 0


def test_the_repair_scan_leaves_games_only_people_can_move_and_forgets_games_gone(stack):
    people = stack.api.create("starligned", [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}]).body["game_id"]
    stack.games.zadd("sp-games:starligned:active", {"no-such-game": time.time() + 60})
    repair = Repair(stack.service, stack.queue)
    assert repair.run() == 0
    assert not stack.due(people)
    assert stack.games.zscore("sp-games:starligned:active", "no-such-game") is None
    assert stack.games.zscore("sp-games:starligned:active", people) is not None


# -- 26.6: Redis lost mid-job: a line, no traceback -------------------------------------------------

def test_redis_lost_during_a_driver_run_logs_lines_without_a_traceback(tmp_path, monkeypatch, caplog):
    """One Redis serves games and queue (the default deploy): it stops while a driver runs, so
    the run's count, RQ's bookkeeping and the next loop all meet a closed socket."""
    from worker.__main__ import work_forever

    server = EmbeddedRedis(tmp_path).start()
    try:
        monkeypatch.setenv("REDIS_URL", server.url)
        monkeypatch.delenv("QUEUE_REDIS_URL", raising=False)
        monkeypatch.setenv("STARPORT_QUEUE", f"outage-{unique_name()}")
        jobs.forget_connections()
        app = create_app(Settings.from_env(rate_limits=False))
        StarportClient(app.test_client()).create("starligned", SEATS)  # its bots' driver is queued
        service = jobs.game_service()
        drive = service.drive

        def drive_as_redis_stops(*args):
            server.stop()
            return drive(*args)
        monkeypatch.setattr(service, "drive", drive_as_redis_stops)
        stopping = threading.Event()
        threading.Timer(3, stopping.set).start()
        with caplog.at_level(logging.WARNING):
            work_forever(Settings.from_env(), stopping)
    finally:
        server.stop()
        jobs.forget_connections()
    messages = [r.getMessage() for r in caplog.records]
    assert [m for r, m in zip(caplog.records, messages) if r.exc_info or "unhandled exception" in m] == []
    assert any("games' Redis is unavailable" in m for m in messages)
    assert any("Redis unavailable around job" in m for m in messages)


# -- 26.5: a worker killed with a job in hand ---------------------------------------------------------

def lose_a_job(queue: DriverQueue, game_id: str) -> float:
    """A person's game claimed and its driver queued, then popped by a worker that died before
    starting it: the claim stays for CLAIM_SECONDS unless released."""
    now = time.time()
    queue.wake("starligned", game_id, now, human=True, now=now)
    assert queue.connection.lpop(queue.queues["human"].key)
    assert queue.sweep() == 0 and queue.connection.ttl(f"{queue.name}:driving:{game_id}") > CLAIM_SECONDS - 5
    return now


def requeued_within(queue: DriverQueue, seconds: float) -> float | None:
    began = time.monotonic()
    while time.monotonic() - began < seconds:
        if len(queue.queues["human"]):
            return time.monotonic() - began
        time.sleep(0.05)
    return None


@pytest.fixture
def sweeper(stack):
    stopping = threading.Event()
    thread = threading.Thread(target=sweep_forever, args=(stack.queue, stopping), daemon=True)
    yield thread
    stopping.set()
    thread.join(timeout=5)


def test_a_worker_that_starts_releases_the_jobs_a_killed_one_took(stack, sweeper):
    lose_a_job(stack.queue, "taken-by-the-dead")
    sweeper.start()
    assert requeued_within(stack.queue, 3) is not None


def test_a_worker_gone_silent_has_the_jobs_it_took_released_within_seconds(stack, sweeper):
    sweeper.start()
    time.sleep(1)  # its start's release is done: nothing was lost then
    stack.queue.connection.zadd(stack.queue.workers_key, {"host:4242": time.time()})  # alive, then killed
    lose_a_job(stack.queue, "taken-by-the-silent")
    took = requeued_within(stack.queue, 8)
    assert took is not None and took < 6  # 3 s to go stale, a sweep to see it


# -- 25.10: idle people are not played for ever -------------------------------------------------------

def test_two_people_who_never_act_have_their_game_aborted_after_two_rounds(servers):
    games, queue = servers
    now = [time.time()]
    app = create_app(Settings.from_env(redis_url=games.url, queue_redis_url=queue.url, rate_limits=False,
                                       queue_name=f"idle-{unique_name()}"), clock=lambda: now[0])
    api, service = StarportClient(app.test_client()), app.extensions["starport"]
    game_id = api.create("starligned", [{"name": "ann"}, {"name": "bob"}], seed=3, stand_in="expert",
                         clock={"per_turn": 1}).body["game_id"]
    think = []
    for _ in range(30):  # 45 s of nobody acting, the driver woken every 1.5 s
        now[0] += 1.5
        think += service.drive("starligned", game_id).think_seconds
    log = [json.loads(data[b"e"]) for _, data in redis.Redis.from_url(games.url).xrange(f"sp:{{{game_id}}}:events")]
    timed_out = [e for e in log if e["type"] == "clock_ran_out"]
    assert [e["type"] for e in log if e["type"] == "aborted"] == ["aborted"]
    assert len(timed_out) == 3  # 2 people × 2 rounds = 4 time-outs: the 4th aborts
    assert api.view("starligned", game_id).body["status"] == "finished"
    assert len(think) == len(timed_out)  # the stand-in's moves are timed like any bot's


def test_the_stand_in_work_one_address_can_cause_with_idle_games_is_bounded(servers):
    """The bound docs/security.md gives for item 10, end to end: an address holds at most its open-game
    quota of games (finished ones count until they expire), and each idle game makes at most
    2 × people − 1 stand-in moves before it is aborted; so its idle games cost at most quota ×
    (2 × people − 1) stand-in moves, however long nobody acts and however often it retries."""
    games, queue = servers
    now = [time.time()]
    app = create_app(Settings.from_env(redis_url=games.url, queue_redis_url=queue.url, rate_limits=True,
                                       max_open_games_per_ip=3, queue_name=f"idle-{unique_name()}"),
                     clock=lambda: now[0])
    service = app.extensions["starport"]
    client = app.test_client()
    client.environ_base["REMOTE_ADDR"] = f"10.25.10.{int(time.time() * 1000) % 250}"
    body = {"seats": [{"name": "ann"}, {"name": "bob"}], "stand_in": "expert", "clock": {"per_turn": 1}}
    made = [client.post("/v1/starligned/games", json=body) for _ in range(4)]
    assert [m.status_code for m in made] == [201, 201, 201, 403]
    assert made[3].json["code"] == "quota_exceeded"
    ids = [m.json["game_id"] for m in made[:3]]
    moves = 0
    for _ in range(60):  # 90 s of nobody acting; the address keeps trying for a fourth game
        now[0] += 1.5
        for game_id in ids:
            moves += len(service.drive("starligned", game_id).think_seconds)
        assert client.post("/v1/starligned/games", json=body).status_code in (403, 429)
    assert all(client.get(f"/v1/starligned/games/{g}").json["status"] == "finished" for g in ids)
    assert moves == 3 * (2 * 2 - 1)  # every game stopped at its bound, none made a fourth
