"""Push: one Redis subscription per API process, feeding every waiter in it.

A commit that appends to a Redis stream (a game's event log ``sp:{id}:events``; a player's
feed) publishes that stream's key on the channel ``sp-news``, in the same Lua script. Each API
process holds one subscription to the channel (a thread; a greenlet under gevent) and wakes the
waiters of that stream in this process. They read what is new once per process — one XRANGE
however many wait — into a short tail kept per watched stream. So 10 000 watchers cost 10 000
sockets and greenlets, not 10 000 Redis connections or blocked reads.

An open Server-Sent Events stream (``Stream``) is not woken for each event at all: the listener
reads the news of the streams it has, all that arrived together in one round trip, frames it
once per audience (a seat, the spectators) and writes those bytes to every stream's socket in
turn, one system call each (see ``Stream``). One sweep per process (``Hub.keep_alive``) sends
the keep-alive comments.

Nothing is lost if a message is: a waiter, or the listener for a stream, reads the stream itself
from where its tail ends, not the message; the subscriber wakes every watched stream whenever it
(re)subscribes, since messages may have been published while it was away; a long poll stops at
its own timeout; and the sweep reads again what the listener failed to read.

Server-Sent Events framing (``sse_event``, ``sse_comment``) lives here too: the game streams and
the player stream write the same format.
"""

from __future__ import annotations

import bisect
import logging
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable, Iterator

from redis.exceptions import RedisError

from service.metrics import WATCHERS
from service.problems import Problem
from service.store import LOG_PAGE, from_json, to_json

log = logging.getLogger(__name__)

NEWS = "sp-news"
FINISHED = "finished"  # the status that ends a game's streams
TAIL = 512  # entries a watched stream keeps in this process; older resumes read Redis directly
RETRY_AFTER_BUSY = 5  # seconds a client over this process's capacity is told to wait
BATCH = 256  # news messages the listener passes on together, with one read of Redis
WRITES_AT_A_TIME = 64  # socket writes the listener or the sweep makes before letting others run
MAX_PENDING = 1 << 20  # bytes a stream's reader may fall behind by before it is cut off


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
    streams among its waiters, which the listener sends each news to, rendered by ``render``."""

    key: str
    base: int
    waiters: int = 0
    heard: int = 0  # news messages for this stream since it was first watched
    read_at: int = -1  # the value of ``heard`` when the tail was last brought up to date
    status: str | None = None
    behind: bool = False  # the tail's last read was a full page: Redis may hold more after it
    tail: list[Entry] = field(default_factory=list)
    streams: list[Stream] = field(default_factory=list)
    render: Callable[[list[Entry], object, str | None], bytes] | None = None
    changed: threading.Condition = field(default_factory=threading.Condition)
    reading: threading.Lock = field(default_factory=threading.Lock)

    @property
    def last_seq(self) -> int:
        return self.tail[-1].seq if self.tail else self.base

    def after(self, seq: int) -> list[Entry]:
        """The tail's entries after ``seq`` (a binary search: tails run to hundreds of entries)."""
        return self.tail[bisect.bisect_right(self.tail, seq, key=_seq_of):]


