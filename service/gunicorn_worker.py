"""gunicorn's gevent worker, with deadlines for slow clients and problem+json for its own refusals.

Why gevent: a push stream or a long poll is a connection that waits, mostly for minutes. On
greenlets a waiting connection costs a socket and a few kilobytes, so one process holds
thousands; gthread held one thread each, and 16 slow clients stopped the API (STACK-NOTES).

Slow clients are cut off, so they hold a greenlet for seconds, not for ever:
- a request's line and headers must arrive within ``keepalive`` seconds of the connection
  becoming ready for it (gunicorn's gevent worker already wraps each read of a request head in
  ``gevent.Timeout(keepalive)``; ``service.gunicorn_conf`` sets it);
- its body within ``STARPORT_BODY_SECONDS`` (10) of the head: ``DeadlineInput`` below, which the
  app answers 408 ``request_timeout``.

gunicorn answers a request it cannot parse (400, 414 URI too long, 431 headers too large, …)
itself, before the app sees it, as ``text/html``; ``write_problem`` makes those problem+json.
"""

from __future__ import annotations

import os
import time

import gevent
import msgspec
from gunicorn import util
from gunicorn.workers.ggevent import GeventWorker

from service.problems import Problem
from service.wire import SlowBody

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
            return read(*args)

    def read(self, size=None):
        return self._within(self.stream.read, size)

    def readline(self, size=None):
        return self._within(self.stream.readline, size)

    def readlines(self, hint=None):
        return self._within(self.stream.readlines, hint)

    def __iter__(self):
        while line := self.readline():
            yield line


class GreenWorker(GeventWorker):

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
    payload = msgspec.json.encode(Problem(code, mesg or reason, status=status_int).body())
    head = (f"HTTP/1.1 {status_int} {reason}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nContent-Length: {len(payload)}\r\n\r\n")
    util.write_nonblock(sock, head.encode("latin1") + payload)


util.write_error = write_problem  # gunicorn's workers call util.write_error for their refusals
