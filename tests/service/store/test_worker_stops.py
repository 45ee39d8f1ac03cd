"""A worker asked to stop ends its command channel's thread at once, whatever it was waiting on."""

from __future__ import annotations

import threading

import redis

from service.store.queue import DriverQueue
from worker.__main__ import PUBSUB_WAIT_SECONDS, DriverWorker, lanes_of


def test_the_command_channel_thread_stops_within_its_short_wait(redis_url):
    connection = redis.Redis.from_url(redis_url)
    rq_worker = DriverWorker(lanes_of(DriverQueue(connection, "starport-stops")), connection=connection)
    rq_worker.subscribe()
    rq_worker.pubsub_thread.pubsub.subscribed_event.wait(5)
    # RQ's own thread read for 60 s, and redis-py 8's stop() waits for that read to end: a SIGTERM
    # then took a minute. No message comes on the channel here, so only the read's own wait ends it.
    stopper = threading.Thread(target=rq_worker.pubsub_thread.stop)
    stopper.start()
    stopper.join(timeout=PUBSUB_WAIT_SECONDS + 5)
    stopped = not rq_worker.pubsub_thread.is_alive()
    rq_worker.pubsub.close()
    connection.close()
    assert stopped, "the command channel's thread was still reading after its stop"
