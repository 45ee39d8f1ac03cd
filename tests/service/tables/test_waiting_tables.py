"""A table waiting for players (issue 25, items 2 and 6), tried as an attacker would over HTTP:
nothing private shows before the start, so a peeker who claims an open seat, reads and leaves
learns nothing its later holder is dealt; a cancelled table publishes no deal; one holder's
seats are marked as one holder's, and a creator may ask for one seat per player key; a chosen
seed is refused where a stranger could sit."""

from __future__ import annotations

import json

import pytest

from service.archive.verify import verify_finished_game
from tests.playing import StarportClient


def log_of(api: StarportClient, slug: str, game_id: str, token: str | None = None) -> list[dict]:
    return api.get(f"/v1/{slug}/games/{game_id}/events?after=0", token=token).body["events"]


def claim(api: StarportClient, slug: str, game_id: str, seat: int, name: str, key: str | None = None) -> dict:
    answer = api.post(f"/v1/{slug}/games/{game_id}/seats/{seat}/claim", {"name": name}, token=key)
    assert answer.status == 200, answer.body
    return answer.body


def private_events(events: list[dict]) -> list[dict]:
    return [e for e in events if e["type"] not in ("created", "seat_claimed", "left", "cancelled")]


# -- peeking at waiting seats -----------------------------------------------------------------

def test_a_peeker_at_a_waiting_twinkle_starship_seat_reads_no_hand_and_the_honest_claimant_is_dealt_one(api):
    slug = "twinkle-starship"
    created = api.create(slug, [{"name": "ann"}, {"open": True}, {"open": True}]).body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    peeker = claim(api, slug, game_id, 1, "peeker")
    for token in (ann, peeker["token"]):
        seen = api.view(slug, game_id, token).body
        assert seen["status"] == "waiting" and seen["state"]["hand"] is None
        assert api.actions(slug, game_id, token).body["actions"] == []
        assert private_events(log_of(api, slug, game_id, token)) == []
    assert api.post(f"/v1/{slug}/games/{game_id}/seats/1/leave", token=peeker["token"]).body["then"] == "reopened"
    honest = claim(api, slug, game_id, 1, "honest")
    last = claim(api, slug, game_id, 2, "cy")
    assert last["status"] == "active"
    hand = api.view(slug, game_id, honest["token"]).body["state"]["hand"]
    assert len(hand) > 0
    # The deal is logged when the table is complete, in the version the last claim made.
    dealt = [e for e in log_of(api, slug, game_id, honest["token"]) if e["type"] == "dealt"]
    assert dealt and {e["version"] for e in dealt} == {last["version"]}
    assert api.view(slug, game_id, peeker["token"]).status == 401


def test_no_seat_of_a_waiting_starlink_table_sees_the_first_illustrators_card(api):
    slug = "starlink"
    created = api.create(slug, [{"open": True}, {"open": True}, {"open": True}]).body
    game_id = created["game_id"]
    illustrator = api.view(slug, game_id).body["state"]["turn"]["illustrator"]
    peeker = claim(api, slug, game_id, illustrator, "peeker")
    seen = api.view(slug, game_id, peeker["token"]).body
    assert seen["you"] == illustrator and seen["state"]["turn"]["card"] is None
    assert private_events(log_of(api, slug, game_id, peeker["token"])) == []
    api.post(f"/v1/{slug}/games/{game_id}/seats/{illustrator}/leave", token=peeker["token"])
    tokens = {seat: claim(api, slug, game_id, seat, f"p{seat}")["token"] for seat in range(3)}
    card = api.view(slug, game_id, tokens[illustrator]).body["state"]["turn"]["card"]
    assert card is not None and len(card["words"]) == 2


def test_a_cancelled_twinkle_starship_table_publishes_no_hand(api, client):
    slug = "twinkle-starship"
    created = api.create(slug, [{"name": "ann"}, {"open": True}, {"open": True}]).body
    game_id = created["game_id"]
    claim(api, slug, game_id, 1, "bob")
    assert api.post(f"/v1/{slug}/games/{game_id}/cancel", token=created["creator_token"]).status == 200
    assert private_events(log_of(api, slug, game_id)) == []
    assert api.view(slug, game_id, created["seats"][0]["token"]).body["state"]["hand"] is None
    # The stream of the cancelled game, as a spectator, to its end.
    response = client.get(f"/v1/{slug}/games/{game_id}/stream", buffered=False)
    streamed = b"".join(response.response).decode()
    response.close()
    events = [json.loads(line[len("data: "):]) for line in streamed.splitlines() if line.startswith("data: ")]
    assert "event: end" in streamed and all("hand" not in e for e in events)
    assert private_events([e for e in events if "type" in e]) == []


