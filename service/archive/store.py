"""The archive: every finished game's record, kept in a relational database for good.

Redis is the home of live games and forgets a finished one after ``STARPORT_FINISHED_TTL``; the
archive keeps its record (``service.archive.records``) for ``STARPORT_ARCHIVE_DAYS`` (default: for ever).
SQLAlchemy Core over one of two databases, named by ``STARPORT_ARCHIVE_URL``:

- SQLite (the default, ``sqlite:///var/archive.sqlite3``): nothing to install, one file to back
  up. WAL mode with a short busy timeout (a write that finds the file locked longer is retried
  later by its job, never waited out in the worker's loop), so the API's readers and the workers' writers share the file;
  every write transaction begins IMMEDIATE (it takes the write lock first, waiting its turn), so
  two writers never deadlock upgrading a read lock.
- PostgreSQL (``postgresql+psycopg://…``, docker compose).

Three tables (``service/migrations``): ``games``, a row per game with its packed record (and,
for a game created rated that moved no rating, why not: the record's ``unrated_reason``),
``game_players``, a row per seat a player sat in, for a player's history without unpacking any
record, and ``rating_changes``, a row per seat of a rated game: its rating before and after.
A record is written once: ``put`` is INSERT … ON CONFLICT DO NOTHING on the game id, so the
archive job may run twice (a retry, the repair scan) and the second run writes nothing.

Pages are keyset-paged on (ended, game_id), never by offset: a cursor is the last line's pair,
opaque to callers (base64 of it), and stays right while games are archived.
"""

from __future__ import annotations

import base64
import fcntl
import importlib
import logging
import math
import os
import stat
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from service.archive import records, replay
from service.store.codec import from_json, to_json
from service.archive.replay import Checkpoint

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# The newest migration's revision. A process that finds the archive there (every start but the
# first after an upgrade) leaves Alembic alone: its import and its run are most of a worker's
# start-up CPU beside SQLAlchemy's (~0.3 s), and a worker restarted after a crash has timers to
# fire. tests/service/archive/test_archive_store.py checks it is Alembic's own head.
SCHEMA_REVISION = "0004"
# A writer waits this long for another's transaction to end, then the archive job is retried later
# (``ArchiveUnavailable``): a file held locked by another process stalled the worker's one loop,
# every bot with it, for 30 s per attempt (issue 42 item 3). The workers' own writes take ms.
SQLITE_BUSY_MS = 250
CHECKPOINTS_READ = 4  # replay checkpoints a query reads: a page of views needs one or two
FORGET_BATCH = 5_000  # records one retention transaction deletes at most
MIGRATION_LOCK = 0x5354_4152  # PostgreSQL advisory lock id held while migrating ("STAR")

log = logging.getLogger(__name__)

