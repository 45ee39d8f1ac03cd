"""Starligned's schemas: options (none), actions, the view's state and a score breakdown.
Shapes follow ``engines/starligned`` exactly; numbers and names come from its facts."""

from marshmallow import Schema, fields, validate

from engines.starligned.facts import (CONSTELLATIONS, DECK_SIZE, EFFECTS, HAND_SIZE, MAX_PLAYERS,
                                      MOON_CARDS, ROUNDS_PER_STAGE, ROW_LENGTH, STAGES)
from engines.starligned.rules import ACTION_FIELDS
from engines.starligned.state import EFFECTS as EFFECTS_PHASE
from engines.starligned.state import OVER, PLAY, ROTATE
from schemas.common import ActionUnion, StrictInt, action_type

_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_CARD = validate.Range(min=0, max=DECK_SIZE - 1)
_PROMPTS = ["moon_bonus", "exchange_with", *[e for e in EFFECTS if e in ACTION_FIELDS]]


def _card(description: str, **kwargs) -> StrictInt:
    return StrictInt(validate=_CARD, metadata={"description": description}, **kwargs)


class StarlignedOptions(Schema):
    """Starligned has no options."""


# Actions: one flat sub-schema per type.
class StarlignedChooseAction(Schema):
    type = action_type("choose")
    card = _card("Phase 1: the hand card to play face down; send again to change it.", required=True)


class StarlignedRotateAction(Schema):
    type = action_type("rotate")
    card = _card("Phase 4: the hand card to rotate before the hand passes left.", required=True)


class StarlignedLayMoonAction(Schema):
    type = action_type("lay_moon")


class StarlignedRemoveMoonAction(Schema):
    type = action_type("remove_moon")
    card = _card("The left card under the opponent's moon card to remove.", required=True)


class StarlignedSkipMoonBonusAction(Schema):
    type = action_type("skip_moon_bonus")


class StarlignedSwapAction(Schema):
    type = action_type("swap")
    first = _card("One unblocked card of a row.", required=True)
    second = _card("Another unblocked card of the same row.", required=True)


class StarlignedMoveAction(Schema):
    type = action_type("move")
    to = StrictInt(required=True, validate=validate.Range(min=0, max=ROW_LENGTH - 1),
                   metadata={"description": "The card's new index in its owner's row."})


class StarlignedRotateCardAction(Schema):
    type = action_type("rotate_card")
    card = _card("An unblocked card in any row, not the effect's own card.", required=True)


class StarlignedRotateTelescopeAction(Schema):
    type = action_type("rotate_telescope")
    player = StrictInt(required=True, validate=_SEAT)


class StarlignedRepeatAction(Schema):
    type = action_type("repeat")
    card = _card("A card on the table whose top half has a phase-3 effect (not repeat).",
                 required=True)


class StarlignedExchangeAction(Schema):
    type = action_type("exchange")
    card = _card("An unblocked card in any row; its owner picks the hand card.", required=True)


class StarlignedExchangeWithAction(Schema):
    type = action_type("exchange_with")
    card = _card("The hand card that takes the chosen row card's place.", required=True)


class StarlignedAction(ActionUnion):
    type_schemas = {
        "choose": StarlignedChooseAction,
        "rotate": StarlignedRotateAction,
        "lay_moon": StarlignedLayMoonAction,
        "remove_moon": StarlignedRemoveMoonAction,
        "skip_moon_bonus": StarlignedSkipMoonBonusAction,
        "swap": StarlignedSwapAction,
        "move": StarlignedMoveAction,
        "rotate_card": StarlignedRotateCardAction,
        "rotate_telescope": StarlignedRotateTelescopeAction,
        "repeat": StarlignedRepeatAction,
        "exchange": StarlignedExchangeAction,
        "exchange_with": StarlignedExchangeWithAction,
    }


# The view
class StarlignedHalf(Schema):
    value = StrictInt(required=True, validate=validate.Range(min=0, max=10))
    effect = fields.String(required=True, validate=validate.OneOf(EFFECTS))


class StarlignedCard(Schema):
    card = _card("The card's id in the house deck.", required=True)
    flipped = fields.Boolean(required=True, metadata={"description": "True when the partial half is on top."})
    constellation = fields.String(required=True, validate=validate.OneOf(CONSTELLATIONS))
    top = fields.Nested(StarlignedHalf, required=True, metadata={"description": "The active half."})
    bottom = fields.Nested(StarlignedHalf, required=True)
    half_moon_left = fields.Boolean(required=True)
    half_moon_right = fields.Boolean(required=True)


class StarlignedRowCard(StarlignedCard):
    blocked = fields.Boolean(required=True, metadata={"description": "Under a moon card."})
    exchanged_in = fields.Boolean(required=True,
                                  metadata={"description": "Entered by exchange this round."})


class StarlignedRow(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    cards = fields.List(fields.Nested(StarlignedRowCard), required=True,
                        validate=validate.Length(max=ROW_LENGTH))
    moons = fields.List(_card("The left card a moon card covers."), required=True)


class StarlignedPending(Schema):
    prompt = fields.String(required=True, validate=validate.OneOf(_PROMPTS))
    decider = StrictInt(required=True, validate=_SEAT)
    card = _card("The effect's card, or the row card chosen for an exchange.", required=True)


class StarlignedState(Schema):
    stage = StrictInt(required=True, validate=validate.Range(min=1, max=STAGES))
    round = StrictInt(required=True, validate=validate.Range(min=1, max=ROUNDS_PER_STAGE))
    phase = fields.String(required=True, validate=validate.OneOf([PLAY, EFFECTS_PHASE, ROTATE, OVER]))
    starting_player = StrictInt(required=True, validate=_SEAT)
    in_turn = StrictInt(required=True, allow_none=True, validate=_SEAT,
                        metadata={"description": "Phase 3: the seat whose turn it is."})
    pending = fields.Nested(StarlignedPending, required=True, allow_none=True)
    rows = fields.List(fields.Nested(StarlignedRow), required=True)
    moon_supply = StrictInt(required=True, validate=validate.Range(min=0, max=MOON_CARDS))
    hand_sizes = fields.List(StrictInt(validate=validate.Range(min=0, max=HAND_SIZE)), required=True)
    draw_pile_size = StrictInt(required=True, validate=validate.Range(min=0, max=DECK_SIZE))
    chosen = fields.List(fields.Boolean(), required=True,
                         metadata={"description": "Who has made their face-down choice (not what)."})
    hand = fields.List(fields.Nested(StarlignedCard), required=True, allow_none=True,
                       metadata={"description": "Your telescope; null for a spectator."})
    my_choice = _card("Your face-down choice this phase, if made.", required=True, allow_none=True)


class StarlignedBreakdown(Schema):
    card_points = fields.List(StrictInt(validate=validate.Range(min=0, max=20)), required=True,
                              metadata={"description": "Each card's points, left to right, ×2/×0 applied."})
    doubled = StrictInt(required=True, validate=validate.Range(min=0, max=ROW_LENGTH))
    zeroed = StrictInt(required=True, validate=validate.Range(min=0, max=ROW_LENGTH))
    moon_cards = StrictInt(required=True, validate=validate.Range(min=0, max=MOON_CARDS))
    constellations = StrictInt(required=True, validate=validate.Range(min=0, max=len(CONSTELLATIONS)))


OptionsSchema = StarlignedOptions
ActionSchema = StarlignedAction
StateSchema = StarlignedState
BreakdownSchema = StarlignedBreakdown
