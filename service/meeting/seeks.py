"""Quick play's pools in Redis: the seeks of one pool and the one script that pairs them.

A pool is one title with one set of options, clock and rating: seekers in it may sit at one
table. Every key of a pool shares its hash tag (``sp-pool:{<pool>}…``, ``service.store.keys``),
so each script below names keys of one slot and runs on one node of a Redis Cluster.

Pairing is ``PAIR``, one script a pool: it reads the waiting seeks oldest first, ends the expired
ones, forms every table it can (people only first, then tables whose oldest seeker's
``bots_after`` passed, filled with bots), and moves each table's seeks out of the queue into a
*forming* entry under a table id of its own, all at once. So a seek is in one table or in the
queue, never both, whatever number of workers run it together. The game is created afterwards
(its id derived from the table id: a create retried finds its game) and ``SEATED`` closes the
forming entry. A forming entry whose worker died is handed out again once its lease passes (the
leases are a sorted set: a run reads the overdue ones, never every table being made).

One run's work is bounded whatever the pool holds (issue 41): it looks at ``SEEKERS_PER_RUN``
seekers at most (of a pool that holds more: its oldest, its newest and a slice that moves on at
each run), weighs ``CANDIDATES_PER_LOOP`` candidates at most in each of its two loops, and seats
or expires the matchmaker's few (``matchmaking.SEEKERS_SEATED_PER_RUN``). A run that left
seekers unlooked at, candidates unweighed or seeks unexpired leaves its pool due again in a
quarter second, so the workers' next sweep goes on with the rest; one that seated its few wakes
the pool at once. And a seek whose key's origin holds ``per_origin`` waiting seeks of the pool
already is refused by ``ADD`` (the pool's *origins*, below).

Times are whole milliseconds (Lua's cjson writes 14 significant digits).
"""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import from_json, to_json

# The pool's origins (KEYS[5] of ADD, KEYS[4] of WITHDRAW, KEYS[6] of PAIR) is a sorted set of
# ``<origin>/<seek id>``, one member for each waiting seek that carries its key's origin: an
# origin's seeks are one lexicographic range of it, counted without reading the seeks.

# KEYS: terms hash, queue, seeks, ended, origins; ARGV: seek id, seek JSON, created ms, ttl s,
# terms JSON, the seek's origin ('' none), how many waiting seeks one origin may hold. 1: added;
# 0: its origin holds that many already, nothing written.
ADD = """
local origin, most = ARGV[6], tonumber(ARGV[7])
if origin ~= '' then
  local held = 0
  for _, member in ipairs(redis.call('ZRANGEBYLEX', KEYS[5], '[' .. origin .. '/', '[' .. origin .. '/~',
                                     'LIMIT', 0, 2 * most)) do
    if redis.call('ZSCORE', KEYS[2], string.sub(member, #origin + 2)) then
      held = held + 1
    else  -- a seek that left the queue unseen (its record gone): it holds nothing
      redis.call('ZREM', KEYS[5], member)
    end
  end
  if held >= most then return 0 end
  redis.call('ZADD', KEYS[5], 0, origin .. '/' .. ARGV[1])
end
redis.call('HSET', KEYS[1], 'terms', ARGV[5])
redis.call('ZADD', KEYS[2], tonumber(ARGV[3]), ARGV[1])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
for i = 1, 5 do redis.call('EXPIRE', KEYS[i], tonumber(ARGV[4])) end
return 1
"""

# KEYS: queue, seeks, ended, origins; ARGV: seek id, now ms. {1, seek} withdrawn; {0, seek or false}: not waiting.
WITHDRAW = """
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return {0, redis.call('HGET', KEYS[2], ARGV[1])} end
local seek = cjson.decode(redis.call('HGET', KEYS[2], ARGV[1]))
if seek.origin then redis.call('ZREM', KEYS[4], seek.origin .. '/' .. seek.id) end
seek.status = 'withdrawn'
seek.ended = tonumber(ARGV[2])
local out = cjson.encode(seek)
redis.call('HSET', KEYS[2], ARGV[1], out)
redis.call('ZADD', KEYS[3], seek.ended, ARGV[1])
return {1, out}
"""

