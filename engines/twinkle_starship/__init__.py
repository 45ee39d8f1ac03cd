"""Twinkle Starship: a trick-taking game where segment sticks turn one digit into another.

``GAME`` is the engine (see ``engines/README.md``); the rules live in ``rules.py``, the views in
``views.py``, scoring in ``scoring.py`` and the bots in ``bots.py``.
"""

from engines.contract import Game, Meta, Option, Rng

from . import facts, rules
from .bots import BOTS, LEVELS
from .scoring import scoreboard
from .state import State
from .views import view


class TwinkleStarshipGame(Game):
    meta = Meta(
        slug=facts.SLUG,
        title=facts.TITLE,
        min_players=facts.MIN_PLAYERS,
        max_players=facts.MAX_PLAYERS,
        options={
            "deals": Option(
                default=facts.DEALS_RULEBOOK, minimum=facts.DEALS_RULEBOOK, maximum=facts.MAX_DEALS,
                description="Deals in the match; 0 = the rulebook's count (4 with 4 players, 6 with 3).",
            ),
        },
        bots=tuple(BOTS),
    )
    State = State
    bots = BOTS
    bot_levels = LEVELS

    def setup(self, players: int, options: dict, rng: Rng) -> State:
        return rules.setup(players, options, rng)

    def setup_events(self, state: State) -> list[dict]:
        """The events of the opening deal, which ``setup`` (returning only a state) cannot emit."""
        return rules.deal_events(state) if state.deal == 1 and not state.tricks and not state.current else []

    def to_act(self, state: State, now: float) -> dict[int, str]:
        return rules.to_act(state)

    def legal_actions(self, state: State, seat, now: float) -> list[dict]:
        return rules.legal_actions(state, seat)

    def apply(self, state: State, seat, action, rng: Rng, now: float) -> list[dict]:
        return rules.apply(state, seat, action, rng)

    def view(self, state: State, seat: int | None) -> dict:
        return view(state, seat)

    def score(self, state: State) -> dict:
        return scoreboard(state)

    def is_over(self, state: State) -> bool:
        return state.over


GAME = TwinkleStarshipGame()
