"""A finished game played again from its record: the seed, the setup, then every action in order.

Pure: the engines and a record (``service.archive.records``), no Redis, no clock. ::

    for step in replay(record):
        step.version, step.state, step.events   # the state once that version was made

How a game is rebuilt, as the service made it (``service.tables.lifecycle``, ``service.tables.writes``):

1. The generator: ``Rng(seed)`` for a chosen seed (no hidden commitment); with the full record's
   ``hidden_seed``, ``Rng(seed, hidden=Rng(hidden_seed))``; a spectator's record has no hidden
   seed, so its hidden draws come from a stand-in stream (``STAND_IN``) and what they shape is
   not the game's (``hidden_shapes``: Starlink's words, Starligned's deck and deals).
2. ``setup(len(seats), options, rng)`` — the one deal, whether the table was full at create or
   dealt at the claim that completed it (nothing draws from the generator before the start) —
   and ``start(state, started)``: the first step, at the version the game began in, with the
   setup's events.
3. Every action entry (``writes.Played``): a timer's (``by: timer``) is ``expire(state, at, rng)``;
   any other is ``apply(state, actor, action, rng, at)``. A machine's entry says how many numbers
   it drew from ``rng.hidden`` while choosing (``draws``): the replay draws as many first, so the
   generator is where the game's was when the action was applied, even for a choice that cannot
   be made again (a search stopped by its time cap). With ``rechoose`` a machine whose choice is
   a function of (state, seat, rng.hidden, now) is asked again instead, and must choose the
   same action with the same draws (``Diverged`` otherwise).

A step's ``state`` is the replay's own and the next step changes it in place: read what you need
(a view, a score) before asking for the next step.

**Checkpoints** (``checkpoints``, ``views_after``): a page of a long game's views must not replay
the game from its start. A replay keeps, every ``CHECKPOINT_EVERY`` steps, the state (encoded as
the store encodes it), the generator's counters and the action entries up to the next one; a page
of views after version ``after`` decodes the last checkpoint at or before ``after`` and applies at
most ``CHECKPOINT_EVERY`` entries it does not show before the ``limit`` it does. The archive keeps
a long game's checkpoints beside its record (``ArchiveStore.put``), so that bound holds in a
process that never replayed the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from engines import registry
from engines.contract import Game, IllegalAction, Rng
from engines.search import InformationSetSearch
from service.store.codec import from_json, to_json
from service.store.game_record import MACHINES
from service.archive.records import start_version
from service.tables.views import spectator_state

STAND_IN = "stand-in"  # the seed of the hidden stream a spectator's replay draws from instead
CHECKPOINT_EVERY = 64  # steps between two kept states: a page replays at most this many it does not show


class Diverged(Exception):
    """The replay cannot go on as the record says: the version and one sentence."""

    def __init__(self, version: int, detail: str):
        super().__init__(f"version {version}: {detail}")
        self.version = version
        self.detail = detail


@dataclass
class Step:
    version: int
    state: object  # the replay's own: the next step changes it in place
    events: list[dict]  # what the engine said (unstamped): the setup's, or the action's
    entry: dict | None = None  # the action entry applied; None for the setup


def generator(record: dict) -> Rng:
    """The game's generator as this record can rebuild it (see the module's docstring)."""
    seed = int(record["seed"])
    if record.get("hidden_seed") is not None:
        return Rng(seed, hidden=Rng(int(record["hidden_seed"])))
    if record.get("hidden_commitment") is None:  # a chosen seed: the seed is everything
        return Rng(seed)
    return Rng(seed, hidden=Rng(STAND_IN))


def knows_hidden(record: dict) -> bool:
    """Whether the replay draws the game's own hidden numbers (else a stand-in's)."""
    return record.get("hidden_seed") is not None or record.get("hidden_commitment") is None


def hidden_shapes(record: dict) -> bool:
    """Whether this title's setup draws from the hidden stream (two stand-in streams deal two
    different states): then a replay without the hidden seed is not the game past its setup."""
    engine = registry()[record["game"]]
    players, options, seed = len(record["seats"]), record["options"], int(record["seed"])
    one = engine.setup(players, options, Rng(seed, hidden=Rng(STAND_IN)))
    other = engine.setup(players, options, Rng(seed, hidden=Rng(STAND_IN + "-2")))
    return engine.encode(one) != engine.encode(other)


def replay(record: dict, *, rechoose: bool = False, rng: Rng | None = None) -> Iterator[Step]:
    """The game, step by step: first the setup at the version it began in, then one step per
    action entry. A game that never began (cancelled while waiting) is its setup at version 1,
    without events (it was never dealt). Raises ``Diverged`` when the record cannot be followed.
    ``rng``: the record's ``generator``, given by a caller that reads its counters as it goes."""
    engine = registry()[record["game"]]
    rng = generator(record) if rng is None else rng
    state = engine.setup(len(record["seats"]), record["options"], rng)
    began = start_version(record["events"])
    if began is None:
        yield Step(1, state, [])
        return
    engine.start(state, record["started"])
    yield Step(began, state, engine.setup_events(state))
    version = began
    for entry in record["actions"]:
        if entry["version"] <= version:
            raise Diverged(entry["version"], f"an action recorded after version {version} made version "
                                             f"{entry['version']}: the actions are out of order")
        version = entry["version"]
        yield Step(version, state, played(engine, state, entry, rng, rechoose=rechoose), entry)


