"""Starligned's schemas: options (none), actions, the view's state and a score breakdown.
Shapes follow ``engines/starligned`` exactly; numbers and names come from its facts."""

from marshmallow import Schema, fields, validate

from engines.starligned.facts import (CONSTELLATIONS, DECK_SIZE, EFFECTS, HAND_SIZE, MAX_PLAYERS,
                                      MOON_CARDS, ROUNDS_PER_STAGE, ROW_LENGTH, STAGES)
from engines.starligned.rules import ACTION_FIELDS
from engines.starligned.state import EFFECTS as EFFECTS_PHASE
from engines.starligned.state import OVER, PLAY, ROTATE
from schemas.common import ActionUnion, StrictInt, action_type, event_schemas, seat_list

_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_CARD = validate.Range(min=0, max=DECK_SIZE - 1)
_PROMPTS = ["moon_bonus", "exchange_with", *[e for e in EFFECTS if e in ACTION_FIELDS]]


def _card(description: str, **kwargs) -> StrictInt:
    return StrictInt(validate=_CARD, metadata={"description": description}, **kwargs)


class StarlignedOptions(Schema):
    """Starligned has no options."""


# Actions: one flat sub-schema per type.
class StarlignedChooseAction(Schema):
    class Meta:
        examples = [{"type": "choose", "card": 47}]

    type = action_type("choose")
    card = _card("Phase 1: the hand card to play face down; send again to change it.", required=True)


class StarlignedRotateAction(Schema):
    class Meta:
        examples = [{"type": "rotate", "card": 12}]

    type = action_type("rotate")
    card = _card("Phase 4: the hand card to rotate before the hand passes left.", required=True)


class StarlignedLayMoonAction(Schema):
    class Meta:
        examples = [{"type": "lay_moon"}]

    type = action_type("lay_moon")


class StarlignedRemoveMoonAction(Schema):
    class Meta:
        examples = [{"type": "remove_moon", "card": 30}]

    type = action_type("remove_moon")
    card = _card("The left card under the opponent's moon card to remove.", required=True)


class StarlignedSkipMoonBonusAction(Schema):
    class Meta:
        examples = [{"type": "skip_moon_bonus"}]

    type = action_type("skip_moon_bonus")


class StarlignedSwapAction(Schema):
    class Meta:
        examples = [{"type": "swap", "first": 3, "second": 40}]

    type = action_type("swap")
    first = _card("One unblocked card of a row.", required=True)
    second = _card("Another unblocked card of the same row.", required=True)


class StarlignedMoveAction(Schema):
    class Meta:
        examples = [{"type": "move", "to": 0}]

    type = action_type("move")
    to = StrictInt(required=True, validate=validate.Range(min=0, max=ROW_LENGTH - 1),
                   metadata={"description": "The card's new index in its owner's row."})


class StarlignedRotateCardAction(Schema):
    class Meta:
        examples = [{"type": "rotate_card", "card": 22}]

    type = action_type("rotate_card")
    card = _card("An unblocked card in any row, not the effect's own card.", required=True)


class StarlignedRotateTelescopeAction(Schema):
    class Meta:
        examples = [{"type": "rotate_telescope", "player": 1}]

    type = action_type("rotate_telescope")
    player = StrictInt(required=True, validate=_SEAT)


class StarlignedRepeatAction(Schema):
    class Meta:
        examples = [{"type": "repeat", "card": 8}]

    type = action_type("repeat")
    card = _card("A card on the table whose top half has a phase-3 effect (not repeat).",
                 required=True)


class StarlignedExchangeAction(Schema):
    class Meta:
        examples = [{"type": "exchange", "card": 15}]

    type = action_type("exchange")
    card = _card("An unblocked card in any row; its owner picks the hand card.", required=True)


class StarlignedExchangeWithAction(Schema):
    class Meta:
        examples = [{"type": "exchange_with", "card": 41}]

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


class StarlignedHandCard(Schema):
    card = _card("The card's id in the house deck.", required=True)
    flipped = fields.Boolean(required=True)


class StarlignedPlay(Schema):
    seat = StrictInt(required=True, validate=_SEAT)
    card = _card("The card played face down, now face up at the right of the row.", required=True)
    flipped = fields.Boolean(required=True)


def _seat():
    return StrictInt(required=True, validate=_SEAT)


