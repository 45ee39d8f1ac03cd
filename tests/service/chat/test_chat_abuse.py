"""Hostile chat: pasted tokens, floods, shadow-bans, markup and line separators, mutes, the
operator's tools, and what a game's chat can make Redis keep."""

from __future__ import annotations

import pytest

from service.chat.civility import checked_line
from service.chat.store import CHAT_KEPT, CHAT_MUTED, CHAT_PACED
from service.problems import Problem
from service.store import keys
from tests.service.chat.test_chat_rooms import HIDDEN, OPEN, page, player, say, table, texts


def refusal(answer) -> str:
    assert answer.status == 422 and answer.body["code"] == "chat_refused", answer.body
    return answer.body["reason"]


def test_a_token_a_key_or_a_link_pasted_into_chat_is_refused(api):
    game_id, (ann, bob) = table(api, OPEN)
    me = player(api)
    for pasted in (bob, f"my token is {ann} ok", me["key"], f"join /play/{OPEN}/{game_id}", game_id,
                   "see https://evil.example/x", "www.cheat.net", "cheat.gg"):
        assert refusal(say(api, OPEN, game_id, ann, pasted)) in ("token_shaped", "link")
    assert texts(page(api, OPEN, game_id)) == []


def test_lines_past_the_limits_are_refused(api):
    game_id, (ann, _bob) = table(api, OPEN)
    assert refusal(say(api, OPEN, game_id, ann, "x" * 141)) == "too_long"
    assert refusal(say(api, OPEN, game_id, ann, "  ")) == "empty"
    for control in ("\x00", "\x1b[31m", "\u0085", "\u202e"):
        assert refusal(say(api, OPEN, game_id, ann, f"a{control}b")) == "control_character"
    assert refusal(say(api, OPEN, game_id, ann, "fuck you")) == "profanity"
    assert say(api, OPEN, game_id, ann, "é" * 140).status == 201


def test_profanity_is_refused_disguised_and_innocent_words_pass():
    for text in ("shit", "f4ck you", "f u c k you", "fuuuck", "ｆｕｃｋ", "you asshole"):
        with pytest.raises(Problem) as refusal:
            checked_line(text)
        assert refusal.value.extra["reason"] == "profanity", text
    for text in ("gg", "good luck have fun", "Scunthorpe", "an assassin's move", "the cockpit", "class act"):
        assert checked_line(text) == text


def test_a_flood_is_cut_at_five_lines_in_ten_seconds_and_no_repeat(api):
    game_id, (ann, bob) = table(api, OPEN)
    assert say(api, OPEN, game_id, ann, "hi").status == 201
    assert refusal(say(api, OPEN, game_id, ann, " HI ")) == "repeat"
    for n in range(4):
        assert say(api, OPEN, game_id, ann, f"line {n}").status == 201
    flooded = say(api, OPEN, game_id, ann, "one more")
    assert flooded.status == 429 and flooded.body["code"] == "chat_flood"
    assert 1 <= int(flooded.headers["Retry-After"]) <= 10
    assert say(api, OPEN, game_id, bob, "my turn to talk").status == 201  # a flood is its author's alone


def test_markup_and_line_separators_are_text(api, client):
    game_id, (ann, _bob) = table(api, OPEN)
    line = "<script>alert(1)</script>\u2028<b>x</b>\u2029end"
    said = say(api, OPEN, game_id, ann, line)
    assert said.status == 201 and said.body["text"] == line
    for raw in (said.raw, api.get(f"/v1/{OPEN}/games/{game_id}/chat").raw):
        assert b"\xe2\x80\xa8" not in raw and b"\xe2\x80\xa9" not in raw and b"\\u2028" in raw
        assert b"<script>" in raw  # JSON carries it as text; /play puts it in a text node
    assert texts(page(api, OPEN, game_id)) == [line]


