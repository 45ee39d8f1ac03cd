"""A tournament in Redis (keys: ``service.store.keys``), all under its own hash tag ``{<tid>}``:

- ``sp-tourney:{tid}``           a hash: ``event`` (its terms, JSON, fixed at create), ``status``
  (upcoming | running | finished), ``round`` (a Swiss round; an arena's seatings so far), ``v``
  (the version every job's commit compares and sets), ``seq`` (its stream's last), ``tables``
  (how many tables it made), ``started``, ``ended``, ``why`` (how it ended).
- ``…:entrants``  a hash: player -> ``{name, joined, bot?, withdrawn?, paused?}``; joined and
  withdrawn by one script each, which compare the status and the cap; paused by the commit (two
  games absent in a row), back by joining again.
- ``…:tables``    a hash: table id -> ``{round, players (by seat), game_id, state}``, state
  ``forming`` (decided, its game maybe not made yet) -> ``playing`` -> ``scored`` | ``void``;
  ``…:live`` holds the same for the tables forming or playing only (what a step reads: at most
  one per ``table_size`` entrants, while ``…:tables`` grows to ``MAX_TABLES``); ``…:order``
  lists the table ids in the order they were formed (the games' pages).
- ``…:results``   a list: every scored table and every bye, in the order scored (the results'
  pages and export, and what the standings are recomputed from).
- ``…:tally``      a hash: player -> its tally line (points, games, streak, whom it met…), only
  the lines a commit changed rewritten; ``…:standings`` a list: the ranked standings, a line
  each, read a page at a time. A job stages the new standings in ``…:standings:<nonce>``
  before its commit (``CHUNK`` lines a command, ``STAGED_SECONDS`` to live: a job that dies
  before committing leaves it for no longer), and the commit renames it onto ``…:standings``
  (the old list unlinked: freed off Redis's main thread) or, refused, unlinks it.
- ``…:events``    a stream (ids ``<seq>-0``, at most ``STREAM_KEPT``): what the event's SSE
  stream sends; the commit publishes its key on the news channel, as a game's commit does.

Only a worker's job changes the tables, results, tally and standings, in one compare-and-set
script (``COMMIT``) after computing them in Python: the script runs for as long as its writes
take, never the pairing. A withdrawal once the event runs moves ``v`` too, so a run that read
the entrants before it commits nothing and reads again (a withdrawal between the job's read and
its commit is never lost, and the commit checks no entrant one by one). Every key expires
``KEPT_SECONDS`` after the event's end (a bound: at most ``MAX_TABLES`` tables and results).

**No command holds Redis for long** (the lesson of quick play's pairing): every read of a
whole hash or list is paged (``CHUNK`` fields or lines a command: HSCAN, LRANGE), the
standings are staged outside the commit, and a commit writes what one step decided: the
tables it seated (one per ``table_size`` entrants at most), the results it scored (at most
``running.SCORED_MOST`` tables a step) with their players' tally lines, and its events
(``seated`` lists ``running.SEATED_PER_EVENT`` tables at most). The tables a seating commit
writes are the one part that grows with the entrants (250 at 1 000 entrants at tables of 4,
500 at tables of 2: 1–3 ms of Redis in all, ``bench/README.md``): staging them too would take a
hash per seating, renamed into place as the standings are. ``bench/tournament.py`` measures
each command.
"""

from __future__ import annotations

import secrets

import redis
from redis.cluster import RedisCluster

from service.store import keys as names
from service.store.codec import from_json, to_json

KEPT_SECONDS = 30 * 86_400  # a finished event is kept this long, then forgotten with its keys
STREAM_KEPT = 2_000
CHUNK = 100  # fields or lines one command reads or stages at most
STAGED_SECONDS = 120  # a staged standings list not committed by then (its job died) expires

