"""One blueprint factory serves every game: a game brings an engine and schemas, not routes.

Routes are thin: parse, authorise, call one service function, serialise.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import import_module

from flask import Response, current_app, request
from flask_smorest import Blueprint
from marshmallow import RAISE, ValidationError
from webargs import core
from webargs.flaskparser import FlaskParser, abort
from werkzeug.routing import IntegerConverter

from engines import package_of
from engines.contract import Game
from schemas.envelope import (
    Cancelled, ClaimRequest, Claimed, CreatedGame, EventsQuery, Feed, Left, Lobby, LobbyQuery, PlayerCreated,
    PlayerGames, PlayerGamesQuery, PlayerRequest, StreamQuery, game_schemas,
)
from service.api import has_etag
from service.codec import from_json, to_json
from service.contract import (
    ANONYMOUS, ANY, ON_A_GAME, WITH_A_BODY, WRITES, counts_open_games, header_refs, long_poll, problems, rate_limited,
)
from service.examples import game_examples, sse_example
from service.games import GameService, is_player_key, on_timeout_choices
from service.problems import Problem
from service.sse import SSE_TYPE
from service.store import LOG_PAGE
from service.streams import direct_socket
from service.wire import decode_json, json_response, request_body

BEARER = [{"bearer": []}]
ANONYMOUS_OR_BEARER = [{}, {"bearer": []}]
PLAYER = [{"player": []}]
ANONYMOUS_OR_PLAYER = [{}, {"player": []}]
CREATOR = [{"creator": []}]
# A game version as an entity tag: "7", W/"7" or a bare 7; ASCII digits only, at most 19.
VERSION_TAG = r'(?:W/)?"([0-9]{1,19})"|([0-9]{1,19})'
_VERSION_TAG = re.compile(VERSION_TAG)
_VERSION_TAGS = re.compile(rf'[ \t]*(?:{VERSION_TAG})[ \t]*')
IF_MATCH = {"in": "header", "name": "If-Match", "required": False,
            "schema": {"type": "string", "pattern": rf'^(\*|{VERSION_TAG})$'},
            "description": 'The version you acted on (the view\'s ETag, e.g. "7"); stale → 412. '
                           "* acts on whatever version is current; anything else → 400 invalid_if_match"}
IDEMPOTENCY_KEY = {"in": "header", "name": "Idempotency-Key", "required": False,
                   "schema": {"type": "string", "maxLength": 200},
                   "description": "Retries with the same key replay the first response"}
PREFER = {"in": "header", "name": "Prefer", "required": False,
          "schema": {"type": "string", "pattern": "^ *return=(minimal|representation) *$"},
          "example": "return=minimal",
          "description": "return=minimal: answer with the version and events only, no view (RFC 7240); "
                         "return=representation (the default) includes the view"}
IF_NONE_MATCH = {"in": "header", "name": "If-None-Match", "required": False,
                 "schema": {"type": "string", "pattern": rf'^(\*|(?:{VERSION_TAG})( *, *(?:{VERSION_TAG}))*)$'},
                 "description": 'Previous ETags, e.g. "7" or "6", "7"; unchanged → 304. '
                                "Anything but versions → 400 invalid_if_none_match"}
ETAG_HEADER = header_refs("ETag")
ACTIONS_ETAG = {"ETag": {"description": 'The version and your seat, e.g. "7-0": send it as If-None-Match to be '
                                        "answered 304 while your list is the same",
                         "schema": {"type": "string"}, "example": '"7-0"'}}


LAST_EVENT_ID = {"in": "header", "name": "Last-Event-ID", "required": False,
                 "schema": {"type": "string", "pattern": "^[0-9]{1,19}$"},
                 "description": "The id of the last event you got (EventSource sends it when it reconnects); "
                                "the stream goes on after it. Wins over ?after="}
STREAM_DESCRIPTION = """Server-Sent Events (`text/event-stream`): each event of the log you may see, as
`id: <seq>` and `data: <the event as /events gives it>`. A seat (Authorization: Bearer) sees its private
events; a spectator only public ones. A comment line (`: keep-alive`) comes when nothing happened for a while;
`event: end` (data: version, status, last_seq) comes once the game is over, then the server closes the
stream; also when the bearer's seat changes hands (it left, was claimed, or its clock gave it to the stand-in:
data.reason is `seat_changed_hands`) — reconnect to read on as what you are now. It also closes after an hour:
reconnect with `Last-Event-ID` (EventSource does) to go on. A long log is sent whole, in order (read a page at a
time). A cursor past the log's end is read as the end. A server
holding its most waiting clients answers 503 with Retry-After."""


PLAYER_STREAM_DESCRIPTION = """Server-Sent Events (`text/event-stream`): your feed, one event per line of
it, as `id: <seq>` and `data: <the event as /v1/players/me/events gives it>` — `seated` (a seat is yours in a
game), `your_turn` (with the `prompt`, and the `deadline` under a clock) and `game_over`, across every game you
sit at, so a bot needs this one connection. A comment line (`: keep-alive`) comes when nothing happened for a
while. It closes after an hour: reconnect with `Last-Event-ID` (EventSource does) to go on."""


SSE_FRAMES = ("Server-Sent Events frames, UTF-8, each ended by a blank line: first `retry: 2000` (the "
              "milliseconds an EventSource waits before it reconnects); then, for each event, `id: <seq>` and "
              "`data: <the event as JSON, on one line>` (no `event:` line: EventSource's default `message`); a "
              "comment line `: keep-alive` when nothing happened for a while.")
SSE_END = (' Once the game is over, `event: end` and `data: {"version", "status", "last_seq"}`; then the '
           "server closes the stream.")
END_OF_STREAM = {"type": "object", "required": ["version", "status", "last_seq"], "properties": {
    "version": {"type": "integer"}, "status": {"type": "string", "enum": ["finished"]},
    "last_seq": {"type": "integer", "description": "The last event's seq: the log has no more"}}}


def sse_content(event_ref: str, *, ends: bool, example: str | None = None) -> dict:
    """A stream's 200 content: the frames in words, and each frame's data schema under
    ``x-sse-events`` (OpenAPI 3.1 has no keyword for a stream's items; 3.2's ``itemSchema`` is one)."""
    events = {"message": {"id": "The event's seq (send it back as Last-Event-ID)", "data": {"$ref": event_ref}}}
    if ends:
        events["end"] = {"data": END_OF_STREAM}
    media = {"schema": {"type": "string", "description": SSE_FRAMES + (SSE_END if ends else "")},
             "x-sse-events": events}
    if example is not None:
        media["example"] = example
    return {SSE_TYPE: media}


def last_event_id(after: int) -> int:
    """Where a stream starts: after the Last-Event-ID header if sent (a reconnecting EventSource),
    else after ``?after=``."""
    header = request.headers.get("Last-Event-ID")
    if header is None:
        return after
    if not (header.isascii() and header.isdigit() and len(header) <= 19):
        raise Problem("bad_request", "Last-Event-ID must be the id of an event you got: a sequence number.")
    return int(header)


def no_head_on_a_stream() -> None:
    """A HEAD never runs a stream's body, which is where its watcher slot is given back."""
    if request.method == "HEAD":
        problem = Problem("method_not_allowed", "A stream answers GET only; HEAD would tell nothing more.")
        problem.headers["Allow"] = "GET"
        raise problem


