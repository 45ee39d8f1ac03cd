"""The repair scan: a game whose bot or timer is due but that has no due-index entry is woken.

A commit's due entry is written after the commit, on the queue Redis (which may be another
server than the games'), and that write can fail when the commit did not: a full Redis, a
dropped connection. The commit's client is answered anyway (``GameService._schedule`` logs the
lost wake), and this scan puts the entry back. It reads the active-games index
(``GameStore.count_status``), which is written *before* a game becomes active, so every active
game is in it; for each one with no due entry in either lane it asks the service whether a
machine or a timer is due (``GameService.repair_schedule``).

Every worker's sweeper runs it every ``REPAIR_SECONDS`` (one worker at a time: a lock on the
queue Redis), ``REPAIR_BATCH`` games of each title a pass, in turn. Each pass also releases the
claims whose driver job no lane and no worker holds (``DriverQueue.reclaim``): a wake whose
enqueue failed after its claim was written left the game due but claimed, past every sweep. A game found with only
people to move is remembered by version and not loaded again until a commit changes it.

The same pass looks at the finished games (``sp-games:<slug>:finished``, the status counts) when
the service archives them: one whose hash lacks ``archived`` gets its archive job again
(``Scheduler.archive`` queues one only if none is queued, waiting for a retry or running), so a
lost enqueue or a job out of retries never leaves a game kept in Redis for ever.

``Retention`` deletes the archive's records older than ``STARPORT_ARCHIVE_DAYS``, at most once an
hour across all the workers (a lock on the queue Redis).
"""

from __future__ import annotations

import logging

import redis
import sqlalchemy.exc

from engines import registry
from service.games import GameService
from service.store.queue import DriverQueue
from service.store.clients import UNAVAILABLE
from service.store.keys import repair_key, retention_key

REPAIR_SECONDS = 5
REPAIR_BATCH = 500
REMEMBERED_MOST = 100_000
RETENTION_SECONDS = 3600

log = logging.getLogger("starport.worker")


class Repair:
    def __init__(self, service: GameService, queue: DriverQueue):
        self.service = service
        self.queue = queue
        self.cursors: dict[str, int] = {}
        self.archive_cursors: dict[str, int] = {}
        self.people_only: dict[str, int] = {}  # game id -> the version at which only people could move

    def run(self) -> int:
        """One pass, if no other worker's pass holds the lock: how many games were woken."""
        if not self.queue.connection.set(repair_key(self.queue.name), 1, nx=True, ex=REPAIR_SECONDS):
            return 0
        if len(self.people_only) > REMEMBERED_MOST:
            self.people_only.clear()
        woken = 0
        for slug in registry():
            woken += self._pass(slug)
            if self.service.store.archiving:
                self._archive_pass(slug)
        # A claim whose job was never queued (its enqueue failed: a full Redis) hid its game
        # from every sweep for the claim's 30 s, a due entry and all: released within a pass.
        if released := self.queue.reclaim():
            log.warning("repair: released %d claims whose driver job no lane or worker holds", released)
        return woken

    def _archive_pass(self, slug: str) -> int:
        """Queue the archive job of each finished game of a page not archived yet; how many."""
        store = self.service.store
        start = self.archive_cursors.get(slug, 0)
        ids = store.games_in_status(slug, "finished", start, REPAIR_BATCH)
        self.archive_cursors[slug] = 0 if len(ids) < REPAIR_BATCH else start + len(ids)
        queued = sum(self.queue.archive(game_id) for game_id in store.unarchived(ids)) if ids else 0
        if queued:
            log.warning("repair: queued the archive job of %d finished %s games not archived", queued, slug)
        return queued

    def _pass(self, slug: str) -> int:
        store = self.service.store
        start = self.cursors.get(slug, 0)
        ids = store.games_in_status(slug, "active", start, REPAIR_BATCH)
        self.cursors[slug] = 0 if len(ids) < REPAIR_BATCH else start + len(ids)
        missing = self.queue.unscheduled(slug, ids)
        if not missing:
            return 0
        woken = 0
        for game_id, version in zip(missing, store.versions(missing)):
            if version is not None and self.people_only.get(game_id) == version:
                continue
            try:
                found = self.service.repair_schedule(slug, game_id)
            except (redis.exceptions.RedisError, *UNAVAILABLE):
                raise  # the sweeper's: it waits for Redis
            except Exception as error:  # a game that cannot be read must not stop the sweeper
                log.warning("repair: %s %s could not be looked at: %r", slug, game_id, error)
                continue
            if found is False and version is not None:
                self.people_only[game_id] = version
            else:
                self.people_only.pop(game_id, None)
                woken += bool(found)
        return woken


class Retention:
    """The archive's retention: records of games that ended more than ``days`` ago are deleted,
    once an hour by one of the workers."""

    def __init__(self, service: GameService, queue: DriverQueue, days: float):
        self.service = service
        self.queue = queue
        self.days = days

    def run(self) -> int:
        """Records deleted by this call (0 when another worker's hour holds the lock)."""
        if not self.queue.connection.set(retention_key(self.queue.name), 1, nx=True, ex=RETENTION_SECONDS):
            return 0
        try:
            forgotten = self.service.forget_archived(self.days)
        except sqlalchemy.exc.SQLAlchemyError as error:  # the archive away: try again next hour
            log.warning("retention: the archive could not be pruned (%s)", error.__class__.__name__)
            return 0
        if forgotten:
            log.info("retention: deleted %d archived records older than %g days", forgotten, self.days)
        return forgotten
