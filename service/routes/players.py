"""The players' routes: a player key (made, rotated, revoked), its games, its feed (long poll and
stream), and the search of players by name.

The search by name: who — anyone, with no credential, counted in the address's reads (as the
lobby and the leaderboards); what it reveals — what the players' public pages show (id, name,
ratings) of those created with a name of their own, never a key, an origin or a game; what it
costs — at most ``SEARCH_ROUNDS`` reads of limit + 1 index members (ZRANGEBYLEX, O(log n + k)),
their names (one pipeline a round) and one ratings read per title; it stores nothing (it drops
the members of expired players it meets); what it lets one client do to another — find them to
challenge, which the challenges' own limits bound.

Rotating or revoking a key: who — the key's holder, by that key; what it reveals — the new key,
once; what it costs — one compare-and-set script and one news message, counted in the address's
creates; what it does to others — nothing: only the key's own streams and requests stop working."""

from __future__ import annotations

import re

from flask import Response, current_app, request
from flask_smorest import Blueprint

from schemas.envelope import (
    EventsQuery,
    Feed,
    PlayerCreated,
    PlayerGames,
    PlayerGamesQuery,
    PlayerKey,
    PlayerRequest,
    StreamQuery,
)
from schemas.rating import SEARCH_PAGE, PlayerSearch, PlayerSearchQuery
from service.http.contract import ANONYMOUS, ANY, WITH_A_BODY, WRITES, long_poll, problems, rate_limited
from service.ratings.leaderboards import SEARCH_ROUNDS
from service.http.limits import client_ip
from service.problems import Problem
from service.watching.sse import SSE_TYPE
from service.watching.streams import direct_socket
from service.http.openapi_parts import LAST_EVENT_ID, PLAYER, PLAYER_STREAM_DESCRIPTION, sse_content
from service.http.requests import GameBlueprint, bearer_token, last_event_id, no_head_on_a_stream, service
from service.store.games import LOG_PAGE
from service.http.wire import json_response


PLAYER_ID = re.compile(r"[0-9a-f]{32}")
HISTORY = ("Every game the player sat at, newest first: first those Redis holds that are not archived yet "
           "(newest seated first), then the archive's (newest ended first), each once. Pass next as ?after= "
           "for the next page: a cursor, not an offset.")


