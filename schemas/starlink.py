"""Starlink's schemas: options, actions, the view's state and a score breakdown. Shapes follow
``engines/starlink`` exactly; numbers come from its facts."""

from marshmallow import Schema, fields, validate

from engines.starlink.facts import (
    CARDS, GUESS_MAX_CHARS, LENS_RADIUS, MAX_PLAYERS, MAX_VALUE, MIN_VALUE, STARS, TIMER_DEFAULT,
    TIMER_MAX, TIMER_MIN, TURNS_EACH,
)
from schemas.common import ActionUnion, StrictInt, action_type, event_schemas, seat_list

_SEAT = validate.Range(min=0, max=MAX_PLAYERS - 1)
_STAR = validate.Range(min=0, max=len(STARS) - 1)
_VALUE = validate.Range(min=MIN_VALUE, max=MAX_VALUE)
_TURN = validate.Range(min=0, max=MAX_PLAYERS * TURNS_EACH - 1)


def _seat(**kwargs) -> StrictInt:
    return StrictInt(required=True, validate=_SEAT, **kwargs)


def _star(**kwargs) -> StrictInt:
    return StrictInt(required=True, validate=_STAR, **kwargs)


def _segment(**kwargs) -> fields.List:
    return fields.List(StrictInt(validate=_STAR), validate=validate.Length(equal=2), **kwargs)


class StarlinkOptions(Schema):
    timer_seconds = StrictInt(load_default=TIMER_DEFAULT,
                              validate=validate.Range(min=TIMER_MIN, max=TIMER_MAX),
                              metadata={"description": "How long the sand timer runs, in seconds; also the time to choose the word."})


# Actions
class StarlinkEraseConstellationAction(Schema):
    class Meta:
        examples = [{"type": "erase_constellation", "constellation": 0}]

    type = action_type("erase_constellation")
    constellation = StrictInt(required=True, validate=validate.Range(min=0), metadata={
        "description": "Only at the start of your turn, when the board has no room left."})


class StarlinkChooseWordAction(Schema):
    class Meta:
        examples = [{"type": "choose_word", "word_index": 1}]

    type = action_type("choose_word")
    word_index = StrictInt(required=True, validate=validate.OneOf([0, 1]),
                           metadata={"description": "Which of your card's two words; flips the sand timer."})


class StarlinkAddSegmentAction(Schema):
    class Meta:
        examples = [{"type": "add_segment", "a": 3, "b": 17}]

    type = action_type("add_segment")
    a = _star(metadata={"description": "A free star's id."})
    b = _star(metadata={"description": "Another free star's id."})


class StarlinkEraseSegmentAction(Schema):
    class Meta:
        examples = [{"type": "erase_segment", "a": 3, "b": 17}]

    type = action_type("erase_segment")
    a = _star()
    b = _star()


class StarlinkEraseAllAction(Schema):
    class Meta:
        examples = [{"type": "erase_all"}]

    type = action_type("erase_all")


class StarlinkGuessAction(Schema):
    class Meta:
        examples = [{"type": "guess", "text": "rocket"}]

    type = action_type("guess")
    text = fields.String(required=True, validate=validate.Length(min=1, max=GUESS_MAX_CHARS))


class StarlinkAction(ActionUnion):
    type_schemas = {
        "erase_constellation": StarlinkEraseConstellationAction,
        "choose_word": StarlinkChooseWordAction,
        "add_segment": StarlinkAddSegmentAction,
        "erase_segment": StarlinkEraseSegmentAction,
        "erase_all": StarlinkEraseAllAction,
        "guess": StarlinkGuessAction,
    }


# The view
class StarlinkStar(Schema):
    id = _star()
    x = StrictInt(required=True, validate=validate.Range(min=0))
    y = StrictInt(required=True, validate=validate.Range(min=0))
    bright = fields.Boolean(required=True)


class StarlinkConstellation(Schema):
    id = StrictInt(required=True, validate=validate.Range(min=0))
    turn = StrictInt(required=True, validate=_TURN)
    illustrator = _seat()
    word = fields.String(required=True)
    segments = fields.List(_segment(), required=True)


class StarlinkGuess(Schema):
    seat = _seat()
    text = fields.String(required=True, validate=validate.Length(min=1, max=GUESS_MAX_CHARS))
    right = fields.Boolean(required=True)


class StarlinkCard(Schema):
    words = fields.List(fields.String(), required=True, validate=validate.Length(equal=2))
    value = StrictInt(required=True, validate=_VALUE)
    chosen = StrictInt(required=True, allow_none=True, validate=validate.OneOf([0, 1]))


class StarlinkTurn(Schema):
    number = StrictInt(required=True, validate=_TURN)
    illustrator = _seat()
    phase = fields.String(required=True, validate=validate.OneOf(["choose_word", "drawing"]))
    drawing = fields.List(_segment(), required=True)
    guesses = fields.List(fields.Nested(StarlinkGuess), required=True)
    timer_holder = _seat(allow_none=True, metadata={
        "description": "The last wrong guesser: silent until someone else guesses."})
    may_erase_constellation = fields.Boolean(required=True)
    card = fields.Nested(StarlinkCard, required=True, allow_none=True, metadata={
        "description": "Your card, when you are the illustrator; null for everyone else."})


