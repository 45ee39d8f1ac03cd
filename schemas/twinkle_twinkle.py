"""Twinkle Twinkle's schemas: options (a side per object), actions (place / cosmobot_take), the
view's state and a score breakdown. Shapes follow ``engines/twinkle_twinkle`` exactly; numbers
come from its facts."""

from marshmallow import Schema, ValidationError, fields, validate

from engines.twinkle_twinkle.facts import (
    CATEGORIES, COLS, DEFAULT_SIDE, DIRECTIONS, KINDS, MAX_PLAYERS, OBJECTS, ORIENTATIONS, ROWS,
    SIDES, SOLO_RANKS, TILE_COUNT,
)
from engines.twinkle_twinkle.rules import COSMOBOT_TAKE, PLACE
from schemas.common import ActionUnion, StrictInt, action_type, event_schemas

_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_TILE_ID = validate.Range(min=0, max=TILE_COUNT - 1)
_SLOT = validate.Range(min=0)
_STANDEE = validate.Range(min=0)
_ORIENTATION = validate.Range(min=0, max=ORIENTATIONS - 1)


def _on_chart(space: list) -> None:
    if len(space) != 2:
        return  # the Length validator reports it
    row, col = space
    if not (0 <= row < ROWS and 0 <= col < COLS):
        raise ValidationError(f"A space is [row, column], row 0–{ROWS - 1}, column 0–{COLS - 1}.")


def _side(name: str) -> fields.String:
    return fields.String(load_default=DEFAULT_SIDE, validate=validate.OneOf(SIDES), metadata={
        "description": f"Which side of the {name.replace('_', ' ')} reference is used: "
                       "standard (green) or advanced (blue)."})


class TwinkleTwinkleOptions(Schema):
    comets = _side("comets")
    planets = _side("planets")
    asteroids = _side("asteroids")
    black_holes = _side("black_holes")
    satellites = _side("satellites")


assert set(TwinkleTwinkleOptions().fields) == set(OBJECTS)


# Actions
class TwinkleTwinklePlaceAction(Schema):
    class Meta:
        examples = [{"type": "place", "slot": 0, "space": [2, 3], "orientation": 5}]

    type = action_type(PLACE)
    slot = StrictInt(required=True, validate=_SLOT,
                     metadata={"description": "The Current Round slot (0 = leftmost) whose tile you take."})
    space = fields.List(StrictInt(validate=validate.Range(min=0)), required=True,
                        validate=[validate.Length(equal=2), _on_chart],
                        metadata={"description": "The empty Star Chart space [row, column] to place it on."})
    orientation = StrictInt(required=True, validate=_ORIENTATION, metadata={
        "description": "0–3: quarter turns clockwise; 4–7: mirrored left↔right, then 0–3 turns."})


class TwinkleTwinkleCosmobotTakeAction(Schema):
    class Meta:
        examples = [{"type": "cosmobot_take", "slot": 2}]

    type = action_type(COSMOBOT_TAKE)
    slot = StrictInt(required=True, validate=_SLOT)


class TwinkleTwinkleAction(ActionUnion):
    type_schemas = {
        PLACE: TwinkleTwinklePlaceAction,
        COSMOBOT_TAKE: TwinkleTwinkleCosmobotTakeAction,
    }


# The view
class TwinkleTwinkleStar(Schema):
    lines = fields.List(fields.String(validate=validate.OneOf(DIRECTIONS)), required=True)
    nova = fields.Boolean(required=True)


class TwinkleTwinkleTile(Schema):
    id = StrictInt(required=True, validate=_TILE_ID)
    kind = fields.String(required=True, validate=validate.OneOf(KINDS))
    slow = fields.Boolean(required=True)
    objects = StrictInt(required=True, validate=validate.Range(min=1, max=2))
    stars = fields.List(fields.Nested(TwinkleTwinkleStar), required=True,
                        metadata={"description": "The tile's stars with their lines as printed."})


class TwinkleTwinkleCell(Schema):
    tile = fields.Nested(TwinkleTwinkleTile, required=True)
    orientation = StrictInt(required=True, validate=_ORIENTATION)
    stars = fields.List(fields.Nested(TwinkleTwinkleStar), required=True,
                        metadata={"description": "The stars as they lie on the chart, lines turned."})


