"""Webhooks (issue 32): a player's turn reaches a URL of theirs, signed, retried, never to an
address inside the server's networks, and never on the act's path: an act only announces (one
stream entry), a worker's pump queues the deliveries, once, even when a pump dies mid-way.

Real Redis (the embedded server), real RQ jobs run in this process as the worker runs them, a
real HTTP receiver on 127.0.0.1 (allowed by ``webhook_allow``, as STARPORT_WEBHOOK_ALLOW does)
and a stub resolver for names: no test asks real DNS."""

from __future__ import annotations

import json
import threading
import time
from functools import cached_property

import pytest
import redis

from schemas.webhooks import WEBHOOK_EVENTS
from service.app import create_app
from service.config import Settings
from service.webhooks.deliveries import DISABLED_AFTER_SECONDS, retry_schedule
from service.webhooks.destinations import Destinations
from service.problems import Problem
from service.store.queue import DriverQueue, delivery_job_id
from service.webhooks.store import WEBHOOKS_MOST
from service.webhooks.hooks import EVENTS
from tests.conftest import FakeClock, burst_worker, close_app, unique_name
from tests.playing import StarportClient, play_to_the_end
from tests.receiver import (
    StubResolver,
    signature_verifies,
    start_receiver,
    stop_receiver,
)
from tests.spec_check import SpecCheck
from worker import jobs
from worker.__main__ import PUMP_WAIT_SECONDS, lanes_of, pump_forever
from worker.pump import Pump

PUBLIC = "93.184.216.34"  # an address the stub gives a name; never dialled by these tests


class Stack:
    """An app with a queue of this test's own, the worker's jobs built from the same settings,
    and the stub resolver both use."""

    def __init__(self, redis_url: str, monkeypatch, clock=None, cluster_url: str | None = None):
        """``cluster_url``: the games (players, feeds, webhooks) on that Redis Cluster, the queue
        on ``redis_url``, for the app and the jobs alike."""
        self.name = f"hooks-{unique_name()}"
        self.keys: dict[str, str] = {}  # player id -> key, of the players ``player`` made
        self.resolver = StubResolver()
        monkeypatch.setenv("STARPORT_QUEUE", self.name)
        monkeypatch.setenv("STARPORT_WEBHOOK_ALLOW", "127.0.0.1")
        games = {}
        if cluster_url is not None:
            monkeypatch.setenv("REDIS_URL", cluster_url)
            monkeypatch.setenv("STARPORT_REDIS_CLUSTER", "1")
            monkeypatch.setenv("QUEUE_REDIS_URL", redis_url)
            games = {"redis_url": cluster_url, "redis_cluster": True}
        jobs.forget_connections()
        settings = Settings.from_env(**{"redis_url": redis_url, **games, "queue_redis_url": redis_url,
                                        "rate_limits": False})
        self.app = create_app(settings, resolver=self.resolver, **({"clock": clock} if clock else {}))
        self.app.testing = True
        self.api = StarportClient(self.app.test_client())
        self.connection = redis.Redis.from_url(redis_url)
        self.queue = DriverQueue(self.connection, self.name)

    @property
    def service(self):
        return self.app.extensions["starport"]

    def pump(self, consumer: str = "test-pump", **options) -> int:
        """Turn every announcement waiting into deliveries, as a worker's pump does."""
        return Pump(self.service.webhooks, self.queue, consumer, **options).drain()

    def player(self) -> tuple[str, str]:
        made = self.api.post("/v1/players", {"name": "ann"}).body
        self.keys[made["player_id"]] = made["key"]  # seated_game seats the player with its own key
        return made["player_id"], made["key"]

    def register(self, key: str, url: str, events=("your_turn",)):
        return self.api.post("/v1/players/me/webhooks", {"url": url, "events": list(events)}, token=key)

    def run_worker(self, *, release_at: float | None = None) -> None:
        """Pump the announcements, sweep, release the retries due (by ``release_at``: a later
        clock than now), and run every job queued, as a worker would, until nothing is left."""
        while True:
            self.pump()
            self.queue.sweep()
            self.queue.release_retries(release_at)
            if not self.worker.work(burst=True, logging_level="WARNING"):
                return

    @cached_property
    def worker(self):
        return burst_worker(lanes_of(self.queue), self.connection)

    def deliveries(self, key: str, webhook_id: str) -> list[dict]:
        answer = self.api.get(f"/v1/players/me/webhooks/{webhook_id}/deliveries", token=key)
        assert answer.status == 200, answer.body
        return answer.body["deliveries"]

    def feed(self, key: str) -> list[dict]:
        return self.api.get("/v1/players/me/events?after=0", token=key).body["events"]

    def close(self) -> None:
        close_app(self.app)
        self.connection.close()
        jobs.forget_connections()


