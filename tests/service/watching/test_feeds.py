"""The per-process fan-out (service.watching.hub, service.watching.streams) on its own: a stream writing straight
to its socket, what a slow reader costs, and the hub passing news on to streams of different
audiences. The hub's ``read`` here is an in-memory log (the hub's own interface); Redis is in
the e2e tests."""

from __future__ import annotations

import socket
import threading

import pytest
import redis

from service.store.codec import to_json
from service.watching.feeds import Entry
from service.watching.hub import Hub
from service.watching.sse import sse_event
from service.watching.streams import MAX_PENDING, Stream, direct_socket


def unchunk(raw: bytes) -> bytes:
    """An HTTP/1.1 chunked body back to its bytes (the test's own reader)."""
    body, rest = b"", raw
    while rest:
        size, _, rest = rest.partition(b"\r\n")
        n = int(size, 16)
        body, rest = body + rest[:n], rest[n + 2:]
    return body


def read_all(sock: socket.socket, into: list[bytes]) -> None:
    while chunk := sock.recv(65536):
        into.append(chunk)


@pytest.fixture
def pair():
    ours, theirs = socket.socketpair()
    ours.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
    ours.setblocking(False)  # as gevent keeps it: a write never blocks the writer
    yield ours, theirs
    ours.close()
    theirs.close()


def test_a_stream_writes_what_the_socket_takes_and_keeps_the_rest_in_order(pair):
    ours, theirs = pair
    stream = Stream(feed=None, audience=None, version=0, cursor=0)
    stream.write_to(ours)
    posts = [bytes([65 + i % 26]) * 3000 for i in range(60)]  # ~180 kB: far more than the socket buffers
    for data in posts:
        stream.post(data)
    assert stream.pending, "a reader that reads nothing leaves the rest pending"
    got: list[bytes] = []
    reader = threading.Thread(target=read_all, args=(theirs, got))
    reader.start()
    ours.setblocking(True)  # drain() waits for the socket (gevent does this without blocking others)
    assert stream.drain() == b""  # with a socket of its own, nothing for the WSGI server to write
    ours.shutdown(socket.SHUT_WR)
    reader.join(5)
    assert unchunk(b"".join(got)) == b"".join(posts)
    assert not stream.broken


def test_a_reader_too_far_behind_is_cut_off(pair):
    ours, _theirs = pair
    stream = Stream(feed=None, audience=None, version=0, cursor=0)
    stream.write_to(ours)
    while not stream.broken:
        stream.post(b"x" * 65536)
    assert len(stream.pending) > MAX_PENDING
    assert stream.woken.is_set(), "its greenlet is woken to end the stream"


def test_without_a_socket_everything_waits_for_the_generator():
    stream = Stream(feed=None, audience=None, version=0, cursor=0)
    stream.post(b"one")
    stream.post(b"two")
    assert stream.woken.is_set()
    assert stream.drain() == b"onetwo"  # unframed: the WSGI server frames what is yielded
    assert stream.drain() == b""


@pytest.mark.parametrize("change, direct", [
    ({}, True),
    ({"REQUEST_METHOD": "HEAD"}, False),  # no body: gunicorn would write none
    ({"SERVER_PROTOCOL": "HTTP/1.0"}, False),  # not chunked
    ({"gunicorn.socket": None}, False),  # not gunicorn (the test client, another server)
])
def test_a_stream_writes_its_socket_only_where_gunicorn_would_chunk_it(pair, change, direct):
    ours, _theirs = pair
    environ = {"gunicorn.socket": ours, "REQUEST_METHOD": "GET", "SERVER_PROTOCOL": "HTTP/1.1", **change}
    if environ["gunicorn.socket"] is None:
        del environ["gunicorn.socket"]
    assert (direct_socket(environ) is ours) is direct


def test_a_blocking_socket_is_left_to_the_server(pair):
    ours, _theirs = pair
    ours.setblocking(True)  # a threaded worker's: a write could block the hub's listener
    assert direct_socket({"gunicorn.socket": ours, "REQUEST_METHOD": "GET", "SERVER_PROTOCOL": "HTTP/1.1"}) is None


class Log:
    """An event log in memory, read as the store reads Redis (after a seq, several at once)."""

    def __init__(self):
        self.events: dict[str, list[dict]] = {}
        self.reads = 0

    def append(self, key: str, **event) -> None:
        log = self.events.setdefault(key, [])
        log.append({"seq": len(log) + 1, **event})

    def read(self, reads):
        self.reads += 1
        return [[to_json(e) for e in self.events.get(key, []) if e["seq"] > after] for key, after in reads]


