"""Every Redis name the service and the worker use: keys, the news channel, the limiter's prefix,
the queue's keys. A name is spelled here and nowhere else; the Lua scripts are given theirs.

The game store (``REDIS_URL``: one server, or a Redis Cluster). Every key of a game shares the
hash tag ``{game_id}`` so a Redis Cluster keeps a game on one shard:

- ``sp:{id}``                   a hash: slug, version ``v``, status, state, rng, seats, seed, ``seq``;
                                ``archived`` once its record is in the archive (``service.archive.archiving``)
- ``sp:{id}:events``            a stream: one entry per event, id ``<seq>-0``
- ``sp:{id}:actions``           a list: one entry per engine call, in order (``writes.Played``),
                                appended by the commit that made it; it lives as long as the hash
- ``sp:{id}:idem:<seat>:<key>`` an Idempotency-Key: reserved while its first request runs,
                                then that request's response
- ``sp:{id}:chat``              a hash: ``n``, the game's last chat line number (both rooms count on it)
- ``sp:{id}:chat:players``      a stream: the players' room, id ``<n>-0``, its newest ``CHAT_KEPT`` lines
- ``sp:{id}:chat:spectators``   a stream: the spectators' room, the same
- ``sp:{id}:chat:pace``         a hash: author → its last five lines' times and last two lines' digests
                                (the flood rule), at most ``CHAT_PACED`` authors
- ``sp:{id}:chat:mutes``        a hash: viewer → the marks it muted (JSON), at most ``CHAT_MUTERS``
                                viewers of ``CHAT_MUTED`` marks each (``service.chat``). Every chat key
                                lives the game's idle TTL from its last line, and the archive's
                                confirmation gives them the finished game's.
- ``sp:{id}:idem:<seat>:answers`` a list of that seat's answered keys, newest first: the commit
                                keeps ``IDEMPOTENT_ANSWERS_PER_SEAT`` and deletes older answers

A commit that appends events publishes ``<events key> <version> <status>`` on the channel
``sp-news`` (``NEWS``); a player's feed script publishes its stream's key there too, and a
player key's rotation or revocation ``~key <player id>`` (``KEY_NEWS``). Every API process's hub
(``service.watching.hub``) listens to it.

Keys and the cluster — the rules every new key follows (issue 19):

1. **A game's keys** start ``sp:{<game_id>}``. Every script, transaction or multi-key command
   names keys of one game only, so it runs on the one node holding that game's slot.
2. **Global keys** (no game of their own: ``sp-games:<slug>:<status>`` below, the limiter's
   counters and quota sets) live on the game store too, each a single key, **without** a hash
   tag: the cluster spreads them over the nodes by name. They are only ever touched by
   single-key commands, or by non-transactional pipelines of them (the cluster client splits
   those by node). Never a script or MULTI across two of them.
3. A global structure that needs an atomic change across several of its keys gives them one
   hash tag of its own (``sp-<name>:{<name>}:…``) and accepts that it then lives on one node; or
   it lives on the queue Redis (rule 4) if it belongs with the timers.
4. **The queue Redis** (``QUEUE_REDIS_URL``, always a standalone server: RQ needs one) holds RQ's
   queues, the due-index and the workers' metrics (``service.store.queue``); nothing of a game.

On a cluster the commit's ``PUBLISH`` (classic, not sharded) is broadcast by the cluster bus to
every node, so the hub may subscribe on any node; and it names no key, so the script stays on
its game's slot.

The keys that span games of the lifecycle (issue 17) follow rule 3: each structure has a hash
tag of its own. None is written by a game's commit script (a script may only touch its game's
slot), so each is *derived*: written right after the commit that changes it, and checked against
the game hashes — the truth — whenever it is read (pipelined reads across nodes, per rule 2).

- ``sp-games:<slug>:<status>``    the games counted in a status, each scored by when it expires
- ``sp-lobby:{<slug>}:<status>``  the lobby: a sorted set per game and status of listed games,
      every member ``<created µs, 16 digits>:<game_id>`` at score 0 (``lobby_member``), so
      members sort by creation time, then id, and a page after a cursor is one ZREVRANGEBYLEX
      (``service.store.lobby``).
- ``sp-player:{<pid>}``           a player: name, SHA-256 of its key, the feed's last ``seq``
- ``sp-player:{<pid>}:games``     a sorted set ``<slug>/<game_id>`` → when seated
- ``sp-player:{<pid>}:events``    the player's feed, the same shape as a game's event stream
- ``sp-player:{<pid>}:notes``     a list: the seqs of the feed's notes from others (challenges,
  rematch offers), oldest first, at most ``PlayerStore.NOTES_KEPT``
      (``service.store.players``).
- ``sp-handle:<skeleton>``        a handle's holder (issue 46): the player id, set by one script
      (``HOLD_HANDLE``) only if free or its holder is gone; no TTL: one per handle claimed, and
      the handles' index below drops those whose player expired. ``sp-player-handles`` (and
      ``:due``) is the handles' search index, as the names' (``<folded handle>\0<pid>``).
      Global keys, rule 2. The player's hash keeps ``handle`` (as claimed, shown).
- ``sp-tourney:{<tid>}`` and its parts ``…:entrants``, ``…:tables``, ``…:order``, ``…:results``,
      ``…:tally``, ``…:standings``, ``…:events``, ``…:live``: a tournament (``service.tournaments.store``),
      one hash tag; ``sp-tourneys:<status>`` the events listed by status (global keys, rule 2);
      ``sp-player:{<pid>}:tourneys`` the unfinished events a player created.
- ``sp-player:{<pid>}:blocks``    a set: the players it blocks (issue 46), at most
      ``service.players.blocks.MOST``; its TTL follows the player's (``service.store.players``).
- ``sp-player:{<pid>}`` fields ``t:<tid>`` and ``u:<tid>``: its scoped tokens and when each was
      last used (``service.store.tokens``), at most ``TOKENS_MOST``; ``bot_since``: when it
      became a bot account (never removed).
- ``sp-player-names``             the name search's index (issue 45 item 5): a sorted set of
      ``<folded name>\\0<pid>`` at score 0 for each player created with a name of its own, so
      a name's prefix is one ZRANGEBYLEX; ``sp-player-names:due`` scores the same members by when
      their player may have expired, to drop them (``service.store.players``). Global keys, rule 2.
- ``sp-player:{<pid>}:seek:<slug>`` the player's seek of that title (its id), at most one
      (``service.meeting.quickplay``); a seek that ended frees it, and a stale one is replaced by CAS.
- ``sp-player:{<pid>}:challenges`` a sorted set: challenge id → when it expires, the player's
      challenges sent and received (``service.meeting.challenges``).
- ``sp-player:{<pid>}`` field ``hooks``: the event types the player's enabled webhooks want,
      comma-separated (absent: none), which the feed script returns, so an act costs players with
      no webhook nothing more.
- ``sp-player:{<pid>}:webhooks``  a hash: webhook id → the webhook as JSON (its URL, events,
      secret, status; ``service.webhooks.store``)
- ``sp-player:{<pid>}:webhook:<wid>:deliveries`` a hash: delivery id → the delivery as JSON
      (its event, its attempts, its outcome)
- ``sp-player:{<pid>}:webhook:<wid>:recent``     a list of its delivery ids, newest first, cut at
      ``DELIVERIES_KEPT`` (the cut ones' records deleted with them)
- ``sp-player:{<pid>}:webhook:<wid>:pending``    a sorted set: delivery id → when queued, the
      deliveries not yet delivered or failed, capped (``PENDING_MOST``); an entry older than a
      retry schedule is dropped when counted, so a lost job cannot hold the cap for ever.
      Every webhook key shares its player's hash tag: one script changes a player's webhooks
      and its ``hooks`` field together.

The meeting place (issue 29), each structure with a hash tag of its own (rule 3):

- ``sp-pool:{<pool>}``            a quick-play pool: one title with one set of options, clock
      and rating (``service.meeting.seeks``); a hash of those terms. Its keys share the tag, so the
      pairing script runs on one node:
- ``sp-pool:{<pool>}:queue``      a sorted set: waiting seek id → when it was made (ms), oldest first
- ``sp-pool:{<pool>}:seeks``      a hash: seek id → the seek as JSON (its wishes, its status, its game)
- ``sp-pool:{<pool>}:forming``    a hash: table id → the table the script formed and no game yet
      holds (its seeks, players, bots, lease), until the game is created (``SEATED``)
- ``sp-pool:{<pool>}:ended``      a sorted set: seek id → when it ended, to forget its entry later
      A seek id is ``<pool><16 hex>``: its pool is found from the id alone.
- ``sp-challenge:{<cid>}``        a challenge: a hash holding it as JSON, changed by one script
- ``sp:{<id>}:rematch``           a finished game's rematch: a hash seat → agreed, ``game`` the new
      game's id (a game's key: rule 1)

Ratings (issue 30), one hash tag per title (rule 3: a rated game's players change together, with
its leaderboard, in one script; a title's ratings live on one node):

- ``sp-rating:{<slug>}:ratings``  a hash: subject (a player id, or ``bot:<level>``) → its rating
      as JSON (mu, sigma, games, name, recent changes) (``service.ratings.store``)
- ``sp-rating:{<slug>}:board``    a sorted set: the non-provisional players → their ordinal
- ``sp-rating:{<slug>}:game:<game_id>`` a hash: the change a rated game made (``change``) and
      whether its players were told (``told``); its presence is what makes the update once only
- ``sp-chat:timeout:<author>``  an operator's timeout of a chat author (a player id, or ``<game_id>#<seat>``
      for a seat token's holder): present while it lasts (its TTL, 30 days at most)
- ``sp-chat:shadow:<author>``   an operator's shadow-ban: the author's lines are shown to it alone, while
      it lasts (its TTL, a year at most)
- ``sp-chat:reports``           a list: the newest ``CHAT_REPORTS_KEPT`` reports of chat lines, newest first
- ``sp-rl…``                      the limiter's (``service.http.limits``): its counters
      ``LIMITS:LIMITER/sp-rl/<scope>/<client>/…`` (the ``limits`` library adds its own prefix),
      ``sp-rl:longpolls:<ip>``, ``sp-rl:costly-stream:<ip>`` (an export held) and the quota sets
      ``sp-rl:open-games:<ip>``.

The queue Redis, for a queue named ``<name>`` (what each holds: ``service.store.queue``):
``<name>:due``, ``<name>:driving:<game_id>``, ``<name>:workers``, ``<name>:worker-metrics``,
``<name>:repair``, ``<name>:retention`` (the due-index also holds the meeting place's pools and
challenges: ``MEETING_DUE``) and RQ's queues ``<name>-human``, ``<name>-bots``, ``<name>-archive`` and
``<name>-webhooks`` (one job per delivery: ``service.webhooks.deliveries``), and ``<name>:announced``,
a stream of the feed events a player's webhooks want (a pointer each: the player and a range of
its feed's seqs) that the workers' pumps, one consumer group (``ANNOUNCED_GROUP``), turn into
deliveries (``service.webhooks.hooks``).
"""

