"""The process's one subscription to the news channel (``redis_names.NEWS``): a thread (a
greenlet under gevent) that passes what publishers announce on to the hub in batches, one read
of Redis for all that arrived together, and tells the hub whenever it (re)subscribes, since
messages may have been published while it was away."""

from __future__ import annotations

import threading
from typing import Callable

from redis.exceptions import RedisError

from service.store.keys import NEWS

BATCH = 256  # news messages passed on together, with one read of Redis
LISTEN_WAIT = 1.0  # seconds it waits for news before it looks whether it is closed


class Subscription:
    """``subscriber()`` opens a Redis client to subscribe with; ``heard(messages)`` gets each
    batch; ``subscribed()`` runs at every (re)subscription. It runs from ``start`` until
    ``closed`` is set (within ``LISTEN_WAIT`` seconds), reconnecting with a backoff meanwhile."""

    def __init__(self, subscriber: Callable[[], object], *, heard: Callable[[list[bytes]], None],
                 subscribed: Callable[[], None], closed: threading.Event):
        self.subscriber = subscriber
        self.heard = heard
        self.subscribed = subscribed
        self.closed = closed
        self.connected = threading.Event()
        self.thread = threading.Thread(target=self._subscribe_forever, name="news", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def _subscribe_forever(self) -> None:
        backoff = 0.1
        while not self.closed.is_set():
            pubsub = None
            try:
                pubsub = self.subscriber().pubsub(ignore_subscribe_messages=True)
                pubsub.subscribe(NEWS)
                pubsub.get_message(timeout=1)  # the subscription's confirmation: subscribed from here on
                self.connected.set()
                self.subscribed()  # whatever was published before we were listening
                backoff = 0.1
                while not self.closed.is_set():
                    batch, message = [], pubsub.get_message(timeout=LISTEN_WAIT)
                    while message is not None:  # and whatever else has arrived: one read for all
                        if message["type"] == "message":
                            batch.append(message["data"])
                        if len(batch) >= BATCH:
                            break
                        message = pubsub.get_message(timeout=0)
                    if batch:
                        self.heard(batch)
            except (RedisError, OSError):
                self.connected.clear()
                self.closed.wait(backoff)
                backoff = min(backoff * 2, 2.0)
            finally:
                if pubsub is not None:
                    try:
                        pubsub.close()
                    except (RedisError, OSError):
                        pass
