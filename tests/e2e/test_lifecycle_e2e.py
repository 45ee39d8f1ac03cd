"""Issue 17 against real gunicorn and a real worker: a player-key bot plays three games at once
from its one feed (Server-Sent Events); a seat that never acts under a 2-second clock is played
by the stand-in, or taken over and the game finished, by the worker's sweep of the due-index."""

from __future__ import annotations

import random
import time

import requests

from engines import registry
from tests.playing import read_sse

TITLES = ("starshower", "twinkle-starship", "starligned")  # Starlink's pace would make it slow


def bots_for(slug: str, taken: int) -> list[dict]:
    return [{"name": f"bot{i}", "bot": "random"} for i in range(taken, registry()[slug].meta.min_players)]


def test_a_player_key_bot_plays_three_games_at_once_from_its_one_stream(stack):
    api = stack.api
    me = api.post("/v1/players", {"name": "feedbot"}).body
    key, mine = me["key"], {}
    # One game made for the player; two it finds in the lobby and claims with its key.
    first = api.create(TITLES[0], [{"player": me["player_id"]}, *bots_for(TITLES[0], 1)], token=me["key"]).body
    mine[first["game_id"]] = TITLES[0]
    for slug in TITLES[1:]:
        game_id = api.create(slug, [{"open": True}, *bots_for(slug, 1)]).body["game_id"]
        lobby = api.get(f"/v1/{slug}/games?status=waiting&limit=100").body["games"]
        assert game_id in [g["game_id"] for g in lobby]
        claimed = api.post(f"/v1/{slug}/games/{game_id}/seats/0/claim", {}, token=key)
        assert claimed.status == 200, claimed.body
        mine[game_id] = slug
    rng = random.Random(17)
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {key}"
    seen, over, turns = set(), set(), 0
    stream = session.get(f"{stack.base}/v1/players/me/stream", stream=True, timeout=30)
    assert stream.status_code == 200 and stream.headers["Content-Type"].startswith("text/event-stream")
    give_up = time.monotonic() + 240
    for item in read_sse(stream):
        assert time.monotonic() < give_up, f"games not over: {set(mine) - over}"
        if "comment" in item:
            continue
        event = item["data"]
        assert int(item["id"]) == event["seq"]
        seen.add(event["type"])
        slug, game_id = event["game"], event["game_id"]
        if event["type"] == "game_over":
            over.add(game_id)
            if over == set(mine):
                break
        elif event["type"] == "your_turn":
            legal = session.get(f"{stack.base}/v1/{slug}/games/{game_id}/actions").json()
            if legal["actions"]:
                answer = session.post(f"{stack.base}/v1/{slug}/games/{game_id}/actions",
                                      json=rng.choice(legal["actions"]), headers={"Prefer": "return=minimal"})
                assert answer.status_code in (200, 409, 412), answer.text  # 409/412: a stale turn
                turns += answer.status_code == 200
    stream.close()
    assert over == set(mine) and seen == {"seated", "your_turn", "game_over"} and turns >= 3
    for game_id, slug in mine.items():
        assert api.score(slug, game_id).body["final"]
    listed = api.get("/v1/players/me/games", token=key).body["games"]
    assert {g["game_id"]: g["status"] for g in listed} == dict.fromkeys(mine, "finished")


def wait_for_event(api, slug, game_id, kind: str, seconds: float) -> tuple[dict, float]:
    """The first event of ``kind`` in the log, and when it was seen, long-polling for it."""
    give_up, after = time.monotonic() + seconds, 0
    while time.monotonic() < give_up:
        log = api.get(f"/v1/{slug}/games/{game_id}/events?after={after}&wait=5").body
        for event in log["events"]:
            if event["type"] == kind:
                return event, time.time()
        after = log["last_seq"]
    raise AssertionError(f"no {kind} in {seconds} s")


def test_a_seat_that_never_acts_on_a_two_second_clock_is_played_by_the_bot(stack):
    api = stack.api
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}], clock={"per_turn": 2},
                         on_timeout="bot", seed=5).body
    game_id = created["game_id"]
    prompt = api.view("starshower", game_id).body["to_act"][0]
    # Nobody reads the game: the worker's sweep of the due-index fires the clock.
    event, seen = wait_for_event(api, "starshower", game_id, "clock_ran_out", 20)
    assert event["seat"] == prompt["seat"] and event["then"] == "bot"
    assert prompt["deadline"] <= seen < prompt["deadline"] + 3
    view = api.view("starshower", game_id).body
    assert view["status"] == "active" and all("bot" not in p for p in view["players"])


def test_with_takeover_the_seat_bot_finishes_the_game_after_the_clock(stack):
    api = stack.api
    created = api.create("starshower", [{"name": "ann"}, {"name": "rex", "bot": "random"}],
                         clock={"per_turn": 2}, on_timeout="takeover", seed=9).body
    game_id = created["game_id"]
    event, _ = wait_for_event(api, "starshower", game_id, "clock_ran_out", 20)
    assert event == {**event, "seat": 0, "then": "takeover"}
    give_up = time.monotonic() + 60
    while api.view("starshower", game_id).body["status"] != "finished":
        assert time.monotonic() < give_up, "the taken-over game did not finish"
        time.sleep(0.2)
    assert api.view("starshower", game_id).body["players"][0]["bot"] == "greedy"