@pytest.fixture
def stack(redis_url, monkeypatch):
    made = Stack(redis_url, monkeypatch)
    yield made
    made.close()


@pytest.fixture
def timed_stack(redis_url, monkeypatch):
    clock = FakeClock(now=time.time())
    made = Stack(redis_url, monkeypatch, clock=clock)
    made.clock = clock
    yield made
    made.close()


@pytest.fixture
def cluster_stack(redis_url, redis_cluster, monkeypatch):
    made = Stack(redis_url, monkeypatch, cluster_url=redis_cluster.url)
    yield made
    made.close()


@pytest.fixture
def receiver():
    made = start_receiver()
    yield made
    stop_receiver(made)


def seated_game(stack: Stack, player: str, seed: int = 3) -> str:
    """A Starligned game of the player (made by ``stack.player``) against a random bot."""
    return stack.api.create("starligned", [{"name": "ann", "player": player}, {"name": "r", "bot": "random"}],
                            token=stack.keys[player], seed=seed).body["game_id"]


# -- your_turn, every turn ---------------------------------------------------------------------

def test_a_receiver_hears_your_turn_for_every_turn_of_a_game_against_a_bot_each_signed_and_once(stack, receiver):
    player, key = stack.player()
    made = stack.register(key, receiver.url(), events=("your_turn", "game_over"))
    assert made.status == 201, made.body
    secret, webhook_id = made.body["secret"], made.body["webhook_id"]
    game_id = seated_game(stack, player)
    acts = []

    def choose(view, actions):
        acts.append(view["version"])
        return actions[0]

    play_to_the_end(stack.api, "starligned", game_id, {0: key}, choose=choose, between_turns=stack.run_worker)
    stack.run_worker()

    got = receiver.got
    bodies = [json.loads(r.body) for r in got]
    turns = [b for b in bodies if b["type"] == "your_turn"]
    assert len(turns) == len(acts) > 3  # one your_turn per turn ann played
    assert {(b["game_id"], b["seat"]) for b in turns} == {(game_id, 0)}
    assert all(b["game"] == "starligned" and b["player_id"] == player and b["prompt"] for b in turns)
    feed_turns = [(e["game_id"], e["version"]) for e in stack.feed(key) if e["type"] == "your_turn"]
    assert [(b["game_id"], b["version"]) for b in turns] == feed_turns  # in order, as the feed has them
    assert [b["type"] for b in bodies].count("game_over") == 1
    spec = SpecCheck()
    for body in bodies:  # each typed as openapi.yaml's webhooks say (what a generated receiver reads)
        spec.webhook_body(body)
    assert all(signature_verifies(secret, r.headers["starport-signature"], r.body) for r in got)
    ids = [r.headers["starport-delivery"] for r in got]
    assert len(set(ids)) == len(ids) == len(bodies)  # each delivery once
    assert len({b["id"] for b in bodies}) == len(bodies)
    listed = stack.deliveries(key, webhook_id)
    assert {d["delivery_id"] for d in listed} == set(ids)
    assert all(d["status"] == "delivered" and d["attempts"][-1]["status_code"] == 200 for d in listed)


def test_a_player_without_a_webhook_is_told_on_the_feed_and_nothing_is_queued(stack):
    player, key = stack.player()
    seated_game(stack, player)
    assert [e["type"] for e in stack.feed(key)][:2] == ["seated", "your_turn"]
    assert stack.queue.announcements.waiting() == 0 and stack.queue.webhook_queue.count == 0


# -- the act announces, the worker's pump queues -----------------------------------------------

def test_the_act_only_announces_and_the_pump_records_and_queues_the_deliveries(stack, receiver):
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated", "your_turn")).body["webhook_id"]
    seated_game(stack, player)
    assert stack.queue.announcements.waiting() == 1  # one entry for the feed append of seated + your_turn
    assert stack.deliveries(key, webhook_id) == [] and stack.queue.webhook_queue.count == 0
    assert stack.pump() == 1
    assert stack.queue.announcements.waiting() == 0  # acked and deleted
    listed = stack.deliveries(key, webhook_id)
    assert sorted(d["event_type"] for d in listed) == ["seated", "your_turn"]
    assert stack.queue.webhook_queue.count == 2
    stack.run_worker()
    assert sorted(json.loads(r.body)["type"] for r in receiver.got) == ["seated", "your_turn"]


