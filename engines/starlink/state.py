"""The Starlink state: plain msgspec Structs. Secrets (the deck order, the card in hand) live
here in the clear; views.py decides, field by field, who sees what."""

import msgspec

Segment = list[int]  # [a, b], star ids with a < b


class Guess(msgspec.Struct):
    seat: int
    text: str
    right: bool


class Turn(msgspec.Struct):
    """The turn being played: the illustrator's card, their drawing, the guesses so far."""

    number: int  # 0-based; the game has players × 2 turns
    illustrator: int
    card: int  # a card id: secret to all but the illustrator until the turn ends
    word_index: int | None = None  # the chosen word; None until choose_word
    # Epoch seconds by which a word must be chosen; None only for the game's first turn until the
    # game starts (setup has no clock; the contract's start() sets it): see rules.start.
    choice_deadline: float | None = None
    deadline: float | None = None  # epoch seconds; set when the sand timer is flipped
    drawing: list[Segment] = msgspec.field(default_factory=list)
    guesses: list[Guess] = msgspec.field(default_factory=list)
    timer_holder: int | None = None  # the last wrong guesser, silenced until someone else guesses
    # With 2 players: the drawing changed since the lone guesser's wrong guess, so they may speak.
    holder_may_guess: bool = False
    erased_for_room: bool = False


class Constellation(msgspec.Struct):
    """A drawing left on the board by an earlier turn; its stars are used."""

    id: int
    turn: int
    illustrator: int
    word: str
    segments: list[Segment]


class TurnRecord(msgspec.Struct):
    """How one finished turn went: public once the turn is over."""

    turn: int
    illustrator: int
    word: str
    value: int
    guesser: int | None  # None when the sand timer ran out
    lens_bonus: bool
    constellation: int | None  # None when nothing was drawn


class StarlinkState(msgspec.Struct):
    players: int
    timer_seconds: int
    deck: list[int]  # card ids, top of the pile last: secret order
    turn: Turn | None  # None once the game is over
    constellations: list[Constellation] = msgspec.field(default_factory=list)
    next_constellation: int = 0
    history: list[TurnRecord] = msgspec.field(default_factory=list)
    scores: list[int] = msgspec.field(default_factory=list)
    # This game's cards: card id -> the places in facts.WORDS of its two words, dealt at setup
    # from the hidden stream (rules.deal_pairs), secret for ever. Empty: the house edition's
    # printed pairs (a state stored before games paired their words).
    pairs: list[list[int]] = msgspec.field(default_factory=list)
