"""Examples for the OpenAPI document, made by the engines and the service's own views: a
seeded game of each title at its first decision, as the seat to act sees it, then that seat's
first listed action and what it did. A fixed seed, clock and id keep ``openapi.yaml`` stable;
being real answers, they match their schemas (Spectral checks every example against its schema,
and a test checks them with jsonschema)."""

from __future__ import annotations

from functools import lru_cache
from types import SimpleNamespace

from engines import registry
from engines.contract import Rng, seed_commitment
from service.store.codec import from_json, to_json
from service.store.game_record import GameRecord
from service.watching.sse import sse_event, sse_retry
from service.tables.turns import Moment
from service.tables.views import envelope, public_event, stamp_events, visible

SEED = 16
NOW = 1_767_225_600.0  # 2026-01-01T00:00:00Z
GAME_ID = "3f2c9b0e8a7d4c1b9e6f5a4d3c2b1a09"
SALT = "9b1d3c5e7f00112233445566778899aa"
TOKEN = "q9V3m0Xl2c7kR1sT8uW4yZ6aB5dE0fGhJ2kL4nP6rS8"


def plain(value):
    """As the wire has it (msgspec Structs and tuples become JSON objects and arrays)."""
    return from_json(to_json(value))


@lru_cache(maxsize=None)
def game_examples(slug: str) -> SimpleNamespace:
    engine = registry()[slug]
    meta = engine.meta
    players = max(2, meta.min_players)
    options = meta.resolve_options({})
    rng = Rng(SEED)
    state = engine.setup(players, options, rng)
    logged = stamp_events([{"type": "created", "options": options, "players": players},
                           *engine.setup_events(state)], 0, 1, None)
    engine.start(state, NOW)
    seat = min(actor for actor in engine.to_act(state, NOW) if isinstance(actor, int))
    seats = [{"name": "rex", "bot": meta.bots[0]} for _ in range(players)]
    seats[seat] = {"name": "ann", "token_hash": "…"}
    record = GameRecord(game_id=GAME_ID, slug=slug, version=1, status="active", state=engine.encode(state),
                        rng=rng.dump(), seats=seats, seeded=True, seed=str(SEED),
                        commitment=seed_commitment(SEED, SALT), seq=len(logged), updated=NOW, seed_salt=SALT)
    view = plain(envelope(engine, record, state, seat, Moment.of(engine, state, NOW, "active")))
    legal = plain(engine.legal_actions(state, seat, NOW))
    score = {"version": 1, **plain(engine.score(state))}
    action = legal[0]
    made = stamp_events(engine.apply(state, seat, action, rng, NOW), record.seq, 2, seat)
    record.version, record.state = 2, engine.encode(state)
    seen = [public_event(e) for e in plain(made) if visible(e, seat, "active")]
    create_seats = [{"name": "rex", "bot": meta.bots[0]} for _ in range(players)]
    create_seats[seat] = {"name": "ann"}
    created_seats = [{"seat": i, "name": s["name"], **({"bot": s["bot"]} if "bot" in s else {"token": TOKEN})}
                     for i, s in enumerate(create_seats)]
    return SimpleNamespace(
        create={"seats": create_seats, "options": options},
        created={"game_id": GAME_ID, "game": slug, "version": 1, "status": "active", "seats": created_seats,
                 "creator_token": TOKEN},
        claim={"name": "bea"},
        claimed={"seat": seat, "name": "bea", "token": TOKEN, "version": 2, "status": "active"},
        view=view,
        legal={"version": 1, "actions": legal[:5]},
        action=action,
        acted={"version": 2, "events": seen, "view": plain(envelope(engine, record, state, seat, Moment.of(engine, state, NOW, "active")))},
        score=score,
        event_log={"version": 1, "last_seq": len(logged),
                   "events": [public_event(e) for e in plain(logged) if visible(e, seat, "active")],
                   "more": False},
    )


def sse_example(events: list[dict]) -> str:
    """Events as the stream sends them, written by the stream's own writer (its retry first)."""
    return sse_retry(2000).decode() + "".join(sse_event(to_json(event), seq=event["seq"]).decode() for event in events)
