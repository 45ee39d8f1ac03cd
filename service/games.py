"""The service functions behind every route and job.

One write path: every change loads the game, asks the engine, and commits through ``_commit``,
a compare-and-set on the version. HTTP actions, claims, bot and Cosmobot turns and timer expiry
all go through it (claims change seats only, through the same store commit).

The lifecycle around the rules lives here too, on the same path: the lobby, players and their
feeds, leaving (a bot takes the seat over, or it reopens for a claim), cancelling a waiting game
and clocks. A clock is the service's, not the engine's: every commit notes, for each seat a
person (or nobody yet) plays, since when it has been to act (``GameRecord.turns``); its deadline
is that moment plus ``per_turn`` plus what is left of its bank. A deadline is a due time like
Starlink's sand timer: the driver's due-index fires it, and a read that finds it past fires it
first. What happens then is the game's ``on_timeout``: ``bot`` (the stand-in bot makes this one
move for the seat) or ``takeover`` (the stand-in plays the seat from now on).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Callable, Iterator, NamedTuple

import msgspec
import redis

from engines import registry
from engines.contract import PRIVATE_FOREVER, VISIBLE_TO, Game, IllegalAction, Rng, seed_commitment
from engines.contract import hidden_commitment
from service.codec import from_json, to_json
from service.feeds import Entry
from service.game_record import GameRecord
from service.hub import Hub
from service.problems import Problem
from service.queue import Scheduler
from service.state_cache import StateCache
from service.sse import sse_event, sse_retry
from service.store import MAX_EVENTS, GameStore
from service.streams import Stream

MAX_COMMIT_RETRIES = 20

FAILED_MOVE_RETRY_SECONDS = 30

# Clocks: seconds a seat has each time it is to act, and a bank drawn on past that.
CLOCK_SECONDS = (1, 7 * 24 * 3600)
BANK_SECONDS = (0, 7 * 24 * 3600)
ON_TIMEOUT = ("bot", "takeover", "forfeit")
ON_LEAVE = ("bot", "reopen")
# Rounds of the table in which no person moved (every one of their turns timed out) after which
# a game is aborted (``idle_turns_most``).
IDLE_ROUNDS = 2
# No game lets a player drop out mid-game yet (every rulebook deals for a fixed table), so
# ``on_timeout: forfeit`` is refused for all of them; a game that allows it lists its slug here.
FORFEIT_GAMES: frozenset[str] = frozenset()


def on_timeout_choices(slug: str) -> tuple[str, ...]:
    """What a create of this game may ask for when a clock runs out (the spec offers these)."""
    return tuple(choice for choice in ON_TIMEOUT if choice != "forfeit" or slug in FORFEIT_GAMES)


log = logging.getLogger(__name__)


def action_digest(action: dict) -> str:
    return hashlib.sha256(msgspec.json.encode(action, order="sorted")).hexdigest()


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(32)  # 256 bits


class DriveBudget(NamedTuple):
    """How much one driver run may do before it yields the worker to other games."""

    moves: int = 24
    seconds: float = 0.05
    # Asked every few moves: True when someone more urgent waits (a person's game, for a driver
    # of an all-bot game), so a reply never waits for a whole run of another game.
    someone_waits: Callable[[], bool] | None = None
    ask_every: int = 4


@dataclass
class DriveReport:
    """What one driver run did, for the worker's metrics and logs."""

    moves: int = 0
    timers: int = 0
    conflicts: int = 0
    failures: int = 0
    think_seconds: list[float] = field(default_factory=list)
    reply_seconds: list[float] = field(default_factory=list)  # a person's commit → the bot's commit
    yielded: bool = False  # the budget ran out with moves still due
    gone: bool = False  # no such game (expired): the caller forgets it
    next_due: float | None = None


