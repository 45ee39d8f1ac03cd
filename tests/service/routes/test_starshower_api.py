"""The Starport API, proven on Starshower, through HTTP (Flask's client) against a real Redis."""

from __future__ import annotations

import hashlib
import json
import random
import threading
import time

import pytest

from tests.playing import StarportClient, play_to_the_end

GAME = "starshower"
HUGE_SEED = 7_318_468_203_119_774_421



def new_game(api, seats=None, **extra):
    seats = seats or [{"name": "ann"}, {"name": "bob"}]
    created = api.create(GAME, seats, **extra).body
    tokens = {s["seat"]: s["token"] for s in created["seats"] if "token" in s}
    return created["game_id"], tokens


def seat_to_act(api, game_id):
    return api.view(GAME, game_id).body["to_act"][0]["seat"]


def board_score(view: dict) -> dict[int, int]:
    """Recompute every seat's score from the board the view shows."""
    totals = {p["seat"]: 0 for p in view["players"]}
    for star in view["state"]["stars"]:
        if star["owner"] is not None and star["live"]:
            totals[star["owner"]] += 2 if star["grouped"] else 1
    return totals


# -- creating and joining ------------------------------------------------------------------------

def test_create_returns_a_token_per_human_seat_only(api):
    created = api.create(GAME, [{"name": "ann"}, {"name": "rex", "bot": "greedy"}, {"open": True}]).body
    assert created["status"] == "waiting" and created["version"] == 1
    ann, rex, open_seat = created["seats"]
    assert len(ann["token"]) >= 43 and ann["name"] == "ann"
    assert "token" not in rex and rex["bot"] == "greedy"
    assert "token" not in open_seat and open_seat["open"] is True


def test_tokens_are_stored_only_as_hashes(api, redis_client):
    game_id, tokens = new_game(api)
    stored = redis_client.hgetall(f"sp:{{{game_id}}}")
    blob = b"".join(stored.values())
    assert tokens[0].encode() not in blob
    assert hashlib.sha256(tokens[0].encode()).hexdigest().encode() in blob


def test_claiming_the_last_open_seat_starts_the_game(api):
    game_id, tokens = new_game(api, [{"name": "ann"}, {"open": True}])
    assert api.act(GAME, game_id, tokens[0], {"type": "call", "side": "heads"}).body["code"] == "game_not_started"
    claimed = api.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {"name": "zoe"})
    assert claimed.status == 200 and claimed.body["status"] == "active"
    view = api.view(GAME, game_id, claimed.body["token"]).body
    assert view["you"] == 1 and view["players"][1] == {"seat": 1, "name": "zoe"}
    again = api.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {})
    assert again.status == 409 and again.body["code"] == "seat_taken"
    assert api.post(f"/v1/{GAME}/games/{game_id}/seats/7/claim", {}).body["code"] == "not_found"


@pytest.mark.parametrize("body, field", [
    ({"seats": [{"name": "solo"}]}, "seats"),
    ({"seats": [{"name": "a"}] * 9}, "seats"),
    ({"seats": [{"name": "a"}, {"name": "b"}], "options": {"size": 9}}, "options"),
    ({"seats": [{"name": "a"}, {"name": "b"}], "options": {"size": 27}}, "options"),
    ({"seats": [{"name": "a"}, {"name": "b"}], "options": {"colour": "red"}}, "options"),
    ({"seats": [{"name": "a"}, {"name": "b"}], "seed": 1.5}, "seed"),
    ({"seats": [{"name": "a"}, {"name": "b"}], "seed": -1}, "seed"),
    ({"seats": [{"name": "a"}, {"name": "b", "bot": "genius"}]}, "seats"),
    ({"seats": [{"name": "a"}, {"name": "b", "bot": "greedy", "open": True}]}, "seats"),
    ({"seats": [{"name": ""}, {"name": "b"}]}, "seats"),
    ({"seats": "two"}, "seats"),
    ({}, "seats"),
])
def test_bad_creations_are_refused_with_field_errors(api, body, field):
    answer = api.post(f"/v1/{GAME}/games", body)
    assert answer.status == 422, answer.body
    assert answer.headers["Content-Type"] == "application/problem+json"
    assert answer.body["code"] == "validation_error"
    assert field in json.dumps(answer.body.get("errors", {})) or field in answer.body["detail"].lower()


