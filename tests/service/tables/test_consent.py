"""Nobody is seated without its key (issue 41 item 4): a create naming a player seats it only when
that player's key is the bearer. Anyone else's create naming it is refused (403
player_key_required, problem+json) and leaves nothing: no `seated` or `your_turn` on its feed, no
game in its history for others to see or for its bot kit to adopt."""

from __future__ import annotations

import pytest

from tests.playing import StarportClient
from tests.meeting import feed, new_players

SEATS = [{"name": "rex", "bot": "random"}]


@pytest.fixture
def api(client):
    return StarportClient(client)


def history(api, key):
    return api.get("/v1/players/me/games", token=key).body["games"]


def test_a_create_naming_another_player_without_its_key_seats_nobody(api, redis_client):
    (victim, victim_key), (_mallory, mallory_key) = new_players(api, 2)
    before = sorted(redis_client.keys("sp:{*"))
    for token in (None, mallory_key, "a-seat-token"):  # nobody's key, another player's, a seat token
        refused = api.post("/v1/starligned/games", {"seats": [{"player": victim}, *SEATS]}, token=token)
        assert (refused.status, refused.body["code"]) == (403, "player_key_required"), refused.body
        assert refused.headers["Content-Type"] == "application/problem+json"
    beside = api.post("/v1/starligned/games", {"seats": [{"name": "me"}, {"player": victim}]}, token=mallory_key)
    assert beside.status == 403  # nor beside the bearer's own seat token
    forged = api.post("/v1/starligned/games", {"seats": [{"player": victim}, *SEATS]},
                      token=victim + ".not-the-secret")
    assert forged.status == 401
    assert sorted(redis_client.keys("sp:{*")) == before  # no game stored
    assert feed(api, victim_key) == [] and history(api, victim_key) == []


def test_a_player_seats_itself_with_its_own_key(api):
    (me, my_key), = new_players(api, 1)
    created = api.create("starligned", [{"player": me}, *SEATS], token=my_key).body
    assert created["seats"][0]["player"] == me and "token" not in created["seats"][0]
    assert [e["type"] for e in feed(api, my_key)][:1] == ["seated"]
    assert [g["game_id"] for g in history(api, my_key)] == [created["game_id"]]


def test_a_create_naming_its_bearer_and_another_player_is_refused(api):
    (me, my_key), (other, other_key) = new_players(api, 2)
    both = api.post("/v1/starligned/games", {"seats": [{"player": me}, {"player": other}]}, token=my_key)
    assert (both.status, both.body["code"]) == (403, "player_key_required")
    assert feed(api, my_key) == [] and feed(api, other_key) == []