def players_blueprint() -> Blueprint:
    """Player keys: one identity across games, and one feed of them."""
    blp = GameBlueprint("players", __name__, url_prefix="/v1/players",
                        description="Players: one key and one feed across all your games")

    @blp.route("", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WITH_A_BODY, *WRITES)
    @blp.arguments(PlayerRequest(), required=False)  # no body reads as {}
    @blp.response(201, PlayerCreated)
    @blp.doc(operationId="create_player", summary="A new player: its id and secret key (shown once)",
             security=ANONYMOUS,
             description="An optional identity for bots and returning people: create games with seats for "
                         "it, claim seats with its key, and follow all its games on one feed. The key "
                         "is stored only as a hash; keep it. The player also keeps when it was created and "
                         "20 bits of a hash of the address that asked (never the address): a rated game "
                         "between two keys created from one address within 24 hours is not rated "
                         "(its record's unrated_reason: same_origin_keys), and rated quick play does not "
                         "seat them together.")
    def create_player(body):
        # The address, as the rate limits read it, marks the key's origin (service.store.key_origins).
        return json_response(service().create_player(body.get("name"), client_ip()), 201)

    @blp.route("", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "validation_error")
    @blp.arguments(PlayerSearchQuery(), location="query")
    @blp.response(200, PlayerSearch)
    @blp.doc(operationId="find_players", summary="Players whose names start with a prefix: ids, names, ratings",
             security=ANONYMOUS,
             description="Anyone may ask (no credential; counted in the address's reads). It finds the players "
                         "created with a name of their own (a player made without one is not found by name), "
                         "by a prefix of at least 2 characters, case and compatibility forms aside, "
                         f"{SEARCH_PAGE} a page at most: each its id, name and rating in every title it was "
                         "rated in — what its public page shows, nothing of its key, its address or its games. "
                         "Pass next as ?after= with the same name for the next page. A page reads "
                         f"{SEARCH_ROUNDS} × (limit + 1) entries of the name index at most, so it may come back "
                         "short with a next.")
    def find_players(query):
        return json_response(service().find_players(query["name"], query["limit"], query.get("after")))

    @blp.route("/me/key/rotate", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope")
    @blp.response(200, PlayerKey)
    @blp.doc(operationId="rotate_player_key", summary="A new key for your player (shown once); the old one stops",
             security=PLAYER,
             description="Send the key you have; the answer is its replacement. From that moment the old key "
                         "is refused everywhere (every API process), and every stream opened with it closes "
                         "(reconnect with the new key and Last-Event-ID). Your games, seats, feed, webhooks "
                         "and ratings stay yours. Of two rotations sent with one key at once, one wins; the "
                         "other is answered 401.")
    def rotate_key():
        return json_response(service().rotate_player_key(bearer_token()))

    @blp.route("/me/key", methods=["DELETE"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope")
    @blp.response(204)
    @blp.doc(operationId="revoke_player_key", summary="Revoke your player key: it never works again",
             security=PLAYER,
             description="From that moment the key is refused everywhere and every stream opened with it "
                         "closes; no key replaces it, so nobody can act for the player again (its seats "
                         "play on as a player who went away: their clocks, if any, run).")
    def revoke_key():
        service().revoke_player_key(bearer_token())
        return Response(status=204)

    @blp.route("/me/games", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "validation_error", "unauthorized")
    @blp.arguments(PlayerGamesQuery(), location="query")
    @blp.response(200, PlayerGames)
    @blp.doc(operationId="player_games", summary="Your games, newest first, archived ones too", security=PLAYER,
             description=HISTORY + " Your live games are listed too.")
    def my_games(query):
        return json_response(service().player_games(bearer_token(), query["limit"], query.get("after")))

    @blp.route("/<player_id>/games", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "validation_error", "not_found")
    @blp.arguments(PlayerGamesQuery(), location="query")
    @blp.response(200, PlayerGames)
    @blp.doc(operationId="public_player_games", summary="A player's finished games, newest first",
             security=ANONYMOUS,
             description=HISTORY + " Finished games only: a player's live games are not shown to others, "
                                   "nor those kept out of the lobby (a create, seek or challenge with "
                                   "listed: false). "
                                   "A player id (as records and create show it) that sat nowhere has none.")
    def public_games(query, player_id):
        if not PLAYER_ID.fullmatch(player_id):
            raise Problem("not_found", "A player id is 32 lowercase hex digits.")
        return json_response(service().public_player_games(player_id, query["limit"], query.get("after")))

    @blp.route("/me/events", methods=["GET"])
    @rate_limited("reads")
    @long_poll(only_when_waiting=True)
    @problems(*ANY, "validation_error", "unauthorized")
    @blp.arguments(EventsQuery(), location="query")
    @blp.response(200, Feed)
    @blp.doc(operationId="player_events", summary="Your feed across all your games; long-polls with wait",
             security=PLAYER,
             description="seated, your_turn (with the prompt, and the deadline under a clock) and game_over, "
                         "for every game you sit at, after the sequence number you pass, oldest first, at "
                         f"most {LOG_PAGE} a page (with more, ask again after last_seq). With wait, the "
                         "answer waits up to that many seconds for news.")
    def feed_events(query):
        wait = min(query["wait"], current_app.config["LONGPOLL_MAX"])
        return json_response(service().player_events(bearer_token(), query["after"], wait))

    @blp.route("/me/stream", methods=["GET"])
    @long_poll()
    @problems(*ANY, "validation_error", "unauthorized", "bad_request")
    @blp.arguments(StreamQuery(), location="query")
    @blp.doc(operationId="player_stream", summary="Your feed across all your games, pushed (Server-Sent Events)",
             description=PLAYER_STREAM_DESCRIPTION, security=PLAYER, parameters=[LAST_EVENT_ID],
             responses={"200": {"description": "A stream of your feed's events, one SSE event each",
                                "content": sse_content("#/components/schemas/FeedEvent", ends=False)}})
    def stream(query):
        no_head_on_a_stream()
        after = last_event_id(query["after"])
        events = service().watch_player(bearer_token(), after,
                                               lifetime=current_app.config["STREAM_LIFETIME"],
                                        sock=direct_socket(request.environ))
        return Response(events, mimetype=SSE_TYPE,
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    return blp
