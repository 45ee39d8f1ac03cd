"""A webhook receiver for tests: a threaded HTTP server on 127.0.0.1 that answers as its script
says and keeps every request it got; and a stub resolver (names the test decides, never DNS)."""

from __future__ import annotations

import hashlib
import hmac
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass
class Received:
    path: str
    headers: dict
    body: bytes
    at: float  # time.time() the request was read
    answered_at: float = 0.0


@dataclass
class Receiver:
    """``answers``: what each request gets in turn (the last one again once they run out): a
    status code, ``("sleep", seconds, status)``, or ``("redirect", path)``."""

    answers: list = field(default_factory=lambda: [200])
    got: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: ThreadingHTTPServer | None = None

    @property
    def port(self) -> int:
        return self.server.server_address[1]

    def url(self, path: str = "/hook", host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}{path}"

    def next_answer(self):
        with self.lock:
            index = len(self.got) - 1
            return self.answers[min(index, len(self.answers) - 1)]

    def wait_for(self, count: int, timeout: float = 10) -> list[Received]:
        give_up = time.monotonic() + timeout
        while time.monotonic() < give_up:
            with self.lock:
                if len(self.got) >= count:
                    return list(self.got)
            time.sleep(0.01)
        raise AssertionError(f"the receiver got {len(self.got)} requests, not {count}")


def start_receiver(answers: list | None = None) -> Receiver:
    receiver = Receiver(answers=answers or [200])

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            entry = Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body, time.time())
            with receiver.lock:
                receiver.got.append(entry)
            answer = receiver.next_answer()
            if isinstance(answer, tuple) and answer[0] == "sleep":
                time.sleep(answer[1])
                answer = answer[2]
            if isinstance(answer, tuple) and answer[0] == "redirect":
                self.send_response(302)
                self.send_header("Location", answer[1])
            else:
                self.send_response(answer)
            self.send_header("Content-Length", "0")
            self.end_headers()
            entry.answered_at = time.time()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    receiver.server = server
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return receiver


def stop_receiver(receiver: Receiver) -> None:
    receiver.server.shutdown()
    receiver.server.server_close()


class StubResolver:
    """Names to addresses as the test says; any other name is unknown (as DNS would answer)."""

    def __init__(self, names: dict[str, list[str]] | None = None):
        self.names = dict(names or {})
        self.asked: list[str] = []

    def __call__(self, host: str, port: int) -> list[str]:
        self.asked.append(host)
        if host not in self.names:
            raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")
        return list(self.names[host])


def signature_verifies(secret: str, header: str, body: bytes, tolerance: float = 300, now: float | None = None) -> bool:
    """The check of docs/clients.md ("Webhooks"), written out here on its own: t within ``tolerance``, and one v1 the
    HMAC-SHA256 of "<t>.<body>" under the secret."""
    parts = [p.split("=", 1) for p in header.split(",")]
    stamps = [v for k, v in parts if k == "t"]
    if len(stamps) != 1 or abs((time.time() if now is None else now) - int(stamps[0])) > tolerance:
        return False
    expected = hmac.new(secret.encode(), stamps[0].encode() + b"." + body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, v) for k, v in parts if k == "v1")
