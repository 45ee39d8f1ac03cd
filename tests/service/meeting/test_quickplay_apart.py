"""Quick play keeps apart who must be (issue 46): a player and one it blocks are never seated
together when any other seating exists, and a people-only seek never sits with a bot account."""

from __future__ import annotations

from tests.meeting import lonely_clock, new_players, until
from tests.service.meeting.test_quickplay import seek, seek_of


def block(api, key, whom):
    assert api.request("PUT", f"/v1/players/me/blocks/{whom}", token=key).status == 200


def seated_with(api, players, seeks, run_jobs) -> dict[str, str]:
    """Each player's game once all are seated."""
    assert until(lambda: all(seek_of(api, key, s["seek_id"])["status"] == "seated"
                             for (_, key), s in zip(players, seeks)), run_jobs, timeout=5)
    return {player: seek_of(api, key, s["seek_id"])["game_id"] for (player, key), s in zip(players, seeks)}


def test_a_blocker_and_the_blocked_sit_at_other_tables(api, run_jobs):
    clock = lonely_clock()
    players = new_players(api, 4)
    (ann, ann_key), (bob, _), (cy, _), (dee, dee_key) = players
    block(api, dee_key, ann)  # the oldest two would meet first; blocks: ann-dee, and ann-bob
    block(api, ann_key, bob)
    order = [players[0], players[1], players[3], players[2]]  # ann, bob, dee, cy: ann's only fit is cy
    seeks = [seek(api, "starshower", key, players=2, clock=clock) for _, key in order]
    games = seated_with(api, order, seeks, run_jobs)
    assert games[ann] == games[cy] and games[bob] == games[dee] and games[ann] != games[bob]


def test_blocked_seekers_alone_wait_apart(api, run_jobs):
    clock = lonely_clock()
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    block(api, bob_key, ann)
    mine, theirs = seek(api, "starshower", ann_key, players=2, clock=clock), seek(api, "starshower", bob_key,
                                                                                  players=2, clock=clock)
    run_jobs()
    run_jobs()
    assert seek_of(api, ann_key, mine["seek_id"])["status"] == "waiting"
    assert seek_of(api, bob_key, theirs["seek_id"])["status"] == "waiting"


def test_people_only_never_meets_a_bot_account(api, run_jobs):
    clock = lonely_clock()
    (_bot, bot_key), (_ann, ann_key), (_bob, bob_key) = players = new_players(api, 3)
    assert api.request("PUT", "/v1/players/me/bot", json_body={"titles": ["starshower"]}, token=bot_key).status == 200
    first = seek(api, "starshower", bot_key, players=2, clock=clock)
    person = seek(api, "starshower", ann_key, players=2, clock=clock, people_only=True)
    assert person["people_only"] is True
    run_jobs()
    assert seek_of(api, ann_key, person["seek_id"])["status"] == "waiting"  # the bot account was there first
    other = seek(api, "starshower", bob_key, players=2, clock=clock)
    seated_with(api, [players[0], players[2]], [first, other], run_jobs)  # the bot account and bob
    assert seek_of(api, ann_key, person["seek_id"])["status"] == "waiting"
