"""Check a finished game: its seed against its commitment, and its play replayed.

    python -m service.verify RECORD.json                       # a record: the whole game
    python -m service.verify <game> <game_id> [--base http://127.0.0.1:8000]   # from the API

**A record** (``service.archive.records``: the full one, or a spectator's; JSON, or as the archive
packs it) is replayed through the engine from its seed (``service.archive.replay``): the setup, then
every action re-applied in order. Every event the engine says in each version is compared with
the event the log holds for that version (the service's own events — ``records.SERVICE_EVENTS``
— are not the engine's and are skipped), every version of the log with engine events must be
one an action made, and the final score and winners must be the record's. It exits 1
and names the first difference (the version, and what differs).

**Exit status**: 0 verified whole; 1 NOT VERIFIED (a difference, named); 2 no difference in what
could be checked, but something was not checked (each such part named on a ``not checked:``
line): a score and actions drawn from a hidden seed the record does not hold, or the actions
from the first one a spectator's record shows as its type alone, or, from the API without a
record, everything after the setup. A script that wants "this game is honest" wants 0.

Bots' choices: with the game's own hidden stream (a full record, or a chosen seed) every machine
whose choice is a function of (state, seat, rng.hidden, now) is asked again and must choose the
recorded action with the recorded draws — every bot but the search bots (``expert``), which stop
after so much CPU time (``engines.search``): theirs are re-applied, not re-chosen.

What a spectator's record cannot check: it lacks the hidden seed, so the replay draws the hidden
numbers from a stand-in stream. For a title whose rules draw from it (Starlink's words and which
two share a card, Starligned's deck and deals: ``replay.hidden_shapes``) only the seed, the
setup's public events and the record's own consistency are checked, not the actions, the events
they made or the score; every other title replays whole, bots re-applied, up to the first action a spectator's record
shows as its type alone (what it told its actor is private for ever: a Starligned card chosen face
down), after which a replay cannot follow, even with a chosen seed. An auditor given the
hidden seed by the operator adds it with ``--hidden-seed`` (checked against the commitment) to
the full record: a spectator's keeps back Starligned's face-down choices
(``records.spectator_record``), so only the full record replays that title whole.

**A game id and a base URL** (a spectator, from the API): the game's record from
``GET …/record`` (a spectator's), replayed whole as above. From a server without that route,
or a game it has no record of, the finished view and the event log,
checking that ``sha256("<seed_salt>:<seed>")`` is the ``seed_commitment`` the game showed from
its start, then replaying the setup: ``engine.setup`` with that seed and the logged options,
whose events must be exactly the setup events the log holds (the first deal, the first player,
the first word…), logged in the version the game started in: 1 for a table full at create, else
the last claim's (a ``seat_claimed`` with ``started``). A game cancelled before it started was
never dealt. The log holds events, not actions: the moves after setup are checked from a record.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import urllib.error
import urllib.request
import zlib
from dataclasses import dataclass
from pathlib import Path

from engines import registry
from engines.contract import Rng, hidden_commitment, seed_commitment
from service.store.codec import from_json, to_json
from service.store.game_record import MACHINES
from service.archive.records import SERVICE_EVENTS, STAMPS, unpack
from service.archive.replay import (
    Diverged,
    as_wire,
    hidden_shapes,
    knows_hidden,
    policy_of,
    rechoosable,
    replay,
)
from service.tables.views import public_event, visible


# The command's exit status: everything checked and the same; a difference; or no difference in
# what could be checked, but something could not (a score, actions, what is private for ever).
VERIFIED, NOT_VERIFIED, NOT_ALL_CHECKED = 0, 1, 2


class NotVerified(Exception):
    """The game does not check out: one sentence saying what differs."""


@dataclass
class Verified:
    seed: int
    commitment: str
    setup_events: int  # how many logged setup events the replay reproduced
    setup_state: object  # the engine's state right after setup, to replay further by hand


def verify_finished_game(slug: str, view: dict, events: list[dict], hidden_seed: int | None = None) -> Verified:
    """Check ``view`` (a finished game's spectator view) and ``events`` (its whole log, from
    ``after=0``) against the seed commitment; raise :class:`NotVerified` when they differ.
    ``hidden_seed``: the game's second secret, if an operator gave it (checked against
    ``hidden_commitment``; the private-for-ever events it shapes are not in a spectator's log)."""
    if view.get("status") != "finished":
        raise NotVerified("The game is not over: its seed is still secret.")
    seed = int(view["seed"])
    salt = view.get("seed_salt")
    expected = seed_commitment(seed, salt) if salt else _unsalted(seed)  # older games had no salt
    if expected != view["seed_commitment"]:
        raise NotVerified(f"The seed and salt hash to {expected}, not the commitment {view['seed_commitment']}.")
    created = next((e for e in events if e["type"] == "created"), None)
    if created is None:
        raise NotVerified("The log has no created event: fetch it from after=0.")
    if any(e["type"] == "cancelled" for e in events):  # only a game still waiting can be cancelled
        return Verified(seed=seed, commitment=expected, setup_events=0, setup_state=None)
    engine = registry()[slug]
    state = engine.setup(created["players"], created["options"], _replaying(seed, view, hidden_seed))
    began = next((e["version"] for e in events if e["type"] == "seat_claimed" and e.get("started")
                  and not _dealt_at_create(events)), 1)
    replayed = [_unstamped(public_event(e)) for e in engine.setup_events(state) if visible(e, None, "finished")]
    logged = [_unstamped(e) for e in events
              if e["version"] == began and e["type"] not in ("created", "seat_claimed")]
    if _as_wire(replayed) != _as_wire(logged):
        raise NotVerified("Replaying the setup from the seed gives other events than the log's.")
    return Verified(seed=seed, commitment=expected, setup_events=len(logged), setup_state=state)


