"""Quick play's pools in Redis: the seeks of one pool and the one script that pairs them.

A pool is one title with one set of options, clock and rating: seekers in it may sit at one
table. Every key of a pool shares its hash tag (``sp-pool:{<pool>}…``, ``service.redis_names``),
so each script below names keys of one slot and runs on one node of a Redis Cluster.

Pairing is ``PAIR``, one script a pool: it reads the waiting seeks oldest first, ends the expired
ones, forms every table it can (people only first, then tables whose oldest seeker's
``bots_after`` passed, filled with bots), and moves each table's seeks out of the queue into a
*forming* entry under a table id of its own, all at once. So a seek is in one table or in the
queue, never both, whatever number of workers run it together. The game is created afterwards
(its id derived from the table id: a create retried finds its game) and ``SEATED`` closes the
forming entry. A forming entry whose worker died is handed out again once its lease passes.

Times are whole milliseconds (Lua's cjson writes 14 significant digits).
"""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

from service import redis_names as names
from service.codec import from_json, to_json

# KEYS: terms hash, queue, seeks, ended; ARGV: seek id, seek JSON, created ms, ttl s, terms JSON
ADD = """
redis.call('HSET', KEYS[1], 'terms', ARGV[5])
redis.call('ZADD', KEYS[2], tonumber(ARGV[3]), ARGV[1])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
for i = 1, 4 do redis.call('EXPIRE', KEYS[i], tonumber(ARGV[4])) end
return 1
"""

# KEYS: queue, seeks, ended; ARGV: seek id, now ms. {1, seek} withdrawn; {0, seek or false}: not waiting.
WITHDRAW = """
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return {0, redis.call('HGET', KEYS[2], ARGV[1])} end
local seek = cjson.decode(redis.call('HGET', KEYS[2], ARGV[1]))
seek.status = 'withdrawn'
seek.ended = tonumber(ARGV[2])
local out = cjson.encode(seek)
redis.call('HSET', KEYS[2], ARGV[1], out)
redis.call('ZADD', KEYS[3], seek.ended, ARGV[1])
return {1, out}
"""

