"""A game's life around its rules: the lobby, leaving and takeover, cancelling, clocks and players'
feeds — all through HTTP against the real Redis, the clocks on a clock the test moves."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from engines import registry
from service.store.games import GameStore
from tests.playing import StarportClient, play_to_the_end


def log_of(api: StarportClient, slug: str, game_id: str) -> list[dict]:
    return api.get(f"/v1/{slug}/games/{game_id}/events?after=0").body["events"]


def lobby_ids(api: StarportClient, slug: str, status: str = "waiting", **query) -> list[str]:
    params = "&".join(f"{k}={v}" for k, v in {"status": status, "limit": 100, **query}.items())
    answer = api.get(f"/v1/{slug}/games?{params}")
    assert answer.status == 200, answer.body
    return [game["game_id"] for game in answer.body["games"]]


def all_pages(api: StarportClient, slug: str, limit: int) -> list[str]:
    seen, after = [], None
    while True:
        query = f"status=waiting&limit={limit}" + (f"&after={after}" if after else "")
        page = api.get(f"/v1/{slug}/games?{query}").body
        seen += [game["game_id"] for game in page["games"]]
        after = page["next"]
        if after is None:
            return seen


# -- the lobby -----------------------------------------------------------------------------------

def test_a_waiting_game_appears_in_the_lobby_and_disappears_when_full(api):
    created = api.create("starshower", [{"name": "ann"}, {"open": True}]).body
    game_id = created["game_id"]
    assert game_id in lobby_ids(api, "starshower")
    entry = next(g for g in api.get("/v1/starshower/games").body["games"] if g["game_id"] == game_id)
    assert entry["open_seats"] == [1] and entry["seats"][0] == {"seat": 0, "name": "ann", "holder": "creator"}
    assert entry["title"] == "Starshower" and entry["options"] == {"size": 10}
    claimed = api.post(f"/v1/starshower/games/{game_id}/seats/1/claim", {"name": "bob"})
    assert claimed.status == 200 and claimed.body["status"] == "active"
    assert game_id not in lobby_ids(api, "starshower")
    assert game_id in lobby_ids(api, "starshower", "active")


def test_a_full_table_is_listed_and_one_made_private_stays_out_of_the_lobby(api):
    full = api.create("starshower", [{"name": "ann"}, {"name": "rex", "bot": "greedy"}]).body["game_id"]
    private = api.create("starshower", [{"name": "ann"}, {"open": True}], listed=False).body["game_id"]
    private_full = api.create("starshower", [{"name": "ann"}, {"bot": "greedy"}], listed=False).body["game_id"]
    assert full in lobby_ids(api, "starshower", "active")  # issue 45: the lobby shows what is played
    assert private not in lobby_ids(api, "starshower")
    assert private_full not in lobby_ids(api, "starshower", "active")


def test_a_listed_game_never_shows_tokens(api):
    created = api.create("starligned", [{"name": "ann"}, {"name": "bob"}, {"open": True}]).body
    secrets = [s["token"] for s in created["seats"] if "token" in s] + [created["creator_token"]]
    claimed = api.post(f"/v1/starligned/games/{created['game_id']}/seats/2/claim", {}).body
    secrets.append(claimed["token"])
    for status in ("waiting", "active"):
        raw = api.get(f"/v1/starligned/games?status={status}&limit=100").raw
        assert not any(secret.encode() in raw for secret in secrets)
        assert b"token" not in raw and b"hash" not in raw


def test_lobby_pages_stay_stable_while_games_are_created(api, app):
    slug = "twinkle-twinkle"
    mine = [api.create(slug, [{"name": "ann"}, {"open": True}]).body["game_id"] for _ in range(12)]
    first = api.get(f"/v1/{slug}/games?status=waiting&limit=5").body
    # Others create games while we page (newer than our cursor: they belong to earlier pages).
    with ThreadPoolExecutor(4) as pool:
        newer = list(pool.map(lambda _: StarportClient(app.test_client()).create(
            slug, [{"name": "cy"}, {"open": True}]).body["game_id"], range(8)))
    seen, after = [g["game_id"] for g in first["games"]], first["next"]
    while after:
        page = api.get(f"/v1/{slug}/games?status=waiting&limit=5&after={after}").body
        seen += [g["game_id"] for g in page["games"]]
        after = page["next"]
    assert len(seen) == len(set(seen)), "a game was listed twice"
    assert [g for g in seen if g in mine] == mine[::-1], "newest first, every one of ours exactly once"
    assert not set(newer) & set(seen[5:]), "a game created meanwhile slipped into a later page"
    assert set(newer) <= set(lobby_ids(api, slug))


def test_the_lobby_repairs_what_a_lost_write_or_an_expiry_left_behind(api, redis_client):
    moved = api.create("starshower", [{"name": "ann"}, {"open": True}]).body["game_id"]
    gone = api.create("starshower", [{"name": "ann"}, {"open": True}]).body["game_id"]
    redis_client.hset(GameStore.key(moved), "status", "active")  # as if the lobby write was lost
    redis_client.delete(GameStore.key(gone))  # as if it expired
    waiting = lobby_ids(api, "starshower")
    assert moved not in waiting and gone not in waiting
    assert moved in lobby_ids(api, "starshower", "active")
    members = [m.decode() for m in redis_client.zrange(GameStore.lobby_key("starshower", "waiting"), 0, -1)]
    assert not any(m.endswith((gone, moved)) for m in members)


@pytest.mark.parametrize("query", ["status=over", "limit=0", "limit=101", "after=7", "after=abc:def"])
def test_bad_lobby_queries_are_refused(api, query):
    answer = api.get(f"/v1/starshower/games?{query}")
    assert answer.status == 422 and answer.body["code"] == "validation_error"


# -- leaving and cancelling --------------------------------------------------------------------

def test_a_seat_that_leaves_mid_game_is_taken_over_and_the_game_finishes(api, run_jobs):
    created = api.create("starligned", [{"name": "ann"}, {"name": "bob"}, {"name": "rex", "bot": "random"}],
                         seed=3).body
    game_id = created["game_id"]
    ann, bob = created["seats"][0]["token"], created["seats"][1]["token"]
    left = api.post(f"/v1/starligned/games/{game_id}/seats/0/leave", token=ann)
    assert left.status == 200 and left.body["then"] == "bot"
    assert api.view("starligned", game_id).body["players"][0] == {"seat": 0, "name": "ann", "bot": "greedy",
                                                                 "left": True}
    assert {"type": "left", "seat": 0, "then": "bot", "bot": "greedy"}.items() <= log_of(api, "starligned", game_id)[-1].items()
    final = play_to_the_end(api, "starligned", game_id, {1: bob}, between_turns=run_jobs)
    assert final["status"] == "finished"


def test_leaving_badly_is_refused_with_a_problem(api):
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}]).body
    game_id = created["game_id"]
    ann, bob = created["seats"][0]["token"], created["seats"][1]["token"]
    leave = lambda seat, token: api.post(f"/v1/starshower/games/{game_id}/seats/{seat}/leave", token=token)
    for seat, token, status, code in ((1, ann, 403, "not_your_seat"), (0, None, 401, "unauthorized"),
                                      (0, "nope", 401, "unauthorized"), (5, ann, 404, "not_found")):
        answer = leave(seat, token)
        assert (answer.status, answer.body["code"]) == (status, code)
        assert answer.headers["Content-Type"] == "application/problem+json"
    assert leave(0, ann).status == 200
    twice = leave(0, ann)
    assert (twice.status, twice.body["code"]) == (409, "already_left")
    acting = api.act("starshower", game_id, ann, {"type": "call", "side": "heads"})
    assert (acting.status, acting.body["code"]) == (409, "seat_taken_over")
    assert leave(1, bob).status == 200  # both left: the bots finish it
    assert all(p.get("left") for p in api.view("starshower", game_id).body["players"])


def test_a_seat_left_in_a_game_made_to_reopen_is_claimed_again(api, run_jobs):
    created = api.create("starshower", [{"name": "ann"}, {"name": "bob"}], on_leave="reopen",
                         listed=True).body
    game_id = created["game_id"]
    assert api.post(f"/v1/starshower/games/{game_id}/seats/0/leave", token=created["seats"][0]["token"]).body["then"] == "reopened"
    view = api.view("starshower", game_id).body
    assert view["status"] == "active" and view["players"][0] == {"seat": 0, "name": "seat 0", "open": True}
    assert game_id in lobby_ids(api, "starshower", "active")
    cy = api.post(f"/v1/starshower/games/{game_id}/seats/0/claim", {"name": "cy"}).body
    final = play_to_the_end(api, "starshower", game_id, {0: cy["token"], 1: created["seats"][1]["token"]},
                            between_turns=run_jobs)
    assert final["status"] == "finished"


def test_a_seat_left_before_the_game_began_opens_again(api):
    created = api.create("starshower", [{"name": "ann"}, {"open": True}]).body
    game_id = created["game_id"]
    left = api.post(f"/v1/starshower/games/{game_id}/seats/0/leave", token=created["seats"][0]["token"]).body
    assert left["then"] == "reopened" and left["status"] == "waiting"
    assert lobby_entry(api, "starshower", game_id)["open_seats"] == [0, 1]


def lobby_entry(api, slug, game_id, status="waiting"):
    return next(g for g in api.get(f"/v1/{slug}/games?status={status}&limit=100").body["games"]
                if g["game_id"] == game_id)


def test_the_creator_cancels_a_waiting_game_and_nobody_else_can(api):
    created = api.create("starshower", [{"name": "ann"}, {"open": True}]).body
    game_id, creator = created["game_id"], created["creator_token"]
    cancel = lambda token: api.post(f"/v1/starshower/games/{game_id}/cancel", token=token)
    assert (cancel(created["seats"][0]["token"]).body["code"]) == "not_creator"
    assert cancel(None).body["code"] == "unauthorized"
    done = cancel(creator)
    assert done.status == 200 and done.body["status"] == "finished"
    assert log_of(api, "starshower", game_id)[-1]["type"] == "cancelled"
    assert game_id not in lobby_ids(api, "starshower")
    again = cancel(creator)
    assert (again.status, again.body["code"]) == (409, "game_started")
    claim = api.post(f"/v1/starshower/games/{game_id}/seats/1/claim", {})
    assert (claim.status, claim.body["code"]) == (409, "game_over")


@pytest.mark.parametrize("extra", [{"clock": {"per_turn": 0}}, {"clock": {"per_turn": 10 ** 7}},
                                   {"clock": {"per_turn": 5, "bank": -1}}, {"clock": {}},
                                   {"clock": {"per_turn": "5"}}, {"clock": {"per_turn": 5, "bank": True}},
                                   {"on_timeout": "forfeit", "clock": {"per_turn": 5}},
                                   {"on_timeout": "sleep"}, {"on_leave": "vanish"}, {"stand_in": "genius"},
                                   {"listed": "yes"}])
def test_bad_lifecycle_options_are_refused(api, extra):
    answer = api.post("/v1/starshower/games", {"seats": [{"name": "ann"}, {"name": "bob"}], **extra})
    assert answer.status == 422 and answer.body["code"] == "validation_error", answer.body


# -- clocks: every title -----------------------------------------------------------------------

def clocked_game(api: StarportClient, slug: str, on_timeout: str, **extra) -> dict:
    """Ann (who never acts) and bots enough for the game, on a 2-second clock."""
    meta = registry()[slug].meta
    seats = [{"name": "ann"}] + [{"name": f"bot{i}", "bot": "random"} for i in range(1, meta.min_players)]
    return api.create(slug, seats, clock={"per_turn": 2}, on_timeout=on_timeout, seed=11, **extra).body


def until_ann_is_to_act(api, service, clock, slug, game_id) -> dict:
    for _ in range(200):
        view = api.view(slug, game_id).body
        ann = [p for p in view["to_act"] if p["seat"] == 0]
        if ann:
            return ann[0]
        assert view["status"] == "active"
        service.drive(slug, game_id)
        clock.advance(1)
    raise AssertionError("ann was never to act")


@pytest.mark.parametrize("slug", sorted(registry()))
def test_a_seat_that_never_acts_is_played_by_the_bot_when_its_clock_runs_out(timed_api, timed_app, clock, slug):
    service = timed_app.extensions["starport"]
    game_id = clocked_game(timed_api, slug, "bot")["game_id"]
    prompt = until_ann_is_to_act(timed_api, service, clock, slug, game_id)
    assert prompt["deadline"] == pytest.approx(clock.now + 2, abs=1.01)
    clock.advance(prompt["deadline"] - clock.now - 0.5)
    before = timed_api.view(slug, game_id).body["version"]
    assert service.drive(slug, game_id).timers == 0
    clock.advance(0.6)
    service.drive(slug, game_id)  # the worker's driver fires it (a read would too: the next test)
    log = log_of(timed_api, slug, game_id)
    ran_out = [e for e in log if e["type"] == "clock_ran_out"]
    assert ran_out and ran_out[0]["seat"] == 0 and ran_out[0]["then"] == "bot" and ran_out[0]["version"] > before
    moves = [e for e in log if e["version"] == ran_out[0]["version"]]
    assert len(moves) > 1, "the stand-in moved for ann in the same commit"
    view = timed_api.view(slug, game_id).body
    assert "bot" not in view["players"][0], "only this once: ann still holds her seat"


@pytest.mark.parametrize("slug", sorted(registry()))
def test_with_takeover_the_seat_bot_finishes_the_game(timed_api, timed_app, clock, slug):
    service = timed_app.extensions["starport"]
    game_id = clocked_game(timed_api, slug, "takeover")["game_id"]
    until_ann_is_to_act(timed_api, service, clock, slug, game_id)
    clock.advance(2.5)
    view = timed_api.view(slug, game_id).body  # a read finds the clock run out and fires it
    assert view["players"][0]["bot"] == "greedy"
    assert any(e["type"] == "clock_ran_out" and e["then"] == "takeover" for e in log_of(timed_api, slug, game_id))
    for _ in range(5000):
        if timed_api.view(slug, game_id).body["status"] == "finished":
            break
        service.drive(slug, game_id)
        clock.advance(3)
    assert timed_api.view(slug, game_id).body["status"] == "finished"
    assert timed_api.score(slug, game_id).body["final"]


def test_a_bank_is_spent_only_past_per_turn(timed_api, timed_app, clock):
    service = timed_app.extensions["starport"]
    created = timed_api.create("starshower", [{"name": "ann"}, {"name": "bob"}], clock={"per_turn": 5, "bank": 10}).body
    game_id = created["game_id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    prompt = timed_api.view("starshower", game_id).body["to_act"][0]
    assert prompt["deadline"] == pytest.approx(clock.now + 15)
    clock.advance(8)  # 3 s over per_turn: 7 s of bank left
    seat = prompt["seat"]
    action = timed_api.actions("starshower", game_id, tokens[seat]).body["actions"][0]
    assert timed_api.act("starshower", game_id, tokens[seat], action).status == 200
    record = service.store.load(game_id)
    assert record.turns["bank"][str(seat)] == pytest.approx(7)


# -- players -------------------------------------------------------------------------------------

def test_a_player_key_plays_a_game_from_its_feed(api, run_jobs):
    me = api.post("/v1/players", {"name": "botty"}).body
    key = me["key"]
    created = api.create("starshower", [{"player": me["player_id"]}, {"name": "rex", "bot": "greedy"}], token=key).body
    game_id = created["game_id"]
    assert created["seats"][0] == {"seat": 0, "name": "botty", "player": me["player_id"],
                                   "holder": created["seats"][0]["holder"]}
    assert created["seats"][0]["holder"].startswith("player:")
    assert "token" not in created["seats"][0]
    after, turns = 0, 0
    while True:
        run_jobs()
        feed = api.get(f"/v1/players/me/events?after={after}", token=key).body
        after = feed["last_seq"]
        kinds = [e["type"] for e in feed["events"]]
        if "game_over" in kinds:
            break
        for event in feed["events"]:
            if event["type"] == "your_turn":
                turns += 1
                actions = api.actions("starshower", event["game_id"], key).body["actions"]
                assert api.act("starshower", event["game_id"], key, actions[0]).status == 200
        assert turns < 500
    assert turns > 0 and api.view("starshower", game_id).body["status"] == "finished"
    mine = api.get("/v1/players/me/games", token=key).body
    assert [(g["game_id"], g["you"], g["status"]) for g in mine["games"]] == [(game_id, 0, "finished")]


def test_a_player_claims_an_open_seat_and_is_told_so(api):
    me = api.post("/v1/players", {}).body
    game_id = api.create("starshower", [{"name": "ann"}, {"open": True}]).body["game_id"]
    claimed = api.post(f"/v1/starshower/games/{game_id}/seats/1/claim", {}, token=me["key"])
    assert claimed.status == 200 and claimed.body["token"]  # seat tokens keep working as before
    feed = api.get("/v1/players/me/events?after=0", token=me["key"]).body["events"]
    assert feed[0]["type"] == "seated" and feed[0]["game_id"] == game_id and feed[0]["seq"] == 1
    assert api.view("starshower", game_id, token=me["key"]).body["you"] == 1
    assert api.view("starshower", game_id, token=claimed.body["token"]).body["you"] == 1
    again = api.create("starshower", [{"name": "ann"}, {"open": True}, {"open": True}]).body["game_id"]
    assert api.post(f"/v1/starshower/games/{again}/seats/1/claim", {}, token=me["key"]).status == 200
    twice = api.post(f"/v1/starshower/games/{again}/seats/2/claim", {}, token=me["key"])
    assert (twice.status, twice.body["code"]) == (409, "already_seated")


def test_player_routes_want_a_real_key(api):
    me = api.post("/v1/players", {}).body
    forged = me["player_id"] + ".not-the-secret"
    for path in ("/v1/players/me/games", "/v1/players/me/events"):
        for token in (None, forged, "a-seat-token"):
            answer = api.get(path, token=token)
            assert (answer.status, answer.body["code"]) == (401, "unauthorized")
    unknown = api.post("/v1/starshower/games", {"seats": [{"player": "0" * 32}, {"name": "bob"}]})
    assert unknown.status == 422


def test_the_feed_long_polls(api, app):
    me = api.post("/v1/players", {}).body
    with ThreadPoolExecutor(1) as pool:
        waiting = pool.submit(lambda: StarportClient(app.test_client()).get(
            "/v1/players/me/events?after=0&wait=5", token=me["key"]))
        api.create("starshower", [{"player": me["player_id"]}, {"name": "bob"}], token=me["key"])
        events = waiting.result().body["events"]
    assert events and events[0]["type"] == "seated"
    assert json.loads(json.dumps(events))[0]["seq"] == 1


def test_the_feed_streams_as_server_sent_events(api, client):
    me = api.post("/v1/players", {}).body
    game_id = api.create("starshower", [{"player": me["player_id"]}, {"name": "bob"}], token=me["key"]).body["game_id"]
    response = client.get("/v1/players/me/stream", headers={"Authorization": f"Bearer {me['key']}"},
                          buffered=False)
    assert response.status_code == 200 and response.mimetype == "text/event-stream"
    chunks = response.response
    assert next(chunks).startswith(b"retry:")
    first = next(chunks).decode()
    response.close()
    assert first.startswith("id: 1\ndata: ") and json.loads(first.split("data: ")[1].split("\n")[0]) == {
        "seq": 1, "type": "seated", "game": "starshower", "game_id": game_id, "version": 1, "seat": 0,
        "status": "active"}
    refused = client.get("/v1/players/me/stream")
    assert (refused.status_code, refused.json["code"]) == (401, "unauthorized")


def test_a_reopened_seat_nobody_claims_is_taken_over_when_its_clock_runs_out(timed_api, timed_app, clock):
    service = timed_app.extensions["starport"]
    created = timed_api.create("starshower", [{"name": "ann"}, {"name": "bob"}], on_leave="reopen",
                               clock={"per_turn": 2}, on_timeout="takeover").body
    game_id = created["game_id"]
    first = timed_api.view("starshower", game_id).body["to_act"][0]["seat"]
    timed_api.post(f"/v1/starshower/games/{game_id}/seats/{first}/leave", token=created["seats"][first]["token"])
    clock.advance(3)
    seat = timed_api.view("starshower", game_id).body["players"][first]
    assert seat == {"seat": first, "name": f"seat {first}", "bot": "greedy"}
    assert service.store.load(game_id).seats[first].get("open") is None
