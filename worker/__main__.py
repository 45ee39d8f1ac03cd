"""The worker entry point: ``python -m worker`` runs one RQ worker with the scheduler."""

import logging

import redis
from rq import Queue, Worker

from service.config import Settings


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    settings = Settings.from_env()
    connection = redis.Redis.from_url(settings.queue_redis_url)
    queue = Queue(settings.queue_name, connection=connection)
    Worker([queue], connection=connection).work(with_scheduler=True)


if __name__ == "__main__":
    main()
