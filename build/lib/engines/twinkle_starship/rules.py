"""Twinkle Starship's rules: dealing, converting numbers, following, tricks and deals.

Legality is decided in one place, :func:`read_play`; :func:`legal_actions` lists exactly the
plays it accepts, so each listed action posts back verbatim.

>>> convert(0, False, ["g"]), convert(1, False, ["a", "d", "g"]), convert(6, True, [])
(8, 3, 9)
"""

from engines.contract import IllegalAction, Rng

from . import facts
from .facts import DIGIT_OF_FIGURE, FIGURES, SEGMENTS, TRUMP, turned
from .scoring import deal_points, match_totals, match_winners
from .state import Card, DealResult, Play, State, Trick

PROMPT = "play"
ACTION_KEYS = {"type", "card", "upside_down", "segments"}


# ---- Setup and dealing ----------------------------------------------------------------------

def setup(players: int, options: dict, rng: Rng) -> State:
    if type(players) is not int or not facts.MIN_PLAYERS <= players <= facts.MAX_PLAYERS:
        raise IllegalAction("validation_error", f"{facts.TITLE} takes {facts.MIN_PLAYERS} or "
                                                f"{facts.MAX_PLAYERS} players, not {players!r}.")
    deals = options.get("deals", facts.DEALS_RULEBOOK) or facts.rulebook_deals(players)
    state = State(
        players=players, deals=deals, deal=0, first_leader=rng.below(players), leader=0, turn=0,
        hands=[[] for _ in range(players)], unused=[0] * players, tricks_won=[0] * players,
        taken=[0] * players, current=[], tricks=[], results=[],
    )
    start_deal(state, rng, first_leader=state.first_leader)
    return state


def start_deal(state: State, rng: Rng, first_leader: int) -> list[dict]:
    """Shuffle, deal equally, hand out the sticks; the first leader opens the deal."""
    n = state.players
    cards = [Card(colour, digit) for colour, digit in facts.deck(n)]
    rng.shuffle(cards)
    size = len(cards) // n
    state.deal += 1
    state.first_leader = state.leader = state.turn = first_leader
    state.hands = [sorted(cards[i * size:(i + 1) * size], key=card_order) for i in range(n)]
    state.unused = [facts.sticks_per_player(n)] * n
    state.tricks_won = [0] * n
    state.taken = [0] * n
    state.current = []
    state.tricks = []
    return deal_events(state)


def deal_events(state: State) -> list[dict]:
    """The events that announce the current deal: one private hand per seat, then the lead."""
    events = [{"type": "dealt", "deal": state.deal, "seat": seat,
               "hand": [card.wire() for card in hand], "visible_to": [seat]}
              for seat, hand in enumerate(state.hands)]
    events.append({"type": "deal_started", "deal": state.deal, "leader": state.first_leader,
                   "sticks": state.unused[0]})
    return events


def card_order(card: Card) -> tuple[int, int]:
    return facts.COLOURS.index(card.colour), card.digit


# ---- Converting numbers ---------------------------------------------------------------------

def convert(digit: int, upside_down: bool, segments: list[str]) -> int | None:
    """The digit shown once ``segments`` are added to the card (turned if asked), or None.

    Rulings, Seven-segment figures: the result must be one of the ten figures, and no added
    segment may already be lit.
    """
    lit = FIGURES[digit]
    if upside_down:
        lit = turned(lit)
    if set(segments) & set(lit):
        return None
    return DIGIT_OF_FIGURE.get("".join(sorted(lit + "".join(segments))))


def conversions(digit: int, upside_down: bool, sticks: int) -> list[tuple[list[str], int]]:
    """Every (added segments, value) a card can show with at most ``sticks`` sticks."""
    lit = set(turned(FIGURES[digit]) if upside_down else FIGURES[digit])
    found = []
    for value, figure in FIGURES.items():
        if lit <= set(figure) and len(figure) - len(lit) <= sticks:
            found.append((sorted(set(figure) - lit), value))
    return found


# ---- Whose turn, what may be played ---------------------------------------------------------

def to_act(state: State) -> dict[int, str]:
    return {} if state.over else {state.turn: PROMPT}


def led_colour(state: State) -> str | None:
    return state.current[0].card.colour if state.current else None


def followable(state: State, seat: int) -> list[Card]:
    """The cards ``seat`` may play: the led colour if they hold it, else any (Play)."""
    hand = state.hands[seat]
    led = led_colour(state)
    same = [card for card in hand if card.colour == led]
    return same or list(hand)


def refuse_non_seat(seat) -> None:
    """A seat is a whole number (``None`` a spectator in views); ``1.0`` or ``True`` is neither."""
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
        raise IllegalAction.not_your_turn("A seat is a whole number, such as 0.")


def legal_actions(state: State, seat) -> list[dict]:
    refuse_non_seat(seat)
    if state.over or seat != state.turn:
        return []
    actions = []
    for card in followable(state, seat):
        for upside_down in (False, True):
            for segments, _value in conversions(card.digit, upside_down, state.unused[seat]):
                actions.append({"type": "play", "card": card.wire(), "upside_down": upside_down,
                                "segments": segments})
    return actions


