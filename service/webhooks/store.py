"""Webhooks and their deliveries in Redis (keys: ``service.store.keys``, all of them under the
player's hash tag, so each script below runs on the one node holding the player).

- A player's webhooks are one hash, webhook id → its JSON, changed only by ``PUT`` and ``PATCH``
  (and ``DELETE``), which also rewrite the player hash's ``hooks`` field: the event types the
  enabled ones want. The feed script returns that field, so telling a player with no webhook
  costs nothing more than before.
- A webhook's deliveries: a hash delivery id → its JSON, a list of the ids newest first (cut at
  ``DELIVERIES_KEPT``, the records cut deleted with them, but a pending one's: unlisted, it is
  still sent, and its record goes once it is done) and a sorted set of the pending ones
  (id → when queued), capped at ``PENDING_MOST``. Adding a delivery whose id is recorded already
  changes nothing (a worker's pump looking at an announcement a second time: ``service.webhooks.hooks``).
  A delivery's JSON is written only by the one job delivering it (RQ runs a job once at a time),
  and by the cap, which marks it ``dropped``: its JSON starts ``{"status":`` for that.
- The cap drops by what a delivery is, not by when it came (issue 41 item 5, issue 42 item 5), so
  that nothing another player sends pushes a player's own turn out: past ``PENDING_MOST``, a new
  delivery takes the place of the first of the ``droppable`` set — the oldest other event
  (a challenge, a game over), then the oldest your_turn a newer one of its game superseded, then
  the oldest seated — if it ranks as high; else it is dropped itself. The newest your_turn of
  each game is never droppable: past the cap it is added anyway, up to ``PENDING_HARD_MOST``
  (then one game's turn among 100 waiting is dropped). A drop is never silent: the dropped
  delivery stays in the log as ``dropped``, and the next delivery queued carries
  ``dropped_before``, how many were dropped since the one before it (its body's ``dropped``).

Times in a webhook's JSON are whole seconds: Redis's cjson writes numbers with 14 digits.
"""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import from_json, to_json

WEBHOOKS_MOST = 5  # per player
DELIVERIES_KEPT = 100  # per webhook: the ones its deliveries route lists
PENDING_MOST = 50  # per webhook: deliveries queued or waiting for a retry at once…
PENDING_HARD_MOST = 100  # …but the newest your_turn of a game, up to this many in all

# Rewrites the player's ``hooks`` field from its webhooks (KEYS[1] the player, KEYS[2] its webhooks).
HOOKS = """
local function rewrite_hooks()
  local seen, wanted = {}, {}
  for _, body in ipairs(redis.call('HVALS', KEYS[2])) do
    local w = cjson.decode(body)
    if w.status == 'enabled' then
      for _, e in ipairs(w.events) do
        if not seen[e] then seen[e] = true; wanted[#wanted + 1] = e end
      end
    end
  end
  if #wanted == 0 then
    redis.call('HDEL', KEYS[1], 'hooks')
  else
    table.sort(wanted)
    redis.call('HSET', KEYS[1], 'hooks', table.concat(wanted, ','))
  end
  redis.call('EXPIRE', KEYS[2], tonumber(ARGV[#ARGV]))
end
"""

# ARGV: id, JSON, most, ttl. 0: the player has ``most`` webhooks already; 1: stored.
PUT = HOOKS + """
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 and redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
rewrite_hooks()
return 1
"""

# ARGV: id, a JSON object of fields to set (null: remove the field), a JSON list of fields set
# only where absent, ttl. The webhook as it is now, or false when there is none.
PATCH = HOOKS + """
local raw = redis.call('HGET', KEYS[2], ARGV[1])
if not raw then return false end
local w = cjson.decode(raw)
local keep = {}
for _, k in ipairs(cjson.decode(ARGV[3])) do keep[k] = true end
for k, v in pairs(cjson.decode(ARGV[2])) do
  if v == cjson.null then w[k] = nil
  elseif not (keep[k] and w[k] ~= nil and w[k] ~= cjson.null) then w[k] = v end
end
local out = cjson.encode(w)
redis.call('HSET', KEYS[2], ARGV[1], out)
rewrite_hooks()
return out
"""

# KEYS: the player, its webhooks, then the webhook's delivery keys (``names.delivery_keys``). ARGV: id, ttl.
DELETE = HOOKS + """
if redis.call('HDEL', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('DEL', KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8])
rewrite_hooks()
return 1
"""

