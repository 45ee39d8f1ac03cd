"""Archiving a finished game: its Redis copy becomes a record in the archive, once, off the act path.

The commit that finishes a game (played out, cancelled or aborted) queues its archive job
(``Writes.after_commit`` → ``Scheduler.archive``) and, with archiving on, leaves its keys without
a TTL (``GameStore.commit_ttl``). The job (``worker.jobs.archive_game``) calls ``archive`` here:

1. load the game's hash and its whole log from Redis, a page (``LOG_PAGE``) at a time;
2. build its record (``service.archive.records.build_record``; a game created rated that is not rated
   says why, ``unrated_reason``); a rated game's ratings are applied now, once
   (``service.ratings.rated_games``: in Redis, its change kept by game id);
3. ``ArchiveStore.put`` the record — insert once, with the rating change as its rating history;
4. confirm in Redis (``GameStore.confirm_archived``: ``archived`` 1, and only now the finished
   TTL on its keys).

Every step may be run again: a job retried after step 2 finds the rating change applied and
writes that one; retried after step 3 (the confirmation lost) finds the record
there and confirms; a game confirmed already is not loaded again. So a finished game's Redis copy
never expires before its record is in the archive, and no record is written twice.

The archive away (a PostgreSQL restart) raises ``ArchiveUnavailable``, which RQ retries with
backoff. After one such failure the archive is not tried again for ``BREAKER_SECONDS``: a server
that does not answer at all would otherwise hold the worker for a connect timeout per job.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import sqlalchemy.exc

from service.archive.store import ArchiveStore
from service.ratings.rated_games import RatedGames
from service.store.game_record import GameRecord
from service.chat.talk import Chat
from service.archive.records import build_record, decoded_events
from service.store.games import LOG_PAGE, GameStore

BREAKER_SECONDS = 5.0

log = logging.getLogger(__name__)


class ArchiveUnavailable(Exception):
    """The archive database cannot be reached or written now; the job is retried later."""


class Archiving:
    def __init__(self, store: GameStore, archive: ArchiveStore | None, *, rated: RatedGames | None = None,
                 clock: Callable[[], float] = time.monotonic, chat: Chat | None = None):
        self.store = store
        self.chat = chat  # the game's chat rooms, kept in its record (``Chat.kept``)
        self.archive_store = archive
        self.rated = rated
        self.clock = clock
        self.migrated = False
        self.closed_until = 0.0  # the breaker: no try before this (clock) after a failure

    def archive(self, game_id: str) -> str:
        """Archive one finished game: ``archived`` (written now), ``confirmed`` (its record was
        there already: confirmed in Redis now), ``already`` (confirmed before), ``gone`` (no such
        game in Redis), ``unfinished``, or ``off`` (this service has no archive)."""
        if self.archive_store is None:
            return "off"
        record = self.store.load(game_id)
        if record is None:
            return "gone"
        if record.status != "finished":
            return "unfinished"
        if self.store.archived(game_id):
            return "already"
        full = self.record_of(record)
        rating = self.rated.rate(full) if self.rated is not None else None
        written = self._put(full, rating)
        self.store.confirm_archived(game_id)
        return "archived" if written else "confirmed"

    def record_of(self, record: GameRecord) -> dict:
        """A finished game's full record, built from its Redis copy (its hash, whole log and
        actions): the job's, and ``/record``'s for a game not yet archived; a game created rated
        that moves no rating says why (``RatedGames.judged``)."""
        built = build_record(record, self.log_of(record.game_id), decoded_events(self.store.actions(record.game_id)))
        if self.chat is not None:
            built["chat"] = self.chat.kept(record.game_id)
        return built if self.rated is None else self.rated.judged(built)

    def log_of(self, game_id: str) -> list[dict]:
        """The game's whole event log, read a page at a time (ids ``1-0``, ``2-0``, … in order)."""
        events: list[dict] = []
        events_key = self.store.events_key(game_id)
        while True:
            page = self.store.entries_after(events_key, len(events))
            events += decoded_events(page)
            if len(page) < LOG_PAGE:
                return events

    def _put(self, record: dict, rating: dict | None) -> bool:
        if self.clock() < self.closed_until:
            raise ArchiveUnavailable("the archive failed moments ago; not tried again yet")
        try:
            if not self.migrated:  # the worker may have started while the archive was away
                self.archive_store.migrate()
                self.migrated = True
            return self.archive_store.put(record, rating)
        except (sqlalchemy.exc.OperationalError, sqlalchemy.exc.InterfaceError) as error:
            self.closed_until = self.clock() + BREAKER_SECONDS
            raise ArchiveUnavailable(f"the archive is unavailable: {first_line(error)}") from error

    def forget_old(self, days: float, now: float) -> int:
        """Retention: delete the records of games that ended more than ``days`` before ``now``."""
        if self.archive_store is None:
            return 0
        return self.archive_store.forget_before(now - days * 86_400)


def first_line(error: Exception) -> str:
    return str(getattr(error, "orig", None) or error).strip().splitlines()[0]