# KEYS: hash, entrants, tables, order, results, tally, standings, events, live, staged standings
# ARGV: expected v, status ('' keeps), round ('' keeps), standings ('1': the staged list;
#       '0': none; '' keeps), expire-at (unix s), then counts and items: n tables (id, json,
#       new?)…, n results (json)…, n events (json without seq)…, n players to pause…, n tally
#       lines (player, json)…, then fields to set (name, value)…
# {-1}: another commit (or a withdrawal) came first; {-3}: the staged standings expired; {v, seq}.
# Its cost is its writes: each table, result, event and changed tally line once, in batches of
# at most BATCH arguments (Lua's unpack); the standings an UNLINK and a RENAME, O(1).
COMMIT = """
local v = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if v ~= tonumber(ARGV[1]) then redis.call('UNLINK', KEYS[10]); return {-1, ''} end
if ARGV[4] == '1' and redis.call('EXISTS', KEYS[10]) == 0 then return {-3, ''} end
local i = 6
local ntables = tonumber(ARGV[i]); i = i + 1
local tables_at = i
i = i + 3 * ntables
local nresults = tonumber(ARGV[i]); i = i + 1
local results_at = i
i = i + nresults
local nevents = tonumber(ARGV[i]); i = i + 1
local events_at = i
i = i + nevents
local npaused = tonumber(ARGV[i]); i = i + 1
for j = i, i + npaused - 1 do
  local raw = redis.call('HGET', KEYS[2], ARGV[j])
  if raw then
    local entry = cjson.decode(raw)
    entry.paused = true
    redis.call('HSET', KEYS[2], ARGV[j], cjson.encode(entry))
  end
end
i = i + npaused
local ntally = tonumber(ARGV[i]); i = i + 1
local tally_at = i
i = i + 2 * ntally
local function flush(command, key, batch)
  if #batch > 0 then redis.call(command, key, unpack(batch)) end
  return {}
end
local everything, live, gone, order = {}, {}, {}, {}
for j = 0, ntables - 1 do
  local at = tables_at + 3 * j
  everything[#everything + 1] = ARGV[at]; everything[#everything + 1] = ARGV[at + 1]
  if ARGV[at + 2] == '1' then
    order[#order + 1] = ARGV[at]
    live[#live + 1] = ARGV[at]; live[#live + 1] = ARGV[at + 1]
  else
    gone[#gone + 1] = ARGV[at]
  end
  if #everything >= BATCH then everything = flush('HSET', KEYS[3], everything) end
  if #live >= BATCH then live = flush('HSET', KEYS[9], live) end
  if #gone >= BATCH then gone = flush('HDEL', KEYS[9], gone) end
  if #order >= BATCH then order = flush('RPUSH', KEYS[4], order) end
end
flush('HSET', KEYS[3], everything); flush('HSET', KEYS[9], live); flush('HDEL', KEYS[9], gone)
local made = 0
for j = 0, ntables - 1 do if ARGV[tables_at + 3 * j + 2] == '1' then made = made + 1 end end
flush('RPUSH', KEYS[4], order)
if made > 0 then redis.call('HINCRBY', KEYS[1], 'tables', made) end
local batch = {}
for j = results_at, results_at + nresults - 1 do
  batch[#batch + 1] = ARGV[j]
  if #batch >= BATCH then batch = flush('RPUSH', KEYS[5], batch) end
end
flush('RPUSH', KEYS[5], batch)
batch = {}
for j = 0, ntally - 1 do
  batch[#batch + 1] = ARGV[tally_at + 2 * j]; batch[#batch + 1] = ARGV[tally_at + 2 * j + 1]
  if #batch >= BATCH then batch = flush('HSET', KEYS[6], batch) end
end
flush('HSET', KEYS[6], batch)
if ARGV[2] ~= '' then redis.call('HSET', KEYS[1], 'status', ARGV[2]) end
if ARGV[3] ~= '' then redis.call('HSET', KEYS[1], 'round', ARGV[3]) end
if ARGV[4] ~= '' then redis.call('UNLINK', KEYS[7]) end
if ARGV[4] == '1' then redis.call('RENAME', KEYS[10], KEYS[7]) end
while i < #ARGV do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]); i = i + 2 end
local seq = tonumber(redis.call('HGET', KEYS[1], 'seq') or '0')
for j = events_at, events_at + nevents - 1 do
  seq = seq + 1
  local rest = string.sub(ARGV[j], 2)
  if rest ~= '}' then rest = ',' .. rest end
  redis.call('XADD', KEYS[8], 'MAXLEN', '~', STREAM_KEPT, seq .. '-0', 'e', '{"seq":' .. seq .. rest)
end
redis.call('HSET', KEYS[1], 'v', v + 1, 'seq', seq)
local at = tonumber(ARGV[5])
for k = 1, 9 do redis.call('EXPIREAT', KEYS[k], at) end
if nevents > 0 then redis.call('PUBLISH', NEWS, KEYS[8]) end
return {v + 1, seq}
""".replace("STREAM_KEPT", str(STREAM_KEPT)).replace("NEWS", names.lua_string(names.NEWS)).replace("BATCH", "1000")