# KEYS: queue, seeks, forming, ended, terms hash, origins, leases; ARGV: now ms, nonce, lease ms,
# kept ms, ttl s, most seekers seated or expired, then a rated pool's window: its start, its
# widening per step, the step (ms; 0: a casual pool, ratings ignored), its keys' origin window
# (ms, ``key_origins.SAME_ORIGIN_WINDOW``), then the run's bounds: seekers looked at, candidates
# each loop weighs (see the module docstring), then the blocked pairs among the seekers it looks
# at (JSON [[player, player], …]: ``Blocks.blocked_pairs``), never seated together; nor is a seek
# asking for people only (``people_only``) with a bot account's (``bot_account``).
# Answers JSON {tables, expired, next, more, through, looked, weighed}: the tables formed now
# (oldest seekers first, ``most`` seekers at most with the expired; ``more``: others could be
# formed, run again at once) and those whose lease ran out, the seeks that expired, when the pool
# is next due (ms; -1: never, unless a seek comes; soon when the run was not ``through``: it
# left seekers unlooked at, candidates unweighed or seeks unexpired), and how many seekers it
# looked at and candidates it weighed. In a rated pool two seekers may share a table when their
# ratings (each seek's ``rating``, its μ when it was made) differ by at most the narrower of their
# windows; a seek's window is the start, widened by one step of rating per step of time it has
# waited. And no two seekers at a rated table are *kin*: keys that share an origin (each seek's
# ``origin`` and ``keyed``, its key's creation in ms; ``service.store.key_origins.share_an_origin``,
# the rule the game's end enforces whatever forms a table — this only keeps quick play from
# forming one it would not rate).
PAIR = """
local now, nonce, lease, kept = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local most, more, moved = tonumber(ARGV[6]), false, 0
local start, widen, step = tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9])
local rated, kinship = step > 0, tonumber(ARGV[10])
local look, budget = tonumber(ARGV[11]), tonumber(ARGV[12])
local shun = {}  -- pairs of players one of whom blocks the other: never at one table
for _, pair in ipairs(cjson.decode(ARGV[13] or '[]')) do
  shun[pair[1] .. ' ' .. pair[2]], shun[pair[2] .. ' ' .. pair[1]] = true, true
end
local through = true
local total, ids = redis.call('ZCARD', KEYS[1]), nil
if total <= look then
  ids = redis.call('ZRANGE', KEYS[1], 0, -1)
else  -- the oldest third, a third from the pool's cursor (moved on at each run), the newest third
  through = false
  local third = math.floor(look / 3)
  local from = tonumber(redis.call('HGET', KEYS[5], 'cursor')) or third
  if from < third or from >= total - third then from = third end
  local to = math.min(from + third, total - third) - 1
  ids = redis.call('ZRANGE', KEYS[1], 0, third - 1)
  for _, id in ipairs(redis.call('ZRANGE', KEYS[1], from, to)) do ids[#ids + 1] = id end
  for _, id in ipairs(redis.call('ZRANGE', KEYS[1], total - third, -1)) do ids[#ids + 1] = id end
  redis.call('HSET', KEYS[5], 'cursor', to + 1)
end
local function leave(seek)  -- out of the queue, and so out of its origin's count
  redis.call('ZREM', KEYS[1], seek.id)
  if seek.origin then redis.call('ZREM', KEYS[6], seek.origin .. '/' .. seek.id) end
  moved = moved + 1
end
local live, expired = {}, {}
local raw = #ids > 0 and redis.call('HMGET', KEYS[2], unpack(ids)) or {}
for i, id in ipairs(ids) do
  if not raw[i] then
    redis.call('ZREM', KEYS[1], id)
  else
    local seek = cjson.decode(raw[i])
    if seek.expires > now then
      live[#live + 1] = seek
    elseif moved >= most then  -- ended by a later run
      through = false
    else
      seek.status, seek.ended = 'expired', now
      redis.call('HSET', KEYS[2], id, cjson.encode(seek))
      leave(seek)
      redis.call('ZADD', KEYS[4], now, id)
      expired[#expired + 1] = {id = id, player = seek.player}
    end
  end
end
-- bucket[n]: the live seeks (oldest first) that would sit at a table of n; count[n]: those
-- untaken; apart[n]: at most how many of those could sit at one table: in a rated pool, where
-- kin never sit together, an origin's seekers count once while all their keys were made within
-- its window (so a pool of one origin's seekers is weighed in one pass, not one per seeker)
local bucket, count, at, taken, apart, group = {}, {}, {}, {}, {}, {}
for n = 1, 8 do bucket[n], count[n], at[n], apart[n], group[n] = {}, 0, 1, 0, {} end
local function share(g)  -- what an origin's untaken seekers add to apart
  if g.left == 0 then return 0 end
  if g.last - g.first <= kinship then return 1 end
  return g.left
end
local rating, reach = {}, {}  -- a rated seek's μ (one made before ratings: a newcomer's 25), its window now
for i, seek in ipairs(live) do
  for n = seek.lo, seek.hi do
    bucket[n][#bucket[n] + 1] = i
    count[n] = count[n] + 1
    if rated and seek.origin then
      local g = group[n][seek.origin] or {first = seek.keyed, last = seek.keyed, left = 0}
      g.first, g.last, g.left = math.min(g.first, seek.keyed), math.max(g.last, seek.keyed), g.left + 1
      group[n][seek.origin] = g
    else
      apart[n] = apart[n] + 1
    end
  end
  if rated then
    rating[i], reach[i] = seek.rating or 25, start + widen * math.floor((now - seek.created) / step)
  end
end
for n = 1, 8 do
  for _, g in pairs(group[n]) do apart[n] = apart[n] + share(g) end
end
local function fits(a, b)  -- whether seeks a and b may share a table: always, but in a rated pool
  return not rated or math.abs(rating[a] - rating[b]) <= math.min(reach[a], reach[b])
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
local function apart_from(x, y)  -- a block between them, or people only asked and a bot account
  if shun[x.player .. ' ' .. y.player] then return true end
  return (x.people_only == true and y.bot_account == true) or (y.people_only == true and x.bot_account == true)
end
local function welcome(members, k)  -- whether seek k may sit with ``members`` (any pool)
  for _, m in ipairs(members) do
    if apart_from(live[m], live[k]) then return false end
  end
  return true
end
-- seek ``first`` and the oldest untaken of bucket n that fit it (in a rated pool, each kin of
-- none chosen before it), ``most`` in all (no more than apart[n] could be). Each candidate it
-- weighs counts against its loop's budget (``weighed`` since ``spent``): a choice cut short
-- forms no table, and its loop ends there
local weighed, spent = 0, 0
local function exhausted()
  if weighed - spent < budget then return false end
  through = false
  return true
end
local function choose(n, first, most)
  local members, b = {first}, bucket[n]
  most = math.min(most, apart[n])
  for j = at[n], #b do
    if #members >= most or exhausted() then break end
    weighed = weighed + 1
    local k = b[j]
    if k ~= first and not taken[k] and fits(first, k) and (not rated or joins(members, k)) and welcome(members, k) then
      members[#members + 1] = k
    end
  end
  return members
end
local function take(n, members)  -- ``choose``'s seeks, taken
  local b = bucket[n]
  for _, k in ipairs(members) do taken[k] = true end
  while at[n] <= #b and taken[b[at[n]]] do at[n] = at[n] + 1 end
  for _, k in ipairs(members) do
    local seek = live[k]
    for m = seek.lo, seek.hi do
      count[m] = count[m] - 1
      local g = rated and seek.origin and group[m][seek.origin]
      if g then
        local before = share(g)
        g.left = g.left - 1
        apart[m] = apart[m] - before + share(g)
      else
        apart[m] = apart[m] - 1
      end
    end
  end
end
local formed = {}
local function full()  -- whether this run seats no more seekers
  if moved >= most then more = true end
  return more
end
local function form(n, members, bot)
  take(n, members)
  formed[#formed + 1] = {members = members, n = n, bot = bot}
  moved = moved + #members
end
for i, seek in ipairs(live) do  -- people only: the oldest seeker's largest table that can be full
  if full() then break end
  if not taken[i] then
    for n = seek.hi, seek.lo, -1 do
      if count[n] >= n and apart[n] >= n then
        local members = choose(n, i, n)
        if #members >= n then form(n, members, seek.bot) break end
      end
    end
  end
  if exhausted() then break end
end
spent = weighed  -- the bots' loop weighs a budget of its own: a crowd of people does not starve it
for i, seek in ipairs(live) do  -- bots fill the tables of seekers whose bots_after passed
  if full() then break end
  if not taken[i] and seek.bots_at > 0 and seek.bots_at <= now then
    local best, chosen = seek.lo, {}
    for n = seek.lo, seek.hi do
      local members = choose(n, i, n)
      if #members > #chosen then best, chosen = n, members end
    end
    if exhausted() then break end  -- its choice may have been cut short: the next run makes it whole
    form(best, chosen, seek.bot)
  end
end
local tables = {}
for t, made in ipairs(formed) do
  local entry = {table = nonce .. ':' .. t, seeks = {}, players = {}, bots = made.n - #made.members,
                 bot = made.bot, lease = now + lease}
  for _, k in ipairs(made.members) do
    local seek = live[k]
    entry.seeks[#entry.seeks + 1] = seek.id
    entry.players[#entry.players + 1] = seek.player
    seek.status, seek.table = 'forming', entry.table
    redis.call('HSET', KEYS[2], seek.id, cjson.encode(seek))
    leave(seek)
  end
  local out = cjson.encode(entry)
  redis.call('HSET', KEYS[3], entry.table, out)
  redis.call('ZADD', KEYS[7], entry.lease, entry.table)
  tables[#tables + 1] = out
end
-- a table whose worker died before its game was made: hand it out again (a few a run)
for _, table in ipairs(redis.call('ZRANGEBYSCORE', KEYS[7], '-inf', now, 'LIMIT', 0, 16)) do
  local raw = redis.call('HGET', KEYS[3], table)
  if raw then
    local entry = cjson.decode(raw)
    entry.lease = now + lease
    local out = cjson.encode(entry)
    redis.call('HSET', KEYS[3], table, out)
    redis.call('ZADD', KEYS[7], entry.lease, table)
    tables[#tables + 1] = out
  else
    redis.call('ZREM', KEYS[7], table)
  end
end
local nextdue = -1
local function sooner(t)
  if t > now and (nextdue < 0 or t < nextdue) then nextdue = t end
end
local leased = redis.call('ZRANGE', KEYS[7], 0, 0, 'WITHSCORES')
if leased[2] then sooner(tonumber(leased[2])) end
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
if not through then nextdue = now + 250 end  -- soon: about the workers' next sweep, not a busy loop
local old = redis.call('ZRANGEBYSCORE', KEYS[4], '-inf', now - kept, 'LIMIT', 0, look)
for _, id in ipairs(old) do
  redis.call('HDEL', KEYS[2], id)
  redis.call('ZREM', KEYS[4], id)
end
for i = 1, 7 do redis.call('EXPIRE', KEYS[i], tonumber(ARGV[5])) end
return cjson.encode({tables = tables, expired = expired, next = nextdue, more = more, through = through,
                     looked = #ids, weighed = weighed})
"""

