"""Handles (issue 46 item 1): unique whatever their case, look-alikes refused, claimed once, shown
beside the name wherever a player is shown, and found by a prefix at a bounded cost."""

from __future__ import annotations

import itertools
import os
import time

import pytest

from service.players.handles import SEARCH_ROUNDS, skeleton
from tests.meeting import new_players

_made = itertools.count()


def fresh(stem: str = "h") -> str:
    """A handle no other test (nor an earlier run on this Redis) holds: letters only."""
    n = os.getpid() * 1_000_003 + int(time.time() * 1000) % 10**9 + next(_made) * 7919
    return stem + "".join("abcdefghjkpqrstuvwxyz"[int(d) * 2 % 21] for d in str(n))[:14]


def claim(api, key, handle):
    return api.request("PUT", "/v1/players/me/handle", json_body={"handle": handle}, token=key)


@pytest.mark.parametrize("one, other", [
    ("paypal", "pаypal"),  # a Cyrillic а
    ("Vega", "VEGA"),
    ("bob0", "bobO"),
    ("lamb", "Iamb"),
    ("lamb", "1amb"),
    ("modern", "rnodern"),
    ("ann_b", "ann-b"),
    ("ｖｅｇａ", "vega"),  # fullwidth: one after NFKC
])
def test_look_alikes_share_a_skeleton(one, other):
    assert skeleton(one) == skeleton(other)


def test_different_handles_do_not():
    assert len({skeleton(h) for h in ("vega", "vela", "star", "stars", "Ямщик")}) == 5


def test_a_handle_is_claimed_once_and_no_look_alike_after_it(api):
    (ann, ann_key), (_bob, bob_key) = new_players(api, 2)
    digits = str(os.getpid() * 1000 + next(_made))[-9:] + str(int(time.time() * 1000))[-7:]
    mine = "caxe" + digits  # each letter has a Cyrillic twin
    claimed = claim(api, ann_key, mine)
    assert claimed.status == 200 and claimed.body == {"player_id": ann, "handle": mine}
    for look_alike in (mine.upper(), "сахе" + digits, "CAXE" + digits.replace("0", "O").replace("1", "l")):
        refused = claim(api, bob_key, look_alike)
        assert (refused.status, refused.body["code"]) == (409, "handle_taken"), look_alike
        assert ann not in refused.body["detail"]  # never whose
    again = claim(api, ann_key, fresh("other"))
    assert (again.status, again.body["code"]) == (409, "handle_claimed")
    assert claim(api, bob_key, fresh("bob")).status == 200


@pytest.mark.parametrize("bad", ["ab", "a" * 21, "_abc", "ab__c", "abc-", "ab c", "ab.c", "vegа1x", "a\u2028bc"])
def test_a_handle_outside_the_alphabet_is_refused_and_nothing_held(api, bad):
    (ann, ann_key), = new_players(api, 1)
    refused = claim(api, ann_key, bad)
    assert (refused.status, refused.body["code"]) == (422, "validation_error"), bad
    assert "handle" not in api.get(f"/v1/players/{ann}").body


def test_only_the_key_claims_a_handle(api):
    (_ann, ann_key), = new_players(api, 1)
    token = api.post("/v1/players/me/tokens", {"scopes": ["play", "challenge"]}, token=ann_key).body["token"]
    refused = claim(api, token, fresh())
    assert (refused.status, refused.body["scope"]) == (403, "key")


def test_the_handle_shows_beside_the_name_in_profile_search_seats_and_record(api):
    (ann, ann_key), = new_players(api, 1)
    mine = fresh("star")
    assert claim(api, ann_key, mine).status == 200
    assert api.get(f"/v1/players/{ann}").body["handle"] == mine
    found = api.get(f"/v1/players/handles?prefix={mine[:-2].upper()}").body
    assert found["players"] == [{"player_id": ann, "handle": mine, "name": "p0", "bot_account": False}]
    game_id = api.create("starshower", [{"player": ann}, {"name": "bob"}], token=ann_key).body["game_id"]
    seat = next(p for p in api.view("starshower", game_id).body["players"] if p["name"] == "p0")
    assert seat["handle"] == mine and "bot_account" not in seat


