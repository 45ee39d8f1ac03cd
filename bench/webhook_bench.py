"""Webhooks' numbers (issue 32), in one run against an embedded Redis:

- **the act route with and without webhooks**: two-person Starligned games played through the
  Flask test client in this process (the act route whole: limits off, the real ``DriverQueue``),
  with **1 000 webhooks registered** (1 000 players, one each, wanting every event, at a local
  sink): once by players without a webhook (the feed script answers "no hooks": nothing more to
  do), once by 50 of the 1 000 (every turn an act starts is announced for a worker to deliver:
  the worst case). Blocks of the two alternate, so
  both see the same machine; p50/p99 and acts/s of the POST alone.
- **the pump**: the announcements those acts wrote, turned into recorded and queued deliveries
  by one worker's pump (``worker.pump``, as ``python -m worker``'s pump thread runs it).
- **deliveries per second by one worker**: the deliveries the pump queued, run by one RQ
  worker in this process (``SimpleWorker``, as ``python -m worker`` runs them) against a sink in
  another process (``ThreadingHTTPServer`` answering 204), each a real signed POST over TCP.

    python -m bench.webhook_bench [--acts 3000] [--blocks 6]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import tempfile
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import redis
from rq import SimpleWorker

from service.app import create_app
from service.config import Settings
from service.store.queue import DriverQueue
from service.running.redis_server import EmbeddedRedis
from tests.playing import StarportClient
from worker.pump import Pump

QUEUE = "starport-webhook-bench"
WEBHOOKS = 1_000


def sink(port_out) -> None:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(204)
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    port_out.put(server.server_address[1])
    server.serve_forever()


class Table:
    """A two-person Starligned game whose acts are timed one by one."""

    def __init__(self, api: StarportClient, keys: list[tuple[str, str]], seed: int):
        self.api, self.keys = api, keys
        # A player is seated only by its own key: the first creates, the second claims the open seat
        # (so the deal is drawn at the claim, from no chosen seed: ``seed`` orders the bench's acts only).
        (first, first_key), (_, second_key) = keys
        self.game_id = api.create("starligned", [{"name": "p0", "player": first}, {"open": True}],
                                  token=first_key).body["game_id"]
        claimed = api.post(f"/v1/starligned/games/{self.game_id}/seats/1/claim", {"name": "p1"}, token=second_key)
        assert claimed.status == 200, claimed.body

    def act_once(self, rng: random.Random) -> float | None:
        """One act of a seat to act, timed; None when the game is over."""
        view = self.api.view("starligned", self.game_id).body
        if view["status"] != "active":
            return None
        seat = view["to_act"][0]["seat"]
        key = self.keys[seat][1]
        actions = self.api.actions("starligned", self.game_id, key).body["actions"]
        started = time.perf_counter()
        answer = self.api.act("starligned", self.game_id, key, rng.choice(actions),
                              headers={"Prefer": "return=minimal"})
        took = time.perf_counter() - started
        assert answer.status == 200, answer.body
        return took


def players(api: StarportClient, n: int) -> list[tuple[str, str]]:
    return [(b["player_id"], b["key"]) for b in (api.post("/v1/players", {"name": f"b{i}"}).body for i in range(n))]


def timed_acts(api: StarportClient, pool: list[tuple[str, str]], count: int, rng: random.Random) -> list[float]:
    took, table = [], None
    while len(took) < count:
        if table is None:
            table = Table(api, rng.sample(pool, 2), rng.randrange(10 ** 6))
        seconds = table.act_once(rng)
        if seconds is None:
            table = None
        else:
            took.append(seconds)
    return took


def summary(samples: list[float], wall: float) -> str:
    ordered = sorted(samples)
    p99 = ordered[int(len(ordered) * 0.99) - 1]
    return (f"{len(samples)} acts, p50 {statistics.median(ordered) * 1000:.2f} ms, p99 {p99 * 1000:.2f} ms, "
            f"{len(samples) / wall:.0f} acts/s of act time")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--acts", type=int, default=3000, help="acts measured per configuration")
    parser.add_argument("--blocks", type=int, default=6, help="alternating blocks per configuration")
    args = parser.parse_args()
    ports = multiprocessing.Queue()
    sink_process = multiprocessing.Process(target=sink, args=(ports,), daemon=True)
    sink_process.start()
    port = ports.get(timeout=10)
    server = EmbeddedRedis(Path(tempfile.mkdtemp())).start()
    # The worker's job builds its service from the environment, as ``python -m worker`` does.
    os.environ.update(REDIS_URL=server.url, STARPORT_QUEUE=QUEUE, STARPORT_WEBHOOK_ALLOW="127.0.0.1",
                      STARPORT_ARCHIVE_URL="off")
    try:
        settings = Settings.from_env(redis_url=server.url, queue_redis_url=server.url, queue_name=QUEUE,
                                     rate_limits=False, access_log=False, webhook_allow=("127.0.0.1",),
                                     archive_url=None)
        connection = redis.Redis.from_url(server.url)
        queue = DriverQueue(connection, QUEUE)
        app = create_app(settings, scheduler=queue)
        api = StarportClient(app.test_client())
        plain = players(api, 50)
        hooked = players(api, WEBHOOKS)
        for _, key in hooked:
            made = api.post("/v1/players/me/webhooks", {"url": f"http://127.0.0.1:{port}/hook",
                                                        "events": ["your_turn", "seated", "game_over"]}, token=key)
            assert made.status == 201, made.body
        rng = random.Random(32)
        timed_acts(api, plain, 200, rng)  # warm-up: caches, scripts loaded
        results = {"players without a webhook": [], "players with one": []}
        walls = dict.fromkeys(results, 0.0)
        per_block = args.acts // args.blocks
        for _ in range(args.blocks):
            for name, pool in (("players without a webhook", plain), ("players with one", hooked[:50])):
                took = timed_acts(api, pool, per_block, rng)
                results[name] += took
                walls[name] += sum(took)
        for name, samples in results.items():
            print(f"act, {name}: {summary(samples, walls[name])}")
        announced = queue.announcements.waiting()
        started = time.perf_counter()
        Pump(app.extensions["starport"].webhooks, queue, "bench-pump").drain()
        wall = time.perf_counter() - started
        waiting = queue.webhook_queue.count
        print(f"pump: {announced} announcements into {waiting} deliveries queued by one pump in {wall:.2f} s: "
              f"{announced / wall:.0f} announcements/s")
        worker = SimpleWorker([queue.webhook_queue], connection=connection)
        worker.subscribe = worker.unsubscribe = lambda: None  # no command channel in a bench's process
        started = time.perf_counter()
        worker.work(burst=True, logging_level="WARNING")
        wall = time.perf_counter() - started
        print(f"deliveries: {waiting} by one worker in {wall:.2f} s: {waiting / wall:.0f} deliveries/s "
              f"(failed: {queue.webhook_queue.failed_job_registry.count})")
    finally:
        server.stop()
        sink_process.terminate()


if __name__ == "__main__":
    main()
