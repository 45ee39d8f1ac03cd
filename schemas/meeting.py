"""The meeting place's wire contract (issue 29): quick play's seeks, challenges, bot accounts'
policies and rematches. A title's quick-play request nests its own options schema
(``quickplay_request``); the rest is the same for every title."""

from marshmallow import Schema, ValidationError, fields, validate

from schemas.common import StrictBool, StrictInt, StrictNumber
from schemas.envelope import PLAYER_ID, Clock

MOST_PLAYERS = 8  # no title seats more
SEEK_STATUSES = ["waiting", "forming", "seated", "withdrawn", "expired", "failed"]
CHALLENGE_STATUSES = ["open", "accepted", "declined", "cancelled", "expired"]
COUNT = {"type": "integer", "minimum": 1, "maximum": MOST_PLAYERS}


class PlayerCount(fields.Field):
    """A number of players (``2``) or a range of them (``[2, 4]``), as JSON Schema counts integers."""

    def _deserialize(self, value, attr, data, **kwargs):
        def whole(n):
            if isinstance(n, float) and n.is_integer():
                n = int(n)
            if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MOST_PLAYERS:
                raise ValidationError(f"A whole number of players, 1–{MOST_PLAYERS}.")
            return n

        if isinstance(value, list):
            if len(value) != 2:
                raise ValidationError("A range is [least, most].")
            lo, hi = whole(value[0]), whole(value[1])
            if lo > hi:
                raise ValidationError("A range is [least, most]: least first.")
            return [lo, hi]
        return whole(value)


def player_count(**kwargs) -> PlayerCount:
    return PlayerCount(metadata={"json_schema": {"oneOf": [
        COUNT, {"type": "array", "items": COUNT, "minItems": 2, "maxItems": 2}]}, **kwargs.pop("metadata", {})},
        **kwargs)


def quickplay_request(prefix: str, options_schema) -> type:
    """A title's seek: its options are the title's own."""
    return type(f"{prefix}QuickPlay", (Schema,), {
        "players": player_count(metadata={
            "description": "How many players at the table: a number, or a range [least, most] (default: the "
                           "title's least)"}),
        "options": fields.Nested(options_schema, load_default=dict, metadata={
            "description": "The game's options; only seekers with the same options (and clock and rated) meet"}),
        "clock": fields.Nested(Clock, metadata={"description": "A clock for every seat no bot plays"}),
        "rated": StrictBool(load_default=False, metadata={
            "description": "Kept on the game (its created event and lobby line say rated); ratings come later"}),
        "listed": StrictBool(load_default=True, metadata={
            "description": "Your table's game is shown in the lobby (and, once finished, in its players' public "
                           "histories) unless one of its seekers sends false; seekers of either kind meet"}),
        "bots_after": StrictNumber(validate=validate.Range(min=0, max=3600), metadata={
            "description": "Seconds after which your table's empty seats are filled with bots; absent: never"}),
        "bot": fields.String(metadata={"description": "The fill bots' level, from the catalogue (default greedy)"}),
        "people_only": StrictBool(load_default=False, metadata={
            "description": "Never seat a bot account with you (the house's fill bots come only with bots_after)"}),
        "expires_in": StrictInt(load_default=600, validate=validate.Range(min=5, max=3600), metadata={
            "description": "Seconds before the seek ends unseated (a seek_expired event says so)"}),
    })


class Seek(Schema):
    seek_id = fields.String(required=True)
    game = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(SEEK_STATUSES), metadata={
        "description": "waiting (in its pool), forming (a table is being made), seated (game_id and seat say "
                       "where), withdrawn, expired, or failed (a player of its table was gone)"})
    players = fields.List(fields.Integer(), required=True, metadata={"description": "[least, most]"})
    bot = fields.String(required=True)
    listed = fields.Boolean(required=True, metadata={"description": "false: you asked to keep its game out of the lobby"})
    bots_after = fields.Float()
    people_only = fields.Boolean(metadata={"description": "true: no bot account sits at your table"})
    options = fields.Dict(required=True)
    clock = fields.Nested(Clock)
    rated = fields.Boolean(required=True)
    created = fields.Float(required=True)
    expires = fields.Float(required=True)
    game_id = fields.String(metadata={"description": "Once seated: the game; your player key acts for your seat"})
    seat = fields.Integer(metadata={"description": "Once seated: your seat (-1 when failed)"})


