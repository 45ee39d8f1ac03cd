"""Issue 44 item 4: the per-seat limits are token buckets, and a player key has a budget per game
it plays. A client over its pace waits a fraction of a second instead of the rest of a window; a
hostile loop still gets no more than twice the amount in any period; a key playing twenty
games is not twenty times as limited as twenty seat tokens, and gains nothing in games it does
not sit in."""

from __future__ import annotations

from limits import parse

from service.http.limits import TokenBuckets
from tests.service.http.test_limits import (
    SEATS,
    assert_rate_limited,
    from_address,
    limited_app,
)

GAME = "starshower"


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_of_20_lets_20_through_at_once_and_one_more_each_twentieth_of_a_second():
    clock = FakeClock()
    buckets = TokenBuckets(clock)
    acts = parse("20/second")
    assert [buckets.hit(acts, "seat") for _ in range(21)] == [True] * 20 + [False]
    clock.now += 0.05
    assert buckets.hit(acts, "seat") and not buckets.hit(acts, "seat")
    assert buckets.hit(acts, "another seat")  # a bucket per key


def test_a_refused_hit_takes_nothing_and_says_when_the_next_one_passes():
    clock = FakeClock()
    buckets = TokenBuckets(clock)
    reads = parse("5/minute")
    for _ in range(5):
        assert buckets.hit(reads, "seat")
    for _ in range(100):  # hammering while empty does not push the refill further away
        assert not buckets.hit(reads, "seat")
    stats = buckets.get_window_stats(reads, "seat")
    assert stats.remaining == 0
    clock.now += 12  # one token comes back every 60/5 s
    assert buckets.get_window_stats(reads, "seat").remaining == 1
    assert buckets.hit(reads, "seat") and not buckets.hit(reads, "seat")


def test_a_hostile_loop_gets_at_most_twice_the_amount_in_any_period():
    clock = FakeClock()
    buckets = TokenBuckets(clock)
    acts = parse("20/second")
    let_through = []
    for step in range(3000):  # a request every millisecond for three seconds
        clock.now = 1000.0 + step / 1000
        if buckets.hit(acts, "hostile"):
            let_through.append(clock.now)
    for start in let_through:
        assert sum(1 for t in let_through if start <= t < start + 1.0) <= 40
    assert len(let_through) <= 20 + 3 * 20 + 1  # the bucket, then its refill rate


def test_full_buckets_are_dropped_so_memory_holds_only_recent_keys():
    clock = FakeClock()
    buckets = TokenBuckets(clock)
    reads = parse("10/second")
    for n in range(1000):
        buckets.hit(reads, f"seat-{n}")
    clock.now += TokenBuckets.PRUNE_EVERY + 1
    buckets.hit(reads, "the one seat still reading")
    assert len(buckets.full_at) == 1


def test_past_the_act_bucket_a_seat_waits_one_second_not_the_rest_of_a_window(redis_url):
    app = limited_app(redis_url)  # the real default: 20 a second, a bucket
    client = from_address(app)
    created = client.post(f"/v1/{GAME}/games", json=SEATS).json
    seat = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
    act = f"/v1/{GAME}/games/{created['game_id']}/actions"
    answers = []
    while len(answers) < 500 and 429 not in [a.status_code for a in answers]:
        # Refused by the rules (422), but each counts as an act.
        answers.append(client.post(act, json={"type": "pass"}, headers=seat))
    refused = answers[-1]
    assert len(answers) > 20  # the whole bucket first
    assert_rate_limited(refused)
    assert refused.headers["Retry-After"] == "1"
    assert refused.headers["RateLimit-Policy"] == "20;w=1"


def keyed_player(client) -> tuple[str, dict]:
    key = client.post("/v1/players", json={"name": "bot"}).json["key"]
    return key.split(".")[0], {"Authorization": f"Bearer {key}"}


def test_a_player_key_has_a_read_budget_in_each_game_it_plays(redis_url):
    app = limited_app(redis_url, rate_seat_reads="5/minute")
    client = from_address(app)
    player, key = keyed_player(client)
    games = [client.post(f"/v1/{GAME}/games", headers=key,
                         json={"seats": [{"player": player}, {"name": "bob"}]}).json["game_id"] for _ in range(2)]
    first = [client.get(f"/v1/{GAME}/games/{games[0]}", headers=key) for _ in range(6)]
    assert [a.status_code for a in first[:5]] == [200] * 5
    assert_rate_limited(first[5])
    assert "in this game" in first[5].json["detail"]
    second = [client.get(f"/v1/{GAME}/games/{games[1]}", headers=key) for _ in range(5)]
    assert [a.status_code for a in second] == [200] * 5  # a game of its own: a budget of its own


def test_a_player_key_gains_no_budget_in_games_it_does_not_sit_in(redis_url):
    app = limited_app(redis_url, rate_seat_reads="1/minute")
    client = from_address(app)
    _, key = keyed_player(client)
    strangers = [client.post(f"/v1/{GAME}/games", json=SEATS).json["game_id"] for _ in range(40)]
    answers = [client.get(f"/v1/{GAME}/games/{game_id}", headers=key).status_code for game_id in strangers]
    assert answers[:30] == [401] * 30  # not its seat: each a failed auth (30 a minute)
    assert set(answers[30:]) == {429}
