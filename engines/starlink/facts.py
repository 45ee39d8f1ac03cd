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
# A word's sketch (the bots' picture of it): strokes on a 10 × 10 grid, few enough points and
# segments to be drawn on the stars within a turn.
SKETCH_GRID, SKETCH_MAX_POINTS, SKETCH_MAX_SEGMENTS = 10, 10, 10


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
    sketches: dict[str, list[list[tuple[int, int]]]]  # word -> strokes, each a list of points


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
    words = [word.word for card in cards for word in card.words]
    need(sorted(edition.sketches) == sorted(words), "one sketch per word, and none for anything else")
    for name, strokes in edition.sketches.items():
        _check_sketch(name, strokes, need)


def _check_sketch(name: str, strokes: list[list[tuple[int, int]]], need) -> None:
    need(bool(strokes) and all(len(stroke) >= 2 for stroke in strokes), f"sketch {name!r}: strokes of 2+ points")
    points = [p for stroke in strokes for p in stroke]
    need(all(0 <= x < SKETCH_GRID and 0 <= y < SKETCH_GRID for x, y in points), f"sketch {name!r}: on the grid")
    segments = {tuple(sorted(pair)) for stroke in strokes for pair in zip(stroke, stroke[1:])}
    need(all(a != b for a, b in segments), f"sketch {name!r}: no segment of zero length")
    need(len(set(points)) <= SKETCH_MAX_POINTS, f"sketch {name!r}: at most {SKETCH_MAX_POINTS} points")
    need(len(segments) <= SKETCH_MAX_SEGMENTS, f"sketch {name!r}: at most {SKETCH_MAX_SEGMENTS} segments")


def _load() -> HouseEdition:
    raw = Path(__file__).with_name("data.json").read_bytes()
    edition = msgspec.json.decode(raw, type=HouseEdition)
    _check(edition)
    return edition


HOUSE = _load()
STARS: list[Star] = HOUSE.stars
CARDS: list[Card] = HOUSE.cards
LENS_RADIUS: int = HOUSE.lens_radius
# Every word of the house edition, in its card order: a game's cards name their words by place
# in this list. The edition prints which two words share a card, but a game pairs them afresh
# (rules.deal_pairs): only a word's value (its card's value, its class) comes from the edition.
WORDS: list[Word] = [word for card in CARDS for word in card.words]
# The public vocabulary a guesser may pick from: both words of every card, sorted, so that no
# order a client sees (the guess list, a bot's ties) tells which two words share a card.
VOCABULARY: list[str] = sorted(word.word for card in CARDS for word in card.words)
SKETCHES: dict[str, list[list[tuple[int, int]]]] = HOUSE.sketches
