"""The structures that span games, kept beside the game hashes: the games counted by status (for
/metrics and the worker's repair scan) and the lobby. A part of ``GameStore``, which it is a base
of: it uses the store's per-thread client (``redis``) and its TTLs. Keys: ``service.store.keys``.

The lobby: a sorted set per game and status of listed games, every member ``<created µs, 16
digits>:<game_id>`` at score 0, so members sort by creation time, then id, and a page after a
cursor is one ZREVRANGEBYLEX (stable while games are created: a cursor is a member, never an
offset). Written when a listed game's status changes (the same moment as the status counts). A
reader checks every entry's game hash: an expired game is dropped, a game whose status moved on
(the write after its commit was lost) is moved to its right set. The statuses of one slug share
the hash tag, so the move is one MULTI on one node (one node per game title: fine for a lobby).
The set expires when no game was added for the longest game TTL.

Every listing is bounded (issue 45 item 6): a set keeps the newest ``LOBBY_KEPT`` games of its
title and status (an add drops the oldest past that), and one page read looks at
``LOBBY_SCAN`` entries at most, stale ones and those a filter (``rated_only``) passes over
included; a page that ran out of looks before it filled ends with a cursor to go on from.
"""

from __future__ import annotations

from typing import Callable

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import from_json
from service.store.game_record import GameRecord

# The hash fields a lobby line (and a player's list of games) is made from.
LOBBY_FIELDS = (b"slug", b"status", b"listed", b"seats", b"created", b"updated", b"v", b"lifecycle",
                b"options")
# The newest listed games one title keeps in a status's set: an older one drops out of the lobby
# (still playable, watchable and in its players' histories), so no set grows with the games made.
LOBBY_KEPT = 10_000
# Entries one lobby page looks at, at most: its hash read (pipelined) and, when stale, repaired.
LOBBY_SCAN = 200