class TwinkleTwinkleChart(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    spaces = fields.List(fields.List(fields.Nested(TwinkleTwinkleCell, allow_none=True),
                                     validate=validate.Length(equal=COLS)),
                         required=True, validate=validate.Length(equal=ROWS))


class TwinkleTwinkleCurrentSlot(Schema):
    slot = StrictInt(required=True, validate=_SLOT)
    tile = fields.Nested(TwinkleTwinkleTile, required=True, allow_none=True)
    standee = StrictInt(required=True, allow_none=True, validate=_STANDEE,
                        metadata={"description": "The standee standing above the slot (it took the tile)."})


class TwinkleTwinkleNextSlot(Schema):
    slot = StrictInt(required=True, validate=_SLOT)
    tile = fields.Nested(TwinkleTwinkleTile, required=True, allow_none=True)


class TwinkleTwinkleStandee(Schema):
    standee = StrictInt(required=True, validate=_STANDEE)
    seat = StrictInt(required=True, allow_none=True, validate=_SEAT,
                     metadata={"description": "The owner's seat; null for the Cosmobot."})
    cosmobot = fields.Boolean(required=True)


# One field per kind (every kind is always there), not a free map: generated clients get a typed
# class with a field per kind.
TwinkleTwinkleBagKinds = Schema.from_dict(
    {kind: StrictInt(required=True, validate=validate.Range(min=0, max=TILE_COUNT)) for kind in KINDS},
    name="TwinkleTwinkleBagKinds")


class TwinkleTwinkleBag(Schema):
    count = StrictInt(required=True, validate=validate.Range(min=0, max=TILE_COUNT))
    kinds = fields.Nested(TwinkleTwinkleBagKinds, required=True, metadata={"description": "Tiles left, by kind"})


class TwinkleTwinkleSides(Schema):
    comets = fields.String(required=True, validate=validate.OneOf(SIDES))
    planets = fields.String(required=True, validate=validate.OneOf(SIDES))
    asteroids = fields.String(required=True, validate=validate.OneOf(SIDES))
    black_holes = fields.String(required=True, validate=validate.OneOf(SIDES))
    satellites = fields.String(required=True, validate=validate.OneOf(SIDES))


class TwinkleTwinkleState(Schema):
    round = StrictInt(required=True, validate=validate.Range(min=1))
    over = fields.Boolean(required=True)
    sides = fields.Nested(TwinkleTwinkleSides, required=True)
    current_row = fields.List(fields.Nested(TwinkleTwinkleCurrentSlot), required=True)
    next_row = fields.List(fields.Nested(TwinkleTwinkleNextSlot), required=True)
    standees = fields.List(fields.Nested(TwinkleTwinkleStandee), required=True)
    track = fields.List(StrictInt(validate=_STANDEE), required=True,
                        metadata={"description": "This round's Turn Order track, standees first to last."})
    turn = StrictInt(required=True, allow_none=True, validate=validate.Range(min=0),
                     metadata={"description": "Index into track of the standee to act; null when over."})
    charts = fields.List(fields.Nested(TwinkleTwinkleChart), required=True)
    removed = fields.List(fields.Nested(TwinkleTwinkleTile), required=True,
                          metadata={"description": "Tiles the Cosmobot took out of the game."})
    bag = fields.Nested(TwinkleTwinkleBag, required=True,
                        metadata={"description": "What is left in the bag, by kind (its order is secret)."})


class TwinkleTwinkleBreakdown(Schema):
    largest = StrictInt(required=True)
    second_largest = StrictInt(required=True)
    constellations = StrictInt(required=True)
    novas = StrictInt(required=True)
    comets = StrictInt(required=True)
    planets = StrictInt(required=True)
    asteroids = StrictInt(required=True)
    black_holes = StrictInt(required=True)
    satellites = StrictInt(required=True)
    rank = fields.String(validate=validate.OneOf([name for _, name in SOLO_RANKS]),
                         metadata={"description": "Solo only: the rulebook's rank for the total."})


assert set(TwinkleTwinkleBreakdown().fields) == set(CATEGORIES) | {"rank"}

def _tile():
    return StrictInt(required=True, validate=_TILE_ID)


def _tiles(**kwargs):
    return fields.List(StrictInt(validate=_TILE_ID, **kwargs), required=True)


EVENTS = event_schemas("TwinkleTwinkle", {
    "tile_placed": ("A seat took a tile from the Current Round row and placed it on its Star Chart.", {
        "seat": StrictInt(required=True, validate=_SEAT), "standee": StrictInt(required=True, validate=_STANDEE),
        "slot": StrictInt(required=True, validate=_SLOT), "tile": _tile(),
        "space": fields.List(StrictInt(validate=validate.Range(min=0)), required=True, validate=validate.Length(equal=2)),
        "orientation": StrictInt(required=True, validate=_ORIENTATION)}),
    "tile_removed": ("The Cosmobot took a tile out of the game.", {
        "by": fields.String(required=True, validate=validate.OneOf(["cosmobot"])),
        "standee": StrictInt(required=True, validate=_STANDEE), "slot": StrictInt(required=True, validate=_SLOT),
        "tile": _tile()}),
    "round_ended": ("Every standee has acted: the round's Turn Order track, as it ended.", {
        "round": StrictInt(required=True, validate=validate.Range(min=1)),
        "track": fields.List(StrictInt(validate=_STANDEE), required=True)}),
    "rows_refilled": ("A new round: the next row moved up and the next row was drawn from the bag.", {
        "round": StrictInt(required=True, validate=validate.Range(min=1)),
        "current": _tiles(allow_none=True), "next": _tiles(allow_none=True), "drawn": _tiles()}),
    "game_over": ("Every Star Chart is full.", {}),
})

OptionsSchema = TwinkleTwinkleOptions
ActionSchema = TwinkleTwinkleAction
StateSchema = TwinkleTwinkleState
BreakdownSchema = TwinkleTwinkleBreakdown
