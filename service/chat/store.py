"""A game's chat in Redis: its rooms (streams of at most ``CHAT_KEPT`` lines), the flood rule's
pace, the viewers' mutes, and the operator's timeouts, shadow-bans and reports (key names:
``service.store.keys``).

One script says a line: it checks the author's pace (at most ``FLOOD_LINES`` in ``FLOOD_SECONDS``,
not one of its last two lines again), numbers the line on the game's one counter, appends it to
its room trimmed to ``CHAT_KEPT`` (exact MAXLEN: a stream of 150 entries), refreshes the chat
keys' TTL and publishes the room's key on the news channel, as a commit does its log's. Nothing of
the game itself is touched: its version, ETag, ``seq`` and log stay as they were, so a line never
costs an act a conflict.

What a game's chat can make Redis keep, whatever its talkers do: two rooms of ``CHAT_KEPT`` lines
(a line is at most 140 characters, ~1 KB stored), ``CHAT_PACED`` authors' paces (~120 B each),
``CHAT_MUTERS`` viewers' mutes of ``CHAT_MUTED`` marks each (~30 B a mark): under 1 MB.
"""

from __future__ import annotations

from service.store import keys as names
from service.store.codec import from_json, to_json

CHAT_KEPT = 150  # lines kept per room (lichess's)
FLOOD_LINES = 5  # an author's lines in ...
FLOOD_SECONDS = 10  # ... this many seconds, at most
CHAT_PACED = 256  # authors whose pace a game keeps; past it the idle ones are forgotten
CHAT_MUTERS = 256  # viewers with mutes in a game
CHAT_MUTED = 32  # marks one viewer mutes in a game
CHAT_REPORTS_KEPT = 1000
LONGEST_TIMEOUT = 30 * 24 * 3600
LONGEST_SHADOW_BAN = 365 * 24 * 3600

# KEYS: the chat hash, the room, the pace hash. ARGV: now, author, the line's digest, the line's
# JSON without its seq (``{...}``), the keys' TTL, the news key to publish.
# Returns {n} said, {-1, seconds to wait} too fast, {-2} a repeat, {-3} too many talkers at once.
SAY = """
local now = tonumber(ARGV[1])
local author, digest = ARGV[2], ARGV[3]
local pace = redis.call('HGET', KEYS[3], author)
local times, last, before = {}, '', ''
if pace then
  local stamps
  stamps, last, before = string.match(pace, '^([^|]*)|([^|]*)|([^|]*)$')
  for t in string.gmatch(stamps, '[^,]+') do
    if tonumber(t) > now - FLOOD_SECONDS then times[#times + 1] = t end
  end
end
if #times >= FLOOD_LINES then
  return {-1, math.ceil(tonumber(times[1]) + FLOOD_SECONDS - now)}
end
if digest == last or digest == before then return {-2} end
if not pace and redis.call('HLEN', KEYS[3]) >= CHAT_PACED then
  local all = redis.call('HGETALL', KEYS[3])
  for i = 1, #all, 2 do
    local newest = string.match(all[i + 1], '([^,|]*)|')
    if tonumber(newest) <= now - FLOOD_SECONDS then redis.call('HDEL', KEYS[3], all[i]) end
  end
  if redis.call('HLEN', KEYS[3]) >= CHAT_PACED then return {-3} end
end
times[#times + 1] = ARGV[1]
redis.call('HSET', KEYS[3], author, table.concat(times, ',') .. '|' .. digest .. '|' .. last)
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
redis.call('XADD', KEYS[2], 'MAXLEN', CHAT_KEPT, n .. '-0', 'e', '{"seq":' .. n .. ',' .. string.sub(ARGV[4], 2))
for i = 1, 3 do redis.call('EXPIRE', KEYS[i], tonumber(ARGV[5])) end
redis.call('PUBLISH', NEWS, ARGV[6])
return {n}
""".replace("FLOOD_SECONDS", str(FLOOD_SECONDS)).replace("FLOOD_LINES", str(FLOOD_LINES)) \
   .replace("CHAT_PACED", str(CHAT_PACED)).replace("CHAT_KEPT", str(CHAT_KEPT)) \
   .replace("NEWS", names.lua_string(names.NEWS))

