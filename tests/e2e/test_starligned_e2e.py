"""Starligned end to end: real gunicorn, a real RQ worker moving the bots, real Redis."""

from __future__ import annotations

import random
import threading

import requests

from engines.starligned import GAME as ENGINE
from tests.e2e.conftest import wait_for_worker
from tests.playing import StarportClient, play_to_the_end
from tests.service.routes.test_starligned_api import (GAME, assert_all_choices_landed_once, check_final_score,
                                               log)


def test_a_human_and_two_greedy_bots_play_to_the_end_over_http(stack):
    api = stack.api
    created = api.create(GAME, [{"name": "ann"}, {"name": "rex", "bot": "greedy"},
                                {"name": "max", "bot": "greedy"}]).body
    game_id = created["game_id"]
    tokens = {0: created["seats"][0]["token"]}
    final = play_to_the_end(api, GAME, game_id, tokens, between_turns=wait_for_worker(),
                            rng=random.Random(5), timeout=120)
    check_final_score(final, api.score(GAME, game_id).body)
    assert final["seed"] and not final["seeded"]
    actors = {e["actor"] for e in log(api, game_id)}
    assert {1, 2} <= actors, "the worker never moved both bots"


def all_at_once(stack, game_id, tokens, actions: dict[int, dict]) -> dict[int, int]:
    """Every seat posts its action at the same instant, each over its own connection, no If-Match."""
    barrier = threading.Barrier(len(actions))
    statuses = {}

    def post(seat):
        me = StarportClient(requests.Session(), stack.base)
        barrier.wait()
        statuses[seat] = me.act(GAME, game_id, tokens[seat], actions[seat]).status

    threads = [threading.Thread(target=post, args=(s,)) for s in actions]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return statuses


def test_five_seats_choose_and_rotate_at_the_same_instant_over_http_and_all_land(stack, redis_client):
    api = stack.api
    created = api.create(GAME, [{"name": f"p{i}"} for i in range(5)], seed=505).body
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}

    # Phase 1: five face-down choices at once; the reveal happens once, with all five.
    picks = {s: api.view(GAME, game_id, t).body["state"]["hand"][0]["card"] for s, t in tokens.items()}
    statuses = all_at_once(stack, game_id, tokens, {s: {"type": "choose", "card": c} for s, c in picks.items()})
    assert statuses == {s: 200 for s in tokens}
    assert_all_choices_landed_once(api, redis_client, game_id, picks)

    # Phase 3 one seat at a time, then phase 4: five rotations at once, one pass to the left.
    rng = random.Random(1)
    for _ in range(50):
        view = api.view(GAME, game_id).body
        if view["state"]["phase"] != "effects":
            break
        seat = view["to_act"][0]["seat"]
        legal = api.actions(GAME, game_id, tokens[seat]).body["actions"]
        assert api.act(GAME, game_id, tokens[seat], rng.choice(legal)).status == 200
    assert view["state"]["phase"] == "rotate"
    before = ENGINE.decode(redis_client.hget(f"sp:{{{game_id}}}", "state"))
    turns = {s: before.hands[s][-1].id for s in tokens}
    statuses = all_at_once(stack, game_id, tokens, {s: {"type": "rotate", "card": c} for s, c in turns.items()})
    assert statuses == {s: 200 for s in tokens}

    after = ENGINE.decode(redis_client.hget(f"sp:{{{game_id}}}", "state"))
    assert (after.round, after.phase, after.holder) == (2, "play", (before.holder + 1) % 5)
    for seat in tokens:
        passed = [(c.id, c.flipped != (c.id == turns[seat])) for c in before.hands[seat]]
        assert [(c.id, c.flipped) for c in after.hands[(seat + 1) % 5]] == passed
    events = log(api, game_id)
    assert sorted(e["seat"] for e in events if e["type"] == "rotation_chosen") == sorted(tokens)
    assert [e["round"] for e in events if e["type"] == "rotated_and_passed"] == [2]
