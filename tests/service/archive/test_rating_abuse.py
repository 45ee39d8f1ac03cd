"""Ratings that cannot be farmed, pushed or dodged (issue 41 items 8, 9 and 10), each attack made
through the API and the game-end job as a hostile client would, on real Redis and real databases
(as test_ratings):

- 8: keys from sibling IPv6 /64s of one /48 are one origin (their game is not rated), and keys of
  one origin move another player's rating by at most ``MOVE_PER_ORIGIN_DAY`` in a UTC day;
- 9: throwaway keys that join rated games against a house bot and leave at once lose, and leave
  the level's published rating at its calibration;
- 10: a rated game always has a clock, and a person who stops until the game is aborted for
  idleness is rated last.

The server's time is a FakeClock the test moves (a day's budget must not straddle a midnight),
so the bots move in the app's own driver (``service.drive``), and the worker runs the game-end job."""

from __future__ import annotations

import random

import pytest

from service.store.codec import to_json
from service.ratings.maths import MOVE_PER_ORIGIN_DAY, calibrated
from service.store.keys import ratings_key
from service.tables.turns import RATED_CLOCK
from tests.service.archive.conftest import close_stack, make_stack
from tests.service.archive.test_ratings import bot_levels, profile
from tests.service.archive.test_same_origin_keys import key_from, unmoved
from tests.conftest import FakeClock
from tests.playing import play_to_the_end
from tests.meeting import feed, of_type

SLUG = "starshower"
MAIN = "203.0.113.80"  # the farmer's main key (documentation addresses: RFC 5737, RFC 3849)
FARM_48 = "2001:db8:4108:{}::1"  # one subscriber's /48: a sibling /64 per key
ELSEWHERE = "198.51.100.80"


@pytest.fixture
def clocked(games_redis, archive_url, monkeypatch):
    """A stack whose server time is a FakeClock the test moves (08:00 UTC)."""
    clock = FakeClock(1_800_000_000.0)
    built = make_stack(games_redis, archive_url, monkeypatch, clock=clock)
    built.clock = clock
    yield built
    close_stack(built)


def drive(stack, game_id: str) -> None:
    stack.service.drive(SLUG, game_id)


def rated_table(stack, seats: list[dict], keys: list[dict], **extra) -> str:
    """A rated create of ``seats`` whose open ones ``keys`` claim, in order."""
    game_id = stack.api.create(SLUG, seats, rated=True, **extra).body["game_id"]
    open_seats = [i for i, seat in enumerate(seats) if seat.get("open")]
    for seat, key in zip(open_seats, keys):
        claimed = stack.api.post(f"/v1/{SLUG}/games/{game_id}/seats/{seat}/claim", {}, token=key["key"])
        assert claimed.status == 200, claimed.body
    return game_id


def leave(stack, game_id: str, seat: int, key: dict) -> None:
    left = stack.api.post(f"/v1/{SLUG}/games/{game_id}/seats/{seat}/leave", {}, token=key["key"])
    assert left.status == 200, left.body


def finish(stack, game_id: str, keys: dict[int, dict], seed: int = 0) -> None:
    """Play the people's seats with random legal moves, the bots in the app's driver, then run
    the game-end job."""
    play_to_the_end(stack.api, SLUG, game_id, {seat: key["key"] for seat, key in keys.items()},
                    between_turns=lambda: drive(stack, game_id), rng=random.Random(seed))
    stack.run_worker()


def ordinal(stack, key: dict) -> float:
    return profile(stack, key)["ratings"].get(SLUG, {"ordinal": 0.0})["ordinal"]


def events(stack, game_id: str) -> list[dict]:
    return stack.api.get(f"/v1/{SLUG}/games/{game_id}/events?after=0").body["events"]


# -- item 8: IPv6 origins, and what one origin can move ------------------------------------------