from __future__ import annotations

NEWS = "sp-news"  # the channel every stream's appender publishes on
KEY_NEWS = "~key "  # + a player id, on NEWS: its key changed (rotated or revoked); no stream key starts so


def lua_string(name: str) -> str:
    """``name`` as a Lua string literal, for a script that must spell it (``NEWS``)."""
    return "'" + name.replace("\\", "\\\\").replace("'", "\\'") + "'"


# -- a game's keys (hash tag: the game id) -----------------------------------------------------

def game_key(game_id: str) -> str:
    return f"sp:{{{game_id}}}"


def events_key(game_id: str) -> str:
    return game_key(game_id) + ":events"


def actions_key(game_id: str) -> str:
    return game_key(game_id) + ":actions"


CHAT_ROOMS = ("players", "spectators")


def chat_key(game_id: str) -> str:
    return game_key(game_id) + ":chat"


def chat_room_key(game_id: str, room: str) -> str:
    return f"{chat_key(game_id)}:{room}"


def chat_pace_key(game_id: str) -> str:
    return chat_key(game_id) + ":pace"


def chat_mutes_key(game_id: str) -> str:
    return chat_key(game_id) + ":mutes"


def chat_keys(game_id: str) -> list[str]:
    """Every chat key of a game: they expire with it (``GameStore.confirm_archived``)."""
    return [chat_key(game_id), *(chat_room_key(game_id, room) for room in CHAT_ROOMS), chat_pace_key(game_id),
            chat_mutes_key(game_id)]


