"""The jobs a worker holds (issue 42 items 1 and 2), on the queue itself: a job is taken off its
lane into its worker's held jobs in one step, and handed back to the front of its lane, queued,
once that worker is silent; without RQ's records of the run that died, and never a job that RQ
finished, failed or scheduled meanwhile."""

from __future__ import annotations

import time

from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry

from service.store.queue import DriverQueue
from tests.conftest import burst_worker, unique_name


def queued_archive(queue: DriverQueue, game_id: str) -> str:
    game_id = f"{queue.name}-{game_id}"  # RQ's job hashes are not under the queue's name
    assert queue.archive(game_id)
    return f"archive-{game_id}"


def test_a_taken_job_is_held_then_handed_back_at_the_front_once_its_worker_is_silent(redis_client):
    queue = DriverQueue(redis_client, f"held-{unique_name()}")
    first, second = queued_archive(queue, "g1"), queued_archive(queue, "g2")
    lane, job_id = queue.take("dead:1", [queue.archive_queue])
    assert (lane.name, job_id) == (queue.archive_queue.name, first)
    assert queue.archive_queue.get_job_ids() == [second] and queue.held_job_ids() == [first]
    # RQ's own bookkeeping of the start, as prepare_execution and perform_job leave it
    rq_worker = burst_worker([queue.archive_queue], redis_client)
    job = Job.fetch(first, connection=redis_client)
    execution = rq_worker.prepare_execution(job)
    job.set_status(JobStatus.STARTED)
    registry = StartedJobRegistry(queue.archive_queue.name, connection=redis_client)
    assert registry.get_job_ids() == [first]

    assert queue.hand_back(stale_after=60) == []  # seen taking it just now
    time.sleep(1.1)
    assert queue.hand_back(stale_after=1) == [("dead:1", first)]
    assert queue.archive_queue.get_job_ids() == [first, second]  # at the front
    assert Job.fetch(first, connection=redis_client).get_status() == JobStatus.QUEUED
    assert registry.get_job_ids() == [] and not redis_client.exists(execution.key)
    assert queue.held_job_ids() == [] and queue.hand_back(stale_after=0) == []


def test_a_job_rq_finished_or_scheduled_is_not_handed_back(redis_client):
    queue = DriverQueue(redis_client, f"held-{unique_name()}")
    done, retrying = queued_archive(queue, "g1"), queued_archive(queue, "g2")
    for _ in range(2):
        queue.take("dead:2", [queue.archive_queue])
    Job.fetch(done, connection=redis_client).delete()  # finished (result_ttl 0: its hash goes)
    Job.fetch(retrying, connection=redis_client).set_status(JobStatus.SCHEDULED)
    assert queue.hand_back("dead:2") == []
    assert queue.archive_queue.get_job_ids() == [] and queue.held_job_ids() == []


def test_a_worker_hands_back_only_the_job_it_names(redis_client):
    queue = DriverQueue(redis_client, f"held-{unique_name()}")
    one, other = queued_archive(queue, "g1"), queued_archive(queue, "g2")
    queue.take("me:3", [queue.archive_queue])
    queue.take("me:3", [queue.archive_queue])
    assert queue.hand_back("me:3", other) == [("me:3", other)]
    assert queue.held_job_ids() == [one] and queue.archive_queue.get_job_ids() == [other]
    queue.finished("me:3", one)
    assert queue.held_job_ids() == []