def render(entries: list[Entry], seat, status) -> bytes:
    """Seat-private events (``to``) hidden from others until the game is over."""
    strip = lambda event: {k: v for k, v in event.items() if k != "to"}  # noqa: E731
    return b"".join(e.framed(strip) for e in entries
                    if "to" not in e.event or e.event["to"] == seat or status == "finished")


def test_news_reaches_each_audience_once_read_and_the_stream_ends_with_the_game():
    log = Log()
    hub = Hub(log.read, subscriber=lambda: None, capacity=10)
    hub._listen = lambda: None  # no subscription: the test hands the hub its news
    log.append("g", version=1, type="start")
    with hub.streaming("g", 0, audience=0, render=render, status="active", version=1) as seat0, \
            hub.streaming("g", 0, audience=None, render=render, status="active", version=1) as spectator:
        hub.join(seat0)
        hub.join(spectator)
        assert seat0.drain() == spectator.drain() == sse_event(b'{"seq":1,"version":1,"type":"start"}', seq=1)

        log.append("g", version=2, type="dealt", to=0)
        log.append("g", version=2, type="moved")
        reads = log.reads
        hub.heard([b"g 2 active", b"g 2 active"])
        assert log.reads == reads + 1  # one read for both messages and both streams
        assert seat0.drain() == (sse_event(b'{"seq":2,"version":2,"type":"dealt"}', seq=2)
                                 + sse_event(b'{"seq":3,"version":2,"type":"moved"}', seq=3))
        assert spectator.drain() == sse_event(b'{"seq":3,"version":2,"type":"moved"}', seq=3)
        assert spectator.last_seq == 3 and spectator.version == 2

        log.append("g", version=3, type="over")
        hub.heard([b"g 3 finished"])
        ending = lambda stream: b"end" if stream.feed.status == "finished" else None  # noqa: E731
        told = list(hub.run(spectator, closes=hub.clock() + 60, ending=ending))
        assert b"".join(told) == sse_event(b'{"seq":4,"version":3,"type":"over"}', seq=4) + b"end"


def test_a_stream_joining_late_gets_what_it_missed_then_the_news():
    log = Log()
    hub = Hub(log.read, subscriber=lambda: None, capacity=10)
    hub._listen = lambda: None
    for version in (1, 2, 3):
        log.append("g", version=version, type="moved")
    with hub.streaming("g", 0, audience=None, render=render, status="active") as first:
        hub.join(first)
        first.drain()
        with hub.streaming("g", 1, audience=None, render=render, status="active") as late:
            hub.join(late)
            assert [line for line in late.drain().split(b"\n") if line.startswith(b"id:")] == [b"id: 2", b"id: 3"]
            log.append("g", version=4, type="moved")
            hub.heard([b"g 4 active"])
            assert late.drain() == first.drain() == sse_event(b'{"seq":4,"version":4,"type":"moved"}', seq=4)


def test_a_stream_that_read_past_the_tail_as_it_joined_is_not_sent_those_entries_again():
    """Issue 26.2's seam: the full suite once saw an honest stream get seqs 5, 6, then 5 and 6 again.
    A stream joining before the listener has read the news reads them itself; the listener's read,
    on its way from the tail's end, must not post them to it a second time."""
    log = Log()
    hub = Hub(log.read, subscriber=lambda: None, capacity=10)
    hub._listen = lambda: None
    log.append("g", version=1, type="moved")
    with hub.streaming("g", 1, audience=None, render=render, status="active") as first:
        hub.join(first)  # the feed's tail starts after seq 1
        log.append("g", version=2, type="moved")
        log.append("g", version=3, type="moved")  # committed; its news not heard yet
        with hub.streaming("g", 0, audience=None, render=render, status="active") as honest:
            hub.join(honest)  # from seq 0, older than the tail: its own read, seqs 1-3
            ids = lambda data: [line for line in data.split(b"\n") if line.startswith(b"id:")]  # noqa: E731
            assert ids(honest.drain()) == [b"id: 1", b"id: 2", b"id: 3"]
            hub.heard([b"g 2 active", b"g 3 active"])  # the listener reads on from the tail's end: 2, 3
            assert ids(first.drain()) == [b"id: 2", b"id: 3"]
            assert honest.drain() == b"", "seqs 2 and 3 sent twice"
            log.append("g", version=4, type="moved")
            hub.heard([b"g 4 active"])
            assert ids(honest.drain()) == ids(first.drain()) == [b"id: 4"]


