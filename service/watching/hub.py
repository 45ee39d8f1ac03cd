"""The per-process fan-out (``Hub``): one subscription to the news channel (``Subscription``),
the watched streams' feeds (``service.watching.feeds``), the places for waiters (capacity), and the open streams' life
(``service.watching.streams``) from the backlog to the end. How it fits together: ``service.watching.feeds``."""

from __future__ import annotations

import logging
import os
import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator

from redis.exceptions import RedisError

from service.watching.feeds import Entry, Feed, News, entry
from service.telemetry.metrics import WATCHERS
from service.problems import Problem
from service.store.keys import KEY_NEWS
from service.store.games import LOG_PAGE
from service.watching.sse import sse_retry
from service.watching.streams import WRITES_AT_A_TIME, Stream, Tap, keep_alive, send
from service.watching.subscription import Subscription

log = logging.getLogger(__name__)

FINISHED = "finished"  # the status that ends a game's streams
RETRY_AFTER_BUSY = 5  # seconds a client over this process's capacity is told to wait


class Hub:
    """The per-process fan-out. ``read([(key, after), …])`` returns each stream's raw entries
    after a seq (the store's XRANGEs, in one round trip); ``release()`` gives the calling
    waiter's Redis connection back (it is about to sleep; the listener keeps its own);
    ``subscriber()`` opens a Redis client to subscribe with. ``capacity`` bounds the waiters
    (long polls and streams) this process holds at once; a stream silent for ``heartbeat``
    seconds is sent a keep-alive comment (by one sweep for all: see ``keep_alive``). The
    listener and the sweep are threads (greenlets under gevent) started by the first waiter and
    stopped by ``close``. ``key_hashes([(player, field), …])`` reads those fields of the players'
    hashes (one round trip: ``PlayerStore.bearer_values``): a stream opened with a player key or
    token (its ``bearer``) ends once that key was rotated or revoked, or that token revoked,
    which the news channel tells every process (``KEY_NEWS``)."""

    def __init__(self, read: Callable[[list[tuple[str, int]]], list[list[bytes]]], subscriber: Callable[[], object], *,
                 capacity: int, heartbeat: float = 15, release: Callable[[], None] = lambda: None,
                 clock: Callable[[], float] = time.monotonic, page: int = LOG_PAGE,
                 key_hashes: Callable[[list[tuple[str, str]]], list[bytes | None]] | None = None,
                 wall_clock: Callable[[], float] = time.time):
        self.read = read
        self.page = page  # entries ``read`` returns a stream at most (XRANGE COUNT); a waiter gets as many
        self.heartbeat = heartbeat
        self.release = release
        self.subscriber = subscriber
        self.capacity = capacity
        self.clock = clock
        self.feeds: dict[str, Feed] = {}
        self.key_hashes = key_hashes
        self.wall_clock = wall_clock  # a token's expiry is a time of day
        self.bearers: dict[str, set[Stream]] = {}  # player -> its open streams opened with its key
        self.held = 0
        self.lock = threading.Lock()
        self.closed = threading.Event()
        self.listening: Subscription | None = None
        self.sweeping: threading.Thread | None = None
        os.register_at_fork(after_in_child=self._forget_listener)

    # -- capacity ---------------------------------------------------------------------------

    def take(self) -> None:
        """A place for one waiter (a long poll, a stream), to ``give_back`` when it is done. Past
        capacity: 503 with Retry-After, so a client backs off instead of asking again at once.
        The waiter is about to wait: its Redis connection goes back now (the hub is where a
        waiter's connection is given back: here, when a stream opens, and after each read)."""
        with self.lock:
            if self.held >= self.capacity:
                problem = Problem("unavailable", f"This server holds {self.capacity} waiting clients, "
                                                 f"its most; try again in {RETRY_AFTER_BUSY} s.")
                problem.headers["Retry-After"] = str(RETRY_AFTER_BUSY)
                raise problem
            self.held += 1
        WATCHERS.inc()
        self.release()

    def give_back(self) -> None:
        with self.lock:
            self.held -= 1
        WATCHERS.dec()

    # -- waiting ----------------------------------------------------------------------------

    def wait(self, key: str, after: int, timeout: float, committed: int = 0) -> News:
        """The entries of ``key`` after ``after``, as soon as there are any, or none after
        ``timeout`` seconds (0: look once and return). See ``next``."""
        with self.watching(key, after) as feed:
            return self.next(feed, after, timeout, committed)

    @contextmanager
    def watching(self, key: str, after: int) -> Iterator[Feed]:
        """Watch a stream for as long as the block runs (a long poll keeps its feed, and the
        feed's tail, across its waits)."""
        self._listen()
        feed = self._watch(key, after)
        try:
            yield feed
        finally:
            self._unwatch(feed)

    def next(self, feed: Feed, after: int, timeout: float, committed: int = 0) -> News:
        """The entries after ``after`` as soon as there are any, or none after ``timeout``.
        ``committed``: the log's last seq as the caller read it from the game itself; a tail
        short of it is read from Redis now, not when the news of it reaches this process (its
        listener may not have heard yet of a commit the client has had the answer of)."""
        give_up = self.clock() + timeout
        while True:
            with feed.changed:
                heard = feed.heard
            entries, more = self._entries(feed, after, committed)
            remaining = give_up - self.clock()
            if entries or remaining <= 0:
                return News(entries, feed.status, more)
            with feed.changed:
                if feed.heard == heard:  # nothing arrived since the read: sleep until it does
                    feed.changed.wait(remaining)

    def next_of_each(self, watched: list[tuple[Feed, int]], timeout: float, committed: int = 0) -> list[News]:
        """``next`` over several feeds at once (a game's log and its chat rooms): each one's
        entries after its cursor as soon as any has some, or none after ``timeout``. ``committed``
        is the first feed's (the log's)."""
        woken = threading.Event()
        for feed, _after in watched:
            with feed.changed:
                feed.wakers.add(woken)
        try:
            give_up = self.clock() + timeout
            while True:
                woken.clear()  # before reading: news from now on wakes the wait below
                found = [self._entries(feed, after, committed if i == 0 else 0)
                         for i, (feed, after) in enumerate(watched)]
                remaining = give_up - self.clock()
                if any(entries for entries, _more in found) or remaining <= 0:
                    return [News(entries, feed.status, more) for (entries, more), (feed, _a) in zip(found, watched)]
                woken.wait(remaining)
        finally:
            for feed, _after in watched:
                with feed.changed:
                    feed.wakers.discard(woken)

    def _read_for_a_waiter(self, reads: list[tuple[str, int]]) -> list[list[bytes]]:
        """``read`` from a waiter's own thread, which then gives its connection back: it is about
        to sleep (the listener and the sweep read with ``read`` and keep theirs)."""
        try:
            return self.read(reads)
        finally:
            self.release()

    def _entries(self, feed: Feed, after: int, committed: int = 0) -> tuple[list[Entry], bool]:
        """A page of the entries after ``after`` (the first ``page`` of them, oldest first) and
        whether more may follow, reading Redis only when news came since the tail was last read
        (once for all of this process's waiters on the stream)."""
        if after >= feed.base:
            with feed.reading:
                self._refresh(feed, committed)
                found = feed.after(after) if after >= feed.base else []  # the read may move the tail past it
                if found or (after >= feed.base and not feed.behind):
                    return found[:self.page], len(found) > self.page or feed.behind
        # Older than anything kept, or past a tail still behind Redis: this reader's own XRANGE.
        raws = self._read_for_a_waiter([(feed.key, after)])[0]
        return [entry(raw) for raw in raws], len(raws) >= self.page

    def _refresh(self, feed: Feed, committed: int = 0) -> list[Entry]:
        """From a waiter, with ``feed.reading`` held: read what is new if news came since the
        tail was last read (or the tail ends before ``committed``), and post it to the feed's
        streams (whoever reads it first: nothing is skipped for them); returns what was new."""
        heard = feed.heard
        if feed.read_at == heard and feed.last_seq >= committed:
            return []
        raws = self._read_for_a_waiter([(feed.key, feed.last_seq)])[0]
        fresh = feed.take_in(heard, raws, feed.last_seq, self.page)
        send(feed, feed.streams, fresh)
        return fresh

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

    # -- streams ----------------------------------------------------------------------------

    @contextmanager
    def streaming(self, key: str, after: int, *, audience, render: Callable[[list[Entry], object, str | None], bytes],
                  status: str | None = None, version: int = 0, bearer=None) -> Iterator[Stream]:
        """An open stream of ``key`` for ``audience``, for as long as the block runs; ``join``
        starts it. ``render(entries, audience, status)`` frames entries for an audience; ``status``
        is the stream's owner's as the stream opens (a game's), until a publisher announces one.
        ``bearer``: the player key it was opened with (``seating.KeyBearer``), if one: the stream
        ends when that key is rotated or revoked. A stream sleeps between events: it holds no
        Redis connection from here on."""
        self.release()
        with self.watching(key, after) as feed:
            feed.render = render
            if feed.status is None or status == FINISHED:  # a game over stays over; news may have come before us
                feed.status = status
            stream = Stream(feed, audience, version=version, cursor=after, clock=self.clock, bearer=bearer)
            try:
                if bearer is not None:
                    with self.lock:
                        self.bearers.setdefault(bearer.player, set()).add(stream)
                    # The key may have changed between its check and now, its news heard before we listened.
                    self._check_keys([bearer.player], by_a_waiter=True)
                yield stream
            finally:
                with feed.reading:
                    if stream in feed.streams:
                        feed.streams.remove(stream)
                if bearer is not None:
                    with self.lock:
                        held = self.bearers.get(bearer.player, set())
                        held.discard(stream)
                        if not held:
                            self.bearers.pop(bearer.player, None)

    @contextmanager
    def tapping(self, key: str, stream: Stream, after: int, *, audience,
                render: Callable[[list[Entry], object, str | None], bytes]) -> Iterator[Tap]:
        """``key``'s entries after ``after`` into ``stream`` (a ``Tap``), for as long as the block
        runs: ``join`` it once the stream has joined its own feed."""
        with self.watching(key, after) as feed:
            feed.render = render
            tap = Tap(feed, stream, audience, after)
            try:
                yield tap
            finally:
                with feed.reading:
                    if tap in feed.streams:
                        feed.streams.remove(tap)

    def backlog(self, stream: Stream, sock=None) -> Iterator[bytes]:
        """Send ``stream`` what came after its cursor a page at a time, each as its generator must
        yield it (see ``Stream``), until one page is left for ``join``: a long log is sent whole,
        in order, without holding it all at once."""
        stream.write_to(sock)
        while True:
            page, more = self._entries(stream.feed, stream.last_seq)  # may read Redis
            if not more:
                return
            send(stream.feed, [stream], page)
            if chunk := stream.drain():
                yield chunk

    def join(self, stream: Stream, sock=None) -> None:
        """Start sending ``stream`` the feed's news, first what came after its cursor; to ``sock``
        directly when given (see ``streams.direct_socket``)."""
        feed = stream.feed
        stream.write_to(sock)
        while True:
            backlog, more = self._entries(feed, stream.last_seq)  # may read Redis: other greenlets run meanwhile
            with feed.reading:  # the listener posts under this lock: nothing falls between the two
                while feed.behind and self._refresh(feed):  # the tail up to date: news follows the cursor
                    pass
                last = backlog[-1].seq if backlog else stream.last_seq
                if backlog and (more or last < feed.base):  # the tail moved on meanwhile: a page more
                    send(feed, [stream], backlog)
                    continue
                send(feed, [stream], backlog + feed.after(last))
                feed.streams.append(stream)
                return

    def catch_up(self, feed: Feed) -> None:
        """Read what is new of a streamed feed, once, and post it to its streams. A stream calls it
        (from its own greenlet) before its ending: it waits for a post the listener is making,
        so all that precedes the end is sent before it."""
        with feed.reading:
            while self._refresh(feed):  # a page at a time, until the tail is up to date
                pass

    def run(self, stream: Stream, *, closes: float,
            ending: Callable[[Stream], bytes | None] = lambda stream: None) -> Iterator[bytes]:
        """A joined stream until it ends (``Stream.run``)."""
        return stream.run(closes=closes, ending=ending, catch_up=lambda stream: self.catch_up(stream.feed))

    def stream_feed(self, key: str, cursor: int, *, render: Callable[[list[Entry], object, str | None], bytes],
                    closes: float, sock=None, bearer=None) -> Iterator[bytes]:
        """The whole stream of a feed everyone who may open it sees alike (a player's feed, a
        tournament's events): the retry hint, what came after ``cursor``, then the news until
        ``closes``; the place ``take`` held is given back when it ends, however it ends."""
        try:
            with self.streaming(key, cursor, audience=None, render=render, bearer=bearer) as stream:
                yield sse_retry(2000)  # with the headers: from here on the stream may write to the socket
                yield from self.backlog(stream, sock)
                self.join(stream, sock)
                yield from self.run(stream, closes=closes)
        finally:
            self.give_back()

    def keep_alive(self) -> None:
        """The sweep, every second: a keep-alive comment to each stream silent for a heartbeat,
        and a read of the news the listener failed to read. One pass over the streams rather
        than a timer per stream: 10 000 timers firing every 15 s cost ~0.1 ms of CPU per act in
        the bench, and waking a stream costs more than writing to it. It runs every second, not
        every heartbeat, and lets other greenlets run between its writes (``streams.keep_alive``)."""
        feeds = list(self.feeds.values())
        self._send_news([feed for feed in feeds if feed.streams and feed.read_at != feed.heard])
        keep_alive((stream for feed in feeds for stream in list(feed.streams)), self.clock() - self.heartbeat)

    def _keep_alive_forever(self) -> None:
        while not self.closed.wait(min(1.0, self.heartbeat / 3)):
            try:
                self.keep_alive()
            except Exception:
                log.exception("keep-alive sweep failed")  # the sweep must outlive any one failure

    def _send_news(self, feeds: list[Feed]) -> None:
        """The listener's part for streamed feeds with news: what is new of all of them read in one
        round trip, and posted. One round trip per feed would cap the news a process can pass on
        at one per turn of its event loop, which under load is a millisecond or more."""
        stale = [(feed, feed.heard, feed.last_seq) for feed in feeds if feed.read_at != feed.heard]
        written = 0
        while stale:  # a page of each at a time, again for those whose page was full
            try:
                reads = self.read([(feed.key, last) for feed, _heard, last in stale])
            except (RedisError, OSError) as error:  # read again by the next news or keep-alive sweep
                log.warning("news of %d streams not read: %s", len(stale), error)
                break
            for (feed, heard, last), raws in zip(stale, reads):
                with feed.reading:
                    send(feed, feed.streams, feed.take_in(heard, raws, last, self.page))
                written += len(feed.streams)
                if written >= WRITES_AT_A_TIME:  # gevent: let the other greenlets run between feeds
                    time.sleep(0)
                    written = 0
            stale = [(feed, heard, feed.last_seq) for (feed, heard, _last), raws in zip(stale, reads)
                     if len(raws) >= self.page]
        for feed in feeds:
            if feed.status == FINISHED:  # the streams write their ending
                for stream in list(feed.streams):
                    stream.woken.set()

    # -- player keys ------------------------------------------------------------------------

    def _check_keys(self, players: list[str], *, by_a_waiter: bool = False) -> None:
        """End the open streams of these players that were opened with a key no longer theirs
        (rotated or revoked): their stored hashes read in one round trip, each stream woken to
        close (``Stream.run``). ``by_a_waiter``: from a stream's own thread, which then gives its
        Redis connection back."""
        if not players or self.key_hashes is None:  # a hub without keys to check (a test's)
            return
        with self.lock:
            streams = [stream for player in players for stream in self.bearers.get(player, ())]
        fields = list(dict.fromkeys((s.bearer.player, s.bearer.field) for s in streams))
        try:
            stored = dict(zip(fields, self.key_hashes(fields)))
        except (RedisError, OSError) as error:  # read again at the next news of the keys, or resubscription
            log.warning("player keys of %d streams not checked: %s", len(players), error)
            return
        finally:
            if by_a_waiter:
                self.release()
        now = self.wall_clock()
        for stream in streams:
            if not stream.bearer.holds(stored.get((stream.bearer.player, stream.bearer.field)), now):
                stream.revoke()

    # -- the subscription -------------------------------------------------------------------

    def heard(self, messages: list[bytes]) -> None:
        """Publishers' news, each ``<stream key>[ <version> <status>]``: what is new is sent to
        those streams' open streams, and their other waiters are woken."""
        news: dict[str, Feed] = {}
        keys_changed = []
        for message in messages:
            text = message.decode()
            if text.startswith(KEY_NEWS):
                keys_changed.append(text[len(KEY_NEWS):])
                continue
            key, _, rest = text.partition(" ")
            feed = self.feeds.get(key)
            if feed is None:
                continue
            with feed.changed:
                # The status first: whoever sees the news counted (the keep-alive sweep, a waiter's
                # read) renders it with the status it brought (a seat's deal is private only once
                # the game began; rendered as still waiting, a stream would never be sent it).
                if rest:
                    feed.status = rest.rpartition(" ")[2]
                feed.heard += 1
            news[key] = feed
        if keys_changed:  # first: what came after a key's change is not sent to its streams
            with self.lock:
                keys_changed = [player for player in keys_changed if player in self.bearers]
            self._check_keys(keys_changed)
        self._send_news([feed for feed in news.values() if feed.streams])
        for feed in news.values():
            with feed.changed:
                feed.changed.notify_all()
                for woken in feed.wakers:
                    woken.set()

    def _wake_all(self) -> None:
        feeds = list(self.feeds.values())
        for feed in feeds:
            with feed.changed:
                feed.heard += 1
        self._send_news([feed for feed in feeds if feed.streams])
        for feed in feeds:
            with feed.changed:
                feed.changed.notify_all()
                for woken in feed.wakers:
                    woken.set()
        with self.lock:
            players = list(self.bearers)
        self._check_keys(players)  # a key changed while we were away ends its streams too

    def _listen(self) -> None:
        if self.listening is None:
            with self.lock:
                if self.listening is None:
                    self.listening = Subscription(self.subscriber, heard=self.heard, subscribed=self._wake_all,
                                                  closed=self.closed)
                    self.listening.start()
                    self.sweeping = threading.Thread(target=self._keep_alive_forever, name="keep-alive", daemon=True)
                    self.sweeping.start()

    def close(self) -> None:
        """Stop the listener and the sweep (each within a second). Waiters already waiting still
        end at their own timeouts; none is started again."""
        self.closed.set()

    def _forget_listener(self) -> None:  # a forked child has no listener thread of its own yet
        self.listening = self.sweeping = None
        self.closed = threading.Event()
        self.lock = threading.Lock()
