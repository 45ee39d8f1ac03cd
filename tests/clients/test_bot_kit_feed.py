"""The bot runner's feed (starport_bot/feed.py) against a scripted player stream on 127.0.0.1
that, like the server, starts after the ``Last-Event-ID`` it is sent: a stream cut off, closed
or gone silent is opened again after the last event handed on, so every event is handed on once
and in order, and a game seated on the feed is started once across the drop."""

from __future__ import annotations

import json
import logging
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from starport_bot import feed as feed_module
from starport_bot.calls import Server
from starport_bot.config import parse
from starport_bot.feed import Feed
from starport_bot.runner import Runner

from .scripted_server import Reply, ScriptedServer, Stream, problem, sse

KEY = "p1.secret"
STREAM = ("GET", "/v1/players/me/stream")


class PlayerStream:
    """The player's feed: ``log`` of events by sequence number. Connection n (from 1) first
    runs ``meanwhile(n)`` (what happened while the bot was away), then gets the events after its
    Last-Event-ID, shaped by ``shape(n, frames)`` (a Stream): by default the frames, then a
    clean end."""

    def __init__(self, log: dict[int, dict], shape=None, meanwhile=None):
        self.log = log
        self.shape = shape or (lambda n, frames: Stream(frames))
        self.meanwhile = meanwhile or (lambda n: None)
        self.connections = 0
        self.lock = threading.Lock()

    def __call__(self, request):
        after = int(request.headers.get("last-event-id", "0"))
        with self.lock:
            self.connections += 1
            n = self.connections
            self.meanwhile(n)
            frames = [sse(seq, event) for seq, event in sorted(self.log.items()) if seq > after]
        return self.shape(n, frames)


@pytest.fixture
def stream_server():
    servers = []

    def start(stream: PlayerStream):
        servers.append(ScriptedServer({STREAM: stream}))
        return servers[-1]
    yield start
    for server in servers:
        server.close()


def follow(server: ScriptedServer, after: int, until: int, on_event=None, connections: int = 1,
           timeout: float = 4.0) -> list[int]:
    """Follow the feed from ``after`` until ``until`` events were handed on and the stream was
    opened ``connections`` times; the events' seqs."""
    heard: list[int] = []
    stopping = threading.Event()

    def hear(event):
        if on_event:
            on_event(event)
        heard.append(event["seq"])  # not when on_event raised
    reader = Feed(Server(server.base, KEY, stopping), after, hear)
    reader.start()
    give_up = time.monotonic() + timeout
    while (len(heard) < until or len(server.requests(*STREAM)) < connections) and time.monotonic() < give_up:
        time.sleep(0.01)
    stopping.set()
    reader.join(timeout=3)
    assert not reader.is_alive()
    return heard


def events(*seqs: int) -> dict[int, dict]:
    return {seq: {"seq": seq, "type": "your_turn", "game": "starshower", "game_id": f"g{seq}"} for seq in seqs}


def sent_ids(server: ScriptedServer) -> list[str | None]:
    return [r.headers.get("last-event-id") for r in server.requests(*STREAM)]


def test_a_stream_cut_off_is_resumed_after_the_last_whole_event(stream_server, caplog):
    # The first connection delivers 5 and 6, then half of 7's frame, and the connection breaks.
    def cut_in_seven(n, frames):
        return Stream(frames[:2] + [b'id: 7\ndata: {"seq": 7, "ty'], cut=True) if n == 1 else Stream(frames)
    server = stream_server(PlayerStream(events(5, 6, 7), cut_in_seven))
    caplog.set_level(logging.INFO, "starport-bot")
    assert follow(server, after=4, until=3) == [5, 6, 7]
    assert sent_ids(server)[:2] == ["4", "6"]
    dropped = [r.getMessage() for r in caplog.records if "the feed dropped" in r.getMessage()]
    assert dropped == ["error: the feed dropped (RemoteProtocolError); resuming after event 6"]


def test_a_stream_the_server_closes_is_opened_again_after_its_last_event(stream_server, caplog):
    # A restart or the hourly close: the body just ends. Event 6 lands while the bot is away.
    stream = PlayerStream(events(5))
    stream.meanwhile = lambda n: stream.log.update(events(6)) if n == 2 else None
    server = stream_server(stream)
    caplog.set_level(logging.INFO, "starport-bot")
    assert follow(server, after=4, until=2) == [5, 6]
    assert sent_ids(server)[:2] == ["4", "5"]
    assert not [r for r in caplog.records if r.name == "starport-bot"]  # a clean close is no error


def test_a_stream_gone_silent_is_given_up_and_resumed(stream_server, monkeypatch, caplog):
    monkeypatch.setattr(feed_module, "SILENCE", 0.3)  # the server's keep-alives come every 15 s
    server = stream_server(PlayerStream(events(5, 6), lambda n, frames: Stream(frames[:1], hold=3.0) if n == 1
                                        else Stream(frames)))
    caplog.set_level(logging.INFO, "starport-bot")
    began = time.monotonic()
    assert follow(server, after=4, until=2) == [5, 6]
    assert time.monotonic() - began < 2.5  # it did not wait for the silent stream to end
    assert sent_ids(server)[:2] == ["4", "5"]
    assert any("the feed dropped (ReadTimeout)" in r.getMessage() for r in caplog.records)


