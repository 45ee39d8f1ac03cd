"""Tournaments' routes, as a stranger and an attacker call them (issue 47 item 2): who may create,
join and withdraw; what an event reveals (no key, the invitation list to its creator only);
bounded pages and entrant caps; every refusal problem+json, changing nothing."""

from __future__ import annotations

import json

import pytest

from tests.meeting import new_players


def terms(**more):
    return {"format": "swiss", "game": "starshower", "rounds": 1, "clock": {"per_turn": 30}, **more}


def create(api, key, **more):
    return api.post("/v1/tournaments", terms(**more), token=key)


def test_creating_takes_a_player_key_and_a_clock_and_a_refusal_makes_nothing(api):
    (_, key), = new_players(api, 1)
    before = api.get("/v1/tournaments?status=upcoming&limit=100").body["tournaments"]
    assert api.post("/v1/tournaments", terms()).status == 401
    no_clock = terms()
    del no_clock["clock"]
    refused = api.post("/v1/tournaments", no_clock, token=key)
    assert refused.status == 422 and refused.headers["Content-Type"].startswith("application/problem+json")
    assert create(api, key, table_size=9).body["code"] == "validation_error"
    assert create(api, key, format="arena").body["code"] == "validation_error"  # no duration
    assert api.get("/v1/tournaments?status=upcoming&limit=100").body["tournaments"] == before
    made = create(api, key)
    assert made.status == 201 and made.headers["Location"] == f"/v1/tournaments/{made.body['id']}"
    assert made.body["id"] in {t["id"] for t in api.get("/v1/tournaments?status=upcoming&limit=100").body["tournaments"]}


def test_one_key_holds_two_unfinished_events_at_most(api):
    (_, key), = new_players(api, 1)
    assert create(api, key).status == 201 and create(api, key).status == 201
    third = create(api, key)
    assert third.status == 409 and third.body["code"] == "too_many_events"


def test_an_invitation_list_keeps_strangers_out_and_only_its_creator_reads_it(api):
    (_, host), (guest, guest_key), (_, stranger) = new_players(api, 3)
    tid = create(api, host, invited=[guest]).body["id"]
    refused = api.post(f"/v1/tournaments/{tid}/join", {}, token=stranger)
    assert refused.status == 403 and refused.body["code"] == "not_invited"
    assert api.get(f"/v1/tournaments/{tid}", token=stranger).body["you"] == {"entered": False, "withdrawn": False, "paused": False,
                                                                            "invited": False}
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=guest_key).status == 200
    assert "invited" not in api.get(f"/v1/tournaments/{tid}").body
    assert "invited" not in api.get(f"/v1/tournaments/{tid}", token=guest_key).body
    assert api.get(f"/v1/tournaments/{tid}", token=host).body["invited"] == [guest]


def test_joining_twice_past_the_cap_or_after_withdrawing_is_refused(api, app):
    (_, host), (amy, amy_key), (_, bo_key), (_, cy_key) = new_players(api, 4)
    tid = create(api, host, max_entrants=2).body["id"]
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=amy_key).status == 200
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=amy_key).body["code"] == "already_joined"
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=bo_key).status == 200
    full = api.post(f"/v1/tournaments/{tid}/join", {}, token=cy_key)
    assert full.status == 409 and full.body["code"] == "tournament_full"
    assert api.post(f"/v1/tournaments/{tid}/withdraw", {}, token=cy_key).status == 404  # not in it
    assert api.post(f"/v1/tournaments/{tid}/withdraw", {}).status == 401
    assert api.get(f"/v1/tournaments/{tid}").body["entrants"] == 2
    service = app.extensions["starport"]
    service.tournament_steps.step(tid)  # past its start? not yet: it waits
    assert api.get(f"/v1/tournaments/{tid}").body["status"] == "upcoming"


def test_a_swiss_event_once_started_takes_no_one_and_a_withdrawn_entrant_cannot_return(api, app, run_jobs):
    (_, host), (_, amy_key), (_, bo_key) = new_players(api, 3)
    service = app.extensions["starport"]
    tid = create(api, host, starts=service.clock(), house_bots={"random": 2}).body["id"]
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=amy_key).status == 200
    service.tournament_steps.step(tid)
    assert api.get(f"/v1/tournaments/{tid}").body["status"] == "running"
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=bo_key).body["code"] == "tournament_closed"
    assert api.post(f"/v1/tournaments/{tid}/withdraw", {}, token=amy_key).status == 200
    again = api.post(f"/v1/tournaments/{tid}/withdraw", {}, token=amy_key)
    assert again.status == 409 and again.body["code"] == "withdrawn"


def test_reads_are_bounded_and_reveal_no_key(api, app, run_jobs):
    (_, host), (_, amy_key) = new_players(api, 2)
    service = app.extensions["starport"]
    tid = create(api, host, starts=service.clock(), house_bots={"random": 3}).body["id"]
    api.post(f"/v1/tournaments/{tid}/join", {}, token=amy_key)
    service.tournament_steps.step(tid)
    for path in ("standings", "games", "results"):
        assert api.get(f"/v1/tournaments/{tid}/{path}?limit=101").body["code"] == "validation_error"
        answer = api.get(f"/v1/tournaments/{tid}/{path}?limit=100")
        assert answer.status == 200
        for secret in (host, amy_key, host.split(".")[1], amy_key.split(".")[1]):
            assert secret not in json.dumps(answer.body)
    assert api.get(f"/v1/tournaments/{tid}/games").body["total"] == 2
    assert api.get("/v1/tournaments/0123456789abcdef").status == 404
    assert api.get("/v1/tournaments/../../etc").status == 404
    assert api.get("/v1/tournaments?status=everything").body["code"] == "validation_error"