class GameService:
    def __init__(self, store: GameStore, scheduler: Scheduler, *, clock: Callable[[], float] = time.time,
                 bot_pace_seconds: float = 2, cached_states: int = 0, watchers: int = 10_000,
                 stream_heartbeat: float = 15):
        self.store = store
        # Long polls and streams wait here: one subscription per process wakes them all.
        self.hub = Hub(store.entries_after_each, store.subscriber, capacity=watchers, heartbeat=stream_heartbeat,
                       release=store.clients.release)
        self.states = StateCache(cached_states)
        self.scheduler = scheduler
        self.clock = clock
        self.bot_pace_seconds = bot_pace_seconds

    # -- reading -----------------------------------------------------------------------------

    def engine(self, slug: str) -> Game:
        try:
            return registry()[slug]
        except KeyError:
            raise Problem("not_found", f"There is no game called {slug!r}.") from None

    def catalogue(self) -> list[dict]:
        return [catalogue_entry(game) for game in registry().values()]

    def load(self, slug: str, game_id: str) -> GameRecord:
        """The game as it is now; a timer found run out is closed first (once, by CAS)."""
        engine = self.engine(slug)
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.store.load(game_id)
            if record is None or record.slug != slug:
                raise Problem("not_found", f"There is no {slug} game with id {game_id!r}.")
            if record.status != "active":
                return record
            now = self.clock()
            late = clock_ran_out(record, now)
            if late is None and not engine.meta.timed:
                return record
            state = engine.decode(record.state)
            if sand_ran_out(engine, state, now):
                self._try_commit(engine, record, state, "timer", lambda s, rng: engine.expire(s, now, rng), now)
            elif late is not None:
                self._time_out(engine, record, state, late, now)
            else:
                return record
        raise Problem("unavailable", "The game is too busy right now; try again.")

    def seat_of(self, record: GameRecord, token: str | None) -> int | None:
        """The seat a bearer token acts for; None without a token; 401 for a wrong one."""
        if token is None:
            return None
        if is_player_key(token):
            player = self.player_of(token)
            for index, seat in enumerate(record.seats):
                if seat.get("player") == player:
                    return index
            raise Problem("unauthorized", "That player has no seat in this game.")
        digest = hash_token(token)
        found = None
        for index, seat in enumerate(record.seats):
            if hmac.compare_digest(seat.get("token_hash", ""), digest):
                found = index
        if found is None:
            raise Problem("unauthorized", "That token does not belong to a seat of this game.")
        return found

    def reader_of(self, record: GameRecord, token: str | None) -> int | None:
        """The seat whose private side a bearer may read: ``seat_of``, but None (a spectator's
        reads) for a seat a bot plays now: one who left, or whose clock handed the seat over,
        sees no more than a spectator."""
        seat = self.seat_of(record, token)
        return None if seat is not None and record.seats[seat].get("bot") else seat

    def require_seat(self, record: GameRecord, token: str | None) -> int:
        if token is None:
            raise Problem("unauthorized", "Send your seat's token: Authorization: Bearer <token>.")
        return self.seat_of(record, token)

    def view(self, slug: str, game_id: str, token: str | None) -> tuple[GameRecord, dict]:
        record = self.load(slug, game_id)
        seat = self.reader_of(record, token)
        engine = self.engine(slug)
        state = engine.decode(record.state)
        return record, self.envelope(engine, record, state, seat)

    def legal_actions(self, slug: str, game_id: str, token: str | None, *,
                      unless: Callable[[int, int], bool] | None = None) -> tuple[int, int, dict | None]:
        """The version, the seat and its legal actions; none listed (None) when ``unless(version,
        seat)`` says the client has them already (its ETag), so a 304 costs no list."""
        record = self.load(slug, game_id)
        seat = self.require_seat(record, token)
        if record.seats[seat].get("bot"):
            raise Problem("seat_taken_over", f"A bot plays seat {seat} now (it left, or its clock ran out).")
        if unless is not None and unless(record.version, seat):
            return record.version, seat, None
        engine = self.engine(slug)
        actions = []
        if record.status == "active":
            actions = engine.legal_actions(engine.decode(record.state), seat, self.clock())
        return record.version, seat, {"version": record.version, "actions": actions}

    def score(self, slug: str, game_id: str) -> dict:
        record = self.load(slug, game_id)
        engine = self.engine(slug)
        return {"version": record.version, **engine.score(engine.decode(record.state))}

    def events(self, slug: str, game_id: str, token: str | None, after: int, wait: float) -> dict:
        """The log after ``after`` as this bearer may see it, a page at a time (``more``: ask
        again after ``last_seq``); waits up to ``wait`` s for news."""
        record = self.load(slug, game_id)
        reader = self._reader(record, token)
        after = within_the_log(after, record.seq)
        version, status, cursor = record.version, record.status, after
        give_up = time.monotonic() + wait
        self.store.clients.release()  # none held while waiting (ThreadClients.release)
        self.hub.take()
        try:
            with self.hub.watching(self.store.events_key(game_id), after) as feed:
                while True:
                    remaining = 0 if status == "finished" else max(0.0, give_up - time.monotonic())
                    news = self.hub.next(feed, cursor, remaining)
                    if news.entries:
                        cursor = news.entries[-1].seq
                        version, status = self.store.status(game_id) or (version, status)
                        self.store.clients.release()
                    visible = [public_event(e.event) for e in news.entries if _reader_sees(reader, e, status)]
                    if visible or (status == "finished" and not news.more) or time.monotonic() >= give_up:
                        break
        finally:
            self.hub.give_back()
        return {"version": version, "last_seq": cursor, "events": visible, "more": news.more}

    def watch(self, slug: str, game_id: str, token: str | None, after: int, *,
              lifetime: float = 3600, sock=None) -> Iterator[bytes]:
        """The event log as this bearer may see it, as Server-Sent Events, for as long as the
        client stays: each event with ``id: <seq>``, a comment after a heartbeat with no news
        (``Hub.keep_alive``), and ``event: end`` once the game is over. After ``lifetime`` s the stream closes
        (an EventSource reconnects by itself, with Last-Event-ID), so no connection stays with
        one process for ever. Refusals (404, 401, a full server's 503) come before the first byte.
        ``sock``: the client's socket, when the stream may write to it itself (``feeds.direct_socket``)."""
        record = self.load(slug, game_id)
        reader = self._reader(record, token)
        after = within_the_log(after, record.seq)
        self.hub.take()  # refused (503) here, before the first byte; given back when the stream ends
        return self._stream(game_id, reader, record, after, lifetime, sock)

    def _reader(self, record: GameRecord, token: str | None) -> Holder | None:
        """Who a long poll or a stream reads for: its seat's holder as of this record, or None
        (a spectator)."""
        seat = self.reader_of(record, token)
        return None if seat is None else Holder(seat, record.seq)

    def _stream(self, game_id: str, reader: Holder | None, record: GameRecord, cursor: int,
                lifetime: float, sock) -> Iterator[bytes]:
        closes = time.monotonic() + lifetime
        self.store.clients.release()  # the stream sleeps between events: no connection held meanwhile
        try:
            with self.hub.streaming(self.store.events_key(game_id), cursor, audience=reader, render=_render_events,
                                    status=record.status, version=record.version) as stream:
                yield sse_retry(2000)  # with the headers: from here on the stream may write to the socket
                yield from self.hub.backlog(stream, sock)
                self.hub.join(stream, sock)
                yield from self.hub.run(stream, closes=closes, ending=_game_over)
        finally:
            self.hub.give_back()

    def envelope(self, engine: Game, record: GameRecord, state, seat: int | None) -> dict:
        """The view a seat (or a spectator) gets: the wire contract around the engine's view."""
        view = {
            "game_id": record.game_id,
            "game": record.slug,
            "version": record.version,
            "status": record.status,
            "you": seat,
            "to_act": self._to_act(engine, record, state),
            "players": [public_seat(i, s) for i, s in enumerate(record.seats)],
            "seeded": record.seeded,
            "seed_commitment": record.commitment,
            "hidden_commitment": hidden_commitment_of(record),
            "server_time": self.clock(),
            # Before the start (and in a game cancelled before it) a seat sees what a spectator does.
            "state": engine.view(state, seat if has_begun(engine, record, state) else None),
        }
        if record.status == "finished":
            view["seed"] = record.seed
            if record.seed_salt:  # games made before salted commitments have none
                view["seed_salt"] = record.seed_salt
        return view

    def _to_act(self, engine: Game, record: GameRecord, state) -> list[dict]:
        if record.status != "active":
            return []
        prompts = []
        for actor, prompt in engine.to_act(state, self.clock()).items():
            if isinstance(actor, str):
                prompts.append({"seat": None, "automaton": actor, "prompt": prompt})
            else:
                entry = {"seat": actor, "prompt": prompt}
                if (deadline := deadline_of(record, actor)) is not None:
                    entry["deadline"] = deadline
                prompts.append(entry)
        return prompts

    # -- writing -----------------------------------------------------------------------------

    def create(self, slug: str, seats: list[dict], options: dict | None, seed: int | None, *,
               listed: bool | None = None, clock: dict | None = None, on_timeout: str = "bot",
               stand_in: str | None = None, on_leave: str = "bot", one_seat_per_player: bool = False) -> dict:
        """A new game. ``listed``: shown in the lobby (default: when a seat is open); ``clock``
        ``{"per_turn": s, "bank": s}`` and ``on_timeout``; ``stand_in``: the bot level that
        plays for a seat that timed out or left; ``on_leave``: ``bot`` or ``reopen``;
        ``one_seat_per_player``: open seats are claimed only with a player key (one seat each).

        A table with an open seat is dealt when it is complete (see ``claim``): until then its
        stored state is only what the spectators' view of the table to come is made from."""
        engine = self.engine(slug)
        meta = engine.meta
        if not meta.min_players <= len(seats) <= meta.max_players:
            raise Problem("validation_error",
                          f"{meta.title} takes {meta.min_players} to {meta.max_players} players.",
                          errors={"json": {"seats": [f"Give {meta.min_players}–{meta.max_players} seats."]}})
        for index, seat in enumerate(seats):
            if seat.get("bot") is not None and seat["bot"] not in meta.bots:
                raise Problem("validation_error", f"Seat {index}: {meta.title} has no bot {seat['bot']!r}.",
                              errors={"json": {"seats": {str(index): {"bot": [f"One of {list(meta.bots)}."]}}}})
        try:
            options = meta.resolve_options(options)
        except IllegalAction as refusal:
            raise Problem("validation_error", refusal.detail) from None
        lifecycle = self._lifecycle(engine, clock, on_timeout, stand_in, on_leave)
        players = self._players_of(seats)
        waiting = any(s.get("open") for s in seats)
        if seed is not None and (waiting or on_leave == "reopen"):
            # Its creator would know every stranger's deal, draw and coin.
            raise Problem("seed_with_open_seats", "A chosen seed is only for a table with no seat a stranger "
                                                  "may take: no open seat, and no on_leave reopen.",
                          errors={"json": {"seed": ["Not with an open seat or on_leave reopen."]}})
        if one_seat_per_player:
            if sum(1 for s in seats if not (s.get("open") or s.get("bot") or s.get("player"))) > 1:
                raise Problem("validation_error", "With one_seat_per_player the creator holds at most one "
                                                  "seat token; seat the others as players, bots or open.",
                              errors={"json": {"seats": ["At most one seat token."]}})
            lifecycle["one_seat_per_player"] = True
        seeded = seed is not None
        if seed is None:
            seed = secrets.randbits(128)
        salt = secrets.token_hex(16)  # 128 bits; not the Rng's: a chosen seed replays the same game
        # What stays private for ever is drawn from a second secret, never shown (README,
        # "Checking a finished game"); a chosen seed is the whole game's secret, as it replays.
        rng = Rng(seed) if seeded else Rng(seed, hidden=Rng(secrets.randbits(128)))
        if waiting:  # dealt at the start, from this very generator: nothing draws from it before
            lifecycle["deal_at_start"] = True
            state = engine.setup(len(seats), options, Rng.load(rng.dump()))
        else:
            state = engine.setup(len(seats), options, rng)
        game_id = uuid.uuid4().hex
        stored_seats, answer_seats = [], []
        for index, seat in enumerate(seats):
            stored, answer = {"name": seat.get("name") or f"seat {index}"}, {"seat": index}
            if seat.get("open"):
                stored["open"] = True
            elif seat.get("bot"):
                stored["bot"] = seat["bot"]
            elif seat.get("player"):  # the player acts with its key; no seat token to hand out
                stored["player"] = answer["player"] = seat["player"]
                stored["name"] = seat.get("name") or players[seat["player"]]
                stored["holder"] = holder_of(game_id, seat["player"])
            else:
                token = new_token()
                stored["token_hash"] = hash_token(token)
                stored["holder"] = "creator"
                answer["token"] = token
            answer.update(public_seat(index, stored))
            stored_seats.append(stored)
            answer_seats.append(answer)
        status = "waiting" if any(s.get("open") for s in stored_seats) else "active"
        now = self.clock()
        if status == "active":
            engine.start(state, now)  # the game begins now: before this version is stored
        creator_token = new_token()
        lifecycle["creator_hash"] = hash_token(creator_token)
        record = GameRecord(
            game_id=game_id, slug=slug, version=1, status=status, state=engine.encode(state),
            rng=rng.dump(), seats=stored_seats, seeded=seeded, seed=str(seed),
            commitment=seed_commitment(seed, salt), seed_salt=salt, seq=0, updated=now,
            listed=any(s.get("open") for s in stored_seats) if listed is None else listed,
            created=now, options=options, lifecycle=lifecycle,
        )
        record.turns, record.turn_started = self._turns(engine, record, state, stored_seats, status, None, now)
        created = {"type": "created", "options": options, "players": len(seats)}
        created.update(public_lifecycle(lifecycle))  # only what differs from a game without them
        events = stamp_events([created, *([] if waiting else engine.setup_events(state))], 0, 1, None)
        record.seq = len(events)
        self.store.count_status(record, status, now)  # first: refused here, nothing is stored
        try:
            self.store.create(record, [to_json(e) for e in events])
        except redis.exceptions.RedisError:
            self._forget_count(record, status)
            raise
        # Stored: from here on the answer is the 201; what fails below is logged and repaired.
        self._note_status(record, None, status, now)
        seated = [i for i, s in enumerate(stored_seats) if s.get("player")]
        for index in seated:
            self._seat_player(stored_seats[index]["player"], slug, record.game_id, now)
        self._tell_players(None, record, seated=seated)
        if status == "active":
            self._schedule(engine, record, state)
        return {"game_id": record.game_id, "game": slug, "version": 1, "status": status,
                "seats": answer_seats, "creator_token": creator_token}

    def _lifecycle(self, engine: Game, clock: dict | None, on_timeout: str, stand_in: str | None,
                   on_leave: str) -> dict:
        """The create's lifecycle settings, checked (the schema checks them too: this is for
        callers that are not HTTP)."""
        meta = engine.meta
        stand_in = stand_in or ("greedy" if "greedy" in meta.bots else meta.bots[0])
        if stand_in not in meta.bots:
            raise Problem("validation_error", f"{meta.title} has no bot {stand_in!r}.",
                          errors={"json": {"stand_in": [f"One of {list(meta.bots)}."]}})
        if on_timeout == "forfeit" and meta.slug not in FORFEIT_GAMES:
            raise Problem("validation_error", f"{meta.title} does not let a player drop out mid-game: "
                                              "use on_timeout bot or takeover.",
                          errors={"json": {"on_timeout": ["forfeit is not allowed in this game."]}})
        if on_timeout not in on_timeout_choices(meta.slug) or on_leave not in ON_LEAVE:
            raise Problem("validation_error", f"on_timeout is one of {list(on_timeout_choices(meta.slug))}; "
                                              f"on_leave one of {list(ON_LEAVE)}.")
        lifecycle = {"on_timeout": on_timeout, "stand_in": stand_in, "on_leave": on_leave}
        if clock is not None:
            per_turn, bank = clock.get("per_turn"), clock.get("bank", 0)
            if not (_is_number(per_turn) and CLOCK_SECONDS[0] <= per_turn <= CLOCK_SECONDS[1]
                    and _is_number(bank) and BANK_SECONDS[0] <= bank <= BANK_SECONDS[1]):
                raise Problem("validation_error", f"clock.per_turn is {CLOCK_SECONDS[0]}–{CLOCK_SECONDS[1]} s "
                                                  f"and clock.bank {BANK_SECONDS[0]}–{BANK_SECONDS[1]} s.",
                              errors={"json": {"clock": ["Out of range."]}})
            lifecycle["clock"] = {"per_turn": per_turn, "bank": bank}
        return lifecycle

    def _players_of(self, seats: list[dict]) -> dict[str, str]:
        """The players seats are created for (id -> name); each must exist, once per game."""
        players: dict[str, str] = {}
        for index, seat in enumerate(seats):
            player = seat.get("player")
            if player is None:
                continue
            name = self.store.player_name(player)
            if name is None or player in players:
                raise Problem("validation_error", f"Seat {index}: no such player, or seated twice.",
                              errors={"json": {"seats": {str(index): {"player": ["An existing player, once."]}}}})
            players[player] = name
        return players

    def claim(self, slug: str, game_id: str, seat: int, name: str | None, key: str | None = None) -> dict:
        """Take an open seat; with a player ``key`` the seat is that player's too (its feed says so)."""
        engine = self.engine(slug)
        player = self.player_of(key) if key is not None else None
        token = new_token()
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.load(slug, game_id)
            if not 0 <= seat < len(record.seats):
                raise Problem("not_found", f"This game has no seat {seat}.")
            if record.status == "finished":
                raise Problem("game_over", "The game is over.")
            if not record.seats[seat].get("open"):
                raise Problem("seat_taken", f"Seat {seat} is not open.")
            if player is not None and any(s.get("player") == player for s in record.seats):
                raise Problem("already_seated", "That player already has a seat in this game.")
            if player is None and record.lifecycle.get("one_seat_per_player"):
                raise Problem("player_key_required", "This game gives one seat per player: claim it with "
                                                     "your player key (POST /v1/players makes one).")
            seats = [dict(s) for s in record.seats]
            seats[seat] = {"name": name or (player and self.store.player_name(player)) or seats[seat]["name"],
                           "token_hash": hash_token(token)}
            if player is not None:
                seats[seat]["player"] = player
                seats[seat]["holder"] = holder_of(game_id, player)
            status = record.status
            if status == "waiting" and not any(s.get("open") for s in seats):
                status = "active"
            event = {"type": "seat_claimed", "seat": seat, "name": seats[seat]["name"]}
            now = self.clock()
            state = engine.decode(record.state)
            rng, deal = Rng.load(record.rng), []
            if status != record.status:  # the last open seat is claimed: the game begins now
                event["started"] = True
                if record.lifecycle.get("deal_at_start"):  # the table is complete: deal now
                    state = engine.setup(len(seats), record.options, rng)
                    deal = engine.setup_events(state)
                engine.start(state, now)
            # A seat reopened mid-game and claimed now: its new holder's clock starts now.
            turns, started = self._turns(engine, record, state, seats, status, seat, now)
            stamped = stamp_events([event, *deal], record.seq, record.version + 1, None)
            if status != record.status:
                self.store.count_status(record, status, now)  # before the game is active (see count_status)
            done = self.store.commit(record, state=engine.encode(state), rng=rng.dump(), status=status,
                                     seats=seats, updated=now, turns=turns,
                                     events=[to_json(e) for e in stamped])
            if done.outcome == "ok":
                before = record
                record = replace(record, version=done.version, seats=seats, status=status, updated=now,
                                 seq=record.seq + len(stamped), turns=turns, turn_started=started,
                                 rng=rng.dump())
                if status != before.status:
                    self._note_status(record, before.status, status, now)
                if player is not None:
                    self._seat_player(player, slug, game_id, now)
                self._tell_players(before, record, seated=[seat] if player is not None else [])
                if status == "active":
                    self._schedule(engine, record, state)
                return {"seat": seat, "name": seats[seat]["name"], "token": token,
                        "version": done.version, "status": status}
        raise Problem("unavailable", "The game is too busy right now; try again.")

    def leave(self, slug: str, game_id: str, seat: int, token: str | None) -> dict:
        """The bearer's seat leaves (resigns): a bot takes it over, or it reopens for a claim (a
        waiting game, or one created with ``on_leave: reopen``)."""
        engine = self.engine(slug)
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.load(slug, game_id)
            if not 0 <= seat < len(record.seats):
                raise Problem("not_found", f"This game has no seat {seat}.")
            if self.require_seat(record, token) != seat:
                raise Problem("not_your_seat", f"Your token is not seat {seat}'s.")
            if record.status == "finished":
                raise Problem("game_over", "The game is over.")
            if record.seats[seat].get("left") or record.seats[seat].get("bot"):
                raise Problem("already_left", f"Seat {seat} already left; a bot plays it.")
            seats = [dict(s) for s in record.seats]
            if record.status == "waiting" or record.lifecycle.get("on_leave") == "reopen":
                seats[seat] = {"name": f"seat {seat}", "open": True}
                event = {"type": "left", "seat": seat, "then": "reopened"}
            else:
                bot = record.lifecycle.get("stand_in") or engine.meta.bots[0]
                seats[seat] = {**seats[seat], "bot": bot, "left": True}
                event = {"type": "left", "seat": seat, "then": "bot", "bot": bot}
            state = engine.decode(record.state)
            now = self.clock()
            after = self._try_commit(engine, record, state, seat, lambda s, rng, left=event: [left], now,
                                     seats=seats)
            if after is not None:
                return {"seat": seat, "version": after.version, "status": after.status, "then": event["then"]}
        raise Problem("unavailable", "The game is too busy right now; try again.")

    def cancel(self, slug: str, game_id: str, token: str | None) -> dict:
        """The creator calls off a game still waiting for players: it ends, with nobody's score."""
        engine = self.engine(slug)
        if token is None:
            raise Problem("unauthorized", "Send the creator token: Authorization: Bearer <creator_token>.")
        for _ in range(MAX_COMMIT_RETRIES):
            record = self.load(slug, game_id)
            if not hmac.compare_digest(record.lifecycle.get("creator_hash", ""), hash_token(token)):
                raise Problem("not_creator", "Only the creator token given at create may cancel a game.")
            if record.status != "waiting":
                raise Problem("game_started", "Only a game still waiting for players can be cancelled; "
                                              "a started one ends by its rules (or its seats leave).")
            state = engine.decode(record.state)
            now = self.clock()
            after = self._try_commit(engine, record, state, None, lambda s, rng: [{"type": "cancelled"}], now,
                                     status="finished")
            if after is not None:
                return {"version": after.version, "status": after.status}
        raise Problem("unavailable", "The game is too busy right now; try again.")

    # -- the lobby and players ---------------------------------------------------------------

    def lobby(self, slug: str, status: str, after: str | None, limit: int) -> dict:
        engine = self.engine(slug)
        found, cursor = self.store.lobby_page(slug, status, after, limit)
        return {"games": [lobby_entry(engine, game) for game in found], "next": cursor}

    def create_player(self, name: str | None) -> dict:
        player = uuid.uuid4().hex
        key = f"{player}.{new_token()}"  # the id inside finds the player; the rest is the secret
        name = name or f"player {player[:6]}"
        self.store.create_player(player, name, hash_token(key), self.clock())
        return {"player_id": player, "name": name, "key": key}

    def player_of(self, key: str | None) -> str:
        """The player a key belongs to; 401 otherwise."""
        if key is None or not is_player_key(key):
            raise Problem("unauthorized", "Send your player key: Authorization: Bearer <player key>.")
        player = key.split(".", 1)[0]
        stored = self.store.player_key_hash(player)
        if stored is None or not hmac.compare_digest(stored, hash_token(key)):
            raise Problem("unauthorized", "That is not a player key.")
        return player

    def player_games(self, key: str | None, limit: int) -> dict:
        player = self.player_of(key)
        games = []
        for game in self.store.player_games(player, limit):
            engine = registry().get(game["slug"].decode())
            if engine is None:
                continue
            entry = lobby_entry(engine, game)
            entry["you"] = next((i for i, s in enumerate(from_json(game["seats"])) if s.get("player") == player), None)
            games.append(entry)
        return {"player_id": player, "games": games}

    def player_events(self, key: str | None, after: int, wait: float) -> dict:
        """The player's feed after ``after``; waits up to ``wait`` s for news (the same fan-out
        as a game's log: one subscription per process, see ``service.feeds``)."""
        player = self.player_of(key)
        after = within_the_log(after, self.store.feed_seq(player))
        self.store.clients.release()  # none held while waiting (ThreadClients.release)
        self.hub.take()
        try:
            news = self.hub.wait(self.store.feed_key(player), after, wait)
        finally:
            self.hub.give_back()
        return {"last_seq": news.entries[-1].seq if news.entries else after,
                "events": [e.event for e in news.entries], "more": news.more}

    def watch_player(self, key: str | None, after: int, *, lifetime: float = 3600, sock=None) -> Iterator[bytes]:
        """The player's feed as Server-Sent Events, as ``watch`` serves a game's log: ``id:
        <seq>`` on each, a comment after a heartbeat with no news, closed after ``lifetime``
        s (reconnect with Last-Event-ID). A feed never ends by itself. Refusals come first."""
        player = self.player_of(key)
        after = within_the_log(after, self.store.feed_seq(player))
        self.hub.take()
        return self._player_stream(player, after, lifetime, sock)

    def _player_stream(self, player: str, cursor: int, lifetime: float, sock) -> Iterator[bytes]:
        closes = time.monotonic() + lifetime
        self.store.clients.release()  # the stream sleeps between events: no connection held meanwhile
        try:
            with self.hub.streaming(self.store.feed_key(player), cursor, audience=None,
                                    render=_render_feed) as stream:
                yield sse_retry(2000)
                yield from self.hub.backlog(stream, sock)
                self.hub.join(stream, sock)
                yield from self.hub.run(stream, closes=closes)
        finally:
            self.hub.give_back()

    def _tell_players(self, before: GameRecord | None, after: GameRecord, *, seated=()) -> None:
        """After a commit: tell the players at this game what it means for them (seated, their
        turn, the game over), on their feeds. The game is committed; a lost note is logged."""
        players = {i: s["player"] for i, s in enumerate(after.seats) if s.get("player")}
        if not players:
            return
        about = {"game": after.slug, "game_id": after.game_id, "version": after.version}
        news: dict[str, list[dict]] = defaultdict(list)
        for seat in seated:
            news[players[seat]].append({"type": "seated", **about, "seat": seat, "status": after.status})
        if after.status == "active":
            for seat, prompt in after.turn_started.items():
                if seat in players:
                    turn = {"type": "your_turn", **about, "seat": seat, "prompt": prompt}
                    if (deadline := deadline_of(after, seat)) is not None:
                        turn["deadline"] = deadline
                    news[players[seat]].append(turn)
        if after.status == "finished" and (before is None or before.status != "finished"):
            for seat, player in players.items():
                news[player].append({"type": "game_over", **about, "seat": seat})
        for player, events in news.items():
            try:
                self.store.tell_player(player, [to_json(e) for e in events])
            except redis.exceptions.RedisError as error:
                log.warning("game %s: player %s not told: %s", after.game_id, player, error)

    def _turns(self, engine: Game, before: GameRecord, state, seats: list[dict], status: str,
               moved, now: float) -> tuple[dict, dict]:
        """Who of the seats no bot plays is to act after a change, and since when (a seat's turn
        goes on while it stays to act, unless it was the one that ``moved``); what is left of
        their banks; and the seats whose turn began now (seat -> prompt)."""
        if status != "active" or all(s.get("bot") for s in seats):
            return ({}, {}) if not before.turns else ({"bank": before.turns.get("bank", {})}, {})
        idle = before.turns.get("idle", 0)  # clock time-outs in a row since a person last moved
        if isinstance(moved, TimedOut):  # the stand-in moved for a seat whose clock ran out
            idle, moved = idle + 1, moved.seat
        elif moved is not None:  # a person moved, or claimed a seat
            idle = 0
        old = before.turns.get("since", {}) if before.status == "active" else {}
        banks = dict(before.turns.get("bank", {}))
        since, started = {}, {}
        for actor, prompt in engine.to_act(state, now).items():
            if isinstance(actor, str) or seats[actor].get("bot"):
                continue
            key = str(actor)
            if key in old and actor != moved:
                since[key] = old[key]
            else:
                since[key] = now
                started[actor] = prompt
        clock = before.lifecycle.get("clock")
        if clock and clock["bank"]:
            for key, began in old.items():
                if since.get(key) != began:  # that turn ended now: time past per_turn came from the bank
                    spent = max(0.0, now - began - clock["per_turn"])
                    banks[key] = max(0.0, banks.get(key, clock["bank"]) - spent)
        turns = {"since": since, "bank": banks}
        if idle:
            turns["idle"] = idle
        return turns, started

    def _time_out(self, engine: Game, record: GameRecord, state, seat: int, now: float, *,
                  schedule: bool = True, think: list[float] | None = None) -> GameRecord | None:
        """A seat's clock ran out: the game's ``on_timeout`` decides, in one commit; unless it is
        the ``idle_turns_most``-th in a row with no person's move between: the game is aborted.
        ``think``: the stand-in's time to decide is added to it (the driver's report)."""
        bot = record.lifecycle.get("stand_in") or engine.meta.bots[0]
        mode = record.lifecycle.get("on_timeout", "bot")
        idle = record.turns.get("idle", 0) + 1
        if mode == "bot" and idle >= idle_turns_most(record):
            aborted = {"type": "aborted", "reason": "idle", "seat": seat, "idle_turns": idle}
            return self._try_commit(engine, record, state, "clock", lambda s, rng: [aborted], now,
                                    status="finished", schedule=schedule)
        ran_out = {"type": "clock_ran_out", "seat": seat, "then": mode, "bot": bot}
        if mode == "takeover":
            seats = [dict(s) for s in record.seats]
            seats[seat]["bot"] = bot
            seats[seat].pop("open", None)  # a seat reopened mid-game that nobody claimed in time
            return self._try_commit(engine, record, state, "clock", lambda s, rng: [ran_out], now,
                                    seats=seats, schedule=schedule)

        def stand_in_moves(s, rng):
            started = time.perf_counter()
            action = engine.bots[bot](s, seat, rng.hidden, now)  # a bot's coins: see _drive_one
            if think is not None:
                think.append(time.perf_counter() - started)
            return [ran_out, *engine.apply(s, seat, action, rng, now)]
        return self._try_commit(engine, record, state, "clock", stand_in_moves, now, moved=TimedOut(seat),
                                schedule=schedule)

    def act(self, slug: str, game_id: str, token: str | None, action: dict, *,
            if_match: int | None = None, idempotency_key: str | None = None,
            with_view: bool = True) -> bytes:
        """One action by the bearer's seat. Returns the response body (JSON bytes); without the
        seat's new view when ``with_view`` is False (``Prefer: return=minimal``).

        With an ``idempotency_key`` the key is reserved before anything is judged, so a
        duplicate sent while the first request runs waits for its answer and replays it
        rather than being judged (412) against the version the first one made. A refusal
        gives the key back: a retry is judged afresh."""
        engine = self.engine(slug)
        record = self.load(slug, game_id)
        seat = self.require_seat(record, token)
        if record.seats[seat].get("bot"):
            raise Problem("seat_taken_over", f"A bot plays seat {seat} now (it left, or its clock ran out).")
        holder = _holder(record.seats[seat])
        if idempotency_key is None:
            return self._act(engine, record, seat, action, if_match, with_view, None, holder)
        key = self.store.idem_key(game_id, seat, hashlib.sha256(idempotency_key.encode()).hexdigest())
        digest = action_digest(action)
        reservation = to_json({"digest": digest, "pending": secrets.token_hex(8)}) + b"\n"
        while True:
            first = self._reserve(key, reservation, digest)
            if first is not None:
                return first
            try:
                body = self._act(engine, record, seat, action, if_match, with_view, (key, digest, reservation),
                                 holder)
            except BaseException:
                self.store.release_idempotency_key(key, reservation)
                raise
            if body is not None:
                return body
            # Our reservation ran out mid-way and another request took the key: wait for it.
            record = self.load(slug, game_id)

    # How long a duplicate waits for the first request with its Idempotency-Key to answer.
    IDEMPOTENT_WAIT_SECONDS = 2.0

    def _reserve(self, key: str, reservation: bytes, digest: str) -> bytes | None:
        """None once ``key`` is reserved for this request; else the first request's response
        to replay (waiting for it while that request runs)."""
        give_up = time.monotonic() + self.IDEMPOTENT_WAIT_SECONDS
        pause = 0.002
        while True:
            held = self.store.reserve_idempotency_key(key, reservation)
            if held is None:
                return None
            body = replay_or_refuse(held, digest)
            if body is not None:
                return body
            if time.monotonic() >= give_up:
                problem = Problem("request_in_progress", "A request with this Idempotency-Key is still "
                                  "running; retry shortly to get its answer.", status=409)
                problem.headers["Retry-After"] = "1"
                raise problem
            time.sleep(pause)
            pause = min(pause * 2, 0.05)

    def _act(self, engine: Game, record: GameRecord, seat: int, action: dict, if_match: int | None,
             with_view: bool, idem: tuple[str, str, bytes] | None, holder: tuple | None = None) -> bytes | None:
        """Judge and commit the action, from ``record`` and then, after a lost CAS without
        ``If-Match``, from the newest version. ``idem``: (key, body digest, reservation);
        ``holder``: the seat's holder when the bearer was checked (default: ``record``'s)."""
        slug, game_id = record.slug, record.game_id
        holder = _holder(record.seats[seat]) if holder is None else holder
        for attempt in range(MAX_COMMIT_RETRIES):
            if attempt:
                record = self.load(slug, game_id)
            # The seat may have changed hands since it was checked (a leave, a clock's takeover
            # and a claim commit too): the holder is judged against the version committed on.
            if record.seats[seat].get("bot"):
                raise Problem("seat_taken_over", f"A bot plays seat {seat} now (it left, or its clock ran out).")
            if _holder(record.seats[seat]) != holder:
                raise Problem("unauthorized", "That token does not belong to a seat of this game.")
            if if_match is not None and if_match != record.version:
                raise Problem("version_conflict", f"The game is at version {record.version}, not {if_match}.",
                              current_version=record.version)
            if record.status == "waiting":
                raise Problem("game_not_started", "The game starts when every open seat is claimed.")
            if record.status == "finished":
                raise Problem("game_over", "The game is over.")
            state = self._state(engine, record)
            now = self.clock()
            if sand_ran_out(engine, state, now) or clock_ran_out(record, now) is not None:
                continue  # a timer ran out since the game was loaded: the next load closes it first
            rng = Rng.load(record.rng)
            events = self._apply(engine, state, seat, action, rng, now)
            stamped = stamp_events(events, record.seq, record.version + 1, seat)
            if record.seq + len(stamped) > MAX_EVENTS:
                raise Problem("game_too_long", f"This game's log holds {record.seq} events; a game may "
                                               f"have at most {MAX_EVENTS}, so no person may act in it any more.")
            after = self._after(engine, record, state, stamped, now, moved=seat)
            answer = {"version": after.version,
                      "events": [public_event(e) for e in stamped if _visible(e, seat, after.status)]}
            if with_view:
                answer["view"] = self.envelope(engine, after, state, seat)
            body = to_json(answer)
            stored_idem = None
            if idem is not None:
                key, digest, reservation = idem
                stored_idem = (key, to_json({"digest": digest}) + b"\n" + body, reservation)
            stored = engine.encode(state)
            done = self._commit(engine, record, after, state, rng, stamped, now, stored_idem, stored=stored)
            if done.outcome == "ok":
                self.states.keep(game_id, after.version, stored, state)
                return body
            if done.outcome == "replay":  # None: the key is another request's reservation now
                return replay_or_refuse(done.replay, idem[1])
            if done.outcome == "missing":
                raise Problem("not_found", f"There is no {slug} game with id {game_id!r}.")
            if if_match is not None:
                raise Problem("version_conflict", f"The game moved on to version {done.version}.",
                              current_version=done.version)
        raise Problem("unavailable", "The game is too busy right now; try again.")

    # -- the driver: every move no client makes -----------------------------------------------

    def drive(self, slug: str, game_id: str, budget: DriveBudget = DriveBudget()) -> DriveReport:
        """Make every bot, automaton and timer move that is due now, one commit each, until a
        person is to act, the game ends, a paced move must wait, or ``budget`` runs out; then
        tell the scheduler when to come back. Safe to run twice at once: every commit is a CAS.
        """
        engine = self.engine(slug)
        report = DriveReport()
        give_up = time.monotonic() + budget.seconds
        record, state = self.store.load(game_id), None
        while record is not None and record.slug == slug and record.status == "active":
            if state is None:
                state = self._state(engine, record)
            now = self.clock()
            actor = self._due_actor(engine, record, state, now)
            if actor is None:
                report.next_due = self._next_due(engine, record, state)
                self.scheduler.settle(slug, game_id, report.next_due, human=has_human(record))
                # A commit between our load and that settle may have been told "nothing due"
                # by us: look again (its own wake, if later than our settle, stands anyway).
                current = self.store.version(game_id)
                if current == record.version:
                    return report
                record, state = self.store.load(game_id), None
                continue
            made = report.moves + report.timers
            if (made >= budget.moves or time.monotonic() > give_up
                    or (budget.someone_waits and made and made % budget.ask_every == 0 and budget.someone_waits())):
                report.yielded = True
                self.scheduler.wake(slug, game_id, now, human=has_human(record), now=now)
                return report
            after = self._drive_one(engine, record, state, actor, now, report)
            if report.failures:  # a broken bot: try again later rather than spin on it
                report.next_due = now + FAILED_MOVE_RETRY_SECONDS
                self.scheduler.settle(slug, game_id, report.next_due, human=has_human(record))
                return report
            if after is None:  # someone else committed first: start afresh from what is stored
                record, state = self.store.load(game_id), None
                continue
            record = after
        # Gone or over: nothing is due any more.
        if record is None or record.slug != slug:
            report.gone = True
        else:
            self.scheduler.settle(slug, game_id, None, human=has_human(record))
        return report

    def _due_actor(self, engine: Game, record: GameRecord, state, now: float):
        """``"timer"`` when the sand ran out, a ``TimedOut`` seat when its clock did, else the bot
        or automaton to move now (fairly chosen among those to act at once), else None."""
        if sand_ran_out(engine, state, now):
            return "timer"
        if (late := clock_ran_out(record, now)) is not None:
            return TimedOut(late)
        if engine.meta.timed:
            if now < record.updated + self.bot_pace_seconds:
                return None
        machines = machine_actors(engine, record, state, now)
        if not machines:
            return None
        return machines[fair_start(record.game_id, record.version, len(machines))]

    def _next_due(self, engine: Game, record: GameRecord, state) -> float | None:
        """When the driver must next look at this version: a machine to move (after the pace
        under a sand timer), or the deadline. None: only people can move it on."""
        if record.status != "active":
            return None
        now = self.clock()
        due = []
        if machine_actors(engine, record, state, now):
            due.append(record.updated + self.bot_pace_seconds if engine.meta.timed else now)
        if engine.meta.timed and (deadline := engine.deadline(state)) is not None:
            due.append(deadline)
        if (clock := next_clock_deadline(record)) is not None:
            due.append(clock)
        return min(due) if due else None

    def _drive_one(self, engine: Game, record: GameRecord, state, actor, now: float,
                   report: DriveReport) -> GameRecord | None:
        """One machine move (or the timer) committed by CAS; the record after it, or None."""
        if isinstance(actor, TimedOut):
            try:
                after = self._time_out(engine, record, state, actor.seat, now, schedule=False,
                                       think=report.think_seconds)
            except Exception:  # a broken stand-in must not take the worker down with it
                log.exception("%s %s: the stand-in for seat %s could not move", record.slug, record.game_id, actor.seat)
                report.failures += 1
                return None
            if after is None:
                report.conflicts += 1
            else:
                report.timers += 1
            return after
        if actor == "timer":
            change = lambda s, rng: engine.expire(s, now, rng)  # noqa: E731
        else:
            def change(s, rng):
                started = time.perf_counter()
                try:
                    # A machine's coins come from the hidden stream (Rng.hidden): it decides from
                    # what its seat hides (a hand, a card), so someone holding the seed shown at the
                    # end must not be able to replay its choices to narrow down what it held. A
                    # game without a hidden seed (a chosen seed) draws them from its seed as before.
                    if isinstance(actor, str):
                        action = engine.automaton_action(s, actor, rng.hidden, now)
                    else:
                        action = engine.bots[record.seats[actor]["bot"]](s, actor, rng.hidden, now)
                    report.think_seconds.append(time.perf_counter() - started)
                    return engine.apply(s, actor, action, rng, now)
                except Exception:  # a bot that breaks must not take the worker down with it
                    log.exception("%s %s: %s could not move", record.slug, record.game_id, actor)
                    report.failures += 1
                    return []
        after = self._try_commit(engine, record, state, actor, change, now, schedule=False)
        if after is None:
            if not report.failures:  # another commit came first
                report.conflicts += 1
            return None
        if actor == "timer":
            report.timers += 1
        else:
            report.moves += 1
            if has_human(record) and not engine.meta.timed and report.moves == 1:
                report.reply_seconds.append(self.clock() - record.updated)
        return after

    # -- internals ---------------------------------------------------------------------------

    def _state(self, engine: Game, record: GameRecord):
        """The record's state, decoded, and the caller's to change: the one this process kept
        for this very version when there is one (see ``StateCache``)."""
        state = self.states.take(record.game_id, record.version, record.state)
        return engine.decode(record.state) if state is None else state

    def _try_commit(self, engine: Game, record: GameRecord, state, actor, change, now: float, *,
                    schedule: bool = True, seats: list[dict] | None = None, moved=None,
                    status: str | None = None) -> GameRecord | None:
        """Apply ``change(state, rng)`` and commit once against ``record.version``: the record as
        committed (``state`` is then its state), or None when nothing changed or the game moved on.
        ``seats``: the seats change too; ``moved``: the seat whose move this is (its turn ends);
        ``status``: the game's status is this (not what the rules say)."""
        rng = Rng.load(record.rng)
        events = change(state, rng)
        if not events:
            return None
        stamped = stamp_events(events, record.seq, record.version + 1, actor)
        stored = engine.encode(state)
        after = replace(self._after(engine, record, state, stamped, now, moved=moved, seats=seats, status=status),
                        rng=rng.dump(), state=stored)
        if self._commit(engine, record, after, state, rng, stamped, now, stored=stored,
                        schedule=schedule).outcome != "ok":
            return None
        self.states.keep(record.game_id, after.version, stored, state)
        return after

    def _commit(self, engine: Game, record: GameRecord, after: GameRecord, state, rng: Rng,
                stamped: list[dict], now: float, idem=None, stored: bytes | None = None,
                schedule: bool = True):
        """Compare-and-set ``record`` → ``after`` (``stored``: the state already encoded); on
        success, wake the driver if a machine or a timer is next (unless the driver itself
        committed: it goes on by itself)."""
        stored = engine.encode(state) if stored is None else stored
        done = self.store.commit(record, state=stored, rng=rng.dump(), status=after.status,
                                 seats=after.seats if after.seats is not record.seats else None,
                                 turns=after.turns if after.turns != record.turns else None,
                                 updated=now, events=[to_json(e) for e in stamped], idem=idem)
        if done.outcome == "ok":
            if after.status != record.status:
                self._note_status(after, record.status, after.status, now)
            self._tell_players(record, after)
            if schedule:
                self._schedule(engine, after, state)
        return done

    def _after(self, engine: Game, record: GameRecord, state, stamped: list[dict], now: float, *,
               moved=None, seats: list[dict] | None = None, status: str | None = None) -> GameRecord:
        """The record once ``stamped`` is committed at ``now``, with its turns (see ``_turns``).
        Made in one ``replace``: each copy of a record costs ~10 µs, on every act."""
        if status is None:  # a seat left before the game began: it still waits
            status = "waiting" if record.status == "waiting" else "finished" if engine.is_over(state) else "active"
        seats = record.seats if seats is None else seats
        turns, started = self._turns(engine, record, state, seats, status, moved, now)
        return replace(record, version=record.version + 1, seq=record.seq + len(stamped), status=status,
                       seats=seats, updated=now, turns=turns, turn_started=started)

    def _note_status(self, record: GameRecord, old: str | None, new: str, now: float) -> None:
        try:
            self.store.note_status(record, old, new, now)
        except redis.exceptions.RedisError as error:  # the game is committed; a count is off, and
            # the lobby until a reader repairs it
            log.warning("game %s: status %s not counted: %s", record.game_id, new, error)

    def _forget_count(self, record: GameRecord, status: str) -> None:
        try:
            self.store.uncount_status(record.slug, status, record.game_id)
        except redis.exceptions.RedisError as error:  # the repair scan drops it: no such game
            log.warning("game %s: a refused create's count stays until the repair scan: %s", record.game_id, error)

    def _seat_player(self, player: str, slug: str, game_id: str, now: float) -> None:
        try:
            self.store.seat_player(player, slug, game_id, now)
        except redis.exceptions.RedisError as error:  # the seat is committed; its list misses it
            log.warning("game %s: not listed among player %s's games: %s", game_id, player, error)

    def games_by_status(self) -> dict[tuple[str, str], int]:
        return self.store.games_by_status(list(registry()), self.clock())

    @staticmethod
    def _apply(engine: Game, state, seat: int, action: dict, rng: Rng, now: float) -> list[dict]:
        try:
            return engine.apply(state, seat, action, rng, now)
        except IllegalAction as refusal:
            raise Problem(refusal.code, refusal.detail) from None

    def _schedule(self, engine: Game, record: GameRecord, state) -> None:
        """Tell the queue when the driver must look at this version (if ever)."""
        due = self._next_due(engine, record, state)
        if due is None:
            return
        try:
            self.scheduler.wake(record.slug, record.game_id, due, human=has_human(record), now=self.clock())
        except redis.exceptions.RedisError as error:  # after the commit: its answer stands
            log.warning("game %s: driver not woken (%s); the worker's repair scan will", record.game_id, error)

    def repair_schedule(self, slug: str, game_id: str) -> bool | None:
        """The worker's repair scan found this game counted active with no due-index entry:
        wake its driver if a machine or a timer is due (True); False when only people can move
        it on; None when it is not active (the count is put right)."""
        engine = self.engine(slug)
        record = self.store.load(game_id)
        if record is None or record.slug != slug:
            self.store.uncount_status(slug, "active", game_id)  # expired, or a refused create's
            return None
        if record.status != "active":
            if record.status == "finished":  # the count after its last commit was lost
                self._note_status(record, "active", "finished", self.clock())
            return None
        state = engine.decode(record.state)
        due = self._next_due(engine, record, state)
        if due is None:
            return False
        self.scheduler.wake(slug, game_id, due, human=has_human(record), now=self.clock())
        return True


