"""Games in Redis.

Every key of a game shares the hash tag ``{game_id}`` so a Redis Cluster keeps a game on one
shard:

- ``sp:{id}``                   a hash: slug, version ``v``, status, state, rng, seats, seed, ``seq``
- ``sp:{id}:events``            a stream: one entry per event, id ``<seq>-0``
- ``sp:{id}:idem:<seat>:<key>`` the first response to an Idempotency-Key

A commit is one Lua script: check the version, write the state, append the events, store the
idempotent response and refresh the TTLs — all or nothing.
"""

from __future__ import annotations

import os
import threading
import weakref
from dataclasses import dataclass, field

import msgspec

import redis

to_json = msgspec.json.Encoder().encode
from_json = msgspec.json.Decoder().decode

COMMIT = """
local v = redis.call('HGET', KEYS[1], 'v')
if not v then return {-1, 0} end
if v ~= ARGV[1] then return {0, tonumber(v)} end
if ARGV[4] ~= '' then
  local first = redis.call('GET', KEYS[3])
  if first then return {2, first} end
end
local newv = tonumber(v) + 1
local seq = tonumber(redis.call('HGET', KEYS[1], 'seq'))
local nfields = tonumber(ARGV[5])
local hset = {'v', newv}
for i = 6, 5 + 2 * nfields do hset[#hset + 1] = ARGV[i] end
for i = 6 + 2 * nfields, #ARGV do
  seq = seq + 1
  redis.call('XADD', KEYS[2], seq .. '-0', 'e', ARGV[i])
end
hset[#hset + 1] = 'seq'
hset[#hset + 1] = seq
redis.call('HSET', KEYS[1], unpack(hset))
local ttl = tonumber(ARGV[2])
redis.call('EXPIRE', KEYS[1], ttl)
if seq > 0 then redis.call('EXPIRE', KEYS[2], ttl) end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4], 'EX', tonumber(ARGV[3])) end
return {1, newv}
"""


@dataclass
class GameRecord:
    """One game as stored: the engine's state plus what the service keeps around it."""

    game_id: str
    slug: str
    version: int
    status: str  # waiting | active | finished
    state: bytes
    rng: dict
    seats: list[dict]
    seeded: bool
    seed: str
    commitment: str
    seq: int
    updated: float
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_hash(cls, game_id: str, h: dict[bytes, bytes]) -> "GameRecord":
        return cls(
            game_id=game_id,
            slug=h[b"slug"].decode(),
            version=int(h[b"v"]),
            status=h[b"status"].decode(),
            state=h[b"state"],
            rng=from_json(h[b"rng"]),
            seats=from_json(h[b"seats"]),
            seeded=h[b"seeded"] == b"1",
            seed=h[b"seed"].decode(),
            commitment=h[b"commitment"].decode(),
            seq=int(h[b"seq"]),
            updated=float(h[b"updated"]),
        )


class Committed:
    """What a commit did: ``ok`` (new version), ``conflict`` (the current version), ``replay``
    (an Idempotency-Key already answered: its stored response) or ``missing``."""

    def __init__(self, outcome: str, version: int = 0, replay: bytes | None = None):
        self.outcome = outcome
        self.version = version
        self.replay = replay


class ThreadClients:
    """A Redis client per thread, each keeping one connection of ``pool`` for the thread's life,
    so a command skips the pool's checkout and return and their fork checks (~13 µs of CPU per
    command). Server threads live long; a thread's connection goes back to the pool when it
    ends. A forked child makes its own: the parent's connections are not its to use."""

    def __init__(self, pool: redis.ConnectionPool):
        self.pool = pool
        self._local = threading.local()
        mine = weakref.ref(self)
        os.register_at_fork(after_in_child=lambda: (clients := mine()) and clients.forget())

    def client(self) -> redis.Redis:
        try:
            return self._local.client
        except AttributeError:
            client = self._local.client = redis.Redis(connection_pool=self.pool, single_connection_client=True)
            return client

    def forget(self) -> None:
        self._local = threading.local()


