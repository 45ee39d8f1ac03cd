"""Push: one Redis subscription per API process, feeding every waiter in it.

A commit that appends to a Redis stream (a game's event log ``sp:{id}:events``; a player's
feed) publishes that stream's key on the channel ``sp-news``, in the same Lua script. Each API
process holds one subscription to the channel (a thread; a greenlet under gevent) and wakes the
waiters of that stream in this process. They read what is new once per process — one XRANGE
however many wait — into a short tail kept per watched stream. So 10 000 watchers cost 10 000
sockets and greenlets, not 10 000 Redis connections or blocked reads.

Nothing is lost if a message is: a woken waiter reads the stream itself, not the message, and
the subscriber wakes every watched stream whenever it (re)subscribes, since messages may have
been published while it was away. A waiter also stops at its own timeout, so a missed wake-up
costs at most one heartbeat's delay, never a hang.

Server-Sent Events framing (``sse_event``, ``sse_comment``) lives here too: the game streams and
the player stream write the same format.
"""

from __future__ import annotations

import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator

from redis.exceptions import RedisError

from service.metrics import WATCHERS
from service.problems import Problem
from service.store import from_json, to_json

NEWS = "sp-news"
TAIL = 512  # entries a watched stream keeps in this process; older resumes read Redis directly
RETRY_AFTER_BUSY = 5  # seconds a client over this process's capacity is told to wait


@dataclass
class Entry:
    """One stream entry, decoded once per process; ``public`` is its JSON as any reader allowed
    to see it gets it (the visibility markers removed), encoded once however many are sent it."""

    seq: int
    event: dict
    _public: bytes | None = None

    def public(self, strip: Callable[[dict], dict]) -> bytes:
        if self._public is None:
            self._public = to_json(strip(self.event))
        return self._public


@dataclass
class News:
    """What a waiter gets: the entries after its cursor and the last status the stream's
    publisher announced (``None`` until one arrives)."""

    entries: list[Entry]
    status: str | None


@dataclass
class Feed:
    """A watched stream in this process: its waiters, a count of the news heard for it, and the
    entries after ``base`` read so far (the tail)."""

    key: str
    base: int
    waiters: int = 0
    heard: int = 0  # news messages for this stream since it was first watched
    read_at: int = -1  # the value of ``heard`` when the tail was last brought up to date
    status: str | None = None
    tail: list[Entry] = field(default_factory=list)
    changed: threading.Condition = field(default_factory=threading.Condition)
    reading: threading.Lock = field(default_factory=threading.Lock)

    @property
    def last_seq(self) -> int:
        return self.tail[-1].seq if self.tail else self.base


