"""Twinkle Starship's schemas: options, the play action, the view's state and the score breakdown."""

from marshmallow import Schema, ValidationError, fields, validate

from engines.twinkle_starship import facts
from schemas.common import ActionUnion, StrictBool, StrictInt, action_type, event_schemas, seat_list

_SEAT = validate.Range(min=0, max=facts.MAX_PLAYERS - 1)
_COUNT = validate.Range(min=0)
_DIGIT = validate.Range(min=min(facts.PRINTED_DIGITS), max=max(facts.PRINTED_DIGITS))
_VALUE = validate.Range(min=min(facts.FIGURES), max=max(facts.FIGURES))
_COLOUR = validate.OneOf(facts.COLOURS)


def _distinct(segments: list) -> None:
    if len(set(segments)) != len(segments):
        raise ValidationError("Each segment can take only one stick; a letter is repeated.")


def _segments(**kwargs) -> fields.List:
    return fields.List(fields.String(validate=validate.OneOf(facts.SEGMENTS)), **kwargs)


class TwinkleStarshipOptions(Schema):
    deals = StrictInt(
        load_default=facts.DEALS_RULEBOOK,
        validate=validate.Range(min=facts.DEALS_RULEBOOK, max=facts.MAX_DEALS),
        metadata={"description": "Deals in the match, 1 to 6; 0 (the default) means the rulebook's "
                                 "count: 4 deals with 4 players, 6 with 3."},
    )


class TwinkleStarshipCard(Schema):
    colour = fields.String(required=True, validate=_COLOUR, metadata={"description": "pink is trump"})
    digit = StrictInt(required=True, validate=_DIGIT, metadata={"description": "the printed digit"})


class TwinkleStarshipPlayAction(Schema):
    class Meta:
        examples = [{"type": "play", "card": {"colour": "pink", "digit": 1}, "upside_down": False,
                     "segments": ["a", "g"]}]

    type = action_type("play")
    card = fields.Nested(TwinkleStarshipCard, required=True)
    upside_down = StrictBool(required=True, metadata={"description": "the card turned upside down "
                                                                     "(a↔d, b↔e, c↔f)"})
    segments = _segments(required=True, validate=_distinct,
                         metadata={"description": "the segments added with sticks, one stick each "
                                                  "(letters a–g; a top, b upper right, c lower right, "
                                                  "d bottom, e lower left, f upper left, g middle)"})


class TwinkleStarshipAction(ActionUnion):
    type_schemas = {"play": TwinkleStarshipPlayAction}