def test_on_one_server_the_feed_script_announces_in_its_own_call_the_entry_the_queue_would_write(
        stack, receiver, monkeypatch):
    """The store and the queue on one Redis: the act's feed script writes the announcement (no
    round trip of its own: the queue's ``announce`` is never called), an entry like the one
    ``Announcements.add`` writes, and the pump delivers from it."""
    assert stack.service.webhooks.announce_to == stack.queue.announcements.key

    def no_second_write(*args):
        raise AssertionError("announced with a round trip of its own")

    monkeypatch.setattr(DriverQueue, "announce", no_second_write)
    player, key = stack.player()
    stack.register(key, receiver.url(), events=("your_turn",))
    seated_game(stack, player)
    (by_script,) = stack.queue.announcements.take("look")
    stack.queue.announcements.add(by_script.player, by_script.first_seq, by_script.last_seq, by_script.at)
    (by_queue,) = stack.queue.announcements.take("look")
    assert by_script._replace(entry="") == by_queue._replace(entry="")
    assert (by_script.first_seq, by_script.last_seq) == (1, 2)  # seated and your_turn, one feed append
    assert stack.pump(lease=0) == 2  # both entries: one delivery of the one your_turn, the second refused
    stack.run_worker()
    assert [json.loads(r.body)["type"] for r in receiver.got] == ["your_turn"]


def test_an_announcement_taken_by_a_pump_that_died_is_delivered_by_another_once(stack, receiver):
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    assert len(stack.queue.announcements.take("dead-pump")) == 1  # and then its worker died: never acked
    assert stack.pump() == 0  # not another pump's while its lease runs
    assert stack.pump(lease=0) == 1  # past the lease: taken over
    stack.run_worker()
    assert [json.loads(r.body)["type"] for r in receiver.got] == ["seated"]
    assert [d["status"] for d in stack.deliveries(key, webhook_id)] == ["delivered"]


def test_a_pump_that_died_after_queuing_but_before_acking_adds_nothing_when_looked_at_again(stack, receiver):
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    (taken,) = stack.queue.announcements.take("dead-pump")
    assert stack.service.webhooks.queue_announced(taken.player, taken.first_seq, taken.last_seq, taken.at) == 1
    (first,) = stack.deliveries(key, webhook_id)  # recorded and queued, then the worker died
    assert stack.pump(lease=0) == 1  # the same delivery id: recorded already, its job refused again
    assert stack.queue.webhook_queue.count == 1
    stack.run_worker()
    assert stack.pump(lease=0) == 0
    (got,) = receiver.got
    assert got.headers["starport-delivery"] == first["delivery_id"]
    assert [d["delivery_id"] for d in stack.deliveries(key, webhook_id)] == [first["delivery_id"]]


def test_the_pump_thread_outlives_a_lost_redis_and_a_failure_of_its_own(monkeypatch):
    stopping, calls = threading.Event(), []

    class FlakyPump:
        def run(self, block):
            calls.append(block)
            if len(calls) == 1:
                raise redis.exceptions.ConnectionError("the queue Redis went away")
            if len(calls) == 2:
                raise ValueError("a bug")
            stopping.set()
            return 0

    monkeypatch.setattr("worker.__main__.SWEEP_SECONDS", 0.01)  # the backoff's start
    pump_forever(FlakyPump(), stopping)
    assert calls == [PUMP_WAIT_SECONDS] * 3  # a blocking read each time, the thread alive after both


def test_on_a_cluster_the_act_announces_and_the_pump_delivers_every_turn(cluster_stack, receiver):
    """The player's keys on its own slot (the feed, its webhooks, their deliveries: one script
    each), the announcements on the queue Redis."""
    stack = cluster_stack
    player, key = stack.player()
    secret = stack.register(key, receiver.url(), events=("your_turn",)).body["secret"]
    game_id = seated_game(stack, player)
    assert stack.queue.announcements.waiting() == 1
    play_to_the_end(stack.api, "starligned", game_id, {0: key}, between_turns=stack.run_worker)
    stack.run_worker()
    turns = [(e["game_id"], e["version"]) for e in stack.feed(key) if e["type"] == "your_turn"]
    assert [(b["game_id"], b["version"]) for b in map(json.loads, (r.body for r in receiver.got))] == turns
    assert all(signature_verifies(secret, r.headers["starport-signature"], r.body) for r in receiver.got)


