"""RQ jobs: plain functions with plain arguments, calling the same service functions as HTTP.

A job carries the version it was made for; if the game has moved on it does nothing.
"""

from __future__ import annotations

import redis

from service.config import Settings
from service.games import GameService
from service.store import GameStore
from worker.queue import RQScheduler

_service: GameService | None = None


def game_service() -> GameService:
    global _service
    if _service is None:
        settings = Settings.from_env()
        client = redis.Redis.from_url(settings.redis_url)
        store = GameStore(client, finished_ttl=settings.finished_ttl, idle_ttl=settings.idle_ttl)
        scheduler = RQScheduler(redis.Redis.from_url(settings.queue_redis_url), settings.queue_name)
        _service = GameService(store, scheduler, bot_stall_seconds=settings.bot_stall_seconds,
                               bot_pace_seconds=settings.bot_pace_seconds)
    return _service


def play_bot_turn(slug: str, game_id: str, actor, version: int) -> str:
    """A bot seat's or the Cosmobot's turn."""
    return game_service().play_bot_turn(slug, game_id, actor, version)


def expire_timer(slug: str, game_id: str, version: int) -> str:
    """The sand timer ran out (Starlink)."""
    return game_service().expire_timer(slug, game_id, version)
