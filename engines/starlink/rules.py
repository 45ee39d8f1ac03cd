"""Starlink's rules: whose move it is, what they may do, and what it does. Legality is decided
here and nowhere else."""

from engines.contract import PRIVATE_FOREVER, VISIBLE_TO, Action, Event, IllegalAction, Rng
from engines.starlink.facts import (
    CARDS, GUESS_MAX_CHARS, LENS_RADIUS, NO_ROOM_FREE_STARS, STARS, TURNS_EACH, VOCABULARY, WORDS,
    Word,
)
from engines.starlink.guesses import is_right, normalise
from engines.starlink.state import Constellation, Guess, StarlinkState, Turn, TurnRecord
from engines.starlink.telescope import fits_lens

ACTION_FIELDS = {
    "erase_constellation": {"constellation"},
    "choose_word": {"word_index"},
    "add_segment": {"a", "b"},
    "erase_segment": {"a", "b"},
    "erase_all": set(),
    "guess": {"text"},
}
DRAWING_ACTIONS = ("add_segment", "erase_segment", "erase_all")
# A turn's two phases, as a refusal names them: the illustrator chooses a word (and may erase a
# constellation first), then draws while the others guess until the sand timer runs out.
WORD_CHOICE, DRAWING = "word choice", "drawing and guessing"
FIRST_WORD = 0  # chosen for an illustrator who lets the time to choose run out (rulings, "A turn")


# ----- the board -----------------------------------------------------------------------------

def used_stars(state: StarlinkState) -> set[int]:
    """Stars of constellations left on the board by earlier turns."""
    return {star for c in state.constellations for segment in c.segments for star in segment}


def drawing_stars(segments: list[list[int]]) -> list[int]:
    """The stars a drawing uses, in the order they were first linked."""
    return list(dict.fromkeys(star for segment in segments for star in segment))


def _near(a: int, b: int) -> bool:
    sa, sb = STARS[a], STARS[b]
    return (sa.x - sb.x) ** 2 + (sa.y - sb.y) ** 2 <= LENS_RADIUS ** 2


def has_room(state: StarlinkState) -> bool:
    """Rulings, "No room": some lens around a free star holds ≥ 5 free stars and no used star."""
    used = used_stars(state)
    for centre in STARS:
        if centre.id in used:
            continue
        around = [s.id for s in STARS if _near(centre.id, s.id)]
        if not any(s in used for s in around) and len(around) >= NO_ROOM_FREE_STARS:
            return True
    return False


def may_erase_for_room(state: StarlinkState) -> bool:
    turn = state.turn
    return (turn is not None and turn.word_index is None and not turn.erased_for_room
            and bool(state.constellations) and not has_room(state))


def deal_pairs(rng: Rng) -> list[list[int]]:
    """This game's cards (see ``StarlinkState.pairs``): each card keeps its value, and the words
    of each value are shuffled and paired onto that value's cards, two by two, in card order. So a
    word's partner is any other word of its value, uniformly, and which word of a card is first
    is chance too. ``rng`` is the hidden stream: the shown seed says nothing of the pairs."""
    pairs: list[list[int]] = [[] for _ in CARDS]
    for value in sorted({card.value for card in CARDS}):
        cards = [card.id for card in CARDS if card.value == value]
        words = [place for card in cards for place in (2 * card, 2 * card + 1)]
        rng.shuffle(words)
        for i, card in enumerate(cards):
            pairs[card] = words[2 * i:2 * i + 2]
    return pairs


def card_words(state: StarlinkState, card: int) -> list[Word]:
    """The two words of this game's card ``card`` (its value is ``CARDS[card].value``)."""
    if not state.pairs:  # stored before games paired their words: the house edition's cards
        return CARDS[card].words
    return [WORDS[place] for place in state.pairs[card]]


def card_word(state: StarlinkState, turn: Turn) -> Word:
    return card_words(state, turn.card)[turn.word_index]


# ----- whose move ----------------------------------------------------------------------------

def timer_running(turn: Turn, now: float) -> bool:
    return turn.deadline is not None and now < turn.deadline


def choice_open(turn: Turn, now: float) -> bool:
    """The illustrator may still choose: the choosing clock has not started or has not run out."""
    return turn.choice_deadline is None or now < turn.choice_deadline


def start(state: StarlinkState, now: float) -> None:
    """The game begins at ``now``: the first illustrator's time to choose starts (``setup`` has
    no clock). Later turns start their clock in ``start_turn``."""
    turn = state.turn
    if turn is not None and turn.word_index is None and turn.choice_deadline is None:
        turn.choice_deadline = now + state.timer_seconds


