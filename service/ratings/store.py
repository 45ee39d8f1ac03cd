"""Ratings in Redis: every subject's rating per title, the title's leaderboard, and the mark of
each rated game, changed together by one script (``APPLY``) so a game's update is made once.

Every key of a title shares its hash tag (``sp-rating:{<slug>}…``, ``service.store.keys``): a
title's ratings live on one node of a cluster, and a game's update (its seats' ratings, the
board, its mark) is one script on that node. ``APPLY`` is a compare-and-set: it writes only if
every seat's rating is still the one the update was computed from, and only if the game has no
mark yet; the mark keeps the change itself, so a job run again reads back what was applied.

The leaderboard is a sorted set of the non-provisional players by ordinal. A page after a cursor
(the last line's ordinal and player id) is one script: its position is the count of higher
ordinals plus those of equal ordinal whose id sorts at or above the cursor's (a player id is
hex, so Lua's string order is Redis's member order) — a stable keyset cursor, O(log n + page).
"""

from __future__ import annotations

import base64

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import from_json, to_json
from service.ratings.maths import Rating, is_bot, starting

OFF_BOARD, NOT_ON_BOARD = "-", ""  # APPLY's board argument: taken off it; never on it (a bot)
MARK_TTL = 30 * 86_400  # a rated game's mark outlives every retry of its job and its Redis copy

# KEYS: mark, board, ratings; ARGV: change JSON, mark ttl, then per subject: subject, the rating
# JSON it was computed from ('' none), the new rating JSON, its board score ('' off the board:
# a bot; '-' removed: provisional). {'applied'} | {'already', change, told} | {'conflict'}.
APPLY = """
if redis.call('EXISTS', KEYS[1]) == 1 then
  return {'already', redis.call('HGET', KEYS[1], 'change'), redis.call('HGET', KEYS[1], 'told')}
end
for i = 3, #ARGV, 4 do
  if (redis.call('HGET', KEYS[3], ARGV[i]) or '') ~= ARGV[i + 1] then return {'conflict'} end
end
for i = 3, #ARGV, 4 do
  redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 2])
  if ARGV[i + 3] == '-' then redis.call('ZREM', KEYS[2], ARGV[i])
  elseif ARGV[i + 3] ~= '' then redis.call('ZADD', KEYS[2], ARGV[i + 3], ARGV[i]) end
end
redis.call('HSET', KEYS[1], 'change', ARGV[1], 'told', '0')
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return {'applied'}
"""

# KEYS: board, ratings; ARGV: limit, the cursor's score ('' from the top) and member. Answers
# {position of the first line, {member, score, ...} (limit + 1 at most), their ratings}.
PAGE = """
local limit, start = tonumber(ARGV[1]), 0
if ARGV[2] ~= '' then
  start = redis.call('ZCOUNT', KEYS[1], '(' .. ARGV[2], '+inf')
  for _, member in ipairs(redis.call('ZREVRANGEBYSCORE', KEYS[1], ARGV[2], ARGV[2])) do
    if member >= ARGV[3] then start = start + 1 end
  end
end
local page = redis.call('ZREVRANGE', KEYS[1], start, start + limit, 'WITHSCORES')
local members = {}
for i = 1, #page, 2 do members[#members + 1] = page[i] end
local rows = {}
if #members > 0 then rows = redis.call('HMGET', KEYS[2], unpack(members)) end
return {start, page, rows}
"""


