"""Limits declared on the views they limit (issue 27 item 3). Every route of the app is listed
here with the limits it counts under, as the hooks of ``service.http.limits`` apply them: a route
added, removed or renamed without its limits thought of fails the table. And a view keeps its
limits whatever it is called: nothing reads its name."""

from __future__ import annotations

import uuid

import pytest
from flask import Blueprint, Flask

from engines import registry
from service.http.api import problem_response
from service.app import create_app
from service.config import Settings
from service.http.contract import counts_open_games, limits_of, long_poll, rate_limited
from service.http.limits import install_limits
from service.problems import Problem
from service.store.games import GameStore
from tests.conftest import QUEUE
from tests.service.http.test_limits import assert_rate_limited, from_address, limited_app

# Every (method, rule) with its limits; HEAD counts as its GET does, OPTIONS (a CORS preflight) is
# free, and the failed-auth limit (a 401 past it becomes 429) applies to every route alike.
#   creates / acts / reads:       the request rate it counts under (reads alone: whatever bearer
#                                 comes; "seat-reads with a token": per token when one is sent)
#   long poll [with wait]:        held against the per-address cap while it runs (events: only
#                                 while ?wait= waits)
#   open games:                   a 201 counts in its creator's quota of unfinished games
#   costly stream:                one at a time per address, its bytes charged to its reads
#   meets / challenge-pair:       also counted in the player key's budget of seeks and challenges,
#                                 and in the pair's (the key and the challenged player)
EVERY_GAME = {
    ("POST", "/v1/{game}/games"): ("creates", "open games"),
    ("GET", "/v1/{game}/games"): ("reads",),
    ("POST", "/v1/{game}/games/<game_id>/seats/<int:seat>/claim"): ("creates",),
    ("POST", "/v1/{game}/games/<game_id>/seats/<int:seat>/leave"): (),
    ("POST", "/v1/{game}/games/<game_id>/cancel"): (),
    ("GET", "/v1/{game}/games/<game_id>"): ("reads", "seat-reads with a token"),
    ("GET", "/v1/{game}/games/<game_id>/actions"): ("reads", "seat-reads with a token"),
    ("POST", "/v1/{game}/games/<game_id>/actions"): ("acts",),
    ("GET", "/v1/{game}/games/<game_id>/score"): ("reads",),
    ("GET", "/v1/{game}/games/<game_id>/events"): ("reads", "seat-reads with a token", "long poll with wait"),
    ("GET", "/v1/{game}/games/<game_id>/stream"): ("long poll",),
    ("GET", "/v1/{game}/games/<game_id>/record"): ("reads",),
    ("GET", "/v1/{game}/games/<game_id>/record/views"): ("reads",),
    ("GET", "/v1/{game}/records"): ("reads", "costly stream"),
    # Table talk: a line, a mute, a report count as the bearer's acts in this game (its flood rule
    # is the chat script's own: 5 lines in 10 s); the operator's delete, behind its credential.
    ("POST", "/v1/{game}/games/<game_id>/chat"): ("acts",),
    ("GET", "/v1/{game}/games/<game_id>/chat"): ("reads", "seat-reads with a token"),
    ("POST", "/v1/{game}/games/<game_id>/chat/mutes"): ("acts",),
    ("DELETE", "/v1/{game}/games/<game_id>/chat/mutes/<mark>"): ("acts",),
    ("POST", "/v1/{game}/games/<game_id>/chat/reports"): ("acts",),
    ("DELETE", "/v1/{game}/games/<game_id>/chat/<int:n>"): (),
    ("POST", "/v1/{game}/quickplay"): ("creates", "meets"),
    ("POST", "/v1/{game}/games/<game_id>/rematch"): ("creates",),
    ("GET", "/v1/{game}/games/<game_id>/rematch"): ("reads", "seat-reads with a token"),
    ("GET", "/v1/{game}/leaderboard"): ("reads",),
}
ROUTES = {
    **{(method, rule.format(game=game)): limits for game in registry()
       for (method, rule), limits in EVERY_GAME.items()},
    ("POST", "/v1/players"): ("creates",),
    ("GET", "/v1/players"): ("reads",),
    ("GET", "/v1/players/me/games"): ("reads", "seat-reads with a token"),
    ("POST", "/v1/players/me/key/rotate"): ("creates",),
    ("DELETE", "/v1/players/me/key"): ("creates",),
    ("GET", "/v1/players/<player_id>/games"): ("reads",),
    ("GET", "/v1/players/<player_id>"): ("reads",),
    ("GET", "/v1/players/me/events"): ("reads", "seat-reads with a token", "long poll with wait"),
    ("GET", "/v1/players/me/stream"): ("long poll",),
    ("GET", "/v1/quickplay/<seek_id>"): ("reads", "seat-reads with a token"),
    ("DELETE", "/v1/quickplay/<seek_id>"): (),
    ("POST", "/v1/players/<string(length=32):player_id>/challenges"): ("creates", "meets", "challenge-pair"),
    ("GET", "/v1/players/me/challenges"): ("reads", "seat-reads with a token"),
    ("GET", "/v1/challenges/<challenge_id>"): ("reads", "seat-reads with a token"),
    ("POST", "/v1/challenges/<challenge_id>/accept"): (),
    ("POST", "/v1/challenges/<challenge_id>/decline"): (),
    ("POST", "/v1/challenges/<challenge_id>/cancel"): (),
    ("PUT", "/v1/players/me/bot"): (),
    ("DELETE", "/v1/players/me/bot"): (),
    # Webhooks: writes under the creates rate (a registration looks a name up, a redelivery
    # POSTs), reads per key; the per-player caps are the room's (service.webhooks.store).
    ("POST", "/v1/players/me/webhooks"): ("creates",),
    ("GET", "/v1/players/me/webhooks"): ("reads", "seat-reads with a token"),
    ("DELETE", "/v1/players/me/webhooks/<webhook_id>"): ("creates",),
    ("POST", "/v1/players/me/webhooks/<webhook_id>/rotate-secret"): ("creates",),
    ("POST", "/v1/players/me/webhooks/<webhook_id>/enable"): ("creates",),
    ("GET", "/v1/players/me/webhooks/<webhook_id>/deliveries"): ("reads", "seat-reads with a token"),
    ("POST", "/v1/players/me/webhooks/<webhook_id>/deliveries/<delivery_id>/redeliver"): ("creates",),
    ("GET", "/v1/games"): (),
    ("GET", "/openapi.json"): ("reads",),
    ("GET", "/docs"): (),
    ("GET", "/docs/assets/<path:filename>"): (),
    ("GET", "/healthz"): (),
    ("GET", "/readyz"): (),
    ("GET", "/metrics"): (),
    ("POST", "/v1/chat/timeouts"): (),  # the operator's, behind /metrics's credential
    ("POST", "/v1/chat/shadow-bans"): (),
    ("GET", "/v1/chat/reports"): (),
    ("GET", "/play"): (),
    ("GET", "/play/<path:filename>"): (),
    ("GET", "/play/facts/<slug>.json"): (),  # a title's printed components: one cached dict
    ("GET", "/play/rules/<slug>.md"): (),  # a title's rules page: one small file
    ("GET", "/static/<path:filename>"): (),
    # Accounts (issue 46): the key's writes count as creates, its lists as reads; the handle
    # search is a tokenless read.
    ('PUT', '/v1/players/me/handle'): ('creates',),
    ('GET', '/v1/players/handles'): ('reads',),
    ('POST', '/v1/players/me/tokens'): ('creates',),
    ('GET', '/v1/players/me/tokens'): ('reads', 'seat-reads with a token'),
    ('DELETE', '/v1/players/me/tokens/<token_id>'): ('creates',),
    ('GET', '/v1/players/me/blocks'): ('reads', 'seat-reads with a token'),
    ('PUT', '/v1/players/me/blocks/<player_id>'): ('creates',),
    ('DELETE', '/v1/players/me/blocks/<player_id>'): ('creates',),
    # Tournaments (issue 47): writes as creates, pages as reads, the export a costly stream, the
    # event's stream as a long poll.
    ('POST', '/v1/tournaments'): ('creates',),
    ('GET', '/v1/tournaments'): ('reads',),
    ('GET', '/v1/tournaments/<tid>'): ('reads',),
    ('POST', '/v1/tournaments/<tid>/join'): ('creates',),
    ('POST', '/v1/tournaments/<tid>/withdraw'): ('creates',),
    ('GET', '/v1/tournaments/<tid>/standings'): ('reads',),
    ('GET', '/v1/tournaments/<tid>/games'): ('reads',),
    ('GET', '/v1/tournaments/<tid>/results'): ('reads',),
    ('GET', '/v1/tournaments/<tid>/results.ndjson'): ('reads', 'costly stream'),
    ('GET', '/v1/tournaments/<tid>/events'): ('reads',),
    ('GET', '/v1/tournaments/<tid>/stream'): ('long poll',),
}