def test_a_table_dealt_at_its_last_claim_checks_out_against_its_commitment(api, run_jobs):
    slug = "twinkle-starship"
    created = api.create(slug, [{"open": True}, {"name": "b1", "bot": "random"},
                                {"name": "b2", "bot": "random"}], options={"deals": 1}).body
    game_id = created["game_id"]
    token = claim(api, slug, game_id, 0, "ann")["token"]
    for _ in range(3000):
        run_jobs()
        view = api.view(slug, game_id).body
        if view["status"] == "finished":
            break
        actions = api.actions(slug, game_id, token).body["actions"]
        if actions:
            api.act(slug, game_id, token, actions[0])
    view = api.view(slug, game_id).body
    assert view["status"] == "finished"
    verified = verify_finished_game(slug, view, log_of(api, slug, game_id))
    assert verified.setup_events > 0


# -- one holder, several seats ------------------------------------------------------------------

def test_the_lobby_and_the_view_say_who_holds_each_seat(api):
    slug = "starshower"
    me = api.post("/v1/players", {"name": "me"}).body
    created = api.create(slug, [{"name": "ann"}, {"open": True}, {"open": True}]).body
    game_id = created["game_id"]
    claim(api, slug, game_id, 1, "me", key=me["key"])
    again = api.post(f"/v1/{slug}/games/{game_id}/seats/2/claim", {}, token=me["key"])
    assert (again.status, again.body["code"]) == (409, "already_seated")
    entry = next(g for g in api.get(f"/v1/{slug}/games?status=waiting&limit=100").body["games"]
                 if g["game_id"] == game_id)
    seats = entry["seats"]
    assert seats[0]["holder"] == "creator" and seats[1]["holder"].startswith("player:")
    assert me["player_id"] not in json.dumps(entry) and "holder" not in seats[2]
    unrated = [{k: v for k, v in seat.items() if k != "rating"} for seat in seats]  # a lobby line's seat has its rating too
    assert api.view(slug, game_id).body["players"] == unrated


def test_a_one_seat_per_player_table_refuses_a_claim_without_a_player_key(api):
    slug = "starshower"
    created = api.create(slug, [{"name": "ann"}, {"open": True}, {"open": True}], one_seat_per_player=True).body
    game_id = created["game_id"]
    anonymous = api.post(f"/v1/{slug}/games/{game_id}/seats/1/claim", {"name": "anon"})
    assert (anonymous.status, anonymous.body["code"]) == (403, "player_key_required")
    me = api.post("/v1/players", {}).body
    claim(api, slug, game_id, 1, "me", key=me["key"])
    twice = api.post(f"/v1/{slug}/games/{game_id}/seats/2/claim", {}, token=me["key"])
    assert (twice.status, twice.body["code"]) == (409, "already_seated")
    entry = next(g for g in api.get(f"/v1/{slug}/games?status=waiting&limit=100").body["games"]
                 if g["game_id"] == game_id)
    assert entry["one_seat_per_player"] is True
    two_tokens = api.post(f"/v1/{slug}/games", {"seats": [{"name": "a"}, {"name": "b"}, {"open": True}],
                                                "one_seat_per_player": True})
    assert (two_tokens.status, two_tokens.body["code"]) == (422, "validation_error")


# -- chosen seeds at open tables ----------------------------------------------------------------

@pytest.mark.parametrize("extra", [{"seats": [{"name": "ann"}, {"open": True}, {"open": True}]},
                                   {"seats": [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}],
                                    "on_leave": "reopen"}])
def test_a_chosen_seed_is_refused_where_a_stranger_may_sit(api, extra):
    answer = api.post("/v1/twinkle-starship/games", {**extra, "seed": 42})
    assert answer.status == 422 and answer.body["code"] == "seed_with_open_seats", answer.body
    assert answer.headers["Content-Type"].startswith("application/problem+json")


def test_a_seat_streaming_a_waiting_table_gets_its_deal_when_the_last_seat_is_claimed(api, client):
    slug = "twinkle-starship"
    created = api.create(slug, [{"name": "ann"}, {"open": True}, {"open": True}]).body
    game_id, ann = created["game_id"], created["seats"][0]["token"]
    claim(api, slug, game_id, 1, "bob")
    response = client.get(f"/v1/{slug}/games/{game_id}/stream", headers={"Authorization": f"Bearer {ann}"},
                          buffered=False)
    chunks = response.response
    assert next(chunks).startswith(b"retry:")
    caught_up = ""  # created, bob's claim (in one chunk or more): nothing private
    while "id: 2\n" not in caught_up:  # (reading two chunks waited 15 s for a keep-alive)
        caught_up += next(chunks).decode()
    assert '"dealt"' not in caught_up
    claim(api, slug, game_id, 2, "cy")
    seen = ""
    while '"dealt"' not in seen:
        seen += next(chunks).decode()
    response.close()
    dealt = [json.loads(line[len("data: "):]) for line in seen.splitlines() if '"dealt"' in line]
    assert [e["seat"] for e in dealt] == [0]
    assert dealt[0]["hand"] == api.view(slug, game_id, ann).body["state"]["hand"]
