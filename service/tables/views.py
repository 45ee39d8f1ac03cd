"""The wire shapes: what a seat, a spectator, the lobby and the catalogue are shown.

Pure functions of a record (and, for a game's view, the ``Moment`` of its version): nothing here
reads Redis or the clock. Hidden information is decided here once: ``visible`` says whether a
seat (None: a spectator) may see an event, ``public_event`` strips the markers before it goes out.
"""

from __future__ import annotations

import functools
import hashlib

from engines.contract import PRIVATE_FOREVER, VISIBLE_TO, Game, hidden_commitment
from service.store.codec import from_json
from service.store.game_record import GameRecord
from service.tables.turns import Moment, prompts


def envelope(engine: Game, record: GameRecord, state, seat: int | None, moment: Moment) -> dict:
    """The view a seat (or a spectator) gets: the wire contract around the engine's view, at
    ``moment`` (its ``server_time`` and ``to_act`` are of that one instant)."""
    view = {
        "game_id": record.game_id,
        "game": record.slug,
        "version": record.version,
        "status": record.status,
        "you": seat,
        "to_act": prompts(record, moment),
        "players": [public_seat(i, s) for i, s in enumerate(record.seats)],
        "seeded": record.seeded,
        "seed_commitment": record.commitment,
        "hidden_commitment": hidden_commitment_of(record),
        "server_time": moment.now,
        # Before the start (and in a game cancelled before it) a seat sees what a spectator does.
        "state": engine.view(state, seat if has_begun(engine, record, state) else None),
    }
    if record.status == "finished":
        view["seed"] = record.seed
        if record.seed_salt:  # games made before salted commitments have none
            view["seed_salt"] = record.seed_salt
    return view


def catalogue_entry(game: Game, ratings: dict[str, dict]) -> dict:
    """A title's catalogue entry; ``ratings``: each bot level's rating now (``Leaderboards.levels``,
    or ``ratings.starting_levels``: as the arena calibrated them)."""
    meta = game.meta
    return {
        "slug": meta.slug,
        "title": meta.title,
        "min_players": meta.min_players,
        "max_players": meta.max_players,
        "bots": list(meta.bots),
        "bot_levels": {level: game.bot_levels.get(level, "") for level in meta.bots},
        "levels": {level: {"description": game.bot_levels.get(level, ""), "rating": ratings[level]}
                   for level in meta.bots},
        "options": {
            name: {k: v for k, v in {
                "default": o.default, "minimum": o.minimum, "maximum": o.maximum,
                "choices": list(o.choices) if o.choices is not None else None,
                "description": o.description or None,
            }.items() if v is not None}
            for name, o in meta.options.items()
        },
    }


MEETING_TERMS = ("rated", "rematch_of", "challenge_id", "tournament")


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
    if lifecycle.get("chat") is False:  # created with chat off (service.chat)
        shown["chat"] = False
    for term in MEETING_TERMS:  # how the game's players met (service.meeting.gathering)
        if lifecycle.get(term):
            shown[term] = lifecycle[term]
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


def hidden_commitment_of(record: GameRecord) -> str | None:
    """The commitment to the game's hidden seed (never revealed); None for a game without one
    (a chosen seed, or a game made before there were hidden seeds)."""
    hidden = record.rng.get("hidden")
    return None if hidden is None else _hidden_commitment(hidden["seed"])


# A game's hidden commitment is one SHA-256 of its hidden seed, the same in every view of it:
# remembered for the games a process serves rather than hashed again on every answer.
_hidden_commitment = functools.lru_cache(maxsize=4096)(hidden_commitment)


def has_begun(engine: Game, record: GameRecord, state) -> bool:
    """Whether the game began, so its seats have been dealt what they may see: not while it
    waits for players, nor once it was cancelled before it began."""
    return record.status == "active" or (record.status == "finished" and engine.is_over(state))


def stamp_events(events: list[dict], last_seq: int, version: int, actor) -> list[dict]:
    return [{"seq": last_seq + i, "version": version, "actor": actor, **event}
            for i, event in enumerate(events, start=1)]


