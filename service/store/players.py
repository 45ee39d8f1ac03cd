"""Players: a player's hash (its name, the SHA-256 of its key, when it was created and, for a key
made from a client address, the key's origin: ``service.store.key_origins``), the games it sits at (a sorted
set ``<slug>/<game_id>`` → when seated; expired games are dropped when read) and its feed, the
same shape as a game's event stream: entry ids ``<seq>-0``, field ``e`` the JSON event with its
``seq``, appended by one script (``FEED``) after the commit that causes it and capped at
``FEED_LENGTH`` entries, of which notes from others (challenges, rematch offers) hold at most
``NOTES_KEPT``. A part of ``GameStore``, which it is a base of: it uses the store's
per-thread client (``redis``), its TTLs and its registered ``FEED`` script. Keys:
``service.store.keys``.

The name search's index (issue 45 item 5): a player created with a name of its own is a member
``<folded name>\0<player id>`` of one sorted set at score 0, so the players whose names start
with a prefix are one ZRANGEBYLEX. A player expires when unused, and nothing tells the index:
a search drops the members whose player is gone as it meets them, and each new player made
sweeps ``NAMES_SWEPT`` members whose player may have expired by now (a second set scores each
member by when to look again: its player's TTL), so the index holds the live players and a
bounded few more."""

from __future__ import annotations

import unicodedata
from typing import NamedTuple

import redis
from redis.cluster import RedisCluster
from redis.commands.core import Script

from service.store import keys as names
from service.store.codec import from_json
from service.store.key_origins import KeyOrigin
from service.store.lobby import LOBBY_FIELDS
from service.store.tokens import TokenRecord, token_field, used_field

# Append events to a player's feed: KEYS = player hash, feed stream, the feed's notes list, its
# blocks (whose TTL follows the player's), and (optionally) the webhook announcements' stream when it is on this server; ARGV = cap, ttl, the
# announcement's player id, time and the events' types (comma-separated), how many notes from
# others the feed keeps (0: these events are the player's own news), then JSON objects without
# their seq, which the script numbers (the seq goes first in each object). Like a commit, it
# publishes the stream's key on the news channel (``NEWS``) for the API processes' hubs.
# Notes from others (a challenge, its answers, a rematch offer) are listed by seq; past the kept
# number the oldest note is deleted from the feed, so no flood of them trims the player's own
# ``seated``/``your_turn`` out of the feed's last ``FEED_LENGTH`` entries.
# It answers the last seq, the player's ``hooks`` (the event types its webhooks want, or nil) and
# whether it announced them: when one of the events is of a hooked type and the announcements'
# stream was given, it appends the entry ``Announcements.add`` would (same fields), so the act
# pays no round trip for it; else the caller announces (a second server, or a cluster). A player
# with no webhook costs the post-commit step nothing more either way.
FEED = """
local seq = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
local notes = tonumber(ARGV[6])
for i = 7, #ARGV do
  seq = seq + 1
  local body = ARGV[i]
  local rest = string.sub(body, 2)
  if rest ~= '}' then rest = ',' .. rest end
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], seq .. '-0', 'e', '{"seq":' .. seq .. rest)
  if notes > 0 then redis.call('RPUSH', KEYS[3], seq) end
end
if notes > 0 then
  for _ = 1, redis.call('LLEN', KEYS[3]) - notes do  -- at most the notes added now
    redis.call('XDEL', KEYS[2], redis.call('LPOP', KEYS[3]) .. '-0')
  end
  redis.call('EXPIRE', KEYS[3], tonumber(ARGV[2]))
end
redis.call('HSET', KEYS[1], 'seq', seq)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[2]))
redis.call('EXPIRE', KEYS[4], tonumber(ARGV[2]))  -- its blocks live as long as the player
redis.call('PUBLISH', NEWS, KEYS[2])
local hooks = redis.call('HGET', KEYS[1], 'hooks')
local announced = 0
if hooks and KEYS[5] then
  local wanted = ',' .. hooks .. ','
  for kind in string.gmatch(ARGV[5], '[^,]+') do
    if string.find(wanted, ',' .. kind .. ',', 1, true) then
      redis.call('XADD', KEYS[5], '*', 'p', ARGV[3], 'f', seq - (#ARGV - 6) + 1, 'l', seq, 't', ARGV[4])
      announced = 1
      break
    end
  end
end
return {seq, hooks, announced}
""".replace("NEWS", names.lua_string(names.NEWS))