class StarlinkTurnRecord(Schema):
    turn = StrictInt(required=True, validate=_TURN)
    illustrator = _seat()
    word = fields.String(required=True)
    value = StrictInt(required=True, validate=_VALUE)
    guesser = _seat(allow_none=True, metadata={"description": "null when the sand timer ran out"})
    lens_bonus = fields.Boolean(required=True)
    constellation = StrictInt(required=True, allow_none=True, validate=validate.Range(min=0))


class StarlinkState(Schema):
    stars = fields.List(fields.Nested(StarlinkStar), required=True,
                        validate=validate.Length(equal=len(STARS)))
    lens_radius = StrictInt(required=True, validate=validate.Equal(LENS_RADIUS))
    timer_seconds = StrictInt(required=True, validate=validate.Range(min=TIMER_MIN, max=TIMER_MAX))
    turns_total = StrictInt(required=True, validate=validate.Range(min=0))
    deck_size = StrictInt(required=True, validate=validate.Range(min=0, max=len(CARDS)))
    constellations = fields.List(fields.Nested(StarlinkConstellation), required=True)
    turn = fields.Nested(StarlinkTurn, required=True, allow_none=True,
                         metadata={"description": "null once the game is over"})
    history = fields.List(fields.Nested(StarlinkTurnRecord), required=True)
    scores = fields.List(StrictInt(validate=validate.Range(min=0)), required=True)
    deadline = fields.Float(required=True, allow_none=True, metadata={
        "description": "Epoch seconds when the sand timer runs out; null until a word is chosen."})
    choice_deadline = fields.Float(required=True, allow_none=True, metadata={
        "description": "Epoch seconds by which the illustrator must choose a word, or the first word "
                       "is chosen for them; null once a word is chosen."})


class StarlinkBreakdown(Schema):
    card_points = StrictInt(required=True, validate=validate.Range(min=0))
    lens_points = StrictInt(required=True, validate=validate.Range(min=0))
    drawings_guessed = StrictInt(required=True, validate=validate.Range(min=0))
    right_guesses = StrictInt(required=True, validate=validate.Range(min=0))


def _turn():
    return StrictInt(required=True, validate=_TURN)


# Private events: card_drawn reaches only the illustrator, for ever; word_chosen only the
# illustrator until the game is over.
EVENTS = event_schemas("Starlink", {
    "turn_started": ("A new turn: who illustrates.", {"turn": _turn(), "illustrator": _seat()}),
    "card_drawn": ("The illustrator's card; only they see it. Its id and value are those of a house-edition card; "
                   "its two words are this game's (each game pairs the words afresh).", {
        "seat": _seat(), "card": StrictInt(required=True, validate=validate.Range(min=0, max=len(CARDS) - 1)),
        "words": fields.List(fields.String(), required=True, validate=validate.Length(equal=2)),
        "value": StrictInt(required=True, validate=_VALUE)}),
    "constellation_erased": ("The illustrator erased a constellation to make room.", {
        "seat": _seat(), "constellation": StrictInt(required=True, validate=validate.Range(min=0))}),
    "word_chosen": ("The word to draw; only the illustrator sees it until the game is over.", {
        "seat": _seat(), "word": fields.String(required=True)}),
    "timer_started": ("The sand timer runs until deadline.", {
        "seat": _seat(), "deadline": fields.Float(required=True, metadata={"description": "Epoch seconds"})}),
    "segment_added": ("A segment joined stars a and b.", {"a": _star(), "b": _star()}),
    "segment_erased": ("The segment between stars a and b was erased.", {"a": _star(), "b": _star()}),
    "drawing_erased": ("The whole drawing was erased.", {}),
    "guessed": ("A guess, right or wrong; a wrong guesser takes the sand timer.", {
        "seat": _seat(), "text": fields.String(required=True),
        "right": fields.Boolean(required=True), "timer_holder": StrictInt(validate=_SEAT)}),
    "turn_ended": ("The turn is over: guessed, or the sand timer ran out.", {
        "turn": _turn(), "illustrator": _seat(),
        "reason": fields.String(required=True, validate=validate.OneOf(["guessed", "timer"])),
        "word": fields.String(required=True), "value": StrictInt(required=True, validate=_VALUE),
        "guesser": _seat(allow_none=True), "lens_bonus": fields.Boolean(required=True),
        "points": StrictInt(required=True, validate=validate.Range(min=0)),
        "constellation": StrictInt(required=True, allow_none=True, validate=validate.Range(min=0))}),
    "game_over": ("Everyone has illustrated twice (or the deck ran out).", {
        "scores": seat_list(required=True), "winners": seat_list(required=True)}),
})

OptionsSchema = StarlinkOptions
ActionSchema = StarlinkAction
StateSchema = StarlinkState
BreakdownSchema = StarlinkBreakdown
