"""One blueprint factory serves every game: a game brings an engine and schemas, not routes.

Routes are thin: parse, authorise, call one service function, serialise. What a request brings
is read in ``service.http.requests``; the players' routes are in ``service.routes.players``.
"""

from __future__ import annotations

from importlib import import_module

from flask import Response, current_app, request
from flask_smorest import Blueprint

from engines import package_of
from engines.contract import Game
from schemas.envelope import (
    Cancelled, ClaimRequest, Claimed, CreatedGame, EventsQuery, Left, Lobby, LobbyQuery, StreamQuery, game_schemas,
)
from service.http.api import has_etag
from service.http.contract import (
    ANONYMOUS, ANY, ON_A_GAME, WITH_A_BODY, WRITES, counts_open_games, header_refs, long_poll, problems, rate_limited,
)
from service.http.examples import game_examples, sse_example
from service.watching.sse import SSE_TYPE
from service.watching.streams import direct_socket
from service.tables.seating import is_player_key
from service.tables.lifecycle import on_timeout_choices
from service.store.lobby import LOBBY_KEPT, LOBBY_SCAN
from service.store.games import LOG_PAGE
from service.routes.chat import add_chat_routes
from service.routes.records import add_record_routes
from service.http.openapi_parts import (
    ACTIONS_ETAG, ANONYMOUS_OR_BEARER, ANONYMOUS_OR_PLAYER, BEARER, CREATOR, ETAG_HEADER, IDEMPOTENCY_KEY, IF_MATCH,
    IF_NONE_MATCH, LAST_EVENT_ID, PLAYER, PREFER, STREAM_DESCRIPTION, documented_only, sse_content,
)
from service.http.requests import (
    GameBlueprint, bearer_token, idempotency_key, if_match, if_none_match, json_body, last_event_id,
    no_head_on_a_stream, service, this_request,
)
from service.http.wire import json_response