class Stream:
    """One open Server-Sent Events stream in this process, and where its bytes go.

    The hub's listener renders each news of a feed once per audience (a seat, the spectators)
    and ``post``s it to every stream of that audience. When the stream may write to its client's
    socket itself (``direct_socket``: gunicorn's gevent worker, a GET over HTTP/1.1), ``post``
    writes the bytes there at once, framed as the HTTP/1.1 chunk gunicorn would have made of
    them: one system call on a non-blocking descriptor, with no wake-up of the stream's greenlet
    and no trip through the WSGI layers. Those cost ~150 µs of CPU per event and watcher, and
    held act at a quarter of the floor with 10 000 watchers (bench/README.md).

    What the socket cannot take at once (a slow reader) waits in ``pending`` for the stream's
    own greenlet, which waits for the socket as long as it must: a slow reader slows only its own
    stream. One more than ``MAX_PENDING`` bytes behind is cut off (it reconnects with
    Last-Event-ID). Without a socket of its own (another server, the test client) everything
    waits in ``pending`` and the stream's generator yields it.
    """

    def __init__(self, feed: Feed, audience, *, version: int, cursor: int,
                 clock: Callable[[], float] = time.monotonic):
        self.feed = feed
        self.clock = clock
        self.audience = audience
        self.version = version  # the newest game version among the entries sent
        self.last_seq = cursor  # the last entry it has been sent, or was not allowed to see
        self.sock = None
        self.pending = bytearray()
        self.flushing = False  # its own greenlet is writing ``pending`` out: posts queue behind it
        self.broken = False
        self.wrote_at = clock()
        self.lock = threading.Lock()
        self.woken = threading.Event()

    def write_to(self, sock) -> None:
        """From now on write to ``sock`` directly (once the WSGI server has sent the headers)."""
        self.sock = sock

    def post(self, data: bytes) -> None:
        """Send ``data``, or queue what the socket cannot take now. Never blocks."""
        if not data or self.broken:
            return
        if self.sock is not None:
            data = b"%X\r\n%s\r\n" % (len(data), data)
        with self.lock:
            self.wrote_at = self.clock()
            if self.sock is not None and not self.pending and not self.flushing:
                try:
                    sent = os.write(self.sock.fileno(), data)
                except BlockingIOError:
                    sent = 0
                except OSError:  # the client is gone
                    self.broken = True
                    sent = len(data)
                if sent == len(data):
                    if self.broken:
                        self.woken.set()
                    return
                data = data[sent:]
            self.pending += data
            if len(self.pending) > MAX_PENDING:
                self.broken = True
        self.woken.set()

    def drain(self) -> bytes:
        """What the stream's generator must yield now: what is pending, without a socket of its
        own; with one, nothing — this greenlet writes it out itself."""
        while True:
            with self.lock:
                data = bytes(self.pending)
                self.pending.clear()
                self.flushing = bool(data) and self.sock is not None
                if not self.flushing:
                    return data
            try:
                self.sock.sendall(data)  # gevent: waits for the socket, other greenlets run meanwhile
            except OSError:
                with self.lock:
                    self.broken, self.flushing = True, False
                return b""

    def wait(self, timeout: float) -> None:
        self.woken.wait(timeout)