class LobbyStore:
    """Games by status and the lobby (see the module docstring)."""

    redis: redis.Redis | RedisCluster  # the calling thread's client
    finished_ttl: int
    idle_ttl: int
    ttl_for: Callable[[str], int]

    # Games by status, for /metrics: a sorted set per game and status, each game scored by when
    # it expires if nothing more happens. Written only when a game's status changes (create, the
    # claim that starts it, the commit that ends it), so an act costs nothing more; expired
    # entries are pruned when counted. An active game kept alive past its first expiry by later
    # moves drops out of the count early: idle games, not long ones, are what that misses.
    STATUSES = ("waiting", "active", "finished")

    status_key = staticmethod(names.status_key)

    def note_status(self, record: GameRecord, old: str | None, new: str, now: float) -> None:
        """``record``'s status changed from ``old`` (None: created) to ``new``: the counts, and
        the lobby when the game is listed."""
        slug, game_id = record.slug, record.game_id
        pipe = self.redis.pipeline(transaction=False)
        if old is not None:
            pipe.zrem(self.status_key(slug, old), game_id)
        pipe.zadd(self.status_key(slug, new), {game_id: now + self.ttl_for(new)})
        pipe.execute()
        if record.listed:
            self._file_in_lobby(slug, names.lobby_member(record.created, game_id), old, new)

    def count_status(self, record: GameRecord, status: str, now: float) -> None:
        """Count ``record`` in ``status`` *before* the write that puts it there (a create, the
        claim that starts a game): the worker's repair scan (``worker.repair``) finds every
        active game through these sets, so no game may be active without its entry. A write that
        then fails leaves an entry of a game that is not (yet) active, which the scan drops."""
        self.redis.zadd(self.status_key(record.slug, status), {record.game_id: now + self.ttl_for(status)})

    def uncount_status(self, slug: str, status: str, game_id: str) -> None:
        self.redis.zrem(self.status_key(slug, status), game_id)

    def games_in_status(self, slug: str, status: str, start: int, count: int) -> list[str]:
        """A page of the game ids counted in ``status`` (oldest entries first), for the repair scan."""
        return [m.decode() for m in self.redis.zrange(self.status_key(slug, status), start, start + count - 1)]

    def games_by_status(self, slugs, now: float) -> dict[tuple[str, str], int]:
        pipe = self.redis.pipeline(transaction=False)
        for slug in slugs:
            for status in self.STATUSES:
                pipe.zremrangebyscore(self.status_key(slug, status), "-inf", now)
                pipe.zcard(self.status_key(slug, status))
        counts = pipe.execute()[1::2]
        return dict(zip([(slug, status) for slug in slugs for status in self.STATUSES], counts))

    # -- the lobby (see the module docstring) ----------------------------------------------------

    lobby_key = staticmethod(names.lobby_key)

    def _file_in_lobby(self, slug: str, member: str, old: str | None, new: str | None) -> None:
        """Move one lobby entry from ``old``'s set to ``new``'s (None: out of the lobby)."""
        pipe = self.redis.pipeline(transaction=True)  # one slot: the statuses share {slug}
        if old is not None:
            pipe.zrem(self.lobby_key(slug, old), member)
        if new is not None:
            pipe.zadd(self.lobby_key(slug, new), {member: 0})
            pipe.zremrangebyrank(self.lobby_key(slug, new), 0, -LOBBY_KEPT - 1)  # members sort oldest first
            pipe.expire(self.lobby_key(slug, new), self.finished_ttl + self.idle_ttl)
        pipe.execute()

    LOBBY_FIELDS = LOBBY_FIELDS

    def lobby_page(self, slug: str, status: str, after: str | None, limit: int,
                   rated_only: bool = False) -> tuple[list[dict], str | None]:
        """Up to ``limit`` listed games of ``slug`` in ``status``, newest first, after the cursor
        ``after`` (a member); each as its hash fields. ``rated_only``: only games created rated.
        Stale entries are repaired on the way. The cursor of the next page, or None when this one
        reached the end; at most ``LOBBY_SCAN`` entries are looked at, so a page may be short (even
        empty) and still have a cursor."""
        key = self.lobby_key(slug, status)
        found: list[dict] = []
        high = f"({after}" if after else "+"
        looked = 0
        while looked < LOBBY_SCAN:
            # A filter passes over entries: read more of them a round than the page still lacks.
            wanted = min(LOBBY_SCAN - looked, max(limit - len(found), 25 if rated_only else 0))
            members = [m.decode() for m in self.redis.zrevrangebylex(key, high, "-", start=0, num=wanted)]
            if not members:
                return found, None
            pipe = self.redis.pipeline(transaction=False)
            for member in members:
                pipe.hmget(names.game_key(member.split(":", 1)[1]), self.LOBBY_FIELDS)
            gone: list[str] = []
            try:
                for member, values in zip(members, pipe.execute()):
                    looked += 1
                    high = f"({member}"
                    game = dict(zip(self.LOBBY_FIELDS, values))
                    if game[b"slug"] is None or game[b"slug"].decode() != slug or game[b"listed"] != b"1":
                        gone.append(member)  # expired with its game (or never this lobby's)
                    elif game[b"status"].decode() != status:  # the write after its commit was lost
                        self._file_in_lobby(slug, member, status, game[b"status"].decode())
                    elif not rated_only or created_rated(game):
                        found.append({"game_id": member.split(":", 1)[1], **{k.decode(): v for k, v in game.items()}})
                        if len(found) == limit:
                            return found, member
            finally:
                if gone:
                    self.redis.zrem(key, *gone)
            if len(members) < wanted:
                return found, None
        return found, high[1:]


def created_rated(game: dict) -> bool:
    """Whether a game's hash fields say it was created rated (its lifecycle's ``rated``)."""
    return bool(game[b"lifecycle"] and from_json(game[b"lifecycle"]).get("rated"))