def test_a_search_page_reads_a_bounded_number_of_index_entries(app, api, monkeypatch):
    stem = fresh("q")
    players = new_players(api, 5)
    for i, (_, key) in enumerate(players):
        assert claim(api, key, f"{stem}{'abcde'[i]}").status == 200
    store = app.extensions["starport"].store
    read = []
    real = type(store).handles_from
    monkeypatch.setattr(type(store), "handles_from",
                        lambda self, low, high, count: read.append(count) or real(self, low, high, count))
    pages, after = [], None
    while True:
        query = f"/v1/players/handles?prefix={stem}&limit=2" + (f"&after={after}" if after else "")
        page = api.get(query).body
        assert "players" in page, (query, page.get("errors"), page["detail"])
        pages.append([p["handle"] for p in page["players"]])
        after = page["next"]
        if after is None:
            break
    assert sum(pages, []) == [f"{stem}{c}" for c in "abcde"]
    assert all(count <= 3 for count in read) and len(read) <= SEARCH_ROUNDS * len(pages)
    assert api.get("/v1/players/handles?prefix=a").status == 422  # one character: too wide
    assert api.get(f"/v1/players/handles?prefix={stem}&limit=51").status == 422
    assert api.get(f"/v1/players/handles?prefix={stem}&after={'A' * 48}").status == 422


# -- a handle outlives no player (its holder key and its index member go with it) ----------------


def expire(store, player: str) -> None:
    """The player's hash gone, as its TTL ends it (nothing else of it is touched)."""
    store.redis.delete(store.player_key(player))


def test_a_handle_whose_holder_expired_is_claimed_again_even_in_another_case(api, app):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    mine = fresh("gone")
    assert claim(api, ann_key, mine).status == 200
    assert (claim(api, bob_key, mine).status, api.get(f"/v1/players/{ann}").status) == (409, 200)
    expire(app.extensions["starport"].store, ann)
    again = claim(api, bob_key, mine.upper())  # a look-alike of the gone player's: free now
    assert again.status == 200 and again.body == {"player_id": bob, "handle": mine.upper()}
    assert [p["player_id"] for p in api.get(f"/v1/players/handles?prefix={mine}").body["players"]] == [bob]


def test_the_sweep_lets_an_expired_players_handle_go_and_drops_it_from_the_index(timed_api, timed_app, clock):
    from service.store import keys as names
    from service.store.players import name_member

    store = timed_app.extensions["starport"].store
    clock.now = 1_000.0  # earlier than any other test's index members: due first, alone
    (ann, ann_key), (_, alive_key), (_, cy_key) = new_players(timed_api, 3)
    gone, kept = fresh("swept"), fresh("kept")
    assert claim(timed_api, ann_key, gone).status == 200
    assert claim(timed_api, alive_key, kept).status == 200
    holder = names.handle_key(skeleton(gone))
    member = name_member(gone, ann)
    assert store.redis.get(holder) == ann.encode()
    expire(store, ann)
    clock.advance(store.player_ttl() + 1)  # both members due a look
    assert claim(timed_api, cy_key, fresh("sweeper")).status == 200  # a claim sweeps (SWEPT members)
    assert store.redis.get(holder) is None  # the gone player's handle is free, with no claim of it
    assert store.redis.zscore(names.PLAYER_HANDLES, member) is None
    assert store.redis.zscore(names.PLAYER_HANDLES_DUE, member) is None
    alive = store.redis.zscore(names.PLAYER_HANDLES_DUE, name_member(kept, timed_api.get(
        f"/v1/players/handles?prefix={kept}").body["players"][0]["player_id"]))
    assert alive is not None and alive > clock.now  # a live player's is looked at again later