def encode_cursor(score: bytes | str, member: str) -> str:
    score = score.decode() if isinstance(score, bytes) else score
    return base64.urlsafe_b64encode(f"{score}|{member}".encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[str, str]:
    """A leaderboard cursor's (score, player id); ValueError for anything else."""
    try:
        score, member = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode().split("|", 1)
        float(score)
    except (ValueError, UnicodeDecodeError) as error:
        raise ValueError("not a leaderboard cursor") from error
    if not member or not all(c in "0123456789abcdef" for c in member):
        raise ValueError("not a leaderboard cursor")
    return score, member


class Conflict(Exception):
    """A seat's rating changed between its read and the update (another game ended): compute again."""


class RatingStore:
    """A title's ratings, leaderboard and rated games' marks (see the module docstring)."""

    def __init__(self, client: redis.Redis | RedisCluster, clients):
        self.clients = clients  # the game store's per-thread clients
        self._apply = client.register_script(APPLY)
        self._page = client.register_script(PAGE)

    @property
    def redis(self):
        return self.clients.client()

    def stored(self, slug: str, subjects: list[str]) -> dict[str, bytes | None]:
        """Each subject's stored rating JSON, as it is (None: never rated in this title)."""
        raws = self.redis.hmget(names.ratings_key(slug), subjects) if subjects else []
        return dict(zip(subjects, raws))

    def ratings(self, slug: str, subjects: list[str]) -> dict[str, dict]:
        """Each subject's rating entry (``rating_entry``): its starting one if never rated."""
        return {subject: rating_entry(slug, subject, raw) for subject, raw in self.stored(slug, subjects).items()}

    def of_player(self, slugs: list[str], subject: str) -> dict[str, dict]:
        """A subject's entries in every title it was rated in (one read per title's node)."""
        pipe = self.redis.pipeline(transaction=False)
        for slug in slugs:
            pipe.hget(names.ratings_key(slug), subject)
        return {slug: rating_entry(slug, subject, raw) for slug, raw in zip(slugs, pipe.execute()) if raw is not None}

    def of_players(self, slugs: list[str], subjects: list[str]) -> dict[str, dict[str, dict]]:
        """Each subject's entries in every title it was rated in: one read per title's node."""
        pipe = self.redis.pipeline(transaction=False)
        for slug in slugs:
            pipe.hmget(names.ratings_key(slug), subjects)
        found: dict[str, dict[str, dict]] = {subject: {} for subject in subjects}
        for slug, raws in zip(slugs, pipe.execute() if subjects else []):
            for subject, raw in zip(subjects, raws):
                if raw is not None:
                    found[subject][slug] = rating_entry(slug, subject, raw)
        return found

    def mark(self, slug: str, game_id: str) -> tuple[dict, bool] | None:
        """A rated game's applied change and whether its players were told (None: not applied)."""
        change, told = self.redis.hmget(names.rated_game_key(slug, game_id), ["change", "told"])
        return None if change is None else (from_json(change), told == b"1")

    def apply(self, slug: str, game_id: str, change: dict, writes: list[tuple[str, bytes | None, dict, str]]
              ) -> tuple[dict, bool] | None:
        """Apply a game's ``change``: each write is (subject, the JSON its update was computed
        from, the new entry, its board score: ``repr`` of the ordinal, ``OFF_BOARD`` (``-``: a
        provisional player) or ``NOT_ON_BOARD`` (a bot)). None: applied now; else the change
        applied before and whether it was told. Raises ``Conflict`` if a rating moved meanwhile."""
        args: list = [to_json(change), MARK_TTL]
        for subject, read, entry, board in writes:
            args += [subject, read or b"", to_json(entry), board]
        answer = self._apply(keys=[names.rated_game_key(slug, game_id), names.board_key(slug),
                                   names.ratings_key(slug)], args=args, client=self.redis)
        if answer[0] == b"conflict":
            raise Conflict(game_id)
        if answer[0] == b"already":
            return from_json(answer[1]), answer[2] == b"1"
        return None

    def told(self, slug: str, game_id: str) -> None:
        self.redis.hset(names.rated_game_key(slug, game_id), "told", "1")

    def board_page(self, slug: str, limit: int, after: str | None) -> tuple[int, list[tuple[str, float, dict]], str | None]:
        """A leaderboard page: the position of its first line, each line's (player id, ordinal,
        entry), and the cursor of the next page (None: the last)."""
        score, member = decode_cursor(after) if after else ("", "")
        start, page, rows = self._page(keys=[names.board_key(slug), names.ratings_key(slug)],
                                       args=[limit, score, member], client=self.redis)
        lines = [(page[i].decode(), page[i + 1], rows[i // 2]) for i in range(0, len(page), 2)]
        more = len(lines) > limit
        lines = lines[:limit]
        cursor = encode_cursor(lines[-1][1], lines[-1][0]) if more else None
        return int(start), [(who, float(score), from_json(raw)) for who, score, raw in lines if raw], cursor

    def board_size(self, slug: str) -> int:
        return int(self.redis.zcard(names.board_key(slug)))


def rating_entry(slug: str, subject: str, raw: bytes | None) -> dict:
    """A stored rating's entry ``{mu, sigma, games, name?, recent, moved?}``, or the subject's
    start. A bot level's μ and σ are its calibration whatever is stored (``ratings``: a level is
    an anchor; an entry a rated game moved before that rule is read as calibrated)."""
    start = starting(slug, subject)
    if raw is None:
        return {"mu": start.mu, "sigma": start.sigma, "games": 0, "recent": []}
    entry = from_json(raw)
    if is_bot(subject):
        entry.update(mu=start.mu, sigma=start.sigma)
    return entry


def rating_of(entry: dict) -> Rating:
    return Rating(entry["mu"], entry["sigma"], entry["games"])