# KEYS: queue, seeks, forming, ended, terms hash; ARGV: now ms, nonce, lease ms, kept ms, ttl s,
# most tables, then a rated pool's window: its start, its widening per step, the step (ms; 0: a
# casual pool, ratings ignored), and its keys' origin window (ms, ``key_origins.SAME_ORIGIN_WINDOW``).
# Answers JSON {tables, expired, next, more}: the tables formed now
# (at most ``most``, oldest seekers first; ``more``: others could be formed, run again) and those
# whose lease ran out, the seeks that expired, and when the pool is next due (ms; -1: never,
# unless a seek comes). In a rated pool two seekers may share a table when their ratings (each
# seek's ``rating``, its μ when it was made) differ by at most the narrower of their windows; a
# seek's window is the start, widened by one step of rating per step of time it has waited. And
# no two seekers at a rated table are *kin*: keys that share an origin (each seek's ``origin`` and
# ``keyed``, its key's creation in ms; ``service.key_origins.share_an_origin``, the rule the game's
# end enforces whatever forms a table — this only keeps quick play from forming one it would not rate).
PAIR = """
local now, nonce, lease, kept = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local most, more = tonumber(ARGV[6]), false
local start, widen, step = tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9])
local rated, kinship = step > 0, tonumber(ARGV[10])
local ids = redis.call('ZRANGE', KEYS[1], 0, -1)
local live, expired = {}, {}
for first = 1, #ids, 1000 do
  local last = math.min(first + 999, #ids)
  local raw = redis.call('HMGET', KEYS[2], unpack(ids, first, last))
  for i = 1, last - first + 1 do
    local id = ids[first + i - 1]
    if not raw[i] then
      redis.call('ZREM', KEYS[1], id)
    else
      local seek = cjson.decode(raw[i])
      if seek.expires <= now then
        seek.status, seek.ended = 'expired', now
        redis.call('HSET', KEYS[2], id, cjson.encode(seek))
        redis.call('ZREM', KEYS[1], id)
        redis.call('ZADD', KEYS[4], now, id)
        expired[#expired + 1] = {id = id, player = seek.player}
      else
        live[#live + 1] = seek
      end
    end
  end
end
-- bucket[n]: the live seeks (oldest first) that would sit at a table of n; count[n]: those untaken
local bucket, count, at, taken = {}, {}, {}, {}
for n = 1, 8 do bucket[n], count[n], at[n] = {}, 0, 1 end
for i, seek in ipairs(live) do
  for n = seek.lo, seek.hi do
    bucket[n][#bucket[n] + 1] = i
    count[n] = count[n] + 1
  end
end
local function window(seek)
  return start + widen * math.floor((now - seek.created) / step)
end
local function fits(a, b)  -- whether seeks a and b may share a table: always, but in a rated pool
  if not rated or a == b then return true end
  local x, y = live[a], live[b]  -- (a seek made before ratings carries none: a newcomer's 25)
  return math.abs((x.rating or 25) - (y.rating or 25)) <= math.min(window(x), window(y))
end
local function kin(x, y)  -- keys made from one address within the origin window (a seek made without: none)
  return x.origin ~= nil and x.origin == y.origin and math.abs(x.keyed - y.keyed) <= kinship
end
local function joins(members, k)  -- whether seek k may sit at a rated table with ``members``: kin of none
  for _, m in ipairs(members) do
    if kin(live[m], live[k]) then return false end
  end
  return true
end
-- seek ``first`` and the oldest untaken of bucket n that fit it (in a rated pool, each kin of
-- none chosen before it), ``most`` in all: the one choice both counting and taking make
local function choose(n, first, most)
  local members, b = {first}, bucket[n]
  for j = at[n], #b do
    if #members >= most then break end
    local k = b[j]
    if k ~= first and not taken[k] and fits(first, k) and (not rated or joins(members, k)) then
      members[#members + 1] = k
    end
  end
  return members
end
local function fitting(n, first)  -- how many would sit at ``first``'s table of n (itself too), n at most
  if not rated then return count[n] end
  return #choose(n, first, n)
end
local function take(n, first, most)  -- ``choose``'s seeks, taken
  local members, b = choose(n, first, most), bucket[n]
  for _, k in ipairs(members) do taken[k] = true end
  while at[n] <= #b and taken[b[at[n]]] do at[n] = at[n] + 1 end
  for _, k in ipairs(members) do
    for m = live[k].lo, live[k].hi do count[m] = count[m] - 1 end
  end
  return members
end
local formed = {}
for i, seek in ipairs(live) do  -- people only: the oldest seeker's largest table that can be full
  if not taken[i] then
    for n = seek.hi, seek.lo, -1 do
      if count[n] >= n and fitting(n, i) >= n then
        if #formed >= most then more = true break end
        formed[#formed + 1] = {members = take(n, i, n), n = n, bot = seek.bot}
        break
      end
    end
  end
  if more then break end
end
for i, seek in ipairs(live) do  -- bots fill the tables of seekers whose bots_after passed
  if not taken[i] and seek.bots_at > 0 and seek.bots_at <= now then
    if #formed >= most then more = true break end
    local best, people = seek.lo, 0
    for n = seek.lo, seek.hi do
      local here = math.min(n, fitting(n, i))
      if here > people then best, people = n, here end
    end
    formed[#formed + 1] = {members = take(best, i, people), n = best, bot = seek.bot}
  end
end
local tables = {}
for t, group in ipairs(formed) do
  local entry = {table = nonce .. ':' .. t, seeks = {}, players = {}, bots = group.n - #group.members,
                 bot = group.bot, lease = now + lease}
  for _, k in ipairs(group.members) do
    local seek = live[k]
    entry.seeks[#entry.seeks + 1] = seek.id
    entry.players[#entry.players + 1] = seek.player
    seek.status, seek.table = 'forming', entry.table
    redis.call('HSET', KEYS[2], seek.id, cjson.encode(seek))
    redis.call('ZREM', KEYS[1], seek.id)
  end
  local out = cjson.encode(entry)
  redis.call('HSET', KEYS[3], entry.table, out)
  tables[#tables + 1] = out
end
local nextdue = -1
local function sooner(t)
  if t > now and (nextdue < 0 or t < nextdue) then nextdue = t end
end
local forming = redis.call('HGETALL', KEYS[3])
for i = 1, #forming, 2 do  -- a table whose worker died before its game was made: hand it out again
  local entry = cjson.decode(forming[i + 1])
  if entry.lease <= now then
    entry.lease = now + lease
    local out = cjson.encode(entry)
    redis.call('HSET', KEYS[3], forming[i], out)
    tables[#tables + 1] = out
  end
  sooner(entry.lease)
end
local untaken = 0
for i, seek in ipairs(live) do
  if not taken[i] then
    untaken = untaken + 1
    if seek.bots_at > 0 then sooner(seek.bots_at) end
    sooner(seek.expires)
  end
end
if rated and untaken > 1 then  -- seekers left apart: look again when the next window widens
  for i, seek in ipairs(live) do
    if not taken[i] then sooner(seek.created + step * (math.floor((now - seek.created) / step) + 1)) end
  end
end
local old = redis.call('ZRANGEBYSCORE', KEYS[4], '-inf', now - kept, 'LIMIT', 0, 1000)
for _, id in ipairs(old) do
  redis.call('HDEL', KEYS[2], id)
  redis.call('ZREM', KEYS[4], id)
end
for i = 1, 5 do redis.call('EXPIRE', KEYS[i], tonumber(ARGV[5])) end
return cjson.encode({tables = tables, expired = expired, next = nextdue, more = more})
"""

