"""A finished game's record: everything the archive keeps of it, built from its Redis copy.

The record is a plain JSON-able dict (``FORMAT`` names its shape), the same whether it was
just built from Redis or read back from the archive:

    {"format": 1, "game_id", "game": <slug>, "outcome": "finished" | "cancelled" | "aborted",
     "options", "lifecycle": <public_lifecycle>, "seats": [{"seat", "name", "player", "bot"}],
     "created", "started", "ended",                       # unix seconds (started: None if never)
     "score": <engine.score of the final state>, "winners": [...],
     "seed", "seed_salt", "seed_commitment", "hidden_commitment",
     "actions": [{"actor", "action", "version", "at"}],   # every engine call, in order
     "events": [...],                                     # the whole log, stamps included
     "hidden_seed": <int>}                                # the full record only: never shown

``spectator_record`` is what anyone may read: no ``hidden_seed``, no event the engine marked
private for ever, the rest as a finished game's spectator sees it.
"""

from __future__ import annotations

import zlib

from engines import registry
from service.codec import from_json, to_json
from service.game_record import GameRecord
from service.views import hidden_commitment_of, public_event, public_lifecycle, visible

FORMAT = 1


def outcome_of(events: list[dict]) -> str:
    """How a finished game ended, from its log: cancelled before it began, aborted (idle), or
    played to its end."""
    types = {event["type"] for event in events}
    if "cancelled" in types:
        return "cancelled"
    if "aborted" in types:
        return "aborted"
    return "finished"


def started_at(events: list[dict]) -> float | None:
    """The version the game began in: 1 for a table full at create, else the claim that
    completed it; None for a game that never began."""
    for event in events:
        if event["type"] == "seat_claimed" and event.get("started"):
            return event["version"]
    return None


def build_record(record: GameRecord, events: list[dict]) -> dict:
    """The full record of a finished game from its stored hash and its whole log."""
    engine = registry()[record.slug]
    state = engine.decode(record.state)
    score = engine.score(state)
    hidden = record.rng.get("hidden")
    return {
        "format": FORMAT,
        "game_id": record.game_id,
        "game": record.slug,
        "outcome": outcome_of(events),
        "options": record.options,
        "lifecycle": public_lifecycle(record.lifecycle),
        "seats": [{"seat": i, "name": seat["name"], "player": seat.get("player"), "bot": seat.get("bot")}
                  for i, seat in enumerate(record.seats)],
        "created": record.created,
        "started": None,  # filled from the log by the recorder (see started_at)
        "ended": record.updated,
        "score": score,
        "winners": score.get("winners", []),
        "seed": record.seed,
        "seed_salt": record.seed_salt,
        "seed_commitment": record.commitment,
        "hidden_commitment": hidden_commitment_of(record),
        "actions": [],
        "events": events,
        **({"hidden_seed": hidden["seed"]} if hidden is not None else {}),
    }


def spectator_record(full: dict) -> dict:
    """What anyone may read of a record: never the hidden seed or a private-for-ever event."""
    shown = {k: v for k, v in full.items() if k != "hidden_seed"}
    shown["events"] = [public_event(e) for e in full["events"] if visible(e, None, "finished")]
    return shown


def pack(record: dict) -> bytes:
    """A record as the archive stores it: its JSON, deflated (a log's stamps and names repeat)."""
    return zlib.compress(to_json(record), 9)


def unpack(stored: bytes) -> dict:
    return from_json(zlib.decompress(stored))


def decoded_events(entries: list[bytes]) -> list[dict]:
    return [from_json(entry) for entry in entries]
