"""Scoped tokens (issue 46 item 2): minted by the key, used where the key is, refused past their
scopes (403 with the scope), after revocation or expiry (401, on every process), and every stream
opened with a revoked one ends."""

from __future__ import annotations

import threading

import pytest

from schemas.accounts import TOKEN_SCOPES
from service.players.tokens import SCOPES
from tests.conftest import close_app, make_app
from tests.playing import StarportClient
from tests.service.players.test_player_keys import GIVE_UP, read_until_closed, seated_player, wait_for

GAME = "starshower"


@pytest.fixture
def two_processes(redis_url):
    first, second = make_app(redis_url), make_app(redis_url)
    yield first, second
    close_app(first)
    close_app(second)


def mint(api, key, scopes, **extra):
    answer = api.post("/v1/players/me/tokens", {"scopes": scopes, **extra}, token=key)
    assert answer.status == 201, answer.body
    return answer.body


def test_the_wire_names_the_scopes_the_service_checks():
    assert tuple(TOKEN_SCOPES) == tuple(SCOPES)


def test_a_play_token_acts_and_reads_but_challenges_nothing(api):
    me, game_id = seated_player(api)
    token = mint(api, me["key"], ["play"], label="bot")
    assert token["token"].startswith(token["prefix"] + ".") and token["prefix"].startswith(me["player_id"])
    assert api.view(GAME, game_id, token=token["token"]).body["you"] == 1  # read is in every token
    assert api.get("/v1/players/me/games", token=token["token"]).status == 200
    other = api.post("/v1/players", {"name": "cy"}).body
    refused = api.post(f"/v1/players/{other['player_id']}/challenges", {"game": GAME}, token=token["token"])
    assert (refused.status, refused.body["code"], refused.body["scope"]) == (403, "missing_scope", "challenge")
    assert api.get("/v1/players/me/challenges", token=token["token"]).body["scope"] == "challenge"
    hooks = api.get("/v1/players/me/webhooks", token=token["token"])
    assert (hooks.status, hooks.body["scope"]) == (403, "webhooks")
    assert api.get("/v1/players/me/challenges", token=me["key"]).body["challenges"] == []  # nothing was made


def test_a_read_token_reads_its_seat_but_never_acts(api):
    me, game_id = seated_player(api)
    token = mint(api, me["key"], ["read"])["token"]
    assert api.view(GAME, game_id, token=token).body["you"] == 1
    before = api.view(GAME, game_id, token=me["key"]).body["version"]
    for path, body in ((f"/v1/{GAME}/games/{game_id}/seats/1/leave", {}),
                       (f"/v1/{GAME}/games/{game_id}/actions", {"type": "call", "side": "heads"})):
        refused = api.post(path, body, token=token)
        assert (refused.status, refused.body["code"], refused.body["scope"]) == (403, "missing_scope", "play"), path
    assert api.view(GAME, game_id, token=me["key"]).body["version"] == before


def test_only_the_key_itself_mints_lists_and_revokes(api):
    me = api.post("/v1/players", {"name": "ann"}).body
    every = mint(api, me["key"], list(SCOPES))["token"]
    for method, path, body in (("POST", "/v1/players/me/tokens", {"scopes": ["read"]}),
                               ("GET", "/v1/players/me/tokens", None),
                               ("POST", "/v1/players/me/key/rotate", None),
                               ("DELETE", "/v1/players/me/key", None),
                               ("PUT", "/v1/players/me/bot", {"titles": [GAME]})):
        refused = api.request(method, path, json_body=body, token=every)
        assert (refused.status, refused.body["code"], refused.body["scope"]) == (403, "missing_scope", "key"), path
    listed = api.get("/v1/players/me/tokens", token=me["key"]).body["tokens"]
    assert len(listed) == 1 and "token" not in listed[0] and listed[0]["last_used"] is None  # refused: unused
    assert api.get("/v1/players/me/games", token=every).status == 200
    assert api.get("/v1/players/me/tokens", token=me["key"]).body["tokens"][0]["last_used"] is not None