def played(engine: Game, state, entry: dict, rng: Rng, *, rechoose: bool = False) -> list[dict]:
    """One action entry applied to ``state`` (see the module's docstring, step 3): its events."""
    version, by, at = entry["version"], entry["by"], entry["at"]
    if by == "timer":
        return engine.expire(state, at, rng)
    if by in MACHINES:
        choose = policy_of(engine, entry)
        if rechoose and rechoosable(choose):
            drawn = rng.hidden.counter
            try:
                again = choose(state, entry["actor"], rng.hidden, at)
            except Exception as error:  # noqa: BLE001 — a machine asked where it never was (an altered record)
                raise Diverged(version, f"{who(entry)} cannot choose here ({error!r})") from None
            if as_wire(again) != as_wire(entry["action"]):
                raise Diverged(version, f"{who(entry)} chooses {as_wire(again)} here, not the recorded "
                                        f"{entry['action']}")
            if "draws" in entry and rng.hidden.counter - drawn != entry["draws"]:  # a spectator's has none
                raise Diverged(version, f"{who(entry)} draws {rng.hidden.counter - drawn} numbers choosing, "
                                        f"not the recorded {entry.get('draws', 0)}")
        else:
            rng.hidden.counter += entry.get("draws", 0)  # as many as its choosing drew
    try:
        return engine.apply(state, entry["actor"], entry["action"], rng, at)
    except IllegalAction as refusal:
        raise Diverged(version, f"the rules refuse {who(entry)}'s {entry['action']}: {refusal.detail}") from None
    except Exception as error:  # noqa: BLE001 — an action no client could post (an altered record)
        raise Diverged(version, f"the engine cannot apply {who(entry)}'s {entry['action']} ({error!r})") from None


def policy_of(engine: Game, entry: dict) -> Callable:
    if entry["by"] == "automaton":
        return engine.automaton_action
    return engine.bots[entry["bot"]]


def rechoosable(policy: Callable) -> bool:
    """Whether a machine's choice is a function of (state, seat, rng.hidden, now) alone: every
    policy but a search with its time cap on (it stops after so much CPU time)."""
    return not (isinstance(policy, InformationSetSearch) and policy.time_cap)


