"""Watching: long polls and Server-Sent Events streams of a game's log and of a player's feed.

They wait in the process's hub (``service.watching.hub``): one subscription per process wakes them all,
and none holds a Redis connection while it sleeps. What each reader is sent is decided by
``views.visible`` for the reader it is: a seat's holder (``Holder``) or a spectator (None). When
the seat changes hands, its old holder's stream ends and its long poll reads on as a spectator.
"""

from __future__ import annotations

import time
from contextlib import ExitStack
from dataclasses import dataclass
from typing import Iterator

from service.chat.talk import Chat, Viewer, public
from service.store.keys import chat_room_key

from service.watching.feeds import Entry
from service.watching.hub import Hub
from service.watching.sse import sse_event, sse_retry
from service.watching.streams import Stream
from service.tables.seating import KeyBearer, Seating, is_player_key, key_bearer
from service.store.codec import to_json
from service.store.game_record import GameRecord
from service.store.games import GameStore
from service.tables.views import public_event, visible
from service.tables.writes import Writes


class Watching:
    def __init__(self, store: GameStore, writes: Writes, seating: Seating, hub: Hub, chat: Chat):
        self.store = store
        self.writes = writes
        self.seating = seating
        self.hub = hub
        self.chat = chat

    def events(self, slug: str, game_id: str, token: str | None, after: int, wait: float,
               chat_after: int | None = None) -> dict:
        """The log after ``after`` as this bearer may see it, a page at a time (``more``: ask
        again after ``last_seq``); waits up to ``wait`` s for news. ``chat_after``: the chat lines
        after that number too (``chat``, ``chat_last``), of the rooms the bearer reads
        (``service.chat.rooms``), and the wait ends at a line as at an event."""
        record = self.writes.load(slug, game_id)
        reader = self.reader(record, token)
        rooms, viewer = self.chat.audience(record, token) if chat_after is not None else ((), None)
        after = within_the_log(after, record.seq)
        version, status, cursor = record.version, record.status, after
        lines: list[dict] = []
        give_up = time.monotonic() + wait
        self.hub.take()
        try:
            with ExitStack() as watching:
                feed = watching.enter_context(self.hub.watching(self.store.events_key(game_id), after))
                rooms_watched = [watching.enter_context(self.hub.watching(chat_room_key(game_id, room), chat_after))
                                 for room in rooms]
                while True:
                    remaining = 0 if status == "finished" else max(0.0, give_up - time.monotonic())
                    if rooms_watched:
                        news, *said = self.hub.next_of_each(
                            [(feed, cursor), *((room, chat_after) for room in rooms_watched)], remaining,
                            committed=record.seq)
                        if any(room.entries for room in said):  # read again at one instant: see ChatStore.lines
                            lines, chat_after = self.lines_after(game_id, rooms, viewer, chat_after)
                            self.hub.release()
                    else:
                        news = self.hub.next(feed, cursor, remaining, committed=record.seq)
                    if news.entries:
                        cursor = news.entries[-1].seq
                        version, status = self.store.status(game_id) or (version, status)
                        self.hub.release()  # and it waits on
                    shown = [public_event(e.event) for e in news.entries if reader_sees(reader, e, status)]
                    if (shown or lines or (status == "finished" and not news.more)
                            or time.monotonic() >= give_up):
                        break
        finally:
            self.hub.give_back()
        answer = {"version": version, "last_seq": cursor, "events": shown, "more": news.more}
        if chat_after is not None:
            answer.update(chat=lines, chat_last=chat_after)
        return answer

    def lines_after(self, game_id: str, rooms: tuple[str, ...], viewer: Viewer, after: int) -> tuple[list[dict], int]:
        found = self.chat.chat.lines(game_id, rooms, after)
        last = max([after, *(line["seq"] for line in found)])
        return [public(line) for line in found if viewer.sees(line)], last

    def watch(self, slug: str, game_id: str, token: str | None, after: int, *,
              lifetime: float = 3600, sock=None) -> Iterator[bytes]:
        """The event log as this bearer may see it, as Server-Sent Events, for as long as the
        client stays: each event with ``id: <seq>``, a comment after a heartbeat with no news
        (``Hub.keep_alive``), and ``event: end`` once the game is over. After ``lifetime`` s the stream closes
        (an EventSource reconnects by itself, with Last-Event-ID), so no connection stays with
        one process for ever. Refusals (404, 401, a full server's 503) come before the first byte.
        ``sock``: the client's socket, when the stream may write to it itself (``streams.direct_socket``)."""
        record = self.writes.load(slug, game_id)
        reader = self.reader(record, token)
        rooms, viewer = self.chat.audience(record, token) if record.status != "finished" else ((), None)
        chat_from = self.chat.chat.last_n(game_id) if rooms else 0
        after = within_the_log(after, record.seq)
        self.hub.take()  # refused (503) here, before the first byte; given back when the stream ends
        return self._stream(game_id, reader, record, after, lifetime, sock, self.bearer(token),
                            [(chat_room_key(game_id, room), chat_from) for room in rooms], viewer)

    def reader(self, record: GameRecord, token: str | None) -> Holder | None:
        """Who a long poll or a stream reads for: its seat's holder as of this record, or None
        (a spectator). A player key (or token) that holds no seat reads as a spectator, as
        itself: its chat mutes and blocks apply, and its own shadowed lines reach it."""
        if token is not None and is_player_key(token):
            player = self.seating.player_of(token, "read")  # 401 for no one's, 403 for a token without read
            if not any(seat.get("player") == player for seat in record.seats):
                return None
        seat = self.seating.reader_of(record, token)
        return None if seat is None else Holder(seat, record.seq)

    def _stream(self, game_id: str, reader: Holder | None, record: GameRecord, cursor: int,
                lifetime: float, sock, bearer: KeyBearer | None, rooms: list[tuple[str, int]],
                viewer: Viewer | None) -> Iterator[bytes]:
        """``rooms``: the chat rooms tapped into the stream (their keys, and the line they start
        after: the newest when the stream opened; a client reads the page before, by GET …/chat)."""
        closes = until(lifetime, bearer, self.seating.clock())
        try:
            with ExitStack() as taps, \
                    self.hub.streaming(self.store.events_key(game_id), cursor, audience=reader, render=render_events,
                                       status=record.status, version=record.version, bearer=bearer) as stream:
                yield sse_retry(2000)  # with the headers: from here on the stream may write to the socket
                yield from self.hub.backlog(stream, sock)
                self.hub.join(stream, sock)
                for key, after in rooms:
                    self.hub.join(taps.enter_context(self.hub.tapping(key, stream, after, audience=viewer,
                                                                      render=render_chat)))
                yield from self.hub.run(stream, closes=closes, ending=game_over)
        finally:
            self.hub.give_back()

    def player_events(self, key: str | None, after: int, wait: float) -> dict:
        """The player's feed after ``after``; waits up to ``wait`` s for news (the same fan-out
        as a game's log: one subscription per process, see ``service.watching.hub``)."""
        player = self.seating.player_of(key, "read")
        committed = self.store.feed_seq(player)
        after = within_the_log(after, committed)
        self.hub.take()
        try:
            news = self.hub.wait(self.store.feed_key(player), after, wait, committed)
        finally:
            self.hub.give_back()
        return {"last_seq": news.entries[-1].seq if news.entries else after,
                "events": [e.event for e in news.entries], "more": news.more}

    def watch_player(self, key: str | None, after: int, *, lifetime: float = 3600, sock=None) -> Iterator[bytes]:
        """The player's feed as Server-Sent Events, as ``watch`` serves a game's log: ``id:
        <seq>`` on each, a comment after a heartbeat with no news, closed after ``lifetime``
        s (reconnect with Last-Event-ID). A feed never ends by itself; it closes once its key is
        rotated or revoked. Refusals come first."""
        player = self.seating.player_of(key, "read")
        after = within_the_log(after, self.store.feed_seq(player))
        bearer = self.bearer(key)
        self.hub.take()  # given back when the stream ends (Hub.stream_feed)
        return self.hub.stream_feed(self.store.feed_key(player), after, render=render_feed, sock=sock, bearer=bearer,
                                    closes=until(lifetime, bearer, self.seating.clock()))

    def bearer(self, token: str | None) -> KeyBearer | None:
        """Who a stream was opened with (a key or token already checked), and a token's expiry."""
        bearer = key_bearer(token)
        if bearer is not None and bearer.field != "key_hash":
            bearer = bearer._replace(expires=self.seating.expiry_of(token))
        return bearer


