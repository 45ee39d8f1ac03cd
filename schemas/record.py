"""The wire shapes of a finished game read back: its record (``service.archive.records``), its
replayed views, the export's query, and their queries. A game's record nests that game's events
and score; ``record_schemas`` names them ``<Prefix>Record``…, as ``game_schemas`` names its own."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace

from marshmallow import Schema, ValidationError, fields, validate

from schemas.chat import ChatLine
from schemas.common import QueryInt

OUTCOMES = ("finished", "cancelled", "aborted")
CHANGES = ("claimed", "left", "taken_over", "stand_in")
BY = ("person", "bot", "stand-in", "automaton", "timer")
# Why a game created rated moved no rating (service.ratings.maths.why_unrated).
UNRATED_REASONS = ("cancelled", "aborted", "solo", "anonymous_seat", "bots_only", "same_origin_keys")
VIEWS_PAGE = 500  # views one page of /record/views holds at most
EXPORT_PAGE = 1000  # records one page of the export streams at most


class SeatChange(Schema):
    version = fields.Integer(required=True)
    change = fields.String(required=True, validate=validate.OneOf(CHANGES), metadata={
        "description": "claimed (it was open until then), left (then: bot or reopened), taken_over "
                       "(a bot plays it from now on: its clock ran out), stand_in (one move by the stand-in)"})
    name = fields.String(metadata={"description": "claimed: the name it was claimed under"})
    then = fields.String(metadata={"description": "left: bot or reopened"})
    bot = fields.String(metadata={"description": "The bot level that plays it (or moved once)"})


class RecordSeat(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    player = fields.String(required=True, allow_none=True, metadata={"description": "Its player's id, if any"})
    bot = fields.String(required=True, allow_none=True, metadata={"description": "The bot that played it at the end"})
    open = fields.Boolean()
    left = fields.Boolean()
    holder = fields.String(metadata={"description": "As the game's view shows it"})
    changes = fields.List(fields.Nested(SeatChange), required=True, metadata={
        "description": "The seat's changes of hands, in order"})


class RecordAction(Schema):
    actor = fields.Raw(required=True, allow_none=True, metadata={
        "description": "A seat number, an automaton (\"cosmobot\"), or null for a timer"})
    action = fields.Dict(required=True, metadata={
        "description": "Exactly as applied: as posted, or as a bot, the stand-in, the Cosmobot chose; "
                       "{\"type\": \"expire\"} for a timer. Its type alone where it told its actor "
                       "something private for ever (a card chosen face down)"})
    version = fields.Integer(required=True, metadata={"description": "The version it made"})
    at = fields.Float(required=True, metadata={"description": "When (seconds since the epoch)"})
    by = fields.String(required=True, validate=validate.OneOf(BY))
    bot = fields.String(metadata={"description": "bot and stand-in: the level that chose"})
    draws = fields.Integer(metadata={
        "description": "Machines: numbers drawn choosing (left out where they come from the hidden seed)"})


class RecordChat(Schema):
    players = fields.List(fields.Nested(ChatLine), required=True)
    spectators = fields.List(fields.Nested(ChatLine), required=True)


def record_schemas(prefix: str, game: SimpleNamespace) -> SimpleNamespace:
    """``game``: the game's own schemas (``schemas.envelope.game_schemas``)."""

    def schema(name: str, declared: dict):
        return type(f"{prefix}{name}", (Schema,), declared)

    score = schema("RecordScore", {
        "final": fields.Boolean(required=True),
        "players": fields.List(fields.Nested(game.player_score), required=True),
        "winners": fields.List(fields.Integer(), required=True),
    })
    record = schema("Record", {
        "format": fields.Integer(required=True, metadata={"description": "The record's shape: 1"}),
        "full": fields.Boolean(required=True, metadata={"description": "Always false here: the spectator's copy"}),
        "game_id": fields.String(required=True),
        "game": fields.String(required=True),
        "outcome": fields.String(required=True, validate=validate.OneOf(OUTCOMES)),
        "options": fields.Dict(required=True, metadata={"description": "The game's options, resolved at create"}),
        "listed": fields.Boolean(metadata={
            "description": "Shown in the lobby (a player's public history lists only these); records archived "
                           "before this field was kept lack it"}),
        "lifecycle": fields.Dict(required=True, metadata={"description": "Clock, on_timeout, on_leave… as the "
                                                                         "created event shows them"}),
        "seats": fields.List(fields.Nested(RecordSeat), required=True),
        "version": fields.Integer(metadata={"description": "The last version"}),
        "seeded": fields.Boolean(metadata={"description": "Created with an explicit seed"}),
        "created": fields.Float(required=True),
        "started": fields.Float(required=True, allow_none=True, metadata={
            "description": "The now the game began at (null: it never began)"}),
        "ended": fields.Float(required=True),
        "score": fields.Nested(score, required=True),
        "winners": fields.List(fields.Integer(), required=True),
        "unrated_reason": fields.String(validate=validate.OneOf(UNRATED_REASONS), metadata={
            "description": "Only in a game created rated that moved no rating (lifecycle.rated says it was "
                           "created so; a game without this field moved its seats' ratings): why not. "
                           "cancelled or aborted (never played out), solo (one seat), anonymous_seat (a seat "
                           "held without a player key), bots_only (no person), or same_origin_keys: two of its "
                           "player keys were created from one client address within 24 hours of each other, "
                           "one person's keys as far as ratings go (house bots have no key, so a game "
                           "against bots is rated). Records archived before this field was kept lack it"}),
        "seed": fields.String(required=True),
        "seed_salt": fields.String(required=True),
        "seed_commitment": fields.String(required=True),
        "hidden_commitment": fields.String(required=True, allow_none=True),
        "actions": fields.List(fields.Nested(RecordAction), required=True, metadata={
            "description": "Every engine call, in order"}),
        "events": fields.List(fields.Nested(game.event), required=True, metadata={
            "description": "The whole log as a finished game's spectator reads it"}),
        "chat": fields.Nested(RecordChat, metadata={
            "description": "The game's chat rooms as every reader saw them (no shadow-banned or deleted line), "
                           "each line with the version it was said at; absent with ?chat=false, and in records "
                           "archived before chat was kept"}),
    })
    view = schema("RecordView", {
        "version": fields.Integer(required=True),
        "state": fields.Nested(game.state, required=True, metadata={
            "description": "The spectator's view of the game once this version was made"}),
    })
    views = schema("RecordViews", {
        "game_id": fields.String(required=True),
        "version": fields.Integer(required=True, metadata={"description": "The game's last version"}),
        "views": fields.List(fields.Nested(view), required=True),
        "next": fields.Integer(required=True, allow_none=True, metadata={
            "description": "Pass as ?after= for the next page; null on the last"}),
    })
    return SimpleNamespace(record=record, views=views)


