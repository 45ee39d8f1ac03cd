"""Twinkle Twinkle: draft Star Chart tiles, connect Constellations, score five objects.

``GAME`` is the engine (``engines.contract.Game``); the rules live in ``rules.py``, scoring in
``scoring.py``, views in ``views.py``, bots in ``bots.py`` and the house edition's components in
``data.json`` (checked by ``facts.py`` at import).
"""

from __future__ import annotations

from engines.contract import Game, IllegalAction, Meta, Option, Rng
from engines.twinkle_twinkle import rules, scoring, views
from engines.twinkle_twinkle.bots import BOTS, LEVELS
from engines.twinkle_twinkle.facts import (
    COSMOBOT, DEFAULT_SIDE, MAX_PLAYERS, MIN_PLAYERS, OBJECTS, SIDES,
)
from engines.twinkle_twinkle.state import TwinkleTwinkleState


class TwinkleTwinkleGame(Game):
    meta = Meta(
        slug="twinkle-twinkle",
        title="Twinkle Twinkle",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        options={
            name: Option(default=DEFAULT_SIDE, choices=SIDES,
                         description=f"Which side of the {name.replace('_', ' ')} reference is used.")
            for name in OBJECTS
        },
        bots=tuple(BOTS),
        automata=(COSMOBOT,),
        hidden_information=False,  # rows and charts are open; the bag's order is secret from every seat alike
    )
    State = TwinkleTwinkleState
    bots = BOTS
    bot_levels = LEVELS

    def setup(self, players: int, options: dict, rng: Rng) -> TwinkleTwinkleState:
        return rules.setup(players, options, rng)

    def to_act(self, state, now: float) -> dict:
        return rules.to_act(state)

    def legal_actions(self, state, seat, now: float) -> list[dict]:
        return rules.legal_actions(state, seat)

    def apply(self, state, seat, action, rng: Rng, now: float) -> list[dict]:
        return rules.apply(state, seat, action, rng)

    def view(self, state, seat: int | None) -> dict:
        return views.view(state, seat)

    def score(self, state) -> dict:
        charts = [[(c.tile, c.orientation) if c is not None else None for c in chart] for chart in state.charts]
        return scoring.scoreboard(charts, dict(state.sides), final=state.over)

    def is_over(self, state) -> bool:
        return state.over

    def automaton_action(self, state, name: str, rng: Rng, now: float) -> dict:
        if state.over:
            raise IllegalAction.game_over()
        if name != COSMOBOT or rules.owner_to_act(state) != COSMOBOT:
            raise IllegalAction.not_your_turn("It is not the Cosmobot's turn.")
        return rules.legal_actions(state, COSMOBOT)[0]


GAME = TwinkleTwinkleGame()