# -- retries -----------------------------------------------------------------------------------

@pytest.mark.parametrize("failures", [2, 3])
def test_a_receiver_that_fails_first_gets_the_delivery_once_it_answers_after_backing_off(stack, receiver, failures):
    receiver.answers = [500] * failures + [200]
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    waits = []
    for attempt in range(failures):
        stack.run_worker()  # no retry is due yet by the real clock: the attempt waits
        registry = stack.queue.webhook_queue.scheduled_job_registry
        (job_id,) = registry.get_job_ids()
        due = registry.get_scheduled_time(job_id).timestamp()
        waits.append(due - receiver.got[-1].at)
        assert len(receiver.got) == attempt + 1
        stack.run_worker(release_at=due + 1)  # the clock past its due time: released and tried
    assert len(receiver.got) == failures + 1
    # 10 s, then 20 s, then 40 s: each ±20 %, and growing
    for n, wait in enumerate(waits):
        assert 10 * 2 ** n * 0.8 - 1 <= wait <= 10 * 2 ** n * 1.2 + 1, waits
    assert len({r.headers["starport-delivery"] for r in receiver.got}) == 1  # the same delivery each time
    (delivery,) = stack.deliveries(key, webhook_id)
    assert delivery["status"] == "delivered" and delivery["attempt_count"] == failures + 1
    assert [a["status_code"] for a in delivery["attempts"]] == [500] * failures + [200]
    assert job_id == delivery_job_id(delivery["delivery_id"])


def test_the_retry_schedule_backs_off_exponentially_with_jitter_for_a_day():
    schedules = [retry_schedule() for _ in range(20)]
    for intervals in schedules:
        assert 24 * 3600 <= sum(intervals) <= 24 * 3600 + 1.2 * 3600
        assert max(intervals) <= 3600 * 1.2 and intervals[0] <= 12
    assert len({tuple(s) for s in schedules}) > 1  # jittered: not every delivery retries in step


def test_a_webhook_failing_for_a_day_is_disabled_and_the_feed_says_so(timed_stack, receiver):
    stack = timed_stack
    receiver.answers = [500]
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated", "your_turn")).body["webhook_id"]
    seated_game(stack, player)
    stack.pump()
    first, second = [d["delivery_id"] for d in stack.deliveries(key, webhook_id)]
    assert stack.service.deliver_webhook(player, webhook_id, first, last_try=False, next_in=10) == "retry"
    stack.clock.advance(DISABLED_AFTER_SECONDS - 60)
    assert stack.service.deliver_webhook(player, webhook_id, second, last_try=False, next_in=10) == "retry"
    stack.clock.advance(60)
    assert stack.service.deliver_webhook(player, webhook_id, first, last_try=False, next_in=10) == "failed"
    (hook,) = stack.api.get("/v1/players/me/webhooks", token=key).body["webhooks"]
    assert hook["status"] == "disabled" and hook["disabled_at"] - hook["failing_since"] == DISABLED_AFTER_SECONDS
    (told,) = [e for e in stack.feed(key) if e["type"] == "webhook_disabled"]
    assert told["webhook_id"] == webhook_id and told["url"] == receiver.url()
    # Disabled: the next attempt of a pending delivery sends nothing, and new events queue nothing.
    assert stack.service.deliver_webhook(player, webhook_id, second) == "ended"
    seated_game(stack, player)
    stack.pump()
    assert len(stack.deliveries(key, webhook_id)) == 2 and len(receiver.got) == 3
    enabled = stack.api.post(f"/v1/players/me/webhooks/{webhook_id}/enable", token=key)
    assert enabled.status == 200 and enabled.body["status"] == "enabled" and enabled.body["failing_since"] is None


# -- safety --------------------------------------------------------------------------------------

@pytest.mark.parametrize("address", ["10.0.0.7", "192.168.1.1", "172.16.0.1", "127.0.0.2", "169.254.169.254",
                                     "100.64.0.1", "224.0.0.1", "0.0.0.0", "::1", "fd00:ec2::254", "fe80::1",
                                     "fc00::1", "::ffff:10.0.0.1", "64:ff9b::a00:1"])
