"""Challenges, rematch agreements and bot accounts' policies in Redis (keys: ``service.store.keys``).

- A challenge is one key, ``sp-challenge:{<cid>}``, its JSON changed only by ``ANSWER`` (accept,
  decline, cancel, expire), so two answers at once are judged one after the other.
- A rematch is a hash of the finished game, ``sp:{<id>}:rematch`` (the game's slot): the seats
  that agreed, and ``game``, the new game's id, set once by ``AGREE`` when the last one agrees.
- A bot account's policy is a field of its player hash (``bot``).
"""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import from_json, to_json
from service.meeting.seeks import listed

# KEYS: the challenge; ARGV: verb (accept, decline, cancel, expire), who, now, game id, reason.
# {-1}: no such challenge; {0, it}: nothing changed (not open, or already accepted by who);
# {1, it}: changed. A challenge past its expiry is expired by any answer.
ANSWER = """
local raw = redis.call('GET', KEYS[1])
if not raw then return {-1, ''} end
local c = cjson.decode(raw)
if c.status ~= 'open' then return {0, raw} end
local verb, who, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
if now >= c.expires then verb = 'expire' end
if verb == 'expire' then
  if now < c.expires then return {0, raw} end
  c.status = 'expired'
elseif verb == 'cancel' then
  c.status = 'cancelled'
elseif verb == 'decline' then
  c.status, c.by = 'declined', who
  if ARGV[5] ~= '' then c.reason = ARGV[5] end
else
  local accepted = {}
  if type(c.accepted) == 'table' then accepted = c.accepted end
  for _, p in ipairs(accepted) do if p == who then return {0, raw} end end
  accepted[#accepted + 1] = who
  c.accepted = accepted
  if #accepted == #c.players then c.status, c.game_id = 'accepted', ARGV[4] end
end
c.updated = now
local out = cjson.encode(c)
redis.call('SET', KEYS[1], out, 'KEEPTTL')
return {1, out}
"""

# KEYS: the rematch hash; ARGV: the agreeing seat, the new game's id, ttl, then every seat whose
# agreement is needed. {agreed seats..} with a first element: 'made' (the game was decided
# before), 'make' (this agreement completes it: create it), or 'wait'.
AGREE = """
if redis.call('HGET', KEYS[1], 'game') then
  return {'made', redis.call('HGET', KEYS[1], 'game')}
end
redis.call('HSET', KEYS[1], 's' .. ARGV[1], 1)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
for i = 4, #ARGV do
  if not redis.call('HGET', KEYS[1], 's' .. ARGV[i]) then return {'wait', ''} end
end
redis.call('HSET', KEYS[1], 'game', ARGV[2])
return {'make', ARGV[2]}
"""


class MeetingStore:
    def __init__(self, client: redis.Redis | RedisCluster, clients):
        self.clients = clients
        self._answer = client.register_script(ANSWER)
        self._agree = client.register_script(AGREE)

    @property
    def redis(self):
        return self.clients.client()

    # -- challenges --------------------------------------------------------------------------

    def create_challenge(self, challenge: dict, ttl: int) -> None:
        self.redis.set(names.challenge_key(challenge["id"]), to_json(challenge), ex=ttl)

    def challenge(self, challenge_id: str) -> dict | None:
        raw = self.redis.get(names.challenge_key(challenge_id))
        return None if raw is None else normal(from_json(raw))

    def answer(self, challenge_id: str, verb: str, who: str, now: float, game_id: str = "",
               reason: str = "") -> tuple[int, dict | None]:
        code, raw = self._answer(keys=[names.challenge_key(challenge_id)],
                                 args=[verb, who, now, game_id, reason], client=self.redis)
        return int(code), (normal(from_json(raw)) if raw else None)

    def list_challenge(self, players: list[str], challenge_id: str, expires: float, ttl: int) -> None:
        pipe = self.redis.pipeline(transaction=False)  # one key each: the cluster splits it by node
        for player in players:
            key = names.player_challenges_key(player)
            pipe.zadd(key, {challenge_id: expires})
            pipe.expire(key, ttl)
        pipe.execute()

    def listed_challenges(self, player: str, now: float, most: int = 100) -> list[dict]:
        key = names.player_challenges_key(player)
        self.redis.zremrangebyscore(key, "-inf", now - 3600)  # ended an hour ago: forgotten
        ids = [i.decode() for i in self.redis.zrevrange(key, 0, most - 1)]
        pipe = self.redis.pipeline(transaction=False)
        for challenge_id in ids:
            pipe.get(names.challenge_key(challenge_id))
        return [normal(from_json(raw)) for raw in pipe.execute() if raw]

    # -- rematches -----------------------------------------------------------------------------

    def agree(self, game_id: str, seat: int, new_game_id: str, needed: list[int], ttl: int) -> tuple[str, str]:
        what, game = self._agree(keys=[names.rematch_key(game_id)], args=[seat, new_game_id, ttl, *needed],
                                 client=self.redis)
        return what.decode(), game.decode()

    def rematch(self, game_id: str) -> dict[str, str]:
        return {k.decode(): v.decode() for k, v in self.redis.hgetall(names.rematch_key(game_id)).items()}

    # -- bot accounts ----------------------------------------------------------------------------

    def set_bot_policy(self, player: str, policy: dict | None) -> None:
        if policy is None:
            self.redis.hdel(names.player_key(player), "bot")
        else:
            self.redis.hset(names.player_key(player), "bot", to_json(policy))

    def bot_policies(self, players: list[str]) -> dict[str, dict]:
        pipe = self.redis.pipeline(transaction=False)
        for player in players:
            pipe.hget(names.player_key(player), "bot")
        return {p: from_json(raw) for p, raw in zip(players, pipe.execute()) if raw}


def normal(challenge: dict) -> dict:
    challenge["accepted"] = listed(challenge.get("accepted"))
    challenge["players"] = listed(challenge.get("players"))
    return challenge
