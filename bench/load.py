"""The load generator: N keep-alive HTTP clients split over P processes.

Each client has its own keep-alive connection and one request in flight; the clients of a
process share one thread and one selector (see ``run_clients``), and the processes
(``multiprocessing``, spawn) spread them over the cores. Every client loops as fast as the
server answers (a closed loop, no think time); only requests that *complete* inside the
measured window count, and each is timed from just before the request is written to the moment
its last byte is read (client-side choosing and JSON decoding are outside the timing).

Three workloads:

- ``floor``: ``POST /floor/<client>`` with a small JSON body and a bearer header, like an act.
- ``act``: each client owns 2-human-seat Starshower games (created by the parent, outside the
  window) and plays them: ``call``, then a ``star`` or ``black_star`` on a random open point
  (black stars connect to the nearest black star in each direction with probability ½, so lines
  close points and kill stars as in real play). Never a GET in the loop. A finished game
  switches to the next pre-created one; if none is left the client creates one (not counted as
  an act, but it stalls the other clients of the process meanwhile, so the parent makes enough
  beforehand). Each answer carries the seat's new view, which the client reads whole but does
  not decode: it chooses from a shadow board kept from the answer's events (``flip`` → whose
  turn and phase, ``star_drawn`` → a taken point / a black star, ``black_line`` → closed points,
  ``game_over``). ``python -m bench.load --check`` plays games choosing from the view and
  asserts the shadow board equals it after every act.
- ``act-minimal``: the same, on fresh games, but every act sends ``Prefer: return=minimal`` and
  gets ``{"version", "events"}`` back, no view.
"""

from __future__ import annotations

import gc
import json
import random
import selectors
import socket
import time
from dataclasses import dataclass, field
from functools import partial

import msgspec

SLUG = "starshower"


# The parts of an act answer's view that ``--check`` compares with the shadow board; msgspec
# skips the rest fast. Points decode straight to hashable tuples, and stars are not tracked by
# the collector.
class _Star(msgspec.Struct, gc=False):
    point: tuple[int, int]
    owner: int | None


class _Turn(msgspec.Struct):
    seat: int
    phase: str


class _State(msgspec.Struct):
    size: int
    turn: _Turn | None
    stars: list[_Star]
    closed: list[tuple[int, int]]


class _View(msgspec.Struct):
    status: str
    state: _State


class _Acted(msgspec.Struct):
    version: int
    view: _View


_decode_acted = msgspec.json.Decoder(_Acted).decode


@dataclass
class ClientResult:
    latencies: list[float] = field(default_factory=list)  # seconds, requests completed in the window
    bytes_in: int = 0
    errors: dict = field(default_factory=dict)  # status -> count, in the window
    games_finished: int = 0
    games_created_in_window: int = 0
    stars_at_end: int = 0  # of the game being played when the window closed
    # (game id, version reached, wall time the act was sent) per act in the window, for workloads
    # whose watchers' delivery is measured (act-watched)
    acts: list = field(default_factory=list)


_POINTS: dict[int, frozenset] = {}  # size -> every (x, y) of the grid


def _choose(rng: random.Random, size: int, phase: str, taken: set, blacks) -> dict:
    """The next action of the seat to act. ``taken``: (x, y) of every star and closed point;
    ``blacks``: the points of black stars. Shared by both act workloads (same rng use)."""
    if phase == "call":
        return {"type": "call", "side": "heads" if rng.random() < 0.5 else "tails"}
    while True:  # open points are plentiful until the very end; fall back to a scan
        if len(taken) > size * size * 0.9:
            points = _POINTS.get(size) or _POINTS.setdefault(size, frozenset(
                (x, y) for x in range(size) for y in range(size)))
            p = rng.choice(tuple(points - taken))  # the set keeps its hashes: no point is rehashed
            break
        p = (rng.randrange(size), rng.randrange(size))
        if p not in taken:
            break
    if phase == "star":
        return {"type": "star", "point": list(p)}
    px, py = p
    in_line = [q for q in blacks if q[0] == px or q[1] == py]  # the only ones a line can reach
    connect = []
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        best = None
        for q in in_line:
            ox, oy = q[0] - px, q[1] - py
            steps = ox * dx + oy * dy  # distance along the direction
            if steps > 0 and (ox == dx * steps and oy == dy * steps) and (best is None or steps < best[0]):
                best = (steps, q)
        if best is not None and rng.random() < 0.5:
            connect.append(list(best[1]))
    return {"type": "black_star", "point": list(p), "connect": connect}


