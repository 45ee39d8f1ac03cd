"""Bots whose wake was claimed but never queued answer within the repair scan's promise (issue 42
item 6: after a full store, a 24-way race of bots left 7 frozen 12 s after room was made). A
wake whose enqueue fails after its claim is written leaves the game due *and* claimed: no sweep
queues it until the claim expires (30 s), and the repair scan skipped it, for it has a due entry.
Here 24 people act while their games' claims are held with no job behind them, as that failed
enqueue leaves them, against a worker that has been running all along."""

from __future__ import annotations

import time

import redis

from tests.conftest import unique_name
from tests.e2e.conftest import running_stack

GAMES = 24
ANSWERED_WITHIN = 15.0  # seconds: the repair scan runs every 5 s; the claims held for 30 s
SEATS = [{"name": "ann"}, {"name": "r1", "bot": "random"}, {"name": "r2", "bot": "random"}]


def test_bots_whose_claims_hold_no_job_answer_within_a_repair_pass(redis_url, tmp_path):
    queue = f"claims-{unique_name()}"
    with running_stack(redis_url, tmp_path, queue=queue) as stack:
        api, client = stack.api, redis.Redis.from_url(redis_url)
        games = []
        for seed in range(GAMES):
            created = api.create("starligned", SEATS, seed=seed).body
            games.append((created["game_id"], created["seats"][0]["token"]))
        give_up = time.monotonic() + 60
        waiting = list(games)
        while waiting and time.monotonic() < give_up:  # the bots chose: ann to act in each
            waiting = [(g, t) for g, t in waiting if 0 not in [p["seat"] for p in api.view("starligned", g).body["to_act"]]]
            time.sleep(0.1)
        assert not waiting
        time.sleep(6)  # past the worker's first sweeps, and a repair pass
        acted: dict[str, tuple[float, int]] = {}
        for game_id, token in games:
            client.set(f"{queue}:driving:{game_id}", 1, ex=30)  # a claim whose enqueue failed
            action = api.actions("starligned", game_id, token).body["actions"][0]
            answer = api.act("starligned", game_id, token, action).body
            if any(p["seat"] != 0 for p in answer["view"]["to_act"]):
                acted[game_id] = (time.monotonic(), answer["view"]["version"])
        assert len(acted) >= GAMES // 2
        answered: dict[str, float] = {}
        give_up = time.monotonic() + 40
        while len(answered) < len(acted) and time.monotonic() < give_up:
            for game_id, (at, version) in acted.items():
                if game_id not in answered and api.view("starligned", game_id).body["version"] > version:
                    answered[game_id] = time.monotonic() - at
            time.sleep(0.1)
        slow = {g: round(answered.get(g, float("inf")), 1) for g in acted if answered.get(g, float("inf")) >= ANSWERED_WITHIN}
        assert not slow, f"bots frozen past {ANSWERED_WITHIN} s: {slow}"