class TwinkleStarshipPlay(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    card = fields.Nested(TwinkleStarshipCard, required=True)
    upside_down = fields.Boolean(required=True)
    segments = _segments(required=True)
    value = StrictInt(required=True, validate=_VALUE, metadata={"description": "the digit shown"})


class TwinkleStarshipCurrentTrick(Schema):
    leader = StrictInt(required=True, validate=_SEAT)
    led_colour = fields.String(required=True, allow_none=True, validate=_COLOUR)
    plays = fields.List(fields.Nested(TwinkleStarshipPlay), required=True)


class TwinkleStarshipTrick(Schema):
    number = StrictInt(required=True, validate=validate.Range(min=1))
    leader = StrictInt(required=True, validate=_SEAT)
    winner = StrictInt(required=True, validate=_SEAT)
    plays = fields.List(fields.Nested(TwinkleStarshipPlay), required=True)


class TwinkleStarshipDealResult(Schema):
    deal = StrictInt(required=True, validate=validate.Range(min=1))
    unused = fields.List(StrictInt(validate=_COUNT), required=True)
    tricks = fields.List(StrictInt(validate=_COUNT), required=True)
    taken = fields.List(StrictInt(validate=_COUNT), required=True)
    points = fields.List(StrictInt(validate=_COUNT), required=True)


class TwinkleStarshipState(Schema):
    deal = StrictInt(required=True, validate=validate.Range(min=1))
    deals = StrictInt(required=True, validate=validate.Range(min=facts.MIN_DEALS, max=facts.MAX_DEALS))
    sticks_dealt = StrictInt(required=True, validate=_COUNT)
    first_leader = StrictInt(required=True, validate=_SEAT)
    leader = StrictInt(required=True, validate=_SEAT)
    turn = StrictInt(required=True, allow_none=True, validate=_SEAT)
    hand = fields.List(fields.Nested(TwinkleStarshipCard), required=True, allow_none=True,
                       metadata={"description": "your own hand; null for spectators"})
    hand_sizes = fields.List(StrictInt(validate=_COUNT), required=True)
    unused = fields.List(StrictInt(validate=_COUNT), required=True,
                         metadata={"description": "sticks each seat can still spend"})
    tricks_won = fields.List(StrictInt(validate=_COUNT), required=True)
    taken = fields.List(StrictInt(validate=_COUNT), required=True,
                        metadata={"description": "sticks on the cards of the tricks each seat won"})
    current_trick = fields.Nested(TwinkleStarshipCurrentTrick, required=True)
    tricks = fields.List(fields.Nested(TwinkleStarshipTrick), required=True,
                         metadata={"description": "finished tricks of the current deal"})
    results = fields.List(fields.Nested(TwinkleStarshipDealResult), required=True)
    totals = fields.List(StrictInt(validate=_COUNT), required=True)
    over = fields.Boolean(required=True)


class TwinkleStarshipDealBreakdown(Schema):
    deal = StrictInt(required=True, validate=validate.Range(min=1))
    unused = StrictInt(required=True, validate=_COUNT)
    tricks = StrictInt(required=True, validate=_COUNT)
    taken = StrictInt(required=True, validate=_COUNT)
    points = StrictInt(required=True, validate=_COUNT)
    live = fields.Boolean(required=True, metadata={"description": "the deal in progress; its points "
                                                                  "are what it would score now"})


class TwinkleStarshipBreakdown(Schema):
    deals = fields.List(fields.Nested(TwinkleStarshipDealBreakdown), required=True)


class TwinkleStarshipDealScore(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    unused = StrictInt(required=True, validate=_COUNT)
    tricks = StrictInt(required=True, validate=_COUNT)
    taken = StrictInt(required=True, validate=_COUNT)
    points = StrictInt(required=True, validate=_COUNT)
    total = StrictInt(required=True, validate=_COUNT)


def _seat():
    return StrictInt(required=True, validate=_SEAT)


def _deal():
    return StrictInt(required=True, validate=validate.Range(min=1))


EVENTS = event_schemas("TwinkleStarship", {
    "dealt": ("A seat's hand for the deal: only that seat sees it until the match is over.", {
        "deal": _deal(), "seat": _seat(), "hand": fields.List(fields.Nested(TwinkleStarshipCard), required=True)}),
    "deal_started": ("A deal began: its leader and the sticks each seat holds.", {
        "deal": _deal(), "leader": _seat(), "sticks": StrictInt(required=True, validate=_COUNT)}),
    "card_played": ("A card was played to the trick, with the segments added.", {
        "deal": _deal(), "seat": _seat(), "card": fields.Nested(TwinkleStarshipCard, required=True),
        "upside_down": fields.Boolean(required=True), "segments": _segments(required=True),
        "value": StrictInt(required=True, validate=_VALUE)}),
    "trick_won": ("The trick is complete: its winner takes the sticks on its cards.", {
        "deal": _deal(), "trick": StrictInt(required=True, validate=validate.Range(min=1)),
        "winner": _seat(), "sticks_taken": StrictInt(required=True, validate=_COUNT),
        "plays": fields.List(fields.Nested(TwinkleStarshipPlay), required=True)}),
    "deal_scored": ("The deal is over: each seat's sticks, tricks and points.", {
        "deal": _deal(), "players": fields.List(fields.Nested(TwinkleStarshipDealScore), required=True)}),
    "match_over": ("The last deal is scored.", {
        "totals": seat_list(required=True), "winners": seat_list(required=True)}),
})

OptionsSchema = TwinkleStarshipOptions
ActionSchema = TwinkleStarshipAction
StateSchema = TwinkleStarshipState
BreakdownSchema = TwinkleStarshipBreakdown