@dataclass(eq=False)  # one per stream or long poll: each holder's ``gone`` is its own
class Holder:
    """A seat's reader as the seat's holder was when its stream or long poll began (the log at
    ``since``). From the seat's next change of hands on (it left, was claimed, or its clock gave
    it to the stand-in) the reader is ``gone``: it sees what a spectator sees, and a stream ends
    (``Hub._post`` wakes it to write its ``end``)."""

    seat: int
    since: int
    gone: bool = False

    def sees(self, entry: Entry, status: str | None) -> bool:
        if not self.gone and entry.seq > self.since and changes_hands(entry.event, self.seat):
            self.gone = True
        return visible(entry.event, None if self.gone else self.seat, status)


def changes_hands(event: dict, seat: int) -> bool:
    """Whether ``event`` gives ``seat`` another holder (or none): a leave, a claim, a takeover."""
    kind = event.get("type")
    return event.get("seat") == seat and (kind in ("left", "seat_claimed")
                                          or (kind == "clock_ran_out" and event.get("then") == "takeover"))


def within_the_log(after: int, last_seq: int) -> int:
    """A cursor past the log's end read as the end: the process's feed of a log, which every
    reader of it shares, starts at its first reader's cursor (``service.watching.feeds``), so no cursor
    may lie beyond what the log holds."""
    return min(after, last_seq)


