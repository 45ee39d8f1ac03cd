"""The webhook pump: a worker thread turning the API's announcements into delivery jobs.

An act whose commit tells a player something its webhooks want writes one entry on the queue
Redis's announcements stream (``service.store.announcements``) and nothing more. Every worker runs a
pump; the pumps read the stream as one consumer group, so each entry goes to one of them, which
queues its deliveries (``Webhooks.queue_announced``: the webhooks read, the events read back
from the feed, each delivery recorded, its RQ job queued) and only then acks and deletes it.

- Prompt: the pump blocks on the stream (``XREADGROUP … BLOCK``), so an announcement is taken
  as it is written; its deliveries are queued within milliseconds of the act.
- Nothing lost: an entry is acked only once its deliveries are queued. One whose pump died (or
  lost Redis) mid-batch stays pending in the group, and every ``RECLAIM_SECONDS`` each pump takes
  over those pending longer than ``ANNOUNCE_LEASE_SECONDS`` (``Announcements.reclaim``).
- Never twice: taking an entry again re-derives the same delivery ids (``service.webhooks.hooks``),
  which are recorded already and whose jobs RQ refuses a second time.
- An entry that fails for another reason than Redis (a bug, a malformed entry) is logged and
  acked: looking at it again would fail again, for ever.
"""

from __future__ import annotations

import logging
import time

import redis

from service.store.announcements import ANNOUNCE_LEASE_SECONDS, Announcement
from service.store.queue import DriverQueue
from service.store.clients import UNAVAILABLE
from service.webhooks.hooks import Webhooks

log = logging.getLogger("starport.worker")

RECLAIM_SECONDS = ANNOUNCE_LEASE_SECONDS / 2


class Pump:
    def __init__(self, webhooks: Webhooks, queue: DriverQueue, consumer: str, *,
                 lease: float = ANNOUNCE_LEASE_SECONDS):
        self.webhooks = webhooks
        self.queue = queue
        self.consumer = consumer
        self.lease = lease
        self.next_reclaim = 0.0  # at once: a worker starting takes over what a dead one left

    def run(self, block: float | None = None) -> int:
        """One batch: the announcements left by dead pumps when it is time to look, else new
        ones (waiting up to ``block`` seconds for one); how many were done. Raises what Redis
        raises (the entries not done stay pending, for a later look)."""
        batch: list[Announcement] = []
        if time.monotonic() >= self.next_reclaim:
            self.next_reclaim = time.monotonic() + RECLAIM_SECONDS
            batch = self.queue.announcements.reclaim(self.consumer, lease=self.lease)
            self.queue.announcements.forget_idle_pumps(but=self.consumer)
        if not batch:
            batch = self.queue.announcements.take(self.consumer, block=block)
        done: list[str] = []
        try:
            for announcement in batch:
                self.deliveries_of(announcement)
                done.append(announcement.entry)
        finally:
            if done:
                self.queue.announcements.done(done)
        return len(done)

    def deliveries_of(self, announcement: Announcement) -> None:
        try:
            self.webhooks.queue_announced(announcement.player, announcement.first_seq, announcement.last_seq,
                                          announcement.at)
        except (redis.exceptions.RedisError, *UNAVAILABLE):
            raise
        except Exception:
            log.exception("pump: announcement %s (player %s, seqs %d-%d) dropped", announcement.entry,
                          announcement.player, announcement.first_seq, announcement.last_seq)

    def drain(self) -> int:
        """Every announcement waiting, without blocking (tests and benches: a worker's loop at once)."""
        total = 0
        while done := self.run():
            total += done
        return total