# KEYS: hash, entrants; ARGV: player, entry json, cap, whether a running event takes entrants
# ('1': an arena), the entrant's invitation is checked before. {1, status}: in; {1, 'back'}: a
# paused entrant seated again from the next step (either format); {0, why}.
JOIN = """
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return {0, 'gone'} end
if status == 'finished' then return {0, 'closed'} end
local had = redis.call('HGET', KEYS[2], ARGV[1])
if had then
  if string.find(had, '"withdrawn":true', 1, true) then return {0, 'withdrawn'} end
  if string.find(had, '"paused":true', 1, true) then
    local entry = cjson.decode(had)
    entry.paused = nil
    redis.call('HSET', KEYS[2], ARGV[1], cjson.encode(entry))
    return {1, 'back'}
  end
  return {0, 'joined'}
end
if status == 'running' and ARGV[4] ~= '1' then return {0, 'closed'} end
if redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[3]) then return {0, 'full'} end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('HINCRBY', KEYS[1], 'joins', 1)
return {1, status}
"""

# KEYS: hash, entrants; ARGV: player. Before the start the entry goes; after, it is marked
# withdrawn for good and ``v`` moves (a job's commit that read before it is refused, and its
# run reads again). {1, status}: done; {0, why}.
WITHDRAW = """
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return {0, 'gone'} end
if status == 'finished' then return {0, 'closed'} end
local had = redis.call('HGET', KEYS[2], ARGV[1])
if not had then return {0, 'not_entered'} end
if status == 'upcoming' then
  redis.call('HDEL', KEYS[2], ARGV[1])
  return {1, status}
end
local entry = cjson.decode(had)
if entry.withdrawn then return {0, 'withdrawn'} end
entry.withdrawn = true
redis.call('HSET', KEYS[2], ARGV[1], cjson.encode(entry))
redis.call('HINCRBY', KEYS[1], 'v', 1)
return {1, status}
"""

# KEYS: tables, live; ARGV: table id, state it must be in, new json, whether it stays live
# ('1': playing; '0': void). {1}: changed.
MARK = """
local raw = redis.call('HGET', KEYS[1], ARGV[1])
if not raw or not string.find(raw, '"state":"' .. ARGV[2] .. '"', 1, true) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
if ARGV[4] == '1' then redis.call('HSET', KEYS[2], ARGV[1], ARGV[3]) else redis.call('HDEL', KEYS[2], ARGV[1]) end
return 1
"""


# KEYS: a staged list; ARGV: its time to live (s), then the lines to append (``CHUNK`` at most).
STAGE = """
redis.call('RPUSH', KEYS[1], unpack(ARGV, 2))
redis.call('EXPIRE', KEYS[1], ARGV[1])
"""