def _effect():
    return fields.String(required=True, validate=validate.OneOf(EFFECTS))


def _hand():
    return fields.List(fields.Nested(StarlignedHandCard), required=True)


def _card_id():
    return StrictInt(required=True, validate=_CARD)


# Private events (dealt, received, chose_card, rotation_card) reach only their seat, for ever.
EVENTS = event_schemas("Starligned", {
    "starting_player": ("Who holds the starting-player card.", {"seat": _seat()}),
    "dealt": ("Your telescope (hand) for the stage; only you see it.", {"seat": _seat(), "hand": _hand()}),
    "received": ("The telescope passed to you; only you see it.", {"seat": _seat(), "hand": _hand()}),
    "chose": ("A seat chose its face-down card (not which).", {"seat": _seat()}),
    "chose_card": ("The card you chose face down; only you see it.", {"seat": _seat(), "card": _card_id()}),
    "rotation_chosen": ("A seat chose the card to rotate (not which).", {"seat": _seat()}),
    "rotation_card": ("The card you chose to rotate; only you see it.", {"seat": _seat(), "card": _card_id()}),
    "revealed": ("Phase 2: every chosen card went face up to the right of its row.", {
        "round": StrictInt(required=True, validate=validate.Range(min=1, max=ROUNDS_PER_STAGE)),
        "plays": fields.List(fields.Nested(StarlignedPlay), required=True)}),
    "stopped": ("A stop card was revealed: phase 3 is skipped.", {"seats": seat_list(required=True)}),
    "rotated_and_passed": ("Phase 4: the chosen cards rotated and every hand passed left.", {
        "starting_player": _seat(), "round": StrictInt(required=True, validate=validate.Range(min=1))}),
    "moon_bonus": ("A seat may now use its moon bonus.", {"seat": _seat()}),
    "moon_bonus_skipped": ("A seat let its moon bonus go.", {"seat": _seat()}),
    "moon_laid": ("A moon card now covers two cards of the seat's row.", {
        "seat": _seat(), "cards": fields.List(StrictInt(validate=_CARD), required=True)}),
    "moon_removed": ("A moon card was taken off an opponent's row.", {
        "seat": _seat(), "row": _seat(), "card": _card_id()}),
    "effect": ("A card's effect is awaiting its decider.", {"seat": _seat(), "effect": _effect(), "card": _card_id()}),
    "effect_skipped": ("An effect had no legal target.", {
        "seat": _seat(), "effect": _effect(), "card": _card_id(), "reason": fields.String(required=True)}),
    "effect_ignored": ("An effect did not apply (its card was exchanged in this round).", {
        "seat": _seat(), "effect": _effect(), "card": _card_id(), "reason": fields.String(required=True)}),
    "swapped": ("Two cards of a row changed places.", {
        "seat": _seat(), "row": _seat(), "cards": fields.List(StrictInt(validate=_CARD), required=True)}),
    "moved": ("A card moved within its row.", {
        "seat": _seat(), "card": _card_id(), "to": StrictInt(required=True, validate=validate.Range(min=0))}),
    "card_rotated": ("A card in a row was turned round.", {
        "seat": _seat(), "row": _seat(), "card": _card_id(), "flipped": fields.Boolean(required=True)}),
    "telescope_rotated": ("Every card of a player's telescope was turned round.", {
        "seat": _seat(), "player": _seat()}),
    "repeated": ("A card's effect is used again.", {
        "seat": _seat(), "card": _card_id(), "owner": _seat(), "effect": _effect()}),
    "exchange_chosen": ("A row card was chosen for an exchange; its owner picks the hand card.", {
        "seat": _seat(), "row": _seat(), "card": _card_id()}),
    "exchanged": ("A row card and a hand card changed places.", {
        "seat": _seat(), "to_hand": _card_id(), "to_row": _card_id(), "flipped": fields.Boolean(required=True)}),
    "last_cards_discarded": ("The stage ended: the cards left in hand were discarded.", {}),
    "stage_started": ("A new stage began.", {"stage": StrictInt(required=True, validate=validate.Range(min=1, max=STAGES))}),
    "game_over": ("The last stage ended.", {"winners": seat_list(required=True)}),
})

OptionsSchema = StarlignedOptions
ActionSchema = StarlignedAction
StateSchema = StarlignedState
BreakdownSchema = StarlignedBreakdown