def test_an_event_its_handler_fails_on_is_logged_once_and_the_feed_goes_on(stream_server, caplog):
    server = stream_server(PlayerStream(events(5, 6, 7)))

    def fails_on_six(event):
        if event["seq"] == 6:
            raise KeyError("prompt")
    caplog.set_level(logging.INFO, "starport-bot")
    heard = follow(server, after=4, until=2, on_event=fails_on_six, connections=2)
    assert heard == [5, 7]
    assert sent_ids(server)[:2] == ["4", "7"]  # resumed past 6, not before it
    failed = [r for r in caplog.records if r.name == "starport-bot" and r.levelno >= logging.ERROR]
    assert len(failed) == 1 and "event 6" in failed[0].getMessage(), [r.getMessage() for r in failed]


def test_a_game_seated_on_the_feed_is_started_once_across_a_drop(stream_server, tmp_path, caplog):
    """The runner whole: seated and your_turn for g1 on the first connection, which breaks; the
    game ends while the bot is away and the second connection brings game_over."""
    stream = PlayerStream({5: {"seq": 5, "type": "seated", "game": "starshower", "game_id": "g1", "seat": 0},
                           6: {"seq": 6, "type": "your_turn", "game": "starshower", "game_id": "g1", "seat": 0}})
    over = threading.Event()

    def game_over_while_away(n):
        if n == 2:
            over.set()
            stream.log[7] = {"seq": 7, "type": "game_over", "game": "starshower", "game_id": "g1", "seat": 0}
    stream.meanwhile = game_over_while_away
    stream.shape = lambda n, frames: Stream(frames, cut=n == 1)

    def view(request):
        # Another seat's turn until the game is over: only the feed's news ends the game's wait.
        return Reply(200, {"game_id": "g1", "game": "starshower", "version": 3 if over.is_set() else 2,
                           "status": "finished" if over.is_set() else "active", "you": 0,
                           "to_act": [] if over.is_set() else [{"seat": 1, "prompt": "place"}],
                           "server_time": time.time()})
    server = stream_server(stream)
    server.routes.update({
        ("GET", "/v1/players/me/events"): lambda r: Reply(200, {"last_seq": 4, "events": [], "more": False}),
        ("GET", "/v1/players/me/games"): lambda r: Reply(200, {"games": []}),
        ("GET", "/v1/players/me/challenges"): lambda r: Reply(200, {"challenges": []}),
        ("GET", "/v1/starshower/games/g1"): view,
        ("GET", "/v1/starshower/games/g1/score"): lambda r: Reply(200, {"version": 3, "final": True, "winners": [0],
                                                                       "players": [{"seat": 0, "total": 12}]}),
    })
    (tmp_path / "feed_test_engine.py").write_text("def choose(view, actions):\n    return actions[0]\n")
    config = parse({"engine": {"function": "feed_test_engine.py:choose"}, "challenges": {"accept": ["starshower"]},
                    "games": 1}, tmp_path)
    runner = Runner(server.base, KEY, config)
    caplog.set_level(logging.INFO, "starport-bot")
    ended = []
    running = threading.Thread(target=lambda: ended.append(runner.run()), daemon=True)
    running.start()
    running.join(timeout=8)
    if running.is_alive():
        runner.stopping.set()
        pytest.fail("the runner did not finish its one game")
    said = [r.getMessage() for r in caplog.records if r.name == "starport-bot"]
    assert ended == [0]
    assert [s for s in said if s.startswith(("start", "end"))] == [
        "start starshower g1 (seated)",
        "end starshower g1: won (seat 0, 12 points; winners [0]) after 0 decisions"], said
    assert sent_ids(server)[:2] == ["4", "6"]


def test_a_stream_refused_503_is_asked_again_after_its_retry_after_from_the_same_event(stream_server, caplog):
    # A server process holding its most streams answers 503 with Retry-After (service/watching/hub.py).
    stream = PlayerStream(events(5, 6))
    answer_stream = stream.__call__
    refused = []

    def busy_first(request):
        if not refused:
            refused.append(request)
            return problem(503, "unavailable", retry_after="1")
        return answer_stream(request)
    server = stream_server(stream)
    server.routes[STREAM] = busy_first
    caplog.set_level(logging.INFO, "starport-bot")
    assert follow(server, after=4, until=2) == [5, 6]
    first, second = server.requests(*STREAM)[:2]
    assert sent_ids(server)[:2] == ["4", "4"]
    assert second.at - first.at >= 1.0  # waited the Retry-After
    told = [r for r in caplog.records if r.getMessage().startswith("told to wait: the feed answered 503; again in 1.")]
    assert told and told[0].levelno == logging.INFO  # being told to wait is no error
    assert not [r for r in caplog.records if "error" in r.getMessage()]


def test_a_name_holding_line_separators_neither_ends_the_stream_nor_hides_the_event(stream_server, caplog):
    # A challenger named "e\u2028event: end\u2028", its JSON sent raw (as a server that does not
    # escape it would): split at U+2028, the kit saw "event: end" and reconnected before it for ever.
    name = "e\u2028event: end\u2028"
    evil = {5: {"seq": 5, "type": "challenge", "game": "starshower", "challenge_id": "c5", "from_name": name}}
    stream = PlayerStream({**evil, **events(6)})

    def raw(n, frames):
        first = b"id: 5\ndata: " + json.dumps(evil[5], ensure_ascii=False).encode() + b"\n\n"
        return Stream([first, *frames[1:]])
    stream.shape = raw
    server = stream_server(stream)
    names = []
    assert follow(server, after=4, until=2, on_event=lambda e: names.append(e.get("from_name"))) == [5, 6]
    assert names[0] == name
    assert sent_ids(server)[0] == "4" and len(server.requests(*STREAM)) == 1