def read_play(state: State, seat, action) -> tuple[int, bool, list[str], int]:
    """Check one action against every rule; return (hand index, upside_down, segments, value)."""
    if state.over:
        raise IllegalAction.game_over()
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
        raise IllegalAction.not_your_turn("Only the seats at the table play cards.")
    if seat != state.turn:
        raise IllegalAction.not_your_turn(f"It is seat {state.turn}'s turn to play a card.")
    if not isinstance(action, dict) or action.get("type") != "play":
        raise IllegalAction.rule('The only action is a play: {"type": "play", "card": ..., '
                                 '"upside_down": ..., "segments": [...]}.')
    extra = sorted(str(key) for key in set(action) - ACTION_KEYS)
    if extra:
        raise IllegalAction.rule(f"A play has no field {', '.join(extra)}.")
    card = read_card(action.get("card"))
    upside_down = action.get("upside_down")
    if not isinstance(upside_down, bool):
        raise IllegalAction.rule("Say whether the card is played upside down (true or false).")
    segments = read_segments(action.get("segments"))

    hand = state.hands[seat]
    if card not in hand:
        raise IllegalAction.rule(f"You do not hold the {describe(card)}.")
    led = led_colour(state)
    if led is not None and card.colour != led and any(c.colour == led for c in hand):
        raise IllegalAction.rule(
            f"You must follow suit: {led} was led and you hold {led}, so you cannot play {card.colour}.")
    lit = turned(FIGURES[card.digit]) if upside_down else FIGURES[card.digit]
    already = [s for s in segments if s in lit]
    if already:
        raise IllegalAction.rule(
            f"Segment {', '.join(already)} is already lit on that card; a stick must add a new segment.")
    value = convert(card.digit, upside_down, segments)
    if value is None:
        shown = "an upside-down " if upside_down else "a "
        raise IllegalAction.rule(
            f"Adding {''.join(segments) or 'nothing'} to {shown}{card.digit} does not make a valid "
            "figure (only 0–9 as in the figure table: 7 with three segments, 6 with its top bar, "
            "9 with its bottom bar).")
    if len(segments) > state.unused[seat]:
        raise IllegalAction.rule(
            f"That needs {len(segments)} sticks but you have only {state.unused[seat]} unused "
            "(sticks taken in tricks can never be spent).")
    return hand.index(card), upside_down, segments, value


def read_card(raw) -> Card:
    if not isinstance(raw, dict) or set(raw) != {"colour", "digit"}:
        raise IllegalAction.rule('Name the card as {"colour": ..., "digit": ...}.')
    colour, digit = raw["colour"], raw["digit"]
    if colour not in facts.COLOURS:
        raise IllegalAction.rule(f"A card's colour is one of {', '.join(facts.COLOURS)}.")
    if not isinstance(digit, int) or isinstance(digit, bool) or digit not in facts.PRINTED_DIGITS:
        raise IllegalAction.rule("A card's printed digit is a whole number from 0 to 8.")
    return Card(colour, digit)


def read_segments(raw) -> list[str]:
    if not isinstance(raw, list) or not all(isinstance(s, str) and s in SEGMENTS for s in raw):
        raise IllegalAction.rule("Segments are a list of the letters a to g.")
    if len(set(raw)) != len(raw):
        raise IllegalAction.rule("Each segment can take only one stick; a letter is repeated.")
    return sorted(raw)


def describe(card: Card) -> str:
    return f"{card.colour} {card.digit}"


# ---- Playing a card, winning a trick, ending a deal -----------------------------------------

def apply(state: State, seat, action, rng: Rng) -> list[dict]:
    index, upside_down, segments, value = read_play(state, seat, action)
    # Everything is checked: from here on the state changes.
    card = state.hands[seat].pop(index)
    state.unused[seat] -= len(segments)
    play = Play(seat=seat, card=card, upside_down=upside_down, segments=segments, value=value)
    state.current.append(play)
    events = [{"type": "card_played", "deal": state.deal, **play_wire(play)}]
    if len(state.current) < state.players:
        state.turn = (seat + 1) % state.players
        return events
    events.append(finish_trick(state))
    if any(state.hands):
        return events
    events.append(finish_deal(state))
    if state.deal < state.deals:
        events.extend(start_deal(state, rng, first_leader=(state.first_leader + 1) % state.players))
    else:
        state.over = True
        events.append(match_over_event(state))
    return events


def play_wire(play: Play) -> dict:
    return {"seat": play.seat, "card": play.card.wire(), "upside_down": play.upside_down,
            "segments": list(play.segments), "value": play.value}


def trick_winner(plays: list[Play]) -> int:
    """The seat that wins: highest pink if any pink, else highest of the led colour; ties go to
    the card played later (Determining the winner of the trick)."""
    led = plays[0].card.colour
    suit = TRUMP if any(p.card.colour == TRUMP for p in plays) else led
    best = None
    for play in plays:
        if play.card.colour == suit and (best is None or play.value >= best.value):
            best = play
    return best.seat


def finish_trick(state: State) -> dict:
    winner = trick_winner(state.current)
    sticks = sum(len(p.segments) for p in state.current)
    state.tricks_won[winner] += 1
    state.taken[winner] += sticks
    state.tricks.append(Trick(leader=state.leader, plays=state.current, winner=winner))
    state.current = []
    state.leader = state.turn = winner
    return {"type": "trick_won", "deal": state.deal, "trick": len(state.tricks), "winner": winner,
            "sticks_taken": sticks, "plays": [play_wire(p) for p in state.tricks[-1].plays]}


def finish_deal(state: State) -> dict:
    points = [deal_points(u, t, k) for u, t, k in zip(state.unused, state.tricks_won, state.taken)]
    result = DealResult(deal=state.deal, unused=list(state.unused), tricks=list(state.tricks_won),
                        taken=list(state.taken), points=points)
    state.results.append(result)
    totals = match_totals(state)
    return {"type": "deal_scored", "deal": state.deal,
            "players": [{"seat": seat, "unused": result.unused[seat], "tricks": result.tricks[seat],
                         "taken": result.taken[seat], "points": points[seat], "total": totals[seat]}
                        for seat in range(state.players)]}


def match_over_event(state: State) -> dict:
    return {"type": "match_over", "totals": match_totals(state), "winners": match_winners(state)}