# -- the wire shapes shared above ---------------------------------------------------------------

def catalogue_entry(game: Game) -> dict:
    meta = game.meta
    return {
        "slug": meta.slug,
        "title": meta.title,
        "min_players": meta.min_players,
        "max_players": meta.max_players,
        "bots": list(meta.bots),
        "bot_levels": {level: game.bot_levels.get(level, "") for level in meta.bots},
        "options": {
            name: {k: v for k, v in {
                "default": o.default, "minimum": o.minimum, "maximum": o.maximum,
                "choices": list(o.choices) if o.choices is not None else None,
                "description": o.description or None,
            }.items() if v is not None}
            for name, o in meta.options.items()
        },
    }


class TimedOut(NamedTuple):
    """A driver's actor: a seat whose clock ran out."""

    seat: int


def is_player_key(token: str) -> bool:
    """Player keys are ``<player id>.<secret>``; seat tokens (base64url) never hold a dot."""
    return "." in token


def deadline_of(record: GameRecord, seat: int) -> float | None:
    """When ``seat``'s clock runs out, if it has one running."""
    clock = record.lifecycle.get("clock")
    began = record.turns.get("since", {}).get(str(seat)) if clock else None
    if began is None:
        return None
    return began + clock["per_turn"] + record.turns.get("bank", {}).get(str(seat), clock["bank"])