def test_unknown_game_and_unknown_id_are_not_found(api):
    assert api.post("/v1/chess/games", {"seats": []}).body["code"] == "not_found"
    answer = api.view(GAME, "nope")
    assert answer.status == 404 and answer.body["code"] == "not_found"


def test_the_catalogue_lists_starshower_with_its_options(api):
    games = {g["slug"]: g for g in api.get("/v1/games").body["games"]}
    starshower = games[GAME]
    assert (starshower["min_players"], starshower["max_players"]) == (2, 8)
    assert starshower["options"]["size"] == {"default": 10, "minimum": 10, "maximum": 26,
                                             "description": starshower["options"]["size"]["description"]}
    assert set(starshower["bots"]) >= {"random", "greedy"}


# -- viewing ---------------------------------------------------------------------------------------

def test_view_for_a_seat_and_for_a_spectator(api):
    game_id, tokens = new_game(api, options={"size": 12})
    mine = api.view(GAME, game_id, tokens[1]).body
    spectator = api.view(GAME, game_id).body
    assert mine["you"] == 1 and spectator["you"] is None
    assert mine["state"]["size"] == 12 and mine["status"] == "active"
    assert mine["to_act"] == [{"seat": seat_to_act(api, game_id), "prompt": "call"}]


def test_etag_is_the_version_and_if_none_match_gives_304(api):
    game_id, tokens = new_game(api)
    first = api.view(GAME, game_id)
    assert first.headers["ETag"] == '"1"'
    assert api.view(GAME, game_id, headers={"If-None-Match": '"1"'}).status == 304
    seat = seat_to_act(api, game_id)
    api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "tails"})
    fresh = api.view(GAME, game_id, headers={"If-None-Match": '"1"'})
    assert fresh.status == 200 and fresh.headers["ETag"] == '"2"'


def test_a_wrong_or_malformed_token_is_401(api):
    game_id, _ = new_game(api)
    assert api.view(GAME, game_id, token="not-a-token").status == 401
    answer = api.get(f"/v1/{GAME}/games/{game_id}", headers={"Authorization": "Basic abc"})
    assert answer.status == 401 and answer.body["code"] == "unauthorized"
    assert api.actions(GAME, game_id, None).status == 401
    assert api.act(GAME, game_id, None, {"type": "call", "side": "heads"}).status == 401


def test_a_token_acts_for_its_own_seat_only(api):
    game_id, tokens = new_game(api)
    other_game, _ = new_game(api)
    assert api.view(GAME, other_game, tokens[0]).status == 401
    waiting = 1 - seat_to_act(api, game_id)
    answer = api.act(GAME, game_id, tokens[waiting], {"type": "call", "side": "heads"})
    assert answer.status == 409 and answer.body["code"] == "not_your_turn"


# -- acting ----------------------------------------------------------------------------------------

def test_every_listed_action_can_be_posted_back_verbatim(api):
    game_id, tokens = new_game(api, seed=5)
    for _ in range(12):
        seat = seat_to_act(api, game_id)
        legal = api.actions(GAME, game_id, tokens[seat]).body
        other = api.actions(GAME, game_id, tokens[1 - seat]).body
        assert other["actions"] == [] and legal["actions"]
        answer = api.act(GAME, game_id, tokens[seat], random.Random(seat).choice(legal["actions"]))
        assert answer.status == 200, answer.body
        assert answer.body["version"] == legal["version"] + 1
        assert answer.body["view"]["version"] == answer.body["version"]


def test_a_refused_action_changes_nothing(api, redis_client):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"})
    before = redis_client.hgetall(f"sp:{{{game_id}}}")
    events_before = redis_client.xlen(f"sp:{{{game_id}}}:events")
    refusals = [
        ({"type": "call", "side": "heads"}, 422, "illegal_action"),  # already called
        ({"type": "star", "point": [99, 0]}, 422, None),
        ({"type": "star", "point": [1.5, 0]}, 422, "validation_error"),
        ({"type": "black_star", "point": [0, 0], "connect": "x"}, 422, "validation_error"),
        ({"side": "heads"}, 422, "validation_error"),
    ]
    for action, status, code in refusals:
        answer = api.act(GAME, game_id, tokens[seat], action)
        assert answer.status == status, (action, answer.body)
        assert answer.body["detail"]
        if code:
            assert answer.body["code"] == code
    malformed = api.request("POST", f"/v1/{GAME}/games/{game_id}/actions", data=b"{nope",
                            content_type="application/json", token=tokens[seat])
    assert malformed.status == 400 and malformed.body["code"] == "malformed_json"
    assert redis_client.hgetall(f"sp:{{{game_id}}}") == before
    assert redis_client.xlen(f"sp:{{{game_id}}}:events") == events_before