def visible(event: dict, seat: int | None, status: str) -> bool:
    """Whether ``seat`` may see ``event``: private events open up when the game is over, except
    those the engine marked private for ever."""
    if VISIBLE_TO not in event or (status == "finished" and not event.get(PRIVATE_FOREVER)):
        return True
    # Nothing private before the start (games dealt at create before deal_at_start logged some).
    return status != "waiting" and seat is not None and seat in event[VISIBLE_TO]


def public_event(event: dict) -> dict:
    if VISIBLE_TO in event:
        return {k: v for k, v in event.items() if k not in (VISIBLE_TO, PRIVATE_FOREVER)}
    return event


# -- a finished game read back from its record (the archive's, once Redis forgot it) -------------

def spectator_state(engine: Game, state) -> dict:
    """What a spectator is shown of a state (a replayed one: ``replay.spectator_views``)."""
    return engine.view(state, None)


def finished_envelope(kept: dict, shown_state: dict, now: float) -> dict:
    """A finished game's view from its record (``service.archive.records``), as ``envelope`` shows it to
    a spectator; ``shown_state``: ``spectator_state`` of its final state (replayed from the full
    record). Everyone reads it as a spectator: the archive keeps no seat tokens to tell a seat's
    holder by."""
    view = {
        "game_id": kept["game_id"],
        "game": kept["game"],
        "version": last_version(kept),
        "status": "finished",
        "you": None,
        "to_act": [],
        "players": [public_seat(seat["seat"], kept_seat(kept, seat)) for seat in kept["seats"]],
        # Records archived before they kept ``seeded``: a chosen seed is the one game without a hidden one.
        "seeded": kept.get("seeded", kept.get("hidden_commitment") is None),
        "seed_commitment": kept["seed_commitment"],
        "hidden_commitment": kept.get("hidden_commitment"),
        "server_time": now,
        "state": shown_state,
        "seed": kept["seed"],
    }
    if kept.get("seed_salt"):
        view["seed_salt"] = kept["seed_salt"]
    return view


def kept_seat(kept: dict, seat: dict) -> dict:
    """A record's seat as ``public_seat`` reads a stored one; a record archived before seats kept
    their ``holder`` gets a player's (the one mark derived from what it holds)."""
    if "holder" in seat or not seat.get("player"):
        return seat
    return {**seat, "holder": holder_of(kept["game_id"], seat["player"])}


def last_version(kept: dict) -> int:
    """The version a finished game ended at: the record's own, or (a record archived before it
    kept one) the last version its log or actions name."""
    if kept.get("version") is not None:
        return kept["version"]
    return max([e["version"] for e in kept["events"]] + [a["version"] for a in kept.get("actions", [])] + [1])


def spectator_log_page(events: list[dict], after: int, page: int) -> tuple[list[dict], int, bool]:
    """A finished game's log after ``after`` as a spectator reads it, from the record's whole log
    (``GameStore``'s entries, stamped): pages of ``page`` entries, skipping on past pages with
    nothing a spectator sees, as a finished game's long poll does. (shown, last seq read, more)."""
    start = next((i for i, e in enumerate(events) if e["seq"] > after), len(events))
    cursor = min(after, events[-1]["seq"] if events else 0)
    while True:
        entries = events[start:start + page]
        start += len(entries)
        more = start < len(events)
        if entries:
            cursor = entries[-1]["seq"]
        shown = [public_event(e) for e in entries if visible(e, None, "finished")]
        if shown or not more:
            return shown, cursor, more


def kept_lobby_entry(engine: Game, kept: dict) -> dict:
    """A lobby line (``lobby_entry``'s shape) of a finished game from its record: a player's
    history of the games the archive holds."""
    seats = [public_seat(seat["seat"], kept_seat(kept, seat)) for seat in kept["seats"]]
    return {
        "game_id": kept["game_id"], "game": engine.meta.slug, "title": engine.meta.title,
        "status": "finished", "version": last_version(kept),
        "seats": seats, "open_seats": [s["seat"] for s in seats if s.get("open")],
        "options": kept["options"], **kept["lifecycle"],
        "created": kept["created"], "updated": kept["ended"],
    }
