"""Table talk's wire shapes (issue 48): a line, a page of a game's chat, what a viewer mutes,
and the operator's tools."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from schemas.common import QueryInt

MAX_LINE = 2**53


class ChatBy(Schema):
    mark = fields.String(required=True, metadata={
        "description": "Who said it in this game: seat:<n> for a seat's holder, a mark of its own for a spectator "
                       "(the same for all its lines in this game, unrelated to any other game). Mute by it"})
    name = fields.String(required=True)
    seat = fields.Integer(metadata={"description": "The seat, for a player's line"})


class ChatLine(Schema):
    n = fields.Integer(required=True, metadata={"description": "The line's number in this game (both rooms count "
                                                               "on one counter): pass the newest as ?after="})
    type = fields.String(required=True, validate=validate.OneOf(["line", "deleted"]), metadata={
        "description": "line: something said; deleted: an operator took line `line` down"})
    room = fields.String(required=True, validate=validate.OneOf(["players", "spectators"]))
    at = fields.Float(metadata={"description": "When it was said (unix seconds)"})
    version = fields.Integer(metadata={"description": "The game's version when it was said: a replay shows the "
                                                      "line from that step on"})
    by = fields.Nested(ChatBy)
    text = fields.String(metadata={"description": "At most 140 characters, plain text: show it as text, never as "
                                                  "markup (U+2028 and U+2029 come escaped)"})
    line = fields.Integer(metadata={"description": "The line a deleted names"})


class ChatPage(Schema):
    chat = fields.Boolean(required=True, metadata={"description": "false: the game was created with chat off"})
    rooms = fields.List(fields.String(), required=True, metadata={
        "description": "The rooms you read now: a player players while the game runs; a spectator spectators, "
                       "and players too in a title without hidden information; both once it is over"})
    last = fields.Integer(required=True, metadata={"description": "Pass as ?after= next time"})
    lines = fields.List(fields.Nested(ChatLine), required=True)


class ChatQuery(Schema):
    after = QueryInt(load_default=0, validate=validate.Range(min=0, max=MAX_LINE), metadata={
        "description": "The lines after this number (0: every line kept, the last 150 of each room)"})


class ChatSay(Schema):
    text = fields.String(required=True, validate=validate.Length(min=1, max=1000), metadata={
        "description": "The line: at most 140 characters once trimmed; no control characters, links, "
                       "token-shaped words or profanity (chat_refused says which)"})


class ChatMute(Schema):
    mark = fields.String(required=True, validate=validate.Length(min=1, max=64), metadata={
        "description": "The by.mark of the talker to mute in this game"})


class Muted(Schema):
    muted = fields.List(fields.String(), required=True)


class ChatReport(Schema):
    line = fields.Integer(required=True, validate=validate.Range(min=1, max=MAX_LINE))


class Reported(Schema):
    reported = fields.Integer(required=True)


class Deleted(Schema):
    deleted = fields.Integer(required=True)
    room = fields.String(required=True)


class Sanction(Schema):
    author = fields.String(required=True, validate=validate.Length(min=1, max=100), metadata={
        "description": "The author as a report names it: a player id, or <game_id>#<seat> for a seat token's holder"})
    seconds = fields.Integer(required=True, validate=validate.Range(min=0, max=365 * 24 * 3600), metadata={
        "description": "How long: a timeout at most 30 days; a shadow-ban at most a year, 0 lifts it"})


class ChatReports(Schema):
    reports = fields.List(fields.Dict(), required=True, metadata={
        "description": "The newest reports first: the game, the line as kept (its author included), the reporter, when"})


class ReportsQuery(Schema):
    limit = QueryInt(load_default=50, validate=validate.Range(min=1, max=1000))


class ChatExportQuery(Schema):
    chat = fields.Boolean(load_default=True, truthy={"true"}, falsy={"false"}, metadata={
        "description": "false: the records without their chat"})