def _dealt_at_create(events: list[dict]) -> bool:
    """Games made before tables were dealt at their start logged the deal in version 1."""
    return any(e["version"] == 1 and e["type"] != "created" for e in events)


def _replaying(seed: int, view: dict, hidden_seed: int | None) -> Rng:
    """The game's generator as far as a spectator can rebuild it: the shown seed, and for the
    hidden draws the hidden seed when given, else a stand-in (those draws shape no public event)."""
    committed = view.get("hidden_commitment")
    if committed is None:  # a seeded game, or one made before hidden seeds: the seed is everything
        return Rng(seed)
    if hidden_seed is not None and hidden_commitment(hidden_seed) != committed:
        raise NotVerified(f"The hidden seed hashes to {hidden_commitment(hidden_seed)}, not the "
                          f"hidden commitment {committed}.")
    return Rng(seed, hidden=Rng("stand-in" if hidden_seed is None else hidden_seed))


def _unsalted(seed: int) -> str:
    return hashlib.sha256(str(seed).encode()).hexdigest()


def _unstamped(event: dict) -> dict:
    return {k: v for k, v in event.items() if k not in STAMPS}


def _as_wire(events: list[dict]):
    """As JSON carries them (tuples become lists), so replayed and fetched events compare."""
    return from_json(to_json(events))


@dataclass
class RecordVerified:
    seed: int
    commitment: str
    actions: int  # how many actions were re-applied (0: not replayed, see ``unchecked``)
    rechosen: int  # of those, the machines' choices made again and found the same
    unchecked: str | None = None  # what this record could not check, in one sentence


