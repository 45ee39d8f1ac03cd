"""Webhooks and their deliveries in Redis (keys: ``service.redis_names``, all of them under the
player's hash tag, so each script below runs on the one node holding the player).

- A player's webhooks are one hash, webhook id → its JSON, changed only by ``PUT`` and ``PATCH``
  (and ``DELETE``), which also rewrite the player hash's ``hooks`` field: the event types the
  enabled ones want. The feed script returns that field, so telling a player with no webhook
  costs nothing more than before.
- A webhook's deliveries: a hash delivery id → its JSON, a list of the ids newest first (cut at
  ``DELIVERIES_KEPT``, the records cut deleted with them) and a sorted set of the pending ones
  (id → when queued), capped at ``PENDING_MOST``: past it a new delivery is dropped. Adding a
  delivery whose id is recorded already changes nothing (a worker's pump looking at an
  announcement a second time: ``service.webhooks``).
  A delivery's JSON is written only by the one job delivering it (RQ runs a job once at a time).

Times in a webhook's JSON are whole seconds: Redis's cjson writes numbers with 14 digits.
"""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

from service import redis_names as names
from service.codec import from_json, to_json

WEBHOOKS_MOST = 5  # per player
DELIVERIES_KEPT = 100  # per webhook: the ones its deliveries route lists
PENDING_MOST = 50  # per webhook: deliveries queued or waiting for a retry at once

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

# KEYS: the player, its webhooks, then the webhook's deliveries, recent and pending keys. ARGV: id, ttl.
DELETE = HOOKS + """
if redis.call('HDEL', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('DEL', KEYS[3], KEYS[4], KEYS[5])
rewrite_hooks()
return 1
"""

# Records deliveries, of any of one player's webhooks, in one call (one slot: the player's).
# KEYS: per delivery its webhook's deliveries, recent and pending keys. ARGV: now, kept, pending
# most, forget pending entries queued before this, ttl, then per delivery its id and JSON.
# Per delivery: 1 added; 0 too many pending (dropped); 2 recorded already (untouched).
ADD_DELIVERIES = """
local now, kept, most, forget, ttl = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4], tonumber(ARGV[5])
local answers = {}
for i = 1, #KEYS / 3 do
  local records, recent, pending = KEYS[3 * i - 2], KEYS[3 * i - 1], KEYS[3 * i]
  local id, body = ARGV[4 + 2 * i], ARGV[5 + 2 * i]
  if redis.call('HEXISTS', records, id) == 1 then
    answers[i] = 2
  else
    redis.call('ZREMRANGEBYSCORE', pending, '-inf', forget)
    if redis.call('ZCARD', pending) >= most then
      answers[i] = 0
    else
      redis.call('HSET', records, id, body)
      redis.call('ZADD', pending, now, id)
      if redis.call('LPUSH', recent, id) > kept then
        local cut = redis.call('LRANGE', recent, kept, -1)
        redis.call('LTRIM', recent, 0, kept - 1)
        redis.call('HDEL', records, unpack(cut))
        redis.call('ZREM', pending, unpack(cut))
      end
      redis.call('EXPIRE', records, ttl)
      redis.call('EXPIRE', recent, ttl)
      redis.call('EXPIRE', pending, ttl)
      answers[i] = 1
    end
  end
end
return answers
"""


ADDED = ("full", "added", "known")  # ADD_DELIVERIES' answers


class WebhookStore:
    def __init__(self, client: redis.Redis | RedisCluster, clients, ttl: int):
        self.clients = clients
        self.ttl = ttl  # as long as its player: a player unheard of that long is forgotten
        self._put = client.register_script(PUT)
        self._patch = client.register_script(PATCH)
        self._delete = client.register_script(DELETE)
        self._add_deliveries = client.register_script(ADD_DELIVERIES)

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
                                       names.deliveries_key(player, webhook_id),
                                       names.recent_deliveries_key(player, webhook_id),
                                       names.pending_deliveries_key(player, webhook_id)],
                                 args=[webhook_id, self.ttl], client=self.redis))

    def webhook(self, player: str, webhook_id: str) -> dict | None:
        raw = self.redis.hget(names.webhooks_key(player), webhook_id)
        return None if raw is None else from_json(raw)

    def webhooks(self, player: str) -> list[dict]:
        """The player's webhooks, oldest first."""
        found = [from_json(raw) for raw in self.redis.hvals(names.webhooks_key(player))]
        return sorted(found, key=lambda w: (w["created"], w["webhook_id"]))

    # -- deliveries ----------------------------------------------------------------------------

    def add_deliveries(self, player: str, deliveries: list[dict], now: float, forget_before: float) -> list[str]:
        """Record new deliveries (each names its ``webhook_id``), in one script call (a pipeline
        of scripts is refused on a cluster); for each, ``added``, ``full`` (its webhook has
        ``PENDING_MOST`` pending already: dropped) or ``known`` (its id is recorded already:
        left as it is)."""
        keys, args = [], [now, DELIVERIES_KEPT, PENDING_MOST, forget_before, self.ttl]
        for delivery in deliveries:
            webhook_id = delivery["webhook_id"]
            keys += [names.deliveries_key(player, webhook_id), names.recent_deliveries_key(player, webhook_id),
                     names.pending_deliveries_key(player, webhook_id)]
            args += [delivery["delivery_id"], to_json(delivery)]
        return [ADDED[int(answer)] for answer in self._add_deliveries(keys=keys, args=args, client=self.redis)]

    def delivery(self, player: str, webhook_id: str, delivery_id: str) -> dict | None:
        raw = self.redis.hget(names.deliveries_key(player, webhook_id), delivery_id)
        return None if raw is None else from_json(raw)

    def save_delivery(self, player: str, delivery: dict, *, done: bool) -> None:
        """Write a delivery as its job left it (``done``: delivered or failed, no longer pending),
        unless its record was cut meanwhile (or its webhook deleted)."""
        webhook_id, delivery_id = delivery["webhook_id"], delivery["delivery_id"]
        key = names.deliveries_key(player, webhook_id)
        if not self.redis.hexists(key, delivery_id):
            return
        pipe = self.redis.pipeline(transaction=False)  # one slot: the player's
        pipe.hset(key, delivery_id, to_json(delivery))
        if done:
            pipe.zrem(names.pending_deliveries_key(player, webhook_id), delivery_id)
        pipe.execute()

    def recent_deliveries(self, player: str, webhook_id: str, most: int = DELIVERIES_KEPT) -> list[dict]:
        ids = self.redis.lrange(names.recent_deliveries_key(player, webhook_id), 0, most - 1)
        if not ids:
            return []
        found = self.redis.hmget(names.deliveries_key(player, webhook_id), ids)
        return [from_json(raw) for raw in found if raw is not None]
