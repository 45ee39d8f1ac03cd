"""The Starligned engine object: the contract of ``engines.contract.Game``."""

from __future__ import annotations

from engines.contract import Game, Meta, Rng
from engines.starligned import bots, rules, scoring, views
from engines.starligned.facts import MAX_PLAYERS, MIN_PLAYERS, SLUG, TITLE
from engines.starligned.state import OVER, State


class StarlignedGame(Game):
    meta = Meta(slug=SLUG, title=TITLE, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
                options={}, bots=tuple(bots.BOTS))
    State = State
    bot_levels = bots.LEVELS
    bots = bots.BOTS

    def setup(self, players: int, options: dict, rng: Rng) -> State:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Starligned seats {MIN_PLAYERS} to {MAX_PLAYERS} players")
        return rules.setup(players, options, rng)

    def setup_events(self, state: State) -> list:
        return rules.setup_events(state)

    def to_act(self, state: State, now: float) -> dict:
        return rules.to_act(state)

    def legal_actions(self, state: State, seat, now: float) -> list:
        return rules.legal_actions(state, seat)

    def apply(self, state: State, seat, action, rng: Rng, now: float) -> list:
        return rules.apply(state, seat, action, rng)

    def view(self, state: State, seat: int | None) -> dict:
        return views.view(state, seat)

    def score(self, state: State) -> dict:
        return scoring.score(state)

    def is_over(self, state: State) -> bool:
        return state.phase == OVER
