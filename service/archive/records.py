"""A finished game's record: everything the archive keeps of it, built from its Redis copy.

The record is a plain JSON-able dict (``FORMAT`` names its shape), the same whether it was
just built from Redis or read back from the archive:

    {"format": 1, "full": true | false, "game_id", "game": <slug>,
     "outcome": "finished" | "cancelled" | "aborted",
     "options", "listed": <shown in the lobby>, "lifecycle": <public_lifecycle>,
     "seats": [{"seat", "name", "player", "bot",                    # as the game ended
                "open", "left", "holder",                          # only when set (views.public_seat)
                "changes": [{"version", "change": "claimed" | "left" | "taken_over" | "stand_in",
                             "name" | "then" | "bot"}]}],         # from the log, in order
     "version", "seeded",                                 # the last version; created with a seed
     "created", "started", "ended",                       # unix seconds (started: None if never)
     "score": <engine.score of the final state>, "winners": [...],
     "unrated_reason": "same_origin_keys" | "solo" | …,   # only a game created rated that moved
                                                          # no rating (``RatedGames.judged`` adds it)
     "seed", "seed_salt", "seed_commitment", "hidden_commitment",
     "actions": [{"actor", "action", "version", "at", "by", ...}],  # every engine call (Played)
     "events": [...],                                     # the whole log, stamps included
     "hidden_seed": <int>}                                # the full record only: never shown

``started`` is the ``now`` the engine's ``start`` was given (the hash keeps it: the log's
events carry versions, not times); with the seed, the options and ``actions`` it is all a replay
needs (``service.archive.replay``). ``changes``: a seat claimed (it was open until then), left (``then``
a bot, or reopened), taken over by a bot when its clock ran out (``taken_over``), or moved once
by the stand-in (``stand_in``: that move is in ``actions``, ``by: stand-in``).

``version``, ``seeded`` and each seat's ``open``, ``left`` and ``holder`` are what a finished game's
view shows besides its state (``views.finished_envelope`` answers it from the record once Redis
forgot the game); records archived before they were kept lack them (``views`` says what it
shows instead).

``spectator_record`` is what anyone may read (``full: false``): no ``hidden_seed``, no event
the engine marked private for ever, the rest as a finished game's spectator sees it (see its
docstring for what of the actions it keeps back).
"""

from __future__ import annotations

import zlib

from engines import registry
from engines.contract import PRIVATE_FOREVER, VISIBLE_TO
from service.store.codec import from_json, to_json
from service.store.game_record import GameRecord
from service.tables.views import hidden_commitment_of, public_event, public_lifecycle, visible

FORMAT = 1
# The events the service logs itself, around the engine's: a replay compares every other one.
SERVICE_EVENTS = frozenset({"created", "seat_claimed", "left", "clock_ran_out", "aborted", "cancelled"})
STAMPS = ("seq", "version", "actor")  # what the service adds to each event it logs (views.stamp_events)

# what views.public_seat shows of a seat besides its name and bot (the player's handle and bot
# account as they were when it sat: views.IDENTITY)
SEAT_MARKS = ("open", "left", "holder", "handle", "bot_account")


def outcome_of(events: list[dict]) -> str:
    """How a finished game ended, from its log: cancelled before it began, aborted (idle), or
    played to its end."""
    types = {event["type"] for event in events}
    if "cancelled" in types:
        return "cancelled"
    if "aborted" in types:
        return "aborted"
    return "finished"


def start_version(events: list[dict]) -> int | None:
    """The version the game began in: the claim that completed its table, else 1 (full at
    create); None for a game cancelled while it waited, which never began."""
    for event in events:
        if event["type"] == "seat_claimed" and event.get("started"):
            return event["version"]
    return None if outcome_of(events) == "cancelled" else 1


def seat_changes(events: list[dict], seats: int) -> list[list[dict]]:
    """Each seat's changes of hands, from the log, in order (see the module's docstring)."""
    changes: list[list[dict]] = [[] for _ in range(seats)]
    for event in events:
        kind, version = event["type"], event["version"]
        if kind == "seat_claimed":
            change = {"version": version, "change": "claimed", "name": event["name"]}
        elif kind == "left":
            change = {"version": version, "change": "left", "then": event["then"]}
            if event.get("bot"):
                change["bot"] = event["bot"]
        elif kind == "clock_ran_out":
            change = {"version": version, "change": "taken_over" if event["then"] == "takeover" else "stand_in",
                      "bot": event["bot"]}
        else:
            continue
        changes[event["seat"]].append(change)
    return changes


def build_record(record: GameRecord, events: list[dict], actions: list[dict]) -> dict:
    """The full record of a finished game from its stored hash, its whole log and its whole
    actions list (``GameStore.actions``, decoded)."""
    engine = registry()[record.slug]
    state = engine.decode(record.state)
    score = engine.score(state)
    hidden = record.rng.get("hidden")
    changes = seat_changes(events, len(record.seats))
    return {
        "format": FORMAT,
        "full": True,
        "game_id": record.game_id,
        "game": record.slug,
        "outcome": outcome_of(events),
        "options": record.options,
        "listed": record.listed,
        "lifecycle": public_lifecycle(record.lifecycle),
        "seats": [{"seat": i, "name": seat["name"], "player": seat.get("player"), "bot": seat.get("bot"),
                   **{mark: seat[mark] for mark in SEAT_MARKS if seat.get(mark)}, "changes": changes[i]}
                  for i, seat in enumerate(record.seats)],
        "version": record.version,
        "seeded": record.seeded,
        "created": record.created,
        "started": record.started,
        "ended": record.updated,
        "score": score,
        "winners": score.get("winners", []),
        "seed": record.seed,
        "seed_salt": record.seed_salt,
        "seed_commitment": record.commitment,
        "hidden_commitment": hidden_commitment_of(record),
        "actions": actions,
        "events": events,
        **({"hidden_seed": hidden["seed"]} if hidden is not None else {}),
    }


