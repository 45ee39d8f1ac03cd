"""The archive from the command line, on the archive the server uses (``STARPORT_ARCHIVE_URL``,
by default the SQLite file in ``STARPORT_VAR``: the checkout's var/, from whatever folder it runs):

    python -m service.archive migrate                                  # the schema to its newest
    python -m service.archive dump --game starshower --month 2026-11 > starshower-2026-11.ndjson
    python -m service.archive forget                                   # retention, now

``dump`` writes one record per line (NDJSON), oldest first, as a spectator may see it
(``records.spectator_record``: no hidden seed, no event private for ever), like lichess's monthly
database exports; the month is in UTC. ``forget`` deletes the records older than
``STARPORT_ARCHIVE_DAYS`` (the worker does it hourly; this is for an operator who just lowered it).
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, datetime
from typing import IO

import sqlalchemy as sa

from engines import registry
from service.archive.store import ArchiveStore, sqlite_file
from service.store.codec import to_json
from service.config import Settings
from service.archive.records import spectator_record

DUMP_PAGE = 200


def month_bounds(month: str) -> tuple[float, float]:
    """``YYYY-MM`` as [its first second, the next month's first second), UTC unix seconds."""
    start = datetime.strptime(month, "%Y-%m").replace(tzinfo=UTC)
    after = start.replace(year=start.year + start.month // 12, month=start.month % 12 + 1)
    return start.timestamp(), after.timestamp()


def dump(archive: ArchiveStore, slug: str, month: str, out: IO[bytes]) -> int:
    """Every record of ``slug`` that ended in ``month``, one spectator record a line; how many."""
    ended_from, ended_to = month_bounds(month)
    written, cursor = 0, None
    while True:
        page, cursor = archive.records(slug, ended_from=ended_from, ended_to=ended_to, after=cursor, limit=DUMP_PAGE)
        for record in page:
            out.write(to_json(spectator_record(record)) + b"\n")
        written += len(page)
        if cursor is None:
            return written


def parser() -> argparse.ArgumentParser:
    parse = argparse.ArgumentParser(prog="python -m service.archive", description=__doc__.split("\n\n")[0])
    commands = parse.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="bring the archive's schema to its newest migration")
    dumping = commands.add_parser("dump", help="a month of a title's records as NDJSON on standard output")
    dumping.add_argument("--game", required=True, choices=sorted(registry()), help="the title's slug")
    dumping.add_argument("--month", required=True, help="YYYY-MM, in UTC")
    commands.add_parser("forget", help="delete the records older than STARPORT_ARCHIVE_DAYS now")
    return parse


WHICH_ARCHIVE = "set STARPORT_VAR or STARPORT_ARCHIVE_URL as the server has them"


def main(argv: list[str], out: IO[bytes] | None = None) -> int:
    args = parser().parse_args(argv)
    settings = Settings.from_env()
    if settings.archive_url is None:
        print("archive: STARPORT_ARCHIVE_URL is off: there is no archive", file=sys.stderr)
        return 2
    if args.command == "dump":
        try:
            month_bounds(args.month)
        except ValueError:
            print(f"archive: --month wants YYYY-MM, not {args.month!r}", file=sys.stderr)
            return 2
    url = sa.make_url(settings.archive_url)
    where = url.render_as_string(hide_password=True)
    path = sqlite_file(url) if url.get_backend_name() == "sqlite" else None
    # Opening a SQLite archive creates its file: only ``migrate`` may make a new one.
    if path is not None and not path.exists() and args.command != "migrate":
        print(f"archive: there is no archive at {path}: {WHICH_ARCHIVE}", file=sys.stderr)
        return 2
    archive = ArchiveStore(settings.archive_url)
    try:
        return run(args, archive, where, settings, out)
    except sa.exc.OperationalError as error:  # PostgreSQL down, a SQLite file unreadable
        print(f"archive: cannot use the archive at {where}: {first_line(error.orig or error)}", file=sys.stderr)
        return 1
    finally:
        archive.close()


def first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0]


def run(args: argparse.Namespace, archive: ArchiveStore, where: str, settings: Settings,
        out: IO[bytes] | None) -> int:
    if args.command != "migrate" and archive.revision() is None:
        archive.ping()  # unreachable: OperationalError, said as such by main
        print(f"archive: {where} holds no archive (never migrated): {WHICH_ARCHIVE}, or run "
              "`python -m service.archive migrate`", file=sys.stderr)
        return 2
    if args.command == "migrate":
        archive.migrate()
        print(f"archive: {where} migrated", file=sys.stderr)
    elif args.command == "dump":
        count = dump(archive, args.game, args.month, out or sys.stdout.buffer)
        print(f"archive: {count} {args.game} records of {args.month}", file=sys.stderr)
    elif args.command == "forget":
        if settings.archive_days is None:
            print("archive: STARPORT_ARCHIVE_DAYS is not set: records are kept for ever", file=sys.stderr)
            return 0
        cutoff = datetime.now(UTC).timestamp() - settings.archive_days * 86_400
        print(f"archive: forgot {archive.forget_before(cutoff)} records", file=sys.stderr)
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