class TournamentStore:
    def __init__(self, client: redis.Redis | RedisCluster, clients):
        self.clients = clients
        self._commit = client.register_script(COMMIT)
        self._join = client.register_script(JOIN)
        self._withdraw = client.register_script(WITHDRAW)
        self._mark = client.register_script(MARK)
        self._stage = client.register_script(STAGE)

    @property
    def redis(self):
        return self.clients.client()

    @staticmethod
    def keys(tid: str) -> list[str]:
        return [names.tourney_key(tid), *(names.tourney_part(tid, p) for p in
                                          ("entrants", "tables", "order", "results", "tally", "standings", "events",
                                                           "live"))]

    events_key = staticmethod(lambda tid: names.tourney_part(tid, "events"))

    # -- made, listed ---------------------------------------------------------------------------

    def create(self, tid: str, event: dict, entrants: dict[str, dict], expire_at: int) -> None:
        pipe = self.redis.pipeline(transaction=True)  # one hash tag: one node, one MULTI
        hash_key, entrants_key = names.tourney_key(tid), names.tourney_part(tid, "entrants")
        pipe.hset(hash_key, mapping={"event": to_json(event), "status": "upcoming", "round": 0, "v": 0, "seq": 0,
                                     "tables": 0})
        if entrants:
            pipe.hset(entrants_key, mapping={p: to_json(e) for p, e in entrants.items()})
            pipe.expireat(entrants_key, expire_at)
        pipe.expireat(hash_key, expire_at)
        pipe.execute()
        self.list_as(tid, "upcoming", event["starts"])

    def list_as(self, tid: str, status: str, score: float, was: str | None = None) -> None:
        pipe = self.redis.pipeline(transaction=False)  # global keys: the cluster splits it by node
        if was:
            pipe.zrem(names.tourneys_key(was), tid)
        pipe.zadd(names.tourneys_key(status), {tid: score})
        if status == "finished":
            pipe.zremrangebyscore(names.tourneys_key(status), "-inf", score - KEPT_SECONDS)
        pipe.execute()

    def listed(self, status: str, after: float | None, limit: int, newest_first: bool) -> list[tuple[str, float]]:
        key = names.tourneys_key(status)
        if newest_first:
            found = self.redis.zrevrangebyscore(key, "+inf" if after is None else f"({after}", "-inf",
                                                start=0, num=limit, withscores=True)
        else:
            found = self.redis.zrangebyscore(key, "-inf" if after is None else f"({after}", "+inf",
                                             start=0, num=limit, withscores=True)
        return [(m.decode(), s) for m, s in found]

    def unlist(self, status: str, tids: list[str]) -> None:
        if tids:
            self.redis.zrem(names.tourneys_key(status), *tids)

    def created_by(self, player: str, tid: str, ends: float, now: float, most: int) -> bool:
        """Count ``tid`` among the player's unfinished events unless it has ``most`` already."""
        key = names.player_tourneys_key(player)
        pipe = self.redis.pipeline(transaction=False)
        pipe.zremrangebyscore(key, "-inf", now)
        pipe.zcard(key)
        held = pipe.execute()[1]
        if held >= most:
            return False
        pipe = self.redis.pipeline(transaction=False)
        pipe.zadd(key, {tid: ends})
        pipe.expireat(key, int(ends) + 60)
        pipe.execute()
        return True

    # -- reads --------------------------------------------------------------------------------------

    def head(self, tid: str) -> dict | None:
        raw = self.redis.hgetall(names.tourney_key(tid))
        if not raw or b"event" not in raw:
            return None
        head = {k.decode(): v.decode() for k, v in raw.items()}
        head["event"] = from_json(head["event"])
        for field in ("v", "seq", "round", "tables", "joins"):
            head[field] = int(head.get(field, 0))
        return head

    def heads(self, tids: list[str]) -> list[dict | None]:
        pipe = self.redis.pipeline(transaction=False)
        for tid in tids:
            pipe.hmget(names.tourney_key(tid), "event", "status", "round", "started", "ended", "why")
        found = []
        for tid, (event, status, rnd, started, ended, why) in zip(tids, pipe.execute()):
            found.append(None if event is None else
                         {"id": tid, "event": from_json(event), "status": status.decode(), "round": int(rnd or 0),
                          "started": started and started.decode(), "ended": ended and ended.decode(),
                          "why": why and why.decode()})
        return found

    def whole(self, key: str) -> dict[str, dict]:
        """A hash of JSON values, read ``CHUNK`` fields a command (HSCAN: no one command holds
        Redis for the whole of a hash that grows with the event)."""
        return {k.decode(): from_json(v) for k, v in self.redis.hscan_iter(key, count=CHUNK)}

    def entrants(self, tid: str) -> dict[str, dict]:
        return self.whole(names.tourney_part(tid, "entrants"))

    def entrant(self, tid: str, player: str) -> dict | None:
        raw = self.redis.hget(names.tourney_part(tid, "entrants"), player)
        return None if raw is None else from_json(raw)

    def entries(self, tid: str, players: list[str]) -> list[dict | None]:
        raws = self.redis.hmget(names.tourney_part(tid, "entrants"), players)
        return [None if raw is None else from_json(raw) for raw in raws]

    def entrant_count(self, tid: str) -> int:
        return self.redis.hlen(names.tourney_part(tid, "entrants"))

    def live_tables(self, tid: str) -> dict[str, dict]:
        """The tables not yet scored or void (the job's working set): at most one per
        ``table_size`` entrants, whatever the event made before."""
        return self.whole(names.tourney_part(tid, "live"))

    def table_page(self, tid: str, start: int, limit: int) -> tuple[list[dict], int]:
        order_key = names.tourney_part(tid, "order")
        pipe = self.redis.pipeline(transaction=True)
        pipe.lrange(order_key, start, start + limit - 1)
        pipe.llen(order_key)
        ids, total = pipe.execute()
        if not ids:
            return [], total
        raws = self.redis.hmget(names.tourney_part(tid, "tables"), [i.decode() for i in ids])
        return [{"table": i.decode(), **from_json(r)} for i, r in zip(ids, raws) if r], total

    def result_page(self, tid: str, start: int, limit: int) -> tuple[list[dict], int]:
        results_key = names.tourney_part(tid, "results")
        pipe = self.redis.pipeline(transaction=True)
        pipe.lrange(results_key, start, start + limit - 1)
        pipe.llen(results_key)
        raws, total = pipe.execute()
        return [from_json(r) for r in raws], total

    def all_results(self, tid: str) -> list[dict]:
        found: list[dict] = []
        while page := self.result_page(tid, len(found), CHUNK)[0]:
            found += page
        return found

    def events_after(self, tid: str, after: int, count: int) -> list[dict]:
        entries = self.redis.xrange(names.tourney_part(tid, "events"), min=f"{after}-1", max="+", count=count)
        return [from_json(fields[b"e"]) for _, fields in entries]

    def tally(self, tid: str) -> dict:
        return self.whole(names.tourney_part(tid, "tally"))

    def standings(self, tid: str, start: int, limit: int) -> tuple[list[dict], int]:
        """A page of the ranked standings and how many lines there are (0: none yet, before
        the start): one LRANGE of at most ``limit`` lines, whatever the event's size."""
        key = names.tourney_part(tid, "standings")
        pipe = self.redis.pipeline(transaction=True)
        pipe.lrange(key, start, start + limit - 1)
        pipe.llen(key)
        raws, total = pipe.execute()
        return [from_json(r) for r in raws], total

    # -- writes ---------------------------------------------------------------------------------

    def join(self, tid: str, player: str, entry: dict, cap: int, while_running: bool) -> tuple[bool, str]:
        done, why = self._join(keys=self.keys(tid)[:2], args=[player, to_json(entry), cap, int(while_running)],
                               client=self.redis)
        return bool(done), why.decode() if isinstance(why, bytes) else str(why)

    def withdraw(self, tid: str, player: str) -> tuple[bool, str]:
        done, why = self._withdraw(keys=self.keys(tid)[:2], args=[player], client=self.redis)
        return bool(done), why.decode() if isinstance(why, bytes) else str(why)

    def commit(self, tid: str, v: int, *, expire_at: int, status: str = "", round_: int | None = None,
               tally: dict | None = None, standings: list | None = None, tables: list[tuple[str, dict, bool]] = (),
               results: list[dict] = (), events: list[dict] = (), paused: list[str] = (),
               fields: dict | None = None) -> tuple[int, str | int]:
        """One compare-and-set of everything a job's run decided: ``(new v, last seq)``, or
        ``(-1, '')`` when another run committed first or an entrant withdrew since ``v`` was
        read (``-3``: the staged standings expired before the commit, a run slower than
        ``STAGED_SECONDS``). ``tally``: the lines that changed (player -> line), not the whole;
        ``tables``: (id, table, new?), a table not new being one scored or void; ``standings``:
        all the lines, staged first (``stage``)."""
        staged = names.tourney_part(tid, f"standings:{secrets.token_hex(8)}")
        if standings:
            self.stage(staged, [to_json(line) for line in standings])
        args: list = [v, status, "" if round_ is None else round_, "" if standings is None else int(bool(standings)),
                      expire_at, len(tables)]
        for table_id, table, new in tables:
            args += [table_id, to_json(table), int(new)]
        args += [len(results), *map(to_json, results), len(events), *map(to_json, events),
                 len(paused), *paused, len(tally or {})]
        for player, line in (tally or {}).items():
            args += [player, to_json(line)]
        for name, value in (fields or {}).items():
            args += [name, value]
        code, other = self._commit(keys=[*self.keys(tid), staged], args=args, client=self.redis)
        return int(code), other.decode() if isinstance(other, bytes) else other

    def stage(self, key: str, lines: list[bytes]) -> None:
        """``lines`` appended to the list ``key`` ``CHUNK`` at a time, each script giving it
        ``STAGED_SECONDS`` to live (no command holds Redis for all of them). The first chunk
        alone (it loads the script on the key's node if need be: a cluster's pipeline does not),
        the rest in one round trip."""
        client = self.redis
        self._stage(keys=[key], args=[STAGED_SECONDS, *lines[:CHUNK]], client=client)
        if len(lines) > CHUNK:
            pipe = client.pipeline(transaction=False)
            for at in range(CHUNK, len(lines), CHUNK):
                self._stage(keys=[key], args=[STAGED_SECONDS, *lines[at:at + CHUNK]], client=pipe)
            pipe.execute()

    def mark(self, tid: str, table_id: str, state: str, table: dict) -> bool:
        return bool(self._mark(keys=[names.tourney_part(tid, "tables"), names.tourney_part(tid, "live")],
                               args=[table_id, state, to_json(table), int(table["state"] == "playing")],
                               client=self.redis))
