"""A game of each title, a player against random bots, played to its end: its record outlives its
Redis copy (a finished TTL of one second, set once the record is confirmed) and shows in the
player's history."""

from __future__ import annotations

import time

import pytest

from engines import registry
from service.store.keys import events_key, game_key
from tests.service.archive.conftest import close_stack, make_stack
from tests.conftest import FakeClock
from tests.playing import play_to_the_end

pytestmark = pytest.mark.slow
# Short games: one deal of Twinkle Starship, Starlink's sand timer run out by the API's clock.
OPTIONS = {"twinkle-starship": {"deals": 1}, "starlink": {"timer_seconds": 20}}


@pytest.fixture
def short_lived(games_redis, archive_url, monkeypatch):
    """A stack whose finished games expire a second after they are archived (the API's and the
    worker's settings alike: the worker's job confirms, and sets the TTL)."""
    # The API's clock moves on half a second at every reading, so sand timers run out in play.
    built = make_stack(games_redis, archive_url, monkeypatch, clock=FakeClock(1_800_000_000.0, step=0.5),
                       finished_ttl=1, env={"STARPORT_FINISHED_TTL": "1"})
    yield built
    close_stack(built)


@pytest.mark.parametrize("slug", sorted(registry()))
def test_a_finished_game_is_kept_after_redis_forgets_it(short_lived, slug):
    stack = short_lived
    me = stack.api.post("/v1/players", {"name": "ann"}).body
    bots = [{"name": f"bot{i}", "bot": "random"} for i in range(registry()[slug].meta.min_players - 1)]
    created = stack.api.create(slug, [{"player": me["player_id"]}, *bots], token=me["key"], options=OPTIONS.get(slug, {}))
    assert created.status == 201, created.body
    game_id = created.body["game_id"]
    final = play_to_the_end(stack.api, slug, game_id, {0: me["key"]}, between_turns=stack.run_worker)
    stack.run_worker()  # the archive job
    deadline = time.monotonic() + 10
    while stack.redis.exists(game_key(game_id), events_key(game_id)):
        assert time.monotonic() < deadline, "the finished game's Redis copy did not expire"
        time.sleep(0.2)
    kept = stack.archive.get(game_id)
    assert (kept["game"], kept["outcome"], kept["seats"][0]["player"]) == (slug, "finished", me["player_id"])
    assert final["status"] == "finished" and kept["winners"]
    history, _ = stack.archive.player_games(me["player_id"])
    assert [(line["game"], line["game_id"], line["seat"]) for line in history] == [(slug, game_id, 0)]
