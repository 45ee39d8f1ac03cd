"""Starlink under a clock (issue 42 item 8, a ruling: engines/starlink/README.md, "Clock"): guessing
is optional, so a turn's clock is its illustrator's and a guesser owes nothing — no deadline on a
guess, no stand-in guess in a silent guesser's name, no idle abort for not guessing. Through
HTTP against the real Redis, on a clock the test moves."""

from __future__ import annotations

import pytest

SLUG = "starlink"
PER_TURN = 5


def log_of(api, game_id: str) -> list[dict]:
    return api.get(f"/v1/{SLUG}/games/{game_id}/events?after=0").body["events"]


def prompt_of(view: dict, seat: int) -> dict | None:
    return next((p for p in view["to_act"] if p["seat"] == seat), None)


def until_prompt(api, service, clock, game_id: str, seat: int, prompt: str) -> dict:
    """Move the game on (bots, timers, a second at a time) until ``seat`` is asked ``prompt``."""
    for _ in range(600):
        view = api.view(SLUG, game_id).body
        assert view["status"] == "active", view["status"]
        if (asked := prompt_of(view, seat)) is not None and asked["prompt"] == prompt:
            return asked
        service.drive(SLUG, game_id)
        clock.advance(1)
    raise AssertionError(f"seat {seat} was never asked to {prompt}")


def test_a_guesser_who_never_guesses_owes_nothing_and_the_illustrator_keeps_the_clock(timed_api, timed_app, clock):
    service = timed_app.extensions["starport"]
    seats = [{"name": "bot0", "bot": "random"}, {"name": "ann"}, {"name": "bot2", "bot": "random"}]
    game_id = timed_api.create(SLUG, seats, clock={"per_turn": PER_TURN}, seed=11).body["game_id"]

    guess = until_prompt(timed_api, service, clock, game_id, 1, "guess")  # seat 0 illustrates first
    assert "deadline" not in guess  # no clock runs for a guess
    for _ in range(4 * PER_TURN):  # ann stays silent through the drawing, well past her per_turn
        clock.advance(1)
        service.drive(SLUG, game_id)
    log = log_of(timed_api, game_id)
    assert not [e for e in log if e["type"] == "clock_ran_out" and e["seat"] == 1]  # today's: a stand-in guess
    assert not [e for e in log if e["type"] == "aborted"]

    own = until_prompt(timed_api, service, clock, game_id, 1, "choose_word")  # her turn to illustrate
    assert own["deadline"] == pytest.approx(clock.now + PER_TURN, abs=1.01)  # the turn's clock is the illustrator's
    clock.advance(PER_TURN + 1)
    service.drive(SLUG, game_id)
    ran_out = [e for e in log_of(timed_api, game_id) if e["type"] == "clock_ran_out"]
    assert [e["seat"] for e in ran_out] == [1]  # the stand-in chose for her, as for any owed turn
    assert timed_api.view(SLUG, game_id).body["status"] == "active"
