"""Table talk (issue 48), on each game's blueprint, and the operator's chat tools.

Who, what, what it costs, what it lets one client do to another (STYLE.md):

- ``POST …/chat``: a seat's token or player key (a holder talks in the players' room, a key with
  no seat in the spectators'); anyone else 401. Reveals nothing but the line as said. Costs one
  game load, two GETs of the author's sanctions and one script (O(1); O(``CHAT_PACED``) when the
  pace table is full); counted as an act of the bearer in this game, and the script holds an
  author to 5 lines in 10 s. What it lets one do to others: say a line in a room they read — 140
  characters, no link, no token, no profanity, no repeat; readers mute it, an operator deletes it,
  times its author out or shadow-bans it; what a game's chat keeps in Redis is bounded
  (``service.chat.store``).
- ``GET …/chat``: anyone (a bearer reads as itself): the rooms ``service.chat.rooms`` lets it read
  now, never a spectator's line to a player mid-game nor a hidden-information title's players'
  room to a spectator; never an author's id. At most 300 lines (two rooms of 150); a read.
- ``POST …/chat/mutes`` / ``DELETE …/chat/mutes/{mark}``: a bearer's own mutes in this game
  (32 at most, 256 muting viewers a game); touch nobody else's view.
- ``POST …/chat/reports``: a bearer reports a line it can see; kept in the operators' capped list.
- ``DELETE …/chat/{n}``, ``POST /v1/chat/timeouts``, ``POST /v1/chat/shadow-bans``,
  ``GET /v1/chat/reports``: the operator's, behind ``/metrics``'s credential (``may_scrape``:
  STARPORT_METRICS_TOKEN as the bearer, else this machine only).
"""

from __future__ import annotations

from flask_smorest import Blueprint

from schemas.chat import (
    ChatLine, ChatMute, ChatPage, ChatQuery, ChatReport, ChatReports, ChatSay, Deleted, Muted, Reported, ReportsQuery,
    Sanction,
)
from service.http.contract import ANY, ON_A_GAME, WITH_A_BODY, WRITES, problems, rate_limited
from service.http.openapi_parts import ANONYMOUS_OR_BEARER, BEARER, PLAYER
from service.http.requests import bearer_token, service
from service.http.wire import json_response
from service.routes.operations import may_scrape

OPERATOR = [{}, {"metrics": []}]
TALK_PROBLEMS = ("unauthorized", "chat_off", "game_over", "chat_refused", "chat_flood", "chat_timed_out", "chat_busy")