def verify_record(record: dict, hidden_seed: int | None = None) -> RecordVerified:
    """Replay a record (full or a spectator's) and compare it with itself: raise
    :class:`NotVerified` naming the first difference (see the module's docstring)."""
    if hidden_seed is not None:
        record = {**record, "hidden_seed": hidden_seed}
    seed, commitment = _checked_seeds(record)
    if record["outcome"] == "cancelled":  # only a game still waiting can be cancelled: never dealt
        return RecordVerified(seed, commitment, 0, 0)
    engine = registry()[record["game"]]
    exact = knows_hidden(record)
    spectators = not record.get("full", True)
    logged = _engine_events_by_version(record["events"])
    steps = replay(record, rechoose=exact)
    actions = rechosen = 0
    try:
        setup = next(steps)
        _compare(setup.version, _seen(setup.events, spectators), logged.pop(setup.version, []))
        if not exact and hidden_shapes(record):
            return RecordVerified(seed, commitment, 0, 0, unchecked=(
                f"the {len(record['actions'])} actions, their events and the score: {engine.meta.title}'s rules "
                "draw from the hidden seed, which this record does not hold"))
        state = setup.state
        for step in steps:
            _compare(step.version, _seen(step.events, spectators), logged.pop(step.version, []))
            actions += 1
            if exact and step.entry["by"] in MACHINES and rechoosable(policy_of(engine, step.entry)):
                rechosen += 1  # the replay asked it again (``rechoose``) and it chose the same
            state = step.state
    except Diverged as difference:
        withheld = _withheld_by(record, difference.version) if spectators else None
        if withheld is None:
            raise NotVerified(str(difference)) from None
        return RecordVerified(seed, commitment, actions, rechosen, unchecked=(
            f"the actions from version {withheld} on, their events and the score: the action of version "
            f"{withheld} is shown as its type alone (what it told its actor is private for ever), so the "
            "replay cannot follow it"))
    if logged:
        version = min(logged)
        raise NotVerified(f"version {version}: the log holds engine events no recorded action made "
                          f"({_types(logged[version])})")
    score = as_wire(engine.score(state))
    if score != as_wire(record["score"]):
        raise NotVerified(f"the final score: the replay scores {_totals(score)}, the record says "
                          f"{_totals(record['score'])}")
    if as_wire(score.get("winners", [])) != as_wire(record["winners"]):
        raise NotVerified(f"the winners: the replay gives {score.get('winners')}, the record says {record['winners']}")
    return RecordVerified(seed, commitment, actions, rechosen)


def _withheld_by(record: dict, version: int) -> int | None:
    """The version of the first action, at or before ``version``, that a spectator's record shows
    as its type alone (``records.spectator_record``), even in a game whose seed is everything."""
    return next((entry["version"] for entry in record["actions"]
                 if entry["version"] <= version and set(entry["action"]) == {"type"}), None)


def _checked_seeds(record: dict) -> tuple[int, str]:
    seed = int(record["seed"])
    expected = seed_commitment(seed, record["seed_salt"])
    if expected != record["seed_commitment"]:
        raise NotVerified(f"The seed and salt hash to {expected}, not the commitment {record['seed_commitment']}.")
    hidden, committed = record.get("hidden_seed"), record.get("hidden_commitment")
    if hidden is not None and hidden_commitment(int(hidden)) != committed:
        raise NotVerified(f"The hidden seed hashes to {hidden_commitment(int(hidden))}, not the "
                          f"hidden commitment {committed}.")
    return seed, expected


def _engine_events_by_version(events: list[dict]) -> dict[int, list[dict]]:
    """The log's engine events (not the service's own), unstamped, by the version they are in."""
    by_version: dict[int, list[dict]] = {}
    for event in events:
        if event["type"] not in SERVICE_EVENTS:
            by_version.setdefault(event["version"], []).append(_unstamped(event))
    return by_version


def _seen(events: list[dict], spectators: bool) -> list[dict]:
    """The replayed events as the record logs them: a spectator's record as a finished game's
    spectator sees them (nothing private for ever, no marks)."""
    if spectators:
        return [public_event(e) for e in events if visible(e, None, "finished")]
    return events


