"""The driver: every move no client makes — bots, the Cosmobot, sand timers, clocks.

A worker runs a game's driver when the due-index says it is due (``service.store.queue``). One run
makes every machine move due now, one compare-and-set commit each through the write path,
until a person is to act, the game ends, a paced move must wait, or its budget runs out; then
it tells the queue when to come back. Two runs at once are harmless: every commit is a CAS.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from typing import Callable, NamedTuple

from engines.contract import Game
from service.store.queue import Scheduler
from service.store.game_record import GameRecord
from service.store.games import GameStore
from service.tables.turns import Moment, TimedOut, clock_ran_out, fair_start, has_human, machine_actors, next_due, sand_ran_out
from service.tables.writes import EngineCall, Writes, engine_of

FAILED_MOVE_RETRY_SECONDS = 30

log = logging.getLogger(__name__)


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


class Driver:
    def __init__(self, store: GameStore, writes: Writes, scheduler: Scheduler, *, clock: Callable[[], float],
                 bot_pace_seconds: float):
        self.store = store
        self.writes = writes
        self.scheduler = scheduler
        self.clock = clock
        self.bot_pace_seconds = bot_pace_seconds

    def drive(self, slug: str, game_id: str, budget: DriveBudget = DriveBudget()) -> DriveReport:
        """Make every bot, automaton and timer move that is due now (see the module's docstring)."""
        engine = engine_of(slug)
        report = DriveReport()
        give_up = time.monotonic() + budget.seconds
        record, state = self.store.load(game_id), None
        while record is not None and record.slug == slug and record.status == "active":
            if state is None:
                state = self.writes.state(engine, record)
            moment = Moment.of(engine, state, self.clock(), record.status)
            actor = self.due_actor(engine, record, state, moment)
            if actor is None:
                report.next_due = next_due(engine, record, state, moment, self.bot_pace_seconds)
                self.scheduler.settle(slug, game_id, report.next_due, human=has_human(record))
                # A commit between our load and that settle may have been told "nothing due"
                # by us: look again (its own wake, if later than our settle, stands anyway).
                if self.store.version(game_id) == record.version:
                    return report
                record, state = self.store.load(game_id), None
                continue
            made = report.moves + report.timers
            if (made >= budget.moves or time.monotonic() > give_up
                    or (budget.someone_waits and made and made % budget.ask_every == 0 and budget.someone_waits())):
                report.yielded = True
                self.scheduler.wake(slug, game_id, moment.now, human=has_human(record), now=moment.now)
                return report
            after = self.move(engine, record, state, actor, moment.now, report)
            if report.failures:  # a broken bot: try again later rather than spin on it
                report.next_due = moment.now + FAILED_MOVE_RETRY_SECONDS
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

    def due_actor(self, engine: Game, record: GameRecord, state, moment: Moment):
        """``"timer"`` when the sand ran out, a ``TimedOut`` seat when its clock did, else the bot
        or automaton to move now (fairly chosen among those to act at once), else None."""
        if sand_ran_out(engine, state, moment.now):
            return "timer"
        if (late := clock_ran_out(record, moment.now)) is not None:
            return TimedOut(late)
        if engine.meta.timed and moment.now < record.updated + self.bot_pace_seconds:
            return None
        machines = machine_actors(record, moment)
        if not machines:
            return None
        return machines[fair_start(record.game_id, record.version, len(machines))]

    def move(self, engine: Game, record: GameRecord, state, actor, now: float,
             report: DriveReport) -> GameRecord | None:
        """One machine move (or the timer) committed by CAS; the record after it, or None."""
        if isinstance(actor, TimedOut):
            try:
                after = self.writes.time_out(engine, record, state, actor.seat, now, schedule=False,
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
        # A machine's coins come from the hidden stream (Rng.hidden, see EngineCall): it decides
        # from what its seat hides (a hand, a card), so someone holding the seed shown at the end
        # must not be able to replay its choices to narrow down what it held. A game without a
        # hidden seed (a chosen seed) draws them from its seed as before.
        if actor == "timer":
            call = EngineCall.expiry(engine, now)
        elif isinstance(actor, str):
            call = EngineCall(engine, actor, "automaton", now, policy=engine.automaton_action, think=report.think_seconds)
        else:
            bot = record.seats[actor]["bot"]
            call = EngineCall(engine, actor, "bot", now, policy=engine.bots[bot], bot=bot, think=report.think_seconds)

        def change(s, rng):
            try:
                return call(s, rng)
            except Exception:  # a bot that breaks must not take the worker down with it
                log.exception("%s %s: %s could not move", record.slug, record.game_id, actor)
                report.failures += 1
                return []
        after = self.writes.commit_change(engine, record, state, actor, change, now, schedule=False, call=call)
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

    def repair_schedule(self, slug: str, game_id: str) -> bool | None:
        """The worker's repair scan found this game counted active with no due-index entry:
        wake its driver if a machine or a timer is due (True); False when only people can move
        it on; None when it is not active (the count is put right)."""
        engine = engine_of(slug)
        record = self.store.load(game_id)
        if record is None or record.slug != slug:
            self.store.uncount_status(slug, "active", game_id)  # expired, or a refused create's
            return None
        if record.status != "active":
            if record.status == "finished":  # the count after its last commit was lost
                self.writes.note_status(record, "active", "finished", self.clock())
            return None
        state = engine.decode(record.state)
        moment = Moment.of(engine, state, self.clock(), record.status)
        due = next_due(engine, record, state, moment, self.bot_pace_seconds)
        if due is None:
            return False
        self.scheduler.wake(slug, game_id, due, human=has_human(record), now=moment.now)
        return True
