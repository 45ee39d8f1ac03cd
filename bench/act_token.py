"""The act's cost with a scoped token against the player's key, in one run (issue 46):
``python -m bench.act_token [--acts 2000] [--rounds 5]``.

One process, no gunicorn: the production app (``service.app.create_app``, limits on as in the
act bench) behind Flask's test client, against an embedded Redis. A player sits at seat 0 of
size-26 Starshower games, seat 1 is a seat token's; both choose from the shadow board
(``bench.load.Shadow``). Rounds alternate: the player's acts sent with its key, then with a
token of it (scope ``play``), each round ``--acts`` acts of the player's. Printed per kind: the
player's act wall time (median and mean, ms, test client included) and the Redis commands per
act (all acts of the round, both seats: the seat token's acts are the same in both kinds, so the
difference is the bearer's check)."""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.load import Shadow, _decode_minimal
from bench.run import RATE_LIMITS
from service.config import Settings
from service.running.redis_server import EmbeddedRedis

SLUG = "starshower"


def round_of(client, bearer: str, player: str, acts: int, rng: random.Random) -> tuple[list[float], int]:
    """Play until the player made ``acts`` acts: their wall times, and all acts sent."""
    times, sent = [], 0
    while len(times) < acts:
        created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"player": player}, {"name": "b"}],
                                                         "options": {"size": 26}},
                              headers={"Authorization": f"Bearer {bearer}"}).get_json()
        game_id = created["game_id"]
        tokens = {0: bearer, 1: next(s["token"] for s in created["seats"] if s["seat"] == 1)}
        seat = client.get(f"/v1/{SLUG}/games/{game_id}").get_json()["to_act"][0]["seat"]
        shadow, action = Shadow(26, 2, seat), {"type": "call", "side": "heads"}
        while len(times) < acts:
            t0 = time.perf_counter()
            r = client.post(f"/v1/{SLUG}/games/{game_id}/actions", data=json.dumps(action),
                            content_type="application/json",
                            headers={"Authorization": f"Bearer {tokens[seat]}", "Prefer": "return=minimal"})
            took = time.perf_counter() - t0
            assert r.status_code == 200, r.data[:300]
            sent += 1
            if seat == 0:
                times.append(took)
            shadow.apply(_decode_minimal(r.data).events)
            if shadow.over:
                break
            seat, action = shadow.seat, shadow.choose(rng)
    return times, sent


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.act_token", description=__doc__)
    parser.add_argument("--acts", type=int, default=2000, help="the player's acts a round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each kind, alternating")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="starport-act-token-") as tmp:
        embedded = EmbeddedRedis(Path(tmp) / "redis").start()
        try:
            from service.app import create_app

            os.environ.update(RATE_LIMITS)
            app = create_app(Settings.from_env(redis_url=embedded.url, queue_redis_url=embedded.url,
                                               queue_name="starport-act-token"))
            client = app.test_client()
            logging.disable(logging.INFO)  # the access log's lines: not the act's cost here
            made = client.post("/v1/players", json={"name": "bench"}).get_json()
            token = client.post("/v1/players/me/tokens", json={"scopes": ["play"]},
                                headers={"Authorization": f"Bearer {made['key']}"}).get_json()["token"]
            redis = app.extensions["starport"].store.shared
            rng = random.Random(1)
            round_of(client, made["key"], made["player_id"], 300, rng)  # warm both paths
            round_of(client, token, made["player_id"], 300, rng)
            found: dict[str, dict[str, list[float]]] = {k: {"times": [], "commands": []} for k in ("key", "token")}
            for _ in range(args.rounds):
                for kind, bearer in (("key", made["key"]), ("token", token)):
                    before = redis.info("stats")["total_commands_processed"]
                    times, sent = round_of(client, bearer, made["player_id"], args.acts, rng)
                    after = redis.info("stats")["total_commands_processed"]
                    found[kind]["times"] += times
                    found[kind]["commands"].append((after - before - 1) / sent)  # less the INFO itself
        finally:
            embedded.stop()
    for kind, got in found.items():
        ms = [t * 1000 for t in got["times"]]
        print(f"{kind:5}: {len(ms)} acts, median {statistics.median(ms):.3f} ms, mean {statistics.fmean(ms):.3f} ms, "
              f"p90 {statistics.quantiles(ms, n=10)[-1]:.3f} ms; Redis commands/act (all seats) "
              f"{statistics.fmean(got['commands']):.3f}")


if __name__ == "__main__":
    main()