def test_an_action_of_another_phase_is_told_the_phase_and_what_to_send(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    answer = api.act(GAME, game_id, tokens[seat], {"type": "star", "point": [1, 1]})
    assert (answer.status, answer.body["code"]) == (422, "illegal_action")
    assert answer.body["detail"] == ('Not the star phase but the call phase: call the coin first: '
                                     '{"type": "call", "side": "heads"} (or "tails").')


def test_the_act_body_reader_answers_as_the_schema_says_every_time(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    path = f"/v1/{GAME}/games/{game_id}/actions"
    # NaN is not JSON (RFC 8259): malformed, not a schema error.
    nan = api.request("POST", path, data=b'{"type": "call", "side": NaN}', content_type="application/json",
                      token=tokens[seat])
    assert nan.status == 400 and nan.body["code"] == "malformed_json"
    # A refusal is worked out again for every request, never remembered as valid.
    for _ in range(2):
        wrong = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "up"})
        assert wrong.status == 422 and wrong.body["errors"] == {"json": {"side": ["Must be one of: heads, tails."]}}
    # Only a JSON content type counts as a body: the same bytes as text are refused, not read.
    text = api.request("POST", path, data=b'{"type": "call", "side": "heads"}', content_type="text/plain",
                       token=tokens[seat])
    assert text.status == 415 and text.body["code"] == "unsupported_media_type"


def test_a_remembered_action_body_gives_each_request_its_own_action(app):
    from service.http.requests import json_body
    from schemas.envelope import game_schemas
    from importlib import import_module

    read = json_body(game_schemas("Starshower", import_module("schemas.starshower")).action())
    body = b'{"type": "black_star", "point": [3, 4], "connect": [[3, 9]]}'
    with app.test_request_context(data=body, content_type="application/json"):
        first = read()
        first["connect"].append([0, 0])  # an engine or a test may change its action
    with app.test_request_context(data=body, content_type="application/json"):
        assert read() == {"type": "black_star", "point": [3, 4], "connect": [[3, 9]]}
    assert read.remembered.cache_info().currsize == 1
    # A padded body is valid but never kept: memory stays bounded whatever clients send.
    padded = b'{"type": "call", "side": "heads"}' + b" " * 2000
    with app.test_request_context(data=padded, content_type="application/json"):
        assert read() == {"type": "call", "side": "heads"}
    assert read.remembered.cache_info().currsize == 1


def test_an_illegal_action_says_which_rule(api):
    game_id, tokens = new_game(api, seed=11)
    seat = seat_to_act(api, game_id)
    answer = api.act(GAME, game_id, tokens[seat], {"type": "star", "point": [0, 0]})
    assert answer.status == 422 and answer.body["code"] == "illegal_action"
    assert "call" in answer.body["detail"].lower()


def test_stale_if_match_is_412_with_the_current_version(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    answer = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"}, headers={"If-Match": '"7"'})
    assert answer.status == 412 and answer.body == answer.body | {"code": "version_conflict", "current_version": 1}
    fine = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"}, headers={"If-Match": '"1"'})
    assert fine.status == 200 and fine.body["version"] == 2
    bad = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"}, headers={"If-Match": "soon"})
    assert bad.status == 400 and bad.body["code"] == "invalid_if_match"


def test_an_idempotency_key_replays_the_first_response(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    key = {"Idempotency-Key": "call-1"}
    first = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"}, headers=key)
    again = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"}, headers=key)
    assert first.status == again.status == 200 and first.raw == again.raw
    assert api.view(GAME, game_id).body["version"] == 2
    other = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "tails"}, headers=key)
    assert other.status == 422 and other.body["code"] == "idempotency_key_reused"