class AsciiIntegerConverter(IntegerConverter):
    """``<int:seat>`` of ASCII digits only: werkzeug's ``\\d+`` took "٠" (%D9%A0) for seat 0."""

    regex = r"[0-9]+"


def service() -> GameService:
    return current_app.extensions["starport"]


def bearer_token() -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Problem("unauthorized", "Use Authorization: Bearer <seat token>.")
    return token.strip()


def if_match() -> int | None:
    """The version an act is conditional on: ``"7"``, ``W/"7"`` or ``7``; ``*`` (or no header)
    is none. Anything else is refused rather than guessed at."""
    value = request.headers.get("If-Match")
    if value is None or value.strip() == "*":
        return None
    tag = _VERSION_TAG.fullmatch(value.strip())
    if tag is None:
        raise Problem("invalid_if_match", 'If-Match must be one game version as the ETag gives it, '
                                          'such as "7" (or *).')
    return int(tag[1] or tag[2])


class AnyVersion:
    """If-None-Match: * — every version of a game that exists."""

    def __contains__(self, version) -> bool:
        return True


ANY_VERSION = AnyVersion()


def if_none_match() -> set[int] | AnyVersion | None:
    """The versions a view is not wanted for (``*``: every version); None without the header."""
    value = request.headers.get("If-None-Match")
    if value is None:
        return None
    if value.strip() == "*":
        return ANY_VERSION
    versions: set[int] = set()
    for member in value.split(","):
        tag = _VERSION_TAGS.fullmatch(member)
        if tag is None:
            raise Problem("invalid_if_none_match", 'If-None-Match must be game versions as the ETag '
                                                   'gives them, such as "7" or "6", "7" (or *).')
        versions.add(int(tag[1] or tag[2]))
    return versions


def idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is not None and not 1 <= len(key) <= 200:
        raise Problem("bad_request", "Idempotency-Key must be 1 to 200 characters.")
    return key


def documented_only(*decorators):
    """Keep what flask-smorest's decorators write into the OpenAPI document, but run the view
    bare: at run time they nest four wrappers (webargs parsing, the response dump, ``doc``),
    each looking up the app again. For the hot act route, which parses its own body with
    ``json_body`` and returns a finished ``Response``."""
    def decorator(view):
        documented = view
        for wrap in reversed(decorators):
            documented = wrap(documented)
        view._apidoc = documented._apidoc
        return view
    return decorator


