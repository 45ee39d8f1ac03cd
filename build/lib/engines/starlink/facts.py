"""Starlink's facts and house-edition components, loaded once and checked at import."""

from pathlib import Path

import msgspec

from engines.starlink.guesses import normalise, right_guesses

SLUG, TITLE = "starlink", "Starlink"
MIN_PLAYERS, MAX_PLAYERS = 2, 8
TURNS_EACH = 2  # "The game ends as soon as each player has been an illustrator twice."
TIMER_DEFAULT, TIMER_MIN, TIMER_MAX = 60, 20, 180
GUESS_MAX_CHARS = 64
NO_ROOM_FREE_STARS = 5  # a lens around a free star must hold this many free stars, no used one

# The counts the rulings fix for the house edition.
STAR_COUNT, BRIGHT_COUNT = 80, 25
BOARD_WIDTH, BOARD_HEIGHT, MIN_STAR_DISTANCE = 100, 70, 5
LENS_RADIUS_UNITS = 15
CARD_COUNT, WORDS_PER_CARD, MIN_VALUE, MAX_VALUE = 100, 2, 1, 3


class Star(msgspec.Struct, frozen=True):
    id: int
    x: int
    y: int
    bright: bool


class Word(msgspec.Struct, frozen=True):
    word: str
    aliases: list[str]


class Card(msgspec.Struct, frozen=True):
    id: int
    value: int
    words: list[Word]


class Board(msgspec.Struct, frozen=True):
    width: int
    height: int
    min_distance: int


class HouseEdition(msgspec.Struct, frozen=True):
    edition: str
    note: str
    board: Board
    lens_radius: int
    stars: list[Star]
    cards: list[Card]


def _check(edition: HouseEdition) -> None:
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise ValueError(f"Starlink data.json: {what}")

    need(edition.edition == "house edition", "must be marked house edition")
    need(edition.board == Board(BOARD_WIDTH, BOARD_HEIGHT, MIN_STAR_DISTANCE), "board size")
    need(edition.lens_radius == LENS_RADIUS_UNITS, "lens radius")
    stars = edition.stars
    need(len(stars) == STAR_COUNT, f"{STAR_COUNT} stars")
    need([s.id for s in stars] == list(range(STAR_COUNT)), "star ids 0..79 in order")
    need(sum(s.bright for s in stars) == BRIGHT_COUNT, f"{BRIGHT_COUNT} bright stars")
    need(all(0 <= s.x <= BOARD_WIDTH and 0 <= s.y <= BOARD_HEIGHT for s in stars), "stars on the board")
    for i, s in enumerate(stars):
        for t in stars[i + 1:]:
            need((s.x - t.x) ** 2 + (s.y - t.y) ** 2 >= MIN_STAR_DISTANCE ** 2,
                 f"stars {s.id} and {t.id} closer than {MIN_STAR_DISTANCE}")
    cards = edition.cards
    need(len(cards) == CARD_COUNT, f"{CARD_COUNT} cards")
    need([c.id for c in cards] == list(range(CARD_COUNT)), "card ids 0..99 in order")
    owner: dict[str, str] = {}
    for card in cards:
        need(MIN_VALUE <= card.value <= MAX_VALUE, f"card {card.id} value")
        need(len(card.words) == WORDS_PER_CARD, f"card {card.id} has two words")
        for word in card.words:
            for answer in [word.word, *word.aliases]:
                need(normalise(answer) == answer, f"{answer!r} is not in normal form")
                # No guess is right for two words, so a right guess names one card only.
                for said in right_guesses(answer):
                    need(owner.setdefault(said, word.word) == word.word,
                         f"{answer!r} clashes with {owner[said]!r}")


def _load() -> HouseEdition:
    raw = Path(__file__).with_name("data.json").read_bytes()
    edition = msgspec.json.decode(raw, type=HouseEdition)
    _check(edition)
    return edition


HOUSE = _load()
STARS: list[Star] = HOUSE.stars
CARDS: list[Card] = HOUSE.cards
LENS_RADIUS: int = HOUSE.lens_radius
# The public vocabulary a guesser may pick from: both words of every card, in card order.
VOCABULARY: list[str] = [word.word for card in CARDS for word in card.words]