def reader_sees(reader: Holder | None, entry: Entry, status: str | None) -> bool:
    return reader.sees(entry, status) if reader is not None else visible(entry.event, None, status)


def render_events(entries: list[Entry], reader: Holder | None, status: str | None) -> bytes:
    """A game stream's events as ``reader`` (None: a spectator) may see them, as Server-Sent Events."""
    return b"".join(e.framed(public_event) for e in entries if reader_sees(reader, e, status))


def render_chat(entries: list[Entry], viewer: Viewer, _status) -> bytes:
    """A game's chat lines as ``viewer`` may see them, each a ``chat`` event without an id (the
    stream's Last-Event-ID stays its log's): ``service.chat.talk.Viewer``."""
    return b"".join(sse_event(e.public(public), name="chat") for e in entries if viewer.sees(e.event))


def render_feed(entries: list[Entry], _audience, _status) -> bytes:
    """A player's feed: all of it is the player's."""
    return b"".join(e.framed(public_event) for e in entries)


def game_over(stream: Stream) -> bytes | None:
    """A game stream's last event, once the game is over (or its seat changed hands)."""
    if isinstance(stream.audience, Holder) and stream.audience.gone and stream.feed.status != "finished":
        return sse_event(to_json({"version": stream.version, "status": stream.feed.status or "active",
                                  "last_seq": stream.last_seq, "reason": "seat_changed_hands"}), name="end")
    if stream.feed.status != "finished":
        return None
    return sse_event(to_json({"version": stream.version, "status": "finished", "last_seq": stream.last_seq}),
                     name="end")


def until(lifetime: float, bearer: KeyBearer | None, now: float) -> float:
    """When a stream closes (monotonic): after its lifetime, or at its token's expiry if sooner."""
    closes = time.monotonic() + lifetime
    if bearer is not None and bearer.expires is not None:
        closes = min(closes, time.monotonic() + max(0.0, bearer.expires - now))
    return closes