def idle_turns_most(record: GameRecord) -> int:
    """Clock time-outs in a row, with no person's move between, after which a game is aborted
    (the last of them aborts it rather than being played): two rounds of the seats people (or
    nobody) hold, so a table nobody plays is not played by the stand-in for ever."""
    return IDLE_ROUNDS * max(1, sum(1 for seat in record.seats if not seat.get("bot")))


def next_clock_deadline(record: GameRecord) -> float | None:
    if not record.lifecycle.get("clock"):
        return None
    deadlines = [deadline_of(record, int(seat)) for seat in record.turns.get("since", {})]
    return min(deadlines) if deadlines else None


def clock_ran_out(record: GameRecord, now: float) -> int | None:
    """The seat whose clock ran out (the one that ran out first), if any: the one test for the
    read that fires it and the driver alike."""
    if record.status != "active" or not record.lifecycle.get("clock"):
        return None
    late = [(deadline_of(record, int(seat)), int(seat)) for seat in record.turns.get("since", {})]
    late = [(deadline, seat) for deadline, seat in late if now >= deadline]
    return min(late)[1] if late else None


def public_lifecycle(lifecycle: dict) -> dict:
    """The lifecycle settings everyone may see (never the creator's hash), as the created event
    and the lobby show them: only those that differ from a game created without them."""
    shown = {}
    if "clock" in lifecycle:
        shown.update(clock=lifecycle["clock"], on_timeout=lifecycle["on_timeout"])
    if lifecycle.get("on_leave", "bot") != "bot":
        shown["on_leave"] = lifecycle["on_leave"]
    if lifecycle.get("one_seat_per_player"):
        shown["one_seat_per_player"] = True
    return shown