def test_keys_from_sibling_ipv6_64s_of_one_48_are_one_origin_and_their_game_is_not_rated(clocked):
    ann, bob = key_from(clocked, FARM_48.format(1), "ann"), key_from(clocked, FARM_48.format(2), "bob")
    game_id = rated_table(clocked, [{"open": True}, {"open": True}], [ann, bob])
    leave(clocked, game_id, 1, bob)  # the alternate key walks away: the farmer's main key wins
    finish(clocked, game_id, {0: ann})
    assert clocked.archive.get(game_id)["unrated_reason"] == "same_origin_keys"
    unmoved(clocked, SLUG, game_id, [ann, bob])


def test_one_origins_keys_move_a_players_rating_at_most_the_days_bound(clocked):
    main = key_from(clocked, MAIN, "main")
    moves = []
    for game in range(5):  # a fresh alternate key a game, each from its own /64 of the farm's /48
        alternate = key_from(clocked, FARM_48.format(game + 1), f"alt{game}")
        game_id = rated_table(clocked, [{"open": True}, {"open": True}], [main, alternate])
        before = ordinal(clocked, main)
        leave(clocked, game_id, 1, alternate)
        finish(clocked, game_id, {0: main}, seed=game)
        assert "unrated_reason" not in clocked.archive.get(game_id)  # rated: the keys are two origins
        assert of_type(feed(clocked.api, alternate["key"]), "rating_changed")[0]["rank"] == 2  # the leaver lost
        moves.append(ordinal(clocked, main) - before)
        clocked.clock.advance(600)
    assert moves[0] > 0  # a win moves a rating, as ever
    assert 0 <= sum(moves) <= MOVE_PER_ORIGIN_DAY + 1e-9, moves  # today's code: +3.3, +2.5, +2.1, …
    assert moves[-1] == 0  # the farm's budget for today is spent
    told = of_type(feed(clocked.api, main["key"]), "rating_changed")
    assert len(told) == 5 and told[-1]["rating"]["ordinal"] == pytest.approx(ordinal(clocked, main))

    stranger = key_from(clocked, ELSEWHERE, "stranger")  # another origin has its own budget
    game_id = rated_table(clocked, [{"open": True}, {"open": True}], [main, stranger])
    before = ordinal(clocked, main)
    leave(clocked, game_id, 1, stranger)
    finish(clocked, game_id, {0: main})
    assert ordinal(clocked, main) > before

    clocked.clock.advance(24 * 3600)  # the next UTC day: the farm's keys move it again
    alternate = key_from(clocked, FARM_48.format(99), "alt-next-day")
    game_id = rated_table(clocked, [{"open": True}, {"open": True}], [main, alternate])
    before = ordinal(clocked, main)
    leave(clocked, game_id, 1, alternate)
    finish(clocked, game_id, {0: main})
    assert 0 < ordinal(clocked, main) - before <= MOVE_PER_ORIGIN_DAY


# -- item 9: the house bots' published ratings ---------------------------------------------------

def test_throwaway_keys_that_leave_rated_games_against_random_lose_and_leave_randoms_rating_as_calibrated(clocked):
    calibration = calibrated()[SLUG]["random"]
    for game in range(6):  # a throwaway key a game, each from an address of its own
        throwaway = key_from(clocked, f"192.0.2.{game + 10}", f"throwaway{game}")
        game_id = rated_table(clocked, [{"open": True}, {"name": "house", "bot": "random"}], [throwaway])
        leave(clocked, game_id, 0, throwaway)
        finish(clocked, game_id, {})
        [told] = of_type(feed(clocked.api, throwaway["key"]), "rating_changed")
        assert told["rank"] == 2 and told["rating"]["mu"] < 25  # leaving is a loss for the leaver
    shown = bot_levels(clocked, SLUG)["random"]
    assert shown["mu"] == calibration.mu and shown["sigma"] == calibration.sigma  # today's: 6 wins' worth up
    assert shown["games"] == 6


