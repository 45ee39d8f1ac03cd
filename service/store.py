"""Games in Redis — one server, or a Redis Cluster (``STARPORT_REDIS_CLUSTER=1``).

Every key of a game shares the hash tag ``{game_id}`` so a Redis Cluster keeps a game on one
shard:

- ``sp:{id}``                   a hash: slug, version ``v``, status, state, rng, seats, seed, ``seq``
- ``sp:{id}:events``            a stream: one entry per event, id ``<seq>-0``
- ``sp:{id}:idem:<seat>:<key>`` an Idempotency-Key: reserved while its first request runs,
                                then that request's response
- ``sp:{id}:idem:<seat>:answers`` a list of that seat's answered keys, newest first: the commit
                                keeps ``IDEMPOTENT_ANSWERS_PER_SEAT`` and deletes older answers

A commit is one Lua script: check the version, write the state, append the events, replace the
key's reservation with the response and refresh the TTLs — all or nothing. A commit that appends
events also publishes ``<events key> <version> <status>`` on the channel ``sp-news``, which
every API process's fan-out (``service.feeds``) listens to.

Keys and the cluster — the rules every new key follows (issue 19):

1. **A game's keys** start ``sp:{<game_id>}``. Every script, transaction or multi-key command
   names keys of one game only, so it runs on the one node holding that game's slot.
2. **Global keys** (no game of their own: ``sp-games:<slug>:<status>`` below, the limiter's
   counters and quota sets in ``service.limits``) live on the game store too, each a
   single key, **without** a hash tag: the cluster spreads them over the nodes by name. They are
   only ever touched by single-key commands, or by non-transactional pipelines of them (the
   cluster client splits those by node). Never a script or MULTI across two of them.
3. A global structure that needs an atomic change across several of its keys gives them one
   hash tag of its own (``sp-<name>:{<name>}:…``) and accepts that it then lives on one node; or
   it lives on the queue Redis (rule 4) if it belongs with the timers.
4. **The queue Redis** (``QUEUE_REDIS_URL``, always a standalone server: RQ needs one) holds RQ's
   queues, the due-index and the workers' metrics (``service.queue``); nothing of a game.

On a cluster the commit's ``PUBLISH`` (classic, not sharded) is broadcast by the cluster bus to
every node, so the fan-out may subscribe on any node; and it names no key, so the script stays on
its game's slot.

Scripts are sent by SHA (``EVALSHA``); a node that does not know one (a new node, a promoted
replica, a ``SCRIPT FLUSH``) answers NOSCRIPT and redis-py's ``Script`` loads it on every master
and sends it again — tested against a real cluster in tests/service/test_cluster_store.py.

The keys that span games of the lifecycle (issue 17) follow rule 3: each structure has a hash
tag of its own. None is written by a game's commit script (a script may only touch its game's
slot), so each is *derived*: written right after the commit that changes it, and checked against
the game hashes — the truth — whenever it is read (pipelined reads across nodes, per rule 2).

- ``sp-lobby:{<slug>}:<status>``  the lobby: a sorted set per game and status of listed games,
      every member ``<created µs, 16 digits>:<game_id>`` at score 0, so members sort by creation
      time, then id, and a page after a cursor is one ZREVRANGEBYLEX (stable while games are
      created: a cursor is a member, never an offset). Written when a listed game's status
      changes (the same moment as the status counts below). A reader checks every entry's game
      hash: an expired game is dropped, a game whose status moved on (the write after its commit
      was lost) is moved to its right set. The statuses of one slug share the hash tag, so the
      move is one MULTI on one node (one node per game title: fine for a lobby). The set expires when no game was added for the longest game TTL.
- ``sp-player:{<pid>}``           a player: name, SHA-256 of its key, the feed's last ``seq``
- ``sp-player:{<pid>}:games``     a sorted set ``<slug>/<game_id>`` → when seated; expired games
      are dropped when read
- ``sp-player:{<pid>}:events``    the player's feed, the same shape as a game's event stream:
      entry ids ``<seq>-0``, field ``e`` the JSON event with its ``seq``. Appended by one script
      (``FEED``) after the commit that causes it; capped at ``FEED_LENGTH`` entries.
"""

