"""Reading a finished game back: its record, its replayed views, and its view, score and log once
Redis forgot it — from Redis while it holds the game, else from the archive.

- ``record``: a finished game's record as anyone may read it (``records.spectator_record``):
  built from its Redis copy as the archive job builds it (``Archiving.record_of``) while Redis
  holds it, archived or not yet; else the archive's. A game not finished is refused
  (``game_not_over``): its actions would tell what its view hides.
- ``view``, ``score``, ``events``: a finished game's answers from its archived record once Redis
  forgot it, the same shapes a spectator of it got before (``views.finished_envelope``,
  ``views.spectator_log_page``). Every reader is a spectator then: the archive keeps no seat
  tokens.
- ``views``: the spectator's view after every step of the game, a page at a time, for the
  replay on /play, replayed from the nearest checkpoint (``replay.views_after``).
- ``export``: a title's archived records, oldest first, as NDJSON lines.

A page of views (and the view of a game only the archive holds) costs at most
``replay.CHECKPOINT_EVERY`` engine calls besides its own views, whatever the game's length and
whoever read it before: a long game's checkpoints come from the archive (written beside its
record), else (a game the archive does not hold yet, no archive, a short game) from one replay
of its record, kept per process (``Replayed``: the checkpoints, a few states a game, not every view).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import TypeVar

import sqlalchemy.exc
from msgspec import Raw  # a view already encoded (by ``codec.to_json``), sent as it is

from service.archive.store import decode_cursor
from service.archive.archiving import Archiving
from service.store.codec import from_json, to_json
from service.problems import Problem
from service.chat.talk import page_of_kept, without_chat
from service.archive.records import spectator_record, start_version
from service.archive.replay import Checkpoint, checkpoints, from_nearest, last_step, views_after
from service.store.games import LOG_PAGE
from service.tables.views import finished_envelope, last_version, spectator_log_page
from service.tables.writes import Writes

T = TypeVar("T")
REPLAYED_BYTES = 32 * 1024 * 1024  # the replay checkpoints one process keeps, encoded, at most
ARCHIVE_RETRY_SECONDS = 5
EXPORT_PAGE_BYTES = 2 * 1024 * 1024  # an export page ends after the record that reaches this many bytes


class Replayed:
    """Each finished game's replay checkpoints (``replay.checkpoints`` of its full record), least
    recently read forgotten first, in ``budget`` bytes at most. Keyed ``<slug>/<game_id>``; only
    a finished game's record is ever replayed here, and a finished game never changes."""

    def __init__(self, budget: int = REPLAYED_BYTES):
        self.budget = budget
        self.used = 0
        self.games: OrderedDict[str, tuple[list[Checkpoint], int]] = OrderedDict()
        self.lock = threading.Lock()

    def of(self, game_id: str, full: Callable[[], dict]) -> list[Checkpoint]:
        with self.lock:
            if game_id in self.games:
                self.games.move_to_end(game_id)
                return self.games[game_id][0]
        kept = checkpoints(full())
        size = sum(len(checkpoint.state) + len(to_json(checkpoint.actions)) for checkpoint in kept)
        with self.lock:
            if size <= self.budget and game_id not in self.games:
                self.games[game_id] = kept, size
                self.used += size
                while self.used > self.budget:
                    _, (_, forgotten) = self.games.popitem(last=False)
                    self.used -= forgotten
        return kept


