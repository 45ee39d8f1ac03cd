"""The act's throughput with 100 chatting spectators per game against none, in one run (issue 48):
``python -m bench.chat [--games 4] [--spectators 100] [--pace 5] [--window 20] [--rounds 3]``.

One embedded Redis and the API as the image runs it (gunicorn, its gevent workers, limits on but
raised as ``bench.run`` raises them). ``--games`` size-26 Starshower games, each played as fast as
it answers by one act client (a thread of the act process, both seats, ``Prefer:
return=minimal``, choosing from ``bench.load.Shadow``); a game that ends is replaced by a new one
and its spectators move to it. Windows take turns, ``--rounds`` of each kind, each ``--window`` s:

- ``none``: no spectator: the acts alone;
- ``watch``: the spectators below with their streams open, silent (what watching alone costs);
- ``chat``: ``--spectators`` players per game (their own keys, no seat), each with the game's
  SSE stream open (so it receives the game's events and its room's lines) and saying a new line
  every ``--pace`` s (staggered; within the flood rule of 5 lines in 10 s), over a keep-alive
  connection of its own. The spectators are coroutines of one asyncio process: streams are read
  and counted (``event: chat``), not parsed.

The first ``--settle`` s of each window are not measured (streams opening, or closing). Printed per
window and per kind: acts/s (all act clients), the act's p50 and p99 (ms, as the act client saw
it), and for the others the streams opened (a game that ends sends its spectators to the next),
the lines said and refused, and the chat events the streams received.
"""

from __future__ import annotations

import argparse
import asyncio
from collections import Counter
import json
import multiprocessing as mp
import os
import random
import statistics
import tempfile
import threading
import time
from pathlib import Path

from bench.load import SLUG, Shadow, Wire, _act_request, _decode_minimal, create_game
from bench.run import RATE_LIMITS, free_port, serve, stop, wait_ready
from service.run import API_COMMAND
from service.running.redis_server import EmbeddedRedis

ROOT = Path(__file__).resolve().parent.parent


# -- the act process: one thread per game slot --------------------------------------------------

def act_process(port: int, slots: int, current, stop_at: float, out) -> None:
    """Play ``slots`` games until ``stop_at`` (wall clock); every act's (end time, latency) to ``out``."""
    found: list[list[tuple[float, float]]] = [[] for _ in range(slots)]

    def play(slot: int) -> None:
        wire, rng = Wire("127.0.0.1", port), random.Random(slot)
        game = current[slot]
        while time.time() < stop_at:
            shadow, seat = Shadow(26, 2, game["first"]), game["first"]
            action = {"type": "call", "side": "heads"}
            while time.time() < stop_at:
                t0 = time.perf_counter()
                wire.send(_act_request(game, seat, action, {"Prefer": "return=minimal"}))
                while (response := wire.receive()) is None:
                    pass
                took = time.perf_counter() - t0
                if response.status != 200:
                    raise RuntimeError(f"act answered {response.status}: {response.body[:300]!r}")
                found[slot].append((time.time(), took))
                shadow.apply(_decode_minimal(response.body).events)
                if shadow.over:
                    break
                seat, action = shadow.seat, shadow.choose(rng)
            if shadow.over:
                game = create_game(wire)
                current[slot] = game  # its spectators move to it

    threads = [threading.Thread(target=play, args=(slot,)) for slot in range(slots)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    out.put([act for acts in found for act in acts])


# -- the spectators' process: asyncio ----------------------------------------------------------

async def _call(reader, writer, method: str, path: str, body: bytes, headers: dict) -> tuple[int, bytes]:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", f"Content-Length: {len(body)}",
             *(f"{k}: {v}" for k, v in headers.items())]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head[9:12])
    length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
    return status, await reader.readexactly(length)


