"""The meeting place's limits (issue 29 item 6): seeks and challenges count in the address's creates
and in the player key's own budget; one player cannot flood another with challenges (the pair's
budget); each refusal is problem+json 429."""

from __future__ import annotations

from tests.playing import StarportClient
from tests.service.meeting import lonely_clock
from tests.service.test_limits import assert_rate_limited, from_address, limited_app


def players(client, n):
    return [client.post("/v1/players", json={}).json for _ in range(n)]


def test_one_player_cannot_flood_another_with_challenges_but_may_challenge_a_third(redis_url):
    client = from_address(limited_app(redis_url, rate_challenges_per_pair="3/minute"))
    ann, bob, cat = players(client, 3)
    sent = [client.post(f"/v1/players/{bob['player_id']}/challenges", json={"game": "starshower"},
                        headers={"Authorization": f"Bearer {ann['key']}"}) for _ in range(5)]
    assert [a.status_code for a in sent[:3]] == [201] * 3
    for refused in sent[3:]:
        assert_rate_limited(refused)
    other = client.post(f"/v1/players/{cat['player_id']}/challenges", json={"game": "starshower"},
                        headers={"Authorization": f"Bearer {ann['key']}"})
    assert other.status_code == 201
    back = client.post(f"/v1/players/{ann['player_id']}/challenges", json={"game": "starshower"},
                       headers={"Authorization": f"Bearer {bob['key']}"})
    assert back.status_code == 201  # the pair is counted one way: bob's own budget is his


def test_a_player_keys_seeks_and_challenges_share_its_budget_from_every_address(redis_url):
    app = limited_app(redis_url, rate_meets="4/minute")
    ann, bob = players(from_address(app), 2)
    bearer = {"Authorization": f"Bearer {ann['key']}"}
    answers = []
    for i in range(3):  # each from an address of its own: the key's budget, not the address's
        seek = from_address(app).post("/v1/starshower/quickplay", json={"clock": lonely_clock()}, headers=bearer)
        answers.append(seek)
        if seek.status_code == 202:
            from_address(app).delete(f"/v1/quickplay/{seek.json['seek_id']}", headers=bearer)
    answers += [from_address(app).post(f"/v1/players/{bob['player_id']}/challenges", json={"game": "starligned"},
                                       headers=bearer) for _ in range(2)]
    assert [a.status_code for a in answers] == [202, 202, 202, 201, 429]
    assert_rate_limited(answers[-1])
    assert StarportClient(from_address(app)).post("/v1/starshower/quickplay", {}, token=bob["key"]).status == 202