def spectator_record(full: dict) -> dict:
    """What anyone may read of a record: never the hidden seed or a private-for-ever event.

    Of the actions: an action whose commit told its own actor something private for ever (a
    Starligned card chosen face down or rotated, which may end in the discards) is shown as its
    type alone; and in a game with a hidden seed a machine's ``draws`` (how many numbers it drew
    from that never-shown stream) are left out — a spectator's replay draws those from a
    stand-in anyway (``service.archive.replay``)."""
    shown = {k: v for k, v in full.items() if k != "hidden_seed"}
    shown["full"] = False
    shown["events"] = [public_event(e) for e in full["events"] if visible(e, None, "finished")]
    secret: dict[int, set] = {}  # version -> the seats its commit told something private for ever
    for event in full["events"]:
        if event.get(PRIVATE_FOREVER):
            secret.setdefault(event.get("version"), set()).update(event[VISIBLE_TO])
    hidden = full.get("hidden_commitment") is not None
    shown["actions"] = [shown_action(a, secret.get(a["version"], ()), hidden) for a in full["actions"]]
    return shown


def shown_action(entry: dict, told, hidden: bool) -> dict:
    if entry["actor"] in told:
        entry = {**entry, "action": {"type": entry["action"].get("type")}}
    if hidden and "draws" in entry:
        entry = {k: v for k, v in entry.items() if k != "draws"}
    return entry


def pack(record: dict) -> bytes:
    """A record as the archive stores it: its JSON, deflated, with the log's stamps written once
    per run of events (``compact_log``) and each action a row without its keys
    (``action_rows``): a size-10 Starshower's record is ~3.5 kB so, ~5.5 kB as plain deflated
    JSON (bench/README.md, "Record size")."""
    stored = dict(record)
    # A record that is not all a built one (a test's, a bench's: no actions, unstamped events) is
    # kept as it is.
    if "events" in record and all(stamp in event for event in record["events"] for stamp in STAMPS):
        stored["log"] = compact_log(stored.pop("events"))
    if "actions" in record:
        stored["moves"] = action_rows(stored.pop("actions"))
    return zlib.compress(to_json(stored), 9)


def unpack(stored: bytes) -> dict:
    record = from_json(zlib.decompress(stored))
    if "log" in record:
        record["events"] = stamped_log(record.pop("log"))
    if "moves" in record:
        record["actions"] = action_entries(record.pop("moves"))
    return record


def action_rows(actions: list[dict]) -> list[list]:
    """Action entries as rows ``[version step, actor, by, bot, draws, at, action]`` (the step
    from the last row's version; None for an entry without ``bot`` or ``draws``)."""
    rows, version = [], 0
    for entry in actions:
        rows.append([entry["version"] - version, entry["actor"], entry["by"], entry.get("bot"), entry.get("draws"),
                     entry["at"], entry["action"]])
        version = entry["version"]
    return rows


def action_entries(rows: list[list]) -> list[dict]:
    """``action_rows`` undone: the entries as ``Played.entry`` wrote them."""
    entries, version = [], 0
    for step, actor, by, bot, draws, at, action in rows:
        version += step
        entry = {"actor": actor, "action": action, "version": version, "at": at, "by": by}
        if bot is not None:
            entry["bot"] = bot
        if draws is not None:
            entry["draws"] = draws
        entries.append(entry)
    return entries


def compact_log(events: list[dict]) -> list[list]:
    """A log as runs of events of one version and actor with consecutive ``seq``s, each run
    ``[seq gap, version step, actor, [events, unstamped]]``: the gap from the last run's seq
    (0 but where a spectator's record leaves out private events), the step from its version."""
    runs: list[list] = []
    seq = version = 0
    for event in events:
        body = {k: v for k, v in event.items() if k not in STAMPS}
        run = runs[-1] if runs else None
        if run is not None and event["seq"] == seq + 1 and event["version"] == version and event["actor"] == run[2]:
            run[3].append(body)
        else:
            runs.append([event["seq"] - seq - 1, event["version"] - version, event["actor"], [body]])
        seq, version = event["seq"], event["version"]
    return runs


def stamped_log(runs: list[list]) -> list[dict]:
    """``compact_log`` undone: every event stamped again (``views.stamp_events``'s stamps)."""
    events, seq, version = [], 0, 0
    for gap, step, actor, bodies in runs:
        seq, version = seq + gap, version + step
        for body in bodies:
            seq += 1
            events.append({"seq": seq, "version": version, "actor": actor, **body})
    return events


def decoded_events(entries: list[bytes]) -> list[dict]:
    """A log's entries as stored (``GameStore``), decoded; an actions list's too."""
    return [from_json(entry) for entry in entries]
