"""Ratings cannot be farmed from a second key (issue 30, item 6): a rated game at which two player
keys created from one address within a day sit moves no rating, and its record says why
(``unrated_reason: same_origin_keys``), in Redis's copy and the archive's; keys from two
addresses, or made a day apart, are rated as before, and so is a person against house bots.
Through the API and the game-end job, on real Redis and real databases (as test_ratings)."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from service.archive.store import games
from service.store.key_origins import SAME_ORIGIN_WINDOW
from service.archive.records import build_record, decoded_events
from tests.service.archive.conftest import close_stack, make_stack
from tests.service.archive.test_ratings import profile, rated_game
from tests.conftest import FakeClock
from tests.playing import StarportClient, play_to_the_end
from tests.meeting import feed, of_type
from tests.service.http.test_limits import from_address
from tests.spec_check import SpecCheck

HOME, ELSEWHERE = "203.0.113.7", "198.51.100.9"  # documentation addresses (RFC 5737)


def key_from(stack, address: str, name: str) -> dict:
    """A player key created by a client at ``address``."""
    made = StarportClient(from_address(stack.app, address)).post("/v1/players", {"name": name})
    assert made.status == 201, made.body
    return made.body


def checked_record(stack, slug: str, game_id: str) -> dict:
    """The game's ``/record``, as anyone reads it, checked against openapi.yaml."""
    answer = StarportClient(stack.app.test_client(), spec_check=SpecCheck()).get(f"/v1/{slug}/games/{game_id}/record")
    assert answer.status == 200, answer.body
    return answer.body


def unmoved(stack, slug: str, game_id: str, people: list[dict]) -> None:
    """Nobody's rating moved for this game: no rating, no note, no mark, no history."""
    for person in people:
        assert profile(stack, person)["ratings"] == {}
        assert of_type(feed(stack.api, person["key"]), "rating_changed") == []
        assert stack.archive.rating_history(person["player_id"], slug) == []
    assert stack.service.archiving.rated.ratings.mark(slug, game_id) is None


def unrated_column(stack, game_id: str) -> str | None:
    """The archive's ``games.unrated_reason`` of the game, as an operator's SQL reads it."""
    with stack.archive.engine.connect() as connection:
        return connection.execute(sa.select(games.c.unrated_reason).where(games.c.game_id == game_id)).scalar_one()


def rated_once(stack, slug: str, game_id: str, people: list[dict]) -> None:
    record = stack.archive.get(game_id)
    assert "unrated_reason" not in record and "unrated_reason" not in checked_record(stack, slug, game_id)
    assert unrated_column(stack, game_id) is None
    for person in people:
        assert profile(stack, person)["ratings"][slug]["games"] == 1
        assert [e["game_id"] for e in of_type(feed(stack.api, person["key"]), "rating_changed")] == [game_id]


def test_two_keys_from_one_address_play_a_rated_game_that_moves_no_rating_however_often_its_job_runs(stack):
    ann, bob = key_from(stack, HOME, "ann"), key_from(stack, HOME, "bob")
    cat = key_from(stack, ELSEWHERE, "cat")  # any two of the table's keys: the whole game is unrated
    slug = "starshower"
    created = stack.api.create(slug, [{"open": True}] * 3, rated=True).body
    game_id = created["game_id"]
    keys = {}
    for seat, person in enumerate((ann, bob, cat)):
        claimed = stack.api.post(f"/v1/{slug}/games/{game_id}/seats/{seat}/claim", {}, token=person["key"])
        assert claimed.status == 200, claimed.body
        keys[seat] = person["key"]
    play_to_the_end(stack.api, slug, game_id, keys)  # people only: no job has run yet
    assert checked_record(stack, slug, game_id)["unrated_reason"] == "same_origin_keys"  # Redis's copy says so
    archiving = stack.service.archiving  # the job's rating step, as a job that then died ran it, twice
    record = build_record(stack.service.store.load(game_id), archiving.log_of(game_id),
                          decoded_events(stack.service.store.actions(game_id)))
    assert archiving.rated.rate(record) is None and archiving.rated.rate(record) is None
    stack.run_worker()  # the game-end job itself
    assert stack.service.archive_game(game_id) == "already"
    assert stack.archive.get(game_id)["unrated_reason"] == "same_origin_keys"  # and the archive's
    assert unrated_column(stack, game_id) == "same_origin_keys"  # the operator's query finds it
    assert checked_record(stack, slug, game_id)["unrated_reason"] == "same_origin_keys"
    history = stack.api.get(f"/v1/players/{ann['player_id']}/games").body["games"]
    assert [line["game_id"] for line in history] == [game_id]  # an unrated game is a game all the same
    unmoved(stack, slug, game_id, [ann, bob, cat])


def test_a_key_is_rated_against_house_bots_and_its_rating_stays_put_against_its_kin(stack):
    ann, bob = key_from(stack, HOME, "ann"), key_from(stack, HOME, "bob")
    against_bots = rated_game(stack, "starshower", [ann], ["random"], seed=3)  # bots have no key: rated
    rated_once(stack, "starshower", against_bots, [ann])
    before = profile(stack, ann)["ratings"]
    against_bob = rated_game(stack, "starshower", [ann, bob], [], seed=4)
    assert stack.archive.get(against_bob)["unrated_reason"] == "same_origin_keys"
    assert profile(stack, ann)["ratings"] == before and profile(stack, bob)["ratings"] == {}
    assert [e["game_id"] for e in of_type(feed(stack.api, ann["key"]), "rating_changed")] == [against_bots]
    assert [r["game_id"] for r in stack.archive.rating_history(ann["player_id"], "starshower")] == [against_bots]


def test_keys_from_two_addresses_are_rated_as_before(stack):
    ann, bob = key_from(stack, HOME, "ann"), key_from(stack, ELSEWHERE, "bob")
    game_id = rated_game(stack, "starshower", [ann, bob], [], seed=1)
    rated_once(stack, "starshower", game_id, [ann, bob])


@pytest.fixture
def clocked(games_redis, archive_url, monkeypatch):
    """A stack whose server time is a FakeClock the test moves."""
    clock = FakeClock(1_800_000_000.0)
    built = make_stack(games_redis, archive_url, monkeypatch, clock=clock)
    built.clock = clock
    yield built
    close_stack(built)


def test_keys_from_one_address_made_more_than_a_day_apart_are_rated(clocked):
    ann = key_from(clocked, HOME, "ann")
    clocked.clock.advance(SAME_ORIGIN_WINDOW + 1)
    bob = key_from(clocked, HOME, "bob")
    game_id = rated_game(clocked, "starshower", [ann, bob], [], seed=2)
    rated_once(clocked, "starshower", game_id, [ann, bob])


def test_keys_from_one_address_within_the_day_are_not(clocked):
    ann = key_from(clocked, HOME, "ann")
    clocked.clock.advance(SAME_ORIGIN_WINDOW - 1)
    bob = key_from(clocked, HOME, "bob")
    game_id = rated_game(clocked, "starshower", [ann, bob], [], seed=2)
    assert clocked.archive.get(game_id)["unrated_reason"] == "same_origin_keys"
    unmoved(clocked, "starshower", game_id, [ann, bob])
