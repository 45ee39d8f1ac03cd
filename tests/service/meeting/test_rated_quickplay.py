"""Quick play uses ratings (issue 30 item 4): a rated seek meets seekers within its rating window,
which widens while it waits, in the pool's one pairing script; a casual seek ignores ratings.
The seekers' ratings are set in the real Redis as the game-end job leaves them. Nor does a rated
table seat two keys made from one address within a day (item 6: the game's end would not rate it)."""

from __future__ import annotations

import time

import pytest

from service.meeting import quickplay as matchmaking
from service.store.codec import to_json
from service.store.keys import ratings_key
from tests.playing import StarportClient
from tests.meeting import lonely_clock, new_players, until
from tests.service.http.test_limits import from_address


@pytest.fixture
def api(client):
    return StarportClient(client)


@pytest.fixture
def quick_window(monkeypatch):
    """A window of 3 that widens by 20 every second: 10 and 40 (30 apart) meet after 2 s."""
    monkeypatch.setattr(matchmaking, "RATING_WINDOW", (3.0, 20.0, 1.0))


def rated_at(redis_client, slug: str, player: str, mu: float) -> None:
    entry = {"mu": mu, "sigma": 3.0, "games": 40, "name": "p", "recent": []}
    redis_client.hset(ratings_key(slug), player, to_json(entry))


def seek(api, key, **wishes):
    answer = api.post("/v1/starshower/quickplay", {"players": 2, **wishes}, token=key)
    assert answer.status == 202, answer.body
    return answer.body["seek_id"]


def statuses(api, seeks) -> list[str]:
    return [api.get(f"/v1/quickplay/{seek_id}", token=key).body["status"] for key, seek_id in seeks]


def test_two_far_apart_rated_seekers_meet_only_once_their_windows_widened(api, run_jobs, redis_client, quick_window):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    rated_at(redis_client, "starshower", ann, 10.0)
    rated_at(redis_client, "starshower", bob, 40.0)
    clock = lonely_clock()
    began = time.monotonic()
    seeks = [(key, seek(api, key, clock=clock, rated=True)) for key in (ann_key, bob_key)]
    run_jobs()
    assert statuses(api, seeks) == ["waiting", "waiting"]
    assert until(lambda: statuses(api, seeks) == ["seated", "seated"], run_jobs, timeout=6)
    assert time.monotonic() - began >= 1.9  # two steps of the window: 3 + 2 × 20 ≥ 30


def test_two_close_rated_seekers_meet_at_once(api, run_jobs, redis_client, quick_window):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    rated_at(redis_client, "starshower", ann, 30.0)
    rated_at(redis_client, "starshower", bob, 32.5)
    clock = lonely_clock()
    began = time.monotonic()
    seeks = [(key, seek(api, key, clock=clock, rated=True)) for key in (ann_key, bob_key)]
    assert until(lambda: statuses(api, seeks) == ["seated", "seated"], run_jobs, timeout=10)
    assert time.monotonic() - began < 1.8  # before the window's first widening step (1 s) could matter twice


def test_a_casual_pair_ignores_their_ratings(api, run_jobs, redis_client, quick_window):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    rated_at(redis_client, "starshower", ann, 10.0)
    rated_at(redis_client, "starshower", bob, 40.0)
    clock = lonely_clock()
    began = time.monotonic()
    seeks = [(key, seek(api, key, clock=clock)) for key in (ann_key, bob_key)]
    assert until(lambda: statuses(api, seeks) == ["seated", "seated"], run_jobs, timeout=10)
    assert time.monotonic() - began < 1.8  # not after the 2 s the window takes to span 30


def test_a_far_apart_third_waits_while_the_two_close_ones_meet(api, run_jobs, redis_client, quick_window):
    players = new_players(api, 3)
    for (player, _), mu in zip(players, (10.0, 40.0, 41.0)):
        rated_at(redis_client, "starshower", player, mu)
    clock = lonely_clock()
    seeks = [(key, seek(api, key, clock=clock, rated=True)) for _, key in players]
    assert until(lambda: statuses(api, seeks) == ["waiting", "seated", "seated"], run_jobs, timeout=1.5)


def keys_from(app, *addresses: str) -> list[str]:
    """A player key created from each address, in order."""
    return [new_players(StarportClient(from_address(app, address)), 1)[0][1] for address in addresses]


def test_rated_seekers_whose_keys_were_made_from_one_address_never_share_a_table(app, api, run_jobs):
    ann_key, bob_key, cat_key = keys_from(app, "203.0.113.20", "203.0.113.20", "198.51.100.20")
    clock = lonely_clock()
    seeks = [(key, seek(api, key, clock=clock, rated=True)) for key in (ann_key, bob_key)]
    run_jobs()
    assert statuses(api, seeks) == ["waiting", "waiting"]  # their game would not be rated: not formed
    seeks.append((cat_key, seek(api, cat_key, clock=clock, rated=True)))
    # cat and one of the kin (the older seek; two made in one millisecond are equally old)
    assert until(lambda: statuses(api, seeks) in (["seated", "waiting", "seated"], ["waiting", "seated", "seated"]),
                 run_jobs, timeout=10)
    left_key, left_seek = seeks[statuses(api, seeks).index("waiting")]
    assert api.request("DELETE", f"/v1/quickplay/{left_seek}", token=left_key).status == 200
    elsewhere = lonely_clock()
    casual = [(key, seek(api, key, clock=elsewhere)) for key in (ann_key, bob_key)]
    assert until(lambda: statuses(api, casual) == ["seated", "seated"], run_jobs, timeout=10)  # casual: met


def test_no_two_kin_sit_at_a_rated_table_wherever_they_come_in_the_queue(app, api, run_jobs):
    cat_key, ann_key, bob_key, dan_key = keys_from(app, "198.51.100.21", "203.0.113.21", "203.0.113.21",
                                                   "192.0.2.21")
    clock = lonely_clock()
    seeks = [(key, seek(api, key, players=3, clock=clock, rated=True)) for key in (cat_key, ann_key, bob_key)]
    run_jobs()
    assert statuses(api, seeks) == ["waiting"] * 3  # cat fits both, but ann and bob are kin
    seeks.append((dan_key, seek(api, dan_key, players=3, clock=clock, rated=True)))
    # cat, dan and one of the kin (the older seek; two made in one millisecond are equally old)
    assert until(lambda: statuses(api, seeks) in (["seated", "seated", "waiting", "seated"],
                                                  ["seated", "waiting", "seated", "seated"]), run_jobs, timeout=10)
