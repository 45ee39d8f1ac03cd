"""RQ jobs: plain functions with plain arguments, calling the same service functions as HTTP.

Four jobs: a game's driver (``drive_game``), which makes every machine move due now through the
service's one write path (see ``GameService.drive``) and tells the due-index when to come back;
a finished game's archive job (``archive_game``, see ``service.archive.archiving``); the meeting
place's (``meet``: a quick-play pool to pair, a challenge to expire); and one attempt of a
webhook delivery (``deliver_webhook``, see ``service.webhooks.deliveries``).
"""

from __future__ import annotations

import logging

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry
from rq import get_current_job

from service.archive.store import ArchiveStore, open_archive
from service.tables.open_games import OpenGames
from service.config import Settings
from service.tables.driver import DriveBudget, DriveReport
from service.games import GameService
from service.store.queue import DriverQueue
from service.store.clients import UNAVAILABLE, game_redis
from service.store.games import GameStore

# An all-bot game's run may go on longer (RQ's own cost per job is a third of a short run's),
# because it stops within 4 moves of a person's game being queued (``someone_waits``).
BUDGETS = {"human": DriveBudget(), "bots": DriveBudget(moves=96, seconds=0.2)}

log = logging.getLogger("starport.worker")

_service: GameService | None = None
_queue: DriverQueue | None = None
# By URL, and kept across forget_connections: an archive's pool reconnects by itself.
_archives: dict[str, ArchiveStore | None] = {}


def retry_once() -> dict:
    """Client options: send a command once more, on a new connection, when its connection is
    found dead. GameStore's per-thread client keeps one connection and skips the pool's checkout
    check, and redis-py's from_url clients do not retry: after Redis restarted, the first driver
    run failed on that dead socket (a traceback and a failed job per outage). On a cluster it is
    the cluster client's retry: once more after re-reading the slot map."""
    return dict(health_check_interval=30,
                retry=Retry(NoBackoff(), 1, supported_errors=(redis.exceptions.ConnectionError,)))


def driver_queue() -> DriverQueue:
    global _queue
    if _queue is None:
        settings = Settings.from_env()
        _queue = DriverQueue(redis.Redis.from_url(settings.queue_redis_url, **retry_once()), settings.queue_name)
    return _queue


def game_service() -> GameService:
    global _service
    if _service is None:
        settings = Settings.from_env()
        client = game_redis(settings, **retry_once())
        store = GameStore(client, finished_ttl=settings.finished_ttl, idle_ttl=settings.idle_ttl,
                          archiving=settings.archive_url is not None)
        _service = GameService(store, driver_queue(), bot_pace_seconds=settings.bot_pace_seconds,
                               cached_states=settings.cached_states, archive=archive_store(settings.archive_url),
                               webhook_allow=settings.webhook_allow, open_games=OpenGames.of(settings))
    return _service


def archive_store(url: str | None) -> ArchiveStore | None:
    if url not in _archives:
        _archives[url] = open_archive(url)
    return _archives[url]


def forget_connections(*, archives: bool = False) -> None:
    """After Redis went away: the next job builds its clients afresh. ``archives``: the archives'
    too (a test that changed STARPORT_ARCHIVE_URL, or is done with it)."""
    global _service, _queue
    _service = _queue = None
    if archives:
        for archive in _archives.values():
            if archive is not None:
                archive.close()
        _archives.clear()


def drive_game(slug: str, game_id: str, lane: str) -> str:
    """A game's driver run: every bot, Cosmobot and timer move due now."""
    queue = driver_queue()
    queue.started(slug, game_id, lane)
    try:
        budget = BUDGETS[lane]._replace(someone_waits=queue.human_waiting) if lane == "bots" else BUDGETS[lane]
        report = game_service().drive(slug, game_id, budget)
    except UNAVAILABLE as error:
        # The games' Redis cannot serve for a moment (a cluster failing over): ``started`` left
        # the game due, so the next sweep runs its driver again. A line, not a traceback.
        log.warning("drive %s %s: the games' Redis is unavailable (%s); the next sweep retries", slug, game_id, error)
        count(queue, DriveReport(), "unavailable")
        return "unavailable"
    except Exception:
        count(queue, DriveReport(), "failed")
        raise
    if report.gone:
        queue.settle(slug, game_id, None, human=lane == "human")
    outcome = "gone" if report.gone else "yielded" if report.yielded else "moved" if report.moves or report.timers else "idle"
    queue.record(report, outcome)
    return outcome


def count(queue: DriverQueue, report: DriveReport, outcome: str) -> None:
    """Count a run that failed in the worker metrics, unless the queue's Redis is what failed
    (one Redis serves both in most deploys): then a line, not a second exception."""
    try:
        queue.record(report, outcome)
    except redis.exceptions.RedisError as error:
        log.warning("drive: a %s run not counted: the queue's Redis is unavailable too (%s)", outcome, error)


def meet(kind: str, ident: str) -> str:
    """The meeting place's job: pair a quick-play pool's seekers (``pool``) or end a challenge
    (``challenge``), then tell the due-index when to come back (``service.meeting.quickplay``)."""
    queue = driver_queue()
    queue.started(f"~{kind}", ident, "human")
    try:
        game_service().meet(kind, ident)
    except UNAVAILABLE as error:  # still due (``started``): the next sweep runs it again
        log.warning("meet %s %s: the games' Redis is unavailable (%s); the next sweep retries", kind, ident, error)
        return "unavailable"
    return "met"


def archive_game(game_id: str) -> str:
    """A finished game's record into the archive, then its Redis copy let expire (see
    ``service.archive.archiving``). ``ArchiveUnavailable`` is raised for RQ to retry with backoff."""
    return game_service().archive_game(game_id)


class DeliveryFailed(Exception):
    """An attempt failed and RQ has a retry left: raised so that RQ schedules it (a line in the
    worker's log, not a traceback: ``DriverWorker.handle_exception``)."""


def deliver_webhook(player_id: str, webhook_id: str, delivery_id: str) -> str:
    """One attempt of a webhook delivery (``service.webhooks.deliveries``); RQ retries it on the
    delivery's schedule while attempts fail, the last one marks it failed."""
    job = get_current_job()
    retries_left = job.retries_left if job is not None else None
    next_in = None
    if retries_left:
        intervals = job.retry_intervals or [0]
        next_in = intervals[max(len(intervals) - retries_left, 0)]
    outcome = game_service().deliver_webhook(player_id, webhook_id, delivery_id, last_try=not retries_left,
                                             next_in=next_in)
    if outcome == "retry":
        raise DeliveryFailed(f"delivery {delivery_id}: again in {next_in} s ({retries_left} retries left)")
    return outcome
