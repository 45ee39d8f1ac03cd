"""Starshower's schemas: options, actions (call / star / black_star), the view's state and a
score breakdown. Shapes follow ``engines/starshower`` exactly; numbers come from its facts."""

from marshmallow import Schema, fields, validate

from engines.starshower.facts import (
    BLACK, BLACK_STAR, CALL, COIN, GOOD, MAX_PLAYERS, SIZE_DEFAULT, SIZE_MAX, SIZE_MIN, STAR,
)
from schemas.common import ActionUnion, StrictInt, action_type, event_schemas, seat_list
from schemas.common import point as grid_point  # a field below is itself named "point"


_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)


class StarshowerOptions(Schema):
    size = StrictInt(load_default=SIZE_DEFAULT, validate=validate.Range(min=SIZE_MIN, max=SIZE_MAX),
                     metadata={"description": "Grid lines across and down; stars sit on their points."})


# Actions
class StarshowerCallAction(Schema):
    class Meta:
        examples = [{"type": "call", "side": "heads"}]

    type = action_type(CALL)
    side = fields.String(required=True, validate=validate.OneOf(COIN))


class StarshowerStarAction(Schema):
    class Meta:
        examples = [{"type": "star", "point": [3, 4]},
                    {"type": "star", "point": [3, 4], "group": [[1, 4], [3, 4]]}]

    type = action_type(STAR)
    point = grid_point(required=True)
    group = fields.List(grid_point(), validate=validate.Length(equal=2),
                        metadata={"description": (
                            "The two end points (either order) of a run of 3 or more of your live "
                            "stars that contains the new star. The legal-action list offers, per "
                            "line, the longest such run; any run of 3 or more inside it that "
                            "contains the new star is legal too.")})


class StarshowerBlackStarAction(Schema):
    class Meta:
        examples = [{"type": "black_star", "point": [5, 5], "connect": [[5, 2]]}]

    type = action_type(BLACK_STAR)
    point = grid_point(required=True)
    connect = fields.List(grid_point(), metadata={"description": (
        "Black stars in the same row or column to draw a black line to, one line each (default "
        "none). The legal-action list offers one black_star per open point whose connect names "
        "exactly the black stars it may connect to (no grouped star between; N, E, S, W, nearest "
        "first); send it as listed or any subset of it, in any order, [] included. A black star "
        "beyond a grouped star may be named too: that line is refused (a black_line_refused "
        "event) and the rest stand.")})


class StarshowerAction(ActionUnion):
    type_schemas = {
        CALL: StarshowerCallAction,
        STAR: StarshowerStarAction,
        BLACK_STAR: StarshowerBlackStarAction,
    }


# The view
class StarshowerTurn(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    phase = fields.String(required=True, validate=validate.OneOf([CALL, STAR, BLACK_STAR]))
    call = fields.String(required=True, allow_none=True, validate=validate.OneOf(COIN))
    flip = fields.String(required=True, allow_none=True, validate=validate.OneOf(COIN))


class StarshowerStar(Schema):
    point = grid_point(required=True)
    owner = StrictInt(required=True, allow_none=True, validate=_SEAT,
                      metadata={"description": "The seat of a good star; null for a black star."})
    live = fields.Boolean(required=True)
    grouped = fields.Boolean(required=True)


class StarshowerGroup(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    from_ = grid_point(required=True, data_key="from")
    to = grid_point(required=True)


class StarshowerBlackLine(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    from_ = grid_point(required=True, data_key="from")
    to = grid_point(required=True)


class StarshowerToss(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    call = fields.String(required=True, validate=validate.OneOf(COIN))
    flip = fields.String(required=True, validate=validate.OneOf(COIN))


class StarshowerState(Schema):
    size = StrictInt(required=True, validate=validate.Range(min=SIZE_MIN, max=SIZE_MAX))
    first_player = StrictInt(required=True, validate=_SEAT)
    turn = fields.Nested(StarshowerTurn, required=True, allow_none=True,
                         metadata={"description": "Null once the game is over."})
    stars = fields.List(fields.Nested(StarshowerStar), required=True)
    groups = fields.List(fields.Nested(StarshowerGroup), required=True)
    black_lines = fields.List(fields.Nested(StarshowerBlackLine), required=True)
    closed = fields.List(grid_point(), required=True,
                         metadata={"description": "Points crossed by a black line."})
    open_points = StrictInt(required=True, validate=validate.Range(min=0))
    last_toss = fields.Nested(StarshowerToss, required=True, allow_none=True, metadata={
        "description": "The latest call and flip; every toss is in the event log (flip events)."})


class StarshowerBreakdown(Schema):
    ungrouped = StrictInt(required=True, validate=validate.Range(min=0))
    grouped = StrictInt(required=True, validate=validate.Range(min=0))
    killed = StrictInt(required=True, validate=validate.Range(min=0))


class StarshowerKilled(Schema):
    point = grid_point(required=True)
    seat = StrictInt(required=True, validate=_SEAT, metadata={"description": "The dead star's owner."})


def _seat():
    return StrictInt(required=True, validate=_SEAT)


def _star_kind():
    return fields.String(required=True, validate=validate.OneOf([GOOD, BLACK]))


EVENTS = event_schemas("Starshower", {
    "flip": ("The seat called, the coin fell: a match draws a good star, else a black one.", {
        "seat": _seat(), "call": fields.String(required=True, validate=validate.OneOf(COIN)),
        "flip": fields.String(required=True, validate=validate.OneOf(COIN)), "star": _star_kind()}),
    "star_drawn": ("A star was drawn on a grid point.", {
        "seat": _seat(), "point": grid_point(required=True), "star": _star_kind()}),
    "group_formed": ("A run of the seat's live stars became a group.", {
        "seat": _seat(), "from_": grid_point(required=True, data_key="from"), "to": grid_point(required=True),
        "stars": StrictInt(required=True, validate=validate.Range(min=3))}),
    "black_line": ("A black line was drawn: it killed the good stars and closed the points it crossed.", {
        "seat": _seat(), "from_": grid_point(required=True, data_key="from"), "to": grid_point(required=True),
        "killed": fields.List(fields.Nested(StarshowerKilled), required=True),
        "closed": fields.List(grid_point(), required=True)}),
    "black_line_refused": ("A black line named in connect was not drawn: a grouped star blocks it.", {
        "seat": _seat(), "from_": grid_point(required=True, data_key="from"), "to": grid_point(required=True),
        "reason": fields.String(required=True)}),
    "game_over": ("No open point is left.", {
        "totals": seat_list(required=True), "winners": seat_list(required=True)}),
})

OptionsSchema = StarshowerOptions
ActionSchema = StarshowerAction
StateSchema = StarshowerState
BreakdownSchema = StarshowerBreakdown
