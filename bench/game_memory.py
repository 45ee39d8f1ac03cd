"""``python -m bench.game_memory``: what one game costs Redis, for sizing (docs/operations.md, "Beyond one
machine"). Plays a game of each untimed title through ``GameService`` (random legal actions,
seats all people) against an embedded Redis and asks Redis itself (``MEMORY USAGE``, which
counts the allocator's overhead too) what the game's record and its event stream take, at the
start, halfway through (by acts) and at the end. Starlink's turns end by its sand timer, so its
game is measured at the start only.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

import redis

from engines import registry
from service.tables.driver import DriveBudget
from service.games import GameService
from service.store.queue import Scheduler
from service.running.redis_server import EmbeddedRedis
from service.store.games import GameStore

TABLES = {"starshower": (2, {"size": 26}), "twinkle-starship": (3, {}), "starligned": (3, {}),
          "twinkle-twinkle": (1, {}), "starlink": (3, {})}


def game_bytes(client: redis.Redis, game_id: str) -> int:
    return sum(client.memory_usage(key, samples=0) or 0
               for key in (GameStore.key(game_id), GameStore.events_key(game_id)))


def measure(client: redis.Redis, slug: str, seats: int, options: dict, seed: int = 1) -> dict:
    service = GameService(GameStore(client, finished_ttl=600, idle_ttl=600), Scheduler())
    engine = registry()[slug]
    choose = random.Random(seed)
    created = service.create(slug, [{"name": f"p{i}"} for i in range(seats)], options, seed)
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    samples = [game_bytes(client, game_id)]
    if engine.meta.timed:
        return {"start": samples[0]}
    while (record := service.store.load(game_id)).status != "finished":
        state = engine.decode(record.state)
        now = service.clock()
        people = [seat for seat in engine.to_act(state, now) if seat in tokens]
        if not people:  # the Cosmobot's turn: the driver moves it, as a worker would
            service.drive(slug, game_id, DriveBudget())
            continue
        seat = people[0]
        service.act(slug, game_id, tokens[seat], choose.choice(engine.legal_actions(state, seat, now)))
        samples.append(game_bytes(client, game_id))
    client.delete(GameStore.key(game_id), GameStore.events_key(game_id))
    return {"start": samples[0], "mid": samples[len(samples) // 2], "end": samples[-1], "acts": len(samples) - 1}


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="starport-memory-") as tmp:
        server = EmbeddedRedis(Path(tmp)).start()
        try:
            client = redis.Redis.from_url(server.url)
            print(f"{'game':<18} {'seats':>5} {'acts':>5} {'start B':>8} {'mid B':>8} {'end B':>8}")
            for slug, (seats, options) in TABLES.items():
                m = measure(client, slug, seats, options)
                print(f"{slug:<18} {seats:>5} {m.get('acts', '-')!s:>5} {m['start']:>8} "
                      f"{m.get('mid', '-')!s:>8} {m.get('end', '-')!s:>8}")
            client.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