from __future__ import annotations

import os
import threading
import weakref
from dataclasses import dataclass, field

import msgspec

import redis
from redis.cluster import RedisCluster

from service.config import Settings

to_json = msgspec.json.Encoder().encode
from_json = msgspec.json.Decoder().decode

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
for i = 8, 7 + 2 * nfields do hset[#hset + 1] = ARGV[i] end
for i = 8 + 2 * nfields, #ARGV do
  seq = seq + 1
  redis.call('XADD', KEYS[2], seq .. '-0', 'e', ARGV[i])
end
if #ARGV >= 8 + 2 * nfields then redis.call('PUBLISH', 'sp-news', KEYS[2] .. ' ' .. newv .. ' ' .. ARGV[7]) end
hset[#hset + 1] = 'seq'
hset[#hset + 1] = seq
redis.call('HSET', KEYS[1], unpack(hset))
local ttl = tonumber(ARGV[2])
redis.call('EXPIRE', KEYS[1], ttl)
if seq > 0 then redis.call('EXPIRE', KEYS[2], ttl) end
if ARGV[4] ~= '' then
  redis.call('SET', KEYS[3], ARGV[4], 'EX', tonumber(ARGV[3]))
  if redis.call('LPUSH', KEYS[4], KEYS[3]) > IDEMPOTENT_ANSWERS_PER_SEAT then
    redis.call('DEL', redis.call('RPOP', KEYS[4]))  -- the seat's oldest answer (a key of this game)
  end
  redis.call('EXPIRE', KEYS[4], tonumber(ARGV[3]))
end
return {1, newv}
""".replace("IDEMPOTENT_ANSWERS_PER_SEAT", str(IDEMPOTENT_ANSWERS_PER_SEAT))

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


# Append events to a player's feed: KEYS = player hash, feed stream; ARGV = cap, ttl, then JSON
# objects without their seq, which the script numbers (the seq goes first in each object). Like a
# commit, it publishes the stream's key on ``sp-news`` for the API processes' fan-out.
FEED = """
local seq = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
for i = 3, #ARGV do
  seq = seq + 1
  local body = ARGV[i]
  local rest = string.sub(body, 2)
  if rest ~= '}' then rest = ',' .. rest end
  redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], seq .. '-0', 'e', '{"seq":' .. seq .. rest)
end
redis.call('HSET', KEYS[1], 'seq', seq)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
redis.call('EXPIRE', KEYS[2], tonumber(ARGV[2]))
redis.call('PUBLISH', 'sp-news', KEYS[2])
return seq
"""


def lobby_member(created: float, game_id: str) -> str:
    """A game's member of the lobby sets: sorts by creation time (µs), then id."""
    return f"{int(created * 1_000_000):016d}:{game_id}"


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
    seed_salt: str = ""  # hex; shown with the seed once the game is over
    extra: dict = field(default_factory=dict)
    listed: bool = False  # shown in the lobby
    created: float = 0.0
    options: dict = field(default_factory=dict)  # the engine's, resolved at create
    # How the game's seats are kept filled and timed: clock, on_timeout, stand_in, on_leave,
    # creator_hash (see GameService.create). Fixed at create.
    lifecycle: dict = field(default_factory=dict)
    # The people to act and since when, and what is left of their banks:
    # {"since": {"<seat>": t}, "bank": {"<seat>": seconds}}. Kept by every commit.
    turns: dict = field(default_factory=dict)
    # Not stored: the seats whose turn began with this version (seat -> prompt), for the feeds.
    turn_started: dict = field(default_factory=dict)

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
            seed_salt=h.get(b"seed_salt", b"").decode(),  # games made before salted commitments
            listed=h.get(b"listed") == b"1",  # games made before the lobby have none of these
            created=float(h.get(b"created", 0)),
            options=from_json(h[b"options"]) if b"options" in h else {},
            lifecycle=from_json(h[b"lifecycle"]) if b"lifecycle" in h else {},
            turns=from_json(h[b"turns"]) if b"turns" in h else {},
        )


