"""Rematch (issue 29 item 4): once a game is over, when every person at it has offered, a new game
with the same players and options is made, seats moved one place on, ``rematch_of`` linking it,
announced on the players' feeds. Bots agree by themselves."""

from __future__ import annotations

import pytest

from tests.playing import StarportClient, play_to_the_end
from tests.meeting import feed, new_players, of_type


@pytest.fixture
def api(client):
    return StarportClient(client)


def test_a_rematch_after_a_finished_game_is_linked_and_its_seats_rotated(api, run_jobs):
    (bob, bob_key), = new_players(api, 1)
    created = api.create("starshower", [{"name": "ann"}, {"player": bob}, {"bot": "random"}], token=bob_key,
                         options={"size": 10}).body
    game_id, ann_token = created["game_id"], created["seats"][0]["token"]
    early = api.post(f"/v1/starshower/games/{game_id}/rematch", token=ann_token)
    assert early.status == 409 and early.body["code"] == "game_not_over"
    play_to_the_end(api, "starshower", game_id, {0: ann_token, 1: bob_key}, between_turns=run_jobs)

    offered = api.post(f"/v1/starshower/games/{game_id}/rematch", token=ann_token)
    assert offered.status == 200, offered.body
    assert offered.body["agreed"] == [0] and offered.body["waiting_for"] == [1] and offered.body["rematch"] is None
    assert [(e["game_id"], e["seat"]) for e in of_type(feed(api, bob_key), "rematch_offered")] == [(game_id, 0)]
    agreed = api.post(f"/v1/starshower/games/{game_id}/rematch", token=bob_key).body
    new_id = agreed["rematch"]
    assert new_id and agreed["your_seat"] == 2

    again = api.view("starshower", new_id).body
    assert [p.get("bot") for p in again["players"]] == ["random", None, None]  # seat 2's bot now sits at 0
    assert api.view("starshower", new_id, ann_token).body["you"] == 1  # ann's token acts here too
    assert api.view("starshower", new_id, bob_key).body["you"] == 2
    first = api.get(f"/v1/starshower/games/{new_id}/events").body["events"][0]
    assert first["rematch_of"] == game_id and first["options"]["size"] == 10
    seated = [e for e in of_type(feed(api, bob_key), "seated") if e["game_id"] == new_id]
    assert [(e["seat"], e["rematch_of"]) for e in seated] == [(2, game_id)]
    assert api.post(f"/v1/starshower/games/{game_id}/rematch", token=ann_token).body["rematch"] == new_id  # once
    assert api.get(f"/v1/starshower/games/{game_id}/rematch", token=bob_key).body["rematch"] == new_id


def test_a_bot_account_whose_policy_takes_the_title_agrees_to_a_rematch_by_itself(api, run_jobs):
    (bob, bob_key), (cat, cat_key) = new_players(api, 2)
    for key, titles in ((bob_key, ["starshower"]), (cat_key, ["starligned"])):  # cat's policy: not this title
        marked = api.request("PUT", "/v1/players/me/bot", json_body={"titles": titles, "players": [2, 4]}, token=key)
        assert marked.status == 200 and marked.body["bot"] is True, marked.body
    created = api.create("starshower", [{"name": "ann"}, {"player": bob}, {"open": True}], token=bob_key,
                         options={"size": 10}).body
    game_id, ann_token = created["game_id"], created["seats"][0]["token"]
    assert api.post(f"/v1/starshower/games/{game_id}/seats/2/claim", {}, token=cat_key).status == 200
    play_to_the_end(api, "starshower", game_id, {0: ann_token, 1: bob_key, 2: cat_key}, between_turns=run_jobs)

    offered = api.post(f"/v1/starshower/games/{game_id}/rematch", token=ann_token).body
    assert offered["agreed"] == [0] and offered["waiting_for"] == [2] and offered["rematch"] is None  # bob: by policy
    agreed = api.post(f"/v1/starshower/games/{game_id}/rematch", token=cat_key).body
    new_id = agreed["rematch"]
    assert new_id and api.view("starshower", new_id, bob_key).body["you"] == 2
    assert not of_type(feed(api, bob_key), "rematch_offered")  # nobody waits on bob: nothing to tell him
    assert [e["rematch_of"] for e in of_type(feed(api, bob_key), "seated") if e["game_id"] == new_id] == [game_id]


def test_only_the_games_seats_offer_a_rematch(api, run_jobs):
    created = api.create("starshower", [{"name": "ann"}, {"bot": "random"}], options={"size": 10}).body
    (_, stranger), = new_players(api, 1)
    assert api.post(f"/v1/starshower/games/{created['game_id']}/rematch").status == 401
    assert api.post(f"/v1/starshower/games/{created['game_id']}/rematch", token=stranger).status == 401
    assert api.post(f"/v1/starshower/games/{'f' * 32}/rematch", token=stranger).status == 404
