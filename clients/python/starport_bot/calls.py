"""Requests to the server that wait out what is not the bot's to mend: a server that is away
(restarting: connection refused or dropped), 429 ``rate_limited`` and 503 (``Retry-After``), and
409 ``request_in_progress``. Every other answer is the caller's to read.

Being told to wait is part of the protocol, not a failure: it is logged at info, without the
word "error". ``RetryAfterTransport`` gives the generated ``starport_client`` the same patience."""

from __future__ import annotations

import asyncio
import logging
import math
import random
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
# Up to this fraction more than Retry-After: twenty games told to wait the same second do not all
# ask again in the same millisecond.
JITTER = 0.2
# Answers that say "ask again later" (RFC 9110 15.5.20 and 15.6.4; RFC 6585 4).
TRY_LATER = (429, 503)


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
            if answer.status in TRY_LATER or answer.code == "request_in_progress":
                wait = with_jitter(retry_after(response.headers, backoff))
                log.info("told to wait: %s %s answered %s %s; again in %.1f s", method, path, answer.status,
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


def with_jitter(seconds: float) -> float:
    """``seconds`` and up to ``JITTER`` more of it, at most ``MOST_RETRY_AFTER``: never sooner
    than the server asked."""
    return min(seconds * random.uniform(1.0, 1.0 + JITTER), MOST_RETRY_AFTER)


class RetryAfterTransport(httpx.BaseTransport):
    """An httpx transport that waits out 429 and 503 as their ``Retry-After`` says (capped, with
    jitter; without one, 0.5 s doubling to 5 s) and sends the request again, up to ``tries`` times
    in all; then the last answer is the caller's. For the generated client::

        Client(URL, httpx_args={"transport": RetryAfterTransport()})
    """

    def __init__(self, inner: httpx.BaseTransport | None = None, tries: int = 10, sleep=time.sleep):
        self.inner = inner or httpx.HTTPTransport()
        self.tries, self.sleep = tries, sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        backoff = 0.5
        for _ in range(self.tries - 1):
            response = self.inner.handle_request(request)
            if response.status_code not in TRY_LATER:
                return response
            wait = with_jitter(retry_after(response.headers, backoff))
            response.close()
            log.info("told to wait: %s %s answered %s; again in %.1f s", request.method, request.url.path,
                     response.status_code, wait)
            self.sleep(wait)
            backoff = min(backoff * 2, MOST_BACKOFF)
        return self.inner.handle_request(request)

    def close(self) -> None:
        self.inner.close()


class AsyncRetryAfterTransport(httpx.AsyncBaseTransport):
    """``RetryAfterTransport`` for ``asyncio``: ``Client(URL, httpx_args={"transport": AsyncRetryAfterTransport()})``."""

    def __init__(self, inner: httpx.AsyncBaseTransport | None = None, tries: int = 10, sleep=asyncio.sleep):
        self.inner = inner or httpx.AsyncHTTPTransport()
        self.tries, self.sleep = tries, sleep

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        backoff = 0.5
        for _ in range(self.tries - 1):
            response = await self.inner.handle_async_request(request)
            if response.status_code not in TRY_LATER:
                return response
            wait = with_jitter(retry_after(response.headers, backoff))
            await response.aclose()
            log.info("told to wait: %s %s answered %s; again in %.1f s", request.method, request.url.path,
                     response.status_code, wait)
            await self.sleep(wait)
            backoff = min(backoff * 2, MOST_BACKOFF)
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()


def _body(response: httpx.Response):
    if not response.content:
        return None
    try:
        return response.json()
    except ValueError:
        return None