def test_a_url_resolving_to_an_address_inside_is_refused_at_registration(stack, address):
    _, key = stack.player()
    stack.resolver.names["hooks.example"] = [PUBLIC, address]  # one inside among public ones is enough
    refused = stack.register(key, "https://hooks.example/starport")
    assert refused.status == 422 and refused.body["code"] == "webhook_url_refused", refused.body
    literal = f"[{address}]" if ":" in address else address
    refused = stack.register(key, f"https://{literal}/starport")
    assert refused.status == 422 and refused.body["code"] == "webhook_url_refused"


@pytest.mark.parametrize("url", ["http://hooks.example/h", "ftp://hooks.example/h", "https://u:p@hooks.example/h",
                                 "https://hooks.example/h#frag", "https://hooks.example/a b", "https:///h",
                                 "https://unknown.example/h", "https://hooks.example:99999/h"])
def test_only_a_plain_https_url_of_a_known_host_is_taken(stack, url):
    _, key = stack.player()
    stack.resolver.names["hooks.example"] = [PUBLIC]
    refused = stack.register(key, url)
    assert refused.status in (422,) and refused.body["code"] in ("webhook_url_refused", "validation_error"), url
    assert stack.register(key, "https://hooks.example/h").status == 201


def test_a_name_public_at_registration_and_private_at_delivery_is_refused_at_delivery(stack, receiver):
    player, key = stack.player()
    stack.resolver.names["hooks.example"] = [PUBLIC]
    webhook_id = stack.register(key, "https://hooks.example/h", events=("seated",)).body["webhook_id"]
    stack.resolver.names["hooks.example"] = ["10.1.2.3"]  # DNS rebinding
    seated_game(stack, player)
    stack.pump()
    (delivery,) = stack.deliveries(key, webhook_id)
    asked = len(stack.resolver.asked)
    assert stack.service.deliver_webhook(player, webhook_id, delivery["delivery_id"], last_try=True) == "failed"
    assert len(stack.resolver.asked) == asked + 1  # looked up again at delivery
    (delivery,) = stack.deliveries(key, webhook_id)
    (attempt,) = delivery["attempts"]
    assert attempt["status_code"] is None and attempt["error"].startswith("refused")
    assert "10.1.2.3" not in attempt["error"]  # the log tells nobody what the server's DNS answered


def test_a_refusal_says_the_same_whatever_the_name_resolves_to_and_never_the_address(stack):
    # Seen on main: "vm resolves to 127.0.0.1", "… could not be looked up (gaierror)", "… has no
    # address": a player mapped the server's own DNS through registrations and delivery logs.
    _, key = stack.player()
    stack.resolver.names.update({"vm.example": ["10.9.8.7"], "meta.example": ["169.254.169.254"],
                                 "empty.example": [], "mixed.example": [PUBLIC, "192.168.4.4"]})
    details = {}
    for host in ("vm.example", "meta.example", "empty.example", "mixed.example", "nowhere.example"):
        refused = stack.register(key, f"https://{host}/h")
        assert (refused.status, refused.body["code"]) == (422, "webhook_url_refused"), refused.body
        details[host] = refused.body["detail"].replace(host, "<host>")
        for address in ("10.9.8.7", "169.254.169.254", "192.168.4.4", PUBLIC, "gaierror"):
            assert address not in refused.body["detail"], refused.body
    assert len(set(details.values())) == 1, details


def test_a_refusal_an_operator_could_lift_names_the_setting_that_lifts_it(stack):
    _, key = stack.player()
    stack.resolver.names["hooks.example"] = [PUBLIC]
    for url in ("https://10.0.0.7/h", "https://[fd12::1]/h", "http://hooks.example/h", "https://hooks.example:8443/h"):
        refused = stack.register(key, url)
        assert (refused.status, refused.body["code"]) == (422, "webhook_url_refused"), refused.body
        assert "STARPORT_WEBHOOK_ALLOW" in refused.body["detail"], refused.body
    private = stack.register(key, "https://10.0.0.7/h").body["detail"]
    assert private.endswith("Addresses that are not public are reached only in ranges the server's operator "
                            "allows (STARPORT_WEBHOOK_ALLOW: addresses or CIDRs).")