metadata = sa.MetaData()
games = sa.Table(
    "games", metadata,
    sa.Column("game_id", sa.String(64), primary_key=True),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("outcome", sa.String(16), nullable=False),
    sa.Column("created", sa.Float(53), nullable=False),
    sa.Column("started", sa.Float(53)),
    sa.Column("ended", sa.Float(53), nullable=False),
    sa.Column("record", sa.LargeBinary, nullable=False),
    sa.Column("size", sa.Integer, nullable=False),
    sa.Column("unrated_reason", sa.String(32)),  # the record's: a game created rated that moved no rating
)
game_players = sa.Table(
    "game_players", metadata,
    sa.Column("game_id", sa.String(64), nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("player_id", sa.String(64), nullable=False),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("outcome", sa.String(16), nullable=False),
    sa.Column("ended", sa.Float(53), nullable=False),
    sa.Column("listed", sa.Boolean, nullable=False, server_default=sa.true()),  # shown in the lobby: others see it
)
replay_checkpoints = sa.Table(
    "replay_checkpoints", metadata,
    sa.Column("game_id", sa.String(64), nullable=False),
    sa.Column("version", sa.Integer, nullable=False),
    sa.Column("last_version", sa.Integer, nullable=False),
    sa.Column("state", sa.LargeBinary, nullable=False),
    sa.Column("steps", sa.LargeBinary, nullable=False),
)
rating_changes = sa.Table(
    "rating_changes", metadata,
    sa.Column("game_id", sa.String(64), nullable=False),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("subject", sa.String(64), nullable=False),
    sa.Column("game", sa.String(32), nullable=False),
    sa.Column("rank", sa.Integer, nullable=False),
    sa.Column("mu_before", sa.Float(53), nullable=False),
    sa.Column("sigma_before", sa.Float(53), nullable=False),
    sa.Column("mu_after", sa.Float(53), nullable=False),
    sa.Column("sigma_after", sa.Float(53), nullable=False),
    sa.Column("games_after", sa.Integer, nullable=False),
    sa.Column("ended", sa.Float(53), nullable=False),
)
# The dialects with ON CONFLICT, each imported when an archive on it opens: the PostgreSQL
# dialect's import (~25 ms of CPU in each API and RQ worker's start) is no SQLite archive's business.
INSERTS = {"sqlite": "sqlalchemy.dialects.sqlite", "postgresql": "sqlalchemy.dialects.postgresql"}


def encode_cursor(ended: float, game_id: str) -> str:
    return base64.urlsafe_b64encode(f"{ended!r}|{game_id}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[float, str]:
    """A cursor's (ended, game_id); ValueError for anything ``encode_cursor`` did not make."""
    try:
        ended, game_id = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode().split("|", 1)
        if not math.isfinite(float(ended)):  # encode_cursor writes an end time, never nan or inf
            raise ValueError(ended)
        return float(ended), game_id
    except (ValueError, UnicodeDecodeError) as error:
        raise ValueError(f"not an archive cursor: {cursor!r}") from error


def sqlite_file(url: sa.URL) -> Path | None:
    """The file a SQLite URL names (None: in memory)."""
    database = url.database
    return None if not database or database == ":memory:" or database.startswith("file:") else Path(database)


def keep_private(path: Path) -> None:
    """The archive holds every game's hidden seed: its file 0600 (SQLite makes the -wal and -shm
    beside it with the file's own mode) in a 0700 folder. The folder is tightened only when this
    user owns it and it is not a shared sticky one (/tmp): make run's STARPORT_VAR."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    folder = path.parent.stat()
    if folder.st_uid == os.getuid() and not folder.st_mode & stat.S_ISVTX and stat.S_IMODE(folder.st_mode) != 0o700:
        path.parent.chmod(0o700)
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))  # made 0600, never readable by others first
    for file in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        if file.exists():  # an archive made before this rule was 0644
            file.chmod(0o600)


class ArchiveStore:
    """Finished games' records in a SQLite file or a PostgreSQL database (see the module docstring)."""

    def __init__(self, url: str):
        self.url = sa.make_url(url)
        dialect = self.url.get_backend_name()
        if dialect not in INSERTS:
            raise ValueError(f"STARPORT_ARCHIVE_URL: the archive runs on SQLite or PostgreSQL, not {dialect!r}")
        self.insert = importlib.import_module(INSERTS[dialect]).insert
        self.engine = self._sqlite_engine() if dialect == "sqlite" else sa.create_engine(
            self.url, pool_pre_ping=True, pool_size=2, max_overflow=8)  # pre-ping: a restarted server's
        # dead connections are replaced at checkout, not failed on

    def _sqlite_engine(self) -> Engine:
        path = sqlite_file(self.url)
        if path is not None:
            keep_private(path)
        engine = sa.create_engine(self.url, connect_args={"check_same_thread": False})

        @sa.event.listens_for(engine, "connect")
        def on_connect(dbapi_connection, record):
            # The driver's own transaction handling off: SQLAlchemy emits BEGIN itself (below),
            # so DDL is transactional and writers can begin IMMEDIATE (the SQLAlchemy docs' recipe).
            dbapi_connection.isolation_level = None
            cursor = dbapi_connection.cursor()
            cursor.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_MS}")
            cursor.execute("PRAGMA journal_mode = WAL")  # readers never wait on the writer
            cursor.execute("PRAGMA synchronous = FULL")  # a confirmed record survives a power cut
            cursor.close()

        @sa.event.listens_for(engine, "begin")
        def on_begin(connection: Connection):
            immediate = connection.get_execution_options().get("immediate")
            connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")
        return engine

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """A write transaction (on SQLite one that holds the write lock from its start)."""
        with self.engine.connect().execution_options(immediate=True) as connection, connection.begin():
            yield connection

    # -- the schema ----------------------------------------------------------------------------

    def migrate(self) -> None:
        """Bring the schema to the newest migration (nothing to do when it is there). Run at the
        API's and each worker's start and by ``python -m service.archive migrate``; processes
        starting together take turns (an advisory lock on PostgreSQL, a file lock by the SQLite
        file), so each finds the schema either untouched or complete."""
        if self.revision() == SCHEMA_REVISION:
            return
        # Imported only when there is a migration to run (SCHEMA_REVISION).
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self._migration_lock(), self.writing() as connection:
            if connection.dialect.name == "postgresql":
                connection.execute(sa.text("SELECT pg_advisory_xact_lock(:id)"), {"id": MIGRATION_LOCK})
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def revision(self) -> str | None:
        """The schema's migration as Alembic recorded it; None for an archive never migrated."""
        try:
            with self.engine.connect() as connection:
                return connection.execute(sa.text("SELECT version_num FROM alembic_version")).scalar()
        except sa.exc.DBAPIError:  # no such table yet
            return None

    @contextmanager
    def _migration_lock(self) -> Iterator[None]:
        # SQLite's BEGIN IMMEDIATE already serialises the migration's writes; the file lock also
        # covers the moment before it, when WAL mode is first switched on for a new file.
        path = sqlite_file(self.url) if self.url.get_backend_name() == "sqlite" else None
        if path is None:
            yield
            return
        with open(f"{path}.migrate-lock", "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    # -- writing -------------------------------------------------------------------------------

    def put(self, record: dict, rating: dict | None = None) -> bool:
        """Archive a finished game's record, once: True if it was written now, False if the game
        was archived already (nothing is written then, not even its players). ``rating``: the
        change a rated game made (``service.ratings.rated_games``), its seats' rows of rating history."""
        stored = records.pack(record)
        row = {"game_id": record["game_id"], "game": record["game"], "outcome": record["outcome"],
               "created": record["created"], "started": record.get("started"), "ended": record["ended"],
               "record": stored, "size": len(stored), "unrated_reason": record.get("unrated_reason")}
        players = [{"game_id": record["game_id"], "seat": seat["seat"], "player_id": seat["player"],
                    "game": record["game"], "outcome": record["outcome"], "ended": record["ended"],
                    "listed": record.get("listed", True)}
                   for seat in record["seats"] if seat.get("player")]
        kept = checkpoint_rows(record)  # a replay: before the write lock, not under it
        with self.writing() as connection:
            written = connection.execute(self.insert(games).values(row).on_conflict_do_nothing(
                index_elements=["game_id"]).returning(games.c.game_id)).first() is not None
            if written and players:
                connection.execute(game_players.insert(), players)
            if written and rating:
                connection.execute(rating_changes.insert(), rating_rows(rating))
            if written and kept:
                connection.execute(replay_checkpoints.insert(), kept)
        return written

    def forget_before(self, t: float) -> int:
        """Retention: delete every record of a game that ended before ``t``; how many. A batch per
        transaction, so a first run over years of games never holds the database for long."""
        forgotten = 0
        while True:
            with self.writing() as connection:
                batch = sa.select(games.c.game_id).where(games.c.ended < t).limit(FORGET_BATCH).scalar_subquery()
                connection.execute(game_players.delete().where(game_players.c.game_id.in_(batch)))
                connection.execute(replay_checkpoints.delete().where(replay_checkpoints.c.game_id.in_(batch)))
                connection.execute(rating_changes.delete().where(rating_changes.c.game_id.in_(batch)))
                deleted = connection.execute(games.delete().where(games.c.game_id.in_(batch))).rowcount
            forgotten += deleted
            if deleted < FORGET_BATCH:
                return forgotten

    # -- reading -------------------------------------------------------------------------------

    def get(self, game_id: str) -> dict | None:
        """A game's full record (hidden seed included: callers show ``records.spectator_record``)."""
        with self.engine.connect() as connection:
            stored = connection.execute(sa.select(games.c.record).where(games.c.game_id == game_id)).scalar()
        return None if stored is None else records.unpack(stored)

    def player_games(self, player_id: str, *, slug: str | None = None, limit: int = 50,
                     before: str | None = None, listed_only: bool = False) -> tuple[list[dict], str | None]:
        """A player's archived games, newest first (by ended, then game id), ``limit`` at most,
        after the cursor ``before``; each ``{"game", "game_id", "seat", "outcome", "ended"}``;
        ``listed_only``: the games shown in the lobby (what others may see of the player).
        The cursor of the next page, or None when this page reached the end."""
        c = game_players.c
        query = sa.select(c.game, c.game_id, c.seat, c.outcome, c.ended).where(c.player_id == player_id)
        if listed_only:
            query = query.where(c.listed == sa.true())
        if slug is not None:
            query = query.where(c.game == slug)
        if before is not None:
            query = query.where(sa.tuple_(c.ended, c.game_id) < decode_cursor(before))
        query = query.order_by(c.ended.desc(), c.game_id.desc()).limit(limit + 1)
        with self.engine.connect() as connection:
            lines = [dict(row._mapping) for row in connection.execute(query)]
        return self._page(lines, limit)

    def rating_history(self, subject: str, slug: str, *, limit: int = 50) -> list[dict]:
        """A subject's rating changes in a title, newest first: each seat's row of a rated game."""
        c = rating_changes.c
        query = (sa.select(c.game_id, c.seat, c.rank, c.mu_before, c.sigma_before, c.mu_after, c.sigma_after,
                           c.games_after, c.ended)
                 .where(c.subject == subject, c.game == slug).order_by(c.ended.desc(), c.game_id.desc()).limit(limit))
        with self.engine.connect() as connection:
            return [dict(row._mapping) for row in connection.execute(query)]

    def records(self, slug: str, *, ended_from: float, ended_to: float, after: str | None = None,
                limit: int = 100) -> tuple[list[dict], str | None]:
        """Full records of ``slug``'s games that ended in [``ended_from``, ``ended_to``), oldest
        first (by ended, then game id), after the cursor ``after``: the export's pages."""
        c = games.c
        query = sa.select(c.ended, c.game_id, c.record).where(
            c.game == slug, c.ended >= ended_from, c.ended < ended_to)
        if after is not None:
            query = query.where(sa.tuple_(c.ended, c.game_id) > decode_cursor(after))
        query = query.order_by(c.ended, c.game_id).limit(limit + 1)
        with self.engine.connect() as connection:
            rows = connection.execute(query).all()
        found, cursor = self._page([{"ended": r.ended, "game_id": r.game_id, "record": r.record} for r in rows], limit)
        return [records.unpack(row["record"]) for row in found], cursor

    def each_record(self, slug: str, *, ended_from: float, ended_to: float, after: str | None = None,
                    limit: int = 100, chunk: int = 20) -> Iterator[tuple[str, dict]]:
        """``records``' games one at a time, each with its cursor (the export's stream): read
        ``chunk`` rows per query and transaction, so a slow reader of the stream holds no
        connection and no more than a chunk of records is ever in memory. ``limit`` at most."""
        c = games.c
        given = 0
        while given < limit:
            query = sa.select(c.ended, c.game_id, c.record).where(
                c.game == slug, c.ended >= ended_from, c.ended < ended_to)
            if after is not None:
                query = query.where(sa.tuple_(c.ended, c.game_id) > decode_cursor(after))
            query = query.order_by(c.ended, c.game_id).limit(min(chunk, limit - given))
            with self.engine.connect() as connection:
                rows = connection.execute(query).all()
            for row in rows:
                after = encode_cursor(row.ended, row.game_id)
                given += 1
                yield after, records.unpack(row.record)
            if len(rows) < chunk:
                return

    def checkpoints(self, slug: str, game_id: str, after: int,
                    batch: int = CHECKPOINTS_READ) -> tuple[Iterator[Checkpoint], int] | None:
        """A long game's replay checkpoints (``replay.checkpoints``) from the last at or before
        version ``after`` (or its first) on, read ``batch`` rows at a time as they are consumed,
        and the version of the game's last step; None for a game of another title, a game not
        archived, or one too short to have any (a replay of it is as short)."""
        c = replay_checkpoints.c
        nearest = sa.select(sa.func.max(c.version)).where(c.game_id == game_id, c.version <= after).scalar_subquery()
        rows = self._checkpoint_rows(slug, game_id, c.version >= sa.func.coalesce(nearest, 0), batch)
        if not rows:
            return None
        last = rows[0].last_version

        def following(rows) -> Iterator[Checkpoint]:
            while True:
                yield from (checkpoint_of(row) for row in rows)
                if len(rows) < batch:
                    return
                rows = self._checkpoint_rows(slug, game_id, c.version > rows[-1].version, batch)
        return following(rows), last

    def _checkpoint_rows(self, slug: str, game_id: str, where, batch: int) -> list:
        c = replay_checkpoints.c
        query = (sa.select(c.version, c.last_version, c.state, c.steps)
                 .join(games, games.c.game_id == c.game_id)
                 .where(c.game_id == game_id, games.c.game == slug, where).order_by(c.version).limit(batch))
        with self.engine.connect() as connection:
            return connection.execute(query).all()

    def any_after(self, slug: str, *, ended_from: float, ended_to: float, after: str | None) -> bool:
        """Whether ``records`` has a game after the cursor ``after`` (an export's next line): one
        index lookup, no record read."""
        c = games.c
        query = sa.select(c.game_id).where(c.game == slug, c.ended >= ended_from, c.ended < ended_to)
        if after is not None:
            query = query.where(sa.tuple_(c.ended, c.game_id) > decode_cursor(after))
        with self.engine.connect() as connection:
            return connection.execute(query.limit(1)).first() is not None

    def get_many(self, game_ids: list[str]) -> dict[str, dict]:
        """The full records of those of ``game_ids`` archived (a history page's), by game id."""
        if not game_ids:
            return {}
        with self.engine.connect() as connection:
            rows = connection.execute(sa.select(games.c.game_id, games.c.record).where(
                games.c.game_id.in_(game_ids))).all()
        return {row.game_id: records.unpack(row.record) for row in rows}

    @staticmethod
    def _page(lines: list[dict], limit: int) -> tuple[list[dict], str | None]:
        """The first ``limit`` of ``lines`` (one more was asked for, to know whether more follow),
        and the cursor after the last one when more do."""
        if len(lines) <= limit:
            return lines, None
        lines = lines[:limit]
        return lines, encode_cursor(lines[-1]["ended"], lines[-1]["game_id"])

    def count(self) -> int:
        """Records archived (the drill's and the bench's count)."""
        with self.engine.connect() as connection:
            return connection.execute(sa.select(sa.func.count()).select_from(games)).scalar()

    def ping(self) -> bool:
        with self.engine.connect() as connection:
            return connection.execute(sa.text("SELECT 1")).scalar() == 1

    def close(self) -> None:
        self.engine.dispose()


def checkpoint_rows(record: dict) -> list[dict]:
    """A long game's replay checkpoints as rows of ``replay_checkpoints``; none for a game of at
    most ``CHECKPOINT_EVERY`` actions (a page of it replays it whole, as cheaply), nor for a
    record the replay cannot follow (its views then fail as they would without checkpoints)."""
    if len(record.get("actions", ())) <= replay.CHECKPOINT_EVERY:
        return []
    try:
        kept = replay.checkpoints(record)
    except Exception as error:  # noqa: BLE001 — the record is archived all the same
        log.warning("archive: game %s kept no replay checkpoints: %r", record["game_id"], error)
        return []
    last = replay.last_step(kept)
    return [{"game_id": record["game_id"], "version": checkpoint.version, "last_version": last,
             "state": zlib.compress(checkpoint.state),
             "steps": zlib.compress(to_json({"rng": checkpoint.rng, "actions": checkpoint.actions}))}
            for checkpoint in kept]


def checkpoint_of(row) -> Checkpoint:
    steps = from_json(zlib.decompress(row.steps))
    return Checkpoint(row.version, zlib.decompress(row.state), steps["rng"], steps["actions"])


def rating_rows(change: dict) -> list[dict]:
    """A rated game's change (``service.ratings.rated_games``) as rows of ``rating_changes``."""
    return [{"game_id": change["game_id"], "seat": seat["seat"], "subject": seat["subject"], "game": change["game"],
             "rank": seat["rank"], "mu_before": seat["before"]["mu"], "sigma_before": seat["before"]["sigma"],
             "mu_after": seat["after"]["mu"], "sigma_after": seat["after"]["sigma"],
             "games_after": seat["after"]["games"], "ended": change["ended"]}
            for seat in change["seats"]]


def open_archive(url: str | None) -> ArchiveStore | None:
    """The archive a process starts with (None: archiving is off), migrated when it answers. One
    that does not (PostgreSQL still starting) is migrated by the first archive job instead
    (``service.archive.archiving``): neither the API nor a worker waits on it to start."""
    if url is None:
        return None
    archive = ArchiveStore(url)
    try:
        archive.migrate()
    except sa.exc.SQLAlchemyError as error:
        log.warning("archive: not migrated at start (%s); the first archive job will", error.__class__.__name__)
    return archive