def applied(app: Flask) -> dict[tuple[str, str], tuple[str, ...]]:
    """Each route's limits as the installed hooks count them."""
    installed = app.extensions["starport_limits"]
    routes = {}
    for rule in app.url_map.iter_rules():
        limits: list[str] = []
        rate = installed.rates.get(rule.endpoint)
        if rate is not None:
            limits.append(rate.scope)
            if rate.with_a_token is not None:
                limits.append(f"{rate.with_a_token.scope} with a token")
        if rule.endpoint in installed.long_polls:
            limits.append("long poll with wait" if installed.long_polls[rule.endpoint] else "long poll")
        if rule.endpoint in installed.open_games:
            limits.append("open games")
        if rule.endpoint in installed.costly_streams:
            limits.append("costly stream")
        limits += [budget.scope for budget in installed.also.get(rule.endpoint, ())]
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            routes[method, rule.rule] = tuple(limits)
    return routes


def test_every_route_counts_under_the_limits_this_table_gives_it(redis_url):
    assert applied(limited_app(redis_url)) == ROUTES


def test_each_games_create_declares_its_own_game_for_the_quota_and_the_created_games_metric(redis_url):
    app = limited_app(redis_url)
    declared = {endpoint: limits_of(view).creates_games_of for endpoint, view in app.view_functions.items()
                if limits_of(view).creates_games_of is not None}
    assert sorted(declared.values()) == sorted(registry())
    for endpoint, game in declared.items():
        rule = next(app.url_map.iter_rules(endpoint))
        assert (rule.rule, rule.methods - {"OPTIONS"}) == (f"/v1/{game}/games", {"POST"})


