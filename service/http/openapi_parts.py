"""The pieces of the OpenAPI document the route files share: who may call (security), the
conditional and idempotency headers, and how a Server-Sent Events stream is described."""

from __future__ import annotations

from service.http.contract import header_refs
from service.watching.sse import SSE_TYPE

# A game version as an ETag gives it (``"7"``; ``W/"7"`` and ``7`` are taken too): the header
# parameters' documented pattern and ``service.http.requests``' parser alike.
VERSION_TAG = r'(?:W/)?"([0-9]{1,19})"|([0-9]{1,19})'

BEARER = [{"bearer": []}]
ANONYMOUS_OR_BEARER = [{}, {"bearer": []}]
PLAYER = [{"player": []}]
ANONYMOUS_OR_PLAYER = [{}, {"player": []}]
CREATOR = [{"creator": []}]
# A game version as an entity tag: "7", W/"7" or a bare 7; ASCII digits only, at most 19.
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