def add_chat_routes(blp: Blueprint, slug: str, ident: str) -> None:
    @blp.route("/games/<game_id>/chat", methods=["POST"])
    @rate_limited("acts")
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, *TALK_PROBLEMS)
    @blp.arguments(ChatSay(), example={"text": "good luck, have fun"})
    @blp.response(201, ChatLine)
    @blp.doc(operationId=f"{ident}_say", summary="Say a line in the game's chat (your room)",
             security=BEARER + PLAYER,
             description="A seat's holder talks in the players' room, a player key without a seat in the "
                         "spectators'. At most 140 characters; no control characters, links, token-shaped words "
                         "or profanity (chat_refused, its reason says which); at most 5 lines in 10 s and no "
                         "repeat of your last two (chat_flood, chat_refused repeat). Closed once the game is "
                         "over (game_over) or if it was created with chat off (chat_off). The line reaches the "
                         "readers of its room on the game's stream (event chat) and long poll (?chat_after=).")
    def say(body, game_id):
        return json_response(service().say(slug, game_id, bearer_token(), body["text"]), 201)

    @blp.route("/games/<game_id>/chat", methods=["GET"])
    @rate_limited("reads")
    @problems(*ON_A_GAME, "validation_error", "unauthorized")
    @blp.arguments(ChatQuery(), location="query")
    @blp.response(200, ChatPage)
    @blp.doc(operationId=f"{ident}_chat", summary="The game's chat as you may read it", security=ANONYMOUS_OR_BEARER,
             description="The lines kept (the last 150 of each room) after ?after=, oldest first, of the rooms you "
                         "read now: while the game runs a player reads the players' room only; a spectator the "
                         "spectators', and the players' too in a title without hidden information (Starshower, "
                         "Twinkle Twinkle); once it is over both, for anyone. Lines of talkers you muted are left "
                         "out. Read it once the stream is open: the stream sends the lines said after it opened.")
    def chat(query, game_id):
        return json_response(service().chat_page(slug, game_id, bearer_token(), query["after"]))

    @blp.route("/games/<game_id>/chat/mutes", methods=["POST"])
    @rate_limited("acts")
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, "unauthorized", "chat_busy")
    @blp.arguments(ChatMute(), example={"mark": "seat:1"})
    @blp.response(200, Muted)
    @blp.doc(operationId=f"{ident}_mute", summary="Mute a talker in this game's chat, for you",
             security=BEARER + PLAYER,
             description="Its lines are left out of your chat pages and of the streams you open from now on. "
                         "At most 32 a game.")
    def mute(body, game_id):
        return json_response(service().mute(slug, game_id, bearer_token(), body["mark"], True))

    @blp.route("/games/<game_id>/chat/mutes/<mark>", methods=["DELETE"])
    @rate_limited("acts")
    @problems(*ON_A_GAME, *WRITES, "unauthorized", "chat_busy")
    @blp.response(200, Muted)
    @blp.doc(operationId=f"{ident}_unmute", summary="Hear a muted talker again", security=BEARER + PLAYER,
             description="Its lines are in your chat pages again, and in the streams you open from now on.")
    def unmute(game_id, mark):
        return json_response(service().mute(slug, game_id, bearer_token(), mark[:64], False))

    @blp.route("/games/<game_id>/chat/reports", methods=["POST"])
    @rate_limited("acts")
    @problems(*ON_A_GAME, *WITH_A_BODY, *WRITES, "unauthorized")
    @blp.arguments(ChatReport(), example={"line": 7})
    @blp.response(202, Reported)
    @blp.doc(operationId=f"{ident}_report_line", summary="Report a line to the operators", security=BEARER + PLAYER,
             description="A line you can see; the operators read the reports (GET /v1/chat/reports).")
    def report_line(body, game_id):
        return json_response(service().report_line(slug, game_id, bearer_token(), body["line"]), 202)

    @blp.route("/games/<game_id>/chat/<int:n>", methods=["DELETE"])
    @problems(*ON_A_GAME, "unauthorized", "forbidden")
    @blp.response(200, Deleted)
    @blp.doc(operationId=f"{ident}_delete_line", summary="The operator's: take a line down", security=OPERATOR,
             description="With STARPORT_METRICS_TOKEN as the bearer (without one set: from this machine only). "
                         "The line is gone from its room; its readers' streams get a chat event of type deleted.")
    def delete_line(game_id, n):
        may_scrape()
        return json_response(service().delete_line(slug, game_id, n))


def chat_operations_blueprint() -> Blueprint:
    blp = Blueprint("chat_operations", __name__, description="The operator's chat tools")

    @blp.route("/v1/chat/timeouts", methods=["POST"])
    @problems(*ANY, *WITH_A_BODY, "unauthorized", "forbidden")
    @blp.arguments(Sanction(), example={"author": "4f1c…", "seconds": 600})
    @blp.response(200, Sanction)
    @blp.doc(operationId="chat_time_out", summary="The operator's: time a chat author out", security=OPERATOR,
             description="The author says nothing in any game's chat for that long (chat_timed_out, Retry-After).")
    def time_out(body):
        may_scrape()
        return json_response(service().time_out(body["author"], body["seconds"]))

    @blp.route("/v1/chat/shadow-bans", methods=["POST"])
    @problems(*ANY, *WITH_A_BODY, "unauthorized", "forbidden")
    @blp.arguments(Sanction(), example={"author": "4f1c…", "seconds": 86400})
    @blp.response(200, Sanction)
    @blp.doc(operationId="chat_shadow_ban", summary="The operator's: shadow-ban a chat author", security=OPERATOR,
             description="From now on the author's lines are shown to it alone (and never archived); 0 lifts it.")
    def shadow_ban(body):
        may_scrape()
        return json_response(service().shadow_ban(body["author"], body["seconds"]))

    @blp.route("/v1/chat/reports", methods=["GET"])
    @problems(*ANY, "validation_error", "unauthorized", "forbidden")
    @blp.arguments(ReportsQuery(), location="query")
    @blp.response(200, ChatReports)
    @blp.doc(operationId="chat_reports", summary="The operator's: reported chat lines, newest first",
             security=OPERATOR,
             description="Each report: the game, the line as kept (its author's id, to time out or shadow-ban), "
                         "the reporter, when. The newest 1000 are kept.")
    def reports(query):
        may_scrape()
        return json_response(service().chat_reports(query["limit"]))

    return blp
