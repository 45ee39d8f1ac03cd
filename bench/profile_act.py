"""Where an act request's time goes: ``python -m bench.profile_act [--acts N] [--minimal] [--sort tottime]``.

One process, no gunicorn: the production app (``service.app.create_app``) behind Flask's test
client, against an embedded Redis, under cProfile, playing the same size-26 games the act
benchmark plays (same chooser, from the shadow board kept from each answer's events, one game
after another). ``--minimal`` sends ``Prefer: return=minimal``, as the ``act-minimal`` phase
does. Prints own time summed by area, the top functions and the per-act wall time with
and without the profiler.

Areas: a C built-in (msgspec, hiredis, socket calls, set/list methods …) is named by what it is
when that is unambiguous, otherwise it is charged to the area of its caller(s), split by the
time each caller spent in it; so is a stdlib function called straight from an area.
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import json
import os
import pstats
import subprocess
import tempfile
import time
from pathlib import Path

from bench.load import Shadow, _decode_minimal
from bench.run import RATE_LIMITS
from service.config import Settings
from service.running.redis_server import EmbeddedRedis

SLUG = "starshower"


def new_game(client, seed: int | None = None) -> tuple[str, dict[int, str], int]:
    """A 2-human-seat size-26 game: its id, the seat tokens, and who calls first."""
    created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"name": "a"}, {"name": "b"}],
                                                     "options": {"size": 26},
                                                     **({"seed": seed} if seed is not None else {})}).get_json()
    game_id = created["game_id"]
    first = client.get(f"/v1/{SLUG}/games/{game_id}").get_json()["to_act"][0]["seat"]
    return game_id, {s["seat"]: s["token"] for s in created["seats"]}, first


def play(client, acts: int, seed: int = 0, minimal: bool = False, game_seeds=None) -> int:
    """Play as the bench's act clients do: choose from a shadow board kept from the events
    (``bench.load.Shadow``); ``minimal``: send ``Prefer: return=minimal``; ``game_seeds``: an
    iterator of the games' seeds (None: each game's own random seed)."""
    import random

    rng, done = random.Random(seed), 0
    prefer = {"Prefer": "return=minimal"} if minimal else {}
    while done < acts:
        game_id, tokens, seat = new_game(client, next(game_seeds) if game_seeds is not None else None)
        shadow, action = Shadow(26, 2, seat), {"type": "call", "side": "heads"}
        while done < acts:
            r = client.post(f"/v1/{SLUG}/games/{game_id}/actions", data=json.dumps(action),
                            content_type="application/json",
                            headers={"Authorization": f"Bearer {tokens[seat]}", **prefer})
            assert r.status_code == 200, r.data[:300]
            done += 1
            shadow.apply(_decode_minimal(r.data).events)
            if shadow.over:
                break
            seat, action = shadow.seat, shadow.choose(rng)
    return done


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.profile_act", description=__doc__)
    parser.add_argument("--acts", type=int, default=3000)
    parser.add_argument("--sort", default="tottime")
    parser.add_argument("--minimal", action="store_true", help="Prefer: return=minimal, choose from the shadow board")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--stats", help="also write the profile to this file (pstats), to compare two versions")
    parser.add_argument("--callgrind", action="store_true",
                        help="under valgrind --tool=callgrind --instr-atstart=no: count the instructions of "
                             "the measured acts only (the process turns its own instrumentation on and off)")
    parser.add_argument("--plain", action="store_true",
                        help="no profiled pass: for counting instructions under valgrind --tool=callgrind "
                             "(two runs of different --acts; the difference per act is the act's cost)")
    parser.add_argument("--seeded", action="store_true",
                        help="games seeded 1, 2, …: two versions play the very same acts (instruction counts "
                             "then agree to ~0.1 %%, against ±1-2 %% with each game's own random seed)")
    args = parser.parse_args(argv)
    seeds = itertools.count(1) if args.seeded else None
    with tempfile.TemporaryDirectory(prefix="starport-profile-") as tmp:
        embedded = EmbeddedRedis(Path(tmp) / "redis").start()
        try:
            from service.app import create_app

            # The limits run as in the act bench (bench.run.RATE_LIMITS: on, set past what its one
            # client needs), so their cost is in the profile.
            os.environ.update(RATE_LIMITS)
            app = create_app(Settings.from_env(redis_url=embedded.url, queue_name="starport-profile"))
            client = app.test_client()
            play(client, 200, minimal=args.minimal, game_seeds=seeds)  # warm
            counting(args.callgrind, "on")
            t0, c0 = time.perf_counter(), time.process_time()
            n = play(client, args.acts, seed=1, minimal=args.minimal, game_seeds=seeds)
            plain, cpu = (time.perf_counter() - t0) / n, (time.process_time() - c0) / n
            counting(args.callgrind, "off")
            if args.plain:
                print(f"{n} acts: {plain * 1000:.3f} ms/act, {cpu * 1000:.3f} ms of CPU")
                return
            profiler = cProfile.Profile()
            t0 = time.perf_counter()
            profiler.enable()
            n = play(client, args.acts, seed=1, minimal=args.minimal, game_seeds=seeds)
            profiler.disable()
            profiled = (time.perf_counter() - t0) / n
        finally:
            embedded.stop()
    print(f"{n} acts{' (Prefer: return=minimal)' if args.minimal else ''}: {plain * 1000:.3f} ms/act without the profiler "
          f"({cpu * 1000:.3f} ms of this process's CPU), {profiled * 1000:.3f} ms/act with it (test client + chooser included)")
    if args.stats:
        profiler.dump_stats(args.stats)
    print_areas(profiler, n)
    stats = pstats.Stats(profiler)
    stats.sort_stats(args.sort).print_stats(args.top)


def counting(on: bool, state: str) -> None:
    """Turn callgrind's instrumentation of this very process on or off (``callgrind_control`` is
    not traced itself): its count is then the measured acts', with no start-up in it."""
    if on:
        subprocess.run(["callgrind_control", f"--instr={state}", str(os.getpid())], check=True,
                       stdout=subprocess.DEVNULL)