class Hub:
    """The per-process fan-out. ``read(key, after)`` returns a stream's raw entries after a seq
    (the store's XRANGE); ``subscriber()`` opens a Redis client to subscribe with. ``capacity``
    bounds the waiters (long polls and streams) this process holds at once."""

    def __init__(self, read: Callable[[str, int], list[bytes]], subscriber: Callable[[], object], *,
                 capacity: int, clock: Callable[[], float] = time.monotonic):
        self.read = read
        self.subscriber = subscriber
        self.capacity = capacity
        self.clock = clock
        self.feeds: dict[str, Feed] = {}
        self.held = 0
        self.lock = threading.Lock()
        self.listening: threading.Thread | None = None
        self.connected = threading.Event()
        os.register_at_fork(after_in_child=self._forget_listener)

    # -- capacity ---------------------------------------------------------------------------

    def take(self) -> None:
        """A place for one waiter (a long poll, a stream), to ``give_back`` when it is done. Past
        capacity: 503 with Retry-After, so a client backs off instead of asking again at once."""
        with self.lock:
            if self.held >= self.capacity:
                problem = Problem("unavailable", f"This server holds {self.capacity} waiting clients, "
                                                 f"its most; try again in {RETRY_AFTER_BUSY} s.")
                problem.headers["Retry-After"] = str(RETRY_AFTER_BUSY)
                raise problem
            self.held += 1
        WATCHERS.inc()

    def give_back(self) -> None:
        with self.lock:
            self.held -= 1
        WATCHERS.dec()

    # -- waiting ----------------------------------------------------------------------------

    def wait(self, key: str, after: int, timeout: float, *, status: str | None = None) -> News:
        """The entries of ``key`` after ``after``, as soon as there are any, or none after
        ``timeout`` seconds (0: look once and return). See ``next``."""
        with self.watching(key, after) as feed:
            return self.next(feed, after, timeout, status=status)

    @contextmanager
    def watching(self, key: str, after: int) -> Iterator[Feed]:
        """Watch a stream for as long as the block runs (a stream's reader keeps its feed, and
        the feed's tail, across its waits)."""
        self._listen()
        feed = self._watch(key, after)
        try:
            yield feed
        finally:
            self._unwatch(feed)

    def next(self, feed: Feed, after: int, timeout: float, *, status: str | None = None) -> News:
        """The entries after ``after`` as soon as there are any; also returns, with none, when
        the stream's announced status is no longer ``status`` (given) or after ``timeout``."""
        give_up = self.clock() + timeout
        while True:
            with feed.changed:
                heard = feed.heard
            entries = self._entries(feed, after)
            remaining = give_up - self.clock()
            moved_on = status is not None and feed.status not in (None, status)
            if entries or moved_on or remaining <= 0:
                return News(entries, feed.status)
            with feed.changed:
                if feed.heard == heard:  # nothing arrived since the read: sleep until it does
                    feed.changed.wait(remaining)

    def _entries(self, feed: Feed, after: int) -> list[Entry]:
        """The entries after ``after``, reading Redis only when news came since the tail was
        last read (once for all of this process's waiters on the stream)."""
        if after < feed.base:  # older than anything kept: this reader's own XRANGE
            return [entry(raw) for raw in self.read(feed.key, after)]
        with feed.reading:
            heard = feed.heard
            if feed.read_at != heard:
                fresh = [entry(raw) for raw in self.read(feed.key, feed.last_seq)]
                feed.tail.extend(fresh)
                if len(feed.tail) > TAIL:
                    feed.base = feed.tail[-TAIL - 1].seq
                    del feed.tail[:-TAIL]
                feed.read_at = heard
            tail = feed.tail
        return [e for e in tail if e.seq > after] if tail and tail[-1].seq > after else []

    def _watch(self, key: str, after: int) -> Feed:
        with self.lock:
            feed = self.feeds.get(key)
            if feed is None:
                feed = self.feeds[key] = Feed(key, base=after)
            feed.waiters += 1
            return feed

    def _unwatch(self, feed: Feed) -> None:
        with self.lock:
            feed.waiters -= 1
            if feed.waiters == 0 and self.feeds.get(feed.key) is feed:
                del self.feeds[feed.key]

    def watched(self) -> int:
        return len(self.feeds)

    # -- the subscription -------------------------------------------------------------------

    def heard(self, message: bytes) -> None:
        """A publisher's news: ``<stream key>[ <version> <status>]``; wakes that stream's waiters."""
        key, _, rest = message.decode().partition(" ")
        feed = self.feeds.get(key)
        if feed is not None:
            with feed.changed:
                feed.heard += 1
                if rest:
                    feed.status = rest.rpartition(" ")[2]
                feed.changed.notify_all()

    def _wake_all(self) -> None:
        for feed in list(self.feeds.values()):
            with feed.changed:
                feed.heard += 1
                feed.changed.notify_all()

    def _listen(self) -> None:
        if self.listening is None:
            with self.lock:
                if self.listening is None:
                    self.listening = threading.Thread(target=self._subscribe_forever, name="news", daemon=True)
                    self.listening.start()

    def _forget_listener(self) -> None:  # a forked child has no listener thread of its own yet
        self.listening = None
        self.connected = threading.Event()
        self.lock = threading.Lock()

    def _subscribe_forever(self) -> None:
        backoff = 0.1
        while True:
            pubsub = None
            try:
                pubsub = self.subscriber().pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(NEWS)
                pubsub.get_message(timeout=1)  # the subscription's confirmation: subscribed from here on
                self.connected.set()
                self._wake_all()  # whatever was published before we were listening
                backoff = 0.1
                while True:
                    message = pubsub.get_message(timeout=30)
                    if message is not None and message["type"] == "message":
                        self.heard(message["data"])
            except (RedisError, OSError):
                self.connected.clear()
                time.sleep(backoff)
                backoff = min(backoff * 2, 2.0)
            finally:
                if pubsub is not None:
                    try:
                        pubsub.close()
                    except (RedisError, OSError):
                        pass


def entry(raw: bytes) -> Entry:
    event = from_json(raw)
    return Entry(event["seq"], event)


# -- Server-Sent Events -----------------------------------------------------------------------

SSE_TYPE = "text/event-stream"


def sse_event(data: bytes, *, seq: int | None = None, name: str | None = None) -> bytes:
    """One event: ``id`` (what a reconnecting client sends back as Last-Event-ID), an optional
    event name (none: the default ``message``, which EventSource's ``onmessage`` gets) and the
    JSON on one ``data`` line (JSON from msgspec never holds a raw newline)."""
    head = b""
    if seq is not None:
        head += b"id: %d\n" % seq
    if name is not None:
        head += b"event: " + name.encode() + b"\n"
    return head + b"data: " + data + b"\n\n"


def sse_comment(text: str) -> bytes:
    """A comment line: ignored by clients, it keeps proxies and NATs from closing an idle stream."""
    return b": " + text.encode() + b"\n\n"


def sse_retry(milliseconds: int) -> bytes:
    """How long a disconnected EventSource waits before reconnecting."""
    return b"retry: %d\n\n" % milliseconds
