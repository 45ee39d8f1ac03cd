"""A Starport server as a test scripts it, for the bot runner's failure handling: a threaded HTTP
server on 127.0.0.1 that hands each request to the test's function for its method and path and
keeps every request it got (with its headers and the time it came). Answers are a ``Reply`` (JSON
or problem+json, with headers) or a ``Stream`` (Server-Sent Events frames, sent chunk by chunk,
ended cleanly or cut off mid-chunk, as a restarting server or a dropped connection does)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]  # names in lower case
    body: object  # the JSON sent, or None
    at: float  # time.monotonic() when it was read


@dataclass
class Reply:
    status: int = 200
    body: object = None
    headers: dict[str, str] = field(default_factory=dict)


def problem(status: int, code: str, retry_after: str | None = None) -> Reply:
    """An RFC 9457 problem, as the server words one (``code`` beside ``status``)."""
    headers = {"Content-Type": "application/problem+json"}
    if retry_after is not None:
        headers["Retry-After"] = retry_after
    return Reply(status, {"type": "about:blank", "title": code, "status": status, "code": code,
                          "detail": f"scripted {code}"}, headers)


def sse(seq: int | None, event: dict | None = None, name: str | None = None) -> bytes:
    """One frame in the server's framing (service/watching/sse.py): ``id``, optional ``event``, one ``data``."""
    head = (f"id: {seq}\n" if seq is not None else "") + (f"event: {name}\n" if name else "")
    return (head + "data: " + json.dumps(event if event is not None else {}) + "\n\n").encode()


@dataclass
class Stream:
    """A text/event-stream answer: ``chunks`` one by one, then the end of the body, or with
    ``cut`` the connection closed in the middle of a chunk (the client reads a broken body).
    ``hold`` seconds of silence before the end (a stream that has gone quiet)."""
    chunks: list[bytes]
    cut: bool = False
    hold: float = 0.0


Route = Callable[[Request], "Reply | Stream"]


class ScriptedServer:
    """``routes``: ``{("GET", "/v1/..."): function(request) -> Reply | Stream}``; any other
    request is a 404 problem. ``listen=False`` binds the port without listening (connections are
    refused, as to a server that is down) until ``listen()``."""

    def __init__(self, routes: dict[tuple[str, str], Route], listen: bool = True):
        self.routes = routes
        self.got: list[Request] = []
        self.lock = threading.Lock()
        self.http = ThreadingHTTPServer(("127.0.0.1", 0), self._handler(), bind_and_activate=False)
        self.http.daemon_threads = True
        self.http.server_bind()
        self.listening = False
        if listen:
            self.listen()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.http.server_address[1]}"

    def listen(self) -> None:
        self.http.server_activate()
        self.listening = True
        threading.Thread(target=self.http.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def close(self) -> None:
        if self.listening:
            self.http.shutdown()
        self.http.server_close()

    def requests(self, method: str, path: str) -> list[Request]:
        with self.lock:
            return [r for r in self.got if r.method == method and r.path == path]

    def wait_for(self, method: str, path: str, count: int, timeout: float = 4.0) -> list[Request]:
        give_up = time.monotonic() + timeout
        while time.monotonic() < give_up:
            if len(seen := self.requests(method, path)) >= count:
                return seen
            time.sleep(0.01)
        raise AssertionError(f"{method} {path} came {len(self.requests(method, path))} times, not {count}")

    def _answer(self, request: Request):
        route = self.routes.get((request.method, request.path))
        return route(request) if route else problem(404, "not_found")

    def _handler(self):
        scripted = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, and chunked streams that can be cut off
            disable_nagle_algorithm = True  # an answer leaves at once, not after a delayed ACK

            def do_GET(self):
                self._serve()

            def do_POST(self):
                self._serve()

            def do_DELETE(self):
                self._serve()

            def _serve(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                url = urlsplit(self.path)
                request = Request(self.command, url.path, {k: v[-1] for k, v in parse_qs(url.query).items()},
                                  {k.lower(): v for k, v in self.headers.items()},
                                  json.loads(raw) if raw else None, time.monotonic())
                with scripted.lock:
                    scripted.got.append(request)
                answer = scripted._answer(request)
                if isinstance(answer, Stream):
                    self._stream(answer)
                else:
                    self._reply(answer)

            def _reply(self, reply: Reply):
                body = b"" if reply.body is None else json.dumps(reply.body).encode()
                self.send_response(reply.status)
                headers = {"Content-Type": "application/json", **reply.headers}
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _stream(self, stream: Stream):
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked")
                self.send_header("Connection", "close")
                self.end_headers()
                for chunk in stream.chunks:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                    self.wfile.flush()
                time.sleep(stream.hold)
                if stream.cut:
                    self.wfile.write(b"ff\r\n: half a chunk")  # promised 255 bytes, sent 14, gone
                else:
                    self.wfile.write(b"0\r\n\r\n")
                self.wfile.flush()
                self.close_connection = True

            def log_message(self, *args):
                pass

        return Handler


class RecordedWaits:
    """The Server's ``stopping`` event that records every wait and returns at once (no real
    sleeping), unless it is set; ``after`` is called with the waits so far after each one (the
    test may bring a server back there)."""

    def __init__(self, after: Callable[[list[float]], None] | None = None):
        self.event = threading.Event()
        self.waits: list[float] = []
        self.after = after

    def is_set(self) -> bool:
        return self.event.is_set()

    def set(self) -> None:
        self.event.set()

    def wait(self, timeout: float | None = None) -> bool:
        if self.event.is_set():
            return True
        self.waits.append(timeout)
        if self.after:
            self.after(self.waits)
        return self.event.is_set()
