"""The open-game quota's sets: how many games one client has made the store keep (issue 41 item 7).

One sorted set a client, of the games counted against it, each scored by when it would expire
untouched (idle, then finished and kept): a count reads the set and prunes it by score; only at
the cap does it ask each game whether it is still stored. Nothing has to remember to decrement
anything when a game expires. Whose set a game counts in:

- an address's (``sp-rl:open-games:<ip>``, ``limits.client_ip``): the games it created
  (``service.http.limits``), and a rematch whose last offer it made with a seat token;
- a key origin's (``…:origin/<origin>``, ``service.store.key_origins``: where the key was made), or,
  for a key with none, its player's (``…:player/<id>``): every game of the meeting place
  (challenges, quick play, rematches) that seats a key of it, made by whichever process makes it
  (``service.meeting.gathering``). The requests that may make one (a seek, a challenge, an accept, a
  rematch offer) are refused at the cap.

So one address makes the store keep at most ``most`` games it created and ``most`` games seating
the keys made from it (docs/security.md, "Limits in numbers"). Global keys (``redis_names`` rule 2): one set each.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass

from redis.exceptions import RedisError

from service.config import Settings
from service.problems import Problem
from service.store.keys import game_key, open_games_key

log = logging.getLogger(__name__)


def address_quota(client: str) -> str:
    """The set of the games an address created."""
    return open_games_key(client)


def key_quota(player_id: str, origin: str | None) -> str:
    """The set of the meeting place's games seating a key: its origin's, else its player's."""
    return open_games_key(f"origin/{origin}" if origin else f"player/{player_id}")


def stored_games(redis, key: str, now: float, most: int) -> int:
    """The client's stored games, finished ones too: counted exactly only once the cheap count
    reaches ``most``."""
    pipe = redis.pipeline(transaction=False)
    pipe.zremrangebyscore(key, "-inf", now)
    pipe.zcard(key)
    count = pipe.execute()[1]
    if count < most:
        return count
    members = redis.zrange(key, 0, -1)
    pipe = redis.pipeline(transaction=False)
    for game_id in members:
        pipe.hget(game_key(game_id.decode()), "status")
    done = [game_id for game_id, status in zip(members, pipe.execute()) if status is None]  # expired
    if done:
        redis.zrem(key, *done)
    return len(members) - len(done)


def count_game(redis, keys: Iterable[str], game_id: str, window: float, now: float) -> None:
    """Count a stored game in each of these sets (until it would expire untouched)."""
    pipe = redis.pipeline(transaction=False)  # one key a command: the cluster splits it by node
    for key in dict.fromkeys(keys):
        pipe.zadd(key, {game_id: now + window})
        pipe.expire(key, int(window))
    pipe.execute()


@dataclass(frozen=True)
class OpenGames:
    """The quota: at most ``most`` games a set (0: no quota, ``STARPORT_RATE_LIMITS=0``), each
    counted for ``window`` seconds at most (idle, then finished and kept)."""

    most: int = 0
    window: float = 0

    @classmethod
    def of(cls, settings: Settings) -> OpenGames:
        """The quota the settings ask for: none when the limits are off."""
        return cls(most=settings.max_open_games_per_ip if settings.rate_limits else 0,
                   window=settings.idle_ttl + settings.finished_ttl)

    def refuse_at_cap(self, redis, keys: Iterable[str]) -> None:
        if not self.most:
            return
        now = time.time()
        for key in dict.fromkeys(keys):
            if stored_games(redis, key, now, self.most) >= self.most:
                raise Problem("quota_exceeded", f"You have {self.most} games stored (unfinished, or finished "
                                                "and not yet expired), the most one address and the keys made "
                                                "from it may have; play more once some expire.")

    def count(self, redis, keys: Iterable[str], game_id: str) -> None:
        """After the game is stored: a lost count is logged (the game exists; it goes uncounted)."""
        if not self.most:
            return
        try:
            count_game(redis, keys, game_id, self.window, time.time())
        except RedisError as error:
            log.warning("game %s not counted in its players' open-game quota: %s", game_id, error)