class Committed:
    """What a commit did: ``ok`` (new version), ``conflict`` (the current version), ``replay``
    (an Idempotency-Key already answered: its stored response) or ``missing``."""

    def __init__(self, outcome: str, version: int = 0, replay: bytes | None = None):
        self.outcome = outcome
        self.version = version
        self.replay = replay


class ThreadClients:
    """A Redis client per thread, each keeping one connection of ``pool`` for as long as the
    thread holds it, so a command skips the pool's checkout and return and their fork checks
    (~13 µs of CPU per command). A thread gives its client back with ``release``; the next
    thread to need one takes it, connection and all, from the idle ones. A forked child makes
    its own: the parent's connections are not its to use."""

    IDLE_MOST = 64  # clients kept for the next requests; the rest close (the pool holds 256 a process)

    def __init__(self, pool: redis.ConnectionPool):
        self.pool = pool
        self._local = threading.local()
        self._idle: list[redis.Redis] = []
        mine = weakref.ref(self)
        os.register_at_fork(after_in_child=lambda: (clients := mine()) and clients.forget())

    def client(self) -> redis.Redis:
        try:
            return self._local.client
        except AttributeError:
            try:
                client = self._idle.pop()
            except IndexError:
                client = redis.Redis(connection_pool=self.pool, single_connection_client=True)
            self._local.client = client
            return client

    def forget(self) -> None:
        self._local = threading.local()
        self._idle = []

    def release(self) -> None:
        """Give the calling thread's client back. Under gevent a "thread" is a greenlet: one per
        HTTP connection, thousands of them waiting on streams; so the app releases at the end of
        each request, and a stream before it waits (``service.app``, ``service.games``). One
        checkout per request, not per command: under gevent a checkout costs ~3 commands' time
        (measured: 212-385 µs a command through the pool, 83 µs on a kept connection, on a
        loaded box). The client goes to the idle ones with its connection rather than back to
        the pool: a new client and a checkout and return cost 50-75 µs a request (its
        ``Redis.__init__`` builds ~150 reply callbacks). A command cut short (a timeout, a
        killed greenlet) leaves no reply behind for the next user: redis-py disconnects on any
        exception while sending or reading, and reconnects at the next command."""
        client = self._local.__dict__.pop("client", None)
        if client is None:
            return
        if len(self._idle) < self.IDLE_MOST:
            self._idle.append(client)
        else:
            client.close()

# What the games' Redis raises while it cannot serve for a moment (down, or a cluster failing
# over: CLUSTERDOWN, TRYAGAIN, a slot no live node serves yet): the API answers 503, a driver
# leaves its game due for the next sweep.
UNAVAILABLE = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError, redis.exceptions.ClusterError,
               redis.exceptions.TryAgainError, redis.exceptions.RedisClusterException)


def game_redis(settings: Settings, **options) -> redis.Redis | RedisCluster:
    """The game store's client, chosen here and nowhere else: a cluster client when
    ``settings.redis_cluster`` (``REDIS_URL`` names any node; the client learns the others and
    follows slots as they move or fail over), else one server's. Under gevent every pool is
    bounded (``settings.redis_connections`` per server or node): thousands of greenlets share
    them, one waiting for a connection when all are busy (each request's, on one server, for as
    long as it runs: ``ThreadClients.release``)."""
    if green():
        options = {**options, "max_connections": settings.redis_connections, "timeout": 5}
        if settings.redis_cluster:
            return RedisCluster.from_url(settings.redis_url, connection_pool_class=redis.BlockingConnectionPool,
                                         **options)
        return redis.Redis(connection_pool=redis.BlockingConnectionPool.from_url(settings.redis_url, **options))
    if settings.redis_cluster:
        return RedisCluster.from_url(settings.redis_url, **options)
    return redis.Redis.from_url(settings.redis_url, **options)


class SharedClient:
    """Every thread's (and greenlet's) client on a cluster: one ``RedisCluster``, thread-safe,
    which checks a connection out of the command's node pool per command. ``ThreadClients``' one
    kept connection per thread (or per request, under gevent) is a single server's trick: a
    cluster's commands go to several nodes."""

    pool = None  # one per node, inside the cluster client

    def __init__(self, client: RedisCluster):
        self.shared = client

    def client(self) -> RedisCluster:
        return self.shared

    def forget(self) -> None:
        pass

    def release(self) -> None:
        pass  # nothing kept between commands


