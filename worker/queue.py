"""The RQ side of the service's Scheduler: what the API and the jobs enqueue."""

import math
from datetime import datetime, timedelta, timezone

import redis
from rq import Queue, Retry
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

RETRY = Retry(max=3, interval=[1, 2, 5])


class RQScheduler:
    def __init__(self, connection: redis.Redis, queue_name: str = "starport"):
        self.queue = Queue(queue_name, connection=connection)

    @staticmethod
    def bot_job_id(game_id: str, actor, version: int) -> str:
        return f"turn-{game_id}-{version}-{actor}"

    def bot_turn_pending(self, game_id: str, actor, version: int) -> bool:
        """Whether that turn's job still waits or runs (a dead worker's job does not)."""
        try:
            job = Job.fetch(self.bot_job_id(game_id, actor, version), connection=self.queue.connection)
        except NoSuchJobError:
            return False
        return job.get_status() in (JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED)

    def bot_turn(self, slug: str, game_id: str, actor, version: int, delay: float = 0.0) -> None:
        job = dict(job_id=self.bot_job_id(game_id, actor, version), retry=RETRY,
                   result_ttl=60, failure_ttl=24 * 3600, job_timeout=30)
        if delay > 0:
            self.queue.enqueue_in(timedelta(seconds=delay), "worker.jobs.play_bot_turn",
                                  slug, game_id, actor, version, **job)
        else:
            self.queue.enqueue("worker.jobs.play_bot_turn", slug, game_id, actor, version, **job)

    def timer(self, slug: str, game_id: str, version: int, at: float) -> None:
        # RQ keeps scheduled times in whole seconds, rounded down: round up, never fire early.
        self.queue.enqueue_at(datetime.fromtimestamp(math.ceil(at), tz=timezone.utc), "worker.jobs.expire_timer",
                              slug, game_id, version, job_id=f"timer-{game_id}-{version}", retry=RETRY,
                              result_ttl=60, failure_ttl=24 * 3600, job_timeout=30)
