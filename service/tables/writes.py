"""The one write path: load the game, ask the engine, commit once, then one post-commit sequence.

Every change — an act, a claim, a leave, a cancel, a bot's or the Cosmobot's move, a timer —
is a compare-and-set on the version (``GameStore.commit``). Once a commit is in, its answer is
the success: what follows it (``after_commit``: count the status, list and tell the players,
wake the driver, queue a finished game's archive job) is logged when it fails, and repaired (the
worker's repair scan), never reported as the write's failure.

Each commit reads the clock once and asks the engine who is to act once (``turns.Moment``); its
turns, its answer's view and its schedule all come from that one moment.

A commit that calls the engine (``apply`` or ``expire``) appends what it applied to the game's
actions list in the same script (``Played``, ``EngineCall``): a game's whole history is its
seed and that list, which ``service.archive.replay`` plays again. Commits that do not call the engine
(claims, leaves, takeovers, cancels, aborts) append nothing: their events tell them.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from typing import Callable, Protocol

import redis

from engines import registry
from engines.contract import Action, Actor, Game, IllegalAction, Rng
from service.problems import Problem
from service.store.queue import Scheduler
from service.tables.state_cache import StateCache
from service.store.keys import TOURNEY_DUE
from service.store.codec import to_json
from service.store.game_record import GameRecord
from service.store.game_record import EXPIRY, Played
from service.store.games import Committed, GameStore
from service.tables.turns import Moment, TimedOut, clock_ran_out, has_human, idle_turns_most, next_due, sand_ran_out, turns_after
from service.tables.views import stamp_events

MAX_COMMIT_RETRIES = 20

log = logging.getLogger(__name__)


def engine_of(slug: str) -> Game:
    try:
        return registry()[slug]
    except KeyError:
        raise Problem("not_found", f"There is no game called {slug!r}.") from None


def judged(engine: Game, state, seat: int, action: dict, rng: Rng, now: float) -> list[dict]:
    """A person's action applied by the rules; a refusal is the client's problem+json."""
    try:
        return engine.apply(state, seat, action, rng, now)
    except IllegalAction as refusal:
        raise Problem(refusal.code, refusal.detail) from None


class EngineCall:
    """A ``commit_change`` change that calls the engine once and keeps what it did (``played``):
    a person's given action, a machine's action chosen by ``policy(state, actor, rng.hidden,
    now)`` (a machine's coins never come from the seed shown at the end), or the timer's
    ``expire``. ``before``: the service's own events logged first (a clock's ``clock_ran_out``);
    ``think``: a list the machine's time to choose is added to."""

    def __init__(self, engine: Game, actor: Actor | None, by: str, now: float, *, action: Action | None = None,
                 policy: Callable | None = None, bot: str | None = None, before: tuple = (),
                 think: list[float] | None = None):
        self.engine, self.actor, self.by, self.now = engine, actor, by, now
        self.action, self.policy, self.bot, self.before, self.think = action, policy, bot, before, think
        self.played: Played | None = None

    @classmethod
    def expiry(cls, engine: Game, now: float) -> "EngineCall":
        return cls(engine, None, "timer", now, action=EXPIRY)

    def __call__(self, state, rng: Rng) -> list[dict]:
        if self.by == "timer":
            events = self.engine.expire(state, self.now, rng)
            draws = 0
        else:
            action, hidden = self.action, rng.hidden
            drawn = hidden.counter
            if action is None:
                started = time.perf_counter()
                action = self.policy(state, self.actor, hidden, self.now)
                if self.think is not None:
                    self.think.append(time.perf_counter() - started)
            draws = hidden.counter - drawn
            events = self.engine.apply(state, self.actor, action, rng, self.now)
            self.action = action
        self.played = Played(self.actor, self.action, self.by, self.bot, draws)
        return [*self.before, *events]


class Telling(Protocol):
    """What the write path tells after a commit, implemented by ``service.players.directory.Players``: the
    players' lists and feeds sit above the tables (they also reach the webhooks), so the write
    path names only this and the façade hands it the players."""

    def seat_player(self, player: str, slug: str, game_id: str, now: float) -> None: ...

    def tell(self, before: GameRecord | None, after: GameRecord, *, seated=()) -> None: ...


def too_busy() -> Problem:
    return Problem("unavailable", "The game is too busy right now; try again.")