def test_a_read_after_a_commit_sees_it_before_its_news_reaches_the_listener():
    """A client's own act, then its read of the log (no wait): the read must hold the act's events
    even while this process's listener has not heard of the commit yet and a stream keeps the
    game's tail (the full suite once saw a spectator's log two events short of its stream's)."""
    log = Log()
    hub = Hub(log.read, subscriber=lambda: None, capacity=10)
    hub._listen = lambda: None  # the listener never hears: its news is late
    log.append("g", version=1, type="start")
    with hub.streaming("g", 0, audience=None, render=render, status="active") as watcher:
        hub.join(watcher)  # the tail holds seq 1
        log.append("g", version=2, type="moved")
        log.append("g", version=2, type="scored")  # committed; the act answered; no news yet
        with hub.watching("g", 0) as feed:
            stale = hub.next(feed, 0, 0)
            fresh = hub.next(feed, 0, 0, committed=3)
        assert [e.seq for e in stale.entries] == [1]  # what the tail knew: why reads pass ``committed``
        assert [e.seq for e in fresh.entries] == [1, 2, 3]
        log.append("g", version=3, type="moved")  # a player's feed reads through ``wait`` alike
        assert [e.seq for e in hub.wait("g", 3, 0, committed=4).entries] == [4]


def test_the_sweep_keeps_quiet_streams_alive_and_reads_news_the_listener_could_not():
    log = Log()
    now = [1000.0]
    hub = Hub(log.read, subscriber=lambda: None, capacity=10, heartbeat=15, clock=lambda: now[0])
    hub._listen = lambda: None
    with hub.streaming("g", 0, audience=None, render=render, status="active") as quiet, \
            hub.streaming("g", 0, audience=0, render=render, status="active") as busy:
        hub.join(quiet)
        hub.join(busy)
        now[0] += 10
        busy.post(b"news")
        now[0] += 6  # quiet for 16 s, busy for 6
        hub.keep_alive()
        assert quiet.drain() == b": keep-alive\n\n"
        assert busy.drain() == b"news"

        failing = hub.read
        hub.read = lambda reads: (_ for _ in ()).throw(ConnectionError("Redis is away"))
        log.append("g", version=2, type="moved")
        hub.heard([b"g 2 active"])  # the listener cannot read it
        assert quiet.drain() == b""
        hub.read = failing
        hub.keep_alive()
        assert quiet.drain() == busy.drain() == sse_event(b'{"seq":1,"version":2,"type":"moved"}', seq=1)


def test_a_stream_closes_at_its_time():
    log = Log()
    now = [1000.0]
    hub = Hub(log.read, subscriber=lambda: None, capacity=10, clock=lambda: now[0])
    hub._listen = lambda: None
    with hub.streaming("g", 0, audience=None, render=render, status="active") as stream:
        hub.join(stream)
        stream.wait = lambda timeout: now.__setitem__(0, now[0] + timeout)
        told = list(hub.run(stream, closes=now[0] + 20))
    assert told == [b": closing; reconnect with Last-Event-ID to go on\n\n"]
    assert now[0] == 1020.0


def test_a_closed_hub_stops_its_listener_and_its_sweep(redis_url):
    log = Log()
    hub = Hub(log.read, subscriber=lambda: redis.Redis.from_url(redis_url), capacity=10)
    with hub.watching("g", 0):
        assert hub.listening.connected.wait(5)  # subscribed, and the sweep running beside it
        assert hub.listening.thread.is_alive() and hub.sweeping.is_alive()
    hub.close()
    hub.listening.thread.join(5)
    hub.sweeping.join(5)
    assert not hub.listening.thread.is_alive() and not hub.sweeping.is_alive()


def test_a_hub_whose_redis_is_away_stops_when_closed():
    def away():
        raise ConnectionError("Redis is away")  # an OSError: the listener backs off and tries again

    hub = Hub(Log().read, subscriber=away, capacity=10)
    with hub.watching("g", 0):
        pass
    hub.close()
    hub.listening.thread.join(5)
    assert not hub.listening.thread.is_alive() and not hub.listening.connected.is_set()
