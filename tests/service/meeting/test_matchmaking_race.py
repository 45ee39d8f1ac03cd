"""The matchmaker with many workers (issue 29 item 2): four threads run the real matchmaker
(``Matchmaking.match``, the worker job's function) against the real Redis while 400 seekers come
in from four more threads. Each seeker is seated exactly once, at a table its wishes allow, and
none is left waiting while a table of the waiting could be full."""

from __future__ import annotations

import random
import threading
from collections import Counter

import redis

from service.store import keys as names
from service.games import GameService
from service.meeting.quickplay import pool_id
from service.store.queue import Scheduler
from service.store.games import GameStore
from tests.meeting import lonely_clock

SEEKERS = 400
WORKERS = 4
WISHES = (2, 3, 4, [2, 3], [2, 4], [3, 4], 5)


def test_four_workers_racing_over_four_hundred_seekers_seat_each_exactly_once(redis_url):
    client = redis.Redis.from_url(redis_url)
    service = GameService(GameStore(client, finished_ttl=3600, idle_ttl=3600), Scheduler())
    clock = lonely_clock()
    pool = pool_id("starshower", {"size": 10}, {**clock, "bank": 0}, False)
    rng = random.Random(29)
    players = [service.create_player(f"racer {i}") for i in range(SEEKERS)]
    wishes = [rng.choice(WISHES) for _ in players]
    seeks: dict[str, dict] = {}
    failures: list[BaseException] = []
    done = threading.Event()

    def seekers(chunk: range) -> None:
        try:
            for i in chunk:
                seeks[players[i]["player_id"]] = service.seek("starshower", players[i]["key"],
                                                              {"players": wishes[i], "clock": clock})
        except BaseException as error:  # noqa: BLE001 — reported below
            failures.append(error)

    def worker() -> None:
        try:
            while True:  # until a run after the last seek finds no table to form
                finished = done.is_set()
                if not service.matchmaking.match(pool) and finished:
                    return
        except BaseException as error:  # noqa: BLE001
            failures.append(error)

    workers = [threading.Thread(target=worker) for _ in range(WORKERS)]
    coming = [threading.Thread(target=seekers, args=(range(k, SEEKERS, 4),)) for k in range(4)]
    for thread in workers + coming:
        thread.start()
    for thread in coming:
        thread.join()
    done.set()
    for thread in workers:
        thread.join()
    assert failures == []

    now = {player: service.matchmaking.seeks.seek(s["seek_id"]) for player, s in seeks.items()}
    assert Counter(s["status"] for s in now.values()).keys() <= {"seated", "waiting"}
    games = {s["game_id"] for s in now.values() if s["status"] == "seated"}
    seated_in = Counter()
    for game_id in games:
        record = service.store.load(game_id)
        assert not any(seat.get("bot") for seat in record.seats)  # nobody asked for bots
        for index, seat in enumerate(record.seats):
            seated_in[seat["player"]] += 1
            mine = now[seat["player"]]
            assert mine["game_id"] == game_id and mine["seat"] == index
            assert mine["lo"] <= len(record.seats) <= mine["hi"]
    assert all(count == 1 for count in seated_in.values())
    assert set(seated_in) == {p for p, s in now.items() if s["status"] == "seated"}
    waiting = [s for s in now.values() if s["status"] == "waiting"]
    for n in range(2, 9):  # no table of n could be formed from those left waiting
        assert sum(1 for s in waiting if s["lo"] <= n <= s["hi"]) < n, n
    assert client.hlen(names.pool_forming_key(pool)) == 0
    assert client.zcard(names.pool_queue_key(pool)) == len(waiting)
    client.close()
