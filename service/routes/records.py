"""A finished game read back, on each game's blueprint: its record, its views step by step (the
replay on /play), and a title's export. Thin like ``service.routes.games``: parse, call one service
method, serialise.

Who, what, what it costs (STYLE.md):

- ``/record`` and ``/record/views``: anyone, no credential (a token sent is not read); a finished
  game's spectator's copy only (``records.spectator_record``; views as a spectator was shown them
  live, and the finished state as its view opens it); refused while the game is on. Cost: one
  record built from Redis (the log a page at a time) or read from the archive; the views replay
  the game once per process (at most ``MAX_EVENTS`` events) and are kept (``archived.Replayed``).
- ``/records``: anyone; spectators' records of the archive only. Cost: ``limit`` records and
  about ``EXPORT_PAGE_BYTES`` at most a request, read a chunk at a time while the answer streams
  (no connection held meanwhile); one at a time per address, and what it sent counts against the
  address's reads, one per ``EXPORT_BYTES_PER_READ`` (``@costly_stream``).
All are counted as tokenless reads.
"""

from __future__ import annotations

from flask import Response
from flask_smorest import Blueprint

from schemas.chat import ChatExportQuery
from schemas.record import ExportQuery, RecordViewsQuery, record_schemas
from service.archive.read_back import EXPORT_PAGE_BYTES
from service.http.contract import ANONYMOUS, ON_A_GAME, costly_stream, header_refs, problems, rate_limited
from service.http.requests import if_none_match, service
from service.tables.views import last_version
from service.http.wire import json_response

NDJSON = "application/x-ndjson"
RECORD_CACHE = "public, max-age=86400"  # a finished game's record never changes
# An export's bytes count as reads, one per this many: about what a view costs in CPU (bench/README,
# "Export and replayed views"), so a full page of EXPORT_PAGE_BYTES is 33 reads.
EXPORT_BYTES_PER_READ = 64 * 1024


def add_record_routes(blp: Blueprint, slug: str, ident: str, prefix: str, game) -> None:
    """``game``: the game's schemas (``schemas.envelope.game_schemas``)."""
    shapes = record_schemas(prefix, game)

    @blp.route("/games/<game_id>/record", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ON_A_GAME, "game_not_over", "invalid_if_none_match", "validation_error")
    @blp.arguments(ChatExportQuery(), location="query")
    @blp.response(200, shapes.record, headers=header_refs("ETag"))
    @blp.alt_response(304, description="The record you have (its ETag)", headers=header_refs("ETag"))
    @blp.doc(operationId=f"{ident}_record", summary="A finished game's record: every action, the log, the score",
             security=ANONYMOUS,
             description="The spectator's copy of the record the archive keeps, whether Redis still holds the "
                         "game or only the archive does: seats and their changes of hands, the seed and salt, "
                         "every action in order (actor, action, the version it made, when, by whom), the whole "
                         "log as a finished game's spectator reads it, the final score. Never the hidden seed "
                         "or what is private for ever. A game not over is refused (game_not_over). "
                         "python -m service.verify replays it. Its chat holds both rooms as every reader saw them, each line with "
                         "the version it was said at (?chat=false leaves them out).")
    def record(query, game_id):
        unwanted = if_none_match()
        shown = service().record(slug, game_id, query["chat"])
        version = last_version(shown)
        headers = {"ETag": f'"{version}"', "Cache-Control": RECORD_CACHE}
        if unwanted is not None and version in unwanted:
            return json_response(b"", 304, headers=headers)
        return json_response(shown, headers=headers)

    @blp.route("/games/<game_id>/record/views", methods=["GET"])
    @rate_limited("tokenless_reads")
    @problems(*ON_A_GAME, "game_not_over", "validation_error")
    @blp.arguments(RecordViewsQuery(), location="query")
    @blp.response(200, shapes.views)
    @blp.doc(operationId=f"{ident}_record_views", summary="A finished game step by step: the view after each version",
             security=ANONYMOUS,
             description="The spectator's view of the game's state after every step (its start, then each "
                         "action), oldest first, a page at a time: replayed from the record by the engine. "
                         "For the replay on /play.")
    def record_views(query, game_id):
        return json_response(service().record_views(slug, game_id, query["after"], query["limit"]),
                             headers={"Cache-Control": RECORD_CACHE})

    @blp.route("/records", methods=["GET"])
    @rate_limited("tokenless_reads")
    @costly_stream(bytes_per_read=EXPORT_BYTES_PER_READ)
    @problems(*ON_A_GAME, "validation_error")
    @blp.arguments(ExportQuery(), location="query")
    @blp.doc(operationId=f"{ident}_export", summary="The archive's records of games that ended in a span (NDJSON)",
             security=ANONYMOUS,
             description="One spectator's record (as /record answers it) a line, oldest first by end, of the games "
                         "of this title that ended in [from, to) — ISO 8601 dates (UTC midnight) or dates and "
                         "times. At most limit records a request, and no more once about "
                         f"{EXPORT_PAGE_BYTES // (1024 * 1024)} MiB are sent; one export at a time per address (a second "
                         "at once: 429 with Retry-After), and each "
                         f"{EXPORT_BYTES_PER_READ // 1024} KiB sent counts as one more read in the address's read "
                         "rate. The last line is always {\"next\": cursor} — "
                         "pass it as ?after= with the same span for the next page — or {\"next\": null} at the "
                         "end. Streamed as it is read: the archive's games only (archived seconds after they "
                         "end). The CLI's python -m service.archive dump exports a month on the server.",
             responses={"200": {"description": "NDJSON: records, then the next line",
                                "content": {NDJSON: {"schema": {
                                    "oneOf": [{"$ref": f"#/components/schemas/{prefix}Record"},
                                              {"type": "object", "required": ["next"],
                                               "properties": {"next": {"type": ["string", "null"]}}}]}}}}})
    def export(query):
        lines = service().export(slug, query["ended_from"], query["ended_to"], query.get("after"), query["limit"],
                                 query["chat"])
        return Response(lines, mimetype=NDJSON, headers={"Cache-Control": "no-cache"})