def test_a_shadow_banned_authors_lines_are_shown_to_it_alone(api, client):
    game_id, (ann, bob) = table(api, OPEN)
    troll = player(api, "troll")
    banned = client.post("/v1/chat/shadow-bans", json={"author": troll["player_id"], "seconds": 600})
    assert banned.status_code == 200
    assert say(api, OPEN, game_id, troll["key"], "you all play badly").status == 201  # it cannot tell
    assert texts(page(api, OPEN, game_id, troll["key"])) == ["you all play badly"]
    for reader in (None, player(api)["key"], ann):
        assert "you all play badly" not in texts(page(api, OPEN, game_id, reader))
    client.post("/v1/chat/shadow-bans", json={"author": troll["player_id"], "seconds": 0})
    assert say(api, OPEN, game_id, troll["key"], "sorry").status == 201
    assert texts(page(api, OPEN, game_id)) == ["sorry"]


def test_the_operators_tools_and_who_may_use_them(api, client):
    game_id, (ann, bob) = table(api, OPEN)
    line = say(api, OPEN, game_id, ann, "rude but clean").body
    assert api.post(f"/v1/{OPEN}/games/{game_id}/chat/reports", {"line": line["n"]}, token=bob).status == 202
    report = client.get("/v1/chat/reports?limit=1").get_json()["reports"][0]
    author = report["line"]["author"]
    assert report["line"]["text"] == "rude but clean" and author == f"{game_id}#0"
    outsider = {"REMOTE_ADDR": "203.0.113.9"}
    assert client.delete(f"/v1/{OPEN}/games/{game_id}/chat/{line['n']}", environ_base=outsider).status_code == 403
    assert client.post("/v1/chat/timeouts", json={"author": author, "seconds": 60},
                       environ_base=outsider).status_code == 403
    assert client.delete(f"/v1/{OPEN}/games/{game_id}/chat/{line['n']}").get_json() == {
        "deleted": line["n"], "room": "players"}
    shown = page(api, OPEN, game_id)
    assert texts(shown) == [] and shown["lines"][-1] == {"n": line["n"] + 1, "type": "deleted",
                                                         "room": "players", "line": line["n"]}
    assert client.post("/v1/chat/timeouts", json={"author": author, "seconds": 60}).status_code == 200
    timed_out = say(api, OPEN, game_id, ann, "let me talk")
    assert timed_out.status == 403 and timed_out.body["code"] == "chat_timed_out"
    assert 0 < int(timed_out.headers["Retry-After"]) <= 60
    assert say(api, OPEN, game_id, bob, "fine by me").status == 201


def test_a_viewers_mutes_are_its_own(api):
    game_id, (ann, bob) = table(api, OPEN)
    spectator = player(api)
    say(api, OPEN, game_id, bob, "blah blah")
    muted = api.post(f"/v1/{OPEN}/games/{game_id}/chat/mutes", {"mark": "seat:1"}, token=ann)
    assert muted.status == 200 and muted.body == {"muted": ["seat:1"]}
    assert texts(page(api, OPEN, game_id, ann)) == []
    assert texts(page(api, OPEN, game_id, spectator["key"])) == ["blah blah"]
    for n in range(CHAT_MUTED - 1):
        api.post(f"/v1/{OPEN}/games/{game_id}/chat/mutes", {"mark": f"player:{n}"}, token=ann)
    assert api.post(f"/v1/{OPEN}/games/{game_id}/chat/mutes", {"mark": "seat:0"}, token=ann).status == 422
    assert api.request("DELETE", f"/v1/{OPEN}/games/{game_id}/chat/mutes/seat:1", token=ann).status == 200
    assert texts(page(api, OPEN, game_id, ann)) == ["blah blah"]