def deadline(state: StarlinkState) -> float | None:
    """When time next acts on its own: the end of the choice (None if its clock never started),
    then the sand timer's end."""
    turn = state.turn
    if turn is None:
        return None
    if turn.word_index is None:
        return turn.choice_deadline
    return turn.deadline


def may_guess(turn: Turn, seat: int) -> bool:
    if seat == turn.illustrator:
        return False
    return seat != turn.timer_holder or turn.holder_may_guess


def check_seat(state: StarlinkState, seat) -> int:
    """A seat number of this table (not a bool, a float or a name), or IllegalAction."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise IllegalAction.not_your_turn("Only the seated players play Starlink.")
    return seat


def to_act(state: StarlinkState, now: float) -> dict[int, str]:
    turn = state.turn
    if turn is None:
        return {}
    if turn.word_index is None:
        return {turn.illustrator: "choose_word"} if choice_open(turn, now) else {}
    if not timer_running(turn, now):
        return {}  # the sand timer is empty: the turn waits for expire()
    actors = {}
    if turn.drawing or len(STARS) - len(used_stars(state)) >= 2:  # else nothing left to draw
        actors[turn.illustrator] = "draw"
    for seat in range(state.players):
        if may_guess(turn, seat):
            actors[seat] = "guess"
    return actors


def legal_actions(state: StarlinkState, seat, now: float) -> list[Action]:
    prompt = to_act(state, now).get(check_seat(state, seat))
    turn = state.turn
    if prompt is None or turn is None:
        return []
    if prompt == "choose_word":
        actions: list[Action] = []
        if may_erase_for_room(state):
            actions += [{"type": "erase_constellation", "constellation": c.id}
                        for c in state.constellations]
        return actions + [{"type": "choose_word", "word_index": i} for i in range(2)]
    if prompt == "guess":
        # The public vocabulary, sorted and the same whatever card is in play: it reveals nothing.
        return [{"type": "guess", "text": word} for word in VOCABULARY]
    used = used_stars(state)
    drawn = {tuple(s) for s in turn.drawing}
    free = [s.id for s in STARS if s.id not in used]
    actions = [{"type": "add_segment", "a": a, "b": b}
               for i, a in enumerate(free) for b in free[i + 1:] if (a, b) not in drawn]
    actions += [{"type": "erase_segment", "a": a, "b": b} for a, b in turn.drawing]
    if turn.drawing:
        actions.append({"type": "erase_all"})
    return actions


# ----- checking an action --------------------------------------------------------------------

def _int_field(action: Action, name: str) -> int:
    value = action.get(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction.rule(f"'{name}' must be a whole number.")
    return value


def _star_field(action: Action, name: str) -> int:
    star = _int_field(action, name)
    if not 0 <= star < len(STARS):
        raise IllegalAction.rule(f"There is no star {star} on the board (stars are 0 to {len(STARS) - 1}).")
    return star


def _segment(action: Action) -> tuple[int, int]:
    a, b = _star_field(action, "a"), _star_field(action, "b")
    if a == b:
        raise IllegalAction.rule("A link joins two different stars.")
    return min(a, b), max(a, b)


def _check_shape(action) -> str:
    if not isinstance(action, dict) or not all(isinstance(key, str) for key in action):
        raise IllegalAction.rule("An action is an object with a 'type' and named fields.")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in ACTION_FIELDS:
        raise IllegalAction.rule(f"Unknown action type; Starlink knows {', '.join(ACTION_FIELDS)}.")
    extra = sorted(set(action) - ACTION_FIELDS[kind] - {"type"})
    if extra:
        raise IllegalAction.rule(f"A {kind} action has no field(s) {', '.join(extra)}.")
    return kind


def _check_actor(state: StarlinkState, seat, kind: str, now: float) -> Turn:
    turn = state.turn
    if turn is None:
        raise IllegalAction.game_over()
    check_seat(state, seat)
    if kind in ("erase_constellation", "choose_word"):
        if seat != turn.illustrator:
            raise IllegalAction.not_your_turn("Only the illustrator picks the card's word.")
        if turn.word_index is not None:
            raise IllegalAction.wrong_phase(DRAWING, "your word is chosen and the sand timer is running: draw it "
                                            '({"type": "add_segment", "a": …, "b": …})', sent=WORD_CHOICE)
        if not choice_open(turn, now):
            raise IllegalAction.rule("The time to choose has run out: the first word is chosen for you.")
        return turn
    if turn.word_index is None:
        do = ('choose your word first: {"type": "choose_word", "word_index": 0} (or 1); the sand timer starts then'
              if seat == turn.illustrator else
              f"the illustrator (seat {turn.illustrator}) is choosing a word; guess once the sand timer starts")
        raise IllegalAction.wrong_phase(WORD_CHOICE, do, sent=DRAWING)
    if not timer_running(turn, now):
        raise IllegalAction.rule("The sand timer has run out.")
    if kind == "guess":
        if seat == turn.illustrator:
            raise IllegalAction.rule("The illustrator cannot guess their own word.")
        if not may_guess(turn, seat):
            raise IllegalAction.rule(
                "You hold the sand timer after a wrong guess: stay silent until someone else guesses.")
    elif seat != turn.illustrator:
        raise IllegalAction.not_your_turn("Only the illustrator draws.")
    return turn


# ----- applying an action --------------------------------------------------------------------

def apply(state: StarlinkState, seat, action: Action, rng: Rng, now: float) -> list[Event]:
    kind = _check_shape(action)
    turn = _check_actor(state, seat, kind, now)
    if kind == "erase_constellation":
        return _erase_constellation(state, turn, action)
    if kind == "choose_word":
        return _choose_word(state, turn, action, now)
    if kind == "add_segment":
        return _drawing_changed(state, turn, _add_segment(state, turn, action))
    if kind == "erase_segment":
        return _drawing_changed(state, turn, _erase_segment(turn, action))
    if kind == "erase_all":
        return _drawing_changed(state, turn, _erase_all(turn))
    return _guess(state, turn, seat, action, rng, now)


def _erase_constellation(state: StarlinkState, turn: Turn, action: Action) -> list[Event]:
    wanted = _int_field(action, "constellation")
    target = next((c for c in state.constellations if c.id == wanted), None)
    if target is None:
        raise IllegalAction.rule(f"There is no constellation {wanted} on the board.")
    if turn.erased_for_room:
        raise IllegalAction.rule("You have already erased a constellation this turn.")
    if has_room(state):
        raise IllegalAction.rule(
            "There is still room on the board: a constellation may be erased only when no lens-sized space is free.")
    state.constellations.remove(target)
    turn.erased_for_room = True
    return [{"type": "constellation_erased", "seat": turn.illustrator, "constellation": target.id}]


def _choose_word(state: StarlinkState, turn: Turn, action: Action, now: float) -> list[Event]:
    index = _int_field(action, "word_index")
    if index not in (0, 1):
        raise IllegalAction.rule("Choose word 0 or word 1 of your card.")
    return choose_word(state, turn, index, now)


def choose_word(state: StarlinkState, turn: Turn, index: int, now: float) -> list[Event]:
    """The word is chosen (by the illustrator, or for them when time ran out): the sand timer starts."""
    turn.word_index = index
    turn.deadline = now + state.timer_seconds
    return [
        {"type": "word_chosen", "seat": turn.illustrator, "word": card_word(state, turn).word,
         VISIBLE_TO: [turn.illustrator]},
        {"type": "timer_started", "seat": turn.illustrator, "deadline": turn.deadline},
    ]


def _add_segment(state: StarlinkState, turn: Turn, action: Action) -> list[Event]:
    a, b = _segment(action)
    used = used_stars(state)
    for star in (a, b):
        if star in used:
            raise IllegalAction.rule(
                f"Star {star} belongs to an earlier constellation; only free stars can be linked.")
    if [a, b] in turn.drawing:
        raise IllegalAction.rule(f"Stars {a} and {b} are already linked.")
    turn.drawing.append([a, b])
    return [{"type": "segment_added", "a": a, "b": b}]


def _erase_segment(turn: Turn, action: Action) -> list[Event]:
    a, b = _segment(action)
    if [a, b] not in turn.drawing:
        raise IllegalAction.rule(f"Stars {a} and {b} are not linked in your drawing.")
    turn.drawing.remove([a, b])
    return [{"type": "segment_erased", "a": a, "b": b}]


def _erase_all(turn: Turn) -> list[Event]:
    if not turn.drawing:
        raise IllegalAction.rule("There is nothing drawn to erase.")
    turn.drawing.clear()
    return [{"type": "drawing_erased"}]


def _drawing_changed(state: StarlinkState, turn: Turn, events: list[Event]) -> list[Event]:
    """Rulings, "A turn" (house): with 2 players the lone guesser's silence ends when the drawing
    changes, for there is no one else to guess."""
    if state.players == 2 and turn.timer_holder is not None:
        turn.holder_may_guess = True
    return events


def _guess(state: StarlinkState, turn: Turn, seat: int, action: Action, rng: Rng, now: float) -> list[Event]:
    text = action.get("text")
    if not isinstance(text, str) or not 1 <= len(text) <= GUESS_MAX_CHARS:
        raise IllegalAction.rule(f"A guess is a word of 1 to {GUESS_MAX_CHARS} characters.")
    if not normalise(text):
        raise IllegalAction.rule("A guess needs at least one letter or digit.")
    word = card_word(state, turn)
    right = is_right(text, word.word, word.aliases)
    turn.guesses.append(Guess(seat=seat, text=text, right=right))
    if right:
        event = {"type": "guessed", "seat": seat, "text": text, "right": True}
        return [event, *end_turn(state, guesser=seat, now=now)]
    turn.timer_holder = seat  # they take the sand timer, and stay silent until someone else guesses
    turn.holder_may_guess = False
    return [{"type": "guessed", "seat": seat, "text": text, "right": False, "timer_holder": seat}]


# ----- the end of a turn and of the game -----------------------------------------------------

def expire(state: StarlinkState, now: float, rng: Rng) -> list[Event]:
    """What time does on its own, once due: choose the first word for an illustrator whose time
    to choose ran out, or close the turn with no points once the sand timer is empty. Otherwise
    nothing."""
    turn = state.turn
    if turn is None:
        return []
    if turn.word_index is None:
        if turn.choice_deadline is None or now < turn.choice_deadline:
            return []
        return choose_word(state, turn, FIRST_WORD, now)
    if turn.deadline is None or now < turn.deadline:
        return []
    return end_turn(state, guesser=None, now=now)


def end_turn(state: StarlinkState, guesser: int | None, now: float) -> list[Event]:
    turn = state.turn
    card = CARDS[turn.card]
    word = card_word(state, turn).word
    stars = drawing_stars(turn.drawing)
    lens_bonus = guesser is not None and fits_lens([(STARS[s].x, STARS[s].y) for s in stars], LENS_RADIUS)
    constellation = None
    if turn.drawing:  # the drawing stays on the board: its stars are used from now on
        constellation = state.next_constellation
        state.next_constellation += 1
        state.constellations.append(Constellation(
            id=constellation, turn=turn.number, illustrator=turn.illustrator, word=word,
            segments=[list(s) for s in turn.drawing]))
    points = card.value + (1 if lens_bonus else 0) if guesser is not None else 0
    if guesser is not None:
        state.scores[turn.illustrator] += points
        state.scores[guesser] += points
    state.history.append(TurnRecord(
        turn=turn.number, illustrator=turn.illustrator, word=word, value=card.value,
        guesser=guesser, lens_bonus=lens_bonus, constellation=constellation))
    events: list[Event] = [{
        "type": "turn_ended", "turn": turn.number, "illustrator": turn.illustrator,
        "reason": "guessed" if guesser is not None else "timer", "word": word,
        "value": card.value, "guesser": guesser, "lens_bonus": lens_bonus, "points": points,
        "constellation": constellation,
    }]
    return events + start_turn(state, turn.number + 1, now)


def start_turn(state: StarlinkState, number: int, now: float | None) -> list[Event]:
    """The next illustrator picks the top card, and has ``timer_seconds`` from ``now`` to choose a
    word (``None``: setup, which has no clock; ``start`` sets it); the game ends after everyone
    illustrated twice."""
    if number >= state.players * TURNS_EACH or not state.deck:
        state.turn = None
        best = max(state.scores)
        winners = [seat for seat, points in enumerate(state.scores) if points == best]
        return [{"type": "game_over", "scores": list(state.scores), "winners": winners}]
    state.turn = Turn(number=number, illustrator=number % state.players, card=state.deck.pop(),
                      choice_deadline=None if now is None else now + state.timer_seconds)
    return turn_started_events(state, state.turn)


def turn_started_events(state: StarlinkState, turn: Turn) -> list[Event]:
    """Who illustrates now, and the card only they are told: for ever, as the word they do not
    choose is never published (rulings, "What each seat may see")."""
    card = CARDS[turn.card]
    return [
        {"type": "turn_started", "turn": turn.number, "illustrator": turn.illustrator},
        {"type": "card_drawn", "seat": turn.illustrator, "card": card.id,
         "words": [w.word for w in card_words(state, turn.card)], "value": card.value, VISIBLE_TO: [turn.illustrator],
         PRIVATE_FOREVER: True},
    ]