class ArchivedGames:
    def __init__(self, writes: Writes, archiving: Archiving, clock: Callable[[], float],
                 replayed: Replayed | None = None):
        self.writes = writes
        self.archiving = archiving
        self.clock = clock
        self.replayed = replayed or Replayed()

    @property
    def on(self) -> bool:
        return self.archiving.archive_store is not None

    # -- a game's record ---------------------------------------------------------------------

    def record(self, slug: str, game_id: str) -> dict:
        return spectator_record(self.full_record(slug, game_id))

    def full_record(self, slug: str, game_id: str) -> dict:
        """The whole record (hidden seed included: never answered as it is): built from Redis while
        it holds the game, else the archive's (``held_or_kept``)."""
        return self.held_or_kept(slug, game_id, lambda: self.record_of_held(self.writes.load(slug, game_id)),
                                 lambda kept: kept)

    def record_of_held(self, record) -> dict:
        if record.status != "finished":
            raise Problem("game_not_over", "The game is not over: its record is written when it ends "
                                               "(its view and event log show it as it goes).")
        return self.archiving.record_of(record)

    def kept(self, slug: str, game_id: str) -> dict | None:
        """The archive's record of this game of ``slug``; None when it holds none (or is off)."""
        if not self.on:
            return None
        with archive_errors():
            kept = self.archiving.archive_store.get(game_id)
        return kept if kept is not None and kept["game"] == slug else None

    def views(self, slug: str, game_id: str, after: int, limit: int) -> dict:
        """The spectator's views of the versions after ``after``, oldest first, ``limit`` at most;
        ``next``: the ``after`` of the next page (None on the last)."""
        shown, last = self.replayed_views(slug, game_id, after, limit + 1, lambda: self.full_record(slug, game_id))
        page = shown[:limit]
        return {"game_id": game_id, "version": last,
                "views": [{"version": version, "state": Raw(view)} for version, view in page],
                "next": page[-1][0] if len(shown) > limit else None}

    def replayed_views(self, slug: str, game_id: str, after: int, most: int,
                       full: Callable[[], dict]) -> tuple[list[tuple[int, bytes]], int]:
        """``replay.views_after`` from the archive's checkpoints of the game, else from those of
        one replay of ``full()`` kept in this process; and the version of its last step."""
        with archive_errors():  # the archive's checkpoints are read as the replay consumes them
            archived = self.archiving.archive_store.checkpoints(slug, game_id, after) if self.on else None
            if archived is not None:
                kept, last = archived
            else:
                every = self.replayed.of(f"{slug}/{game_id}", full)
                kept, last = from_nearest(every, after), last_step(every)
            return views_after(slug, kept, after, most), last

    # -- a finished game after Redis forgot it -----------------------------------------------

    def held_or_kept(self, slug: str, game_id: str, held: Callable[[], T], kept: Callable[[dict], T]) -> T:
        """``held()`` — the game as Redis holds it — or, when Redis has no such game, ``kept`` of
        its archived record (Redis's not_found stands when the archive has none either)."""
        try:
            return held()
        except Problem as missing:
            if missing.code != "not_found":
                raise
            record = self.kept(slug, game_id)
            if record is None:
                raise
        return kept(record)

    def view(self, slug: str, game_id: str, kept: dict) -> dict:
        final = last_step_of(kept)
        (_, shown), = self.replayed_views(slug, game_id, final - 1, 1, lambda: kept)[0]
        return finished_envelope(kept, from_json(shown), self.clock())

    def score(self, kept: dict) -> dict:
        return {"version": last_version(kept), **kept["score"]}

    def events(self, kept: dict, after: int) -> dict:
        shown, cursor, more = spectator_log_page(kept["events"], after, LOG_PAGE)
        return {"version": last_version(kept), "last_seq": cursor, "events": shown, "more": more}

    # -- a title's export ----------------------------------------------------------------------

    def chat(self, kept: dict, after: int) -> dict:
        return page_of_kept(kept, after)

    def export(self, slug: str, ended_from: float, ended_to: float, after: str | None, limit: int,
               chat: bool = True) -> Iterator[bytes]:
        """NDJSON: a spectator's record a line, oldest first (by end, then game id), then one last
        line ``{"next": <cursor> | null}`` (null: nothing more in the span). ``limit`` records at
        most, and no more once ``EXPORT_PAGE_BYTES`` are sent (the record that reaches them is the
        page's last: a page always moves on). Read a chunk of rows at a time
        (``ArchiveStore.each_record``) as the answer is sent: never the page in memory."""
        if not self.on:
            raise Problem("not_found", "This server keeps no archive (STARPORT_ARCHIVE_URL=off).")
        if ended_to <= ended_from:
            raise Problem("validation_error", "to must come after from.", errors={"query": {"to": ["After from."]}})
        if after is not None:
            try:
                decode_cursor(after)
            except ValueError:
                raise Problem("validation_error", "after: pass back the next of the page before, as it was given.",
                              errors={"query": {"after": ["Not a cursor this export gave."]}}) from None
        archive = self.archiving.archive_store
        with archive_errors():  # refused before the first byte when the archive is away
            archive.ping()

        def lines() -> Iterator[bytes]:
            cursor, sent = after, 0
            for cursor, full in archive.each_record(slug, ended_from=ended_from, ended_to=ended_to,
                                                    after=after, limit=limit):
                line = to_json(without_chat(spectator_record(full), chat)) + b"\n"
                sent += len(line)
                yield line
                if sent >= EXPORT_PAGE_BYTES:
                    break
            more = archive.any_after(slug, ended_from=ended_from, ended_to=ended_to, after=cursor)
            yield to_json({"next": cursor if more else None}) + b"\n"
        return lines()


def last_step_of(record: dict) -> int:
    """The version of a record's last step (``replay.replay``'s): its last action's, else the
    version it began in, else 1 (a game cancelled while it waited)."""
    if record["actions"]:
        return record["actions"][-1]["version"]
    return start_version(record["events"]) or 1


class archive_errors:
    """The archive away (a PostgreSQL restart): 503 with Retry-After, not a bare 500."""

    def __enter__(self):
        return self

    def __exit__(self, kind, error, traceback):
        if kind is not None and issubclass(kind, (sqlalchemy.exc.OperationalError, sqlalchemy.exc.InterfaceError)):
            problem = Problem("unavailable", "The archive is unreachable; try again shortly.")
            problem.headers["Retry-After"] = str(ARCHIVE_RETRY_SECONDS)
            raise problem from error
        return False
