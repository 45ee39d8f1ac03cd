"""The worker entry point: ``python -m worker`` runs one RQ worker with the scheduler."""

import logging

import redis
from rq import Queue, Worker

import worker.jobs  # noqa: F401  (imported once here, so each forked job starts warm)
from engines import registry
from service.config import Settings


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    settings = Settings.from_env()
    registry()  # every engine and its data, loaded before the first fork
    connection = redis.Redis.from_url(settings.queue_redis_url)
    queue = Queue(settings.queue_name, connection=connection)
    Worker([queue], connection=connection).work(with_scheduler=True)


if __name__ == "__main__":
    main()