def test_a_level_rating_a_rated_game_moved_before_is_published_as_calibrated(clocked):
    """A level's entry an older server moved (as the issue's 120 games moved random's to +9.45)."""
    pushed = {"mu": 40.0, "sigma": 3.0, "games": 120, "recent": []}
    clocked.redis.hset(ratings_key(SLUG), "bot:random", to_json(pushed))
    calibration = calibrated()[SLUG]["random"]
    shown = bot_levels(clocked, SLUG)["random"]
    assert (shown["mu"], shown["sigma"], shown["games"]) == (calibration.mu, calibration.sigma, 120)
    ann = key_from(clocked, ELSEWHERE, "ann")  # and a person is rated against the calibration
    game_id = rated_table(clocked, [{"open": True}, {"name": "house", "bot": "random"}], [ann])
    finish(clocked, game_id, {0: ann})
    [seat] = [s for s in clocked.service.archiving.rated.ratings.mark(SLUG, game_id)[0]["seats"]
              if s["subject"] == "bot:random"]
    assert (seat["before"]["mu"], seat["after"]["mu"]) == (calibration.mu, calibration.mu)


# -- item 10: stalling ---------------------------------------------------------------------------

def stall(stack, game_id: str, per_turn: float, turns: int = 12) -> None:
    """Nobody at the game moves: its clocks run out, one after another, until it ends."""
    for _ in range(turns):
        if stack.api.view(SLUG, game_id).body["status"] == "finished":
            return
        stack.clock.advance(per_turn + 1)
        drive(stack, game_id)
    assert stack.api.view(SLUG, game_id).body["status"] == "finished"


def test_a_person_who_stops_against_a_bot_is_rated_last_when_the_game_is_aborted_as_idle(clocked):
    ann = key_from(clocked, ELSEWHERE, "ann")
    game_id = rated_table(clocked, [{"open": True}, {"name": "house", "bot": "greedy"}], [ann],
                          clock={"per_turn": 30})
    drive(clocked, game_id)  # the bot plays; ann never will
    stall(clocked, game_id, 30)
    [aborted] = [e for e in events(clocked, game_id) if e["type"] == "aborted"]
    assert aborted["reason"] == "idle" and aborted["seat"] == 0
    clocked.run_worker()
    record = clocked.archive.get(game_id)
    assert record["outcome"] == "aborted" and "unrated_reason" not in record  # today's: "aborted", unrated
    [told] = of_type(feed(clocked.api, ann["key"]), "rating_changed")
    assert told["rank"] == 2 and told["rating"]["mu"] < 25
    assert bot_levels(clocked, SLUG)["greedy"]["mu"] == calibrated()[SLUG]["greedy"].mu


def test_a_rated_game_made_without_a_clock_gets_one_so_a_loser_cannot_stop_for_ever(clocked):
    ann, bob = key_from(clocked, ELSEWHERE, "ann"), key_from(clocked, MAIN, "bob")
    game_id = rated_table(clocked, [{"open": True}, {"open": True}], [ann, bob])
    [created] = [e for e in events(clocked, game_id) if e["type"] == "created"]
    assert created["clock"] == RATED_CLOCK  # everyone sees the game's clock
    [first] = clocked.api.view(SLUG, game_id).body["to_act"]  # whoever is to act stops (today: for ever)
    assert first["deadline"] == pytest.approx(clocked.clock.now + RATED_CLOCK["per_turn"])
    clocked.clock.advance(RATED_CLOCK["per_turn"] + 1)
    drive(clocked, game_id)
    [ran_out] = [e for e in events(clocked, game_id) if e["type"] == "clock_ran_out"]
    assert ran_out["seat"] == first["seat"]  # the stand-in moved for them, and the game goes on
    view = clocked.api.view(SLUG, game_id).body
    assert view["status"] == "active" and view["version"] > 1


def test_when_every_person_at_a_rated_game_stops_it_is_aborted_and_rates_nobody(clocked):
    """Nobody played on to be placed above the idlers: the record says aborted."""
    ann, bob = key_from(clocked, ELSEWHERE, "ann"), key_from(clocked, MAIN, "bob")
    game_id = rated_table(clocked, [{"open": True}, {"open": True}], [ann, bob], clock={"per_turn": 30})
    stall(clocked, game_id, 30)
    clocked.run_worker()
    assert clocked.archive.get(game_id)["unrated_reason"] == "aborted"
    unmoved(clocked, SLUG, game_id, [ann, bob])