# Records deliveries, of any of one player's webhooks, in one call (one slot: the player's).
# KEYS: per delivery its webhook's six delivery keys (``names.delivery_keys``). ARGV: now, kept,
# pending most, forget pending entries queued before this, ttl, hard most, then per delivery its
# id, JSON (starting ``{"status":``), class (``o`` other, ``s`` seated, ``t`` your_turn), game id
# and whether it may take a droppable one's place (``1``; a redelivery does not: ``0``).
# Per delivery: 1 added; 0 dropped (a redelivery: refused, not recorded); 2 recorded already.
# ``droppable``'s score is rank * SPAN + when queued: the lowest rank first, then the oldest.
ADD_DELIVERIES = """
local now, kept, most, forget, ttl, hard = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4],
  tonumber(ARGV[5]), tonumber(ARGV[6])
local SPAN = 1e10
local OTHER, SUPERSEDED, SEATED = 0, 1, 2
local RANK = {o = OTHER, s = SEATED, t = 3}  -- a new your_turn is its game's newest: it outranks every droppable
local function mark_dropped(body)
  return (string.gsub(body, '^{"status":"%a+"', '{"status":"dropped"', 1))
end
local answers = {}
for i = 1, #KEYS / 6 do
  local records, recent, pending = KEYS[6 * i - 5], KEYS[6 * i - 4], KEYS[6 * i - 3]
  local droppable, turns, dropped = KEYS[6 * i - 2], KEYS[6 * i - 1], KEYS[6 * i]
  local at = 2 + 5 * i
  local id, body, class, game, evicts = ARGV[at], ARGV[at + 1], ARGV[at + 2], ARGV[at + 3], ARGV[at + 4] == '1'
  if redis.call('HEXISTS', records, id) == 1 then
    answers[i] = 2
  else
    local forgotten = redis.call('ZRANGEBYSCORE', pending, '-inf', forget)
    if #forgotten > 0 then
      redis.call('ZREM', pending, unpack(forgotten))
      redis.call('ZREM', droppable, unpack(forgotten))
    end
    local waiting = redis.call('ZCARD', pending)
    local room = waiting < most
    if not room and evicts then
      local first = redis.call('ZRANGE', droppable, 0, 0, 'WITHSCORES')
      if first[1] and math.floor(tonumber(first[2]) / SPAN) <= RANK[class] then
        local victim = redis.call('HGET', records, first[1])
        if victim then
          local carried = string.match(victim, '"dropped_before":(%d+)')
          if carried then redis.call('INCRBY', dropped, carried) end  -- its count goes on to the next
          redis.call('HSET', records, first[1], mark_dropped(victim))
        end
        redis.call('ZREM', pending, first[1])
        redis.call('ZREM', droppable, first[1])
        redis.call('INCR', dropped)
        room = true
      elseif class == 't' and waiting < hard then
        room = true
      end
    end
    if not room then
      answers[i] = 0
      if evicts then  -- the log shows the gap; the next delivery says how many
        body = mark_dropped(body)
        redis.call('INCR', dropped)
      end
    else
      local carried = tonumber(redis.call('GET', dropped) or '0')
      if carried > 0 then
        body = string.sub(body, 1, -2) .. ',"dropped_before":' .. carried .. '}'
        redis.call('DEL', dropped)
      end
      redis.call('ZADD', pending, now, id)
      if class == 'o' then
        redis.call('ZADD', droppable, OTHER * SPAN + now, id)
      elseif class == 's' then
        redis.call('ZADD', droppable, SEATED * SPAN + now, id)
      elseif class == 't' and game ~= '' then
        local before = redis.call('HGET', turns, game)
        local queued = before and redis.call('ZSCORE', pending, before)
        if queued then redis.call('ZADD', droppable, SUPERSEDED * SPAN + tonumber(queued), before) end
        redis.call('HSET', turns, game, id)
      end
      answers[i] = 1
    end
    if answers[i] == 1 or evicts then
      redis.call('HSET', records, id, body)
      if redis.call('LPUSH', recent, id) > kept then
        local cut = redis.call('LRANGE', recent, kept, -1)
        redis.call('LTRIM', recent, 0, kept - 1)
        for _, old in ipairs(cut) do  -- one still pending is only unlisted: it is sent all the same
          if not redis.call('ZSCORE', pending, old) then redis.call('HDEL', records, old) end
        end
      end
    end
    for _, key in ipairs({records, recent, pending, droppable, turns, dropped}) do
      redis.call('EXPIRE', key, ttl)
    end
  end
end
return answers
"""

# A delivery as its job left it (KEYS: the webhook's six delivery keys; ARGV: id, JSON, done,
# its game's id or ''): unless its record was cut or dropped meanwhile. Done, it leaves the
# pending sets, and the game's newest-turn entry if it is that (and its record, if no longer listed).
SAVE_DELIVERY = """
local now = redis.call('HGET', KEYS[1], ARGV[1])
if not now or string.find(now, '^{"status":"dropped"') then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if ARGV[3] == '1' then
  redis.call('ZREM', KEYS[3], ARGV[1])
  redis.call('ZREM', KEYS[4], ARGV[1])
  if ARGV[4] ~= '' and redis.call('HGET', KEYS[5], ARGV[4]) == ARGV[1] then redis.call('HDEL', KEYS[5], ARGV[4]) end
  if not redis.call('LPOS', KEYS[2], ARGV[1]) then redis.call('HDEL', KEYS[1], ARGV[1]) end  -- unlisted while pending
end
return 1
"""