def _view_board(state: _State) -> tuple[set, list]:
    taken = {s.point for s in state.stars}
    taken.update(state.closed)
    return taken, [s.point for s in state.stars if s.owner is None]


def _chooser(rng: random.Random):
    """Choose from the view in an act response (``--check`` plays with it beside the shadow)."""
    def choose(acted: _Acted) -> dict:
        state = acted.view.state
        taken, blacks = _view_board(state)
        return _choose(rng, state.size, state.turn.phase, taken, blacks)
    return choose


# -- act-minimal: the board kept from the events alone ------------------------------------------

class _Event(msgspec.Struct):
    type: str
    seat: int | None = None
    star: str | None = None  # flip: good | black; star_drawn: good | black
    point: list[int] | None = None
    closed: list[list[int]] | None = None


class _Minimal(msgspec.Struct):
    version: int
    events: list[_Event]


_decode_minimal = msgspec.json.Decoder(_Minimal).decode


class Shadow:
    """One game's board as far as the chooser needs it, kept from the act events."""

    __slots__ = ("size", "players", "seat", "phase", "taken", "blacks", "stars", "over")

    def __init__(self, size: int, players: int, first: int):
        self.size, self.players, self.seat, self.phase = size, players, first, "call"
        self.taken: set = set()
        self.blacks: list = []
        self.stars = 0
        self.over = False

    def apply(self, events: list[_Event]) -> None:
        drew = False
        for e in events:
            kind = e.type
            if kind == "flip":
                self.seat, self.phase = e.seat, "star" if e.star == "good" else "black_star"
            elif kind == "star_drawn":
                self.taken.add((e.point[0], e.point[1]))
                self.stars += 1
                if e.star == "black":
                    self.blacks.append(e.point)
                drew = True
            elif kind == "black_line":
                self.taken.update((q[0], q[1]) for q in e.closed)
            elif kind == "game_over":
                self.over = True
            # group_formed and black_line_refused change nothing the chooser reads
        if drew and not self.over:
            self.seat, self.phase = (self.seat + 1) % self.players, "call"

    def choose(self, rng: random.Random) -> dict:
        return _choose(rng, self.size, self.phase, self.taken, self.blacks)


# -- the client processes: one event loop each ----------------------------------------------------
#
# Each process serves its clients from one thread: keep-alive sockets under one selector, read
# only when it says they are readable, one request in flight per client. A thread per client would make the clients of a
# process take turns at its GIL; every hand-over costs CPU on the two cores the server uses too,
# and costs more the more Python work a client does per answer (the act client then decoded
# ~13 kB views), so it fell unevenly on the phases being compared.

class HTTPError(RuntimeError):
    pass


def http_request(method: str, path: str, body: bytes, headers: dict) -> bytes:
    """One HTTP/1.1 request as bytes (keep-alive is HTTP/1.1's default)."""
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", f"Content-Length: {len(body)}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class Response:
    __slots__ = ("status", "headers", "body")

    def __init__(self, status: int, headers: dict[str, str], body: bytes):
        self.status, self.headers, self.body = status, headers, body


