"""Games in Redis — one server, or a Redis Cluster (``STARPORT_REDIS_CLUSTER=1``).

A game is a hash ``sp:{id}``, an event log ``sp:{id}:events`` and the list of its engine calls
``sp:{id}:actions`` (every key and the cluster's rules for them: ``service.store.keys``). A
commit is one Lua script: check the version, write the state, append the events and the action
it applied (if it called the engine), replace the key's reservation with the response and
refresh the TTLs — all or nothing, so an action is stored exactly when its commit is. A commit
that appends events also publishes ``<events key> <version> <status>`` on the news channel
(``redis_names.NEWS``), which every API process's hub (``service.watching.hub``) listens to.

Scripts are sent by SHA (``EVALSHA``); a node that does not know one (a new node, a promoted
replica, a ``SCRIPT FLUSH``) answers NOSCRIPT and redis-py's ``Script`` loads it on every master
and sends it again — tested against a real cluster in tests/service/store/test_cluster_store.py.

The structures that span games live in the store's bases: the status counts and the lobby
(``service.store.lobby``), the players and their feeds (``service.store.players``). Connections:
``service.store.clients``.
"""

from __future__ import annotations

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import to_json
from service.store.game_record import GameRecord
from service.store.lobby import LobbyStore
from service.store.players import CHANGE_KEY, FEED, MINT_TOKEN, REVOKE_TOKEN, TOUCH_TOKEN, PlayerStore
from service.store.clients import SharedClient, ThreadClients

# Entries one read of an event log or a feed returns at most (XRANGE … COUNT): a log is read a
# page at a time, never whole (a game's log may hold up to ``MAX_EVENTS``).
LOG_PAGE = 500
# Events a game's log may hold: ~7 times the longest complete game measured (bench/log_length.py:
# Starlink, 8 seats, 180 s timers, random bots: 1 466; Starshower, 8 seats on 26 lines: 1 078; every
# other title under 330). Past it a person's act is refused (409 ``game_too_long``); at ~250 B an
# event a log holds ~2.5 MB at most.
MAX_EVENTS = 10_000
# Idempotency-Key answers kept per seat of a game (each is a whole act's answer, ~2 KB): a seat's
# newest ones; an older key is forgotten, its retry judged afresh.
IDEMPOTENT_ANSWERS_PER_SEAT = 32

COMMIT = """
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {-1, 0} end
if v ~= ARGV[1] then return {0, tonumber(v)} end
if ARGV[4] ~= '' then
  local first = redis.call('GET', KEYS[3])
  if first and first ~= ARGV[5] then return {2, first} end
end
local newv = tonumber(v) + 1
local seq = tonumber(redis.call('HGET', KEYS[1], 'seq'))
local nfields = tonumber(ARGV[6])
local hset = {'v', newv}
for i = 9, 8 + 2 * nfields do hset[#hset + 1] = ARGV[i] end
for i = 9 + 2 * nfields, #ARGV do
  seq = seq + 1
  redis.call('XADD', KEYS[2], seq .. '-0', 'e', ARGV[i])
end
if ARGV[8] ~= '' then redis.call('RPUSH', KEYS[5], ARGV[8]) end
if #ARGV >= 9 + 2 * nfields then redis.call('PUBLISH', NEWS, KEYS[2] .. ' ' .. newv .. ' ' .. ARGV[7]) end
hset[#hset + 1] = 'seq'
hset[#hset + 1] = seq
redis.call('HSET', KEYS[1], unpack(hset))
local ttl = tonumber(ARGV[2])
if ttl > 0 then
  redis.call('EXPIRE', KEYS[1], ttl)
  if seq > 0 then redis.call('EXPIRE', KEYS[2], ttl) end
else  -- 0: kept until its record is archived (GameStore.confirm_archived sets the TTL)
  redis.call('PERSIST', KEYS[1])
  redis.call('PERSIST', KEYS[2])
end
if ARGV[4] ~= '' then
  redis.call('SET', KEYS[3], ARGV[4], 'EX', tonumber(ARGV[3]))
  if redis.call('LPUSH', KEYS[4], KEYS[3]) > IDEMPOTENT_ANSWERS_PER_SEAT then
    redis.call('DEL', redis.call('RPOP', KEYS[4]))  -- the seat's oldest answer (a key of this game)
  end
  redis.call('EXPIRE', KEYS[4], tonumber(ARGV[3]))
end
-- The actions list lives exactly as long as the hash, whatever its expiry (a PERSIST included).
local left = redis.call('PTTL', KEYS[1])
if left > 0 then redis.call('PEXPIRE', KEYS[5], left) else redis.call('PERSIST', KEYS[5]) end
return {1, newv}
""".replace("IDEMPOTENT_ANSWERS_PER_SEAT", str(IDEMPOTENT_ANSWERS_PER_SEAT)).replace("NEWS", names.lua_string(names.NEWS))

