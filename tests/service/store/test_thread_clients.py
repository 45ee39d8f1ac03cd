"""The store's Redis clients: one per thread, each on a connection of its own, given back when
the thread ends, never shared with a forked child."""

import gc
import os
import threading

import redis

from service.store.clients import ThreadClients
from service.store.games import GameStore


def in_use(pool: redis.ConnectionPool) -> int:
    return len(pool._in_use_connections)


def test_each_thread_keeps_one_client_on_a_connection_of_its_own(redis_url):
    clients = ThreadClients(redis.Redis.from_url(redis_url).connection_pool)
    mine = clients.client()
    assert clients.client() is mine
    assert mine.set("thread-clients:main", "1") and mine.get("thread-clients:main") == b"1"
    seen = {}

    def use(name):
        client = clients.client()
        client.incr("thread-clients:count")
        seen[name] = (client, client.connection)

    threads = [threading.Thread(target=use, args=(name,)) for name in "ab"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    connections = {id(mine.connection), *(id(connection) for _, connection in seen.values())}
    assert len(connections) == 3 and all(client is not mine for client, _ in seen.values())
    del seen
    gc.collect()
    assert in_use(clients.pool) == 1  # the two threads ended: their connections went back
    mine.delete("thread-clients:main", "thread-clients:count")


def test_a_forked_child_makes_its_own_connection(redis_url):
    store = GameStore(redis.Redis.from_url(redis_url), finished_ttl=60, idle_ttl=60)
    parent = store.redis
    parent.set("thread-clients:fork", "parent")
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: a client of its own, and it works
        ok = store.redis is not parent and store.redis.connection is not parent.connection
        ok = ok and store.redis.set("thread-clients:fork", "child")
        os.write(writer, b"1" if ok else b"0")
        os._exit(0)
    os.close(writer)
    answer = os.read(reader, 1)
    os.waitpid(pid, 0)
    os.close(reader)
    assert answer == b"1"
    assert parent.get("thread-clients:fork") == b"child"  # the parent's connection still in step
    parent.delete("thread-clients:fork")


def test_a_released_client_serves_the_next_request_with_its_connection(redis_url):
    clients = ThreadClients(redis.Redis.from_url(redis_url).connection_pool)
    first = clients.client()
    first.set("thread-clients:idle", "1")
    connection = first.connection
    clients.release()
    taken = []
    thread = threading.Thread(target=lambda: taken.append(clients.client()))
    thread.start()
    thread.join()
    assert taken[0] is first and taken[0].connection is connection  # no new client, no checkout
    assert taken[0].get("thread-clients:idle") == b"1"
    first.delete("thread-clients:idle")


def test_a_command_cut_short_leaves_nothing_for_the_next_user(redis_url):
    clients = ThreadClients(redis.Redis.from_url(redis_url).connection_pool)
    client = clients.client()
    client.set("thread-clients:cut", "kept")
    client.connection.send_command("GET", "thread-clients:cut")  # a reply left unread …
    client.connection.disconnect()  # … as redis-py leaves a connection when a command is cut short
    clients.release()
    assert clients.client() is client
    assert client.get("thread-clients:cut") == b"kept"  # reconnected: not the stale reply
    client.delete("thread-clients:cut")


def test_past_the_most_idle_clients_a_released_one_closes(redis_url):
    clients = ThreadClients(redis.Redis.from_url(redis_url).connection_pool)
    clients.IDLE_MOST = 1
    held = []

    def hold():
        held.append(clients.client())
        held[-1].ping()
        barrier.wait()
        clients.release()

    barrier = threading.Barrier(2)
    threads = [threading.Thread(target=hold) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(clients._idle) == 1
    assert in_use(clients.pool) == 1  # the other went back to the pool
