"""The meeting place's limits (issue 29 item 6): seeks and challenges count in the address's creates
and in the player key's own budget; one player cannot flood another with challenges (the pair's
budget); each refusal is problem+json 429."""

from __future__ import annotations

from tests.playing import StarportClient
from tests.meeting import lonely_clock
from tests.service.http.test_limits import assert_rate_limited, from_address, limited_app


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


def test_naming_a_player_in_with_counts_in_its_pair_too(redis_url):
    """Issue 41 item 5: after the pair's budget was spent on direct challenges, more reached the
    victim through a decoy, with `with: [victim]`. Every player a challenge names counts."""
    client = from_address(limited_app(redis_url, rate_challenges_per_pair="3/minute"))
    mallory, victim, decoy, other = players(client, 4)
    bearer = {"Authorization": f"Bearer {mallory['key']}"}

    def challenge(whom, *also):
        return client.post(f"/v1/players/{whom['player_id']}/challenges", headers=bearer,
                           json={"game": "starshower", "with": [p["player_id"] for p in also]})

    assert [challenge(victim).status_code for _ in range(3)] == [201] * 3
    through_a_decoy = challenge(decoy, victim)
    assert_rate_limited(through_a_decoy)
    assert challenge(decoy, other).status_code == 201  # the decoy and a third still have budgets
    assert_rate_limited(challenge(other, victim, victim))
    told = client.get("/v1/players/me/events?after=0", headers={"Authorization": f"Bearer {victim['key']}"}).json
    assert [e["type"] for e in told["events"]].count("challenge") == 3


def test_a_players_budget_of_challenges_from_one_key_counts_its_with_mentions(redis_url):
    """Named only in `with`, again and again, a player's pair budget is spent as if challenged."""
    client = from_address(limited_app(redis_url, rate_challenges_per_pair="2/minute"))
    mallory, victim, *decoys = players(client, 5)
    bearer = {"Authorization": f"Bearer {mallory['key']}"}
    sent = [client.post(f"/v1/players/{decoy['player_id']}/challenges", headers=bearer,
                        json={"game": "starshower", "with": [victim["player_id"]]}) for decoy in decoys]
    assert [a.status_code for a in sent[:2]] == [201, 201]
    assert_rate_limited(sent[2])
