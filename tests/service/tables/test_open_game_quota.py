"""Every game made at a player's or an address's request counts in the open-game quota (issue 41
item 7): with the quota at 3, creates were refused while 12 challenge games between one address's
keys and 4 quick-play games were made. The meeting place's games count in the quota of the keys
they seat (by where each key was made: ``service.tables.open_games``), and a seek, a challenge, an accept
or a rematch offer is refused past it (403 quota_exceeded, problem+json, nothing changed)."""

from __future__ import annotations

import pytest

from service.meeting.quickplay import pool_id
from tests.playing import StarportClient, play_to_the_end
from tests.meeting import lonely_clock
from tests.service.http.test_limits import from_address, limited_app

QUOTA = 3


@pytest.fixture
def app(redis_url):
    # Only the quota is tight: a game played to its end here acts and reads as fast as it can.
    return limited_app(redis_url, max_open_games_per_ip=QUOTA, rate_acts="10000/second",
                       rate_seat_reads="100000/minute", rate_reads="100000/minute")


def players(client, n):
    made = [client.post("/v1/players", json={"name": f"p{i}"}).json for i in range(n)]
    return [(p["player_id"], {"Authorization": f"Bearer {p['key']}"}) for p in made]


def assert_over_quota(answer):
    assert answer.status_code == 403, answer.json
    assert answer.content_type == "application/problem+json" and answer.json["code"] == "quota_exceeded"


def test_challenge_games_between_one_addresss_keys_stop_at_the_quota(app):
    client = from_address(app)
    keys = players(client, 6)
    made, refused = [], []
    for (_, challenger), (challenged, accepter) in zip(keys[0::2], keys[1::2]):
        for _ in range(2):
            sent = client.post(f"/v1/players/{challenged}/challenges", json={"game": "starshower"}, headers=challenger)
            if sent.status_code != 201:
                refused.append(sent)
                continue
            accepted = client.post(f"/v1/challenges/{sent.json['challenge_id']}/accept", headers=accepter)
            (made if accepted.status_code == 200 else refused).append(accepted)
    assert len(made) == QUOTA and all(a.json["status"] == "accepted" for a in made)
    assert refused
    for answer in refused:
        assert_over_quota(answer)
    # A challenge sent before the cap is not accepted past it: it stays open, no game made.
    (ann, ann_auth), (bob, bob_auth) = players(from_address(app), 2)  # another address: its own quota
    pending = client.post(f"/v1/players/{ann}/challenges", json={"game": "starshower"}, headers=keys[0][1])
    assert_over_quota(pending)
    early = from_address(app).post(f"/v1/players/{keys[0][0]}/challenges", json={"game": "starshower"},
                                   headers=ann_auth)
    assert early.status_code == 201
    late = client.post(f"/v1/challenges/{early.json['challenge_id']}/accept", headers=keys[0][1])
    assert_over_quota(late)
    assert client.get(f"/v1/challenges/{early.json['challenge_id']}", headers=keys[0][1]).json["status"] == "open"


def test_quick_play_games_count_in_the_seekers_quota(app):
    client = from_address(app)
    service = app.extensions["starport"]
    clock = lonely_clock()
    pool = pool_id("starshower", {"size": 10}, {**clock, "bank": 0}, False)
    seated = []
    for _, auth in players(client, QUOTA + 1):
        seek = client.post("/v1/starshower/quickplay", headers=auth,
                           json={"players": 2, "bots_after": 0, "bot": "random", "clock": clock,
                                 "options": {"size": 10}})
        if len(seated) == QUOTA:
            assert_over_quota(seek)
            break
        assert seek.status_code == 202, seek.json
        service.matchmaking.match(pool)  # what the worker's job runs
        seen = client.get(f"/v1/quickplay/{seek.json['seek_id']}", headers=auth).json
        assert seen["status"] == "seated", seen
        seated.append(seen["game_id"])
    assert len(set(seated)) == QUOTA


def test_rematches_count_in_the_quota_of_the_keys_they_seat(app, run_jobs):
    client = from_address(app)
    api = StarportClient(client)
    (me, auth), = players(client, 1)
    key = auth["Authorization"].split(" ", 1)[1]
    game_id = api.create("starshower", [{"player": me}, {"bot": "random"}], token=key,
                         options={"size": 10}).body["game_id"]  # a create: the address's own count
    made = []
    while True:
        view = api.view("starshower", game_id, key).body
        play_to_the_end(api, "starshower", game_id, {view["you"]: key}, between_turns=run_jobs)
        offered = client.post(f"/v1/starshower/games/{game_id}/rematch", headers=auth)
        if len(made) == QUOTA:
            assert_over_quota(offered)
            assert client.get(f"/v1/starshower/games/{game_id}/rematch", headers=auth).json["rematch"] is None
            return
        assert offered.status_code == 200 and offered.json["rematch"], offered.json  # the bot agrees by itself
        game_id = offered.json["rematch"]
        made.append(game_id)