class GameStore:
    def __init__(self, client: redis.Redis, *, finished_ttl: int, idle_ttl: int, idem_ttl: int = 24 * 3600):
        self.clients = ThreadClients(client.connection_pool)
        self.finished_ttl = finished_ttl
        self.idle_ttl = idle_ttl
        self.idem_ttl = idem_ttl
        self._commit = client.register_script(COMMIT)

    @property
    def redis(self) -> redis.Redis:
        """The calling thread's client (see ``ThreadClients``)."""
        return self.clients.client()

    @staticmethod
    def key(game_id: str) -> str:
        return f"sp:{{{game_id}}}"

    @classmethod
    def events_key(cls, game_id: str) -> str:
        return cls.key(game_id) + ":events"

    @classmethod
    def idem_key(cls, game_id: str, seat: int, key_digest: str) -> str:
        return f"{cls.key(game_id)}:idem:{seat}:{key_digest}"

    def ttl_for(self, status: str) -> int:
        return self.finished_ttl if status == "finished" else self.idle_ttl

    def create(self, record: GameRecord, events: list[bytes]) -> None:
        key = self.key(record.game_id)
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(key, mapping={
            "slug": record.slug, "v": record.version, "status": record.status,
            "state": record.state, "rng": to_json(record.rng), "seats": to_json(record.seats),
            "seeded": "1" if record.seeded else "0", "seed": record.seed,
            "commitment": record.commitment, "seq": len(events), "updated": record.updated,
        })
        for seq, event in enumerate(events, start=1):
            pipe.xadd(self.events_key(record.game_id), {"e": event}, id=f"{seq}-0")
        ttl = self.ttl_for(record.status)
        pipe.expire(key, ttl)
        if events:
            pipe.expire(self.events_key(record.game_id), ttl)
        pipe.execute()

    def load(self, game_id: str) -> GameRecord | None:
        h = self.redis.hgetall(self.key(game_id))
        return GameRecord.from_hash(game_id, h) if h else None

    def commit(self, record: GameRecord, *, state: bytes, rng: dict, status: str,
               seats: list[dict] | None, updated: float, events: list[bytes],
               idem: tuple[str, bytes] | None = None) -> Committed:
        """Write a new version if the stored one is still ``record.version``."""
        fields = {"state": state, "rng": to_json(rng), "status": status, "updated": updated}
        if seats is not None:
            fields["seats"] = to_json(seats)
        idem_key, idem_value = idem if idem else ("", b"")
        keys = [self.key(record.game_id), self.events_key(record.game_id),
                idem_key or self.key(record.game_id) + ":idem:none"]
        args = [record.version, self.ttl_for(status), self.idem_ttl, idem_value, len(fields)]
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

    def version(self, game_id: str) -> int | None:
        v = self.redis.hget(self.key(game_id), "v")
        return None if v is None else int(v)

    def idempotent_response(self, key: str) -> bytes | None:
        return self.redis.get(key)

    def events_after(self, game_id: str, after: int) -> list[bytes]:
        entries = self.redis.xrange(self.events_key(game_id), min=f"{after}-1", max="+")
        return [data[b"e"] for _, data in entries]

    # A blocked read must end before the client's socket timeout (redis-py's default is 5 s).
    WAIT_CHUNK_MS = 3000

    def wait_for_events(self, game_id: str, after: int, timeout_ms: int) -> list[bytes]:
        """Block until an event after ``after`` arrives, or up to ``timeout_ms`` (at most one
        chunk: callers wanting longer call again)."""
        block = max(1, min(timeout_ms, self.WAIT_CHUNK_MS))
        answer = self.redis.xread({self.events_key(game_id): f"{after}-0"}, block=block)
        if not answer:
            return []
        return [data[b"e"] for _, data in answer[0][1]]

    def ping(self) -> bool:
        return bool(self.redis.ping())
