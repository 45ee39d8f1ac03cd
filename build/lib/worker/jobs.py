"""RQ jobs: plain functions with plain arguments, calling the same service functions as HTTP.

There is one job: a game's driver. It makes every machine move due now through the service's
one write path (see ``GameService.drive``) and tells the due-index when to come back.
"""

from __future__ import annotations

import redis

from service.config import Settings
from service.games import DriveBudget, DriveReport, GameService
from service.store import GameStore
from worker.queue import DriverQueue

_service: GameService | None = None
_queue: DriverQueue | None = None


def driver_queue() -> DriverQueue:
    global _queue
    if _queue is None:
        settings = Settings.from_env()
        _queue = DriverQueue(redis.Redis.from_url(settings.queue_redis_url, health_check_interval=30),
                             settings.queue_name)
    return _queue


def game_service() -> GameService:
    global _service
    if _service is None:
        settings = Settings.from_env()
        client = redis.Redis.from_url(settings.redis_url, health_check_interval=30)
        store = GameStore(client, finished_ttl=settings.finished_ttl, idle_ttl=settings.idle_ttl)
        _service = GameService(store, driver_queue(), bot_pace_seconds=settings.bot_pace_seconds,
                               cached_states=settings.cached_states)
    return _service


def forget_connections() -> None:
    """After Redis went away: the next job builds its clients afresh."""
    global _service, _queue
    _service = _queue = None


def drive_game(slug: str, game_id: str, lane: str) -> str:
    """A game's driver run: every bot, Cosmobot and timer move due now."""
    queue = driver_queue()
    queue.started(slug, game_id, lane)
    try:
        report = game_service().drive(slug, game_id, DriveBudget())
    except Exception:
        queue.record(DriveReport(), "failed")
        raise
    if report.gone:
        queue.settle(slug, game_id, None, human=lane == "human")
    outcome = "gone" if report.gone else "yielded" if report.yielded else "moved" if report.moves or report.timers else "idle"
    queue.record(report, outcome)
    return outcome