async def _stream(port: int, slug: str, game_id: str, key: str, counts: dict) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET /v1/{slug}/games/{game_id}/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     f"Accept: text/event-stream\r\nAuthorization: Bearer {key}\r\n\r\n".encode())
        tail = b""
        while chunk := await reader.read(65536):
            data = tail + chunk
            counts["chat_events"] += data.count(b"event: chat\n")
            tail = data[-16:]
            counts["chat_events"] -= tail.count(b"event: chat\n")  # counted again with the next chunk
    finally:
        writer.close()


async def _spectator(port: int, slot: int, index: int, key: str, games: list, pace: float,
                     chatting: asyncio.Event, talking: dict, stopping: asyncio.Event, counts: Counter) -> None:
    """While ``chatting``: the stream of its slot's game open (it follows the slot to its next
    game), and a line every ``pace`` s on a schedule of its own, whatever game it is in."""
    said, next_at = 0, 0.0
    while not stopping.is_set():
        await chatting.wait()
        if stopping.is_set():
            return
        if next_at < time.monotonic():
            next_at = time.monotonic() + pace * random.random()  # staggered
        game_id = games[slot]
        stream = asyncio.ensure_future(_stream(port, SLUG, game_id, key, counts))
        counts["streams opened"] += 1
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            while chatting.is_set() and not stopping.is_set() and games[slot] == game_id:
                if time.monotonic() >= next_at:
                    next_at += pace
                    if not talking["on"]:
                        await asyncio.sleep(0.1)
                        continue
                    said += 1
                    body = json.dumps({"text": f"spectator {index} says line {said}, go on"}).encode()
                    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {key}"}
                    try:
                        status, _ = await _call(reader, writer, "POST", f"/v1/{SLUG}/games/{game_id}/chat", body,
                                                headers)
                    except (ConnectionError, asyncio.IncompleteReadError):  # the server closed an idle keep-alive
                        writer.close()
                        reader, writer = await asyncio.open_connection("127.0.0.1", port)
                        counts["reconnected"] += 1
                        status, _ = await _call(reader, writer, "POST", f"/v1/{SLUG}/games/{game_id}/chat", body,
                                                headers)
                    counts["said" if status == 201 else f"refused {status}"] += 1
                await asyncio.sleep(0.1)
        finally:
            stream.cancel()
            writer.close()


def spectators_process(port: int, keys: list[list[str]], current, pace: float, chat_on, talk_on, all_done,
                       out) -> None:
    async def main() -> None:
        chatting, stopping, talking = asyncio.Event(), asyncio.Event(), {"on": False}
        counts: Counter = Counter()
        games = [game["game_id"] for game in current]
        tasks = [asyncio.ensure_future(_spectator(port, slot, i, key, games, pace, chatting, talking, stopping, counts))
                 for slot, slot_keys in enumerate(keys) for i, key in enumerate(slot_keys)]
        windows, was = [], (False, False)
        while not all_done.is_set():
            games[:] = [game["game_id"] for game in current]  # one look at the act process's games
            now = (chat_on.is_set(), talk_on.is_set())
            if now != was:  # a window ends: its counts, if it had spectators
                if was[0]:
                    windows.append(dict(counts))
                counts.clear()
                was = now
            talking["on"] = now[1]
            (chatting.set if now[0] else chatting.clear)()
            await asyncio.sleep(0.1)
        stopping.set()
        chatting.set()
        await asyncio.wait(tasks, timeout=10)
        out.put(windows)

    asyncio.run(main())


# -- the run ------------------------------------------------------------------------------------