def game_blueprint(engine: Game) -> Blueprint:
    slug = engine.meta.slug
    ident = package_of(slug)
    prefix = "".join(word.title() for word in ident.split("_"))
    schemas = game_schemas(prefix, import_module(f"schemas.{ident}"), on_timeout_choices(slug))
    # Schema instances, not classes: webargs would build a new schema for every request.
    blp = GameBlueprint(slug, __name__, url_prefix=f"/v1/{slug}", description=engine.meta.title)
    title = engine.meta.title
    example = game_examples(slug)

    @blp.route("/games", methods=["POST"])
    @rate_limited("creates")
    @counts_open_games(slug)
    @problems(*ANY, *WITH_A_BODY, *WRITES, "quota_exceeded", "seed_with_open_seats", "unauthorized", "missing_scope",
              "player_key_required")
    @blp.arguments(schemas.create(), example=example.create)
    @blp.response(201, CreatedGame, headers=header_refs("Location"), example=example.created)
    @blp.doc(operationId=f"{ident}_create_game", summary=f"Create a {title} game", security=ANONYMOUS_OR_PLAYER,
             description="One entry per seat: a person (you get the seat's token, shown only here), a "
                         "bot level from the catalogue, or an open seat for someone to claim. The game "
                         "starts at once unless a seat is open. A seat {\"player\": id} needs that "
                         "player's key as the bearer (player_key_required otherwise): nobody is seated "
                         "without its key. Location names the new game.")
    def create_game(body):
        created = service().create(slug, body["seats"], body.get("options"), body.get("seed"),
                                   listed=body.get("listed"), clock=body.get("clock"),
                                   on_timeout=body["on_timeout"], stand_in=body.get("stand_in"),
                                   on_leave=body["on_leave"],
                                   one_seat_per_player=body.get("one_seat_per_player", False),
                                   rated=body.get("rated", False), chat=body.get("chat", True),
                                   bearer=bearer_token() if any(s.get("player") for s in body["seats"]) else None)
        return json_response(created, 201, headers={"Location": f"/v1/{slug}/games/{created['game_id']}"})

    @blp.route("/games", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "validation_error")
    @blp.arguments(LobbyQuery(), location="query")
    @blp.response(200, Lobby)
    @blp.doc(operationId=f"{ident}_lobby", summary="Listed games by status, newest first (the lobby)",
             security=ANONYMOUS,
             description="Games created listed (every game but those made with listed: false), newest first, "
                         "each seat with the rating of the player key or house bot holding it (never whose "
                         "it is). rated=true: only games created rated. Pass next as ?after= for the next "
                         "page: a cursor, not an offset, so games created meanwhile never shift a page. A "
                         f"page looks at {LOBBY_SCAN} entries at most, so it may hold fewer than limit games "
                         "(none, even) and still have a next. The newest "
                         f"{LOBBY_KEPT:,} games of a status are listed. Never shows a token.")
    def lobby(query):
        return json_response(service().lobby(slug, query["status"], query.get("after"), query["limit"],
                                             query["rated"]))

    @blp.route("/games/<game_id>/seats/<int:seat>/claim", methods=["POST"])
    @rate_limited("creates")
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, "seat_taken", "game_over", "already_seated", "unauthorized",
              "missing_scope", "player_key_required")
    @blp.arguments(ClaimRequest(), required=False, example=example.claim)  # no body reads as {}
    @blp.response(200, Claimed, example=example.claimed)
    @blp.doc(operationId=f"{ident}_claim_seat", summary="Take an open seat; returns its token once",
             security=ANONYMOUS_OR_PLAYER,
             description="The seat becomes yours and its token is shown only in this answer. When the "
                         "last open seat is claimed the game starts (a seat_claimed event with started). "
                         "With a player key as the bearer the seat is that player's too (its feed says so).")
    def claim_seat(body, game_id, seat):
        key = bearer_token()
        return json_response(service().claim(slug, game_id, seat, body.get("name"),
                                             key if key and is_player_key(key) else None))

    @blp.route("/games/<game_id>/seats/<int:seat>/leave", methods=["POST"])
    @problems(*ON_A_GAME, *WRITES, "unauthorized", "missing_scope", "not_your_seat", "game_over", "already_left")
    @blp.response(200, Left)
    @blp.doc(operationId=f"{ident}_leave_seat", summary="Leave (resign) your seat: a bot takes it over, "
                                                        "or it reopens", security=BEARER + PLAYER,
             description="With the seat's token (or its player's key). In a started game the game's "
                         "stand_in bot plays the seat from now on (a left event says so); a game created "
                         "with on_leave reopen, or one not begun, opens the seat for a claim.")
    def leave_seat(game_id, seat):
        return json_response(service().leave(slug, game_id, seat, bearer_token()))

    @blp.route("/games/<game_id>/cancel", methods=["POST"])
    @problems(*ON_A_GAME, *WRITES, "unauthorized", "not_creator", "game_started")
    @blp.response(200, Cancelled)
    @blp.doc(operationId=f"{ident}_cancel", summary="Call off a game still waiting for players",
             security=CREATOR,
             description="With the creator_token from create. The game ends (a cancelled event, status "
                         "finished); a game that began cannot be cancelled.")
    def cancel_game(game_id):
        return json_response(service().cancel(slug, game_id, bearer_token()))

    @blp.route("/games/<game_id>", methods=["GET"])
    @rate_limited("reads")
    @problems(*ON_A_GAME, "invalid_if_none_match", "unauthorized")
    @blp.response(200, schemas.view, headers=ETAG_HEADER, example=example.view)
    @blp.alt_response(304, description="Not modified since the ETag you sent", headers=ETAG_HEADER)
    @blp.doc(operationId=f"{ident}_view_game", summary="The game as your seat (or a spectator) sees it",
             security=ANONYMOUS_OR_BEARER, parameters=[IF_NONE_MATCH],
             description="With your seat's token: what that seat may see (its hand, its card…); without "
                         "one: the spectator's view. to_act names whose decision is awaited: act when it "
                         "names your seat (you). The ETag is the version: send it as If-Match to act.")
    def view_game(game_id):
        unwanted = if_none_match()  # refused before any work, as every malformed request is
        view = service().view(slug, game_id, bearer_token())  # a game Redis forgot: from the archive
        etag = f'"{view["version"]}"'
        headers = {"ETag": etag, "Vary": "Authorization", "Cache-Control": "no-cache"}
        if unwanted is not None and view["version"] in unwanted:
            return json_response(b"", 304, headers=headers)
        return json_response(view, headers=headers)

    @blp.route("/games/<game_id>/actions", methods=["GET"])
    @rate_limited("reads")
    @problems(*ON_A_GAME, "unauthorized", "seat_taken_over")
    @blp.response(200, schemas.legal, headers=ACTIONS_ETAG, example=example.legal)
    @blp.alt_response(304, description="Not changed since the ETag you sent", headers=ACTIONS_ETAG)
    @blp.doc(operationId=f"{ident}_legal_actions", summary="Every action your seat may send now",
             security=BEARER, parameters=[{**IF_NONE_MATCH, "schema": {"type": "string"},
                                           "description": 'ETags this list gave, e.g. "7-0"; unchanged → 304'}],
             description="Each listed action can be posted back verbatim. A list is not a turn: act when "
                         "the view's to_act names your seat (a seat that has chosen may change its "
                         "choice; guessers may guess while the illustrator draws).")
    def legal_actions(game_id):
        def tag(version: int, seat: int) -> str:
            return f'"{version}-{seat}"'

        version, seat, listed = service().legal_actions(slug, game_id, bearer_token(),
                                                        unless=lambda version, seat: has_etag(tag(version, seat)))
        headers = {"ETag": tag(version, seat), "Vary": "Authorization", "Cache-Control": "no-cache"}
        if listed is None:
            return json_response(b"", 304, headers=headers)
        return json_response(listed, headers=headers)

    action_schema = schemas.action()
    action_body = json_body(action_schema)

    @blp.route("/games/<game_id>/actions", methods=["POST"])
    @rate_limited("acts")
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, "unauthorized", "missing_scope", "bad_request", "invalid_if_match",
              "not_your_turn", "game_over", "game_not_started", "request_in_progress", "version_conflict",
              "illegal_action", "idempotency_key_reused", "seat_taken_over", "game_too_long")
    @documented_only(blp.arguments(action_schema, example=example.action),
                     blp.response(200, schemas.acted, headers=header_refs("Preference-Applied"),
                                  example=example.acted),
                     blp.doc(operationId=f"{ident}_act", summary="Act for your seat", security=BEARER,
                             parameters=[IF_MATCH, IDEMPOTENCY_KEY, PREFER],
                             description="Send one action (as listed by the legal actions, or built by "
                                         "hand). The answer has the new version, the events the action "
                                         "made and your new view. A refused action changes nothing."))
    def act(game_id):
        action = action_body()
        minimal = "return=minimal" in this_request().headers.get("Prefer", "").replace(" ", "")
        body = service().act(slug, game_id, bearer_token(), action, if_match=if_match(),
                             idempotency_key=idempotency_key(), with_view=not minimal)
        return json_response(body, headers={"Preference-Applied": "return=minimal"} if minimal else None)

    @blp.route("/games/<game_id>/score", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ON_A_GAME)
    @blp.response(200, schemas.score, example=example.score)
    @blp.doc(operationId=f"{ident}_score", summary="The live or final scoreboard", security=ANONYMOUS,
             description="Each seat's total and its breakdown; final once the game is over, with the "
                         "winners (ties share).")
    def score(game_id):
        return json_response(service().score(slug, game_id))

    @blp.route("/games/<game_id>/events", methods=["GET"])
    @rate_limited("reads")
    @long_poll(only_when_waiting=True)
    @problems(*ON_A_GAME, "validation_error", "unauthorized")
    @blp.arguments(EventsQuery(), location="query")
    @blp.response(200, schemas.event_log, example=example.event_log)
    @blp.doc(operationId=f"{ident}_events", summary="The event log as you may see it; long-polls with wait",
             security=ANONYMOUS_OR_BEARER,
             description="Events after the sequence number you pass (0: all), oldest first, at most "
                         f"{LOG_PAGE} a page: with more, ask again after last_seq. Each is typed by its type. "
                         "Private events (a hand dealt, a card chosen face down) reach only their seat; "
                         "most open up to everyone when the game is over. With wait, the answer waits "
                         "up to that many seconds for news.")
    def events(query, game_id):
        wait = min(query["wait"], current_app.config["LONGPOLL_MAX"])
        return json_response(service().events(slug, game_id, bearer_token(), query["after"], wait,
                                              query.get("chat_after")))

    @blp.route("/games/<game_id>/stream", methods=["GET"])
    @long_poll()
    @problems(*ON_A_GAME, "validation_error", "unauthorized", "bad_request")
    @blp.arguments(StreamQuery(), location="query")
    @blp.doc(operationId=f"{ident}_stream", summary="The event log as you may see it, pushed (Server-Sent Events)",
             description=STREAM_DESCRIPTION + f" Each data line is one {prefix}Event (the schema /events uses).",
             security=ANONYMOUS_OR_BEARER, parameters=[LAST_EVENT_ID],
             responses={"200": {"description": "A stream of the game's events, one SSE event each",
                                "content": sse_content(f"#/components/schemas/{prefix}Event", ends=True,
                                                       example=sse_example(example.event_log["events"]))}})
    def stream(query, game_id):
        no_head_on_a_stream()
        after = last_event_id(query["after"])
        events = service().watch(slug, game_id, bearer_token(), after,
                                 lifetime=current_app.config["STREAM_LIFETIME"],
                                 sock=direct_socket(request.environ))
        return Response(events, mimetype=SSE_TYPE,
                        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    add_record_routes(blp, slug, ident, prefix, schemas)  # a finished game's record, replay and export
    add_chat_routes(blp, slug, ident)  # its chat rooms (service.routes.chat)
    return blp