def test_what_chat_makes_redis_keep_per_game_is_bounded(api, app, redis_client):
    """Two rooms of CHAT_KEPT lines, CHAT_PACED authors' paces: however many lines and talkers."""
    game_id, (ann, bob) = table(api, HIDDEN)
    chat = app.extensions["starport"].chat.chat
    line = {"type": "line", "room": "spectators", "at": 0, "version": 1,
            "by": {"mark": "player:x", "name": "x"}, "text": "é" * 140}
    refused = 0
    for n in range(CHAT_PACED + 60):  # authors at one instant: none idle, so past the cap they wait
        said = chat.say(game_id, "spectators", f"author-{n}", f"d{n}", {**line, "author": f"author-{n}"}, 1000.0)
        refused += said[0] == -3
    assert refused == 60 and redis_client.hlen(keys.chat_pace_key(game_id)) == CHAT_PACED
    for n in range(CHAT_PACED):  # ten seconds on, the idle are forgotten to make room
        said = chat.say(game_id, "spectators", f"later-{n}", "d", {**line, "author": "later"}, 1011.0 + n * 0.001)
        assert said[0] > 0
    assert redis_client.xlen(keys.chat_room_key(game_id, "spectators")) == CHAT_KEPT
    assert redis_client.hlen(keys.chat_pace_key(game_id)) <= CHAT_PACED
    for key in keys.chat_keys(game_id):
        assert redis_client.ttl(key) in range(-2, app.extensions["starport"].store.idle_ttl + 1)
        assert redis_client.ttl(key) != -1  # no chat key lives for ever
    kept = sum(redis_client.memory_usage(key) or 0 for key in keys.chat_keys(game_id))
    assert kept < 1_000_000, kept
    assert len(page(api, HIDDEN, game_id)["lines"]) == CHAT_KEPT


def open_stream(client, slug, game_id, token):
    """A game's SSE stream for ``token``, opened (its first chunk read): its chunks' iterator."""
    response = client.get(f"/v1/{slug}/games/{game_id}/stream", headers={"Authorization": f"Bearer {token}"},
                          buffered=False)
    assert next(response.response).startswith(b"retry:")
    return response


def read_until(response, text: str) -> str:
    seen = ""
    while text not in seen:
        seen += next(response.response).decode()
    response.close()
    return seen


def test_a_blocked_players_lines_never_reach_the_blocker(api, client):
    """On its pages, its stream and its long poll; the others, the author included, see them."""
    game_id, (_ann, bob) = table(api, OPEN)
    reader, pest, other = player(api, "reader"), player(api, "pest"), player(api, "other")
    blocked = api.request("PUT", f"/v1/players/me/blocks/{pest['player_id']}", token=reader["key"])
    assert blocked.status == 200
    streams = {who["key"]: open_stream(client, OPEN, game_id, who["key"]) for who in (reader, other)}
    assert say(api, OPEN, game_id, pest["key"], "you cannot get rid of me").status == 201
    assert say(api, OPEN, game_id, bob, "back to the game").status == 201
    assert "get rid of me" not in read_until(streams[reader["key"]], "back to the game")
    assert "get rid of me" in read_until(streams[other["key"]], "back to the game")
    assert texts(page(api, OPEN, game_id, reader["key"])) == ["back to the game"]
    polled = api.get(f"/v1/{OPEN}/games/{game_id}/events?after=0&chat_after=0", token=reader["key"]).body
    assert [line["text"] for line in polled["chat"]] == ["back to the game"]
    for someone in (pest["key"], other["key"], None):  # (bob, a player, reads no spectator mid-game)
        assert texts(page(api, OPEN, game_id, someone)) == ["you cannot get rid of me", "back to the game"]
    line = page(api, OPEN, game_id, other["key"])["lines"][0]["n"]
    unseen = api.post(f"/v1/{OPEN}/games/{game_id}/chat/reports", {"line": line}, token=reader["key"])
    assert unseen.status == 404  # nor can it be reported by who never saw it
    api.request("DELETE", f"/v1/players/me/blocks/{pest['player_id']}", token=reader["key"])
    assert texts(page(api, OPEN, game_id, reader["key"])) == ["you cannot get rid of me", "back to the game"]


def test_a_shadow_banned_line_on_the_stream_reaches_its_author_alone(api, client):
    game_id, (ann, bob) = table(api, OPEN)
    troll, spectator = player(api, "troll"), player(api)
    assert client.post("/v1/chat/shadow-bans", json={"author": troll["player_id"], "seconds": 600}).status_code == 200
    streams = {token: open_stream(client, OPEN, game_id, token) for token in (troll["key"], spectator["key"], ann)}
    assert say(api, OPEN, game_id, troll["key"], "nobody hears me").status == 201
    assert say(api, OPEN, game_id, bob, "carry on").status == 201
    assert "nobody hears me" in read_until(streams[troll["key"]], "carry on")
    for token in (spectator["key"], ann):
        assert "nobody hears me" not in read_until(streams[token], "carry on")
