"""Bot accounts as an identity (issue 46 item 3): marked once, before the first rated game, never
undone; ``is_bot`` answers "people only" for quick play and tournaments."""

from __future__ import annotations

from tests.meeting import new_players

POLICY = {"titles": ["starshower"]}


def test_a_bot_account_stays_one_when_its_policy_is_cleared(app, api):
    (bot, bot_key), (person, _) = new_players(api, 2)
    marked = api.request("PUT", "/v1/players/me/bot", json_body=POLICY, token=bot_key)
    assert marked.status == 200 and marked.body["bot"] is True
    cleared = api.request("DELETE", "/v1/players/me/bot", token=bot_key)
    assert cleared.status == 200 and cleared.body["bot"] is True and "policy" not in cleared.body
    assert app.extensions["starport"].is_bot([bot, person, "0" * 32]) == {bot: True, person: False, "0" * 32: False}


def test_a_rated_player_cannot_become_a_bot_account(app, api):
    (rated, rated_key), = new_players(api, 1)
    service = app.extensions["starport"]
    service.leaderboards.ratings.redis.hset(f"sp-rating:{{starshower}}:ratings", rated,
                                            '{"mu": 26, "sigma": 8, "games": 1}')
    refused = api.request("PUT", "/v1/players/me/bot", json_body=POLICY, token=rated_key)
    assert (refused.status, refused.body["code"]) == (409, "bot_account_too_late")
    assert service.is_bot([rated]) == {rated: False}