def test_an_oversized_body_is_413(api):
    game_id, tokens = new_game(api)
    answer = api.request("POST", f"/v1/{GAME}/games/{game_id}/actions", token=tokens[0],
                         data=b'{"type": "call", "side": "' + b"h" * 70_000 + b'"}', content_type="application/json")
    assert answer.status == 413 and answer.body["code"] == "payload_too_large"


@pytest.mark.parametrize("body", [b"null", b"[]", b"42", b'"call"', b'{"type": null}', b'{"type": ["call"]}',
                                  b'{"type": "call", "side": "heads", "extra": 1}', b"\xff\xfe", b""])
def test_junk_bodies_never_cause_a_500(api, body):
    game_id, tokens = new_game(api)
    answer = api.request("POST", f"/v1/{GAME}/games/{game_id}/actions", token=tokens[0], data=body,
                         content_type="application/json")
    assert 400 <= answer.status < 500, answer.body
    assert answer.headers["Content-Type"] == "application/problem+json"


def test_wrong_method_is_405_with_allow(api):
    answer = api.request("DELETE", "/v1/games")
    assert answer.status == 405 and "GET" in answer.headers["Allow"]


def test_acting_after_the_end_is_game_over(api):
    game_id, tokens = new_game(api, seed=3)
    play_to_the_end(api, GAME, game_id, tokens)
    answer = api.act(GAME, game_id, tokens[0], {"type": "call", "side": "heads"})
    assert answer.status == 409 and answer.body["code"] == "game_over"


# -- events ----------------------------------------------------------------------------------------