def green() -> bool:
    """Whether gevent has patched this process (gunicorn's gevent worker does so before it
    loads the app)."""
    try:
        from gevent import monkey
    except ImportError:
        return False
    return monkey.is_module_patched("threading")


class GameStore:
    def __init__(self, client: redis.Redis | RedisCluster, *, finished_ttl: int, idle_ttl: int, idem_ttl: int = 24 * 3600,
                 reservation_ttl: int = 10):
        self.shared = client  # thread-safe; for the few who need no per-thread client (the limiter)
        self.clients = SharedClient(client) if isinstance(client, RedisCluster) else ThreadClients(client.connection_pool)
        self.finished_ttl = finished_ttl
        self.idle_ttl = idle_ttl
        self.idem_ttl = idem_ttl
        self.reservation_ttl = reservation_ttl  # a request that died mid-way holds its key this long
        self._commit = client.register_script(COMMIT)
        self._reserve = client.register_script(RESERVE)
        self._release = client.register_script(RELEASE)
        self._feed = client.register_script(FEED)

    @property
    def redis(self) -> redis.Redis | RedisCluster:
        """The calling thread's client (see ``ThreadClients``)."""
        return self.clients.client()

    def subscriber(self) -> redis.Redis | RedisCluster:
        """A client to subscribe with (``service.feeds``): on one server a client over the store's
        pool, whose pubsub checks out a connection of its own; on a cluster the cluster client,
        whose pubsub listens on one node (a classic PUBLISH reaches every node)."""
        if isinstance(self.shared, RedisCluster):
            return self.shared
        return redis.Redis(connection_pool=self.clients.pool)

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
            "commitment": record.commitment, "seed_salt": record.seed_salt,
            "seq": len(events), "updated": record.updated,
            "listed": "1" if record.listed else "0", "created": record.created,
            "options": to_json(record.options),
            "lifecycle": to_json(record.lifecycle), "turns": to_json(record.turns),
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
               idem: tuple[str, bytes, bytes] | None = None, turns: dict | None = None) -> Committed:
        """Write a new version if the stored one is still ``record.version``. ``idem``: (key,
        response, reservation): the response replaces this request's reservation of the key;
        a key holding anything else (another request's response or reservation) is answered
        with ``replay`` and nothing is written."""
        fields = {"state": state, "rng": to_json(rng), "status": status, "updated": updated}
        if seats is not None:
            fields["seats"] = to_json(seats)
        if turns is not None:
            fields["turns"] = to_json(turns)
        idem_key, idem_value, reservation = idem if idem else ("", b"", b"")
        keys = [self.key(record.game_id), self.events_key(record.game_id),
                idem_key or self.key(record.game_id) + ":idem:none",
                (idem_key or self.key(record.game_id) + ":idem:none").rpartition(":")[0] + ":answers"]
        args = [record.version, self.ttl_for(status), self.idem_ttl, idem_value, reservation, len(fields), status]
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

    # Games by status, for /metrics: a sorted set per game and status, each game scored by when
    # it expires if nothing more happens. Written only when a game's status changes (create, the
    # claim that starts it, the commit that ends it), so an act costs nothing more; expired
    # entries are pruned when counted. An active game kept alive past its first expiry by later
    # moves drops out of the count early: idle games, not long ones, are what that misses.
    STATUSES = ("waiting", "active", "finished")

    @staticmethod
    def status_key(slug: str, status: str) -> str:
        return f"sp-games:{slug}:{status}"

    def note_status(self, record: GameRecord, old: str | None, new: str, now: float) -> None:
        """``record``'s status changed from ``old`` (None: created) to ``new``: the counts, and
        the lobby when the game is listed."""
        slug, game_id = record.slug, record.game_id
        pipe = self.redis.pipeline(transaction=False)
        if old is not None:
            pipe.zrem(self.status_key(slug, old), game_id)
        pipe.zadd(self.status_key(slug, new), {game_id: now + self.ttl_for(new)})
        pipe.execute()
        if record.listed:
            self._file_in_lobby(slug, lobby_member(record.created, game_id), old, new)

    def count_status(self, record: GameRecord, status: str, now: float) -> None:
        """Count ``record`` in ``status`` *before* the write that puts it there (a create, the
        claim that starts a game): the worker's repair scan (``worker.repair``) finds every
        active game through these sets, so no game may be active without its entry. A write that
        then fails leaves an entry of a game that is not (yet) active, which the scan drops."""
        self.redis.zadd(self.status_key(record.slug, status), {record.game_id: now + self.ttl_for(status)})

    def uncount_status(self, slug: str, status: str, game_id: str) -> None:
        self.redis.zrem(self.status_key(slug, status), game_id)

    def games_in_status(self, slug: str, status: str, start: int, count: int) -> list[str]:
        """A page of the game ids counted in ``status`` (oldest entries first), for the repair scan."""
        return [m.decode() for m in self.redis.zrange(self.status_key(slug, status), start, start + count - 1)]

    def versions(self, game_ids: list[str]) -> list[int | None]:
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hget(self.key(game_id), "v")
        return [None if v is None else int(v) for v in pipe.execute()]

    # -- the lobby (see the module docstring) ----------------------------------------------------

    @staticmethod
    def lobby_key(slug: str, status: str) -> str:
        return f"sp-lobby:{{{slug}}}:{status}"

    def _file_in_lobby(self, slug: str, member: str, old: str | None, new: str | None) -> None:
        """Move one lobby entry from ``old``'s set to ``new``'s (None: out of the lobby)."""
        pipe = self.redis.pipeline(transaction=True)  # one slot: the statuses share {slug}
        if old is not None:
            pipe.zrem(self.lobby_key(slug, old), member)
        if new is not None:
            pipe.zadd(self.lobby_key(slug, new), {member: 0})
            pipe.expire(self.lobby_key(slug, new), self.finished_ttl + self.idle_ttl)
        pipe.execute()

    LOBBY_FIELDS = (b"slug", b"status", b"listed", b"seats", b"created", b"updated", b"v", b"lifecycle",
                    b"options")

    def lobby_page(self, slug: str, status: str, after: str | None, limit: int) -> tuple[list[dict], str | None]:
        """Up to ``limit`` listed games of ``slug`` in ``status``, newest first, after the cursor
        ``after`` (a member); each as its hash fields. Stale entries are repaired on the way.
        The cursor of the next page, or None when this one reached the end."""
        key = self.lobby_key(slug, status)
        found: list[dict] = []
        high = f"({after}" if after else "+"
        while len(found) < limit:
            wanted = limit - len(found)
            members = [m.decode() for m in self.redis.zrevrangebylex(key, high, "-", start=0, num=wanted)]
            if not members:
                return found, None
            pipe = self.redis.pipeline(transaction=False)
            for member in members:
                pipe.hmget(self.key(member.split(":", 1)[1]), self.LOBBY_FIELDS)
            for member, values in zip(members, pipe.execute()):
                game = dict(zip(self.LOBBY_FIELDS, values))
                if game[b"slug"] is None or game[b"slug"].decode() != slug or game[b"listed"] != b"1":
                    self.redis.zrem(key, member)  # expired with its game (or never this lobby's)
                elif game[b"status"].decode() != status:  # the write after its commit was lost
                    self._file_in_lobby(slug, member, status, game[b"status"].decode())
                else:
                    found.append({"game_id": member.split(":", 1)[1], **{k.decode(): v for k, v in game.items()}})
            high = f"({members[-1]}"
            if len(members) < wanted:
                return found, None
        return found, high[1:]

    # -- players (see the module docstring) ------------------------------------------------------

    FEED_LENGTH = 1000

    @staticmethod
    def player_key(player_id: str) -> str:
        return f"sp-player:{{{player_id}}}"

    @classmethod
    def player_games_key(cls, player_id: str) -> str:
        return cls.player_key(player_id) + ":games"

    @classmethod
    def feed_key(cls, player_id: str) -> str:
        return cls.player_key(player_id) + ":events"

    def player_ttl(self) -> int:
        return self.idle_ttl  # a player unheard of for as long as an idle game is forgotten too

    def create_player(self, player_id: str, name: str, key_hash: str, now: float) -> None:
        key = self.player_key(player_id)
        pipe = self.redis.pipeline(transaction=True)
        pipe.hset(key, mapping={"name": name, "key_hash": key_hash, "created": now, "seq": 0})
        pipe.expire(key, self.player_ttl())
        pipe.execute()

    def player_key_hash(self, player_id: str) -> str | None:
        found = self.redis.hget(self.player_key(player_id), "key_hash")
        return found.decode() if found else None

    def player_name(self, player_id: str) -> str | None:
        found = self.redis.hget(self.player_key(player_id), "name")
        return found.decode() if found else None

    def seat_player(self, player_id: str, slug: str, game_id: str, now: float) -> None:
        key = self.player_games_key(player_id)
        pipe = self.redis.pipeline(transaction=True)
        pipe.zadd(key, {f"{slug}/{game_id}": now})
        pipe.expire(key, self.finished_ttl + self.idle_ttl)
        pipe.expire(self.player_key(player_id), self.player_ttl())
        pipe.execute()

    def player_games(self, player_id: str, limit: int) -> list[dict]:
        """The player's games, newest first, each with its status and seats; expired ones dropped."""
        key = self.player_games_key(player_id)
        members = [m.decode() for m in self.redis.zrevrange(key, 0, limit - 1)]
        pipe = self.redis.pipeline(transaction=False)
        for member in members:
            pipe.hmget(self.key(member.split("/")[1]), self.LOBBY_FIELDS)
        games, gone = [], []
        for member, values in zip(members, pipe.execute()):
            game = dict(zip(self.LOBBY_FIELDS, values))
            if game[b"slug"] is None:
                gone.append(member)
            else:
                games.append({"game_id": member.split("/")[1], **{k.decode(): v for k, v in game.items()}})
        if gone:
            self.redis.zrem(key, *gone)
        return games

    def tell_player(self, player_id: str, events: list[bytes]) -> int:
        """Append JSON objects (without their ``seq``) to the player's feed; the last seq."""
        return int(self._feed(keys=[self.player_key(player_id), self.feed_key(player_id)],
                              args=[self.FEED_LENGTH, self.player_ttl(), *events], client=self.redis))

    def feed_after(self, player_id: str, after: int) -> list[bytes]:
        return self.entries_after(self.feed_key(player_id), after)

    def feed_seq(self, player_id: str) -> int:
        return int(self.redis.hget(self.player_key(player_id), "seq") or 0)

    def games_by_status(self, slugs, now: float) -> dict[tuple[str, str], int]:
        pipe = self.redis.pipeline(transaction=False)
        for slug in slugs:
            for status in self.STATUSES:
                pipe.zremrangebyscore(self.status_key(slug, status), "-inf", now)
                pipe.zcard(self.status_key(slug, status))
        counts = pipe.execute()[1::2]
        return dict(zip([(slug, status) for slug in slugs for status in self.STATUSES], counts))

    def version(self, game_id: str) -> int | None:
        v = self.redis.hget(self.key(game_id), "v")
        return None if v is None else int(v)

    def reserve_idempotency_key(self, key: str, reservation: bytes) -> bytes | None:
        """Hold ``key`` for a request about to run (None), or what the key already holds."""
        return self._reserve(keys=[key], args=[reservation, self.reservation_ttl], client=self.redis)

    def release_idempotency_key(self, key: str, reservation: bytes) -> None:
        """Free ``key`` for a retry, if it still holds this request's reservation."""
        self._release(keys=[key], args=[reservation], client=self.redis)

    def events_after(self, game_id: str, after: int) -> list[bytes]:
        return self.entries_after(self.events_key(game_id), after)

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

    def status(self, game_id: str) -> tuple[int, str] | None:
        """A game's version and status, without its state."""
        version, status = self.redis.hmget(self.key(game_id), "v", "status")
        return None if version is None else (int(version), status.decode())

    def ping(self) -> bool:
        return bool(self.redis.ping())