# Create a game unless its id is taken (KEYS: the game's hash, its event log; ARGV: ttl, the
# number of hash fields, the fields, then the events): 0 and nothing written when the hash exists,
# so two creates of one derived id (a challenge accepted twice at once) store one game.
CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2])  -- a log outliving its game's hash would refuse the first seqs
local nfields = tonumber(ARGV[2])
local hset = {}
for i = 3, 2 + 2 * nfields do hset[#hset + 1] = ARGV[i] end
redis.call('HSET', KEYS[1], unpack(hset))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]))
local seq = 0
for i = 3 + 2 * nfields, #ARGV do
  seq = seq + 1
  redis.call('XADD', KEYS[2], seq .. '-0', 'e', ARGV[i])
end
if seq > 0 then redis.call('EXPIRE', KEYS[2], tonumber(ARGV[1])) end
return 1
"""

# A game's record is in the archive: mark its hash, and only now let its keys expire (KEYS: the
# game's hash first, then its other keys). Nothing for a game already gone: HSET would make a
# hash of one field that never expires.
CONFIRM_ARCHIVED = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], 'archived', 1)
for i = 1, #KEYS do redis.call('EXPIRE', KEYS[i], tonumber(ARGV[1])) end
return 1
"""

# Reserve an Idempotency-Key for the request about to run, unless the key is taken: then what
# it holds (a reservation or a response).
RESERVE = """
local first = redis.call('GET', KEYS[1])
if first then return first end
redis.call('SET', KEYS[1], ARGV[1], 'EX', tonumber(ARGV[2]))
return false
"""

# Give a reservation back, only if it is still the caller's.
RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class Committed:
    """What a commit did: ``ok`` (new version), ``conflict`` (the current version), ``replay``
    (an Idempotency-Key already answered: its stored response) or ``missing``."""

    def __init__(self, outcome: str, version: int = 0, replay: bytes | None = None):
        self.outcome = outcome
        self.version = version
        self.replay = replay