class RecordViewsQuery(Schema):
    after = QueryInt(load_default=0, validate=validate.Range(min=0, max=2**63 - 1), metadata={
        "description": "The views of the versions after this one (0: from the start)"})
    limit = QueryInt(load_default=100, validate=validate.Range(min=1, max=VIEWS_PAGE))


class Instant(fields.String):
    """An ISO 8601 date (``2026-03-01``: its midnight, UTC) or date and time (``2026-03-01T12:00:00Z``;
    UTC without an offset), loaded as seconds since the epoch."""

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs)
        if len(text) > 40:
            raise ValidationError("At most 40 characters.")
        try:
            moment = datetime.fromisoformat(text)
        except ValueError:
            raise ValidationError("An ISO 8601 date (2026-03-01) or date and time (2026-03-01T12:00:00Z).") from None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return moment.timestamp()


class ExportQuery(Schema):
    ended_from = Instant(required=True, data_key="from", metadata={
        "description": "Games that ended at or after this: an ISO 8601 date (UTC midnight) or date and time"})
    ended_to = Instant(required=True, data_key="to", metadata={
        "description": "…and before this (exclusive)"})
    after = fields.String(validate=validate.Length(max=200), metadata={
        "description": "The next of the page before (its last line)"})
    limit = QueryInt(load_default=100, validate=validate.Range(min=1, max=EXPORT_PAGE))
    chat = fields.Boolean(load_default=True, truthy={"true"}, falsy={"false"}, metadata={
        "description": "false: the records without their chat rooms"})