# Change a player's key: KEYS = the player hash; ARGV = the hash of the key presented, the new
# key's hash ('' revokes: no key works any more, nor any of its tokens), now, the news message. Compare-and-set: of two
# changes made with one key, one wins. It tells every API process's hub (``KEY_NEWS``), whose
# streams opened with the old key end. 1: changed; 0: the presented key is not the player's.
CHANGE_KEY = """
if redis.call('HGET', KEYS[1], 'key_hash') ~= ARGV[1] then return 0 end
if ARGV[2] == '' then
  redis.call('HDEL', KEYS[1], 'key_hash')
  redis.call('HSET', KEYS[1], 'key_revoked', ARGV[3])
  for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do  -- its tokens go with it (TOKENS_MOST of them)
    local kind = string.sub(field, 1, 2)
    if kind == 't:' or kind == 'u:' then redis.call('HDEL', KEYS[1], field) end
  end
else
  redis.call('HSET', KEYS[1], 'key_hash', ARGV[2])
end
redis.call('PUBLISH', NEWS, ARGV[4])
return 1
""".replace("NEWS", names.lua_string(names.NEWS))


# Mint a token: KEYS = the player hash; ARGV = the presented key's hash, the token's field, its
# record (JSON), how many tokens a player may hold, now. Expired tokens are dropped first (their
# fields and last uses). 1: minted; 0: the presented key is not the player's; -1: it holds the most.
MINT_TOKEN = """
if redis.call('HGET', KEYS[1], 'key_hash') ~= ARGV[1] then return 0 end
local held, now = 0, tonumber(ARGV[5])
for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
  if string.sub(field, 1, 2) == 't:' then
    local token = cjson.decode(redis.call('HGET', KEYS[1], field))
    if token.x ~= cjson.null and token.x ~= nil and token.x <= now then
      redis.call('HDEL', KEYS[1], field, 'u:' .. string.sub(field, 3))
    else
      held = held + 1
    end
  end
end
if held >= tonumber(ARGV[4]) then return -1 end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
return 1
"""

# Revoke a token: KEYS = the player hash; ARGV = its field, its last use's field, the news
# message. Every API process's hub hears of it (``KEY_NEWS``). 1: revoked; 0: no such token.
REVOKE_TOKEN = """
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HDEL', KEYS[1], ARGV[2])
redis.call('PUBLISH', NEWS, ARGV[3])
return 1
""".replace("NEWS", names.lua_string(names.NEWS))

# A token's last use: KEYS = the player hash; ARGV = its field, its last use's field, now. Only
# while the token is there, so a use racing its revocation leaves no stray field.
TOUCH_TOKEN = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then redis.call('HSET', KEYS[1], ARGV[2], ARGV[3]) end
return 0
"""


# Hold a handle: KEYS = its holder key; ARGV = the player, the holder it may replace ('' none: a
# gone player's). Answers the holder it leaves (nil: the player holds it now).
HOLD_HANDLE = """
local held = redis.call('GET', KEYS[1])
if held and held ~= ARGV[1] and held ~= ARGV[2] then return held end
redis.call('SET', KEYS[1], ARGV[1])
return false
"""

# A player's handle, once: KEYS = the player hash; ARGV = the handle. 1: kept; 0: it has one
# already, or is gone (no hash is made of it).
KEEP_HANDLE = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
return redis.call('HSETNX', KEYS[1], 'handle', ARGV[1])
"""

# Let a handle go: KEYS = its holder key; ARGV = the player it must still be held by.
FREE_HANDLE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class Told(NamedTuple):
    """What telling a player did: the last seq of its feed, and the event types its webhooks want."""

    seq: int
    hooked: frozenset[str]
    announced: bool  # the script wrote the webhook announcement (``tell_player``'s ``announce_to``)


