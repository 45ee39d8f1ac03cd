"""Bytes per archived record (``records.pack``) per title, for games played to the end by bots.

    python -m bench.record_size [--games 5] [--level greedy]

Each game is played through the service (``GameService``, an embedded Redis, no queue: this
process drives it) by bots of one level, on a clock that moves a random 0.05–3 s at every
reading, so every recorded ``at`` is a float of full precision as ``time.time()`` gives (its
digits are most of what the actions cost) and Starlink's sand timers run out. For each title and
player count it prints the mean and largest packed record — full, a spectator's, and the full
record deflated with every event stamped (what ``pack`` stored before it wrote the stamps once
per run) — and the mean numbers of actions and events.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import zlib
from pathlib import Path

import redis

from service.archive import records
from service.store.codec import to_json
from service.games import GameService
from service.store.queue import Scheduler
from service.running.redis_server import EmbeddedRedis
from service.store.games import GameStore

# (title, players, options): the shapes a table is most often played in.
TABLES = [
    ("starshower", 2, {"size": 10}),
    ("starshower", 4, {"size": 10}),
    ("twinkle-starship", 4, {}),
    ("starligned", 3, {}),
    ("starlink", 4, {"timer_seconds": 20}),
    ("twinkle-twinkle", 2, {}),
]


class JitteryClock:
    """Server time moving on by a random 0.05–3 s at every reading (and ``advance``)."""

    def __init__(self, seed: int):
        self.now = 1_800_000_000 + random.Random(seed).random() * 1e6
        self.draw = random.Random(seed + 1)

    def __call__(self) -> float:
        self.now += self.draw.uniform(0.05, 3.0)
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def whole_log(store: GameStore, game_id: str) -> list[dict]:
    events, after = [], 0
    while page := records.decoded_events(store.entries_after(store.events_key(game_id), after)):
        events += page
        after = page[-1]["seq"]
    return events


def played_record(client: redis.Redis, slug: str, players: int, options: dict, level: str, seed: int) -> dict:
    clock = JitteryClock(seed)
    service = GameService(GameStore(client, finished_ttl=600, idle_ttl=600), Scheduler(), clock=clock)
    game_id = service.create(slug, [{"name": f"bot{i}", "bot": level} for i in range(players)], options, None)["game_id"]
    for _ in range(50_000):
        if service.store.load(game_id).status == "finished":
            break
        service.drive(slug, game_id)
        clock.advance(3)
    store = service.store
    record = records.build_record(store.load(game_id), whole_log(store, game_id),
                                  records.decoded_events(store.actions(game_id)))
    client.delete(store.key(game_id), store.events_key(game_id), store.actions_key(game_id))
    return record


def measure(client: redis.Redis, games: int, level: str) -> list[dict]:
    rows = []
    for slug, players, options in TABLES:
        played = [played_record(client, slug, players, options, level, seed) for seed in range(games)]
        full = [len(records.pack(r)) for r in played]
        shown = [len(records.pack(records.spectator_record(r))) for r in played]
        stamped = [len(zlib.compress(to_json(r), 9)) for r in played]
        rows.append({"title": slug, "players": players, "options": options,
                     "full_mean": statistics.mean(full), "full_max": max(full),
                     "spectator_mean": statistics.mean(shown), "stamped_mean": statistics.mean(stamped),
                     "actions": statistics.mean(len(r["actions"]) for r in played),
                     "events": statistics.mean(len(r["events"]) for r in played)})
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.record_size", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=5, help="games per table")
    parser.add_argument("--level", default="greedy", help="the bots' level (random, greedy, expert)")
    args = parser.parse_args(argv)
    server = EmbeddedRedis(Path(tempfile.mkdtemp(prefix="starport-records-"))).start()
    client = redis.Redis.from_url(server.url)
    try:
        rows = measure(client, args.games, args.level)
    finally:
        client.close()
        server.stop()
    print(f"{args.games} games per table, {args.level} bots; bytes of records.pack (mean / max), "
          "a spectator's (mean), every event stamped (mean)")
    print(f"{'title':18} {'players':>7} {'actions':>7} {'events':>6} {'full':>6} {'max':>6} {'shown':>6} {'stamped':>7}")
    for row in rows:
        print(f"{row['title']:18} {row['players']:>7} {row['actions']:>7.0f} {row['events']:>6.0f} "
              f"{row['full_mean']:>6.0f} {row['full_max']:>6} {row['spectator_mean']:>6.0f} {row['stamped_mean']:>7.0f}")


if __name__ == "__main__":
    main()