class ChallengeRequest(Schema):
    game = fields.String(required=True, metadata={"description": "The title's slug"})
    options = fields.Dict(load_default=dict, metadata={"description": "The title's options (its create's)"})
    clock = fields.Nested(Clock)
    rated = StrictBool(load_default=False, metadata={
        "description": "Rated play (with a clock of a day a turn unless you give one); its end moves every "
                       "seat's rating"})
    listed = StrictBool(load_default=True, metadata={
        "description": "The game is shown in the lobby and, once finished, in its players' public histories; "
                       "false keeps it out of both"})
    with_ = fields.List(fields.String(validate=PLAYER_ID), data_key="with", validate=validate.Length(max=7),
                        attribute="with", metadata={
                            "description": "More players challenged together (for a table of more than two): "
                                           "the game starts when every one accepts"})
    expires_in = StrictInt(load_default=300, validate=validate.Range(min=10, max=3600), metadata={
        "description": "Seconds before an unanswered challenge expires"})


class Challenge(Schema):
    challenge_id = fields.String(required=True)
    game = fields.String(required=True)
    challenger = fields.String(required=True)
    players = fields.List(fields.String(), required=True, metadata={"description": "The challenged players"})
    accepted = fields.List(fields.String(), required=True)
    status = fields.String(required=True, validate=validate.OneOf(CHALLENGE_STATUSES))
    options = fields.Dict(required=True)
    clock = fields.Nested(Clock)
    rated = fields.Boolean(required=True)
    listed = fields.Boolean(required=True, metadata={"description": "Its game will be shown in the lobby"})
    created = fields.Float(required=True)
    expires = fields.Float(required=True)
    game_id = fields.String(metadata={"description": "Once accepted by all: the game (each player's key acts for its seat)"})
    by = fields.String(metadata={"description": "Who declined"})
    reason = fields.String(metadata={"description": "bot_policy: a bot account's policy declined it"})


class Challenges(Schema):
    challenges = fields.List(fields.Nested(Challenge), required=True)


class BotPolicyRequest(Schema):
    titles = fields.List(fields.String(), required=True, validate=validate.Length(min=1, max=10), metadata={
        "description": "The titles (slugs) whose challenges it accepts by itself"})
    players = fields.List(StrictInt(validate=validate.Range(min=1, max=MOST_PLAYERS)),
                          validate=validate.Length(equal=2), metadata={
                              "description": "[least, most] players at the table it accepts (default [1, 8])"})


class BotPolicy(Schema):
    player_id = fields.String(required=True)
    bot = fields.Boolean(required=True, metadata={"description": "A bot account now"})
    policy = fields.Nested(BotPolicyRequest)


class Rematch(Schema):
    game = fields.String(required=True)
    game_id = fields.String(required=True, metadata={"description": "The finished game"})
    you = fields.Integer(required=True, metadata={"description": "Your seat in it"})
    agreed = fields.List(fields.Integer(), required=True, metadata={"description": "The seats that offered"})
    waiting_for = fields.List(fields.Integer(), required=True, metadata={
        "description": "The people's seats yet to offer (bots agree by themselves)"})
    rematch = fields.String(required=True, allow_none=True, metadata={
        "description": "The new game once everyone agreed (its rematch_of is this game); null until then"})
    your_seat = fields.Integer(metadata={"description": "Your seat in the new game (seats move one place on)"})
