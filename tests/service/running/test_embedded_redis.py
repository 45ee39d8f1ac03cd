"""The embedded Redis never takes over a data dir another one serves, and cleans up a dead one's
socket."""

from __future__ import annotations

import os
import signal

import pytest
import redis

from service.running.redis_server import AlreadyRunning, EmbeddedRedis


def test_a_second_owner_of_the_data_dir_is_refused(tmp_path):
    first = EmbeddedRedis(tmp_path).start()
    try:
        with pytest.raises(AlreadyRunning, match="another Starport is already running with data in"):
            EmbeddedRedis(tmp_path).start()
        assert redis.Redis.from_url(first.url).ping()
    finally:
        first.stop()


def test_a_live_server_whose_launcher_died_is_left_alone(tmp_path):
    orphaned = EmbeddedRedis(tmp_path).start()
    os.close(orphaned._lock)  # as if its launcher was SIGKILLed: the lock went, the server did not
    orphaned._lock = None
    try:
        with pytest.raises(AlreadyRunning):
            EmbeddedRedis(tmp_path).start()
        assert redis.Redis.from_url(orphaned.url).ping()
    finally:
        orphaned.stop()


def test_a_dead_servers_socket_is_removed_and_its_data_kept(tmp_path):
    first = EmbeddedRedis(tmp_path).start()
    redis.Redis.from_url(first.url).set("game", "kept")
    os.kill(first.process.pid, signal.SIGKILL)
    first.process.wait()
    assert first.socket.exists()  # stale

    first.start()  # what make run does after a crash: same object, same lock, same socket
    try:
        assert redis.Redis.from_url(first.url).get("game") == b"kept"
    finally:
        first.stop()