def lobby_entry(engine: Game, game: dict) -> dict:
    """A lobby line from a game's hash fields (``GameStore.LOBBY_FIELDS``): never a token."""
    seats = [public_seat(i, s) for i, s in enumerate(from_json(game["seats"]))]
    lifecycle = from_json(game["lifecycle"]) if game.get("lifecycle") else {}
    return {
        "game_id": game["game_id"], "game": engine.meta.slug, "title": engine.meta.title,
        "status": game["status"].decode(), "version": int(game["v"]),
        "seats": seats, "open_seats": [s["seat"] for s in seats if s.get("open")],
        "options": from_json(game["options"]) if game.get("options") else {},
        **public_lifecycle(lifecycle),
        "created": float(game["created"] or 0), "updated": float(game["updated"]),
    }


def _is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def has_human(record: GameRecord) -> bool:
    """Whether a person sits at this game (their bots' replies go ahead of all-bot games)."""
    return any(not seat.get("bot") for seat in record.seats)


def sand_ran_out(engine: Game, state, now: float) -> bool:
    """Whether a timed game's deadline has passed, so ``expire`` must close it before anything
    else: the one test for the read that closes it and the driver alike."""
    if not engine.meta.timed:
        return False
    deadline = engine.deadline(state)
    return deadline is not None and now >= deadline