class BodyParser(FlaskParser):
    """webargs reading bodies the way the act route does (``service.wire``): bounded by the size
    limit even when chunked, JSON content types only (415 otherwise), depth-limited JSON."""

    def _raw_load_json(self, req):
        raw = request_body(req)
        return decode_json(raw) if raw else core.missing


class GameBlueprint(Blueprint):
    ARGUMENTS_PARSER = BodyParser()


class NotRemembered(Exception):
    def __init__(self, loaded):
        self.loaded = loaded


def json_body(schema, remember: int = 4096, remember_bytes: int = 1024):
    """A reader of the request body giving what ``@blp.arguments(schema)`` gives, with the same
    refusals (``BodyParser``'s rules: a body only under a JSON content type, else 415; an empty
    body is ``{}``; over the size limit → 413; malformed or too deep JSON → 400; schema errors →
    422 listed under ``json``; unknown fields refused).

    Validating is a pure function of the body bytes, and a game repeats a small set of actions
    (the same calls, the same grid points), so the last ``remember`` valid bodies of at most
    ``remember_bytes`` are kept (bounded memory: a padded body is validated, never kept), as
    JSON: every request still gets a dict of its own. Refusals are never kept."""

    def validate(raw: bytes) -> bytes:
        data = decode_json(raw) if raw else {}
        try:
            loaded = schema.load(data, unknown=RAISE)
        except ValidationError as error:
            abort(422, messages={"json": error.messages})
        kept = to_json(loaded)
        if from_json(kept) != loaded:  # not plain JSON types: answer it, do not keep it
            raise NotRemembered(loaded)
        return kept

    remembered = lru_cache(maxsize=remember)(validate)

    def read():
        raw = request_body(request._get_current_object())
        try:
            return from_json((remembered if len(raw) <= remember_bytes else validate)(raw))
        except NotRemembered as fresh:
            return fresh.loaded

    read.remembered = remembered
    return read


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
    @problems(*ANY, *WITH_A_BODY, *WRITES, "quota_exceeded", "seed_with_open_seats")
    @blp.arguments(schemas.create(), example=example.create)
    @blp.response(201, CreatedGame, headers=header_refs("Location"), example=example.created)
    @blp.doc(operationId=f"{ident}_create_game", summary=f"Create a {title} game", security=ANONYMOUS,
             description="One entry per seat: a person (you get the seat's token, shown only here), a "
                         "bot level from the catalogue, or an open seat for someone to claim. The game "
                         "starts at once unless a seat is open. Location names the new game.")
    def create_game(body):
        created = service().create(slug, body["seats"], body.get("options"), body.get("seed"),
                                   listed=body.get("listed"), clock=body.get("clock"),
                                   on_timeout=body["on_timeout"], stand_in=body.get("stand_in"),
                                   on_leave=body["on_leave"],
                                   one_seat_per_player=body.get("one_seat_per_player", False))
        return json_response(created, 201, headers={"Location": f"/v1/{slug}/games/{created['game_id']}"})

    @blp.route("/games", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "validation_error")
    @blp.arguments(LobbyQuery(), location="query")
    @blp.response(200, Lobby)
    @blp.doc(operationId=f"{ident}_lobby", summary="Listed games by status, newest first (the lobby)",
             security=ANONYMOUS,
             description="Games created listed (by default, those with an open seat), newest first. Pass "
                         "next as ?after= for the next page: a cursor, not an offset, so games created "
                         "meanwhile never shift a page. Never shows a token.")
    def lobby(query):
        return json_response(service().lobby(slug, query["status"], query.get("after"), query["limit"]))

    @blp.route("/games/<game_id>/seats/<int:seat>/claim", methods=["POST"])
    @rate_limited("creates")
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, "seat_taken", "game_over", "already_seated", "unauthorized",
              "player_key_required")
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
    @problems(*ON_A_GAME, *WRITES, "unauthorized", "not_your_seat", "game_over", "already_left")
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
        record, view = service().view(slug, game_id, bearer_token())
        etag = f'"{record.version}"'
        headers = {"ETag": etag, "Vary": "Authorization", "Cache-Control": "no-cache"}
        if unwanted is not None and record.version in unwanted:
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
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, "unauthorized", "bad_request", "invalid_if_match",
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
        minimal = "return=minimal" in request.headers.get("Prefer", "").replace(" ", "")
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
        return json_response(service().events(slug, game_id, bearer_token(), query["after"], wait))

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

    return blp


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
                         "is stored only as a hash; keep it.")
    def create_player(body):
        return json_response(service().create_player(body.get("name")), 201)

    @blp.route("/me/games", methods=["GET"])
    @problems(*ANY, "validation_error", "unauthorized")
    @blp.arguments(PlayerGamesQuery(), location="query")
    @blp.response(200, PlayerGames)
    @blp.doc(operationId="player_games", summary="Your games, newest first", security=PLAYER,
             description="Every game you hold a seat in, with its status, its seats and yours (you); "
                         "games that expired drop out.")
    def my_games(query):
        return json_response(service().player_games(bearer_token(), query["limit"]))

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
