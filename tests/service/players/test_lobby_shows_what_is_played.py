"""The lobby shows what is being played (issue 45 item 6): every game is listed unless made
unlisted — a full table, a quick-play table, a challenge's game, a rematch of a listed game —
each seat with its rating in the title (never whose it is), filtered to rated games on asking;
an unlisted game stays out of every public list; and each listing stays bounded (a set keeps
its newest ``LOBBY_KEPT``, a page looks at ``LOBBY_SCAN`` entries at most).

Who may call: anyone (the lobby takes no credential). What it reveals: a listed game's seats,
settings and the seats' ratings; no token, no player id. What it costs: one page looks at
``LOBBY_SCAN`` entries at most, plus one read of the title's ratings."""

from __future__ import annotations

import pytest

from service.store import lobby as lobby_store
from service.ratings.maths import starting
from service.store.keys import lobby_key, lobby_member
from service.store.games import GameStore
from tests.playing import StarportClient, play_to_the_end
from tests.meeting import lonely_clock, new_players, until


@pytest.fixture
def api(client):
    return StarportClient(client)


def lobby(api: StarportClient, slug: str, status: str = "active", **query) -> dict:
    params = "&".join(f"{k}={v}" for k, v in {"status": status, "limit": 100, **query}.items())
    answer = api.get(f"/v1/{slug}/games?{params}")
    assert answer.status == 200, answer.body
    return answer.body


def line_of(api: StarportClient, slug: str, game_id: str, status: str = "active") -> dict | None:
    return next((g for g in lobby(api, slug, status)["games"] if g["game_id"] == game_id), None)


def seated_game(api, run_jobs, key: str, seek_id: str) -> str:
    assert until(lambda: api.get(f"/v1/quickplay/{seek_id}", token=key).body["status"] == "seated", run_jobs, timeout=15)
    return api.get(f"/v1/quickplay/{seek_id}", token=key).body["game_id"]


def test_a_quick_play_game_against_a_bot_is_listed_with_both_seats_ratings(api, run_jobs):
    (ann, ann_key), = new_players(api, 1)
    sought = api.post("/v1/twinkle-twinkle/quickplay", {"players": 2, "bots_after": 0, "bot": "greedy",
                                                         "clock": lonely_clock()}, token=ann_key)
    assert sought.status == 202 and sought.body["listed"] is True, sought.body
    game_id = seated_game(api, run_jobs, ann_key, sought.body["seek_id"])
    line = line_of(api, "twinkle-twinkle", game_id)
    assert line is not None, "a quick-play game is listed"
    by_kind = {("bot" if seat.get("bot") else "person"): seat["rating"] for seat in line["seats"]}
    newcomer = starting("twinkle-twinkle", ann)
    assert by_kind["person"] == {"mu": newcomer.mu, "sigma": newcomer.sigma, "ordinal": newcomer.ordinal,
                                 "games": 0, "provisional": True}
    greedy = api.get("/v1/games").body["games"]
    greedy = next(g for g in greedy if g["slug"] == "twinkle-twinkle")["levels"]["greedy"]["rating"]
    assert by_kind["bot"] == greedy  # the level's calibrated rating, as the catalogue shows it
    raw = api.get("/v1/twinkle-twinkle/games?status=active&limit=100").raw
    assert ann.encode() not in raw and ann_key.encode() not in raw  # whose seat it is stays untold


def test_one_seeker_asking_to_stay_unlisted_keeps_the_table_out_of_the_lobby(api, run_jobs):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    clock = lonely_clock()
    mine = api.post("/v1/starshower/quickplay", {"players": 2, "clock": clock}, token=ann_key).body
    theirs = api.post("/v1/starshower/quickplay", {"players": 2, "clock": clock, "listed": False}, token=bob_key).body
    assert theirs["listed"] is False
    game_id = seated_game(api, run_jobs, ann_key, mine["seek_id"])
    assert seated_game(api, run_jobs, bob_key, theirs["seek_id"]) == game_id  # they met: the wish splits no pool
    assert line_of(api, "starshower", game_id) is None
    assert api.view("starshower", game_id).status == 200  # still watchable by its link


