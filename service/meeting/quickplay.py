"""Quick play: a player's seek, and the matchmaker that seats compatible seekers together.

A seek says what a player wants of one title: how many players (a number or a range), the
options, a clock, ``rated``, and ``bots_after`` (seconds after which the empty seats of its table
are filled with bots, at level ``bot``). Seeks of one title with the same options, clock and
rating share a *pool* (``service.meeting.seeks``); a player holds at most one seek per title. A
rated seek carries its seeker's rating (μ) into the pool, and meets only seekers within its
rating window, which widens while it waits (``RATING_WINDOW``), and never sits at a table with
a seeker whose key shares its key's origin (``service.store.key_origins``: made from one address within
a day — a game the end would not rate, so better not formed); casual seeks ignore both. Every
seek carries its key's origin, and one origin holds at most ``SEEKS_PER_ORIGIN`` waiting seeks in
a pool (``too_many_seeks``): no one address crowds a pool, nor makes its pairing runs long.

The matchmaker is not a process of its own: a seek makes its pool due in the workers' due-index
(``~pool/<pool>``, ``service.store.queue``), and so do its ``bots_after`` deadline and its expiry
(``settle`` after each run). The worker that claims the pool runs ``match``: the pool's one
pairing script forms every table it can, oldest seekers first, then each table's game is made
through the one write path (``service.meeting.gathering``), and each seated player's feed says
``seated`` (the game, its id and the seat: the player's key acts for it; no secret in a feed).
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import secrets
from collections.abc import Callable

import redis

from engines.contract import IllegalAction
from service.store.codec import to_json
from service.meeting.gathering import Gathering, derived_game_id
from service.store.key_origins import SAME_ORIGIN_WINDOW
from service.problems import Problem
from service.store.queue import Scheduler
from service.ratings.store import RatingStore
from service.tables.seating import Seating
from service.meeting.seeks import POOL_ID_LENGTH, SeekStore
from service.players.blocks import Blocks
from service.players.bots import Bots
from service.store.games import GameStore
from service.tables.lifecycle import lifecycle_of
from service.tables.writes import engine_of

SEEK_SECONDS = 600  # a seek's life unless it asks for another (expires_in)
FORMING_LEASE_SECONDS = 10  # a table formed and not yet seated is handed out again after this
ENDED_KEPT_SECONDS = 600  # an ended seek can still be read this long (its game, its seat)
POOL_TTL = 24 * 3600  # a pool nobody seeks in is forgotten
# Seekers one run seats (or ends, expired) at most, a table more or less: with more to seat, the
# run wakes its pool again at once before it makes its games, so another worker forms the next
# ones meanwhile (a burst is shared out). Each seek moved is rewritten: this bounds a run's writes.
SEEKERS_SEATED_PER_RUN = 32
POOL = "~pool"  # its due-index name (service.store.keys.MEETING_DUE)
# A rated seek meets seekers whose μ is within its window: 3 at first, 1.5 wider every 5 s it
# waits (about a newcomer's σ after 20 s; anyone after a minute and a half).
RATING_WINDOW = (3.0, 1.5, 5.0)  # start (μ), widening per step (μ), step (s)
# Waiting seeks in one pool whose keys were made from one address (its origin: keys made on this
# host have none, and no bound): enough for a household to fill the largest table (8) together.
SEEKS_PER_ORIGIN = 8

log = logging.getLogger(__name__)


def ms(seconds: float) -> int:
    return int(seconds * 1000)


def pool_id(slug: str, options: dict, clock: dict | None, rated: bool) -> str:
    """Seekers may share a table when these are equal: one pool each."""
    clock = None if clock is None else {k: float(v) for k, v in clock.items()}  # 60 and 60.0 meet
    terms = json.dumps([slug, options, clock, rated], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(terms.encode()).hexdigest()[:POOL_ID_LENGTH]


def seek_view(seek: dict, terms: dict | None) -> dict:
    """What the seeker is shown of its seek (only the seeker reads it)."""
    view = {"seek_id": seek["id"], "game": seek["slug"], "status": seek["status"],
            "players": [seek["lo"], seek["hi"]], "bot": seek["bot"], "listed": seek.get("listed", False),
            "created": seek["created"] / 1000, "expires": seek["expires"] / 1000}
    if "bots_after" in seek:
        view["bots_after"] = seek["bots_after"]
    if seek.get("people_only"):
        view["people_only"] = True
    if terms is not None:
        view.update(options=terms["options"], rated=terms["rated"])
        if terms["clock"] is not None:
            view["clock"] = terms["clock"]
    if "game_id" in seek:
        view.update(game_id=seek["game_id"], seat=seek["seat"])
    return view


class Matchmaking:
    def __init__(self, store: GameStore, seeks: SeekStore, scheduler: Scheduler, seating: Seating,
                 gathering: Gathering, clock: Callable[[], float], ratings: RatingStore | None = None,
                 blocks: Blocks | None = None, bots: Bots | None = None):
        self.store = store
        self.blocks = blocks  # blocked pairs are never seated together
        self.bots = bots  # a people-only seek never sits with a bot account
        self.ratings = ratings  # a rated seek carries its seeker's μ into the pool
        self.seeks = seeks
        self.scheduler = scheduler
        self.seating = seating
        self.gathering = gathering
        self.clock = clock

    # -- the seeker's calls ----------------------------------------------------------------------

    def seek(self, slug: str, key: str | None, wishes: dict) -> dict:
        player = self.seating.player_of(key, "challenge")
        self.gathering.refuse_at_cap([player])  # its game counts in its key's open-game quota
        engine = engine_of(slug)
        meta = engine.meta
        lo, hi = player_range(wishes.get("players", meta.min_players))
        if not meta.min_players <= lo <= hi <= meta.max_players:
            raise Problem("validation_error", f"{meta.title} takes {meta.min_players} to {meta.max_players} players.",
                          errors={"json": {"players": [f"Within {meta.min_players}–{meta.max_players}."]}})
        try:
            options = meta.resolve_options(wishes.get("options"))
        except IllegalAction as refusal:
            raise Problem("validation_error", refusal.detail) from None
        clock = lifecycle_of(engine, wishes.get("clock"), "bot", None, "bot").get("clock")
        bot = wishes.get("bot") or ("greedy" if "greedy" in meta.bots else meta.bots[0])
        if bot not in meta.bots:
            raise Problem("validation_error", f"{meta.title} has no bot {bot!r}.",
                          errors={"json": {"bot": [f"One of {list(meta.bots)}."]}})
        rated = bool(wishes.get("rated", False))
        pool = pool_id(slug, options, clock, rated)
        now = self.clock()
        lasts = wishes.get("expires_in", SEEK_SECONDS)
        seek = {"id": pool + secrets.token_hex(8), "player": player, "slug": slug, "lo": lo, "hi": hi, "bot": bot,
                "created": ms(now), "expires": ms(now + lasts), "status": "waiting", "bots_at": 0,
                "listed": bool(wishes.get("listed", True))}
        if rated and self.ratings is not None:
            seek["rating"] = self.ratings.ratings(slug, [player])[player]["mu"]
        if wishes.get("people_only"):
            seek["people_only"] = True
        if self.bots is not None and self.bots.is_bot([player])[player]:
            seek["bot_account"] = True
        if (origin := self.store.key_origins([player]).get(player)) is not None:
            seek.update(origin=origin.origin, keyed=ms(origin.created))  # its pool's share; kin never share a rated table
        if wishes.get("bots_after") is not None:
            seek["bots_after"] = wishes["bots_after"]
            seek["bots_at"] = ms(now + wishes["bots_after"])
        self.claim_title(player, slug, seek["id"], lasts + 60)
        terms = {"slug": slug, "options": options, "clock": clock, "rated": rated}
        if not self.seeks.add(pool, terms, seek, POOL_TTL, SEEKS_PER_ORIGIN):
            self.seeks.free_title_seek(player, slug, seek["id"])
            raise Problem("too_many_seeks", f"Keys made from your address already hold {SEEKS_PER_ORIGIN} waiting "
                                            "seeks like this one: seek again once one of them is seated, "
                                            "withdrawn or expired.")
        self.wake(pool, now)
        return seek_view(seek, terms)

    def claim_title(self, player: str, slug: str, seek_id: str, ttl: int) -> None:
        """The player's one seek of this title is ``seek_id`` now, unless another still waits."""
        held = self.seeks.title_seek(player, slug)
        for _ in range(3):
            if held:
                other = self.seeks.seek(held)
                if other is not None and other["status"] in ("waiting", "forming"):
                    raise Problem("already_seeking", "You already seek a game of this title: withdraw that "
                                                     "seek first (DELETE /v1/quickplay/{seek_id}).", seek_id=held)
            held = self.seeks.swap_title_seek(player, slug, seek_id, held, ttl)
            if held is None:
                return
        raise Problem("already_seeking", "You are making another seek of this title right now.")

    def view(self, key: str | None, seek_id: str) -> dict:
        seek = self.own_seek(key, seek_id)
        if seek["status"] == "waiting" and self.clock() - seek["created"] / 1000 > 2:
            self.wake(seek_id[:POOL_ID_LENGTH], self.clock())  # a lost wake heals when the seeker looks
        return seek_view(seek, self.seeks.terms(seek_id[:POOL_ID_LENGTH]))

    def withdraw(self, key: str | None, seek_id: str) -> dict:
        seek = self.own_seek(key, seek_id)
        done, now_seek = self.seeks.withdraw(seek_id, ms(self.clock()))
        if not done:
            raise Problem("seek_closed", f"This seek is {now_seek['status'] if now_seek else 'gone'}: "
                                         "it can no longer be withdrawn.")
        self.seeks.free_title_seek(seek["player"], seek["slug"], seek_id)
        return seek_view(now_seek, self.seeks.terms(seek_id[:POOL_ID_LENGTH]))

    def own_seek(self, key: str | None, seek_id: str) -> dict:
        player = self.seating.player_of(key, "challenge")
        seek = self.seeks.seek(seek_id) if len(seek_id) == POOL_ID_LENGTH + 16 else None
        if seek is None or seek["player"] != player:  # someone else's reads as no seek at all
            raise Problem("not_found", "You have no seek with that id (it ended long ago, or is not yours).")
        return seek

    def wake(self, pool: str, now: float) -> None:
        try:
            self.scheduler.wake(POOL, pool, now, human=True, now=now)
        except redis.exceptions.RedisError as error:  # the seek stands: its next look (view) wakes it
            log.warning("pool %s: matchmaker not woken (%s)", pool, error)

    # -- the matchmaker (a worker's job) --------------------------------------------------------

    def match(self, pool: str) -> int:
        """Pair the pool's seekers, make the tables' games, end the expired seeks, and tell the
        due-index when to look again. How many tables were seated."""
        terms = self.seeks.terms(pool)
        if terms is None:
            self.scheduler.settle(POOL, pool, None, human=True)
            return 0
        now = self.clock()
        start, widen, step = RATING_WINDOW
        blocked = self.blocked_among(pool)
        found = self.seeks.pair(pool, ms(now), secrets.token_hex(8), ms(FORMING_LEASE_SECONDS),
                                ms(ENDED_KEPT_SECONDS), POOL_TTL, SEEKERS_SEATED_PER_RUN,
                                window=(start, widen, ms(step)) if terms["rated"] else (0, 0, 0),
                                origin_window_ms=ms(SAME_ORIGIN_WINDOW) if terms["rated"] else 0,
                                blocked=blocked)
        if found["more"]:  # (a run that was not through is due again soon: found["next"])
            self.wake(pool, now)
        seated = sum(self.seat(pool, terms, table) for table in found["tables"])
        for gone in found["expired"]:
            self.tell(gone["player"], {"type": "seek_expired", "game": terms["slug"], "seek_id": gone["id"]})
            self.seeks.free_title_seek(gone["player"], terms["slug"], gone["id"])
        if not found["more"]:  # else it is due now, and woken
            self.scheduler.settle(POOL, pool, found["next"] / 1000 if found["next"] >= 0 else None, human=True)
        return seated

    def blocked_among(self, pool: str) -> list[list[str]]:
        """The pairs of the seekers the run looks at where one blocks the other (one pipeline
        over their blocks, ``Blocks.blocked_pairs``): the pairing script seats them apart."""
        if self.blocks is None:
            return []
        players = self.seeks.players_looked_at(pool)
        return sorted(sorted(pair) for pair in self.blocks.blocked_pairs(players)) if len(players) > 1 else []

    def seat(self, pool: str, terms: dict, table: dict) -> bool:
        """One formed table's game, made (or found made) and its seeks closed."""
        slug = terms["slug"]
        seats = [{"player": p} for p in table["players"]] + [{"bot": table["bot"]} for _ in range(table["bots"])]
        random.Random(table["table"]).shuffle(seats)  # who sits where: fair, and the same at a retry
        game_id = derived_game_id("table", f"{pool}/{table['table']}")
        # Listed unless one of its seekers asked to keep it out (a seek made before seeks said: out).
        listed = all(seek and seek.get("listed") for seek in self.seeks.seeks_of(pool, table["seeks"]))
        try:
            made = self.gathering.start(slug, game_id, seats, options=terms["options"], clock=terms["clock"],
                                        terms={"rated": terms["rated"]}, listed=listed)
        except Problem as refusal:  # a seeker's player is gone (expired): nobody sits at this table
            log.warning("pool %s: table %s not made: %s", pool, table["table"], refusal.detail)
            self.seeks.seated(pool, table["table"], "", dict.fromkeys(table["seeks"], -1), ms(self.clock()),
                              status="failed")
            self.free(table, slug)
            return False
        except redis.exceptions.RedisError as error:  # its lease runs out and a later run retries
            log.warning("pool %s: table %s not made yet (%s)", pool, table["table"], error)
            return False
        seat_of = {s["player"]: s["seat"] for s in made["seats"] if s.get("player")}
        self.seeks.seated(pool, table["table"], game_id,
                          {seek: seat_of[player] for seek, player in zip(table["seeks"], table["players"])},
                          ms(self.clock()))
        self.free(table, slug)
        return True

    def free(self, table: dict, slug: str) -> None:
        for seek, player in zip(table["seeks"], table["players"]):
            self.seeks.free_title_seek(player, slug, seek)

    def tell(self, player: str, event: dict) -> None:
        try:
            self.store.tell_player(player, [to_json(event)])
        except redis.exceptions.RedisError as error:
            log.warning("player %s not told %s: %s", player, event["type"], error)


def player_range(players) -> tuple[int, int]:
    """``2`` or ``[2, 4]`` as (least, most)."""
    if isinstance(players, list):
        return players[0], players[1]
    return players, players