class Writes:
    def __init__(self, store: GameStore, scheduler: Scheduler, players: Telling, states: StateCache, *,
                 clock: Callable[[], float], bot_pace_seconds: float):
        self.store = store
        self.scheduler = scheduler
        self.players = players
        self.states = states
        self.clock = clock
        self.bot_pace_seconds = bot_pace_seconds

    def load(self, slug: str, game_id: str) -> GameRecord:
        """The game as it is now; a timer found run out is closed first (once, by CAS)."""
        engine = engine_of(slug)
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
                self.commit_change(engine, record, state, "timer", EngineCall.expiry(engine, now), now)
            elif late is not None:
                self.time_out(engine, record, state, late, now)
            else:
                return record
        raise too_busy()

    def state(self, engine: Game, record: GameRecord):
        """The record's state, decoded, and the caller's to change: the one this process kept
        for this very version when there is one (see ``StateCache``)."""
        state = self.states.take(record.game_id, record.version, record.state)
        return engine.decode(record.state) if state is None else state

    def commit_change(self, engine: Game, record: GameRecord, state, actor, change, now: float, *,
                      schedule: bool = True, seats: list[dict] | None = None, moved=None,
                      status: str | None = None, call: EngineCall | None = None) -> GameRecord | None:
        """Apply ``change(state, rng)`` and commit once against ``record.version``: the record as
        committed (``state`` is then its state), or None when nothing changed or the game moved on.
        ``seats``: the seats change too; ``moved``: the seat whose move this is (its turn ends);
        ``status``: the game's status is this (not what the rules say). A change that calls the
        engine is an ``EngineCall``, or ``call`` is the one it makes: its ``played`` is appended
        to the actions list by the commit."""
        rng = Rng.load(record.rng)
        events = change(state, rng)
        if not events:
            return None
        stamped = stamp_events(events, record.seq, record.version + 1, actor)
        after, moment = self.record_after(engine, record, state, rng, stamped, now, moved=moved, seats=seats,
                                          status=status)
        call = change if call is None and isinstance(change, EngineCall) else call
        played = call.played if call is not None else None
        if self.commit(engine, record, after, state, stamped, moment, schedule=schedule,
                       played=played).outcome != "ok":
            return None
        self.states.keep(record.game_id, after.version, after.state, state)
        return after

    def record_after(self, engine: Game, record: GameRecord, state, rng: Rng, stamped: list[dict], now: float, *,
                     moved=None, seats: list[dict] | None = None,
                     status: str | None = None) -> tuple[GameRecord, Moment]:
        """The record once ``stamped`` is committed at ``now`` (``state`` and ``rng`` as the change
        left them), with its turns, and the moment they were computed from (the new version's, at
        ``now``). Made in one ``replace``: each copy of a record costs ~10 µs, on every act."""
        if status is None:  # a seat left before the game began: it still waits
            status = "waiting" if record.status == "waiting" else "finished" if engine.is_over(state) else "active"
        seats = record.seats if seats is None else seats
        moment = Moment.of(engine, state, now, status)
        turns, started = turns_after(record, seats, status, moved, moment)
        after = replace(record, version=record.version + 1, seq=record.seq + len(stamped), status=status,
                        seats=seats, updated=now, turns=turns, turn_started=started,
                        state=engine.encode(state), rng=rng.dump())
        return after, moment

    def commit(self, engine: Game, record: GameRecord, after: GameRecord, state, stamped: list[dict],
               moment: Moment, idem=None, schedule: bool = True, played: Played | None = None) -> Committed:
        """Compare-and-set ``record`` → ``after`` (its ``state`` and ``rng`` encoded, see
        ``record_after``); on success, the post-commit sequence (the driver is not woken when it
        committed itself: it goes on by itself). ``played``: the engine call this commit made,
        appended to the actions list by the same script (made at ``moment.now``, the engine's
        ``now``)."""
        done = self.store.commit(record, state=after.state, rng=after.rng, status=after.status,
                                 seats=after.seats if after.seats is not record.seats else None,
                                 turns=after.turns if after.turns != record.turns else None,
                                 updated=moment.now, events=[to_json(e) for e in stamped], idem=idem,
                                 action=b"" if played is None else played.entry(after.version, moment.now))
        if done.outcome == "ok":
            self.after_commit(engine, record, after, state, moment, schedule=schedule)
        return done

    def after_commit(self, engine: Game, before: GameRecord | None, after: GameRecord, state, moment: Moment, *,
                     seated=(), schedule: bool = True) -> None:
        """What every writer does once its commit (or create) is in, in one place: count the
        new status (and queue a finished game's archive job), list the newly ``seated`` players'
        game, tell the players, wake the driver.
        None of it may fail the write: each step logs what it could not do."""
        old = before.status if before is not None else None
        if after.status != old:
            self.note_status(after, old, after.status, moment.now)
            if after.status == "finished" and self.store.archiving:
                self.archive(after)
            if after.status == "finished" and after.lifecycle.get("tournament"):
                self.wake_tournament(after.lifecycle["tournament"], moment.now)
        for seat in seated:
            self.players.seat_player(after.seats[seat]["player"], after.slug, after.game_id, moment.now)
        self.players.tell(before, after, seated=seated)
        if schedule:
            self.schedule(engine, after, state, moment)

    def time_out(self, engine: Game, record: GameRecord, state, seat: int, now: float, *,
                 schedule: bool = True, think: list[float] | None = None) -> GameRecord | None:
        """A seat's clock ran out: the game's ``on_timeout`` decides, in one commit; unless it is
        the ``idle_turns_most``-th in a row with no person's move between: the game is aborted.
        ``think``: the stand-in's time to decide is added to it (the driver's report)."""
        bot = record.lifecycle.get("stand_in") or engine.meta.bots[0]
        mode = record.lifecycle.get("on_timeout", "bot")
        idle = record.turns.get("idle", 0) + 1
        if mode == "bot" and idle >= idle_turns_most(record):
            aborted = {"type": "aborted", "reason": "idle", "seat": seat, "idle_turns": idle}
            return self.commit_change(engine, record, state, "clock", lambda s, rng: [aborted], now,
                                      status="finished", schedule=schedule)
        ran_out = {"type": "clock_ran_out", "seat": seat, "then": mode, "bot": bot}
        if mode == "takeover":
            seats = [dict(s) for s in record.seats]
            seats[seat]["bot"] = bot
            seats[seat].pop("open", None)  # a seat reopened mid-game that nobody claimed in time
            return self.commit_change(engine, record, state, "clock", lambda s, rng: [ran_out], now,
                                      seats=seats, schedule=schedule)

        stand_in = EngineCall(engine, seat, "stand-in", now, policy=engine.bots[bot], bot=bot, before=(ran_out,),
                              think=think)
        return self.commit_change(engine, record, state, "clock", stand_in, now, moved=TimedOut(seat),
                                  schedule=schedule)

    def schedule(self, engine: Game, record: GameRecord, state, moment: Moment) -> None:
        """Tell the queue when the driver must look at this version (if ever)."""
        due = next_due(engine, record, state, moment, self.bot_pace_seconds)
        if due is None:
            return
        try:
            self.scheduler.wake(record.slug, record.game_id, due, human=has_human(record), now=moment.now)
        except redis.exceptions.RedisError as error:  # after the commit: its answer stands
            log.warning("game %s: driver not woken (%s); the worker's repair scan will", record.game_id, error)

    def archive(self, record: GameRecord) -> None:
        """Queue the finished game's archive job (``service.archive.archiving``)."""
        try:
            self.scheduler.archive(record.game_id)
        except redis.exceptions.RedisError as error:  # its keys stay until archived: the repair scan queues it
            log.warning("game %s: archive job not queued (%s); the worker's repair scan will", record.game_id, error)

    def wake_tournament(self, tournament: str, now: float) -> None:
        """A tournament's game ended: its next step (score, seat again) is due now
        (``service.tournaments.running``); a lost wake waits for its next due time."""
        try:
            self.scheduler.wake(TOURNEY_DUE, tournament, now, human=True, now=now)
        except redis.exceptions.RedisError as error:
            log.warning("tournament %s: not woken (%s); its next due time looks", tournament, error)

    def note_status(self, record: GameRecord, old: str | None, new: str, now: float) -> None:
        try:
            self.store.note_status(record, old, new, now)
        except redis.exceptions.RedisError as error:  # the game is committed; a count is off, and
            # the lobby until a reader repairs it
            log.warning("game %s: status %s not counted: %s", record.game_id, new, error)

    def forget_count(self, record: GameRecord, status: str) -> None:
        try:
            self.store.uncount_status(record.slug, status, record.game_id)
        except redis.exceptions.RedisError as error:  # the repair scan drops it: no such game
            log.warning("game %s: a refused create's count stays until the repair scan: %s", record.game_id, error)
