"""A Starlink table for tests: a seeded game, a chosen card, and a clock the test holds."""

from engines.contract import Rng
from engines.starlink import GAME
from engines.starlink.facts import CARDS, STARS
from engines.starlink.rules import card_words
from engines.starlink.state import Constellation

NOW = 1_000_000.0


def new_game(players: int = 3, timer_seconds: int = 60, seed: int = 1, start: bool = True):
    """A new game, begun at ``NOW`` as the service begins it (``start=False``: set up only)."""
    rng = Rng(seed)
    state = GAME.setup(players, GAME.meta.resolve_options({"timer_seconds": timer_seconds}), rng)
    if start:
        GAME.start(state, NOW)
    return state, rng


def card_of(word: str, state=None) -> tuple[int, int]:
    """(card id, word index) of a word: on the house edition's cards, or with ``state`` on that
    game's (its words are paired per game; a card's value is the house card's either way)."""
    for card in CARDS:
        for index, w in enumerate(CARDS[card.id].words if state is None else card_words(state, card.id)):
            if w.word == word:
                return card.id, index
    raise KeyError(word)


def deal(state, word: str) -> int:
    """Put the card bearing ``word`` in the illustrator's hand (a stacked deck); its index."""
    card, index = card_of(word, state)
    if card in state.deck:
        state.deck.remove(card)
    state.turn.card = card
    return index


def illustrate(state, rng, word: str, now: float = NOW) -> list[dict]:
    """The illustrator takes the card with ``word`` and chooses it: the sand timer starts."""
    index = deal(state, word)
    return GAME.apply(state, state.turn.illustrator, {"type": "choose_word", "word_index": index}, rng, now)


def link(state, rng, a: int, b: int, now: float = NOW) -> list[dict]:
    return GAME.apply(state, state.turn.illustrator, {"type": "add_segment", "a": a, "b": b}, rng, now)


def guess(state, rng, seat: int, text: str, now: float = NOW) -> list[dict]:
    return GAME.apply(state, seat, {"type": "guess", "text": text}, rng, now)


def leave_constellation(state, stars: list[int], cid: int | None = None) -> Constellation:
    """Put an earlier turn's constellation on the board, linking ``stars`` in a path."""
    cid = state.next_constellation if cid is None else cid
    state.next_constellation = cid + 1
    segments = [sorted(p) for p in zip(stars, stars[1:])]
    constellation = Constellation(id=cid, turn=0, illustrator=0, word="cat", segments=segments)
    state.constellations.append(constellation)
    return constellation


def nearest(star: int, count: int, exclude: set[int] = frozenset()) -> list[int]:
    """The ``count`` stars nearest to ``star`` (itself first)."""
    s = STARS[star]
    order = sorted(STARS, key=lambda t: ((t.x - s.x) ** 2 + (t.y - s.y) ** 2, t.id))
    return [t.id for t in order if t.id not in exclude][:count]


def distance2(a: int, b: int) -> int:
    return (STARS[a].x - STARS[b].x) ** 2 + (STARS[a].y - STARS[b].y) ** 2
