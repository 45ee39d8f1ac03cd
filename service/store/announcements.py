"""The webhook announcements: a stream on the queue Redis between the API and the workers' pumps.

An act whose commit tells a player something its webhooks want writes one entry here (``add``:
the player, the feed's seqs, when): the API's one write for webhooks on an act's path. The
workers' pumps (``worker.pump``) read the stream as one consumer group (``take``), turn each
entry into deliveries, then ack and delete it (``done``); an entry a pump took and never acked
(its worker died) is taken again by any pump after ``ANNOUNCE_LEASE_SECONDS`` (``reclaim``).

Kept apart from ``service.store.queue``'s job queue: a stream with a consumer group is its own
protocol (leases, acks, consumers to forget), and the queue only needs to write to it.
"""

from __future__ import annotations

from typing import NamedTuple

import redis

from service.store.keys import ANNOUNCED_GROUP, announced_key

# A webhook announcement a pump took and has not acked this long is taken for lost with its
# worker, and any pump takes it again (a batch takes well under a second). At most this many at once.
ANNOUNCE_LEASE_SECONDS = 10
ANNOUNCE_BATCH = 100
# A pump (consumer) of the announcements with nothing pending, unseen this long, is forgotten:
# every worker start names a new one.
PUMP_FORGOTTEN_SECONDS = 3600


class Announcement(NamedTuple):
    """One entry of the announcements' stream (``Announcements.add``)."""

    entry: str  # its stream id, to ack
    player: str
    first_seq: int
    last_seq: int
    at: float


class Announcements:
    def __init__(self, connection: redis.Redis, name: str = "starport"):
        self.connection = connection
        self.key = announced_key(name)

    def add(self, player_id: str, first_seq: int, last_seq: int, at: float) -> None:
        # The game store's feed script writes the same entry when the stream is on its server
        # (``service.store.players.FEED``): change both or neither.
        self.connection.xadd(self.key, {"p": player_id, "f": first_seq, "l": last_seq, "t": f"{at:.3f}"})

    def take(self, consumer: str, *, count: int = ANNOUNCE_BATCH, block: float | None = None) -> list[Announcement]:
        """Up to ``count`` announcements no pump has taken, for ``consumer`` (one pump) to turn
        into deliveries and then ack (``done``); waiting up to ``block`` seconds for one (None:
        not at all)."""
        wait = None if block is None else max(1, int(block * 1000))
        answer = self._in_group(lambda: self.connection.xreadgroup(
            ANNOUNCED_GROUP, consumer, {self.key: ">"}, count=count, block=wait))
        return [announcement for _, entries in answer or [] for announcement in map(self._announcement, entries)
                if announcement is not None]

    def reclaim(self, consumer: str, *, count: int = ANNOUNCE_BATCH,
                lease: float = ANNOUNCE_LEASE_SECONDS) -> list[Announcement]:
        """Up to ``count`` announcements a pump took more than ``lease`` seconds ago and never
        acked (its worker died, or its Redis went away mid-batch), now ``consumer``'s."""
        answer = self._in_group(lambda: self.connection.xautoclaim(
            self.key, ANNOUNCED_GROUP, consumer, int(lease * 1000), count=count))
        entries = answer[1] if answer else []
        return [a for a in map(self._announcement, entries) if a is not None]

    def done(self, entries: list[str]) -> None:
        """Announcements turned into deliveries: acked and deleted (the stream holds only those
        still to do)."""
        if entries:
            pipe = self.connection.pipeline(transaction=True)
            pipe.xack(self.key, ANNOUNCED_GROUP, *entries)
            pipe.xdel(self.key, *entries)
            pipe.execute()

    def forget_idle_pumps(self, but: str, idle: float = PUMP_FORGOTTEN_SECONDS) -> int:
        """Remove the group's consumers with nothing pending, idle ``idle`` seconds (workers long
        gone: each start names a new pump), except ``but``; how many."""
        consumers = self._in_group(lambda: self.connection.xinfo_consumers(self.key, ANNOUNCED_GROUP))
        gone = [c["name"] for c in consumers or []
                if c["pending"] == 0 and c["idle"] > idle * 1000 and _text(c["name"]) != but]
        for name in gone:
            self.connection.xgroup_delconsumer(self.key, ANNOUNCED_GROUP, name)
        return len(gone)

    def waiting(self) -> int:
        """Announcements not yet turned into deliveries (taken by a pump or not)."""
        return self.connection.xlen(self.key)

    def _in_group(self, read):
        """``read`` of the announcements' group, which is made (with its stream) when missing: a
        first pump, or a queue Redis that lost its keys."""
        try:
            return read()
        except redis.exceptions.ResponseError as error:
            if "NOGROUP" not in str(error):
                raise
        try:
            # From the stream's start: what the API announced before any pump ran is taken too.
            self.connection.xgroup_create(self.key, ANNOUNCED_GROUP, id="0", mkstream=True)
        except redis.exceptions.ResponseError as error:
            if "BUSYGROUP" not in str(error):  # another pump made it meanwhile
                raise
        return read()

    @staticmethod
    def _announcement(entry) -> Announcement | None:
        entry_id, fields = entry
        if fields is None:  # deleted while pending (XAUTOCLAIM's answer for it on Redis 6.2)
            return None
        return Announcement(_text(entry_id), fields[b"p"].decode(), int(fields[b"f"]), int(fields[b"l"]),
                            float(fields[b"t"]))


def _text(value) -> str:
    return value.decode() if isinstance(value, bytes) else value
