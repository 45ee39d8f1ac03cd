"""ARCHITECTURE.md's promise: a route's code is found from its URL in one step. Every /v1, /play
and operations route is served by a module of service/routes/, the one the map says."""

from __future__ import annotations

import re

import pytest

HOMES = [  # (a URL pattern, as the app's rules spell it, with the title as {game}) -> its module
    (r"^/v1/\{game\}/games/<game_id>/(record|record/views)$|^/v1/\{game\}/records$", "service.routes.records"),
    (r"^/v1/\{game\}/games/<game_id>/chat|^/v1/chat/", "service.routes.chat"),
    (r"^/v1/\{game\}/games/<game_id>/rematch$|^/v1/\{game\}/quickplay$|^/v1/quickplay|^/v1/challenges"
     r"|^/v1/players/[^/]+/challenges$|^/v1/players/me/bot$", "service.routes.meeting"),
    (r"^/v1/\{game\}/games", "service.routes.games"),
    (r"^/v1/players/me/webhooks", "service.routes.webhooks"),
    (r"^/v1/players/me/(tokens|blocks)", "service.routes.accounts"),
    (r"^/v1/players/<player_id>$|^/v1/\{game\}/leaderboard$", "service.routes.ratings"),
    (r"^/v1/players", "service.routes.players"),
    (r"^/v1/tournaments", "service.routes.tournaments"),
    (r"^/v1/games$|^/healthz$|^/readyz$|^/metrics$", "service.routes.operations"),
    (r"^/play|^/docs", "service.routes.play"),
]


@pytest.fixture
def rules(app):
    from engines import registry
    titles = "|".join(re.escape(slug) for slug in registry())
    return {(re.sub(rf"^/v1/({titles})(?=/)", "/v1/{game}", rule.rule), app.view_functions[rule.endpoint].__module__)
            for rule in app.url_map.iter_rules()}


def test_every_route_lives_where_the_map_says(rules):
    served = [(url, module) for url, module in rules if url.startswith(("/v1/", "/play", "/docs", "/healthz", "/readyz", "/metrics"))]
    assert len(served) > 40
    for url, module in served:
        home = next(home for pattern, home in HOMES if re.search(pattern, url))
        assert module == home, (url, module, home)