def machine_actors(engine: Game, record: GameRecord, state, now: float) -> list:
    """The bots and automatons to act now, in a fixed order (seats, then automatons)."""
    actors = [actor for actor in engine.to_act(state, now)
              if isinstance(actor, str) or record.seats[actor].get("bot")]
    return sorted(actors, key=lambda actor: (isinstance(actor, str), str(actor) if isinstance(actor, str) else actor))


def fair_start(game_id: str, version: int, count: int) -> int:
    """Which of ``count`` machines that may act at once goes first at this version: a hash of
    the game and version, so no seat is systematically first, replays stay the same, and the
    game's own Rng (which decides the game) is not drawn from."""
    digest = hashlib.sha256(f"{game_id}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % count


def hidden_commitment_of(record: GameRecord) -> str | None:
    """The commitment to the game's hidden seed (never revealed); None for a game without one
    (a chosen seed, or a game made before there were hidden seeds)."""
    hidden = record.rng.get("hidden")
    return None if hidden is None else hidden_commitment(hidden["seed"])


def public_seat(index: int, seat: dict) -> dict:
    shown = {"seat": index, "name": seat["name"]}
    if seat.get("bot"):
        shown["bot"] = seat["bot"]
    if seat.get("open"):
        shown["open"] = True
    if seat.get("left"):
        shown["left"] = True
    if seat.get("holder") and not (seat.get("open") or seat.get("bot")):  # a bot plays a seat its holder left
        shown["holder"] = seat["holder"]
    return shown


def holder_of(game_id: str, player: str) -> str:
    """A seat's public holder mark for a player: the same for every seat the player holds in
    this game, unrelated across games, and no use for seating the player elsewhere."""
    return "player:" + hashlib.sha256(f"{game_id}:{player}".encode()).hexdigest()[:16]


def has_begun(engine: Game, record: GameRecord, state) -> bool:
    """Whether the game began, so its seats have been dealt what they may see: not while it
    waits for players, nor once it was cancelled before it began."""
    return record.status == "active" or (record.status == "finished" and engine.is_over(state))


def within_the_log(after: int, last_seq: int) -> int:
    """A cursor past the log's end read as the end: the process's feed of a log, which every
    reader of it shares, starts at its first reader's cursor (``service.feeds``), so no cursor
    may lie beyond what the log holds."""
    return min(after, last_seq)


def stamp_events(events: list[dict], last_seq: int, version: int, actor) -> list[dict]:
    return [{"seq": last_seq + i, "version": version, "actor": actor, **event}
            for i, event in enumerate(events, start=1)]


def _visible(event: dict, seat: int | None, status: str) -> bool:
    """Whether ``seat`` may see ``event``: private events open up when the game is over, except
    those the engine marked private for ever."""
    if VISIBLE_TO not in event or (status == "finished" and not event.get(PRIVATE_FOREVER)):
        return True
    # Nothing private before the start (games dealt at create before deal_at_start logged some).
    return status != "waiting" and seat is not None and seat in event[VISIBLE_TO]


@dataclass(eq=False)  # one per stream or long poll: each holder's ``gone`` is its own
class Holder:
    """A seat's reader as the seat's holder was when its stream or long poll began (the log at
    ``since``). From the seat's next change of hands on (it left, was claimed, or its clock gave
    it to the stand-in) the reader is ``gone``: it sees what a spectator sees, and a stream ends
    (``Hub._post`` wakes it to write its ``end``)."""

    seat: int
    since: int
    gone: bool = False

    def sees(self, entry: Entry, status: str | None) -> bool:
        if not self.gone and entry.seq > self.since and changes_hands(entry.event, self.seat):
            self.gone = True
        return _visible(entry.event, None if self.gone else self.seat, status)


def changes_hands(event: dict, seat: int) -> bool:
    """Whether ``event`` gives ``seat`` another holder (or none): a leave, a claim, a takeover."""
    kind = event.get("type")
    return event.get("seat") == seat and (kind in ("left", "seat_claimed")
                                          or (kind == "clock_ran_out" and event.get("then") == "takeover"))


def _holder(seat: dict) -> tuple:
    """Who holds a seat: its token's hash and its player (a claim gives a seat new ones)."""
    return seat.get("token_hash"), seat.get("player")


def _reader_sees(reader: Holder | None, entry: Entry, status: str | None) -> bool:
    return reader.sees(entry, status) if reader is not None else _visible(entry.event, None, status)


def _render_events(entries: list[Entry], reader: Holder | None, status: str | None) -> bytes:
    """A game stream's events as ``reader`` (None: a spectator) may see them, as Server-Sent Events."""
    return b"".join(e.framed(public_event) for e in entries if _reader_sees(reader, e, status))


def _render_feed(entries: list[Entry], _audience, _status) -> bytes:
    """A player's feed: all of it is the player's."""
    return b"".join(e.framed(public_event) for e in entries)


def _game_over(stream: Stream) -> bytes | None:
    """A game stream's last event, once the game is over (or its seat changed hands)."""
    if isinstance(stream.audience, Holder) and stream.audience.gone and stream.feed.status != "finished":
        return sse_event(to_json({"version": stream.version, "status": stream.feed.status or "active",
                                  "last_seq": stream.last_seq, "reason": "seat_changed_hands"}), name="end")
    if stream.feed.status != "finished":
        return None
    return sse_event(to_json({"version": stream.version, "status": "finished", "last_seq": stream.last_seq}),
                     name="end")


def public_event(event: dict) -> dict:
    if VISIBLE_TO in event:
        return {k: v for k, v in event.items() if k not in (VISIBLE_TO, PRIVATE_FOREVER)}
    return event


def replay_or_refuse(stored: bytes, body_digest: str) -> bytes | None:
    """The first response stored under an Idempotency-Key; None while its request still runs
    (a reservation); refused when the key came with a different action."""
    header, _, body = stored.partition(b"\n")
    first = from_json(header)
    if first["digest"] != body_digest:
        raise Problem("idempotency_key_reused",
                      "This Idempotency-Key was already used with a different action.")
    return None if "pending" in first else body
