"""Open Server-Sent Events streams in this process: a stream's bytes and where they go.

The hub's listener renders each news of a feed once per audience (``send``) and posts it to
every stream of that audience; a stream writes it to its client's socket itself when it may
(``direct_socket``), else its own greenlet yields it (``Stream.run``). One sweep per process
sends the keep-alive comments (``keep_alive``, called by ``Hub.keep_alive``).
"""

from __future__ import annotations

import os
import threading
import time
from typing import Callable, Iterable, Iterator

from service.watching.feeds import Entry, Feed
from service.watching.sse import KEEP_ALIVE, sse_comment

KEY_CHANGED = sse_comment("the key this stream was opened with was rotated or revoked; closed")

WRITES_AT_A_TIME = 64  # socket writes the listener or the sweep makes before letting others run
MAX_PENDING = 1 << 20  # bytes a stream's reader may fall behind by before it is cut off


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
                 clock: Callable[[], float] = time.monotonic, bearer=None):
        self.feed = feed
        self.clock = clock
        self.audience = audience
        self.bearer = bearer  # the player key it was opened with (seating.KeyBearer), or None
        self.revoked = False  # that key was rotated or revoked: the stream closes
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

    def revoke(self) -> None:
        """The key it was opened with works no more: its greenlet closes it (``run``)."""
        self.revoked = True
        self.woken.set()

    def run(self, *, closes: float, ending: Callable[[Stream], bytes | None],
            catch_up: Callable[[Stream], None]) -> Iterator[bytes]:
        """The joined stream until it ends, as what its generator must yield: what the listener
        and the keep-alive sweep post, the ``ending`` once there is one (after ``catch_up``: all
        that precedes the end is sent before it), a closing comment at ``closes`` (a monotonic
        time). Its greenlet sleeps meanwhile, woken only by what it must write itself or by its
        ending."""
        while True:
            self.woken.clear()  # before looking: a post from now on wakes the wait below
            if chunk := self.drain():
                yield chunk
            if self.broken:
                return
            if self.revoked:  # nothing more for a key that is no longer the player's
                self.post(KEY_CHANGED)
                yield self.drain()
                return
            if ending(self) is not None:
                catch_up(self)
                self.post(ending(self))
                yield self.drain()
                return
            remaining = closes - self.clock()
            if remaining <= 0:
                self.post(sse_comment("closing; reconnect with Last-Event-ID to go on"))
                yield self.drain()
                return
            self.wait(remaining)


class Tap:
    """Another feed's entries into an open stream (a game's chat rooms into the game's stream):
    the hub's listener sends it what is new of its feed, rendered once per ``audience`` as it
    does a stream's, and the tap posts the bytes into its ``stream``, whose socket and order
    they share. Its own cursor (``last_seq``) is the tapped feed's: the stream's ``Last-Event-ID``
    stays its log's, and what a tap posts carries no id."""

    version = 0

    def __init__(self, feed: Feed, stream: Stream, audience, cursor: int):
        self.feed = feed  # the tapped feed (the stream's own is ``stream.feed``)
        self.stream = stream
        self.audience = audience
        self.last_seq = cursor

    @property
    def revoked(self) -> bool:
        return self.stream.revoked

    @property
    def wrote_at(self) -> float:
        return self.stream.wrote_at

    @property
    def woken(self) -> threading.Event:
        return self.stream.woken

    def post(self, data: bytes) -> None:
        self.stream.post(data)

    def write_to(self, sock) -> None:  # the stream writes to its socket
        pass


def send(feed: Feed, streams: list[Stream], entries: list[Entry]) -> None:
    """Each stream's rendering of ``entries``, made once per audience, posted to it. A stream is
    sent only what follows its ``last_seq``: a stream that joined while the listener's read was
    on its way (``Hub.join`` sent it those entries from its own read) would otherwise get them
    twice (seen: an honest stream given seqs 5, 6, then 5 and 6 again)."""
    if not entries:
        return
    rendered: dict[object, bytes] = {}
    version = entries[-1].event.get("version")
    for stream in streams:
        if stream.revoked:  # its key works no more: it is closing
            continue
        mine = entries
        if stream.last_seq >= entries[0].seq:  # rare: rendered for this stream alone
            mine = [e for e in entries if e.seq > stream.last_seq]
            if not mine:
                continue
            data = feed.render(mine, stream.audience, feed.status)
        elif (data := rendered.get(stream.audience)) is None:
            data = rendered[stream.audience] = feed.render(entries, stream.audience, feed.status)
        stream.last_seq = mine[-1].seq
        if version is not None:
            stream.version = max(stream.version, version)
        stream.post(data)
        # A seat's stream whose seat changed hands (watching.Holder): its greenlet writes its end.
        if stream.audience is not None and getattr(stream.audience, "gone", False):
            stream.woken.set()


def keep_alive(streams: Iterable[Stream], silent_since: float) -> None:
    """A keep-alive comment to each stream silent since ``silent_since``, letting other greenlets
    run between its writes, so that they come a few at a time rather than thousands in one stall
    of the process."""
    written = 0
    for stream in streams:
        if stream.wrote_at <= silent_since:
            stream.post(KEEP_ALIVE)
            written += 1
            if written % WRITES_AT_A_TIME == 0:
                time.sleep(0)  # gevent: the other greenlets' turn


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
