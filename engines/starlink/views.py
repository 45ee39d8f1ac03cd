"""What each seat may see (rulings, "What each seat may see"), built field by field.

Public: the board, the constellations, the live drawing, the guesses, the timer holder, the
deadline (and the time to choose), the scores and finished turns. The card's words and value:
the illustrator alone, until the turn ends (then turn history shows the chosen word; the other
stays hidden for ever).
"""

from engines.starlink.facts import CARDS, LENS_RADIUS, STARS, TURNS_EACH
from engines.starlink.rules import card_words, check_seat, may_erase_for_room
from engines.starlink.state import StarlinkState

STAR_FIELD = [{"id": s.id, "x": s.x, "y": s.y, "bright": s.bright} for s in STARS]


def view(state: StarlinkState, seat: int | None) -> dict:
    if seat is not None:
        check_seat(state, seat)
    turn = state.turn
    return {
        "stars": [dict(star) for star in STAR_FIELD],
        "lens_radius": LENS_RADIUS,
        "timer_seconds": state.timer_seconds,
        "turns_total": state.players * TURNS_EACH,
        "deck_size": len(state.deck),
        "constellations": [
            {"id": c.id, "turn": c.turn, "illustrator": c.illustrator, "word": c.word,
             "segments": [list(s) for s in c.segments]}
            for c in state.constellations
        ],
        "turn": None if turn is None else {
            "number": turn.number,
            "illustrator": turn.illustrator,
            "phase": "choose_word" if turn.word_index is None else "drawing",
            "drawing": [list(s) for s in turn.drawing],
            "guesses": [{"seat": g.seat, "text": g.text, "right": g.right} for g in turn.guesses],
            "timer_holder": turn.timer_holder,
            "may_erase_constellation": may_erase_for_room(state),
            "card": _card(state, seat),
        },
        "history": [
            {"turn": r.turn, "illustrator": r.illustrator, "word": r.word, "value": r.value,
             "guesser": r.guesser, "lens_bonus": r.lens_bonus, "constellation": r.constellation}
            for r in state.history
        ],
        "scores": list(state.scores),
        "deadline": None if turn is None else turn.deadline,
        "choice_deadline": None if turn is None or turn.word_index is not None else turn.choice_deadline,
    }


def _card(state: StarlinkState, seat: int | None) -> dict | None:
    """The card in hand, for the illustrator's eyes only."""
    turn = state.turn
    if turn is None or seat != turn.illustrator:
        return None
    return {"words": [w.word for w in card_words(state, turn.card)], "value": CARDS[turn.card].value,
            "chosen": turn.word_index}
