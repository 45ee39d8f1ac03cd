"""Challenges (issue 29 item 3): one player asks others to a game; accepting makes it and every
feed announces it; declining, cancelling and expiring each end it with an event. Bot accounts
answer by their policy."""

from __future__ import annotations

import pytest

from tests.playing import StarportClient
from tests.meeting import feed, new_players, of_type


@pytest.fixture
def api(client):
    return StarportClient(client)


def challenge(api, key, whom, **wishes):
    answer = api.post(f"/v1/players/{whom}/challenges", {"game": "starshower", **wishes}, token=key)
    assert answer.status == 201, answer.body
    assert answer.headers["Location"] == f"/v1/challenges/{answer.body['challenge_id']}"
    return answer.body


def test_a_challenge_accepted_makes_a_game_both_feeds_announce(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    sent = challenge(api, ann_key, bob, rated=True)
    told = of_type(feed(api, bob_key), "challenge")
    assert [(e["challenge_id"], e["from"], e["rated"]) for e in told] == [(sent["challenge_id"], ann, True)]
    accepted = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=bob_key)
    assert accepted.status == 200 and accepted.body["status"] == "accepted", accepted.body
    game_id = accepted.body["game_id"]
    seats = {}
    for player, key in ((ann, ann_key), (bob, bob_key)):
        seated = of_type(feed(api, key), "seated")
        assert [(e["game_id"], e["challenge_id"]) for e in seated] == [(game_id, sent["challenge_id"])]
        seats[player] = seated[0]["seat"]
        assert api.view("starshower", game_id, key).body["you"] == seats[player]
    assert sorted(seats.values()) == [0, 1]
    assert [e["by"] for e in of_type(feed(api, ann_key), "challenge_accepted")] == [bob]
    again = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=bob_key)
    assert again.status == 200 and again.body["game_id"] == game_id  # a retried accept finds the game


def test_a_declined_challenge_ends_with_an_event_for_the_challenger(api):
    (_ann, ann_key), (bob, bob_key) = new_players(api, 2)
    sent = challenge(api, ann_key, bob)
    declined = api.post(f"/v1/challenges/{sent['challenge_id']}/decline", token=bob_key)
    assert declined.status == 200 and declined.body["status"] == "declined"
    assert [e["by"] for e in of_type(feed(api, ann_key), "challenge_declined")] == [bob]
    late = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=bob_key)
    assert late.status == 409 and late.body["code"] == "challenge_closed"


def test_a_cancelled_challenge_ends_with_an_event_for_the_challenged(api):
    (_ann, ann_key), (bob, bob_key) = new_players(api, 2)
    sent = challenge(api, ann_key, bob)
    assert api.post(f"/v1/challenges/{sent['challenge_id']}/cancel", token=bob_key).body["code"] == "not_your_challenge"
    cancelled = api.post(f"/v1/challenges/{sent['challenge_id']}/cancel", token=ann_key)
    assert cancelled.status == 200 and cancelled.body["status"] == "cancelled"
    assert [e["challenge_id"] for e in of_type(feed(api, bob_key), "challenge_cancelled")] == [sent["challenge_id"]]


def test_an_unanswered_challenge_expires_from_the_due_index_with_an_event_for_both(timed_app, clock):
    api = StarportClient(timed_app.test_client())
    (_ann, ann_key), (bob, bob_key) = new_players(api, 2)
    sent = challenge(api, ann_key, bob, expires_in=30)
    service = timed_app.extensions["starport"]
    due = service.scheduler.connection.zscore(service.scheduler.due_key, f"~challenge/{sent['challenge_id']}/human")
    assert due == pytest.approx(sent["expires"])  # the workers' due-index holds its expiry
    service.meet("challenge", sent["challenge_id"])  # a worker too early: nothing ends
    assert api.get(f"/v1/challenges/{sent['challenge_id']}", token=bob_key).body["status"] == "open"
    clock.advance(31)
    service.meet("challenge", sent["challenge_id"])  # the worker's job, at its time
    assert api.get(f"/v1/challenges/{sent['challenge_id']}", token=bob_key).body["status"] == "expired"
    for key in (ann_key, bob_key):
        assert [e["challenge_id"] for e in of_type(feed(api, key), "challenge_expired")] == [sent["challenge_id"]]
    late = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=bob_key)
    assert late.status == 409 and late.body["code"] == "challenge_closed"


