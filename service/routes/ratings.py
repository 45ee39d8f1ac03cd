"""The ratings' routes (issue 30): a player's public page with its ratings, and each title's
leaderboard.

Who may call: anyone (no credential; a rating is public, as a player's name is). What they
reveal: a player's name, id and ratings, nothing of its key or games in progress. What they cost:
a player's page is one read per title; a leaderboard page one script on the title's node,
O(log n + limit), limit 100 at most; both count in the address's reads.
"""

from __future__ import annotations

from flask_smorest import Blueprint

from engines.contract import Game
from schemas.rating import Leaderboard, LeaderboardQuery, PlayerProfile
from service.http.contract import ANONYMOUS, ANY, problems, rate_limited
from service.http.requests import GameBlueprint, service
from service.http.wire import json_response


def leaderboard_blueprint(engine: Game) -> Blueprint:
    slug, title = engine.meta.slug, engine.meta.title
    blp = GameBlueprint(f"{slug}-ratings", __name__, url_prefix=f"/v1/{slug}",
                        description=f"{title}: the leaderboard")

    @blp.route("/leaderboard", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "validation_error")
    @blp.arguments(LeaderboardQuery(), location="query")
    @blp.response(200, Leaderboard)
    @blp.doc(operationId=f"{slug.replace('-', '_')}_leaderboard", security=ANONYMOUS,
             summary=f"{title}'s rated players, best first",
             description="The players no longer provisional, by displayed rating (the ordinal μ − 3σ), "
                         "best first, a page at a time: pass a page's next as ?after= for the one after it. "
                         "A player whose rating changes between two pages may show on both, or neither.")
    def leaderboard(query):
        return json_response(service().leaderboard(slug, query["limit"], query.get("after")))

    return blp


def player_page_blueprint() -> Blueprint:
    blp = GameBlueprint("player-pages", __name__, url_prefix="/v1/players",
                        description="Players: their public page and ratings")

    @blp.route("/<player_id>", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "not_found")
    @blp.response(200, PlayerProfile)
    @blp.doc(operationId="player_profile", security=ANONYMOUS, summary="A player's name and ratings",
             description="Its rating in each title it played rated games of: μ, σ, the displayed ordinal "
                         "(μ − 3σ), games rated, whether it is still provisional, and its last changes.")
    def player_profile(player_id):
        return json_response(service().player_profile(player_id))

    return blp
