"""Webhooks with the real processes (issue 32): gunicorn and the worker as the image runs them,
a receiver on 127.0.0.1 (STARPORT_WEBHOOK_ALLOW) that takes 3 s to answer. The act whose commit
starts another player's turn answers at once: its delivery is only queued, and the worker POSTs it
while the act is long answered."""

from __future__ import annotations

import json
import time

import pytest

from tests.conftest import unique_name
from tests.e2e.conftest import running_stack
from tests.receiver import signature_verifies, start_receiver, stop_receiver

SLOW = 3.0


@pytest.fixture
def slow_receiver():
    made = start_receiver([("sleep", SLOW, 200)])
    yield made
    stop_receiver(made)


def test_an_act_answers_before_the_slow_receiver_of_the_turn_it_starts_even_hears_of_it(redis_url, tmp_path,
                                                                                       slow_receiver):
    with running_stack(redis_url, tmp_path, queue=f"hooks-e2e-{unique_name()}",
                       STARPORT_WEBHOOK_ALLOW="127.0.0.1") as stack:
        api = stack.api
        (ann, ann_key), (bob, bob_key) = [
            (p["player_id"], p["key"]) for p in (api.post("/v1/players", {"name": n}).body for n in ("ann", "bob"))]
        hook = api.post("/v1/players/me/webhooks", {"url": slow_receiver.url(), "events": ["your_turn"]},
                        token=ann_key).body
        # ann's seat is hers by her key; bob's is a seat token's (only ann's key may seat ann)
        created = api.create("starligned", [{"name": "ann", "player": ann}, {"name": "bob"}], token=ann_key,
                             seed=4).body
        game_id, bob_key = created["game_id"], created["seats"][1]["token"]
        slow_receiver.wait_for(1)  # ann's first turn: the receiver holds it for 3 s

        def act(key):
            action = api.actions("starligned", game_id, key).body["actions"][0]
            started = time.perf_counter()
            answer = api.act("starligned", game_id, key, action, headers={"Prefer": "return=minimal"})
            return answer, time.perf_counter() - started, time.time()

        _, ann_took, _ = act(ann_key)  # bob still chooses: no new turn
        answer, bob_took, answered_at = act(bob_key)  # the round ends: ann's card's effect is hers to resolve
        assert answer.status == 200, answer.body
        version = answer.body["version"]
        # Answered without waiting out the receiver's 3 s (loose bounds: a loaded CI machine)
        assert bob_took < SLOW - 1, (bob_took, ann_took)
        assert not slow_receiver.got[0].answered_at  # the first delivery is still being answered

        got = slow_receiver.wait_for(2, timeout=SLOW * 3)
        turn = json.loads(got[1].body)
        assert (turn["type"], turn["game_id"], turn["seat"], turn["version"]) == ("your_turn", game_id, 0, version)
        assert got[1].at > answered_at  # heard of after the act was answered
        assert signature_verifies(hook["secret"], got[1].headers["starport-signature"], got[1].body)