class PlayerStore:
    """Players and their feeds (see the module docstring)."""

    redis: redis.Redis | RedisCluster  # the calling thread's client
    shared: redis.Redis | RedisCluster  # the store's client (its server)
    finished_ttl: int
    idle_ttl: int
    _feed: Script  # FEED, registered by the store
    _change_key: Script  # CHANGE_KEY, registered by the store
    _mint_token: Script  # MINT_TOKEN
    _revoke_token: Script  # REVOKE_TOKEN
    _touch_token: Script  # TOUCH_TOKEN
    _hold_handle: Script  # HOLD_HANDLE
    _free_handle: Script  # FREE_HANDLE
    _keep_handle: Script  # KEEP_HANDLE

    FEED_LENGTH = 1000
    # Notes from others a feed keeps at most (challenges and their answers, rematch offers): the
    # rest of its FEED_LENGTH is the player's own news, which only its own games can crowd out.
    NOTES_KEPT = 100

    player_key = staticmethod(names.player_key)
    player_games_key = staticmethod(names.player_games_key)
    feed_key = staticmethod(names.feed_key)

    def player_ttl(self) -> int:
        return self.idle_ttl  # a player unheard of for as long as an idle game is forgotten too

    # Members of the name index one new player's creation looks at, whose player may have expired.
    NAMES_SWEPT = 2

    def create_player(self, player_id: str, name: str, key_hash: str, now: float, origin: str | None = None,
                      searched_as: str | None = None) -> None:
        """``searched_as``: the folded name the name search finds it by (None: not found by name)."""
        key = self.player_key(player_id)
        fields = {"name": name, "key_hash": key_hash, "created": now, "seq": 0}
        if origin is not None:
            fields["origin"] = origin
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(key, mapping=fields)
        pipe.expire(key, self.player_ttl())
        pipe.execute()
        if searched_as is not None:
            member = name_member(searched_as, player_id)
            pipe = self.redis.pipeline(transaction=False)  # two global keys: one command each (rule 2)
            pipe.zadd(names.PLAYER_NAMES, {member: 0})
            pipe.zadd(names.PLAYER_NAMES_DUE, {member: now + self.player_ttl()})
            pipe.execute()
            self.sweep_names(now)

    def sweep_names(self, now: float) -> None:
        """Drop from the name index the few members due a look whose player expired; look again
        at the others' when their player's TTL runs out."""
        due = self.redis.zrangebyscore(names.PLAYER_NAMES_DUE, "-inf", now, start=0, num=self.NAMES_SWEPT)
        if not due:
            return
        pipe = self.redis.pipeline(transaction=False)
        for member in due:
            pipe.ttl(self.player_key(member_player(member)))
        ttls = pipe.execute()
        gone = [member for member, ttl in zip(due, ttls) if ttl == -2]
        self.forget_names(gone)
        alive = {member: now + max(ttl, 60) for member, ttl in zip(due, ttls) if ttl != -2}
        if alive:
            self.redis.zadd(names.PLAYER_NAMES_DUE, alive)

    def forget_names(self, members: list[bytes]) -> None:
        if members:
            pipe = self.redis.pipeline(transaction=False)
            pipe.zrem(names.PLAYER_NAMES, *members)
            pipe.zrem(names.PLAYER_NAMES_DUE, *members)
            pipe.execute()

    def names_from(self, low: bytes, high: bytes, count: int) -> list[bytes]:
        """Up to ``count`` members of the name index between ``low`` and ``high`` (ZRANGEBYLEX
        bounds: ``[`` inclusive, ``(`` exclusive), in order."""
        return self.redis.zrangebylex(names.PLAYER_NAMES, low, high, start=0, num=count)

    def player_names(self, player_ids: list[str]) -> list[str | None]:
        """These players' names in one round trip (None: no such player now)."""
        pipe = self.redis.pipeline(transaction=False)  # one player's hash a command: any slot
        for player_id in player_ids:
            pipe.hget(self.player_key(player_id), "name")
        return [found.decode() if found else None for found in (pipe.execute() if player_ids else [])]

    def key_origins(self, player_ids: list[str]) -> dict[str, KeyOrigin]:
        """The origins of those of these players' keys that have one (one round trip)."""
        pipe = self.redis.pipeline(transaction=False)  # one player's hash a command: any slot
        for player_id in player_ids:
            pipe.hmget(self.player_key(player_id), ["origin", "created"])
        found = pipe.execute() if player_ids else []
        return {player_id: KeyOrigin(origin.decode(), float(created))
                for player_id, (origin, created) in zip(player_ids, found) if origin is not None and created}

    def player_key_hash(self, player_id: str) -> str | None:
        found = self.redis.hget(self.player_key(player_id), "key_hash")
        return found.decode() if found else None

    def player_key_hashes(self, player_ids: list[str]) -> list[str | None]:
        """The stored key hashes of these players (None: revoked, or no such player), in one round trip."""
        pipe = self.redis.pipeline(transaction=False)  # one player's hash a command: any slot
        for player_id in player_ids:
            pipe.hget(self.player_key(player_id), "key_hash")
        return [found.decode() if found else None for found in (pipe.execute() if player_ids else [])]

    def change_player_key(self, player_id: str, old_hash: str, new_hash: str | None, now: float) -> bool:
        """The player's key hash from ``old_hash`` to ``new_hash`` (None: revoked), if it is
        ``old_hash`` still; every API process hears of it (``CHANGE_KEY``)."""
        return bool(self._change_key(keys=[self.player_key(player_id)], client=self.redis,
                                     args=[old_hash, new_hash or "", now, names.KEY_NEWS + player_id]))

    # -- tokens (``service.store.tokens``) ------------------------------------------------------------

    def bearer_fields(self, player_id: str, token_id: str | None) -> tuple[str | None, bytes | None, bytes | None]:
        """What checking a bearer reads, in one round trip: the player's key hash and, for a
        token, its record and its last use (each None when absent)."""
        if token_id is None:
            return self.player_key_hash(player_id), None, None
        key_hash, token, used = self.redis.hmget(self.player_key(player_id),
                                                 ["key_hash", token_field(token_id), used_field(token_id)])
        return (key_hash.decode() if key_hash else None), token, used

    def bearer_values(self, bearers: list[tuple[str, str]]) -> list[bytes | None]:
        """Each (player, field)'s value (its key hash, or a token's record), in one round trip."""
        pipe = self.redis.pipeline(transaction=False)  # one player's hash a command: any slot
        for player_id, field in bearers:
            pipe.hget(self.player_key(player_id), field)
        return pipe.execute() if bearers else []

    def mint_token(self, player_id: str, key_hash: str, token_id: str, record: TokenRecord, most: int,
                   now: float) -> int:
        """1: kept; 0: ``key_hash`` is not the player's key's now; -1: it holds ``most`` tokens."""
        return int(self._mint_token(keys=[self.player_key(player_id)], client=self.redis,
                                    args=[key_hash, token_field(token_id), record.to_json(), most, now]))

    def player_tokens(self, player_id: str) -> list[tuple[str, TokenRecord, float | None]]:
        """The player's tokens (id, record, last used), oldest first."""
        fields = self.redis.hgetall(self.player_key(player_id))
        found = []
        for field, value in fields.items():
            if field.startswith(b"t:"):
                token_id = field[2:].decode()
                used = fields.get(used_field(token_id).encode())
                found.append((token_id, TokenRecord.from_json(value), float(used) if used else None))
        return sorted(found, key=lambda t: (t[1].created, t[0]))

    def revoke_token(self, player_id: str, token_id: str) -> bool:
        return bool(self._revoke_token(keys=[self.player_key(player_id)], client=self.redis,
                                       args=[token_field(token_id), used_field(token_id),
                                             names.KEY_NEWS + player_id]))

    def touch_token(self, player_id: str, token_id: str, now: float) -> None:
        self._touch_token(keys=[self.player_key(player_id)], client=self.redis,
                          args=[token_field(token_id), used_field(token_id), f"{now:.0f}"])

    # -- blocks ----------------------------------------------------------------------------------

    def block_player(self, player_id: str, other: str, most: int) -> bool:
        """``other`` among the player's blocks, unless it holds ``most`` (False) already."""
        key = names.player_blocks_key(player_id)
        if self.redis.scard(key) >= most and not self.redis.sismember(key, other):
            return False
        pipe = self.redis.pipeline(transaction=True)  # one key
        pipe.sadd(key, other)
        pipe.expire(key, self.player_ttl())
        pipe.execute()
        return True

    def unblock_player(self, player_id: str, other: str) -> None:
        self.redis.srem(names.player_blocks_key(player_id), other)

    def player_blocks(self, player_id: str) -> list[str]:
        return sorted(m.decode() for m in self.redis.smembers(names.player_blocks_key(player_id)))

    def blocking(self, player_ids: list[str], other: str) -> list[bool]:
        """Whether each of these players blocks ``other`` (one round trip)."""
        pipe = self.redis.pipeline(transaction=False)  # one key a command: any slot
        for player_id in player_ids:
            pipe.sismember(names.player_blocks_key(player_id), other)
        return [bool(found) for found in (pipe.execute() if player_ids else [])]

    def blocked_by(self, player_id: str, others: list[str]) -> list[bool]:
        """Whether the player blocks each of ``others`` (one SMISMEMBER)."""
        if not others:
            return []
        return [bool(x) for x in self.redis.smismember(names.player_blocks_key(player_id), others)]

    def blocks_among(self, player_ids: list[str]) -> dict[str, list[bool]]:
        """For each player, whether it blocks each of the others (in ``player_ids``' order, itself
        skipped): one SMISMEMBER a player, in one round trip."""
        if len(player_ids) < 2:
            return {}
        pipe = self.redis.pipeline(transaction=False)  # one key a command: any slot
        for player_id in player_ids:
            pipe.smismember(names.player_blocks_key(player_id), [p for p in player_ids if p != player_id])
        return {p: [bool(x) for x in found] for p, found in zip(player_ids, pipe.execute())}

    # -- handles (``service.players.handles``) ---------------------------------------------------

    def hold_handle(self, skeleton: str, player_id: str, replacing: str = "") -> str | None:
        """The player holds the handle now (None), or who else does."""
        held = self._hold_handle(keys=[names.handle_key(skeleton)], args=[player_id, replacing], client=self.redis)
        return held.decode() if held else None

    def free_handle(self, skeleton: str, player_id: str) -> None:
        self._free_handle(keys=[names.handle_key(skeleton)], args=[player_id], client=self.redis)

    def player_exists(self, player_id: str) -> bool:
        return bool(self.redis.exists(self.player_key(player_id)))

    def keep_handle(self, player_id: str, handle: str) -> bool:
        """The player's hash takes the handle, if it has none yet (and the player is there)."""
        return bool(self._keep_handle(keys=[self.player_key(player_id)], args=[handle], client=self.redis))

    def index_handle(self, folded: str, player_id: str, now: float) -> None:
        member = name_member(folded, player_id)
        pipe = self.redis.pipeline(transaction=False)  # two global keys: one command each (rule 2)
        pipe.zadd(names.PLAYER_HANDLES, {member: 0})
        pipe.zadd(names.PLAYER_HANDLES_DUE, {member: now + self.player_ttl()})
        pipe.execute()

    def handles_from(self, low: bytes, high: bytes, count: int) -> list[bytes]:
        return self.redis.zrangebylex(names.PLAYER_HANDLES, low, high, start=0, num=count)

    def handles_due(self, now: float, count: int) -> list[tuple[bytes, int]]:
        """Up to ``count`` members of the handles' index due a look, each with its player's TTL (-2: gone)."""
        due = self.redis.zrangebyscore(names.PLAYER_HANDLES_DUE, "-inf", now, start=0, num=count)
        if not due:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for member in due:
            pipe.ttl(self.player_key(member_player(member)))
        return list(zip(due, pipe.execute()))

    def look_again(self, members: dict[bytes, float]) -> None:
        if members:
            self.redis.zadd(names.PLAYER_HANDLES_DUE, members)

    def forget_handles(self, members: list[bytes]) -> None:
        if members:
            pipe = self.redis.pipeline(transaction=False)
            pipe.zrem(names.PLAYER_HANDLES, *members)
            pipe.zrem(names.PLAYER_HANDLES_DUE, *members)
            pipe.execute()

    # -- bot accounts -----------------------------------------------------------------------------

    def mark_bot(self, player_id: str, now: float) -> float:
        """Mark the player a bot account, once: when it became one."""
        pipe = self.redis.pipeline(transaction=True)  # one key
        pipe.hsetnx(self.player_key(player_id), "bot_since", f"{now:.3f}")
        pipe.hget(self.player_key(player_id), "bot_since")
        return float(pipe.execute()[1])

    def bot_since(self, player_ids: list[str]) -> list[float | None]:
        """When each player became a bot account (None: it is not one, or is no player). One that
        declared a challenge policy (``bot``) before bot accounts were marked is one since 0."""
        pipe = self.redis.pipeline(transaction=False)
        for player_id in player_ids:
            pipe.hmget(self.player_key(player_id), ["bot_since", "bot"])
        return [float(since) if since else (0.0 if policy else None)
                for since, policy in (pipe.execute() if player_ids else [])]

    def player_cards(self, player_ids: list[str]) -> list[dict | None]:
        """What shows who these players are, beside their ids (one round trip): each its name,
        its handle if it claimed one and ``bot_account`` if it is one (None: no such player)."""
        pipe = self.redis.pipeline(transaction=False)
        for player_id in player_ids:
            pipe.hmget(self.player_key(player_id), ["name", "handle", "bot_since", "bot"])
        cards: list[dict | None] = []
        for name, handle, since, policy in (pipe.execute() if player_ids else []):
            card = None if name is None else {"name": name.decode()}
            if card is not None and handle:
                card["handle"] = handle.decode()
            if card is not None and (since or policy):
                card["bot_account"] = True
            cards.append(card)
        return cards

    def player_name(self, player_id: str) -> str | None:
        found = self.redis.hget(self.player_key(player_id), "name")
        return found.decode() if found else None

    def seat_player(self, player_id: str, slug: str, game_id: str, now: float) -> None:
        key = self.player_games_key(player_id)
        pipe = self.redis.pipeline(transaction=True)
        pipe.zadd(key, {f"{slug}/{game_id}": now})
        pipe.expire(key, self.finished_ttl + self.idle_ttl)
        pipe.expire(self.player_key(player_id), self.player_ttl())
        pipe.expire(names.player_blocks_key(player_id), self.player_ttl())
        pipe.execute()

    def player_games_before(self, player_id: str, before: tuple[float, str] | None,
                            count: int) -> list[tuple[str, float, dict | None]]:
        """Up to ``count`` of the player's games seated before ``before`` (a (score, member)
        position; None: from the newest), newest first, as (member, score, hash fields with
        ``archived``), the fields None for a game gone from Redis (dropped from the list now).
        Ties of score are ordered by member, as ZREVRANGEBYSCORE orders them."""
        key = self.player_games_key(player_id)
        if before is None:
            entries = self.redis.zrevrangebyscore(key, "+inf", "-inf", start=0, num=count, withscores=True)
        else:
            score, member = before
            ties = self.redis.zcount(key, score, score)
            entries = [(m, s) for m, s in self.redis.zrevrangebyscore(key, score, "-inf", start=0, num=count + ties,
                                                                      withscores=True)
                       if s < score or m.decode() < member][:count]
        fields = (*LOBBY_FIELDS, b"archived")
        pipe = self.redis.pipeline(transaction=False)
        for member, _ in entries:
            pipe.hmget(names.game_key(member.decode().split("/")[1]), fields)
        found, gone = [], []
        for (member, score), values in zip(entries, pipe.execute() if entries else []):
            game = dict(zip(fields, values))
            if game[b"slug"] is None:
                gone.append(member)
                found.append((member.decode(), score, None))
            else:
                found.append((member.decode(), score,
                              {"game_id": member.decode().split("/")[1], **{k.decode(): v for k, v in game.items()}}))
        if gone:
            self.redis.zrem(key, *gone)
        return found

    def tell_player(self, player_id: str, events: list[bytes], *, announce_to: str | None = None,
                    types: tuple[str, ...] = (), at: float = 0.0, from_others: bool = False) -> Told:
        """Append JSON objects (without their ``seq``) to the player's feed: the last seq, and
        what the player's webhooks want to hear of. ``announce_to``: the webhook announcements'
        stream on this server (``Scheduler.announcements_beside``), where the script announces
        the events (of ``types``, told at ``at``) if one is hooked. ``from_others``: notes another
        player's request caused (a challenge, a rematch offer), of which the feed keeps only the
        newest ``NOTES_KEPT``."""
        keys = [self.player_key(player_id), self.feed_key(player_id), names.feed_notes_key(player_id),
                names.player_blocks_key(player_id)]
        if announce_to is not None:
            keys.append(announce_to)
        seq, hooks, announced = self._feed(keys=keys, client=self.redis, args=[
            self.FEED_LENGTH, self.player_ttl(), player_id, f"{at:.3f}", ",".join(types),
            self.NOTES_KEPT if from_others else 0, *events])
        return Told(int(seq), frozenset(hooks.decode().split(",")) if hooks else frozenset(), bool(announced))

    def feed_events(self, player_id: str, first_seq: int, last_seq: int) -> list[dict]:
        """The player's feed events ``first_seq``..``last_seq`` (with their ``seq``) still on the
        feed, oldest first."""
        entries = self.redis.xrange(self.feed_key(player_id), min=f"{first_seq}-0", max=f"{last_seq}-0")
        return [from_json(fields[b"e"]) for _, fields in entries]

    def feed_seq(self, player_id: str) -> int:
        return int(self.redis.hget(self.player_key(player_id), "seq") or 0)


def fold(name: str) -> str:
    """A name as the index compares it: compatibility forms joined (NFKC: "ｖｅｇａ" is "vega") and
    case folded ("Ärger" and "ärger" meet, "Straße" and "STRASSE" too)."""
    return unicodedata.normalize("NFKC", name).casefold()


def name_member(folded: str, player_id: str) -> bytes:
    """A player's member of the name index: its folded name, a NUL, its id (32 hex digits last)."""
    return f"{folded}\0{player_id}".encode()


def member_player(member: bytes) -> str:
    return member[-32:].decode()
