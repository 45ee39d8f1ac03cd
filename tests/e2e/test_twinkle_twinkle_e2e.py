"""Twinkle Twinkle end to end: real gunicorn, a real RQ worker moving the Cosmobot and the bots,
real Redis, over TCP."""

from __future__ import annotations

import hashlib
import random

from tests.e2e.conftest import wait_for_worker
from tests.playing import play_to_the_end
from tests.service.routes.test_twinkle_twinkle_api import (
    CATEGORIES, COLS, GAME, ROWS, RowReplay, assert_tiles_conserved, filled, rulebook_rank,
)


def test_a_solo_game_against_the_cosmobot_to_the_rank(stack):
    api = stack.api
    created = api.create(GAME, [{"name": "ann"}]).body
    game_id, tokens = created["game_id"], {0: created["seats"][0]["token"]}
    first = api.view(GAME, game_id, tokens[0]).body
    assert first["to_act"] == [{"seat": 0, "prompt": "place"}], "ann's standee is first on the track"
    final = play_to_the_end(api, GAME, game_id, tokens, between_turns=wait_for_worker(),
                            rng=random.Random(11), timeout=120)

    score = api.score(GAME, game_id).body
    assert score["final"] is True and score["winners"] == [0]
    (ann,) = score["players"]
    assert set(ann["breakdown"]) == CATEGORIES | {"rank"}, "the breakdown by category, and the rank"
    assert sum(v for k, v in ann["breakdown"].items() if k != "rank") == ann["total"]
    assert ann["breakdown"]["rank"] == rulebook_rank(ann["total"]), ann

    assert filled(final["state"]["charts"][0]) == ROWS * COLS
    assert_tiles_conserved(final)
    assert final["state"]["bag"]["count"] == 95 - 5 - 4 - 9 * 4, "ten rounds drew nine Next Round rows"
    salted = f"{final['seed_salt']}:{final['seed']}".encode()
    assert not final["seeded"] and hashlib.sha256(salted).hexdigest() == final["seed_commitment"]

    # The worker moved the Cosmobot, every time by its reference, judged on the row it saw.
    log = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
    replay = RowReplay(first)
    replay.learn(final)
    replay.follow(log)
    assert len(replay.decisions) == 20
    assert [e["actor"] for e in log if e["type"] == "tile_removed"] == ["cosmobot"] * 20
    assert [t["id"] for t in final["state"]["removed"]] == [e["tile"] for e in log if e["type"] == "tile_removed"]