def who(entry: dict) -> str:
    actor = entry["actor"]
    named = f"seat {actor}" if isinstance(actor, int) else f"the {actor}" if actor else "the timer"
    return f"{named} ({entry['by']}{', ' + entry['bot'] if entry.get('bot') else ''})"


def spectator_view_at(record: dict, version: int) -> dict:
    """The engine's spectator view of the game as it stood once ``version`` was made (the view
    of the table before the start for an earlier version)."""
    engine = registry()[record["game"]]
    shown = None
    for step in replay(record):
        if step.version > version:
            break
        shown = as_wire(engine.view(step.state, None))  # now: the next step changes the state
    if shown is None:  # before the start: the table dealt as it will be, not begun
        shown = as_wire(engine.view(engine.setup(len(record["seats"]), record["options"], generator(record)), None))
    return shown


def spectator_views(record: dict) -> Iterator[tuple[int, dict]]:
    """The engine's spectator view after every step of the replay, in order, as (version, view):
    what a spectator was shown while the game was played, and at its end the finished view's
    state. Replay the full record (with its hidden seed): a spectator's record replays Starlink's
    and Starligned's hidden draws from a stand-in (``hidden_shapes``)."""
    engine = registry()[record["game"]]
    for step in replay(record):
        yield step.version, as_wire(spectator_state(engine, step.state))  # now: the next step changes it


@dataclass(frozen=True)
class Checkpoint:
    """The replay once ``version`` was made: its state (``engine.encode``), its generator's
    counters (``Rng.dump``) and the action entries that follow, up to the next checkpoint."""

    version: int
    state: bytes
    rng: dict
    actions: list[dict]


def checkpoints(record: dict) -> list[Checkpoint]:
    """The whole replay of a full record (with its hidden seed), kept every ``CHECKPOINT_EVERY``
    steps from the setup on: one replay, so that no page of views has to replay it again."""
    engine = registry()[record["game"]]
    rng = generator(record)
    every = CHECKPOINT_EVERY
    actions = record["actions"]
    kept = []
    for index, step in enumerate(replay(record, rng=rng)):  # step 0 is the setup; step i follows actions[i - 1]
        if index % every == 0:
            kept.append(Checkpoint(step.version, engine.encode(step.state), rng.dump(), actions[index:index + every]))
    return kept


def views_after(slug: str, kept: Iterable[Checkpoint], after: int, most: int) -> list[tuple[int, bytes]]:
    """The spectator views (as ``spectator_views``, JSON-encoded: the copy the next step cannot
    change) of the versions after ``after``, ``most`` at most, replayed from ``kept``: the last
    checkpoint at or before ``after`` (or the first) and those that follow it, in order. Views are
    made only of the versions shown: the steps before ``after`` only apply their entries."""
    engine = registry()[slug]
    shown: list[tuple[int, bytes]] = []
    state = rng = None
    for checkpoint in kept:
        if state is None:
            state, rng = engine.decode(checkpoint.state), Rng.load(checkpoint.rng)
            if checkpoint.version > after:
                shown.append((checkpoint.version, to_json(spectator_state(engine, state))))
        for entry in checkpoint.actions:
            if len(shown) >= most:
                return shown
            played(engine, state, entry, rng)
            if entry["version"] > after:
                shown.append((entry["version"], to_json(spectator_state(engine, state))))
    return shown[:most]


def last_step(kept: list[Checkpoint]) -> int:
    """The version of the replay's last step: what its final view shows."""
    return kept[-1].actions[-1]["version"] if kept[-1].actions else kept[-1].version


def from_nearest(kept: list[Checkpoint], after: int) -> list[Checkpoint]:
    """``kept`` from its last checkpoint at or before ``after`` on (all of it when none is)."""
    start = 0
    for index, checkpoint in enumerate(kept):
        if checkpoint.version <= after:
            start = index
    return kept[start:]


def as_wire(value):
    """As JSON carries it (tuples become lists, Structs objects), so replayed and logged compare."""
    return from_json(to_json(value))