ADDED = ("dropped", "added", "known")  # ADD_DELIVERIES' answers
# A delivery's class for the cap (ADD_DELIVERIES): the player's own turn and seat rank above the rest.
CLASS_OF_EVENT = {"your_turn": "t", "seated": "s"}


class WebhookStore:
    def __init__(self, client: redis.Redis | RedisCluster, clients, ttl: int):
        self.clients = clients
        self.ttl = ttl  # as long as its player: a player unheard of that long is forgotten
        self._put = client.register_script(PUT)
        self._patch = client.register_script(PATCH)
        self._delete = client.register_script(DELETE)
        self._add_deliveries = client.register_script(ADD_DELIVERIES)
        self._save_delivery = client.register_script(SAVE_DELIVERY)

    @property
    def redis(self):
        return self.clients.client()

    # -- webhooks ------------------------------------------------------------------------------

    def put(self, player: str, webhook: dict, most: int = WEBHOOKS_MOST) -> bool:
        """Store a webhook; False when the player has ``most`` already."""
        return bool(self._put(keys=[names.player_key(player), names.webhooks_key(player)],
                              args=[webhook["webhook_id"], to_json(webhook), most, self.ttl], client=self.redis))

    def patch(self, player: str, webhook_id: str, changes: dict, *, unless_set: tuple[str, ...] = ()) -> dict | None:
        """Set ``changes`` (a None removes a field; those named in ``unless_set`` only where
        absent); the webhook as it is now, or None when there is none."""
        raw = self._patch(keys=[names.player_key(player), names.webhooks_key(player)],
                          args=[webhook_id, to_json(changes), to_json(list(unless_set)), self.ttl], client=self.redis)
        return None if raw is None else from_json(raw)

    def delete(self, player: str, webhook_id: str) -> bool:
        return bool(self._delete(keys=[names.player_key(player), names.webhooks_key(player),
                                       *names.delivery_keys(player, webhook_id)],
                                 args=[webhook_id, self.ttl], client=self.redis))

    def webhook(self, player: str, webhook_id: str) -> dict | None:
        raw = self.redis.hget(names.webhooks_key(player), webhook_id)
        return None if raw is None else from_json(raw)

    def webhooks(self, player: str) -> list[dict]:
        """The player's webhooks, oldest first."""
        found = [from_json(raw) for raw in self.redis.hvals(names.webhooks_key(player))]
        return sorted(found, key=lambda w: (w["created"], w["webhook_id"]))

    # -- deliveries ----------------------------------------------------------------------------

    def add_deliveries(self, player: str, deliveries: list[dict], now: float, forget_before: float, *,
                       redelivery: bool = False) -> list[str]:
        """Record new deliveries (each names its ``webhook_id``; its JSON starts with its
        ``status``), in one script call (a pipeline of scripts is refused on a cluster); for
        each, ``added``, ``dropped`` (by the cap: recorded as ``dropped``, see the module's
        docstring; a ``redelivery`` is refused instead, and not recorded) or ``known`` (its id
        is recorded already: left as it is)."""
        keys, args = [], [now, DELIVERIES_KEPT, PENDING_MOST, forget_before, self.ttl, PENDING_HARD_MOST]
        for delivery in deliveries:
            event = delivery["event"]
            keys += names.delivery_keys(player, delivery["webhook_id"])
            args += [delivery["delivery_id"], to_json(delivery), CLASS_OF_EVENT.get(event["type"], "o"),
                     event.get("game_id") or "", "0" if redelivery else "1"]
        return [ADDED[int(answer)] for answer in self._add_deliveries(keys=keys, args=args, client=self.redis)]

    def delivery(self, player: str, webhook_id: str, delivery_id: str) -> dict | None:
        raw = self.redis.hget(names.deliveries_key(player, webhook_id), delivery_id)
        return None if raw is None else from_json(raw)

    def save_delivery(self, player: str, delivery: dict, *, done: bool) -> None:
        """Write a delivery as its job left it (``done``: delivered or failed, no longer pending),
        unless its record was cut or dropped meanwhile (or its webhook deleted)."""
        game = delivery["event"].get("game_id") if delivery["event"]["type"] == "your_turn" else None
        self._save_delivery(keys=names.delivery_keys(player, delivery["webhook_id"]), client=self.redis,
                            args=[delivery["delivery_id"], to_json(delivery), "1" if done else "0", game or ""])

    def recent_deliveries(self, player: str, webhook_id: str, most: int = DELIVERIES_KEPT) -> list[dict]:
        ids = self.redis.lrange(names.recent_deliveries_key(player, webhook_id), 0, most - 1)
        if not ids:
            return []
        found = self.redis.hmget(names.deliveries_key(player, webhook_id), ids)
        return [from_json(raw) for raw in found if raw is not None]