class Wire:
    """One keep-alive connection: a request out, its whole response in. The clients' event loop
    drives ``send`` and ``receive``; setup outside the window uses ``call``."""

    __slots__ = ("host", "port", "sock", "buffer", "head", "length", "request", "sent_at")

    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.sock = self._connect()
        self.buffer = bytearray()
        self.head = self.length = None
        self.request = b""
        self.sent_at = 0.0

    def _connect(self) -> socket.socket:
        sock = socket.create_connection((self.host, self.port), timeout=60)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return sock

    def send(self, request: bytes) -> None:
        self.request = request
        self.buffer.clear()
        self.head = self.length = None
        self.sent_at = time.perf_counter()
        self.sock.sendall(request)

    def receive(self) -> Response | None:
        """Read what the socket has (it is readable); the response once it is whole."""
        chunk = self.sock.recv(65536)
        if not chunk:
            if self.buffer:
                raise HTTPError("the server closed the connection mid-response")
            # The server closed an idle keep-alive connection: reconnect, send again.
            self.sock.close()
            self.sock = self._connect()
            self.send(self.request)
            return None
        buffer = self.buffer
        buffer += chunk
        if self.head is None:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                return None
            status_line, *lines = bytes(buffer[:end]).decode("latin-1").split("\r\n")
            headers = {}
            for line in lines:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            if "content-length" not in headers:
                raise HTTPError(f"no Content-Length in {status_line!r}")
            self.head = (int(status_line.split(" ", 2)[1]), headers)
            self.length = end + 4 + int(headers["content-length"])
        if len(buffer) < self.length:
            return None
        if len(buffer) > self.length:
            raise HTTPError("bytes after the response, but only one request was in flight")
        status, headers = self.head
        return Response(status, headers, bytes(buffer[self.length - int(headers["content-length"]):]))

    def call(self, method: str, path: str, body: bytes = b"", headers: dict | None = None) -> Response:
        """One request and its whole response, waiting for it."""
        self.send(http_request(method, path, body, headers or {}))
        while (response := self.receive()) is None:
            pass
        return response

    def close(self) -> None:
        self.sock.close()


def _floor_requests(index: int, result: ClientResult, games: list[dict], new_game):
    """``floor``: the same small request over and over."""
    request = http_request("POST", f"/floor/c{index}", b'{"type": "call", "side": "heads"}',
                           {"Content-Type": "application/json", "Authorization": "Bearer " + "x" * 43})
    while True:
        yield request


def create_game(wire: Wire) -> dict:
    """A 2-human-seat size-26 game and who calls first (one GET, never inside the act loop)."""
    body = json.dumps({"seats": [{"name": "a"}, {"name": "b"}], "options": {"size": 26}}).encode()
    response = wire.call("POST", f"/v1/{SLUG}/games", body, {"Content-Type": "application/json"})
    if response.status != 201:
        raise RuntimeError(f"create answered {response.status}: {response.body[:300]!r}")
    created = json.loads(response.body)
    game_id = created["game_id"]
    response = wire.call("GET", f"/v1/{SLUG}/games/{game_id}")
    if response.status != 200:
        raise RuntimeError(f"view answered {response.status}: {response.body[:300]!r}")
    first = json.loads(response.body)["to_act"][0]["seat"]
    return {"game_id": game_id, "first": first, "size": 26, "players": 2,
            "tokens": {s["seat"]: s["token"] for s in created["seats"]}}


def _act_request(game: dict, seat: int, action: dict, extra: dict | None = None) -> bytes:
    headers = {"Content-Type": "application/json", "Authorization": "Bearer " + game["tokens"][seat], **(extra or {})}
    return http_request("POST", f"/v1/{SLUG}/games/{game['game_id']}/actions", json.dumps(action).encode(), headers)


def _answered(response: Response, action: dict) -> bytes:
    if response.status != 200:
        raise RuntimeError(f"act {action} answered {response.status}: {response.body[:300]!r}")
    return response.body


