"""Tournaments' routes (issue 47): create, list, view, join, withdraw, standings, games, results
(pages and an NDJSON export) and a stream.

Who may call: create, join and withdraw with a player key (withdraw only one's own entry); every
read with no credential. What it reveals: an event's terms (the invitation list to its creator
only), its entrants' names and ids, points and places, its tables and their games' ids (public
games, to watch); never a key. What it costs at worst: a create is one event of at most
``MAX_ENTRANTS`` entrants (``MAX_HOUSE_BOTS`` house bots among them) for at most ``MAX_DURATION``
s or ``MAX_ROUNDS`` rounds, counted in the address's creates and the key's unfinished events
(``CREATED_MOST``); a page at most ``PAGE_MOST`` lines (standings: one read of the ranked blob);
an export page ``EXPORT_PAGE_MOST`` results, one at a time per address; the stream waits in the
hub like a feed's. What one client does to others: a creator's invitation list names players,
who are not told (no notification to anyone who did not join); joining seats you only.
"""

from __future__ import annotations

from flask import Response, current_app, request
from flask_smorest import Blueprint

from schemas.tournaments import (
    ExportQuery,
    Games,
    ListQuery,
    PageQuery,
    Results,
    Standings,
    StreamQuery,
    TournamentEvents,
    Tournament,
    TournamentList,
    TournamentRequest,
)
from service.http.contract import ANONYMOUS, ANY, WITH_A_BODY, WRITES, costly_stream, header_refs, long_poll, \
    problems, rate_limited
from service.http.openapi_parts import ANONYMOUS_OR_PLAYER, LAST_EVENT_ID, PLAYER, sse_content
from service.http.requests import GameBlueprint, bearer_token, last_event_id, no_head_on_a_stream, service
from service.http.wire import json_response
from service.tournaments.events import CREATED_MOST, EXPORT_PAGE_MOST, MAX_ENTRANTS
from service.watching.sse import SSE_TYPE
from service.watching.streams import direct_socket

NDJSON = "application/x-ndjson"
EXPORT_BYTES_PER_READ = 64 * 1024
JOINING = ("unauthorized", "missing_scope", "not_found", "not_invited", "bots_not_allowed", "tournament_closed", "tournament_full",
           "already_joined", "withdrawn")