def test_events_after_a_sequence_number(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"})
    log = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body
    assert [e["type"] for e in log["events"]] == ["created", "flip"]
    assert [e["seq"] for e in log["events"]] == [1, 2] and log["last_seq"] == 2
    assert log["events"][1]["actor"] == seat and log["events"][1]["version"] == 2
    assert api.get(f"/v1/{GAME}/games/{game_id}/events?after=2").body["events"] == []


def test_events_long_poll_wakes_when_someone_acts(api, app):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    mover = threading.Timer(0.3, lambda: StarportClient(app.test_client()).act(
        GAME, game_id, tokens[seat], {"type": "call", "side": "tails"}))
    mover.start()
    log = api.get(f"/v1/{GAME}/games/{game_id}/events?after=1&wait=10").body
    mover.join()
    assert [e["type"] for e in log["events"]] == ["flip"]


def test_long_poll_wait_is_capped_at_25_seconds(api):
    game_id, _ = new_game(api)
    answer = api.get(f"/v1/{GAME}/games/{game_id}/events?after=1&wait=26")
    assert answer.status == 422 and "wait" in json.dumps(answer.body["errors"])


# -- bots, scores, the seed ------------------------------------------------------------------------

def test_a_human_plays_a_full_game_against_greedy_and_the_score_matches_the_board(api, run_jobs):
    game_id, tokens = new_game(api, [{"name": "ann"}, {"name": "rex", "bot": "greedy"}], seed=21)
    final = play_to_the_end(api, GAME, game_id, tokens, between_turns=run_jobs)
    assert final["status"] == "finished" and final["state"]["open_points"] == 0
    score = api.score(GAME, game_id).body
    assert score["final"] is True
    assert {p["seat"]: p["total"] for p in score["players"]} == board_score(final)
    best = max(p["total"] for p in score["players"])
    assert score["winners"] == [p["seat"] for p in score["players"] if p["total"] == best]
    log = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
    assert any(e["actor"] == 1 for e in log), "the bot never moved"


def test_two_bots_play_each_other_to_the_end_from_jobs_alone(api, run_jobs):
    game_id, _ = new_game(api, [{"name": "r", "bot": "random"}, {"name": "g", "bot": "greedy"}], seed=8)
    for _ in range(400):
        run_jobs()
        if api.view(GAME, game_id).body["status"] == "finished":
            break
    assert api.score(GAME, game_id).body["final"] is True


def test_the_seed_stays_secret_until_the_end_then_checks_out(api, run_jobs):
    game_id, tokens = new_game(api, [{"name": "ann"}, {"name": "rex", "bot": "greedy"}], seed=HUGE_SEED)
    seen: list[bytes] = []
    original = api.request

    def recording(*args, **kwargs):
        answer = original(*args, **kwargs)
        seen.append(answer.raw)
        return answer

    api.request = recording
    view = api.view(GAME, game_id).body
    assert view["seeded"] is True and "seed" not in view
    assert view["seed_commitment"] != hashlib.sha256(str(HUGE_SEED).encode()).hexdigest(), "salted"
    assert "seed_salt" not in view
    play_to_the_end(api, GAME, game_id, tokens, between_turns=run_jobs,
                    choose=lambda v, legal: legal[-1])
    api.act(GAME, game_id, tokens[0], {"type": "call", "side": "heads"})  # an error after the end
    api.request = original
    final_views = [s for s in seen if b'"status":"finished"' in s]
    before_end = [s for s in seen if s not in final_views]
    assert before_end and not any(str(HUGE_SEED).encode() in raw for raw in before_end)
    assert not any(b'"counter"' in raw or b'"rng"' in raw for raw in seen)
    final = api.view(GAME, game_id).body
    assert final["seed"] == str(HUGE_SEED) and len(final["seed_salt"]) == 32
    assert not any(final["seed_salt"].encode() in raw for raw in before_end)
    salted = f"{final['seed_salt']}:{final['seed']}".encode()
    assert hashlib.sha256(salted).hexdigest() == final["seed_commitment"]


def test_an_unseeded_game_says_so_and_reveals_its_seed_at_the_end(api, run_jobs):
    game_id, _ = new_game(api, [{"name": "r", "bot": "random"}, {"name": "g", "bot": "random"}])
    assert api.view(GAME, game_id).body["seeded"] is False
    for _ in range(400):
        run_jobs()
        view = api.view(GAME, game_id).body
        if view["status"] == "finished":
            break
    salted = f"{view['seed_salt']}:{view['seed']}".encode()
    assert hashlib.sha256(salted).hexdigest() == view["seed_commitment"]


def test_two_games_with_the_same_seed_play_alike_under_different_commitments(api):
    first, first_tokens = new_game(api, seed=424242)
    second, second_tokens = new_game(api, seed=424242)
    assert api.view(GAME, first).body["seed_commitment"] != api.view(GAME, second).body["seed_commitment"]
    play_to_the_end(api, GAME, first, first_tokens, choose=lambda v, legal: legal[0])
    play_to_the_end(api, GAME, second, second_tokens, choose=lambda v, legal: legal[0])
    one, two = api.view(GAME, first).body, api.view(GAME, second).body
    assert one["state"] == two["state"] and one["seed"] == two["seed"] == "424242"
    assert one["seed_salt"] != two["seed_salt"]


def test_finished_and_idle_games_expire(api, redis_client, run_jobs, app):
    game_id, tokens = new_game(api, [{"name": "r", "bot": "random"}, {"name": "g", "bot": "random"}], seed=2)
    store = app.extensions["starport"].store
    assert abs(redis_client.ttl(f"sp:{{{game_id}}}") - store.idle_ttl) < 5
    for _ in range(400):
        run_jobs()
        if api.view(GAME, game_id).body["status"] == "finished":
            break
    # Kept until its record is in the archive (service/archive/archiving.py), then let expire.
    assert redis_client.ttl(f"sp:{{{game_id}}}") == redis_client.ttl(f"sp:{{{game_id}}}:events") == -1
    assert app.extensions["starport"].archive_game(game_id) == "archived"
    assert abs(redis_client.ttl(f"sp:{{{game_id}}}") - store.finished_ttl) < 5
    assert abs(redis_client.ttl(f"sp:{{{game_id}}}:events") - store.finished_ttl) < 5


# -- concurrency -------------------------------------------------------------------------------------

def test_racing_clients_one_winner_per_version_none_lost(app):
    api = StarportClient(app.test_client())
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    barrier = threading.Barrier(12)
    answers = []

    def race(i):
        racer = StarportClient(app.test_client())
        barrier.wait()
        answers.append(racer.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"},
                                 headers={"If-Match": '"1"'}))

    threads = [threading.Thread(target=race, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(a.status for a in answers) == [200] + [412] * 11
    assert api.view(GAME, game_id).body["version"] == 2
    events = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
    assert [e["version"] for e in events] == [1, 2]


def test_sixteen_copies_of_one_keyed_request_apply_once_and_all_get_its_answer(app):
    """A client retrying while its first request still runs: the same Idempotency-Key, If-Match
    and body, sixteen at once. One application; every copy gets that application's answer."""
    api = StarportClient(app.test_client())
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    barrier = threading.Barrier(16)
    answers = []

    def send(i):
        me = StarportClient(app.test_client())
        barrier.wait()
        answers.append(me.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"},
                              headers={"If-Match": '"1"', "Idempotency-Key": "call-once"}))

    threads = [threading.Thread(target=send, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [a.status for a in answers] == [200] * 16, [a.body for a in answers if a.status != 200]
    assert len({a.raw for a in answers}) == 1 and answers[0].body["version"] == 2
    assert api.view(GAME, game_id).body["version"] == 2
    events = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]
    assert [e["type"] for e in events] == ["created", "flip"]


def test_a_refused_keyed_request_frees_its_key_for_a_fresh_judgement(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    call = {"type": "call", "side": "heads"}
    stale = api.act(GAME, game_id, tokens[seat], call, headers={"If-Match": '"7"', "Idempotency-Key": "k"})
    assert stale.status == 412
    fine = api.act(GAME, game_id, tokens[seat], call, headers={"If-Match": '"1"', "Idempotency-Key": "k"})
    assert fine.status == 200 and fine.body["version"] == 2
    again = api.act(GAME, game_id, tokens[seat], call, headers={"If-Match": '"1"', "Idempotency-Key": "k"})
    assert again.status == 200 and again.raw == fine.raw, "replayed, not judged against version 2"


def test_a_copy_of_a_request_still_running_waits_then_answers_409_in_progress(api, app):
    """A first request that never finishes (planted reservation): a copy waits a moment, then is
    told to come back; a different body with that key is refused at once."""
    from service.tables.acting import IDEMPOTENT_WAIT_SECONDS, action_digest

    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    call = {"type": "call", "side": "heads"}
    service = app.extensions["starport"]
    key = service.store.idem_key(game_id, seat, hashlib.sha256(b"stuck").hexdigest())
    planted = json.dumps({"digest": action_digest(call), "pending": "elsewhere"}).encode() + b"\n"
    assert service.store.reserve_idempotency_key(key, planted) is None
    service.acting.idempotent_wait_seconds = 0.2
    try:
        waiting = api.act(GAME, game_id, tokens[seat], call, headers={"Idempotency-Key": "stuck"})
        other = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "tails"},
                        headers={"Idempotency-Key": "stuck"})
    finally:
        service.acting.idempotent_wait_seconds = IDEMPOTENT_WAIT_SECONDS
    assert waiting.status == 409 and waiting.body["code"] == "request_in_progress"
    assert waiting.headers["Retry-After"] == "1"
    assert other.status == 422 and other.body["code"] == "idempotency_key_reused"
    assert api.view(GAME, game_id).body["version"] == 1, "nothing was applied"
    service.store.release_idempotency_key(key, planted)  # the stuck request gave up
    done = api.act(GAME, game_id, tokens[seat], call, headers={"Idempotency-Key": "stuck"})
    assert done.status == 200 and done.body["version"] == 2


def test_racing_without_if_match_every_success_is_a_distinct_version(app):
    """Both seats hammer the game; each accepted action gets its own version, in order."""
    api = StarportClient(app.test_client())
    game_id, tokens = new_game(api, seed=99)
    accepted, lock = [], threading.Lock()

    def player(seat):
        me = StarportClient(app.test_client())
        rng = random.Random(seat)
        for _ in range(40):
            legal = me.actions(GAME, game_id, tokens[seat]).body["actions"]
            if not legal:
                continue
            answer = me.act(GAME, game_id, tokens[seat], rng.choice(legal))
            assert answer.status in (200, 409, 422), answer.body
            if answer.status == 200:
                with lock:
                    accepted.append(answer.body["version"])

    threads = [threading.Thread(target=player, args=(s,)) for s in (0, 1, 0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    final_version = api.view(GAME, game_id).body["version"]
    assert sorted(accepted) == list(range(2, final_version + 1))
    versions = [e["version"] for e in api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["events"]]
    assert versions == sorted(versions) and set(versions) == set(range(1, final_version + 1))


def test_prefer_return_minimal_answers_with_version_and_events_only(api):
    game_id, tokens = new_game(api)
    seat = seat_to_act(api, game_id)
    answer = api.act(GAME, game_id, tokens[seat], {"type": "call", "side": "heads"},
                     headers={"Prefer": "return=minimal"})
    assert answer.status == 200 and answer.headers["Preference-Applied"] == "return=minimal"
    assert set(answer.body) == {"version", "events"} and answer.body["version"] == 2
    assert answer.body["events"][0]["type"] == "flip"
    full = api.act(GAME, game_id, tokens[seat], api.actions(GAME, game_id, tokens[seat]).body["actions"][0])
    assert full.body["view"]["version"] == 3 and "Preference-Applied" not in full.headers


def test_a_long_poll_past_the_process_capacity_is_told_when_to_come_back(redis_url):
    from service.app import create_app
    from service.config import Settings
    from service.watching.hub import RETRY_AFTER_BUSY
    from tests.conftest import QUEUE

    app = create_app(Settings.from_env(redis_url=redis_url, queue_name=QUEUE, watchers=1))
    api = StarportClient(app.test_client())
    game_id, tokens = new_game(api)
    hub = app.extensions["starport"].hub
    holder = threading.Thread(target=lambda: StarportClient(app.test_client()).get(
        f"/v1/{GAME}/games/{game_id}/events?after=1&wait=3"))
    holder.start()
    for _ in range(300):  # until the holder waits
        if hub.held == 1:
            break
        time.sleep(0.01)
    answer = api.get(f"/v1/{GAME}/games/{game_id}/events?after=1&wait=3")
    assert answer.status == 503 and answer.body["code"] == "unavailable"
    assert answer.headers["Retry-After"] == str(RETRY_AFTER_BUSY)
    holder.join()
    assert api.get(f"/v1/{GAME}/games/{game_id}/events?after=1&wait=0").status == 200


def test_with_redis_unreachable_requests_get_503_and_readyz_says_not_ready(tmp_path):
    from service.app import create_app
    from service.config import Settings

    app = create_app(Settings.from_env(redis_url=f"unix://{tmp_path}/nobody.sock"))
    api = StarportClient(app.test_client())
    assert api.get("/healthz").status == 200  # alive, just not ready
    ready = api.get("/readyz")
    assert ready.status == 503 and ready.body["code"] == "unavailable"
    answer = api.post(f"/v1/{GAME}/games", {"seats": [{"name": "a"}, {"name": "b"}]})
    assert answer.status == 503 and answer.body["code"] == "unavailable"
    assert answer.headers["Retry-After"] == "1"
    assert api.view(GAME, "any").status == 503


def test_a_long_poll_on_a_finished_game_answers_at_once(api):
    game_id, tokens = new_game(api, seed=3)
    play_to_the_end(api, GAME, game_id, tokens)
    last = api.get(f"/v1/{GAME}/games/{game_id}/events?after=0").body["last_seq"]
    started = time.monotonic()
    answer = api.get(f"/v1/{GAME}/games/{game_id}/events?after={last}&wait=20")
    assert answer.status == 200 and answer.body["events"] == []
    assert time.monotonic() - started < 10, "waited for events that can never come"


def test_racing_claims_on_one_open_seat_exactly_one_gets_it(app):
    api = StarportClient(app.test_client())
    game_id, _ = new_game(api, [{"name": "ann"}, {"open": True}, {"open": True}])
    barrier = threading.Barrier(8)
    answers = []

    def claim(i):
        me = StarportClient(app.test_client())
        barrier.wait()
        answers.append(me.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {"name": f"racer{i}"}))

    threads = [threading.Thread(target=claim, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    won = [a for a in answers if a.status == 200]
    assert len(won) == 1 and sorted(a.status for a in answers) == [200] + [409] * 7
    view = api.view(GAME, game_id, won[0].body["token"]).body
    assert view["you"] == 1 and view["players"][1]["name"] == won[0].body["name"]
    assert view["status"] == "waiting" and view["players"][2] == {"seat": 2, "name": "seat 2", "open": True}


def test_a_long_poll_outlasts_the_redis_clients_socket_timeout(api):
    """redis-py gives up reading a socket after 5 s: a 7 s poll must still answer 200."""
    game_id, _ = new_game(api)
    started = time.monotonic()
    answer = api.get(f"/v1/{GAME}/games/{game_id}/events?after=1&wait=7")
    assert answer.status == 200, answer.body
    assert answer.body["events"] == [] and time.monotonic() - started >= 6.5