def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.chat", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--spectators", type=int, default=100, help="chatting spectators per game")
    parser.add_argument("--pace", type=float, default=5.0, help="seconds between a spectator's lines")
    parser.add_argument("--window", type=float, default=20.0)
    parser.add_argument("--settle", type=float, default=4.0, help="unmeasured start of each window")
    parser.add_argument("--rounds", type=int, default=3, help="windows of each kind, alternating")
    args = parser.parse_args(argv)
    if args.pace < 2.0:
        parser.error("--pace below 2 s breaks the flood rule (5 lines in 10 s)")
    with tempfile.TemporaryDirectory(prefix="starport-bench-chat-") as tmp:
        tmp = Path(tmp)
        embedded = EmbeddedRedis(tmp / "redis").start()
        port = free_port()
        env = {**os.environ, "REDIS_URL": embedded.url, "STARPORT_BIND": f"127.0.0.1:{port}",
               "STARPORT_ACCESS_LOG": "0", "STARPORT_QUEUE": "starport-bench-chat", **RATE_LIMITS,
               "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        api = serve(API_COMMAND, env, tmp / "api.log")
        try:
            wait_ready(port, "/healthz", api)
            wire = Wire("127.0.0.1", port)
            manager = mp.Manager()
            current = manager.list([create_game(wire) for _ in range(args.games)])
            keys = [[json.loads(wire.call("POST", "/v1/players", json.dumps({"name": f"s{g}-{i}"}).encode(),
                                          {"Content-Type": "application/json"}).body)["key"]
                     for i in range(args.spectators)] for g in range(args.games)]
            kinds = [kind for _ in range(args.rounds) for kind in ("none", "watch", "chat")]
            start = time.time() + 1.0
            stop_at = start + len(kinds) * args.window
            acts_out, chat_out = mp.Queue(), mp.Queue()
            chat_on, talk_on, all_done = mp.Event(), mp.Event(), mp.Event()
            actor = mp.Process(target=act_process, args=(port, args.games, current, stop_at, acts_out))
            talkers = mp.Process(target=spectators_process,
                                 args=(port, keys, current, args.pace, chat_on, talk_on, all_done, chat_out))
            actor.start()
            talkers.start()
            print(f"{args.games} games, {args.spectators} spectators each, a line every {args.pace:g} s each; "
                  f"{len(kinds)} windows of {args.window:g} s; load average {os.getloadavg()[0]:.1f}", flush=True)
            windows = []
            for n, kind in enumerate(kinds):
                begins = start + n * args.window
                time.sleep(max(0.0, begins - time.time()))
                (talk_on.set if kind == "chat" else talk_on.clear)()
                (chat_on.set if kind != "none" else chat_on.clear)()
                windows.append((kind, begins + args.settle, begins + args.window))
            time.sleep(max(0.0, stop_at - time.time()))
            chat_on.clear()
            talk_on.clear()
            acts = acts_out.get(timeout=120)
            actor.join()
            time.sleep(0.5)
            all_done.set()
            chat_windows = chat_out.get(timeout=60)
            talkers.join()
        finally:
            stop(api)
            embedded.stop()
    by_kind: dict[str, list[float]] = {"none": [], "watch": [], "chat": []}
    seconds = {"none": 0.0, "watch": 0.0, "chat": 0.0}
    chat_n = 0
    for kind, begins, ends in windows:
        took = [t for at, t in acts if begins <= at < ends]
        by_kind[kind] += took
        seconds[kind] += ends - begins
        ms = [t * 1000 for t in took]
        extra = ""
        if kind != "none" and chat_n < len(chat_windows):
            extra = "  " + ", ".join(f"{k} {v}" for k, v in sorted(chat_windows[chat_n].items()))
            chat_n += 1
        print(f"{kind:5} window: {len(took) / (ends - begins):7.1f} acts/s, p50 {pct(ms, 0.5):6.2f} ms, "
              f"p99 {pct(ms, 0.99):6.2f} ms{extra}")
    for kind, took in by_kind.items():
        ms = [t * 1000 for t in took]
        print(f"{kind:5} all:    {len(took) / seconds[kind]:7.1f} acts/s, p50 {pct(ms, 0.5):6.2f} ms, "
              f"p99 {pct(ms, 0.99):6.2f} ms, mean {statistics.fmean(ms):6.2f} ms ({len(took)} acts)")
    print(f"load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