# KEYS: seeks, forming, ended; ARGV: table id, game id, now ms, status, then seek id, seat pairs.
# 0: the table was closed already (another worker's retry made the same game).
SEATED = """
if redis.call('HDEL', KEYS[2], ARGV[1]) == 0 then return 0 end
local now = tonumber(ARGV[3])
for i = 5, #ARGV, 2 do
  local raw = redis.call('HGET', KEYS[1], ARGV[i])
  if raw then
    local seek = cjson.decode(raw)
    seek.status, seek.ended = ARGV[4], now
    if ARGV[2] ~= '' then seek.game_id, seek.seat = ARGV[2], tonumber(ARGV[i + 1]) end
    redis.call('HSET', KEYS[1], ARGV[i], cjson.encode(seek))
    redis.call('ZADD', KEYS[3], now, ARGV[i])
  end
end
return 1
"""

# One key: set it to ARGV[1] if it still holds ARGV[2] ('' for none), for ARGV[3] seconds; else
# answer what it holds. Frees a player's title for a new seek (``claim_title``).
SWAP = """
local held = redis.call('GET', KEYS[1]) or ''
if held ~= ARGV[2] then return held end
redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[3]))
return false
"""

# One key: delete it if it still holds ARGV[1].
FREE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

POOL_ID_LENGTH = 16


def pool_of(seek_id: str) -> str:
    return seek_id[:POOL_ID_LENGTH]


def listed(value) -> list:
    """A JSON array from Lua's cjson, which writes an empty one as {}."""
    return value if isinstance(value, list) else []