def chat_timeout_key(author: str) -> str:
    return f"sp-chat:timeout:{author}"


def chat_shadow_key(author: str) -> str:
    return f"sp-chat:shadow:{author}"


CHAT_REPORTS = "sp-chat:reports"


def idem_key(game_id: str, seat: int, key_digest: str) -> str:
    return f"{game_key(game_id)}:idem:{seat}:{key_digest}"


def no_idem_key(game_id: str) -> str:
    """What a commit without an Idempotency-Key names in the key's place (never written)."""
    return game_key(game_id) + ":idem:none"


def idem_answers_key(idem: str) -> str:
    """The list of answered keys of the seat an Idempotency-Key's key (``idem_key``) belongs to."""
    return idem.rpartition(":")[0] + ":answers"


# -- global structures of the game store ---------------------------------------------------------

def status_key(slug: str, status: str) -> str:
    return f"sp-games:{slug}:{status}"


def lobby_key(slug: str, status: str) -> str:
    return f"sp-lobby:{{{slug}}}:{status}"


def lobby_member(created: float, game_id: str) -> str:
    """A game's member of the lobby sets: sorts by creation time (µs), then id."""
    return f"{int(created * 1_000_000):016d}:{game_id}"


def player_key(player_id: str) -> str:
    return f"sp-player:{{{player_id}}}"