def _play(index: int, result: ClientResult, games: list[dict], new_game, minimal: bool, record: bool = False):
    """Play the client's games, choosing from a shadow board kept from each answer's events.
    ``minimal``: send ``Prefer: return=minimal``; else the answer carries the view too, which the
    client reads whole but does not decode: choosing from the view costs the client ~55 µs more
    per act (decode ~45, board ~25 vs ~15 for the events alone) on the cores the server uses,
    and the choice is the same (``--check``: the shadow equals the view after every act)."""
    rng = random.Random(index)
    games = list(games)
    prefer = {"Prefer": "return=minimal"} if minimal else None
    checked = False
    shadow = None
    try:
        while True:
            game = games.pop() if games else new_game()
            shadow = Shadow(game["size"], game["players"], game["first"])
            seat, action = game["first"], {"type": "call", "side": "heads"}
            while True:
                sent = time.time()
                response = yield _act_request(game, seat, action, prefer)
                raw = _answered(response, action)
                if not checked:  # once per client: the answer is the one this phase measures
                    applied = response.headers.get("preference-applied")
                    if minimal and (applied != "return=minimal" or b'"view"' in raw):
                        raise RuntimeError(f"Prefer: return=minimal not applied (Preference-Applied: {applied!r})")
                    if not minimal and (applied is not None or b'"view"' not in raw):
                        raise RuntimeError("the act answer has no view")
                    checked = True
                acted = _decode_minimal(raw)
                shadow.apply(acted.events)
                if record:
                    result.acts.append((game["game_id"], acted.version, sent))
                if shadow.over:
                    result.games_finished += 1
                    break
                seat, action = shadow.seat, shadow.choose(rng)
    finally:
        if shadow is not None:
            result.stars_at_end = shadow.stars


# act answers with the seat's new view (the wire contract's default); act-minimal sends
# Prefer: return=minimal and gets the version and events only.
WORKLOADS = {"floor": _floor_requests, "act": partial(_play, minimal=False),
             "act-minimal": partial(_play, minimal=True),
             "act-watched": partial(_play, minimal=False, record=True)}  # act, its games watched


def run_clients(kind: str, host: str, port: int, indexes: list[int], games: dict,
                window: tuple[float, float], wires: dict[int, Wire] | None = None) -> dict[int, ClientResult]:
    """Drive the clients ``indexes`` from this thread until ``window`` closes.

    A client's request is timed from just before it is written to the moment its last byte is
    read; answers that arrive together are all stamped before any of them is decoded. Only
    requests completing inside the window count. A client stops at its first answer after the
    window, or at a failure, which is reported in its ``errors["exception"]``.
    """
    start, end = window
    results = {i: ClientResult() for i in indexes}
    wires = wires or {i: Wire(host, port) for i in indexes}
    setup = None  # a connection for games made inside the window, opened if one is needed

    def new_game_for(result: ClientResult):
        def new_game() -> dict:  # timed apart: no act is in flight on this client meanwhile
            nonlocal setup
            setup = setup or Wire(host, port)
            game = create_game(setup)
            if start <= time.time() < end:
                result.games_created_in_window += 1
            return game
        return new_game

    flows = {i: WORKLOADS[kind](i, results[i], games.get(i, []), new_game_for(results[i])) for i in indexes}
    selector = selectors.DefaultSelector()

    def advance(i: int, response: Response | None) -> None:
        try:
            wires[i].send(next(flows[i]) if response is None else flows[i].send(response))
        except Exception as error:  # reported, not swallowed: the parent fails the run
            results[i].errors["exception"] = f"{type(error).__name__}: {error}"
            selector.unregister(wires[i].sock)

    for i in indexes:
        selector.register(wires[i].sock, selectors.EVENT_READ, i)
        advance(i, None)
    try:
        while selector.get_map():
            answered = []
            for key, _ in selector.select(timeout=60):
                wire = wires[key.data]
                sock = wire.sock
                response = wire.receive()
                if wire.sock is not sock:  # reconnected (and sent the request again)
                    selector.unregister(sock)
                    selector.register(wire.sock, selectors.EVENT_READ, key.data)
                elif response is not None:
                    answered.append((key.data, response, time.perf_counter() - wire.sent_at))
            now = time.time()
            for i, response, latency in answered:
                result = results[i]
                if now >= end:
                    selector.unregister(wires[i].sock)
                    flows[i].close()
                    continue
                if now >= start:
                    result.latencies.append(latency)
                    result.bytes_in += len(response.body)
                    if response.status != 200:
                        result.errors[response.status] = result.errors.get(response.status, 0) + 1
                advance(i, response)
    finally:
        for flow in flows.values():
            flow.close()
        for wire in wires.values():
            wire.sock.close()
        if setup is not None:
            setup.close()
    return results


