"""Where an act request's time goes: ``python -m bench.profile_act [--acts N] [--sort tottime]``.

One process, no gunicorn: the production app (``service.app.create_app``) behind Flask's test
client, against an embedded Redis, under cProfile, playing the same size-26 games the act
benchmark plays (same chooser, one game after another). Prints the top functions and the
per-act wall time with and without the profiler.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import tempfile
import time
from pathlib import Path

from bench.load import _chooser, _decode_acted
from service.config import Settings
from service.redis_server import EmbeddedRedis

SLUG = "starshower"


def play(client, acts: int, seed: int = 0) -> int:
    import random

    choose = _chooser(random.Random(seed))
    done = 0
    while done < acts:
        created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"name": "a"}, {"name": "b"}],
                                                         "options": {"size": 26}}).get_json()
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        game_id = created["game_id"]
        seat = client.get(f"/v1/{SLUG}/games/{game_id}").get_json()["to_act"][0]["seat"]
        action = {"type": "call", "side": "heads"}
        while done < acts:
            r = client.post(f"/v1/{SLUG}/games/{game_id}/actions", data=json.dumps(action),
                            content_type="application/json", headers={"Authorization": f"Bearer {tokens[seat]}"})
            assert r.status_code == 200, r.data[:300]
            done += 1
            acted = _decode_acted(r.data)
            if acted.view.status == "finished":
                break
            seat, action = acted.view.state.turn.seat, choose(acted)
    return done


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.profile_act", description=__doc__)
    parser.add_argument("--acts", type=int, default=3000)
    parser.add_argument("--sort", default="tottime")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="starport-profile-") as tmp:
        embedded = EmbeddedRedis(Path(tmp) / "redis").start()
        try:
            from service.app import create_app

            app = create_app(Settings.from_env(redis_url=embedded.url, queue_name="starport-profile"))
            client = app.test_client()
            play(client, 200)  # warm
            t0 = time.perf_counter()
            n = play(client, args.acts, seed=1)
            plain = (time.perf_counter() - t0) / n
            profiler = cProfile.Profile()
            t0 = time.perf_counter()
            profiler.enable()
            n = play(client, args.acts, seed=1)
            profiler.disable()
            profiled = (time.perf_counter() - t0) / n
        finally:
            embedded.stop()
    print(f"{n} acts: {plain * 1000:.3f} ms/act without the profiler, {profiled * 1000:.3f} ms/act with it "
          "(test client + chooser included)")
    print_areas(profiler, n)
    stats = pstats.Stats(profiler)
    stats.sort_stats(args.sort).print_stats(args.top)


def area(filename: str, name: str) -> str:
    """A coarse owner for a profiled function, to sum own time by."""
    if "bench/" in filename or "werkzeug/test" in filename or "flask/testing" in filename \
            or name == "<method 'decode' of 'msgspec.json.Decoder' objects>":
        return "bench client (test client, chooser, response decode)"
    if "engines/starshower/views" in filename:
        return "engine view() (dicts per star/line/point)"
    if name == "<built-in method msgspec._core.json_decode>":
        return "state decode (msgspec json -> Structs)"
    if name == "<built-in method msgspec._core.json_encode>":
        return "msgspec encode (state, response)"
    if "engines/" in filename:
        return "engine rules + Board index"
    if name in ("<method 'sendall' of '_socket.socket' objects>", "<method 'recv' of '_socket.socket' objects>"):
        return "Redis socket send/recv (wall: includes waiting for Redis)"
    if "/redis/" in filename:
        return "redis-py (pure-Python RESP parser, packing)"
    if any(k in filename for k in ("marshmallow", "webargs", "flask_smorest", "apispec")):
        return "webargs/marshmallow/flask-smorest"
    if "werkzeug" in filename or "/flask/" in filename:
        return "Flask/Werkzeug"
    if "service/" in filename:
        return "service code"
    return "other (stdlib json, copy, builtins …)"


def print_areas(profiler: cProfile.Profile, n: int) -> None:
    totals: dict[str, float] = {}
    for (filename, _line, name), (_cc, _nc, own, _cum, _callers) in pstats.Stats(profiler).stats.items():
        key = area(filename, name)
        totals[key] = totals.get(key, 0.0) + own
    whole = sum(totals.values())
    print("\nown time by area (profiled, so inflated; compare shares):")
    for key, own in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"  {own * 1000 / n:7.3f} ms/act {own / whole:6.1%}  {key}")
    print()


if __name__ == "__main__":
    main()
