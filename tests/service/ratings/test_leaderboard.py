"""The leaderboard and a player's page (issue 30 item 3): non-provisional players by ordinal,
best first, paged by a stable cursor (ties in ordinal too); every refusal problem+json. The
ratings are written to the real Redis as the game-end job writes them (``RatingStore.apply``)."""

from __future__ import annotations

import json
import uuid

import pytest

from service.ratings.store import OFF_BOARD
from service.ratings.maths import CALIBRATED
from service.store.keys import board_key, ratings_key
from tests.playing import StarportClient

SLUG = "starligned"


@pytest.fixture
def api(client):
    return StarportClient(client)


@pytest.fixture
def board(app, redis_client):
    """Forty players on Starligned's board (ordinals 0–19, each shared by two), and one
    provisional player off it; applied one synthetic game each."""
    redis_client.delete(board_key(SLUG), ratings_key(SLUG))
    ratings = app.extensions["starport"].leaderboards.ratings
    players = []
    for i in range(41):
        player = f"{i:032x}"
        sigma = 7.0 if i == 40 else 2.0
        entry = {"mu": (i // 2) + 3 * sigma, "sigma": sigma, "games": 20, "name": f"p{i}", "recent": []}
        score = OFF_BOARD if i == 40 else repr(entry["mu"] - 3 * sigma)
        assert ratings.apply(SLUG, uuid.uuid4().hex, {"seats": []}, [(player, None, entry, score)]) is None
        players.append(player)
    yield players
    redis_client.delete(board_key(SLUG), ratings_key(SLUG))


def test_the_board_pages_every_rated_player_once_best_first_ties_by_id(api, board):
    lines, after = [], None
    while True:
        answer = api.get(f"/v1/{SLUG}/leaderboard?limit=7" + (f"&after={after}" if after else ""))
        assert answer.status == 200, answer.body
        assert answer.body["players"] == 40
        lines += answer.body["lines"]
        after = answer.body["next"]
        if after is None:
            break
    assert [line["rank"] for line in lines] == list(range(1, 41))
    want = sorted(board[:40], key=lambda p: (int(p, 16) // 2, p), reverse=True)
    assert [line["player_id"] for line in lines] == want
    assert [line["ordinal"] for line in lines] == sorted((line["ordinal"] for line in lines), reverse=True)
    assert lines[0]["name"] == "p39" and abs(lines[0]["ordinal"] - 19) < 1e-9
    assert board[40] not in {line["player_id"] for line in lines}  # provisional: off the board


def test_a_cursor_stays_right_when_a_player_above_it_moves(api, board, app):
    first = api.get(f"/v1/{SLUG}/leaderboard?limit=10").body
    ratings = app.extensions["starport"].leaderboards.ratings
    top = first["lines"][0]["player_id"]
    read = ratings.stored(SLUG, [top])[top]
    ratings.apply(SLUG, uuid.uuid4().hex, {"seats": []}, [(top, read, {"mu": 100.0, "sigma": 2.0, "games": 21,
                                                            "name": "p", "recent": []}, repr(94.0))])
    second = api.get(f"/v1/{SLUG}/leaderboard?limit=10&after={first['next']}").body
    assert second["lines"][0]["player_id"] == board[29]  # the 11th, as before the move


@pytest.mark.parametrize("query", ["limit=0", "limit=101", "after=not-a-cursor", "after=" + "A" * 200,
                                   "after=QUFBQUFBQUFBQUFB", "limit=x"])
def test_a_bad_page_is_refused_as_problem_json(api, query):
    answer = api.get(f"/v1/{SLUG}/leaderboard?{query}")
    assert answer.status == 422 and answer.body["code"] == "validation_error"
    assert answer.headers["Content-Type"] == "application/problem+json"


def test_no_such_title_or_player_is_a_404_problem(api):
    for path in ("/v1/no-such-game/leaderboard", "/v1/players/" + "0" * 32, "/v1/players/me", "/v1/players/x"):
        answer = api.get(path)
        assert answer.status == 404 and answer.headers["Content-Type"] == "application/problem+json", path


def test_a_new_player_has_a_page_without_ratings_and_the_catalogue_shows_each_level_rating(api, redis_client):
    made = api.post("/v1/players", {"name": "zed"}).body
    page = api.get(f"/v1/players/{made['player_id']}").body
    assert page == {"player_id": made["player_id"], "name": "zed", "bot_account": False, "ratings": {}}
    calibrated = json.loads(CALIBRATED.read_text())["ratings"]  # the arena's, as committed
    for game in api.get("/v1/games").body["games"]:
        assert set(game["levels"]) == set(game["bots"])
        for name, level in game["levels"].items():
            assert set(level["rating"]) == {"mu", "sigma", "ordinal", "games", "provisional"} and level["description"]
            if level["rating"]["games"] == 0:  # no rated game against people yet: the calibrated start
                assert level["rating"]["mu"] == calibrated[game["slug"]][name]["mu"]
