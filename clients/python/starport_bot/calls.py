"""Requests to the server that wait out what is not the bot's to mend: a server that is away
(restarting: connection refused or dropped), 429 ``rate_limited`` and 503 (``Retry-After``), and
409 ``request_in_progress``. Every other answer is the caller's to read."""

from __future__ import annotations

import logging
import math
import threading
import time
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

import httpx

log = logging.getLogger("starport-bot")

# Waiting for a server that is away: 0.5 s, doubling, at most this many seconds between tries.
MOST_BACKOFF = 5.0
# A Retry-After longer than this is waited for this long: a day's wait is a mistake, not a plan.
MOST_RETRY_AFTER = 300.0


class Stopped(Exception):
    """The runner is stopping: give up the request."""


@dataclass(frozen=True)
class Answer:
    status: int
    headers: httpx.Headers
    body: object

    @property
    def code(self) -> str | None:
        """A problem's ``code``."""
        return self.body.get("code") if isinstance(self.body, dict) else None


class Server:
    """One server, one player key; safe to share between threads (httpx's pool)."""

    def __init__(self, base: str, key: str, stopping: threading.Event, timeout: float = 30):
        self.base = base.rstrip("/")
        self.key = key
        self.stopping = stopping
        self.http = httpx.Client(base_url=self.base, headers=self.auth(),
                                 timeout=httpx.Timeout(timeout, connect=5), limits=httpx.Limits(max_connections=64))
        self._away_since: float | None = None
        self._lock = threading.Lock()

    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.key}", "User-Agent": "starport-bot/0.1"}

    def close(self) -> None:
        self.http.close()

    def call(self, method: str, path: str, **request) -> Answer:
        backoff = 0.5
        while True:
            if self.stopping.is_set():
                raise Stopped
            try:
                response = self.http.request(method, path, **request)
            except httpx.TransportError as error:
                self.away(error)
                self.pause(backoff)
                backoff = min(backoff * 2, MOST_BACKOFF)
                continue
            self.back()
            answer = Answer(response.status_code, response.headers, _body(response))
            if answer.status in (429, 503) or answer.code == "request_in_progress":
                wait = retry_after(response.headers, backoff)
                log.warning("error %s %s: %s %s; retrying in %.1f s", method, path, answer.status,
                            answer.code or "", wait)
                self.pause(wait)
                backoff = min(backoff * 2, MOST_BACKOFF)
                continue
            return answer

    def pause(self, seconds: float) -> None:
        if self.stopping.wait(seconds):
            raise Stopped

    def away(self, error: Exception) -> None:
        """One log line when the server goes away, one when it is back (not one per request)."""
        with self._lock:
            if self._away_since is None:
                self._away_since = time.monotonic()
                log.warning("error: the server is unreachable (%s: %s); retrying", type(error).__name__, error)

    def back(self) -> None:
        if self._away_since is None:
            return
        with self._lock:
            if self._away_since is not None:
                log.info("the server answers again after %.1f s", time.monotonic() - self._away_since)
                self._away_since = None


def retry_after(headers: httpx.Headers, default: float) -> float:
    """The seconds ``Retry-After`` asks for (RFC 9110: delay-seconds, or an HTTP-date as a proxy
    in front of the server may send), at most ``MOST_RETRY_AFTER``; ``default`` when it is absent
    or unreadable."""
    given = headers.get("Retry-After")
    if given is None:
        return default
    try:
        seconds = float(given)
    except ValueError:
        try:
            seconds = parsedate_to_datetime(given).timestamp() - time.time()
        except (TypeError, ValueError):
            return default
    if math.isnan(seconds):
        return default
    return max(0.0, min(seconds, MOST_RETRY_AFTER))


def _body(response: httpx.Response):
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None
