"""The rooms' rule through the API: who says and reads what, on pages, the stream and the long
poll, before and after the game; a line never moves the game's version."""

from __future__ import annotations

import json
import threading

HIDDEN, OPEN = "twinkle-starship", "starshower"


def player(api, name: str = "spec") -> dict:
    return api.post("/v1/players", {"name": name}).body


def table(api, slug: str) -> tuple[str, list[str]]:
    """A running game of two people (and a bot, for a title of three at least)."""
    seats = [{"name": "ann"}, {"name": "bob"}] + ([{"name": "cy", "bot": "random"}] if slug == HIDDEN else [])
    created = api.create(slug, seats).body
    return created["game_id"], [s["token"] for s in created["seats"] if "token" in s]


def say(api, slug, game_id, token, text):
    return api.post(f"/v1/{slug}/games/{game_id}/chat", {"text": text}, token=token)


def page(api, slug, game_id, token=None, after=0):
    answer = api.get(f"/v1/{slug}/games/{game_id}/chat?after={after}", token=token)
    assert answer.status == 200, answer.body
    return answer.body


def texts(body) -> list[str]:
    return [line["text"] for line in body["lines"] if line["type"] == "line"]


def test_players_talk_in_theirs_and_spectators_in_theirs(api):
    game_id, (ann, _bob) = table(api, HIDDEN)
    spectator = player(api)
    said = say(api, HIDDEN, game_id, ann, "good luck")
    assert said.status == 201 and said.body["room"] == "players" and said.body["by"] == {
        "mark": "seat:0", "name": "ann", "seat": 0}
    heard = say(api, HIDDEN, game_id, spectator["key"], "go ann")
    assert heard.status == 201 and heard.body["room"] == "spectators"
    assert heard.body["by"]["mark"].startswith("player:") and spectator["player_id"] not in heard.raw.decode()
    assert say(api, HIDDEN, game_id, None, "hi").status == 401  # an anonymous reader reads, never says


def test_a_spectators_line_never_reaches_a_player_mid_game(api, client):
    for slug in (HIDDEN, OPEN):  # not even in a title without hidden information
        game_id, (ann, bob) = table(api, slug)
        spectator = player(api)
        # ann's stream is open before the spectator speaks, and stays open after her own line
        response = client.get(f"/v1/{slug}/games/{game_id}/stream", headers={"Authorization": f"Bearer {ann}"},
                              buffered=False)
        chunks = response.response
        assert next(chunks).startswith(b"retry:")
        assert say(api, slug, game_id, spectator["key"], "ann, bob holds the pink seven").status == 201
        assert say(api, slug, game_id, bob, "your move").status == 201
        seen = ""
        while "your move" not in seen:
            seen += next(chunks).decode()
        response.close()
        assert "pink seven" not in seen and "event: chat" in seen
        for token in (ann, bob):
            assert texts(page(api, slug, game_id, token)) == ["your move"]
            polled = api.get(f"/v1/{slug}/games/{game_id}/events?after=0&chat_after=0", token=token).body
            assert [line["text"] for line in polled["chat"]] == ["your move"]


def test_a_spectator_reads_the_players_room_only_in_an_open_title(api):
    for slug, rooms in ((HIDDEN, ["spectators"]), (OPEN, ["players", "spectators"])):
        game_id, (ann, _bob) = table(api, slug)
        say(api, slug, game_id, ann, "well played")
        for reader in (None, player(api)["key"]):
            shown = page(api, slug, game_id, reader)
            assert shown["rooms"] == rooms
            assert ("well played" in texts(shown)) == (rooms == ["players", "spectators"])


def test_after_the_game_both_rooms_are_everyones_and_kept_in_its_record(api):
    created = api.create(HIDDEN, [{"name": "ann"}, {"open": True}, {"open": True}]).body
    slug, game_id, ann = HIDDEN, created["game_id"], created["seats"][0]["token"]
    spectator = player(api)
    say(api, slug, game_id, ann, "anyone?")
    say(api, slug, game_id, spectator["key"], "soon")
    assert api.post(f"/v1/{slug}/games/{game_id}/cancel", token=created["creator_token"]).status == 200
    assert texts(page(api, slug, game_id, ann)) == ["anyone?", "soon"]
    assert texts(page(api, slug, game_id)) == ["anyone?", "soon"]
    assert say(api, slug, game_id, ann, "bye").body["code"] == "game_over"
    record = api.get(f"/v1/{slug}/games/{game_id}/record").body
    assert [line["text"] for line in record["chat"]["players"]] == ["anyone?"]
    assert [line["text"] for line in record["chat"]["spectators"]] == ["soon"]
    assert record["chat"]["players"][0]["version"] == 1  # said at the create: a replay shows it from there
    assert "author" not in json.dumps(record["chat"])
    assert "chat" not in api.get(f"/v1/{slug}/games/{game_id}/record?chat=false").body


def test_a_line_moves_nothing_of_the_game(api):
    game_id, (ann, _bob) = table(api, OPEN)
    before = api.view(OPEN, game_id, ann)
    for text in ("one", "two", "three"):
        say(api, OPEN, game_id, ann, text)
    after = api.view(OPEN, game_id, ann)
    assert after.headers["ETag"] == before.headers["ETag"] and after.body["version"] == before.body["version"]
    assert api.get(f"/v1/{OPEN}/games/{game_id}/events?after=0").body["last_seq"] == \
        api.get(f"/v1/{OPEN}/games/{game_id}/events?after=0").body["last_seq"]


def test_the_long_poll_wakes_at_a_line(api):
    game_id, (ann, bob) = table(api, OPEN)
    last_seq = api.get(f"/v1/{OPEN}/games/{game_id}/events?after=0").body["last_seq"]
    answers = []
    waiter = threading.Thread(target=lambda: answers.append(api.get(
        f"/v1/{OPEN}/games/{game_id}/events?after={last_seq}&wait=10&chat_after=0", token=ann)))
    waiter.start()
    threading.Event().wait(0.3)
    say(api, OPEN, game_id, bob, "wake up")
    waiter.join(5)
    assert not waiter.is_alive()
    body = answers[0].body
    assert body["events"] == [] and [line["text"] for line in body["chat"]] == ["wake up"]
    assert body["chat_last"] == body["chat"][0]["n"]


def test_chat_off_by_the_games_option(api):
    created = api.create(OPEN, [{"name": "ann"}, {"name": "bob"}], chat=False).body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    refused = say(api, OPEN, game_id, ann, "hello")
    assert refused.status == 409 and refused.body["code"] == "chat_off"
    assert page(api, OPEN, game_id)["chat"] is False
    assert api.get(f"/v1/{OPEN}/games/{game_id}/events?after=0").body["events"][0]["chat"] is False
