"""A tournament's Server-Sent Events stream: its ``events`` stream (started, round, seated,
scored, standings, finished) as the commits append it, pushed by the process's hub as a
player's feed is (``service.watching``): no Redis connection held while it sleeps."""

from __future__ import annotations

import time
from collections.abc import Iterator

from service.tournaments.store import TournamentStore
from service.watching.hub import Hub
from service.watching.polls_and_streams import render_feed, within_the_log


class TournamentStream:
    def __init__(self, store: TournamentStore, hub: Hub):
        self.store = store
        self.hub = hub

    def watch(self, tid: str, after: int, last_seq: int, *, lifetime: float = 3600, sock=None) -> Iterator[bytes]:
        """Everything after ``after`` (the event's seq), then what comes, until ``lifetime`` s
        (reconnect with Last-Event-ID). Everything in it is public."""
        after = within_the_log(after, last_seq)
        self.hub.take()
        return self.hub.stream_feed(self.store.events_key(tid), after, render=render_feed, sock=sock,
                                    closes=time.monotonic() + lifetime)
