"""The front door under load (issue 13), for ``bench.run``: thousands of push-stream watchers,
slow-header clients, and a crowd of long polls — each run in its own processes beside the act
clients of ``bench.load``, on asyncio so one process holds thousands of sockets.

- ``watcher_process``: holds SSE streams (``GET …/stream``) and stamps, per stream, the first
  arrival of each game version (wall clock), so the run can say how long each act took to reach
  each of its game's watchers.
- ``slow_process``: keeps N connections sending a request head one byte every 2 s, opening a
  new one whenever the server cuts one off, and probes ``/healthz`` every 100 ms.
- ``long_polls``: N long polls at once on idle games; how each was answered, and when.
"""

from __future__ import annotations

import asyncio
import gc
import json
import re
import time

_VERSION = re.compile(rb'\ndata: [^\n]*?"version":(\d+)')  # an SSE data line's first version
CONNECTS_AT_ONCE = 200  # connections being opened at once (the server's accept backlog is 4096)


class _Watcher(asyncio.Protocol):
    """One stream: the first arrival of each game version it sees, stamped on the wall clock.

    Real watchers sit on other machines; here they share the server's two cores, so each costs
    as little as asyncio allows: no line splitting, one scan per read of the complete events in
    it (an SSE event ends with a blank line; a ``data:`` line holds ``"version":N``). The
    chunked framing around them never matches that pattern."""

    def __init__(self, game_id: str, path: str, state: dict, opened: asyncio.Future):
        self.game_id, self.path, self.state, self.opened = game_id, path, state, opened
        self.buffer = b""
        self.head = True
        self.last = 0

    def connection_made(self, transport):
        self.transport = transport
        transport.write(f"GET {self.path} HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n".encode())

    def data_received(self, data: bytes):
        buffer = self.buffer + data
        if self.head:
            if b"\r\n\r\n" not in buffer:
                self.buffer = buffer
                return
            head, _, buffer = buffer.partition(b"\r\n\r\n")
            self.head = False
            self.opened.set_result(head[9:12].decode())
        cut = buffer.rfind(b"\n\n")
        if cut < 0:
            self.buffer = buffer
            return
        self.buffer = buffer[cut + 2:]
        now = None
        for found in _VERSION.finditer(buffer, 0, cut):
            if (version := int(found[1])) > self.last:
                self.last = version
                now = now or time.time()
                self.state["arrivals"].setdefault((self.game_id, version), []).append(now)

    def connection_lost(self, error):
        if not self.opened.done():
            self.opened.set_exception(error or ConnectionResetError("closed before the head"))
        elif not self.state["stopping"]:
            self.state["closed_by_server"] += 1
        if self.opened.done() and not self.opened.exception() and self.opened.result() == "200":
            self.state["held"] -= 1


async def _watch(host, port, game_id, path, state, gate):
    """Open one stream and leave it to its protocol; count what happened."""
    loop = asyncio.get_running_loop()
    async with gate:
        opened = loop.create_future()
        try:
            transport, _ = await loop.create_connection(lambda: _Watcher(game_id, path, state, opened), host, port)
            status = await opened
        except (OSError, asyncio.IncompleteReadError) as error:
            state["failed"][type(error).__name__] = state["failed"].get(type(error).__name__, 0) + 1
            return None
    if status != "200":
        state["failed"][status] = state["failed"].get(status, 0) + 1
        transport.close()
        return None
    state["held"] += 1
    return transport


