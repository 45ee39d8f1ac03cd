"""Starshower: call the coin, draw a good star or a black star, group your stars, draw black
lines through your opponents'. How to play, with the house rulings: ``docs/games/starshower.md``.

>>> from engines.contract import Rng
>>> state = GAME.setup(2, {"size": 10}, Rng(1))
>>> GAME.to_act(state, 0.0) == {state.first_player: "call"}
True
"""

from engines.contract import Game, Meta, Option, Rng
from engines.starshower import bots, rules, scoring, views
from engines.starshower.facts import (
    MAX_PLAYERS, MIN_PLAYERS, SIZE_DEFAULT, SIZE_MAX, SIZE_MIN, SLUG, TITLE,
)
from engines.starshower.state import StarshowerState


class StarshowerGame(Game):
    meta = Meta(
        slug=SLUG,
        title=TITLE,
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        options={"size": Option(SIZE_DEFAULT, SIZE_MIN, SIZE_MAX,
                                description="Grid lines across and down; stars sit on their points.")},
        bots=tuple(bots.BOTS),
        hidden_information=False,  # every star, group and toss is on the table for all to see
    )
    State = StarshowerState
    bot_levels = bots.LEVELS
    bots = bots.BOTS

    def setup(self, players: int, options: dict, rng: Rng) -> StarshowerState:
        return rules.setup(players, options, rng)

    def to_act(self, state, now):
        return rules.to_act(state)

    def legal_actions(self, state, seat, now):
        return rules.legal_actions(state, seat)

    def apply(self, state, seat, action, rng, now):
        return rules.apply(state, seat, action, rng)

    def view(self, state, seat):
        return views.view(state, seat)

    def score(self, state):
        return scoring.score(state)

    def is_over(self, state):
        return rules.is_over(state)


GAME = StarshowerGame()