def tournaments_blueprint() -> Blueprint:
    blp = GameBlueprint("tournaments", __name__, url_prefix="/v1",
                        description="Tournaments: arenas and Swiss events at tables of 2 to 8 seats")

    @blp.route("/tournaments", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WITH_A_BODY, *WRITES, "unauthorized", "missing_scope", "too_many_events")
    @blp.arguments(TournamentRequest(), example={"format": "arena", "game": "starshower", "table_size": 2,
                                                  "duration": 1800, "clock": {"per_turn": 30}})
    @blp.response(201, Tournament, headers=header_refs("Location"))
    @blp.doc(operationId="create_tournament", summary="Create a tournament (an arena or a Swiss event)",
             security=PLAYER,
             description="An arena seats players again as soon as their game ends, with the next free players "
                         "of close standing, until its duration is over; a Swiss event seats every present "
                         "player round by round by standings, with the fewest repeat meetings. Points by "
                         "place: 2 against each seat you beat, 1 each you tie (an arena doubles them after "
                         "two wins in a row). A clock is required. The terms are shown to everyone before "
                         f"they join. At most {CREATED_MOST} unfinished events per key (too_many_events), "
                         f"{MAX_ENTRANTS} entrants an event. Location names it.")
    def create_tournament(body):
        made = service().tournaments.create(bearer_token(), body)
        return json_response(made, 201, headers={"Location": f"/v1/tournaments/{made['id']}"})

    @blp.route("/tournaments", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "validation_error")
    @blp.arguments(ListQuery(), location="query")
    @blp.response(200, TournamentList)
    @blp.doc(operationId="tournaments", summary="Tournaments upcoming (soonest first), running, or finished "
                                                "(newest first)", security=ANONYMOUS,
             description="A page of at most limit (100) events of one status; pass next as ?after= for the next "
                         "page. Each line: its terms in short, its status and round.")
    def tournaments(query):
        return json_response(service().tournaments.listed(query["status"], query.get("after"), query["limit"]))

    @blp.route("/tournaments/<tid>", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "not_found")
    @blp.response(200, Tournament)
    @blp.doc(operationId="tournament", summary="A tournament: its terms, status, top of the standings",
             security=ANONYMOUS_OR_PLAYER,
             description="With your player key, you says whether you entered, withdrew, are invited.")
    def tournament(tid):
        return json_response(service().tournaments.view(tid, bearer_token()))

    @blp.route("/tournaments/<tid>/join", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, *JOINING)
    @blp.response(200, Tournament)
    @blp.doc(operationId="join_tournament", summary="Join a tournament", security=PLAYER,
             description="While it is upcoming (an arena while it runs too). Your feed says tournament_started "
                         "when it starts and seated (with the tournament's id) at each table.")
    def join_tournament(tid):
        return json_response(service().tournaments.join(bearer_token(), tid))

    @blp.route("/tournaments/<tid>/withdraw", methods=["POST"])
    @rate_limited("creates")  # as join: a script toggling an entry spends the key's writes
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found", "tournament_closed", "withdrawn")
    @blp.response(200, Tournament)
    @blp.doc(operationId="withdraw_from_tournament", summary="Withdraw from a tournament", security=PLAYER,
             description="Before the start your entry goes; after, you are never seated in it again (your game "
                         "in play goes on: leave it and you place last there). You keep your points.")
    def withdraw_from_tournament(tid):
        return json_response(service().tournaments.withdraw(bearer_token(), tid))

    @blp.route("/tournaments/<tid>/standings", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "not_found", "validation_error")
    @blp.arguments(PageQuery(), location="query")
    @blp.response(200, Standings)
    @blp.doc(operationId="tournament_standings", summary="A tournament's standings, a page at a time",
             security=ANONYMOUS,
             description="Ranked by points, then the tiebreak (Swiss: Sonneborn–Berger; arena: points a game), "
                         "then wins, then who joined first; at most limit (100) lines from offset. Exact "
                         "after every scored game.")
    def tournament_standings(query, tid):
        service().tournaments.head(tid)
        return json_response(service().tournaments.standings(tid, query["offset"], query["limit"]))

    @blp.route("/tournaments/<tid>/games", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "not_found", "validation_error")
    @blp.arguments(PageQuery(), location="query")
    @blp.response(200, Games)
    @blp.doc(operationId="tournament_games", summary="A tournament's tables and their games, in the order seated",
             security=ANONYMOUS,
             description="Each table: its round, its game (a public game: watch it at /v1/{game}/games/{game_id}), "
                         "its players by seat and its state; at most limit (100) from offset.")
    def tournament_games(query, tid):
        return json_response(service().tournaments.games(tid, query["offset"], query["limit"]))

    @blp.route("/tournaments/<tid>/results", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "not_found", "validation_error")
    @blp.arguments(PageQuery(), location="query")
    @blp.response(200, Results)
    @blp.doc(operationId="tournament_results", summary="A tournament's results (tables scored, byes), in order",
             security=ANONYMOUS,
             description="Each scored table (players and places by seat; a leaver places last) or bye, in the "
                         "order scored: the standings are these folded in order. At most limit (100) from offset.")
    def tournament_results(query, tid):
        return json_response(service().tournaments.results(tid, query["offset"], query["limit"]))

    @blp.route("/tournaments/<tid>/results.ndjson", methods=["GET"])
    @rate_limited("tokenless_reads")
    @costly_stream(bytes_per_read=EXPORT_BYTES_PER_READ)
    @problems(*ANY, "not_found", "validation_error")
    @blp.arguments(ExportQuery(), location="query")
    @blp.doc(operationId="tournament_export", summary="A tournament's results as NDJSON",
             security=ANONYMOUS,
             description=f"One result a line, in the order scored, at most {EXPORT_PAGE_MOST} a request; the last "
                         "line is {\"next\": offset} (pass it as ?offset=) or {\"next\": null} at the end.",
             responses={"200": {"description": "NDJSON: results, then the next line",
                                "content": {NDJSON: {"schema": {
                                    "oneOf": [{"$ref": "#/components/schemas/Result"},
                                              {"type": "object", "required": ["next"],
                                               "properties": {"next": {"type": ["integer", "null"]}}}]}}}}})
    def tournament_export(query, tid):
        lines, following = service().tournaments.export(tid, query["offset"])

        def body():
            yield from lines
            yield b'{"next":' + (b"null" if following is None else str(following).encode()) + b"}\n"
        return Response(body(), mimetype=NDJSON, headers={"Cache-Control": "no-cache"})

    @blp.route("/tournaments/<tid>/events", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ANY, "not_found", "validation_error")
    @blp.arguments(StreamQuery(), location="query")
    @blp.response(200, TournamentEvents)
    @blp.doc(operationId="tournament_events", summary="A tournament's news after a seq, a page at a time",
             security=ANONYMOUS,
             description="What the stream sends, for a client that polls: at most 100 events after ?after= "
                         "(the stream keeps the last 2000).")
    def tournament_events(query, tid):
        return json_response(service().tournaments.events(tid, query["after"]))

    @blp.route("/tournaments/<tid>/stream", methods=["GET"])
    @long_poll()
    @problems(*ANY, "not_found", "validation_error", "bad_request")
    @blp.arguments(StreamQuery(), location="query")
    @blp.doc(operationId="tournament_stream", summary="A tournament's news, pushed (Server-Sent Events)",
             security=ANONYMOUS, parameters=[LAST_EVENT_ID],
             description="started, round (a Swiss round and its byes), seated (the tables and their games), "
                         "scored (places), standings (the top ten after a change) and finished, each with its "
                         "seq as the SSE id; reconnect with Last-Event-ID.",
             responses={"200": {"description": "A stream of the tournament's events",
                                "content": sse_content("#/components/schemas/TournamentEvent", ends=False)}})
    def tournament_stream(query, tid):
        no_head_on_a_stream()
        head = service().tournaments.head(tid)
        after = last_event_id(query["after"])
        events = service().tournament_stream.watch(tid, after, head["seq"],
                                                   lifetime=current_app.config["STREAM_LIFETIME"],
                                                   sock=direct_socket(request.environ))
        return Response(events, mimetype=SSE_TYPE, headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    return blp
