"""How big a real mid-game Starshower record is: the floor route stores a value of that size."""

from __future__ import annotations

import random

import redis

from engines import registry
from service.games import GameService
from service.store.queue import Scheduler
from service.store.games import GameStore


def record_bytes(client: redis.Redis, game_id: str) -> int:
    """The stored hash's total bytes: every field name and value."""
    return sum(len(k) + len(v) for k, v in client.hgetall(GameStore.key(game_id)).items())


def mid_game_record_bytes(redis_url: str, *, size: int = 26, seed: int = 1) -> dict:
    """Play a 2-human-seat game of ``size`` through the service (random legal actions) until half
    the grid's points are taken; the stored record's bytes then, at the start and at the end."""
    client = redis.Redis.from_url(redis_url)
    service = GameService(GameStore(client, finished_ttl=600, idle_ttl=600), Scheduler())
    engine = registry()["starshower"]
    choose = random.Random(seed)
    created = service.create("starshower", [{"name": "a"}, {"name": "b"}], {"size": size}, seed)
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    start = record_bytes(client, game_id)
    mid = None
    acts = 0
    while True:
        record = service.store.load(game_id)
        if record.status == "finished":
            break
        state = engine.decode(record.state)
        if mid is None and state.phase == "call" and \
                size * size - len({s.point for s in state.stars}.union(state.closed)) <= size * size // 2:
            mid = {"bytes": record_bytes(client, game_id), "stars": len(state.stars), "acts": acts}
        seat = next(iter(engine.to_act(state, 0.0)))
        action = choose.choice(engine.legal_actions(state, seat, 0.0))
        service.act("starshower", game_id, tokens[seat], action)
        acts += 1
    end = record_bytes(client, game_id)
    client.delete(GameStore.key(game_id), GameStore.events_key(game_id))
    client.close()
    return {"size": size, "start_bytes": start, "mid_bytes": mid["bytes"], "mid_stars": mid["stars"],
            "mid_acts": mid["acts"], "end_bytes": end, "game_acts": acts}
