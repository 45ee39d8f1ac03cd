"""Connections to the game store: which client (``game_redis``: one server's, or a cluster's),
how a thread or greenlet keeps one connection for as long as it holds it (``ThreadClients``; on a
cluster ``SharedClient``) and gives it back with ``release`` before it sleeps or ends (the one
place that does), and what the store raises while it cannot serve (``UNAVAILABLE``)."""

from __future__ import annotations

import os
import sys
import threading
import weakref

import redis
from redis.cluster import RedisCluster

from service.config import Settings

class ThreadClients:
    """A Redis client per thread, each keeping one connection of ``pool`` for as long as the
    thread holds it, so a command skips the pool's checkout and return and their fork checks
    (~13 µs of CPU per command). A thread gives its client back with ``release``; the next
    thread to need one takes it, connection and all, from the idle ones. A forked child makes
    its own: the parent's connections are not its to use."""

    IDLE_MOST = 64  # clients kept for the next requests; the rest close (the pool holds 256 a process)

    def __init__(self, pool: redis.ConnectionPool):
        self.pool = pool
        self._local = threading.local()
        self._idle: list[redis.Redis] = []
        mine = weakref.ref(self)
        os.register_at_fork(after_in_child=lambda: (clients := mine()) and clients.forget())

    def client(self) -> redis.Redis:
        try:
            return self._local.client
        except AttributeError:
            try:
                client = self._idle.pop()
            except IndexError:
                client = redis.Redis(connection_pool=self.pool, single_connection_client=True)
            self._local.client = client
            return client

    def forget(self) -> None:
        self._local = threading.local()
        self._idle = []

    def release(self) -> None:
        """Give the calling thread's client back. Under gevent a "thread" is a greenlet: one per
        HTTP connection, thousands of them waiting on streams; so the app releases at the end of
        each request, and a stream before it waits (``service.app``, ``service.games``). One
        checkout per request, not per command: under gevent a checkout costs ~3 commands' time
        (measured: 212-385 µs a command through the pool, 83 µs on a kept connection, on a
        loaded box). The client goes to the idle ones with its connection rather than back to
        the pool: a new client and a checkout and return cost 50-75 µs a request (its
        ``Redis.__init__`` builds ~150 reply callbacks). A command cut short (a timeout, a
        killed greenlet) leaves no reply behind for the next user: redis-py disconnects on any
        exception while sending or reading, and reconnects at the next command."""
        client = self._local.__dict__.pop("client", None)
        if client is None:
            return
        if len(self._idle) < self.IDLE_MOST:
            self._idle.append(client)
        else:
            client.close()

# What the games' Redis raises while it cannot serve for a moment (down, or a cluster failing
# over: CLUSTERDOWN, TRYAGAIN, a slot no live node serves yet): the API answers 503, a driver
# leaves its game due for the next sweep.
UNAVAILABLE = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, redis.exceptions.ClusterError,
               redis.exceptions.TryAgainError, redis.exceptions.RedisClusterException)


def game_redis(settings: Settings, **options) -> redis.Redis | RedisCluster:
    """The game store's client, chosen here and nowhere else: a cluster client when
    ``settings.redis_cluster`` (``REDIS_URL`` names any node; the client learns the others and
    follows slots as they move or fail over), else one server's. Under gevent every pool is
    bounded (``settings.redis_connections`` per server or node): thousands of greenlets share
    them, one waiting for a connection when all are busy (each request's, on one server, for as
    long as it runs: ``ThreadClients.release``)."""
    if green():
        options = {**options, "max_connections": settings.redis_connections, "timeout": 5}
        if settings.redis_cluster:
            return RedisCluster.from_url(settings.redis_url, connection_pool_class=redis.BlockingConnectionPool,
                                         **options)
        return redis.Redis(connection_pool=redis.BlockingConnectionPool.from_url(settings.redis_url, **options))
    if settings.redis_cluster:
        return RedisCluster.from_url(settings.redis_url, **options)
    return redis.Redis.from_url(settings.redis_url, **options)


def same_server(a, b) -> bool:
    """Whether two clients talk to one Redis server and database (neither a cluster's): their
    pools' addresses compared (host and port, or a Unix socket's path, and the db)."""
    if isinstance(a, RedisCluster) or isinstance(b, RedisCluster):
        return False
    where = ("host", "port", "path", "db")
    mine, theirs = a.connection_pool.connection_kwargs, b.connection_pool.connection_kwargs
    return all(mine.get(k) == theirs.get(k) for k in where)


class SharedClient:
    """Every thread's (and greenlet's) client on a cluster: one ``RedisCluster``, thread-safe,
    which checks a connection out of the command's node pool per command. ``ThreadClients``' one
    kept connection per thread (or per request, under gevent) is a single server's trick: a
    cluster's commands go to several nodes."""

    pool = None  # one per node, inside the cluster client

    def __init__(self, client: RedisCluster):
        self.shared = client

    def client(self) -> RedisCluster:
        return self.shared

    def forget(self) -> None:
        pass

    def release(self) -> None:
        pass  # nothing kept between commands


def green() -> bool:
    """Whether gevent has patched this process (gunicorn's gevent worker does so before it
    loads the app). A process that never imported ``gevent.monkey`` cannot have been patched:
    asked there, no import of gevent, which cost each RQ worker's start ~30 ms of CPU for a
    "no"."""
    monkey = sys.modules.get("gevent.monkey")
    return monkey is not None and monkey.is_module_patched("threading")