class Hub:
    """The per-process fan-out. ``read([(key, after), …])`` returns each stream's raw entries
    after a seq (the store's XRANGEs, in one round trip); ``release()`` gives the calling
    waiter's Redis connection back (it is about to sleep; the listener keeps its own);
    ``subscriber()`` opens a Redis client to subscribe with. ``capacity`` bounds the waiters
    (long polls and streams) this process holds at once; a stream silent for ``heartbeat``
    seconds is sent a keep-alive comment (by one sweep for all: see ``keep_alive``)."""

    def __init__(self, read: Callable[[list[tuple[str, int]]], list[list[bytes]]], subscriber: Callable[[], object], *,
                 capacity: int, heartbeat: float = 15, release: Callable[[], None] = lambda: None,
                 clock: Callable[[], float] = time.monotonic, page: int = LOG_PAGE):
        self.read = read
        self.page = page  # entries ``read`` returns a stream at most (XRANGE COUNT); a waiter gets as many
        self.heartbeat = heartbeat
        self.release = release
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

    def wait(self, key: str, after: int, timeout: float) -> News:
        """The entries of ``key`` after ``after``, as soon as there are any, or none after
        ``timeout`` seconds (0: look once and return). See ``next``."""
        with self.watching(key, after) as feed:
            return self.next(feed, after, timeout)

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

    def next(self, feed: Feed, after: int, timeout: float) -> News:
        """The entries after ``after`` as soon as there are any, or none after ``timeout``."""
        give_up = self.clock() + timeout
        while True:
            with feed.changed:
                heard = feed.heard
            entries, more = self._entries(feed, after)
            remaining = give_up - self.clock()
            if entries or remaining <= 0:
                return News(entries, feed.status, more)
            with feed.changed:
                if feed.heard == heard:  # nothing arrived since the read: sleep until it does
                    feed.changed.wait(remaining)

    def _entries(self, feed: Feed, after: int) -> tuple[list[Entry], bool]:
        """A page of the entries after ``after`` (the first ``page`` of them, oldest first) and
        whether more may follow, reading Redis only when news came since the tail was last read
        (once for all of this process's waiters on the stream)."""
        if after >= feed.base:
            with feed.reading:
                try:
                    self._refresh(feed)
                finally:
                    self.release()
                found = feed.after(after) if after >= feed.base else []  # the read may move the tail past it
                if found or (after >= feed.base and not feed.behind):
                    return found[:self.page], len(found) > self.page or feed.behind
        try:  # older than anything kept, or past a tail still behind Redis: this reader's own XRANGE
            raws = self.read([(feed.key, after)])[0]
        finally:
            self.release()
        return [entry(raw) for raw in raws], len(raws) >= self.page

    def _refresh(self, feed: Feed) -> list[Entry]:
        """With ``feed.reading`` held: read what is new if news came since the tail was last
        read, and post it to the feed's streams (whoever reads it first: nothing is skipped for
        them); returns what was new."""
        heard = feed.heard
        if feed.read_at == heard:
            return []
        fresh = self._take_in(feed, heard, self.read([(feed.key, feed.last_seq)])[0], feed.last_seq)
        self._post(feed, feed.streams, fresh)
        return fresh

    def _take_in(self, feed: Feed, heard: int, raws: list[bytes], since: int) -> list[Entry]:
        """With ``feed.reading`` held: add to the tail what a read after ``since`` made once
        ``heard`` news had come, past what the tail holds (another reader may have added some
        meanwhile)."""
        last = feed.last_seq
        fresh = [e for e in map(entry, raws) if e.seq > last]
        feed.tail.extend(fresh)
        if len(feed.tail) > TAIL:
            feed.base = feed.tail[-TAIL - 1].seq
            del feed.tail[:-TAIL]
        if since < last and not fresh:  # a read older than the tail: it says nothing of what follows
            return fresh
        feed.behind = len(raws) >= self.page
        if not feed.behind:  # up to date with ``heard``; else the next read goes on from the tail's end
            feed.read_at = max(feed.read_at, heard)
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
                  status: str | None = None, version: int = 0) -> Iterator[Stream]:
        """An open stream of ``key`` for ``audience``, for as long as the block runs; ``join``
        starts it. ``render(entries, audience, status)`` frames entries for an audience; ``status``
        is the stream's owner's as the stream opens (a game's), until a publisher announces one."""
        with self.watching(key, after) as feed:
            feed.render = render
            if feed.status is None or status == FINISHED:  # a game over stays over; news may have come before us
                feed.status = status
            stream = Stream(feed, audience, version=version, cursor=after, clock=self.clock)
            try:
                yield stream
            finally:
                with feed.reading:
                    if stream in feed.streams:
                        feed.streams.remove(stream)

    def backlog(self, stream: Stream, sock=None) -> Iterator[bytes]:
        """Send ``stream`` what came after its cursor a page at a time, each as its generator must
        yield it (see ``Stream``), until one page is left for ``join``: a long log is sent whole,
        in order, without holding it all at once."""
        stream.write_to(sock)
        while True:
            page, more = self._entries(stream.feed, stream.last_seq)  # may read Redis
            if not more:
                return
            self._post(stream.feed, [stream], page)
            if chunk := stream.drain():
                yield chunk

    def join(self, stream: Stream, sock=None) -> None:
        """Start sending ``stream`` the feed's news, first what came after its cursor; to ``sock``
        directly when given (see ``direct_socket``)."""
        feed = stream.feed
        stream.write_to(sock)
        while True:
            backlog, more = self._entries(feed, stream.last_seq)  # may read Redis: other greenlets run meanwhile
            with feed.reading:  # the listener posts under this lock: nothing falls between the two
                try:
                    while feed.behind and self._refresh(feed):  # the tail up to date: news follows the cursor
                        pass
                finally:
                    self.release()
                last = backlog[-1].seq if backlog else stream.last_seq
                if backlog and (more or last < feed.base):  # the tail moved on meanwhile: a page more
                    self._post(feed, [stream], backlog)
                    continue
                self._post(feed, [stream], backlog + feed.after(last))
                feed.streams.append(stream)
                return

    def catch_up(self, feed: Feed) -> None:
        """Read what is new of a streamed feed, once, and post it to its streams. A stream calls it
        before its ending: it waits for a post the listener is making, so all that precedes the
        end is sent before it."""
        with feed.reading:
            while self._refresh(feed):  # a page at a time, until the tail is up to date
                pass

    def _catch_up_waiting(self, stream: Stream) -> None:  # from the stream's own greenlet
        try:
            self.catch_up(stream.feed)
        finally:
            self.release()

    def run(self, stream: Stream, *, closes: float,
            ending: Callable[[Stream], bytes | None] = lambda stream: None) -> Iterator[bytes]:
        """A joined stream until it ends, as what its generator must yield (see ``Stream``): what
        the listener and the keep-alive sweep post, the ``ending`` once there is one, a closing
        comment at ``closes`` (a monotonic time). Its greenlet sleeps meanwhile, woken only by
        what it must write itself or by its ending."""
        while True:
            stream.woken.clear()  # before looking: a post from now on wakes the wait below
            if chunk := stream.drain():
                yield chunk
            if stream.broken:
                return
            if ending(stream) is not None:
                self._catch_up_waiting(stream)
                stream.post(ending(stream))
                yield stream.drain()
                return
            remaining = closes - self.clock()
            if remaining <= 0:
                stream.post(sse_comment("closing; reconnect with Last-Event-ID to go on"))
                yield stream.drain()
                return
            stream.wait(remaining)

    def keep_alive(self) -> None:
        """The sweep, every second: a keep-alive comment to each stream silent for a heartbeat,
        and a read of the news the listener failed to read. One pass over the streams rather
        than a timer per stream: 10 000 timers firing every 15 s cost ~0.1 ms of CPU per act in
        the bench, and waking a stream costs more than writing to it. It runs every second, not
        every heartbeat, and lets other greenlets run between its writes, so that its writes
        come a few at a time rather than thousands in one stall of the process."""
        feeds = list(self.feeds.values())
        self._send_news([feed for feed in feeds if feed.streams and feed.read_at != feed.heard])
        silent_since = self.clock() - self.heartbeat
        written = 0
        for feed in feeds:
            for stream in list(feed.streams):
                if stream.wrote_at <= silent_since:
                    stream.post(KEEP_ALIVE)
                    written += 1
                    if written % WRITES_AT_A_TIME == 0:
                        time.sleep(0)  # gevent: the other greenlets' turn

    def _keep_alive_forever(self) -> None:
        while True:
            time.sleep(min(1.0, self.heartbeat / 3))
            try:
                self.keep_alive()
            except Exception:
                log.exception("keep-alive sweep failed")  # the sweep must outlive any one failure

    def _post(self, feed: Feed, streams: list[Stream], entries: list[Entry]) -> None:
        """Each stream's rendering of ``entries``, made once per audience."""
        if not entries:
            return
        rendered: dict[object, bytes] = {}
        version = entries[-1].event.get("version")
        for stream in streams:
            data = rendered.get(stream.audience)
            if data is None:
                data = rendered[stream.audience] = feed.render(entries, stream.audience, feed.status)
            stream.last_seq = entries[-1].seq
            if version is not None:
                stream.version = max(stream.version, version)
            stream.post(data)
            # A seat's stream whose seat changed hands (games.Holder): its greenlet writes its end.
            if stream.audience is not None and getattr(stream.audience, "gone", False):
                stream.woken.set()

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
                    self._post(feed, feed.streams, self._take_in(feed, heard, raws, last))
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

    # -- the subscription -------------------------------------------------------------------

    def heard(self, messages: list[bytes]) -> None:
        """Publishers' news, each ``<stream key>[ <version> <status>]``: what is new is sent to
        those streams' open streams, and their other waiters are woken."""
        news: dict[str, Feed] = {}
        for message in messages:
            key, _, rest = message.decode().partition(" ")
            feed = self.feeds.get(key)
            if feed is None:
                continue
            with feed.changed:
                feed.heard += 1
                if rest:
                    feed.status = rest.rpartition(" ")[2]
            news[key] = feed
        self._send_news([feed for feed in news.values() if feed.streams])
        for feed in news.values():
            with feed.changed:
                feed.changed.notify_all()

    def _wake_all(self) -> None:
        feeds = list(self.feeds.values())
        for feed in feeds:
            with feed.changed:
                feed.heard += 1
        self._send_news([feed for feed in feeds if feed.streams])
        for feed in feeds:
            with feed.changed:
                feed.changed.notify_all()

    def _listen(self) -> None:
        if self.listening is None:
            with self.lock:
                if self.listening is None:
                    self.listening = threading.Thread(target=self._subscribe_forever, name="news", daemon=True)
                    self.listening.start()
                    threading.Thread(target=self._keep_alive_forever, name="keep-alive", daemon=True).start()

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
                    batch, message = [], pubsub.get_message(timeout=30)
                    while message is not None:  # and whatever else has arrived: one read for all
                        if message["type"] == "message":
                            batch.append(message["data"])
                        if len(batch) >= BATCH:
                            break
                        message = pubsub.get_message(timeout=0)
                    if batch:
                        self.heard(batch)
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


def _seq_of(entry: Entry) -> int:
    return entry.seq


def direct_socket(environ: dict):
    """The client's socket when a stream may write to it itself (``Stream``), else None: under
    gunicorn (``gunicorn.socket``) on an event loop (a non-blocking descriptor: gevent waits for
    it, so a write never blocks the writer), without TLS, for a GET over HTTP/1.1 — the body
    gunicorn then frames as chunks, as ``Stream.post`` frames its own writes."""
    sock = environ.get("gunicorn.socket")
    if (sock is None or hasattr(sock, "cipher") or environ.get("REQUEST_METHOD") != "GET"
            or environ.get("SERVER_PROTOCOL") != "HTTP/1.1"):
        return None
    try:
        return None if os.get_blocking(sock.fileno()) else sock
    except (OSError, ValueError):
        return None


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


KEEP_ALIVE = sse_comment("keep-alive")


def sse_retry(milliseconds: int) -> bytes:
    """How long a disconnected EventSource waits before reconnecting."""
    return b"retry: %d\n\n" % milliseconds
