"""Push: one Redis subscription per API process, feeding every waiter in it.

A commit that appends to a Redis stream (a game's event log ``sp:{id}:events``; a player's
feed) publishes that stream's key on the news channel (``redis_names.NEWS``), in the same Lua
script. Each API process holds one subscription to the channel (``service.watching.subscription``: a
thread; a greenlet under gevent) and its hub (``service.watching.hub``) wakes the waiters of that stream
in this process. They read what is new once per process — one XRANGE however many wait — into a
short tail kept per watched stream (a ``Feed``, here). So 10 000 watchers cost 10 000 sockets and
greenlets, not 10 000 Redis connections or blocked reads.

An open Server-Sent Events stream (``service.watching.streams.Stream``) is not woken for each event at
all: the listener reads the news of the streams it has, all that arrived together in one round
trip, frames it once per audience (a seat, the spectators) and writes those bytes to every
stream's socket in turn, one system call each. One sweep per process (``Hub.keep_alive``) sends
the keep-alive comments.

Nothing is lost if a message is: a waiter, or the listener for a stream, reads the stream itself
from where its tail ends, not the message; the subscriber wakes every watched stream whenever it
(re)subscribes, since messages may have been published while it was away; a long poll stops at
its own timeout; and the sweep reads again what the listener failed to read.

This module holds what a watched stream is in this process: its entries (``Entry``), what a
waiter gets (``News``) and the feed with its tail (``Feed``).
"""

from __future__ import annotations

import bisect
import threading
from dataclasses import dataclass, field
from typing import Callable

from service.store.codec import from_json, to_json
from service.watching.sse import sse_event

TAIL = 512  # entries a watched stream keeps in this process; older resumes read Redis directly


@dataclass
class Entry:
    """One stream entry, decoded once per process; ``public`` is its JSON as any reader allowed
    to see it gets it (the visibility markers removed), encoded once however many are sent it."""

    seq: int
    event: dict
    _public: bytes | None = None
    _framed: bytes | None = None

    def public(self, strip: Callable[[dict], dict]) -> bytes:
        if self._public is None:
            self._public = to_json(strip(self.event))
        return self._public

    def framed(self, strip: Callable[[dict], dict]) -> bytes:
        """The entry as one Server-Sent Event (``id: <seq>``), framed once however many get it."""
        if self._framed is None:
            self._framed = sse_event(self.public(strip), seq=self.seq)
        return self._framed


@dataclass
class News:
    """What a waiter gets: the entries after its cursor and the last status the stream's
    publisher announced (``None`` until one arrives)."""

    entries: list[Entry]
    status: str | None
    more: bool = False  # a full page: more may follow the last entry (ask again after it)


@dataclass
class Feed:
    """A watched stream in this process: its waiters, a count of the news heard for it, and the
    entries after ``base`` read so far (the tail). ``streams`` are the open Server-Sent Events
    streams among its waiters (``service.watching.streams.Stream``), which the listener sends each news
    to, rendered by ``render``."""

    key: str
    base: int
    waiters: int = 0
    heard: int = 0  # news messages for this stream since it was first watched
    read_at: int = -1  # the value of ``heard`` when the tail was last brought up to date
    status: str | None = None
    behind: bool = False  # the tail's last read was a full page: Redis may hold more after it
    tail: list[Entry] = field(default_factory=list)
    streams: list = field(default_factory=list)
    wakers: set = field(default_factory=set)  # the events of waiters on several feeds (``Hub.next_of_each``)
    render: Callable[[list[Entry], object, str | None], bytes] | None = None
    changed: threading.Condition = field(default_factory=threading.Condition)
    reading: threading.Lock = field(default_factory=threading.Lock)

    @property
    def last_seq(self) -> int:
        return self.tail[-1].seq if self.tail else self.base

    def after(self, seq: int) -> list[Entry]:
        """The tail's entries after ``seq`` (a binary search: tails run to hundreds of entries)."""
        return self.tail[bisect.bisect_right(self.tail, seq, key=_seq_of):]

    def take_in(self, heard: int, raws: list[bytes], since: int, page: int) -> list[Entry]:
        """With ``reading`` held: add to the tail what a read of up to ``page`` entries after
        ``since`` made once ``heard`` news had come, past what the tail holds (another reader may
        have added some meanwhile); returns what was new."""
        last = self.last_seq
        fresh = [e for e in map(entry, raws) if e.seq > last]
        self.tail.extend(fresh)
        if len(self.tail) > TAIL:
            self.base = self.tail[-TAIL - 1].seq
            del self.tail[:-TAIL]
        if since < last and not fresh:  # a read older than the tail: it says nothing of what follows
            return fresh
        self.behind = len(raws) >= page
        if not self.behind:  # up to date with ``heard``; else the next read goes on from the tail's end
            self.read_at = max(self.read_at, heard)
        return fresh


def _seq_of(entry: Entry) -> int:
    return entry.seq


def entry(raw: bytes) -> Entry:
    event = from_json(raw)
    return Entry(event["seq"], event)
