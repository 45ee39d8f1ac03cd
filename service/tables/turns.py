"""Turns and clocks: pure functions of a version and one instant.

A clock is the service's, not the engine's: every commit notes, for each seat a person (or
nobody yet) plays, since when it has been to act (``GameRecord.turns``); its deadline is that
moment plus ``per_turn`` plus what is left of its bank. A deadline is a due time like Starlink's
sand timer: the driver's due-index fires it, and a read that finds it past fires it first.

Everything here is computed from a ``Moment``: who is to act in a version at one instant, asked
of the engine once. A commit makes one moment and hands it to whatever follows (its turns, its
view, its schedule), so they all speak of the same instant (boardgame.io's master: derived
values computed once and handed on, never recomputed further down).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import NamedTuple

from engines.contract import Game
from service.store.game_record import GameRecord

# Clocks: seconds a seat has each time it is to act, and a bank drawn on past that.
CLOCK_SECONDS = (1, 7 * 24 * 3600)
BANK_SECONDS = (0, 7 * 24 * 3600)
# A rated game created without a clock gets this one (``Tables.create``): a correspondence day a
# turn, so nobody dodges a rated loss by stopping for ever (issue 41 item 10).
RATED_CLOCK = {"per_turn": 24 * 3600, "bank": 0}
# Rounds of the table in which no person moved (every one of their turns timed out) after which
# a game is aborted (``idle_turns_most``).
IDLE_ROUNDS = 2


@dataclass(frozen=True)
class Moment:
    """A state at one instant: ``now`` and who is to act then (the engine's ``to_act``, asked
    once); ``unclocked``: those of them whose prompt they may answer but do not owe
    (``Meta.optional_prompts``: a Starlink guess), for whom no clock runs."""

    now: float
    to_act: dict
    unclocked: frozenset = frozenset()

    @classmethod
    def of(cls, engine: Game, state, now: float, status: str) -> Moment:
        """Only an active game has anyone to act (a waiting table's state is not dealt yet)."""
        to_act = engine.to_act(state, now) if status == "active" else {}
        optional = engine.meta.optional_prompts
        return cls(now, to_act, frozenset(actor for actor, prompt in to_act.items() if prompt in optional))


class TimedOut(NamedTuple):
    """A driver's actor: a seat whose clock ran out."""

    seat: int


def turns_after(before: GameRecord, seats: list[dict], status: str, moved, moment: Moment) -> tuple[dict, dict]:
    """Who of the seats no bot plays is to act after a change, and since when (a seat's turn
    goes on while it stays to act, unless it was the one that ``moved``); what is left of
    their banks; and the seats whose turn began now (seat -> prompt)."""
    now = moment.now
    if status != "active" or all(s.get("bot") for s in seats):
        return ({}, {}) if not before.turns else ({"bank": before.turns.get("bank", {})}, {})
    idle = before.turns.get("idle", 0)  # clock time-outs in a row since a person last moved
    if isinstance(moved, TimedOut):  # the stand-in moved for a seat whose clock ran out
        idle, moved = idle + 1, moved.seat
    elif moved is not None:  # a person moved, or claimed a seat
        idle = 0
    old = before.turns.get("since", {}) if before.status == "active" else {}
    old_unclocked = set(before.turns.get("unclocked", ())) if before.status == "active" else set()
    banks = dict(before.turns.get("bank", {}))
    since, started, unclocked = {}, {}, []
    for actor, prompt in moment.to_act.items():
        if isinstance(actor, str) or seats[actor].get("bot"):
            continue
        key = str(actor)
        owes = actor not in moment.unclocked
        if not owes:
            unclocked.append(key)
        # A turn goes on while its seat stays to act, unless it moved or now owes what it did not.
        if key in old and actor != moved and owes == (key not in old_unclocked):
            since[key] = old[key]
        else:
            since[key] = now
            started[actor] = prompt
    clock = before.lifecycle.get("clock")
    if clock and clock["bank"]:
        for key, began in old.items():
            if since.get(key) != began and key not in old_unclocked:  # that owed turn ended now: time
                spent = max(0.0, now - began - clock["per_turn"])  # past per_turn came from the bank
                banks[key] = max(0.0, banks.get(key, clock["bank"]) - spent)
    turns = {"since": since, "bank": banks}
    if unclocked:
        turns["unclocked"] = sorted(unclocked)
    if idle:
        turns["idle"] = idle
    return turns, started


def prompts(record: GameRecord, moment: Moment) -> list[dict]:
    """The view's ``to_act``: each actor's prompt, with a seat's deadline under a clock."""
    if record.status != "active":
        return []
    shown = []
    for actor, prompt in moment.to_act.items():
        if isinstance(actor, str):
            shown.append({"seat": None, "automaton": actor, "prompt": prompt})
        else:
            entry = {"seat": actor, "prompt": prompt}
            if (deadline := deadline_of(record, actor)) is not None:
                entry["deadline"] = deadline
            shown.append(entry)
    return shown


def next_due(engine: Game, record: GameRecord, state, moment: Moment, pace_seconds: float) -> float | None:
    """When the driver must next look at this version: a machine to move (after the pace under
    a sand timer), or the deadline. None: only people can move it on."""
    if record.status != "active":
        return None
    due = []
    if machine_actors(record, moment):
        due.append(record.updated + pace_seconds if engine.meta.timed else moment.now)
    if engine.meta.timed and (deadline := engine.deadline(state)) is not None:
        due.append(deadline)
    if (clock := next_clock_deadline(record)) is not None:
        due.append(clock)
    return min(due) if due else None


def deadline_of(record: GameRecord, seat: int) -> float | None:
    """When ``seat``'s clock runs out, if it has one running (none for a prompt it does not owe)."""
    clock = record.lifecycle.get("clock")
    began = record.turns.get("since", {}).get(str(seat)) if clock else None
    if began is None or str(seat) in record.turns.get("unclocked", ()):
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
    deadlines = [d for seat in record.turns.get("since", {}) if (d := deadline_of(record, int(seat))) is not None]
    return min(deadlines) if deadlines else None


def clock_ran_out(record: GameRecord, now: float) -> int | None:
    """The seat whose clock ran out (the one that ran out first), if any: the one test for the
    read that fires it and the driver alike."""
    if record.status != "active" or not record.lifecycle.get("clock"):
        return None
    late = [(deadline_of(record, int(seat)), int(seat)) for seat in record.turns.get("since", {})]
    late = [(deadline, seat) for deadline, seat in late if deadline is not None and now >= deadline]
    return min(late)[1] if late else None


def sand_ran_out(engine: Game, state, now: float) -> bool:
    """Whether a timed game's deadline has passed, so ``expire`` must close it before anything
    else: the one test for the read that closes it and the driver alike."""
    if not engine.meta.timed:
        return False
    deadline = engine.deadline(state)
    return deadline is not None and now >= deadline


def has_human(record: GameRecord) -> bool:
    """Whether a person sits at this game (their bots' replies go ahead of all-bot games)."""
    return any(not seat.get("bot") for seat in record.seats)


def machine_actors(record: GameRecord, moment: Moment) -> list:
    """The bots and automatons to act now, in a fixed order (seats, then automatons)."""
    actors = [actor for actor in moment.to_act if isinstance(actor, str) or record.seats[actor].get("bot")]
    return sorted(actors, key=lambda actor: (isinstance(actor, str), str(actor) if isinstance(actor, str) else actor))


def fair_start(game_id: str, version: int, count: int) -> int:
    """Which of ``count`` machines that may act at once goes first at this version: a hash of
    the game and version, so no seat is systematically first, replays stay the same, and the
    game's own Rng (which decides the game) is not drawn from."""
    digest = hashlib.sha256(f"{game_id}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % count