class GameStore(LobbyStore, PlayerStore):
    """A game's hash and event log (create, load, commit, read), its Idempotency-Keys, and through
    its bases the status counts and the lobby (``LobbyStore``) and the players (``PlayerStore``)."""

    def __init__(self, client: redis.Redis | RedisCluster, *, finished_ttl: int, idle_ttl: int, idem_ttl: int = 24 * 3600,
                 reservation_ttl: int = 10, archiving: bool = False):
        self.shared = client  # thread-safe; for the few who need no per-thread client (the limiter)
        self.clients = SharedClient(client) if isinstance(client, RedisCluster) else ThreadClients(client.connection_pool)
        self.finished_ttl = finished_ttl
        self.idle_ttl = idle_ttl
        self.idem_ttl = idem_ttl
        self.reservation_ttl = reservation_ttl  # a request that died mid-way holds its key this long
        # Finished games are archived (service.archive.archiving): the commit that finishes one leaves its
        # keys without a TTL, which only the archive's confirmation sets (``confirm_archived``).
        self.archiving = archiving
        self._commit = client.register_script(COMMIT)
        self._create = client.register_script(CREATE)
        self._reserve = client.register_script(RESERVE)
        self._release = client.register_script(RELEASE)
        self._confirm_archived = client.register_script(CONFIRM_ARCHIVED)
        self._feed = client.register_script(FEED)
        self._change_key = client.register_script(CHANGE_KEY)
        self._mint_token = client.register_script(MINT_TOKEN)
        self._revoke_token = client.register_script(REVOKE_TOKEN)
        self._touch_token = client.register_script(TOUCH_TOKEN)

    @property
    def redis(self) -> redis.Redis | RedisCluster:
        """The calling thread's client (see ``ThreadClients``)."""
        return self.clients.client()

    def subscriber(self) -> redis.Redis | RedisCluster:
        """A client to subscribe with (``service.watching.hub``): on one server a client over the store's
        pool, whose pubsub checks out a connection of its own; on a cluster the cluster client,
        whose pubsub listens on one node (a classic PUBLISH reaches every node)."""
        if isinstance(self.shared, RedisCluster):
            return self.shared
        return redis.Redis(connection_pool=self.clients.pool)

    key = staticmethod(names.game_key)
    events_key = staticmethod(names.events_key)
    idem_key = staticmethod(names.idem_key)
    actions_key = staticmethod(names.actions_key)

    def ttl_for(self, status: str) -> int:
        return self.finished_ttl if status == "finished" else self.idle_ttl

    def commit_ttl(self, status: str) -> int:
        """The TTL a commit gives the game's keys; 0 (no TTL) for a finished game until archived."""
        return 0 if status == "finished" and self.archiving else self.ttl_for(status)

    def create(self, record: GameRecord, events: list[bytes]) -> bool:
        """Store a new game, in one script; False (and nothing written) if its id is taken."""
        fields = {
            "slug": record.slug, "v": record.version, "status": record.status,
            "state": record.state, "rng": to_json(record.rng), "seats": to_json(record.seats),
            "seeded": "1" if record.seeded else "0", "seed": record.seed,
            "commitment": record.commitment, "seed_salt": record.seed_salt,
            "seq": len(events), "updated": record.updated,
            "listed": "1" if record.listed else "0", "created": record.created,
            "options": to_json(record.options),
            "lifecycle": to_json(record.lifecycle), "turns": to_json(record.turns),
            **({"started": record.started} if record.started is not None else {}),
        }
        args = [self.ttl_for(record.status), len(fields)]
        for name, value in fields.items():
            args += [name, value]
        keys = [self.key(record.game_id), self.events_key(record.game_id)]
        return bool(self._create(keys=keys, args=[*args, *events], client=self.redis))

    def load(self, game_id: str) -> GameRecord | None:
        h = self.redis.hgetall(self.key(game_id))
        return GameRecord.from_hash(game_id, h) if h else None

    def commit(self, record: GameRecord, *, state: bytes, rng: dict, status: str,
               seats: list[dict] | None, updated: float, events: list[bytes],
               idem: tuple[str, bytes, bytes] | None = None, turns: dict | None = None,
               action: bytes = b"", started: float | None = None) -> Committed:
        """Write a new version if the stored one is still ``record.version``. ``idem``: (key,
        response, reservation): the response replaces this request's reservation of the key;
        a key holding anything else (another request's response or reservation) is answered
        with ``replay`` and nothing is written. ``action``: the engine call this commit made, as
        its entry of the actions list (``writes.Played``), appended by the same script;
        ``started``: the game begins with this commit, at that time."""
        fields = {"state": state, "rng": to_json(rng), "status": status, "updated": updated}
        if seats is not None:
            fields["seats"] = to_json(seats)
        if turns is not None:
            fields["turns"] = to_json(turns)
        if started is not None:
            fields["started"] = started
        idem_key, idem_value, reservation = idem if idem else ("", b"", b"")
        idem_key = idem_key or names.no_idem_key(record.game_id)
        keys = [self.key(record.game_id), self.events_key(record.game_id), idem_key, names.idem_answers_key(idem_key),
                self.actions_key(record.game_id)]
        args = [record.version, self.commit_ttl(status), self.idem_ttl, idem_value, reservation, len(fields), status,
                action]
        for name, value in fields.items():
            args += [name, value]
        args += events
        result = self._commit(keys=keys, args=args, client=self.redis)
        code = result[0]
        if code == 1:
            return Committed("ok", int(result[1]))
        if code == 0:
            return Committed("conflict", int(result[1]))
        if code == 2:
            return Committed("replay", replay=result[1])
        return Committed("missing")

    def actions(self, game_id: str) -> list[bytes]:
        """Every entry of a game's actions list, oldest first (a finished game's record reads it
        whole: one entry per engine call, a few thousand at most, ~100 B each)."""
        return self.redis.lrange(self.actions_key(game_id), 0, -1)

    # -- the archive's side (service.archive.archiving) --------------------------------------------------

    def confirm_archived(self, game_id: str) -> bool:
        """The game's record is in the archive: its hash says so (``archived``) and its keys expire
        ``finished_ttl`` from now. False: the game was gone already."""
        keys = [self.key(game_id), self.events_key(game_id), self.actions_key(game_id), *names.chat_keys(game_id)]
        return bool(self._confirm_archived(keys=keys, args=[self.finished_ttl], client=self.redis))

    def archived(self, game_id: str) -> bool:
        return self.redis.hexists(self.key(game_id), "archived")

    def unarchived(self, game_ids: list[str]) -> list[str]:
        """Those of ``game_ids`` still held finished and not yet archived (the repair scan's)."""
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hmget(self.key(game_id), "status", "archived")
        return [game_id for game_id, (status, archived) in zip(game_ids, pipe.execute())
                if status == b"finished" and archived is None]

    def versions(self, game_ids: list[str]) -> list[int | None]:
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hget(self.key(game_id), "v")
        return [None if v is None else int(v) for v in pipe.execute()]


    def version(self, game_id: str) -> int | None:
        v = self.redis.hget(self.key(game_id), "v")
        return None if v is None else int(v)

    def reserve_idempotency_key(self, key: str, reservation: bytes) -> bytes | None:
        """Hold ``key`` for a request about to run (None), or what the key already holds."""
        return self._reserve(keys=[key], args=[reservation, self.reservation_ttl], client=self.redis)

    def release_idempotency_key(self, key: str, reservation: bytes) -> None:
        """Free ``key`` for a retry, if it still holds this request's reservation."""
        self._release(keys=[key], args=[reservation], client=self.redis)


    def entries_after(self, stream_key: str, after: int) -> list[bytes]:
        """The first ``LOG_PAGE`` entries of a stream whose ids are ``<seq>-0`` (an event log, a
        player's feed) after ``after``, oldest first: each one's ``e`` field. A full page means
        there may be more: read again after its last."""
        entries = self.redis.xrange(stream_key, min=f"{after}-1", max="+", count=LOG_PAGE)
        return [data[b"e"] for _, data in entries]

    def entries_after_each(self, reads: list[tuple[str, int]]) -> list[list[bytes]]:
        """``entries_after`` for each (stream key, seq), in one round trip (a pipeline, which a
        cluster client splits by node)."""
        if len(reads) == 1:
            return [self.entries_after(*reads[0])]
        pipe = self.redis.pipeline(transaction=False)
        for stream_key, after in reads:
            pipe.xrange(stream_key, min=f"{after}-1", max="+", count=LOG_PAGE)
        return [[data[b"e"] for _, data in entries] for entries in pipe.execute()]

    def statuses(self, game_ids: list[str]) -> list[str | None]:
        """These games' statuses in one round trip (None: no such game now)."""
        pipe = self.redis.pipeline(transaction=False)  # one game's hash a command: any slot
        for game_id in game_ids:
            pipe.hget(self.key(game_id), "status")
        return [s.decode() if s else None for s in (pipe.execute() if game_ids else [])]

    def status(self, game_id: str) -> tuple[int, str] | None:
        """A game's version and status, without its state."""
        version, status = self.redis.hmget(self.key(game_id), "v", "status")
        return None if version is None else (int(version), status.decode())

    def ping(self) -> bool:
        return bool(self.redis.ping())
