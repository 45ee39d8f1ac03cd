"""The due-index after an outage: a claim whose job was lost with Redis is released at once,
a claim whose job is still queued is kept, and games due later are left alone."""

from __future__ import annotations

import time

from tests.conftest import unique_name
from service.store.queue import CLAIM_SECONDS, DriverQueue


def test_reclaim_releases_only_claims_whose_job_no_queue_holds(redis_client):
    queue = DriverQueue(redis_client, f"reclaim-{unique_name()}")
    now = time.time()
    queue.wake("starshower", "lost", now, human=True, now=now)  # claimed, job queued
    queue.wake("starshower", "queued", now, human=False, now=now)
    queue.wake("starlink", "later", now + 10, human=True, now=now)  # a timer: no claim
    human = queue.queues["human"]
    assert redis_client.lpop(human.key)  # popped by a worker that then lost Redis: the job is gone

    assert queue.sweep() == 0  # the lost job's claim hides its game from every sweep...
    assert queue.reclaim() == 1  # ...until it is released
    assert not redis_client.exists(f"{queue.name}:driving:lost")
    assert redis_client.exists(f"{queue.name}:driving:queued")
    assert redis_client.zscore(queue.due_key, "starlink/later/human") == now + 10
    assert queue.sweep() == 1 and len(human) == 1
    assert queue.reclaim() == 0
    assert redis_client.zscore(queue.due_key, "starshower/lost/human") > time.time() + CLAIM_SECONDS - 5