PLAYER_NAMES = "sp-player-names"
PLAYER_NAMES_DUE = "sp-player-names:due"
PLAYER_HANDLES = "sp-player-handles"
PLAYER_HANDLES_DUE = "sp-player-handles:due"


def handle_key(skeleton: str) -> str:
    """Who holds a handle (issue 46): its skeleton (``service.players.handles``) → the player id."""
    return f"sp-handle:{skeleton}"


def player_games_key(player_id: str) -> str:
    return player_key(player_id) + ":games"


def feed_key(player_id: str) -> str:
    return player_key(player_id) + ":events"


def player_blocks_key(player_id: str) -> str:
    """The players this one blocks (issue 46): a set of ids, at most ``Blocks.MOST``, whose TTL
    follows its player's (refreshed by its feed's script and its seating)."""
    return player_key(player_id) + ":blocks"


def feed_notes_key(player_id: str) -> str:
    return player_key(player_id) + ":notes"


def webhooks_key(player_id: str) -> str:
    return player_key(player_id) + ":webhooks"


def webhook_key(player_id: str, webhook_id: str) -> str:
    """The prefix of one webhook's own keys (never a key itself)."""
    return f"{player_key(player_id)}:webhook:{webhook_id}"


def deliveries_key(player_id: str, webhook_id: str) -> str:
    return webhook_key(player_id, webhook_id) + ":deliveries"


def recent_deliveries_key(player_id: str, webhook_id: str) -> str:
    return webhook_key(player_id, webhook_id) + ":recent"


def pending_deliveries_key(player_id: str, webhook_id: str) -> str:
    return webhook_key(player_id, webhook_id) + ":pending"


def droppable_deliveries_key(player_id: str, webhook_id: str) -> str:
    """The pending deliveries the cap may drop, lowest score first (``service.webhooks.store``)."""
    return webhook_key(player_id, webhook_id) + ":droppable"


def turn_deliveries_key(player_id: str, webhook_id: str) -> str:
    """Game id -> its newest your_turn delivery (the one the cap never drops)."""
    return webhook_key(player_id, webhook_id) + ":turns"


def dropped_deliveries_key(player_id: str, webhook_id: str) -> str:
    """How many deliveries were dropped since the last one queued (which then says so)."""
    return webhook_key(player_id, webhook_id) + ":dropped"


def delivery_keys(player_id: str, webhook_id: str) -> list[str]:
    """A webhook's delivery keys, in the order its scripts name them (``service.webhooks.store``)."""
    return [deliveries_key(player_id, webhook_id), recent_deliveries_key(player_id, webhook_id),
            pending_deliveries_key(player_id, webhook_id), droppable_deliveries_key(player_id, webhook_id),
            turn_deliveries_key(player_id, webhook_id), dropped_deliveries_key(player_id, webhook_id)]


def player_seek_key(player_id: str, slug: str) -> str:
    return f"{player_key(player_id)}:seek:{slug}"


def player_challenges_key(player_id: str) -> str:
    return player_key(player_id) + ":challenges"


def rematch_key(game_id: str) -> str:
    return game_key(game_id) + ":rematch"


# -- the meeting place's structures (issue 29) ----------------------------------------------------

def pool_key(pool: str) -> str:
    return f"sp-pool:{{{pool}}}"


def pool_queue_key(pool: str) -> str:
    return pool_key(pool) + ":queue"


def pool_seeks_key(pool: str) -> str:
    return pool_key(pool) + ":seeks"


def pool_forming_key(pool: str) -> str:
    return pool_key(pool) + ":forming"


