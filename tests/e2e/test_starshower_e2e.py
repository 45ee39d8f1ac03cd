"""Starshower end to end: real gunicorn, a real RQ worker moving the bot, real Redis."""

from __future__ import annotations

import random
import threading

import time

import requests

from tests.e2e.conftest import wait_for_worker
from tests.playing import StarportClient, play_to_the_end
from tests.service.routes.test_starshower_api import GAME, board_score


def test_a_human_beats_or_loses_to_greedy_over_http_and_the_score_matches_the_board(stack):
    api = stack.api
    created = api.create(GAME, [{"name": "ann"}, {"name": "rex", "bot": "greedy"}], options={"size": 10}).body
    tokens = {0: created["seats"][0]["token"]}
    final = play_to_the_end(api, GAME, created["game_id"], tokens, between_turns=wait_for_worker(),
                            rng=random.Random(4), timeout=180)
    score = api.score(GAME, created["game_id"]).body
    assert score["final"] and {p["seat"]: p["total"] for p in score["players"]} == board_score(final)
    assert final["seed"] and not final["seeded"]
    bot_moves = [e for e in api.get(f"/v1/{GAME}/games/{created['game_id']}/events?after=0").body["events"]
                 if e["actor"] == 1]
    assert bot_moves, "the worker never moved the bot"


def test_sixteen_clients_race_on_each_version_exactly_one_wins(stack):
    api = stack.api
    created = api.create(GAME, [{"name": "ann"}, {"name": "bob"}], seed=77).body
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    winners_per_version = []
    for _round in range(6):
        view = api.view(GAME, game_id).body
        seat, version = view["to_act"][0]["seat"], view["version"]
        legal = api.actions(GAME, game_id, tokens[seat]).body["actions"]
        barrier = threading.Barrier(16)
        statuses = []

        def racer(i):
            me = StarportClient(requests.Session(), stack.base)
            barrier.wait()
            statuses.append(me.act(GAME, game_id, tokens[seat], legal[i % len(legal)],
                                   headers={"If-Match": f'"{version}"'}).status)

        threads = [threading.Thread(target=racer, args=(i,)) for i in range(16)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(statuses) == [200] + [412] * 15
        winners_per_version.append(version)
        assert api.view(GAME, game_id).body["version"] == version + 1
    assert winners_per_version == list(range(1, 7))
    events = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
    versions = [e["version"] for e in events]  # one action may log several events
    assert versions == sorted(versions) and set(versions) == set(range(1, 8))


def test_operations_routes(stack):
    assert requests.get(stack.base + "/healthz").json() == {"status": "ok"}
    give_up = time.monotonic() + 10  # the worker marks itself seen on its first sweep
    while (ready := requests.get(stack.base + "/readyz").json())["workers"] < 1 and time.monotonic() < give_up:
        time.sleep(0.2)
    assert ready == {"status": "ready", "workers": 1}
    assert requests.get(stack.base + "/healthz").headers["X-Request-Id"]
    metrics = requests.get(stack.base + "/metrics")
    assert metrics.headers["Content-Type"].startswith("text/plain")
    assert "starport_http_requests_total" in metrics.text
    docs = requests.get(stack.base + "/docs")
    assert docs.status_code == 200 and "/docs/assets/swagger-ui-bundle.js" in docs.text
    assert requests.get(stack.base + "/docs/assets/swagger-ui-bundle.js").status_code == 200
    spec = requests.get(stack.base + "/openapi.json").json()
    assert "/v1/starshower/games/{game_id}/actions" in spec["paths"]