class SeekStore:
    """The pools' keys and scripts (see the module docstring), on the game store's client."""

    def __init__(self, client: redis.Redis | RedisCluster, clients):
        self.clients = clients  # the store's per-thread clients (``GameStore.clients``)
        self._add = client.register_script(ADD)
        self._withdraw = client.register_script(WITHDRAW)
        self._pair = client.register_script(PAIR)
        self._seated = client.register_script(SEATED)
        self._swap = client.register_script(SWAP)
        self._free = client.register_script(FREE)

    @property
    def redis(self):
        return self.clients.client()

    def add(self, pool: str, terms: dict, seek: dict, ttl: int) -> None:
        keys = [names.pool_key(pool), names.pool_queue_key(pool), names.pool_seeks_key(pool),
                names.pool_ended_key(pool)]
        self._add(keys=keys, args=[seek["id"], to_json(seek), seek["created"], ttl, to_json(terms)],
                  client=self.redis)

    def seek(self, seek_id: str) -> dict | None:
        raw = self.redis.hget(names.pool_seeks_key(pool_of(seek_id)), seek_id)
        return None if raw is None else from_json(raw)

    def terms(self, pool: str) -> dict | None:
        raw = self.redis.hget(names.pool_key(pool), "terms")
        return None if raw is None else from_json(raw)

    def withdraw(self, seek_id: str, now_ms: int) -> tuple[bool, dict | None]:
        pool = pool_of(seek_id)
        done, raw = self._withdraw(keys=[names.pool_queue_key(pool), names.pool_seeks_key(pool),
                                         names.pool_ended_key(pool)], args=[seek_id, now_ms], client=self.redis)
        return bool(done), (from_json(raw) if raw else None)

    def pair(self, pool: str, now_ms: int, nonce: str, lease_ms: int, kept_ms: int, ttl: int,
             most: int = 64, window: tuple[float, float, int] = (0, 0, 0), origin_window_ms: int = 0) -> dict:
        """Pair the pool (``PAIR``); ``window``: a rated pool's (start, widening per step, step
        ms); ``origin_window_ms``: how far apart in time its seekers' keys made from one address
        must have been made to share a table."""
        keys = [names.pool_queue_key(pool), names.pool_seeks_key(pool), names.pool_forming_key(pool),
                names.pool_ended_key(pool), names.pool_key(pool)]
        found = from_json(self._pair(keys=keys, args=[now_ms, nonce, lease_ms, kept_ms, ttl, most, *window,
                                                      origin_window_ms], client=self.redis))
        tables = [from_json(t) for t in listed(found["tables"])]
        for table in tables:
            table["seeks"], table["players"] = listed(table["seeks"]), listed(table["players"])
        return {"tables": tables, "expired": listed(found["expired"]), "next": found["next"], "more": found["more"]}

    def seated(self, pool: str, table: str, game_id: str, seats: dict[str, int], now_ms: int,
               status: str = "seated") -> bool:
        args = [table, game_id, now_ms, status]
        for seek_id, seat in seats.items():
            args += [seek_id, seat]
        keys = [names.pool_seeks_key(pool), names.pool_forming_key(pool), names.pool_ended_key(pool)]
        return bool(self._seated(keys=keys, args=args, client=self.redis))

    def waiting(self, pool: str) -> int:
        return int(self.redis.zcard(names.pool_queue_key(pool)))

    # -- a player's one seek per title --------------------------------------------------------

    def title_seek(self, player: str, slug: str) -> str | None:
        held = self.redis.get(names.player_seek_key(player, slug))
        return held.decode() if held else None

    def swap_title_seek(self, player: str, slug: str, seek_id: str, held: str | None, ttl: int) -> str | None:
        """Make ``seek_id`` the player's seek of ``slug`` if it still holds ``held``: None when
        done, else the seek id it holds now."""
        now_held = self._swap(keys=[names.player_seek_key(player, slug)], args=[seek_id, held or "", ttl],
                              client=self.redis)
        return None if now_held is None else now_held.decode()

    def free_title_seek(self, player: str, slug: str, seek_id: str) -> None:
        self._free(keys=[names.player_seek_key(player, slug)], args=[seek_id], client=self.redis)
