"""Blocks (issue 46 item 4): a player blocks another, lists and lifts its blocks (nobody else sees
them), and no challenge or rematch offer from a blocked player reaches it; ``Blocks`` answers the
others' questions (tournaments, chat) in one round trip."""

from __future__ import annotations

from tests.meeting import feed, new_players, of_type
from tests.playing import play_to_the_end


def block(api, key, whom):
    answer = api.request("PUT", f"/v1/players/me/blocks/{whom}", token=key)
    assert answer.status == 200, answer.body
    return answer.body


def test_blocks_are_listed_to_their_owner_and_lifted(api):
    (ann, ann_key), (bob, _bob_key), (cy, cy_key) = new_players(api, 3)
    assert [b["player_id"] for b in block(api, ann_key, bob)["blocks"]] == [bob]
    assert api.get("/v1/players/me/blocks", token=cy_key).body["blocks"] == []  # only its owner's
    assert api.request("PUT", f"/v1/players/me/blocks/{ann}", token=ann_key).status == 422  # not oneself
    assert api.request("PUT", "/v1/players/me/blocks/" + "0" * 32, token=ann_key).status == 404
    assert api.request("PUT", f"/v1/players/me/blocks/{cy}").status == 401
    lifted = api.request("DELETE", f"/v1/players/me/blocks/{bob}", token=ann_key)
    assert lifted.status == 200 and lifted.body["blocks"] == []
    assert api.get(f"/v1/players/{bob}").body.keys() == api.get(f"/v1/players/{cy}").body.keys()  # nothing shows


def test_a_blocked_players_challenge_never_reaches_the_blocker_and_expires_unseen(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    block(api, bob_key, ann)
    sent = api.post(f"/v1/players/{bob}/challenges", {"game": "starshower"}, token=ann_key)
    assert sent.status == 201 and sent.body["status"] == "open"  # ann is not told she is blocked
    assert of_type(feed(api, bob_key), "challenge") == []
    assert api.get("/v1/players/me/challenges", token=bob_key).body["challenges"] == []
    cid = sent.body["challenge_id"]
    assert api.post(f"/v1/challenges/{cid}/accept", token=bob_key).status == 404
    assert api.get(f"/v1/challenges/{cid}", token=ann_key).body["status"] == "open"


def test_a_blocked_bot_accounts_policy_never_accepts(api):
    (ann, ann_key), (bot, bot_key) = new_players(api, 2)
    assert api.request("PUT", "/v1/players/me/bot", json_body={"titles": ["starshower"]}, token=bot_key).status == 200
    block(api, bot_key, ann)
    sent = api.post(f"/v1/players/{bot}/challenges", {"game": "starshower"}, token=ann_key)
    assert sent.body["status"] == "open"


def test_the_challenger_cannot_challenge_whom_it_blocks(api):
    (_ann, ann_key), (bob, _bob_key) = new_players(api, 2)
    block(api, ann_key, bob)
    refused = api.post(f"/v1/players/{bob}/challenges", {"game": "starshower"}, token=ann_key)
    assert refused.status == 422


def test_a_token_blocks_only_with_the_challenge_scope(api):
    (_ann, ann_key), (bob, _bob_key) = new_players(api, 2)
    play = api.post("/v1/players/me/tokens", {"scopes": ["play"]}, token=ann_key).body["token"]
    refused = api.request("PUT", f"/v1/players/me/blocks/{bob}", token=play)
    assert (refused.status, refused.body["scope"]) == (403, "challenge")
    meet = api.post("/v1/players/me/tokens", {"scopes": ["challenge"]}, token=ann_key).body["token"]
    assert block(api, meet, bob)["blocks"][0]["player_id"] == bob


def test_blocked_pairs_among_players_in_one_round_trip(app, api):
    (ann, ann_key), (bob, bob_key), (cy, _), (dee, _) = new_players(api, 4)
    block(api, ann_key, bob)
    block(api, bob_key, ann)
    block(api, ann_key, cy)
    blocks = app.extensions["starport"].blocks
    assert blocks.blocked_pairs([ann, bob, cy, dee]) == {frozenset((ann, bob)), frozenset((ann, cy))}
    assert blocks.blocks(ann, cy) and not blocks.blocks(cy, ann) and blocks.either_blocks(cy, ann)
    assert not blocks.either_blocks(dee, ann) and blocks.blocked_pairs([dee]) == set()


def test_a_block_made_after_a_challenge_was_sent_hides_it_from_the_blocker(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    cid = api.post(f"/v1/players/{bob}/challenges", {"game": "starshower"}, token=ann_key).body["challenge_id"]
    assert [c["challenge_id"] for c in api.get("/v1/players/me/challenges", token=bob_key).body["challenges"]] == [cid]
    block(api, bob_key, ann)
    told = len(feed(api, bob_key))
    assert api.get("/v1/players/me/challenges", token=bob_key).body["challenges"] == []  # listing
    assert api.get(f"/v1/challenges/{cid}", token=bob_key).status == 404  # reading
    assert api.post(f"/v1/challenges/{cid}/accept", token=bob_key).status == 404  # accepting
    assert api.post(f"/v1/challenges/{cid}/decline", token=bob_key).status == 404
    assert api.get(f"/v1/challenges/{cid}", token=ann_key).body["status"] == "open"  # ann sees nothing change
    assert api.post(f"/v1/challenges/{cid}/cancel", token=ann_key).body["status"] == "cancelled"
    assert len(feed(api, bob_key)) == told  # the feed: nothing more of it reaches bob


def test_two_players_who_block_each_other_cannot_challenge_each_other(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    block(api, ann_key, bob)
    block(api, bob_key, ann)
    for key, whom in ((ann_key, bob), (bob_key, ann)):
        refused = api.post(f"/v1/players/{whom}/challenges", {"game": "starshower"}, token=key)
        assert (refused.status, refused.body["code"]) == (422, "validation_error")
    for key in (ann_key, bob_key):
        assert api.get("/v1/players/me/challenges", token=key).body["challenges"] == []
        assert of_type(feed(api, key), "challenge") == []


def test_a_blocked_players_rematch_offer_neither_reaches_nor_shows_and_never_seats_them_together(api, run_jobs):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    game_id = api.create("starshower", [{"player": ann}, {"open": True}], token=ann_key,
                         options={"size": 10}).body["game_id"]
    assert api.post(f"/v1/starshower/games/{game_id}/seats/1/claim", {}, token=bob_key).status == 200
    play_to_the_end(api, "starshower", game_id, {0: ann_key, 1: bob_key}, between_turns=run_jobs)
    rematch = f"/v1/starshower/games/{game_id}/rematch"

    first = api.post(rematch, token=bob_key).body  # bob offers, then blocks ann
    assert first["agreed"] == [1] and first["waiting_for"] == [0]
    block(api, bob_key, ann)
    told = len(feed(api, bob_key))
    offered = api.post(rematch, token=ann_key)  # ann's offer, the last one needed, seats nobody
    assert offered.status == 200 and offered.body["rematch"] is None
    assert offered.body["agreed"] == [0] and offered.body["waiting_for"] == [1]  # bob's agreement: not shown to ann
    assert len(feed(api, bob_key)) == told  # never reaches bob
    seen = api.get(rematch, token=bob_key).body
    assert seen["agreed"] == [1] and seen["waiting_for"] == [0] and seen["rematch"] is None  # ann's: not shown
    again = api.post(rematch, token=bob_key)  # bob's own offer does not seat him with whom he blocks
    assert (again.status, again.body["code"]) == (422, "validation_error")
    assert api.get(rematch, token=ann_key).body["rematch"] is None
