"""Decoded states this process committed last, so its next act on a game skips the decode.

Redis stays the truth: the store is read on every request as before, and a kept state is used
only when it was kept for exactly the version just read and the bytes just read are the very
bytes this process wrote for it (so a Redis restored to an older point, where another process
then wrote the same version differently, is read afresh).
Engines change states in place, so a state has one owner at a time: ``take`` hands it over and
forgets it; the act that took it puts the changed state back with ``keep`` only once its
version is committed and its answer already encoded. A refusal or a lost compare-and-set leaves
nothing behind. Reads (views) decode their own copy: the view they return is encoded after the
service hands it over, so it must not share a state another request may change meanwhile.
"""

from __future__ import annotations

import threading
from collections import OrderedDict


class StateCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self._lock = threading.Lock()
        self._states: OrderedDict[str, tuple[int, bytes, object]] = OrderedDict()

    def take(self, game_id: str, version: int, stored: bytes):
        """The state kept for ``game_id`` at ``version`` as ``stored`` (now the caller's), else None."""
        if not self.capacity:
            return None
        with self._lock:
            kept = self._states.pop(game_id, None)
        if kept is None or kept[0] != version or kept[1] != stored:
            return None
        return kept[2]

    def keep(self, game_id: str, version: int, stored: bytes, state) -> None:
        """Hand back ``state``, committed as ``version`` in the bytes ``stored``; the caller must not
        change it again."""
        if not self.capacity:
            return
        with self._lock:
            self._states[game_id] = (version, stored, state)
            self._states.move_to_end(game_id)
            while len(self._states) > self.capacity:
                self._states.popitem(last=False)

    def __len__(self) -> int:
        return len(self._states)