# Delete a line (KEYS: the chat hash, the room; ARGV: its n, the tombstone's JSON without seq, TTL):
# the line goes, and a tombstone numbered after the newest line tells the streams to take it down.
DELETE = """
if redis.call('XDEL', KEYS[2], ARGV[1] .. '-0') == 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
redis.call('XADD', KEYS[2], 'MAXLEN', CHAT_KEPT, n .. '-0', 'e', '{"seq":' .. n .. ',' .. string.sub(ARGV[2], 2))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[3]))
redis.call('PUBLISH', NEWS, KEYS[2])
return n
""".replace("CHAT_KEPT", str(CHAT_KEPT)).replace("NEWS", names.lua_string(names.NEWS))

# A viewer's mutes (KEYS: the mutes hash; ARGV: viewer, the marks' JSON, TTL): refused (0) when
# the hash holds ``CHAT_MUTERS`` other viewers.
MUTE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 and redis.call('HLEN', KEYS[1]) >= CHAT_MUTERS then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return 1
""".replace("CHAT_MUTERS", str(CHAT_MUTERS))


class ChatStore:
    """The chat's Redis, over the game store's clients (``clients.client()`` per thread)."""

    def __init__(self, client, clients, ttl: int):
        self.clients = clients
        self.ttl = ttl  # a game's idle TTL: the chat keys outlive the game by at most this
        self._say = client.register_script(SAY)
        self._delete = client.register_script(DELETE)
        self._mute = client.register_script(MUTE)

    @property
    def redis(self):
        return self.clients.client()

    room_key = staticmethod(names.chat_room_key)

    def say(self, game_id: str, room: str, author: str, digest: str, line: dict, now: float) -> list[int]:
        keys = [names.chat_key(game_id), names.chat_room_key(game_id, room), names.chat_pace_key(game_id)]
        return self._say(keys=keys, args=[now, author, digest, to_json(line), self.ttl,
                                          names.chat_room_key(game_id, room)], client=self.redis)

    def sanctions(self, author: str) -> tuple[bool, int]:
        """Whether ``author`` is shadow-banned, and the seconds left of its timeout (0: none)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.exists(names.chat_shadow_key(author))
        pipe.ttl(names.chat_timeout_key(author))
        shadow, left = pipe.execute()
        return bool(shadow), max(0, int(left)) if left != -1 else LONGEST_TIMEOUT

    def lines(self, game_id: str, rooms: tuple[str, ...], after: int = 0) -> list[dict]:
        """The kept lines (and tombstones) of ``rooms`` after ``after``, in the order said: one
        MULTI (a game's keys share a slot), so the rooms are read at one instant and the newest
        number read is a cursor that skips no line of either."""
        pipe = self.redis.pipeline(transaction=True)
        for room in rooms:
            pipe.xrange(names.chat_room_key(game_id, room), min=f"{after}-1", max="+", count=CHAT_KEPT)
        found = [from_json(data[b"e"]) for entries in pipe.execute() for _, data in entries]
        return sorted(found, key=lambda line: line["seq"])

    def last_n(self, game_id: str) -> int:
        return int(self.redis.hget(names.chat_key(game_id), "n") or 0)

    def delete(self, game_id: str, room: str, n: int, tombstone: dict) -> int:
        keys = [names.chat_key(game_id), names.chat_room_key(game_id, room)]
        return int(self._delete(keys=keys, args=[n, to_json(tombstone), self.ttl], client=self.redis))

    def mutes(self, game_id: str, viewer: str) -> list[str]:
        found = self.redis.hget(names.chat_mutes_key(game_id), viewer)
        return from_json(found) if found else []

    def set_mutes(self, game_id: str, viewer: str, marks: list[str]) -> bool:
        return bool(self._mute(keys=[names.chat_mutes_key(game_id)], args=[viewer, to_json(marks), self.ttl],
                               client=self.redis))

    def time_out(self, author: str, seconds: int) -> None:
        self.redis.set(names.chat_timeout_key(author), 1, ex=seconds)

    def shadow_ban(self, author: str, seconds: int) -> None:
        self.redis.set(names.chat_shadow_key(author), 1, ex=seconds)

    def lift_shadow_ban(self, author: str) -> None:
        self.redis.delete(names.chat_shadow_key(author))

    def report(self, report: dict) -> None:
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(names.CHAT_REPORTS, to_json(report))
        pipe.ltrim(names.CHAT_REPORTS, 0, CHAT_REPORTS_KEPT - 1)
        pipe.execute()

    def reports(self, limit: int) -> list[dict]:
        return [from_json(raw) for raw in self.redis.lrange(names.CHAT_REPORTS, 0, limit - 1)]
