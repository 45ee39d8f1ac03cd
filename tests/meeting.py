"""Helpers of the meeting place's tests: players, seeks, feeds, and the matchmaker driven the way
a worker drives it (the due-index swept, the jobs run in this process)."""

from __future__ import annotations

import itertools
import os
import time

from tests.playing import StarportClient

_pools = itertools.count()


def lonely_clock() -> dict:
    """A clock no other test's seekers ask for: each test meets in a pool of its own (the tests
    share one Redis, and a pool is a title with its options, clock and rating)."""
    return {"per_turn": 1000 + (os.getpid() * 7919 + int(time.time() * 1000) + next(_pools) * 104729) % 500_000}


def new_players(api: StarportClient, n: int) -> list[tuple[str, str]]:
    made = []
    for i in range(n):
        answer = api.post("/v1/players", {"name": f"p{i}"})
        assert answer.status == 201, answer.body
        made.append((answer.body["player_id"], answer.body["key"]))
    return made


def feed(api: StarportClient, key: str) -> list[dict]:
    answer = api.get("/v1/players/me/events?after=0", token=key)
    assert answer.status == 200, answer.body
    return answer.body["events"]


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]


def until(condition, run, timeout: float, pause: float = 0.05):
    """Run the worker's jobs (``run``) until ``condition()`` holds; its last value. ``timeout`` is
    a bound for a stuck matchmaker, not a measure: make it generous (a 3 s one failed once on
    six busy test workers), it costs nothing when the condition comes true."""
    give_up = time.monotonic() + timeout
    while True:
        run()
        found = condition()
        if found or time.monotonic() > give_up:
            return found
        time.sleep(pause)