def watcher_process(host: str, port: int, streams: list[tuple[str, str]], ready, go, out) -> None:
    """Hold ``streams`` ((game id, path) each); report how many are held, then keep them until
    the stop time ``go`` sends; report the arrivals."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 20)

    async def main():
        state = {"held": 0, "failed": {}, "closed_by_server": 0, "arrivals": {}, "stopping": False}
        gate = asyncio.Semaphore(CONNECTS_AT_ONCE)
        opening = asyncio.gather(*(_watch(host, port, game_id, path, state, gate) for game_id, path in streams),
                                 return_exceptions=True)
        try:
            transports = await asyncio.wait_for(opening, timeout=120)
        except TimeoutError:  # the report says how many were held
            transports = []
        ready.put({"held": state["held"], "failed": dict(state["failed"])})
        stop_at = await asyncio.get_running_loop().run_in_executor(None, go.get)
        # ``go`` sends the stop time, or (stop time, {(game id, version): watchers}): a test stops
        # as soon as every delivery it waits for came (a loaded machine may take seconds), a
        # bench at its time.
        stop_at, expected = stop_at if isinstance(stop_at, tuple) else (stop_at, None)
        while time.time() < stop_at and (expected is None or not all_arrived(state, expected)):
            await asyncio.sleep(min(0.05, max(0.0, stop_at - time.time())))
        held_at_end = state["held"]
        state["stopping"] = True
        for transport in transports:
            if isinstance(transport, asyncio.BaseTransport):
                transport.close()
        await asyncio.sleep(0.1)
        return {"held_at_end": held_at_end, "failed": state["failed"], "closed_by_server": state["closed_by_server"],
                "arrivals": state["arrivals"]}

    out.put(asyncio.run(main()))


def all_arrived(state: dict, expected: dict) -> bool:
    """Whether each (game id, version) reached as many watchers as ``expected`` says."""
    return all(len(state["arrivals"].get(key, ())) >= count for key, count in expected.items())


def delivery(acts: list[tuple[str, int, float]], arrivals: dict, watchers_of: dict[str, int],
             within: float = 1.0) -> dict:
    """For each act on a watched game: the share of its game's watchers that had its version
    within ``within`` s of the act being sent."""
    per_act, latencies, pairs, pairs_in_time = [], [], 0, 0
    for game_id, version, sent in acts:
        watchers = watchers_of.get(game_id)
        if not watchers:
            continue
        got = [t - sent for t in arrivals.get((game_id, version), [])]
        in_time = sum(1 for d in got if d <= within)
        per_act.append(in_time / watchers)
        latencies.extend(got)
        pairs += watchers
        pairs_in_time += in_time
    latencies.sort()
    pick = lambda q: round(1000 * latencies[min(len(latencies) - 1, int(q / 100 * len(latencies)))], 1) if latencies else None  # noqa: E731
    return {"acts": len(per_act), "deliveries_expected": pairs, "delivered_within_1s": pairs_in_time,
            "share_within_1s": round(pairs_in_time / pairs, 4) if pairs else None,
            "acts_reaching_99pct_within_1s": round(sum(1 for s in per_act if s >= 0.99) / len(per_act), 4) if per_act else None,
            "latency_p50_ms": pick(50), "latency_p99_ms": pick(99), "latency_max_ms": pick(100)}


# -- slow clients ---------------------------------------------------------------------------------

async def _slow_client(host, port, state, stop_at):
    """A request head one byte every 2 s, for ever; a new connection whenever the server cuts one."""
    while time.time() < stop_at:
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError:
            state["errors"] += 1
            await asyncio.sleep(0.5)
            continue
        writer.write(b"GET /healthz HTTP/1.1\r\nHost: slow\r\n")
        state["opened"] += 1
        state["holding"] += 1
        answered = asyncio.ensure_future(reader.read(1024))  # done when the server answers or hangs up
        try:
            while time.time() < stop_at:
                done, _ = await asyncio.wait({answered}, timeout=min(2.0, max(0.0, stop_at - time.time())))
                if done:
                    state["cut_off"] += 1
                    break
                writer.write(b"X")
        except OSError:
            state["cut_off"] += 1
        finally:
            state["holding"] -= 1
            answered.cancel()
            writer.close()


async def _probe(host, port, latencies, stop_at):
    """GET /healthz every 100 ms on a keep-alive connection (a new one if it is closed)."""
    conn = None
    while time.time() < stop_at:
        started = time.perf_counter()
        try:
            if conn is None:
                conn = await asyncio.open_connection(host, port)
            reader, writer = conn
            writer.write(b"GET /healthz HTTP/1.1\r\nHost: probe\r\n\r\n")
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout=10)
            length = int(re.search(rb"(?i)content-length: *(\d+)", head)[1])
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - started)
        except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError, TypeError):
            latencies.append(float("inf"))
            conn = None
        await asyncio.sleep(0.1)


def slow_process(host: str, port: int, connections: int, window: tuple[float, float], out) -> None:
    """``connections`` slow clients from before the window to its end; /healthz probed in it."""

    async def main():
        state = {"opened": 0, "holding": 0, "cut_off": 0, "errors": 0}
        start, end = window
        latencies: list[float] = []
        clients = [asyncio.create_task(_slow_client(host, port, state, end)) for _ in range(connections)]
        await asyncio.sleep(max(2.0, start - time.time()))  # the slow connections open first
        held_at_start = state["holding"]
        await _probe(host, port, latencies, end)
        await asyncio.gather(*clients, return_exceptions=True)
        latencies.sort()
        finite = [x for x in latencies if x != float("inf")]
        return {"slow_connections": connections, "held_at_window_start": held_at_start,
                "opened": state["opened"], "cut_off_by_server": state["cut_off"], "errors": state["errors"],
                "healthz_probes": len(latencies), "healthz_failed": len(latencies) - len(finite),
                "healthz_p50_ms": round(1000 * finite[len(finite) // 2], 2) if finite else None,
                "healthz_p99_ms": round(1000 * finite[min(len(finite) - 1, int(0.99 * len(finite)))], 2) if finite else None,
                "healthz_max_ms": round(1000 * finite[-1], 2) if finite else None}

    out.put(asyncio.run(main()))


# -- long polls -----------------------------------------------------------------------------------

async def _long_poll(host, port, path, wait, results, gate):
    async with gate:
        reader, writer = await asyncio.open_connection(host, port)
    started = time.monotonic()
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
        head = await reader.readuntil(b"\r\n\r\n")
        length = int(re.search(rb"(?i)content-length: *(\d+)", head)[1])
        body = json.loads(await reader.readexactly(length))
        elapsed = time.monotonic() - started
        status = int(head[9:12])
        retry_after = re.search(rb"(?i)retry-after: *(\d+)", head)
        if status == 200 and body["events"]:
            results["moved"] += 1
        elif status == 200 and elapsed >= wait - 0.25:
            results["empty_after_the_wait"] += 1
        elif status == 200:
            results["empty_early"] += 1
        elif retry_after:
            results["told_when_to_retry"] += 1
            results.setdefault("first_refusal", {"status": status, "code": body.get("code"), "detail": body.get("detail")})
        else:
            results.setdefault("other", {}).setdefault(status, 0)
            results["other"][status] += 1
        results["elapsed"].append(elapsed)
    finally:
        writer.close()


def long_polls(host: str, port: int, paths: list[str], wait: float) -> dict:
    """Every path as a long poll at once (opened as fast as the gate lets them)."""

    async def main():
        results = {"polls": len(paths), "wait_s": wait, "moved": 0, "empty_after_the_wait": 0, "empty_early": 0,
                   "told_when_to_retry": 0, "elapsed": []}
        gate = asyncio.Semaphore(CONNECTS_AT_ONCE)
        outcomes = await asyncio.gather(*(_long_poll(host, port, p, wait, results, gate) for p in paths),
                                        return_exceptions=True)
        failures = [f"{type(o).__name__}: {o}" for o in outcomes if isinstance(o, BaseException)]
        elapsed = sorted(results.pop("elapsed"))
        results["failures"] = len(failures)
        if failures:
            results["first_failure"] = failures[0]
        results["elapsed_min_s"] = round(elapsed[0], 2) if elapsed else None
        results["elapsed_max_s"] = round(elapsed[-1], 2) if elapsed else None
        return results

    return asyncio.run(main())