def pool_ended_key(pool: str) -> str:
    return pool_key(pool) + ":ended"


def pool_origins_key(pool: str) -> str:
    return pool_key(pool) + ":origins"


def pool_leases_key(pool: str) -> str:
    return pool_key(pool) + ":leases"


def ratings_key(slug: str) -> str:
    return f"sp-rating:{{{slug}}}:ratings"


def board_key(slug: str) -> str:
    return f"sp-rating:{{{slug}}}:board"


def rated_game_key(slug: str, game_id: str) -> str:
    return f"sp-rating:{{{slug}}}:game:{game_id}"


def challenge_key(challenge_id: str) -> str:
    return f"sp-challenge:{{{challenge_id}}}"


# What the due-index names a meeting by, in a game's slug's place: ``~pool/<pool>/human`` (a
# pool to pair), ``~challenge/<cid>/human`` (a challenge to expire). No title's slug has a ~.
MEETING_DUE = ("~pool", "~challenge", "~tourney")
TOURNEY_DUE = "~tourney"  # a tournament's next step (start, score, seat, end): ``service.tournaments``


# A tournament's keys share its hash tag (rule 3: its scripts change several at once). Each
# expires with the event (``service.tournaments.store``).
def tourney_key(tid: str) -> str:
    return f"sp-tourney:{{{tid}}}"


def tourney_part(tid: str, part: str) -> str:
    """``entrants`` (hash), ``tables`` and ``live`` (hashes), ``order`` (list of table ids),
    ``results`` (list), ``tally`` (hash), ``standings`` (list; ``standings:<nonce>`` one staged
    by a job before its commit), ``events`` (stream)."""
    return f"{tourney_key(tid)}:{part}"


def tourneys_key(status: str) -> str:
    """The events listed by status (``upcoming``, ``running``, ``finished``): global, rule 2."""
    return f"sp-tourneys:{status}"


def player_tourneys_key(player_id: str) -> str:
    """The events a player created that have not finished (its cap): a sorted set, id -> ends."""
    return player_key(player_id) + ":tourneys"


LIMITER_PREFIX = "sp-rl"


def longpolls_key(client: str) -> str:
    return f"{LIMITER_PREFIX}:longpolls:{client}"


def costly_stream_key(client: str) -> str:
    return f"{LIMITER_PREFIX}:costly-stream:{client}"


def open_games_key(client: str) -> str:
    return f"{LIMITER_PREFIX}:open-games:{client}"


# -- the queue Redis -------------------------------------------------------------------------------

def due_key(queue: str) -> str:
    return f"{queue}:due"


def driving_key(queue: str, game_id: str) -> str:
    return f"{queue}:driving:{game_id}"


def workers_key(queue: str) -> str:
    return f"{queue}:workers"


def worker_metrics_key(queue: str) -> str:
    return f"{queue}:worker-metrics"


def repair_key(queue: str) -> str:
    return f"{queue}:repair"


def retention_key(queue: str) -> str:
    """Held for an hour by the worker that last pruned the archive (``worker.repair.Retention``)."""
    return f"{queue}:retention"


def held_key(queue: str, holder: str) -> str:
    """A hash: the jobs a worker took off a lane and has not finished, job id -> the lane's key
    (``DriverQueue.take``); handed back to their lanes when that worker is gone."""
    return f"{queue}:held:{holder}"


def holders_key(queue: str) -> str:
    """A sorted set: the workers that may hold jobs -> when (Redis's clock) each last took one."""
    return f"{queue}:holders"


def wakeup_key(queue: str) -> str:
    """A list idle workers block on: each job queued pushes a token (``DriverQueue.ring``)."""
    return f"{queue}:wakeup"


def announced_key(queue: str) -> str:
    """The stream of webhook announcements: feed events some webhook wants, not yet turned
    into deliveries (``service.store.announcements``)."""
    return f"{queue}:announced"


ANNOUNCED_GROUP = "pumps"  # the workers' one consumer group on ``announced_key``


def lane_queue(queue: str, lane: str) -> str:
    """The RQ queue of one lane (``human``, ``bots``)."""
    return f"{queue}-{lane}"


def archive_queue(queue: str) -> str:
    """The RQ queue of finished games' archive jobs."""
    return f"{queue}-archive"


def webhook_queue(queue: str) -> str:
    """The RQ queue of webhook deliveries (``service.webhooks.deliveries``)."""
    return f"{queue}-webhooks"