def test_a_challenge_of_three_starts_when_both_challenged_accept(api):
    (_ann, ann_key), (bob, bob_key), (cat, cat_key) = new_players(api, 3)
    sent = challenge(api, ann_key, bob, **{"with": [cat]})
    first = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=bob_key).body
    assert first["status"] == "open" and first["accepted"] == [bob]
    second = api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=cat_key).body
    assert second["status"] == "accepted"
    players = api.view("starshower", second["game_id"]).body["players"]
    assert len(players) == 3 and not any(p.get("bot") for p in players)


def test_a_bot_account_accepts_the_challenges_its_policy_takes_and_declines_the_rest(api):
    (_ann, ann_key), (bot, bot_key) = new_players(api, 2)
    marked = api.request("PUT", "/v1/players/me/bot", json_body={"titles": ["starshower"], "players": [2, 2]},
                         token=bot_key)
    assert marked.status == 200 and marked.body["bot"] is True, marked.body
    taken = challenge(api, ann_key, bot)
    assert taken["status"] == "accepted" and api.view("starshower", taken["game_id"], bot_key).body["you"] is not None
    declined = api.post(f"/v1/players/{bot}/challenges", {"game": "starligned"}, token=ann_key).body
    assert declined["status"] == "declined" and declined["reason"] == "bot_policy"
    cleared = api.request("DELETE", "/v1/players/me/bot", token=bot_key).body  # the policy, not the account
    assert cleared["bot"] is True and "policy" not in cleared
    assert challenge(api, ann_key, bot)["status"] == "open"


def test_a_challenge_is_shown_only_to_its_players(api):
    (_ann, ann_key), (bob, bob_key), (_eve, eve_key) = new_players(api, 3)
    sent = challenge(api, ann_key, bob)
    assert api.get(f"/v1/challenges/{sent['challenge_id']}", token=eve_key).status == 404
    assert api.post(f"/v1/challenges/{sent['challenge_id']}/accept", token=eve_key).status == 404
    assert api.get(f"/v1/challenges/{sent['challenge_id']}").status == 401
    assert [c["challenge_id"] for c in api.get("/v1/players/me/challenges", token=bob_key).body["challenges"]] \
        == [sent["challenge_id"]]
    assert api.get("/v1/players/me/challenges", token=eve_key).body["challenges"] == []


@pytest.mark.parametrize("body", [{"game": "chess"}, {"game": "starshower", "options": {"size": 99}},
                                  {"game": "twinkle-starship"}, {"game": "starshower", "expires_in": 1}])
def test_a_challenge_the_title_cannot_take_is_refused_as_a_problem(api, body):
    (_, ann_key), (bob, _) = new_players(api, 2)
    answer = api.post(f"/v1/players/{bob}/challenges", body, token=ann_key)
    assert answer.status in (404, 422) and answer.headers["Content-Type"] == "application/problem+json", answer.body


def test_nobody_challenges_themselves_or_a_stranger_who_does_not_exist(api):
    (ann, ann_key), = new_players(api, 1)
    assert api.post(f"/v1/players/{ann}/challenges", {"game": "starshower"}, token=ann_key).status == 422
    assert api.post(f"/v1/players/{'0' * 32}/challenges", {"game": "starshower"}, token=ann_key).status == 404


def test_my_challenges_offer_only_what_they_answer(api, client):
    """Issue 42 item 6: OPTIONS /v1/players/me/challenges advertised POST, which then landed on
    /v1/players/{player_id}/challenges with the id "me" (404). "me" is no player id."""
    (_ann, ann_key), = new_players(api, 1)
    allowed = client.options("/v1/players/me/challenges").headers["Allow"]
    assert "POST" not in allowed and "GET" in allowed
    posted = api.post("/v1/players/me/challenges", {"game": "starshower"}, token=ann_key)
    assert posted.status == 405 and posted.body["code"] == "method_not_allowed"
    assert api.get("/v1/players/me/challenges", token=ann_key).status == 200