SOCKET = ("<method 'sendall' of '_socket.socket' objects>", "<method 'recv' of '_socket.socket' objects>",
          "<method 'recv_into' of '_socket.socket' objects>")
OTHER = "other (stdlib, builtins not charged to a caller)"
CLIENT = "bench client (test client, chooser, response decode)"


def area(filename: str, name: str) -> str:
    """A coarse owner for a profiled function, to sum own time by (OTHER: charge to the caller)."""
    if "bench/" in filename or "werkzeug/test" in filename or "flask/testing" in filename:
        return CLIENT
    if "msgspec.msgpack" in name:
        return "state (de)serialise (msgspec MessagePack <-> Structs, C)"
    if name in SOCKET:
        return "Redis socket send/recv (wall: includes waiting for Redis)"
    if "hiredis" in name or "/redis/" in filename:
        return "redis-py (pool, command packing, hiredis reply parsing)"
    if "engines/starshower/views" in filename:
        return "engine view() (a dict per star/line/point)"
    if "engines/" in filename:
        return "engine rules + Board index"
    if any(k in filename for k in ("marshmallow", "webargs", "flask_smorest", "apispec")):
        return "webargs/marshmallow/flask-smorest"
    if "werkzeug" in filename or "/flask/" in filename:
        return "Flask/Werkzeug"
    if "service/" in filename:
        return "service code"
    return OTHER


def _charged(key, stats) -> dict[str, float]:
    """Own time of one function by area: its own area, or else split over its callers' areas."""
    (filename, _line, name), (_cc, _nc, own, _cum, callers) = key, stats[key]
    mine = area(filename, name)
    if "msgspec.json" in name:  # request/response/event JSON on the server, or the bench decoding
        mine = OTHER
    if mine != OTHER or not callers or own <= 0:
        return {mine: own}
    edges = {caller: (edge[2] if isinstance(edge, tuple) else 0.0) for caller, edge in callers.items()}
    spent = sum(edges.values())
    out: dict[str, float] = {}
    for (cfile, _cline, cname), t in edges.items():
        owner = area(cfile, cname)
        if "msgspec.json" in name and owner != CLIENT:
            owner = "msgspec JSON (request body, response, events; C)"
        share = own * (t / spent if spent else 1 / len(edges))
        out[owner] = out.get(owner, 0.0) + share
    return out


def print_areas(profiler: cProfile.Profile, n: int) -> None:
    stats = pstats.Stats(profiler).stats
    totals: dict[str, float] = {}
    for key in stats:
        for owner, own in _charged(key, stats).items():
            totals[owner] = totals.get(owner, 0.0) + own
    whole = sum(totals.values())
    print("\nown time by area (profiled, so inflated; compare shares):")
    for key, own in sorted(totals.items(), key=lambda kv: -kv[1]):
        print(f"  {own * 1000 / n:7.3f} ms/act {own / whole:6.1%}  {key}")
    print()


if __name__ == "__main__":
    main()