# -- a view's name is not read ------------------------------------------------------------------

def renamed_views_app(redis_url, **limits) -> Flask:
    """The limits installed on views named like none of the app's (a create, a long poll, a
    tokenless read), each declaring its limits as the real routes do."""
    settings = Settings.from_env(redis_url=redis_url, queue_redis_url=redis_url, queue_name=QUEUE,
                                 rate_limits=True, **limits)
    service = create_app(settings).extensions["starport"]  # its store holds the counters
    app = Flask("renamed")
    app.testing = True
    app.extensions["starport"] = service
    app.config.update(LONGPOLL_MAX=settings.longpoll_max, STREAM_LIFETIME=settings.stream_lifetime)
    app.register_error_handler(Problem, problem_response)
    blp = Blueprint("elsewhere", __name__)

    @blp.post("/launch")
    @rate_limited("creates")
    @counts_open_games("starshower")
    def launch_a_match():
        game_id = uuid.uuid4().hex
        service.store.redis.hset(GameStore.key(game_id), "status", "playing")  # unfinished, as the quota reads it
        service.store.redis.expire(GameStore.key(game_id), 60)
        return "", 201, {"Location": f"/v1/starshower/games/{game_id}"}

    @blp.get("/sky")
    @long_poll(only_when_waiting=True)
    def watch_the_sky():
        return "clear"

    @blp.get("/almanac")
    @rate_limited("tokenless_reads")
    def almanac():
        return "stars"

    @blp.get("/unlimited")
    def unlimited():
        return "free"

    app.register_blueprint(blp)
    install_limits(app, settings)
    return app


def test_a_renamed_create_keeps_its_rate_and_its_open_game_quota(redis_url):
    app = renamed_views_app(redis_url, rate_creates="3/minute", max_open_games_per_ip=2)
    launcher = from_address(app)
    answers = [launcher.post("/launch") for _ in range(3)]
    assert [a.status_code for a in answers] == [201, 201, 403]  # two unfinished games: the quota
    assert answers[2].json["code"] == "quota_exceeded"
    assert_rate_limited(launcher.post("/launch"))  # the fourth create in the minute: the rate


def test_a_renamed_long_poll_is_held_against_the_cap_only_while_it_waits(redis_url):
    app = renamed_views_app(redis_url, longpolls_per_ip=0)
    watcher = from_address(app)
    refused = watcher.get("/sky?wait=1")
    assert refused.status_code == 429 and refused.json["code"] == "rate_limited"
    assert refused.headers["Retry-After"] == "1"
    assert watcher.get("/sky").status_code == 200  # no wait: a short poll holds nothing
    assert watcher.get("/unlimited?wait=1").status_code == 200  # declares no long poll


def test_a_renamed_tokenless_read_keeps_its_rate_and_an_undeclared_view_has_none(redis_url):
    app = renamed_views_app(redis_url, rate_reads="2/minute")
    reader = from_address(app)
    answers = [reader.get("/almanac", headers={"Authorization": f"Bearer made-up-{n}"}) for n in range(3)]
    assert [a.status_code for a in answers[:2]] == [200, 200]
    assert_rate_limited(answers[2])
    assert all(reader.get("/unlimited").status_code == 200 for _ in range(5))


def test_an_unknown_rate_is_refused_when_the_route_is_declared():
    with pytest.raises(ValueError, match="creates, acts, reads, tokenless_reads"):
        rate_limited("create")