def _compare(version: int, replayed: list[dict], logged: list[dict]) -> None:
    replayed, logged = as_wire(replayed), as_wire(logged)
    if replayed == logged:
        return
    for index, (one, other) in enumerate(zip(replayed, logged)):
        if one != other:
            raise Diverged(version, f"event {index + 1} of the version differs: the replay gives {one}, "
                                    f"the log holds {other}")
    raise Diverged(version, f"the replay gives {len(replayed)} events ({_types(replayed)}), "
                            f"the log holds {len(logged)} ({_types(logged)})")


def _types(events: list[dict]) -> str:
    return ", ".join(e["type"] for e in events) or "none"


def _totals(score: dict) -> str:
    players = score.get("players")
    if isinstance(players, list):
        return str([p.get("total") for p in players])
    return str(score)


def load_record(path: str) -> dict:
    """A record from a file (``-``: standard input): its JSON, or as the archive packs it."""
    data = sys.stdin.buffer.read() if path == "-" else Path(path).read_bytes()
    try:
        return unpack(data)
    except zlib.error:
        return from_json(data)


def fetch_json(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return json.load(answer)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m service.verify", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="a record's file (JSON or packed; - for standard input), or the game's slug, "
                                     "e.g. starligned, with its game id")
    parser.add_argument("game_id", nargs="?", help="the game's id, to check it from the API")
    parser.add_argument("--base", default="http://127.0.0.1:8000", help="the API's address")
    parser.add_argument("--hidden-seed", type=int, help="the game's hidden seed, if the operator gave it to you")
    args = parser.parse_args(argv)
    if args.game_id is None:
        return main_record(args.game, args.hidden_seed)
    root = f"{args.base.rstrip('/')}/v1/{args.game}/games/{args.game_id}"
    record = fetch_record(root)
    if record is not None:  # the whole game, replayed
        return report_record(record, args.hidden_seed)
    view = fetch_json(root)
    events = fetch_json(f"{root}/events?after=0")["events"]
    try:
        verified = verify_finished_game(args.game, view, events, args.hidden_seed)
    except NotVerified as failure:
        print(f"NOT VERIFIED: {failure}")
        return NOT_VERIFIED
    print(f"verified: seed {verified.seed} matches commitment {verified.commitment}; "
          f"the setup replays ({verified.setup_events} setup events match the log)")
    if verified.setup_state is None:  # cancelled while waiting: nothing was ever dealt or played
        return VERIFIED
    print("not checked: the moves after the setup, and the score (the log holds events, not actions)")
    if view.get("hidden_commitment") is not None:
        print("not checked: what is private for ever (drawn from the hidden seed, "
              f"{'given and matching' if args.hidden_seed is not None else 'never shown'}; "
              f"commitment {view['hidden_commitment']})")
    return NOT_ALL_CHECKED


def fetch_record(root: str) -> dict | None:
    """The game's record from ``<root>/record``; None from a server without that route (or for
    a game it cannot answer one for: the setup is checked from the view and log instead)."""
    try:
        return fetch_json(f"{root}/record")
    except urllib.error.HTTPError as refusal:
        if refusal.code in (404, 405, 409):
            return None
        raise


def main_record(path: str, hidden_seed: int | None) -> int:
    return report_record(load_record(path), hidden_seed)


def report_record(record: dict, hidden_seed: int | None) -> int:
    try:
        verified = verify_record(record, hidden_seed)
    except NotVerified as failure:
        print(f"NOT VERIFIED: {record.get('game')} {record.get('game_id')}: {failure}")
        return NOT_VERIFIED
    if verified.unchecked:
        print(f"verified as far as it goes: {record['game']} {record['game_id']}: seed {verified.seed} matches "
              f"commitment {verified.commitment}; {verified.actions} actions replay to the logged events")
        print(f"not checked: {verified.unchecked}")
        return NOT_ALL_CHECKED
    print(f"verified: {record['game']} {record['game_id']}: seed {verified.seed} matches commitment "
          f"{verified.commitment}; {verified.actions} actions replay to the logged events and the final score "
          f"({verified.rechosen} machine choices made again and the same)")
    return VERIFIED


if __name__ == "__main__":
    sys.exit(main())
