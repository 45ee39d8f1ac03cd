"""Games played to their end in-process, and their records read from the store, for the record,
replay and verification tests (tests/service/archive/test_records.py, test_replay_verify.py)."""

from __future__ import annotations

from engines import registry
from service.archive.records import SERVICE_EVENTS, build_record, decoded_events, start_version

# One of each kind of machine, seat after seat: re-chosen (random, greedy) and re-applied
# (expert: a search stopped by its time cap; the tests use quick_experts).
LEVELS = ("greedy", "random", "expert")
# Players per title: the Cosmobot plays a solo Twinkle Twinkle; Starlink's three seats take turns
# drawing while the others guess.
PLAYERS = {"starshower": 2, "twinkle-starship": 3, "starligned": 3, "starlink": 3, "twinkle-twinkle": 1}
TITLES = sorted(registry())


def bot_seats(slug: str, players: int | None = None) -> list[dict]:
    count = players or PLAYERS[slug]
    return [{"name": f"bot{i}", "bot": LEVELS[i % len(LEVELS)]} for i in range(count)]


def drive_to_the_end(service, clock, slug: str, game_id: str, *, step: float = 3.0, most: int = 20_000) -> None:
    """Every machine and timer moves, the clock going on by ``step`` seconds between driver runs
    (past the bots' pace and, in Starlink, past its sand timers), until the game is over."""
    for _ in range(most):
        record = service.store.load(game_id)
        if record.status == "finished":
            return
        service.drive(slug, game_id)
        clock.advance(step)
    raise AssertionError(f"{slug} {game_id} did not finish")


def whole_log(store, game_id: str) -> list[dict]:
    events, after = [], 0
    while page := decoded_events(store.entries_after(store.events_key(game_id), after)):
        events += page
        after = page[-1]["seq"]
    return events


def actions_of(store, game_id: str) -> list[dict]:
    return decoded_events(store.actions(game_id))


def record_of(service, game_id: str) -> dict:
    """The full record of a finished game, as the archive builds it from Redis."""
    store = service.store
    return build_record(store.load(game_id), whole_log(store, game_id), actions_of(store, game_id))


def engine_versions(events: list[dict]) -> list[int]:
    """The versions whose commit logged an engine's event (every event but the service's own)
    made by an action: all but the setup's, in the version the game began in."""
    began = start_version(events)
    return sorted({e["version"] for e in events if e["type"] not in SERVICE_EVENTS and e["version"] != began})
