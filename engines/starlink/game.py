"""StarlinkGame: the contract object, wiring the facts, rules, views and scoring together."""

from engines.contract import Game, Meta, Option, Rng
from engines.starlink import bots, rules, scoring, views
from engines.starlink.facts import (
    CARDS, MAX_PLAYERS, MIN_PLAYERS, SLUG, TIMER_DEFAULT, TIMER_MAX, TIMER_MIN, TITLE,
)
from engines.starlink.state import StarlinkState


class StarlinkGame(Game):
    meta = Meta(
        slug=SLUG, title=TITLE, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
        options={"timer_seconds": Option(
            TIMER_DEFAULT, TIMER_MIN, TIMER_MAX,
            description="Seconds to choose the word, then seconds the sand timer runs from that choice.")},
        bots=tuple(bots.BOTS), timed=True,
        optional_prompts=frozenset({"guess"}),  # guessing is optional: the turn's clock is the illustrator's
    )
    State = StarlinkState
    bot_levels = bots.LEVELS
    bots = bots.BOTS

    def setup(self, players: int, options: dict, rng: Rng) -> StarlinkState:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Starlink takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
        deck = [card.id for card in CARDS]
        rng.hidden.shuffle(deck)  # the unchosen words are private for ever: not from the shown seed
        pairs = rules.deal_pairs(rng.hidden)  # nor from the house edition's printed cards
        state = StarlinkState(players=players, timer_seconds=options["timer_seconds"],
                              deck=deck, turn=None, scores=[0] * players, pairs=pairs)
        rules.start_turn(state, 0, now=None)  # no clock here: start() starts it
        return state

    def start(self, state, now):
        """The game begins: the first illustrator has ``timer_seconds`` from ``now`` to choose."""
        rules.start(state, now)

    def setup_events(self, state):
        """The first turn's start, which ``setup`` (returning only a state) cannot emit."""
        return rules.turn_started_events(state, state.turn)

    def to_act(self, state, now):
        return rules.to_act(state, now)

    def legal_actions(self, state, seat, now):
        return rules.legal_actions(state, seat, now)

    def apply(self, state, seat, action, rng, now):
        return rules.apply(state, seat, action, rng, now)

    def view(self, state, seat):
        return views.view(state, seat)

    def score(self, state):
        return scoring.score(state)

    def is_over(self, state):
        return state.turn is None

    def deadline(self, state):
        return rules.deadline(state)

    def expire(self, state, now, rng):
        return rules.expire(state, now, rng)
