"""gunicorn's gevent worker, with deadlines for slow clients and problem+json for its own refusals.

Why gevent: a push stream or a long poll is a connection that waits, mostly for minutes. On
greenlets a waiting connection costs a socket and a few kilobytes, so one process holds
thousands; gthread held one thread each, and 16 slow clients stopped the API (STACK-NOTES).

Slow clients are cut off, so they hold a greenlet for seconds, not for ever:
- a request's line and headers must arrive within ``keepalive`` seconds of the connection
  becoming ready for it (gunicorn's gevent worker already wraps each read of a request head in
  ``gevent.Timeout(keepalive)``; ``service.running.gunicorn_conf`` sets it);
- its body within ``STARPORT_BODY_SECONDS`` (10) of the head: ``DeadlineInput`` below, which the
  app answers 408 ``request_timeout``. A body whose chunked framing is broken is 400 ``bad_request``.

gunicorn answers a request it cannot parse (400, 414 URI too long, 431 headers too large, …)
itself, before the app sees it, as ``text/html``; ``write_problem`` makes those problem+json.

New connections are spread over the workers (``ConnectionShares``): every worker waits on the
same listening socket and whichever wakes first accepts, so a busy worker kept taking the new
keep-alive connections — the bench saw 15 of 16 act clients on one of two workers (one core
serving, the other idle). A worker holding more connections than the least loaded one now leaves
a new connection to it for a moment. gthread's equivalent is bench/floor_worker.py.
"""

from __future__ import annotations

import mmap
import os
import struct
import time

import gevent
from gunicorn import util
from gunicorn.http.errors import NoMoreData, ParseException
from gunicorn.workers import ggevent
from gunicorn.workers.ggevent import GeventWorker

from service.store.codec import to_json
from service.problems import Problem
from service.http.wire import MalformedBody, SlowBody

BODY_SECONDS = float(os.environ.get("STARPORT_BODY_SECONDS", "10"))

# gunicorn's own refusals, by status, as problem codes.
GUNICORN_CODES = {400: "bad_request", 403: "forbidden", 414: "uri_too_long", 417: "expectation_failed",
                  431: "headers_too_large", 500: "internal_error", 501: "not_implemented"}


class DeadlineInput:
    """``wsgi.input`` that must be read to its end before a deadline: each read waits at most
    until then (a client sending one byte a second cannot stretch it)."""

    def __init__(self, stream, seconds: float):
        self.stream = stream
        self.deadline = time.monotonic() + seconds

    def _within(self, read, *args):
        remaining = self.deadline - time.monotonic()
        if remaining <= 0:
            raise SlowBody()
        with gevent.Timeout(remaining, SlowBody):
            try:
                return read(*args)
            except (ParseException, NoMoreData) as error:  # e.g. chunk size "zz": a 400, not a 500
                raise MalformedBody(f"{type(error).__name__}: {error}") from None

    def read(self, size=None):
        return self._within(self.stream.read, size)

    def readline(self, size=None):
        return self._within(self.stream.readline, size)

    def readlines(self, hint=None):
        return self._within(self.stream.readlines, hint)

    def __iter__(self):
        while line := self.readline():
            yield line


class ConnectionShares:
    """How many connections each worker holds, in memory shared by the master and its workers
    (made before the fork): one (pid, connections) slot per worker. A worker writes only its own
    slot; the master clears a dead worker's (``child_exit`` in service.running.gunicorn_conf)."""

    SLOTS = 64
    SLOT = struct.Struct("qq")

    def __init__(self):
        self.memory = mmap.mmap(-1, self.SLOTS * self.SLOT.size)

    def claim(self, pid: int) -> int:
        for slot in range(self.SLOTS):
            if self.SLOT.unpack_from(self.memory, slot * self.SLOT.size)[0] in (0, pid):
                self.SLOT.pack_into(self.memory, slot * self.SLOT.size, pid, 0)
                return slot
        return -1  # more workers than slots: this one is simply not balanced

    def set(self, slot: int, pid: int, connections: int) -> None:
        if slot >= 0:
            self.SLOT.pack_into(self.memory, slot * self.SLOT.size, pid, connections)

    def release(self, pid: int) -> None:
        for slot in range(self.SLOTS):
            if self.SLOT.unpack_from(self.memory, slot * self.SLOT.size)[0] == pid:
                self.SLOT.pack_into(self.memory, slot * self.SLOT.size, 0, 0)

    def fewest_but(self, pid: int) -> int | None:
        """The connections of the least loaded other worker (None: no other)."""
        counts = [count for slot in range(self.SLOTS)
                  for owner, count in [self.SLOT.unpack_from(self.memory, slot * self.SLOT.size)]
                  if owner not in (0, pid)]
        return min(counts) if counts else None


SHARES = ConnectionShares()  # made in the master when gunicorn loads its config, before any fork
DEFER_SECONDS = 0.002  # how long a busier worker leaves a new connection to the others
DEFER_AT_MOST = 0.05  # then it takes it anyway (the others may be stuck on a long request)
SLACK = 1  # connections more than the least loaded worker that still may accept


class BalancedServer(ggevent.StreamServer):
    """gevent's accept loop, leaving a new connection to a less loaded worker for a moment."""

    worker: "GreenWorker"
    deferred_since: float | None = None

    def _do_read(self):
        worker = self.worker
        fewest = SHARES.fewest_but(worker.pid)
        if fewest is not None and worker.connections > fewest + SLACK:
            now = time.monotonic()
            self.deferred_since = self.deferred_since or now
            if now - self.deferred_since < DEFER_AT_MOST:
                self.stop_accepting()
                self._timer = self.loop.timer(DEFER_SECONDS)
                self._timer.start(self._start_accepting_if_started)
                return
        self.deferred_since = None
        super()._do_read()


class GreenWorker(GeventWorker):

    connections = 0

    def init_process(self):
        self.share_slot = SHARES.claim(os.getpid())
        super().init_process()

    def run(self):
        def balanced(*args, **kwargs):
            server = BalancedServer(*args, **kwargs)
            server.worker = self
            return server
        ggevent.StreamServer = balanced  # what GeventWorker.run builds its servers with
        super().run()

    def handle(self, listener, client, addr):
        self.connections += 1
        SHARES.set(self.share_slot, self.pid, self.connections)
        try:
            super().handle(listener, client, addr)
        finally:
            self.connections -= 1
            SHARES.set(self.share_slot, self.pid, self.connections)

    def load_wsgi(self):
        super().load_wsgi()
        app = self.wsgi

        def with_body_deadline(environ, start_response):
            environ["wsgi.input"] = DeadlineInput(environ["wsgi.input"], BODY_SECONDS)
            return app(environ, start_response)

        self.wsgi = with_body_deadline


def write_problem(sock, status_int, reason, mesg):
    """gunicorn's ``util.write_error`` (its refusals before the app), as problem+json."""
    code = GUNICORN_CODES.get(status_int, "bad_request" if status_int < 500 else "internal_error")
    payload = to_json(Problem(code, mesg or reason, status=status_int).body())
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nX-Content-Type-Options: nosniff\r\n"
            f"Content-Length: {len(payload)}\r\n\r\n")
    util.write_nonblock(sock, head.encode("latin1") + payload)


util.write_error = write_problem  # gunicorn's workers call util.write_error for their refusals