def test_a_revoked_token_is_refused_on_every_process_and_the_key_lives_on(two_processes):
    one, other = (StarportClient(app.test_client()) for app in two_processes)
    me, game_id = seated_player(one)
    token = mint(one, me["key"], ["play"])
    assert other.view(GAME, game_id, token=token["token"]).status == 200
    assert one.request("DELETE", f"/v1/players/me/tokens/{token['token_id']}", token=me["key"]).status == 204
    for api in (one, other):
        for path in ("/v1/players/me/games", f"/v1/{GAME}/games/{game_id}"):
            refused = api.get(path, token=token["token"])
            assert (refused.status, refused.body["code"]) == (401, "unauthorized"), path
    assert one.get("/v1/players/me/tokens", token=me["key"]).body["tokens"] == []
    again = one.request("DELETE", f"/v1/players/me/tokens/{token['token_id']}", token=me["key"])
    assert again.status == 404
    assert one.get("/v1/players/me/games", token=me["key"]).status == 200


def test_a_forged_token_and_another_players_token_id_are_refused(api):
    me, game_id = seated_player(api)
    token = mint(api, me["key"], ["play"])
    forged = token["prefix"] + ".not-the-secret"
    assert api.view(GAME, game_id, token=forged).status == 401
    stranger = api.post("/v1/players", {}).body
    assert api.request("DELETE", f"/v1/players/me/tokens/{token['token_id']}", token=stranger["key"]).status == 404
    theirs = stranger["player_id"] + "." + token["token"].split(".", 1)[1]  # my token id and secret, their id
    assert api.get("/v1/players/me/games", token=theirs).status == 401
    assert api.view(GAME, game_id, token=token["token"]).status == 200  # nothing changed


def test_an_expired_token_is_refused_from_its_expiry(timed_api, clock):
    me, game_id = seated_player(timed_api)
    token = mint(timed_api, me["key"], ["play"], expires_in=60)
    assert token["expires"] == pytest.approx(clock.now + 60)
    assert timed_api.view(GAME, game_id, token=token["token"]).status == 200
    clock.advance(61)
    refused = timed_api.view(GAME, game_id, token=token["token"])
    assert (refused.status, refused.body["code"]) == (401, "unauthorized")
    listed = timed_api.get("/v1/players/me/tokens", token=me["key"]).body["tokens"]
    assert listed[0]["expired"] is True


def test_revoking_the_key_revokes_its_tokens_rotating_it_does_not(api):
    me, game_id = seated_player(api)
    kept = mint(api, me["key"], ["read"])["token"]
    new_key = api.post("/v1/players/me/key/rotate", token=me["key"]).body["key"]
    assert api.get("/v1/players/me/games", token=kept).status == 200
    assert api.request("DELETE", "/v1/players/me/key", token=new_key).status == 204
    assert api.get("/v1/players/me/games", token=kept).status == 401


def test_a_player_holds_twenty_tokens_at_most(api):
    me = api.post("/v1/players", {}).body
    for _ in range(20):
        mint(api, me["key"], ["read"])
    refused = api.post("/v1/players/me/tokens", {"scopes": ["read"]}, token=me["key"])
    assert (refused.status, refused.body["code"]) == (409, "too_many_tokens")
    bad = api.post("/v1/players/me/tokens", {"scopes": ["admin"]}, token=me["key"])
    assert bad.status == 422


@pytest.mark.parametrize("stream", ["feed", "game"])
def test_streams_opened_with_a_revoked_token_end_on_every_process(two_processes, stream):
    first, second = two_processes
    one = StarportClient(first.test_client())
    me, game_id = seated_player(one)
    token = mint(one, me["key"], ["read"])
    kept = mint(one, me["key"], ["read"])
    path = "/v1/players/me/stream" if stream == "feed" else f"/v1/{GAME}/games/{game_id}/stream"
    watcher = second.test_client()
    responses = [watcher.get(path, headers={"Authorization": f"Bearer {t['token']}"}, buffered=False)
                 for t in (token, kept)]
    got: list[list[bytes]] = [[], []]
    readers = [threading.Thread(target=read_until_closed, args=(r, g), daemon=True) for r, g in zip(responses, got)]
    for reader in readers:
        reader.start()
    wait_for(lambda: all(any(b"id: " in c for c in g) for g in got))
    assert one.request("DELETE", f"/v1/players/me/tokens/{token['token_id']}", token=me["key"]).status == 204
    readers[0].join(GIVE_UP)
    try:
        assert not readers[0].is_alive(), "the revoked token's stream stayed open"
        assert b"rotated or revoked" in got[0][-1]
        assert readers[1].is_alive()  # the other token's stream goes on
    finally:  # and ends with its own revocation
        one.request("DELETE", f"/v1/players/me/tokens/{kept['token_id']}", token=me["key"])
        readers[1].join(GIVE_UP)
        for r in responses:
            r.close()