@pytest.mark.parametrize("port", [22, 6379, 8080, 8443, 25])
def test_a_public_host_is_reached_on_443_or_80_only(stack, port):
    _, key = stack.player()
    stack.resolver.names["hooks.example"] = [PUBLIC]
    refused = stack.register(key, f"https://hooks.example:{port}/h")
    assert (refused.status, refused.body["code"]) == (422, "webhook_url_refused"), refused.body
    assert "443 or 80" in refused.body["detail"]
    assert stack.register(key, f"https://{PUBLIC}:{port}/h").status == 422
    for fine in ("https://hooks.example:443/h", "https://hooks.example:80/h", "https://hooks.example/h"):
        assert stack.register(key, fine).status == 201, fine


def test_with_no_range_allowed_another_port_is_refused_before_any_lookup():
    resolver = StubResolver({"hooks.example": [PUBLIC]})
    with pytest.raises(Problem) as refused:
        Destinations((), resolver).check("https://hooks.example:8443/h")
    assert refused.value.code == "webhook_url_refused" and resolver.asked == []


def test_a_delivery_dials_the_address_it_checked_with_the_name_in_the_host_header(stack, receiver):
    player, key = stack.player()
    stack.resolver.names["hooks.example"] = ["127.0.0.1"]  # allowed by the operator, so http:// too
    webhook_id = stack.register(key, receiver.url(host="hooks.example"), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    stack.pump()
    (delivery,) = stack.deliveries(key, webhook_id)
    asked = len(stack.resolver.asked)
    assert stack.service.deliver_webhook(player, webhook_id, delivery["delivery_id"]) == "delivered"
    assert len(stack.resolver.asked) == asked + 1  # one lookup, whose answer was dialled
    assert receiver.got[0].headers["host"] == f"hooks.example:{receiver.port}"


def test_a_redirect_is_not_followed_and_counts_as_a_failure(stack, receiver):
    receiver.answers = [("redirect", "/elsewhere")]
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    stack.pump()
    (delivery,) = stack.deliveries(key, webhook_id)
    assert stack.service.deliver_webhook(player, webhook_id, delivery["delivery_id"]) == "failed"
    assert [r.path for r in receiver.got] == ["/hook"]
    (attempt,) = stack.deliveries(key, webhook_id)[0]["attempts"]
    assert attempt["status_code"] == 302 and "redirect" in attempt["error"]


def test_a_receiver_slower_than_five_seconds_counts_as_failed(stack, receiver):
    receiver.answers = [("sleep", 10, 200)]  # far past the 5 s: a loaded machine stays apart
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    stack.pump()
    (delivery,) = stack.deliveries(key, webhook_id)
    started = time.monotonic()
    assert stack.service.deliver_webhook(player, webhook_id, delivery["delivery_id"], last_try=False,
                                         next_in=10) == "retry"
    assert 4.9 < time.monotonic() - started < 8  # given up at 5 s, not answered at 10
    (attempt,) = stack.deliveries(key, webhook_id)[0]["attempts"]
    assert attempt["status_code"] is None and "5 s" in attempt["error"]


# -- the routes ---------------------------------------------------------------------------------

def test_register_list_rotate_delete(stack, receiver):
    _, key = stack.player()
    made = stack.register(key, receiver.url(), events=("your_turn", "game_over", "your_turn"))
    assert made.status == 201 and made.body["events"] == ["game_over", "your_turn"]
    webhook_id, secret = made.body["webhook_id"], made.body["secret"]
    (listed,) = stack.api.get("/v1/players/me/webhooks", token=key).body["webhooks"]
    assert listed["webhook_id"] == webhook_id and "secret" not in listed
    rotated = stack.api.post(f"/v1/players/me/webhooks/{webhook_id}/rotate-secret", token=key).body
    assert rotated["secret"] != secret and rotated["previous_secret_until"] > time.time()
    gone = stack.api.request("DELETE", f"/v1/players/me/webhooks/{webhook_id}", token=key)
    assert gone.status == 204
    assert stack.api.get("/v1/players/me/webhooks", token=key).body["webhooks"] == []
    again = stack.api.request("DELETE", f"/v1/players/me/webhooks/{webhook_id}", token=key)
    assert again.status == 404 and again.body["code"] == "not_found"


def test_after_a_rotation_both_secrets_sign_for_a_day(stack, receiver):
    player, key = stack.player()
    made = stack.register(key, receiver.url(), events=("seated",)).body
    new = stack.api.post(f"/v1/players/me/webhooks/{made['webhook_id']}/rotate-secret", token=key).body["secret"]
    seated_game(stack, player)
    stack.run_worker()
    (got,) = receiver.got
    header = got.headers["starport-signature"]
    assert header.count("v1=") == 2
    assert signature_verifies(new, header, got.body) and signature_verifies(made["secret"], header, got.body)


def test_a_player_has_at_most_five_webhooks(stack, receiver):
    _, key = stack.player()
    for _ in range(WEBHOOKS_MOST):
        assert stack.register(key, receiver.url()).status == 201
    full = stack.register(key, receiver.url())
    assert full.status == 403 and full.body["code"] == "webhooks_full"


def test_another_players_webhook_is_not_found_and_a_stranger_is_unauthorized(stack, receiver):
    _, ann = stack.player()
    _, bob = stack.player()
    webhook_id = stack.register(ann, receiver.url()).body["webhook_id"]
    for method, path in [("GET", f"/v1/players/me/webhooks/{webhook_id}/deliveries"),
                         ("POST", f"/v1/players/me/webhooks/{webhook_id}/rotate-secret"),
                         ("POST", f"/v1/players/me/webhooks/{webhook_id}/enable"),
                         ("DELETE", f"/v1/players/me/webhooks/{webhook_id}")]:
        answer = stack.api.request(method, path, token=bob)
        assert answer.status == 404 and answer.body["code"] == "not_found", (method, path)
        assert stack.api.request(method, path).status == 401
        assert stack.api.request(method, path, token=ann + "x").status == 401
    assert stack.api.post("/v1/players/me/webhooks", {"url": receiver.url(), "events": ["your_turn"]}).status == 401


def test_redeliver_sends_the_same_event_as_a_new_delivery(stack, receiver):
    player, key = stack.player()
    webhook_id = stack.register(key, receiver.url(), events=("seated",)).body["webhook_id"]
    seated_game(stack, player)
    stack.run_worker()
    (first,) = stack.deliveries(key, webhook_id)
    again = stack.api.post(f"/v1/players/me/webhooks/{webhook_id}/deliveries/{first['delivery_id']}/redeliver",
                           token=key)
    assert again.status == 202 and again.body["redelivery_of"] == first["delivery_id"]
    stack.run_worker()
    one, two = receiver.got
    assert one.body == two.body  # the same event, its id included
    assert one.headers["starport-delivery"] != two.headers["starport-delivery"]
    missing = stack.api.post(f"/v1/players/me/webhooks/{webhook_id}/deliveries/{'0' * 32}/redeliver", token=key)
    assert missing.status == 404


def test_unknown_events_and_oversized_urls_are_validation_errors(stack):
    _, key = stack.player()
    for body in [{"url": "https://a.example/", "events": ["everything"]}, {"url": "https://a.example/", "events": []},
                 {"url": "https://a.example/" + "a" * 3000, "events": ["your_turn"]}, {"events": ["your_turn"]}]:
        answer = stack.api.post("/v1/players/me/webhooks", body, token=key)
        assert answer.status == 422 and answer.body["code"] == "validation_error", body


def test_the_events_a_webhook_may_want_are_the_schemas_and_the_services():
    assert sorted(EVENTS) == sorted(WEBHOOK_EVENTS)


def test_a_challenge_reaches_the_challenged_players_webhook(stack, receiver):
    ann, ann_key = stack.player()
    bob, bob_key = stack.player()
    made = stack.register(bob_key, receiver.url(), events=("challenge", "seated")).body
    sent = stack.api.post(f"/v1/players/{bob}/challenges", {"game": "starshower"}, token=ann_key)
    assert sent.status == 201, sent.body
    stack.run_worker()
    (got,) = receiver.got
    body = json.loads(got.body)
    assert (body["type"], body["challenge_id"], body["from"], body["players"]) == (
        "challenge", sent.body["challenge_id"], ann, [bob])
    assert signature_verifies(made["secret"], got.headers["starport-signature"], got.body)
    accepted = stack.api.post(f"/v1/challenges/{sent.body['challenge_id']}/accept", token=bob_key)
    assert accepted.status == 200, accepted.body
    stack.run_worker()
    seated = json.loads(receiver.got[1].body)
    assert (seated["type"], seated["game_id"]) == ("seated", accepted.body["game_id"])
