"""``service.limits.ProcessWindows``, the in-process counters of the act and seat-read limits,
answers as ``FixedWindowRateLimiter`` on the ``limits`` library's memory storage does, hit for hit
and window for window, and forgets expired keys without a thread."""

from __future__ import annotations

import threading
import time

from limits import parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from service.limits import ProcessWindows


def test_hits_and_window_stats_match_the_library_memory_storage(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(time, "time", lambda: now[0])
    ours, theirs = ProcessWindows(), FixedWindowRateLimiter(storage_from_string("memory://"))
    item = parse("3/second")
    for step in [0, 0, 0, 0, 0.5, 0.49, 0.02, 0, 0, 0, 0, 5, 0, 1.0, 0]:
        now[0] += step
        for key in ("a", "b"):
            assert ours.hit(item, "sp", "acts", key) == theirs.hit(item, "sp", "acts", key)
            assert ours.get_window_stats(item, "sp", "acts", key) == theirs.get_window_stats(item, "sp", "acts", key)
    assert ours.get_window_stats(item, "sp", "acts", "never") == theirs.get_window_stats(item, "sp", "acts", "never")


def test_expired_keys_are_swept_without_a_thread(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(time, "time", lambda: now[0])
    threads = threading.active_count()
    windows = ProcessWindows()
    item = parse("5/second")
    for key in range(100):
        windows.hit(item, "sp", "acts", str(key))
    now[0] += ProcessWindows.SWEEP_SECONDS
    windows.hit(item, "sp", "acts", "new")
    assert list(windows.windows) == [item.key_for("sp", "acts", "new")]
    assert threading.active_count() == threads