# KEYS: seeks, forming, ended, leases; ARGV: table id, game id, now ms, status, then seek id, seat pairs.
# 0: the table was closed already (another worker's retry made the same game).
SEATED = """
if redis.call('HDEL', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('ZREM', KEYS[4], ARGV[1])
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
# One run's bounds (``PAIR``), whatever the pool holds, which keep its Redis time to a couple of
# milliseconds (bench/README.md, Quick play's pairing run): seekers looked at (the pool's oldest,
# its newest and a moving slice, a third each, when it holds more); candidates each of its two
# loops (people only; bots) weighs for their tables.
SEEKERS_PER_RUN = 120
CANDIDATES_PER_LOOP = 10_000


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

    def add(self, pool: str, terms: dict, seek: dict, ttl: int, per_origin: int) -> bool:
        """Queue the seek, unless its origin (``seek["origin"]``; none: no bound) holds
        ``per_origin`` waiting seeks of this pool already: False then, and nothing written."""
        keys = [names.pool_key(pool), names.pool_queue_key(pool), names.pool_seeks_key(pool),
                names.pool_ended_key(pool), names.pool_origins_key(pool)]
        return bool(self._add(keys=keys, args=[seek["id"], to_json(seek), seek["created"], ttl, to_json(terms),
                                               seek.get("origin", ""), per_origin], client=self.redis))

    def seek(self, seek_id: str) -> dict | None:
        raw = self.redis.hget(names.pool_seeks_key(pool_of(seek_id)), seek_id)
        return None if raw is None else from_json(raw)

    def seeks_of(self, pool: str, seek_ids: list[str]) -> list[dict | None]:
        """These seeks of one pool, in one read (None: gone)."""
        raws = self.redis.hmget(names.pool_seeks_key(pool), seek_ids) if seek_ids else []
        return [None if raw is None else from_json(raw) for raw in raws]

    def terms(self, pool: str) -> dict | None:
        raw = self.redis.hget(names.pool_key(pool), "terms")
        return None if raw is None else from_json(raw)

    def withdraw(self, seek_id: str, now_ms: int) -> tuple[bool, dict | None]:
        pool = pool_of(seek_id)
        done, raw = self._withdraw(keys=[names.pool_queue_key(pool), names.pool_seeks_key(pool),
                                         names.pool_ended_key(pool), names.pool_origins_key(pool)],
                                   args=[seek_id, now_ms], client=self.redis)
        return bool(done), (from_json(raw) if raw else None)

    def pair(self, pool: str, now_ms: int, nonce: str, lease_ms: int, kept_ms: int, ttl: int,
             most: int = 64, window: tuple[float, float, int] = (0, 0, 0), origin_window_ms: int = 0,
             blocked: list[list[str]] = ()) -> dict:
        """Pair the pool (``PAIR``); ``window``: a rated pool's (start, widening per step, step
        ms); ``origin_window_ms``: how far apart in time its seekers' keys made from one address
        must have been made to share a table; ``blocked``: pairs of players never to seat together."""
        keys = [names.pool_queue_key(pool), names.pool_seeks_key(pool), names.pool_forming_key(pool),
                names.pool_ended_key(pool), names.pool_key(pool), names.pool_origins_key(pool),
                names.pool_leases_key(pool)]
        found = from_json(self._pair(keys=keys, args=[now_ms, nonce, lease_ms, kept_ms, ttl, most, *window,
                                                      origin_window_ms, SEEKERS_PER_RUN, CANDIDATES_PER_LOOP,
                                                      to_json(list(blocked) or [])],
                                     client=self.redis))
        tables = [from_json(t) for t in listed(found["tables"])]
        for table in tables:
            table["seeks"], table["players"] = listed(table["seeks"]), listed(table["players"])
        return {"tables": tables, "expired": listed(found["expired"]), "next": found["next"], "more": found["more"],
                "through": found["through"], "looked": found["looked"], "weighed": found["weighed"]}

    def seated(self, pool: str, table: str, game_id: str, seats: dict[str, int], now_ms: int,
               status: str = "seated") -> bool:
        args = [table, game_id, now_ms, status]
        for seek_id, seat in seats.items():
            args += [seek_id, seat]
        keys = [names.pool_seeks_key(pool), names.pool_forming_key(pool), names.pool_ended_key(pool),
                names.pool_leases_key(pool)]
        return bool(self._seated(keys=keys, args=args, client=self.redis))

    def players_looked_at(self, pool: str) -> list[str]:
        """The players of the seeks the pool's next run looks at (``PAIR``'s choice: all, or its
        oldest, its cursor's and its newest thirds), in two round trips; ``SEEKERS_PER_RUN`` at most."""
        queue = names.pool_queue_key(pool)
        pipe = self.redis.pipeline(transaction=False)  # one pool's keys: one slot
        pipe.zcard(queue)
        pipe.hget(names.pool_key(pool), "cursor")
        pipe.zrange(queue, 0, SEEKERS_PER_RUN - 1)
        total, cursor, ids = pipe.execute()
        if total > SEEKERS_PER_RUN:
            third = SEEKERS_PER_RUN // 3
            start = int(cursor) if cursor else third
            start = third if start < third or start >= total - third else start
            pipe = self.redis.pipeline(transaction=False)
            pipe.zrange(queue, 0, third - 1)
            pipe.zrange(queue, start, min(start + third, total - third) - 1)
            pipe.zrange(queue, total - third, -1)
            ids = [i for part in pipe.execute() for i in part]
        seeks = self.seeks_of(pool, [i.decode() for i in ids])
        return list(dict.fromkeys(seek["player"] for seek in seeks if seek))

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