def client_process(kind: str, host: str, port: int, indexes: list[int], games: dict, ready, go, out) -> None:
    """One load process: its clients in one event loop. Reports ready, waits for the window, runs."""
    wires = {i: Wire(host, port) for i in indexes}
    # The load generator must not pause the clocks it reads: a full collection of this process's
    # objects would stall all its clients mid-request (the more often, the more a workload
    # allocates per answer). Freeze what is loaded and collect the young generation rarely.
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 20)
    ready.put(len(indexes))
    window = go.get()
    results = run_clients(kind, host, port, indexes, games, window, wires)
    out.put({i: r.__dict__ for i, r in results.items()})


def check(acts: int = 3000) -> None:
    """Play size-26 games through the production app (Flask test client, embedded Redis) with the
    view, keep a ``Shadow`` from the events alongside, and assert after every act that it holds
    the view's board, seat and phase; then one game with ``Prefer: return=minimal``."""
    import tempfile
    from pathlib import Path

    from service.app import create_app
    from service.config import Settings
    from service.running.redis_server import EmbeddedRedis

    with tempfile.TemporaryDirectory(prefix="starport-check-") as tmp:
        embedded = EmbeddedRedis(Path(tmp) / "redis").start()
        try:
            client = create_app(Settings.from_env(redis_url=embedded.url, queue_name="starport-check", rate_limits=False)).test_client()
            choose, done, finished = _chooser(random.Random(7)), 0, 0
            while done < acts:
                created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"name": "a"}, {"name": "b"}],
                                                                 "options": {"size": 26}}).get_json()
                tokens = {s["seat"]: s["token"] for s in created["seats"]}
                seat = client.get(f"/v1/{SLUG}/games/{created['game_id']}").get_json()["to_act"][0]["seat"]
                shadow, action = Shadow(26, 2, seat), {"type": "call", "side": "heads"}
                while True:
                    r = client.post(f"/v1/{SLUG}/games/{created['game_id']}/actions", data=json.dumps(action),
                                    content_type="application/json", headers={"Authorization": f"Bearer {tokens[seat]}"})
                    assert r.status_code == 200, r.data[:300]
                    done += 1
                    acted = _decode_acted(r.data)
                    shadow.apply(_decode_minimal(r.data).events)
                    state = acted.view.state
                    taken, blacks = _view_board(state)
                    assert shadow.taken == taken and sorted(map(tuple, shadow.blacks)) == sorted(map(tuple, blacks))
                    assert shadow.stars == len(state.stars)
                    assert shadow.over == (acted.view.status == "finished")
                    if shadow.over:
                        finished += 1
                        break
                    assert (shadow.seat, shadow.phase) == (state.turn.seat, state.turn.phase), (shadow.seat, state.turn)
                    seat, action = state.turn.seat, choose(acted)
            created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"name": "a"}, {"name": "b"}],
                                                             "options": {"size": 26}}).get_json()
            seat = client.get(f"/v1/{SLUG}/games/{created['game_id']}").get_json()["to_act"][0]["seat"]
            r = client.post(f"/v1/{SLUG}/games/{created['game_id']}/actions", json={"type": "call", "side": "heads"},
                            headers={"Authorization": f"Bearer {created['seats'][seat]['token']}",
                                     "Prefer": "return=minimal"})
            assert r.status_code == 200 and r.headers.get("Preference-Applied") == "return=minimal", r.headers
            assert set(r.get_json()) == {"version", "events"}, r.get_json()
        finally:
            embedded.stop()
    print(f"shadow board matched the view after each of {done} acts ({finished} games finished); "
          "return=minimal answers version + events only")


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(prog="python -m bench.load")
    parser.add_argument("--check", action="store_true", help="check the act-minimal shadow board against the view")
    parser.add_argument("--acts", type=int, default=3000)
    cli = parser.parse_args()
    if cli.check:
        check(cli.acts)
    else:
        parser.print_help()
