"""The same promises for every registered game, over HTTP against a real Redis:
every response matches its documented schema, no seat ever receives an event meant for another,
and a table of bots plays to the end from jobs alone."""

from __future__ import annotations

import json
import random
from importlib import import_module

import pytest

from engines import package_of, registry
from schemas.envelope import game_schemas
from tests.conftest import FakeClock
from tests.playing import StarportClient, play_to_the_end

# How many human seats each game is played with here, and its options.
TABLES = {
    "starshower": (2, {}),
    "twinkle-starship": (3, {"deals": 1}),
    "starligned": (3, {}),
    "twinkle-twinkle": (1, {}),
    "starlink": (3, {"timer_seconds": 20}),
}
SLUGS = [slug for slug in TABLES if slug in registry()]


@pytest.fixture
def clock() -> FakeClock:
    # Server time moves on a little with every reading, so sand timers run out in play.
    return FakeClock(1_800_000_000.0, step=0.5)


@pytest.fixture
def api(timed_api):
    return timed_api


def schemas_of(slug: str):
    ident = package_of(slug)
    return game_schemas("".join(w.title() for w in ident.split("_")), import_module(f"schemas.{ident}"))


def assert_matches(schema, body) -> None:
    errors = schema().validate(body)
    assert errors == {}, json.dumps(errors)[:800]


@pytest.mark.parametrize("slug", SLUGS)
def test_random_play_over_http_matches_the_schemas_and_never_leaks_events(slug, api, redis_client, run_jobs):
    humans, options = TABLES[slug]
    created = api.create(slug, [{"name": f"p{i}"} for i in range(humans)], options=options, seed=1234).body
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    shapes = schemas_of(slug)
    rng = random.Random(slug)

    def stored_events() -> dict[int, dict]:
        raw = redis_client.xrange(f"sp:{{{game_id}}}:events")
        return {json.loads(d[b"e"])["seq"]: json.loads(d[b"e"]) for _, d in raw}

    def served_after_the_end(log) -> bool:
        """Once over, every event is public; a finished game's version never changes again."""
        status, version = redis_client.hmget(f"sp:{{{game_id}}}", "status", "v")
        return status == b"finished" and int(version) == log["version"]

    def check_round():
        for seat, token in tokens.items():
            view = api.view(slug, game_id, token).body
            assert_matches(shapes.view, view)
            assert_matches(shapes.legal, api.actions(slug, game_id, token).body)
            log = api.get(f"/v1/{slug}/games/{game_id}/events?after=0", token=token).body
            assert_matches(shapes.event_log, log)
            stored = stored_events()  # read after: the log only grows (a timer may have closed a turn)
            if not served_after_the_end(log):
                for event in log["events"]:
                    allowed = stored[event["seq"]].get("visible_to")
                    assert allowed is None or seat in allowed, f"seat {seat} got {event}"
                    assert "visible_to" not in event
        spectator_log = api.get(f"/v1/{slug}/games/{game_id}/events?after=0").body
        stored = stored_events()
        if not served_after_the_end(spectator_log):
            assert all("visible_to" not in stored[e["seq"]] for e in spectator_log["events"])
        assert_matches(shapes.score, api.score(slug, game_id).body)

    turns = 0

    def choose(view, actions):
        nonlocal turns
        turns += 1
        if turns % 7 == 0:
            check_round()
        return rng.choice(actions)

    final = play_to_the_end(api, slug, game_id, tokens, choose=choose, between_turns=run_jobs, rng=rng)
    check_round()
    score = api.score(slug, game_id).body
    assert score["final"] is True and score["winners"]
    assert final["seed"] == "1234"


@pytest.mark.parametrize("slug", [s for s in SLUGS if not registry()[s].meta.timed])
def test_a_table_of_bots_plays_to_the_end_from_jobs_alone(slug, client, run_jobs, quick_experts):
    api = StarportClient(client)
    humans, options = TABLES[slug]
    meta = registry()[slug].meta
    players = max(humans, meta.min_players)
    levels = [meta.bots[i % len(meta.bots)] for i in range(players)]
    created = api.create(slug, [{"name": lvl, "bot": lvl} for lvl in levels], options=options, seed=99).body
    for _ in range(3000):
        run_jobs()
        if api.view(slug, created["game_id"]).body["status"] == "finished":
            break
    score = api.score(slug, created["game_id"]).body
    assert score["final"] is True and len(score["players"]) >= 1