def test_a_challenges_game_is_listed_unless_the_challenge_said_not(api):
    (ann, ann_key), (bob, bob_key) = new_players(api, 2)
    games = {}
    for listed in (True, False):
        wishes = {"game": "starligned"} if listed else {"game": "starligned", "listed": False}
        sent = api.post(f"/v1/players/{bob}/challenges", wishes, token=ann_key)
        assert sent.status == 201 and sent.body["listed"] is listed, sent.body
        accepted = api.post(f"/v1/challenges/{sent.body['challenge_id']}/accept", token=bob_key).body
        games[listed] = accepted["game_id"]
    assert line_of(api, "starligned", games[True]) is not None
    assert line_of(api, "starligned", games[False]) is None


def test_a_rematch_is_listed_as_the_game_before_it_was(api, run_jobs):
    for listed in (True, False):
        created = api.create("starshower", [{"name": "ann"}, {"bot": "random"}], options={"size": 10}, listed=listed).body
        token = created["seats"][0]["token"]
        play_to_the_end(api, "starshower", created["game_id"], {0: token}, between_turns=run_jobs)
        again = api.post(f"/v1/starshower/games/{created['game_id']}/rematch", token=token).body["rematch"]
        assert again
        assert (line_of(api, "starshower", again) is not None) is listed


def test_rated_only_lists_the_games_created_rated(api):
    rated = api.create("twinkle-starship", [{"open": True}, {"bot": "random"}, {"bot": "random"}], rated=True).body
    casual = api.create("twinkle-starship", [{"open": True}, {"bot": "random"}, {"bot": "random"}]).body
    only = [g["game_id"] for g in lobby(api, "twinkle-starship", "waiting", rated="true")["games"]]
    every = [g["game_id"] for g in lobby(api, "twinkle-starship", "waiting", rated="false")["games"]]
    assert rated["game_id"] in only and casual["game_id"] not in only
    assert {rated["game_id"], casual["game_id"]} <= set(every)
    for made in (rated, casual):
        api.post(f"/v1/twinkle-starship/games/{made['game_id']}/cancel", token=made["creator_token"])


@pytest.mark.parametrize("value", ["1", "yes", "True", ""])
def test_rated_is_true_or_false_and_nothing_else(api, value):
    answer = api.get(f"/v1/starshower/games?rated={value}")
    assert answer.status == 422 and answer.body["code"] == "validation_error"


def test_a_page_looks_at_so_many_entries_and_says_where_to_go_on(api, redis_client, monkeypatch):
    """Stale entries and those the filter passes over cost one page its looks, never more: a
    short page ends with a cursor, and the next page goes on from it."""
    monkeypatch.setattr(lobby_store, "LOBBY_SCAN", 5)
    slug = "twinkle-starship"
    oldest_rated = api.create(slug, [{"open": True}, {"bot": "random"}, {"bot": "random"}], rated=True).body
    casual = [api.create(slug, [{"open": True}, {"bot": "random"}, {"bot": "random"}]).body for _ in range(3)]
    gone = [api.create(slug, [{"open": True}, {"bot": "random"}, {"bot": "random"}]).body for _ in range(3)]
    for made in gone:
        redis_client.delete(GameStore.key(made["game_id"]))  # as if expired
    found, after, pages = [], None, 0
    while True:
        page = lobby(api, slug, "waiting", rated="true", **({"after": after} if after else {}))
        pages += 1
        found += [g["game_id"] for g in page["games"]]
        if oldest_rated["game_id"] in found or page["next"] is None:
            break
        after = page["next"]
    assert oldest_rated["game_id"] in found
    assert pages >= 2, "six newer entries to pass over, five looks a page"
    members = [m.decode() for m in redis_client.zrange(lobby_key(slug, "waiting"), 0, -1)]
    assert not any(m.endswith(made["game_id"]) for made in gone for m in members), "the stale ones were dropped"
    for made in [oldest_rated, *casual]:
        api.post(f"/v1/{slug}/games/{made['game_id']}/cancel", token=made["creator_token"])


def test_a_lobby_set_keeps_only_its_newest_games(app, redis_client, monkeypatch):
    monkeypatch.setattr(lobby_store, "LOBBY_KEPT", 3)
    store = app.extensions["starport"].store
    slug = "no-title-but-this-tests"  # a set of its own: the shared sets are other tests' too
    members = [lobby_member(1_700_000_000 + i, f"{i:032x}") for i in range(5)]
    for member in members:
        store._file_in_lobby(slug, member, None, "active")
    assert [m.decode() for m in redis_client.zrange(lobby_key(slug, "active"), 0, -1)] == members[2:]
    redis_client.delete(lobby_key(slug, "active"))
