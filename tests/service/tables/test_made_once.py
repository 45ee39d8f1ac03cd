"""A game the meeting place makes is made once (issue 41 item 6; issue 42 item 6's cancel): two
requests that both make one challenge's or rematch's game (two accepts at once, an offer and a
read at once, an accept racing a cancel) store one game, dealt once, whose `dealt` events match
its hands; the second request reads the first's game, and no answer is a 500. Accept and cancel
of one challenge end in exactly one state."""

from __future__ import annotations

import threading

import pytest

from service.archive.verify import verify_finished_game
from tests.playing import StarportClient, play_to_the_end, whole_log
from tests.meeting import feed, new_players, of_type

ROUNDS = 8


@pytest.fixture
def api(client):
    return StarportClient(client)


def at_once(app, *calls):
    """Run each ``call(api)`` in a thread of its own, started together; their answers, in order."""
    start = threading.Barrier(len(calls))
    answers: list = [None] * len(calls)

    def run(i, call):
        own = StarportClient(app.test_client())
        start.wait()
        answers[i] = call(own)

    threads = [threading.Thread(target=run, args=(i, call)) for i, call in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    return answers


def challenged(api, ann_key, bob):
    sent = api.post(f"/v1/players/{bob}/challenges", {"game": "starligned"}, token=ann_key)
    assert sent.status == 201, sent.body
    return sent.body["challenge_id"]


def assert_dealt_once(api, game_id, keys):
    """Each seat's `dealt` event is the hand its view shows (a second deal stored over the first
    would show another hand than the log dealt), and the log was written once."""
    spectators = whole_log(api, "starligned", game_id)
    assert [e["type"] for e in spectators].count("created") == 1
    for key in keys:
        view = api.view("starligned", game_id, key).body
        dealt = [e for e in whole_log(api, "starligned", game_id, key)
                 if e["type"] == "dealt" and e["seat"] == view["you"]]
        assert len(dealt) == 1
        assert [c["card"] for c in dealt[0]["hand"]] == [c["card"] for c in view["state"]["hand"]]


def test_two_accepts_at_once_make_one_game_dealt_once(app, api):
    for _ in range(ROUNDS):
        (ann, ann_key), (bob, bob_key) = new_players(api, 2)
        cid = challenged(api, ann_key, bob)
        answers = at_once(app, *[lambda own: own.post(f"/v1/challenges/{cid}/accept", token=bob_key)] * 2)
        assert [a.status for a in answers] == [200, 200], [a.body for a in answers]
        game_id = answers[0].body["game_id"]
        assert answers[1].body["game_id"] == game_id
        assert_dealt_once(api, game_id, [ann_key, bob_key])
        for key in (ann_key, bob_key):  # seated once each, in the one game
            assert [e["game_id"] for e in of_type(feed(api, key), "seated")] == [game_id]
    # The last one, played to its end, checks out against its seed.
    play_to_the_end(api, "starligned", game_id, {s: k for k in (ann_key, bob_key)
                                                 for s in [api.view("starligned", game_id, k).body["you"]]},
                    timeout=120)
    view = api.view("starligned", game_id).body
    assert verify_finished_game("starligned", view, whole_log(api, "starligned", game_id)).setup_events > 0


def test_an_accept_racing_a_cancel_ends_in_one_state(app, api):
    for _ in range(ROUNDS):
        (ann, ann_key), (bob, bob_key) = new_players(api, 2)
        cid = challenged(api, ann_key, bob)
        accepted, cancelled = at_once(app, lambda own: own.post(f"/v1/challenges/{cid}/accept", token=bob_key),
                                      lambda own: own.post(f"/v1/challenges/{cid}/cancel", token=ann_key))
        final = api.get(f"/v1/challenges/{cid}", token=ann_key).body
        # Exactly one of them won; the other is refused, as the challenge is closed.
        assert sorted([accepted.status, cancelled.status]) == [200, 409], (accepted.body, cancelled.body)
        if accepted.status == 200:
            assert final["status"] == "accepted" and cancelled.body["code"] == "challenge_closed"
            assert_dealt_once(api, final["game_id"], [ann_key, bob_key])
        else:
            assert final["status"] == "cancelled" and accepted.body["code"] == "challenge_closed"
            assert "game_id" not in final and not of_type(feed(api, bob_key), "seated")


def test_cancelling_a_challenge_after_it_was_accepted_is_refused(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    cid = challenged(api, ann_key, bob)
    game_id = api.post(f"/v1/challenges/{cid}/accept", token=bob_key).body["game_id"]
    late = api.post(f"/v1/challenges/{cid}/cancel", token=ann_key)
    assert late.status == 409 and late.body["code"] == "challenge_closed", late.body
    assert late.headers["Content-Type"].startswith("application/problem+json")
    assert api.get(f"/v1/challenges/{cid}", token=ann_key).body["status"] == "accepted"
    assert api.view("starligned", game_id).body["status"] == "active"


def test_a_rematch_offer_and_its_read_at_once_make_one_game(app, api):
    for _ in range(ROUNDS):
        (ann, ann_key), (bob, bob_key) = new_players(api, 2)
        game_id = api.post(f"/v1/challenges/{challenged(api, ann_key, bob)}/accept", token=bob_key).body["game_id"]
        seats = {api.view("starligned", game_id, k).body["you"]: k for k in (ann_key, bob_key)}
        play_to_the_end(api, "starligned", game_id, seats, timeout=120)
        path = f"/v1/starligned/games/{game_id}/rematch"
        assert api.post(path, token=ann_key).body["waiting_for"] == [seats_of(seats, bob_key)]
        # Bob's offer decides and makes the game; ann's reads at once find it decided and unmade.
        answers = at_once(app, lambda own: own.post(path, token=bob_key),
                          *[lambda own: own.get(path, token=ann_key)] * 4)
        assert [a.status for a in answers] == [200] * 5, [a.body for a in answers]
        made = {a.body["rematch"] for a in answers} - {None}
        assert len(made) == 1
        new_id, = made
        assert_dealt_once(api, new_id, [ann_key, bob_key])
        for key in (ann_key, bob_key):
            assert [e["game_id"] for e in of_type(feed(api, key), "seated")].count(new_id) == 1


def seats_of(seats: dict, key: str) -> int:
    return next(seat for seat, k in seats.items() if k == key)