def test_the_results_export_ends_with_its_next_line_and_the_stream_tells_the_seating(api, app, run_jobs):
    (_, host), = new_players(api, 1)
    service = app.extensions["starport"]
    tid = create(api, host, starts=service.clock(), house_bots={"random": 3}).body["id"]
    from tests.meeting import until
    assert until(lambda: api.get(f"/v1/tournaments/{tid}").body["status"] == "finished", run_jobs, timeout=30)
    answer = app.test_client().get(f"/v1/tournaments/{tid}/results.ndjson")
    lines = [json.loads(line) for line in answer.data.splitlines()]
    assert answer.status_code == 200 and answer.headers["Content-Type"].startswith("application/x-ndjson")
    assert lines[-1] == {"next": None}
    assert sorted(line.get("table", "bye") for line in lines[:-1]) == ["bye", "r1t0"]  # 3 entrants at tables of 2
    head = service.tournaments.head(tid)
    sent = b"".join(service.tournament_stream.watch(tid, 0, head["seq"], lifetime=0.3))
    kinds = [json.loads(line[6:])["type"] for line in sent.splitlines() if line.startswith(b"data: ")]
    assert kinds[:2] == ["started", "round"] and "seated" in kinds and kinds[-1] == "finished"


@pytest.mark.parametrize("bad", [{"house_bots": {"nobody": 1}}, {"house_bots": {"random": 1001}}, {"rounds": 16},
                                 {"invited": ["not-an-id"]}, {"format": "ladder"}])
def test_terms_out_of_bounds_are_refused(api, bad):
    (_, key), = new_players(api, 1)
    assert create(api, key, **bad).body["code"] == "validation_error"


def test_the_spec_and_the_service_say_the_same_bounds():
    from schemas import tournaments as wire
    from service.tournaments import events

    for name in ("MAX_ENTRANTS", "MAX_INVITED", "MAX_DURATION", "MAX_ROUNDS", "PAGE_MOST"):
        assert getattr(wire, name) == getattr(events, name), name


def test_the_events_page_tells_what_the_stream_does(api, app):
    (_, host), = new_players(api, 1)
    service = app.extensions["starport"]
    tid = create(api, host, starts=service.clock(), house_bots={"random": 2}).body["id"]
    service.tournament_steps.step(tid)
    page = api.get(f"/v1/tournaments/{tid}/events?after=0").body
    assert [e["type"] for e in page["events"]][:3] == ["started", "round", "seated"]
    assert api.get(f"/v1/tournaments/{tid}/events?after={page['last_seq']}").body["events"] == []


def test_writes_take_the_tournament_scope_and_a_bot_account_only_where_bots_are_let_in(api):
    (_, host), (_, amy), (_, bot) = new_players(api, 3)
    play_only = api.post("/v1/players/me/tokens", {"scopes": ["play"]}, token=amy).body["token"]
    entrant = api.post("/v1/players/me/tokens", {"scopes": ["tournament"]}, token=amy).body["token"]
    refused = create(api, play_only)
    assert (refused.status, refused.body["code"], refused.body["scope"]) == (403, "missing_scope", "tournament")
    tid = create(api, host, bot_accounts=False).body["id"]
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=play_only).body["code"] == "missing_scope"
    assert api.get(f"/v1/tournaments/{tid}", token=amy).body["entrants"] == 0  # the refusal changed nothing
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=entrant).status == 200
    assert api.post(f"/v1/tournaments/{tid}/withdraw", {}, token=play_only).body["code"] == "missing_scope"
    assert api.request("PUT", "/v1/players/me/bot", json_body={"titles": ["starshower"]}, token=bot).status == 200
    assert api.post(f"/v1/tournaments/{tid}/join", {}, token=bot).body["code"] == "bots_not_allowed"
    assert api.post(f"/v1/tournaments/{create(api, host).body['id']}/join", {}, token=bot).status == 200
    assert api.get(f"/v1/tournaments/{tid}", token=amy).body["entrants"] == 1


def test_the_standings_show_each_entrants_handle_and_bot_mark_as_they_were_when_it_joined(api):
    from tests.service.players.test_handles import claim, fresh

    (ann, ann_key), (bot, bot_key) = new_players(api, 2)
    handle = fresh()
    assert claim(api, ann_key, handle).status == 200
    assert api.request("PUT", "/v1/players/me/bot", json_body={"titles": ["starshower"]}, token=bot_key).status == 200
    tid = create(api, ann_key, house_bots={"random": 1}).body["id"]
    for key in (ann_key, bot_key):
        assert api.post(f"/v1/tournaments/{tid}/join", {}, token=key).status == 200
    lines = {line["player"]: line for line in api.get(f"/v1/tournaments/{tid}/standings").body["standings"]}
    assert lines[ann]["handle"] == handle and lines[ann]["bot_account"] is False
    assert lines[bot]["bot_account"] is True and "handle" not in lines[bot]
    assert not any(line["bot_account"] for player, line in lines.items() if player.startswith("bot-"))
