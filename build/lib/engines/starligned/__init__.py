"""Starligned: ten star cards in a row, simultaneous plays, effects and half-moons."""

from engines.starligned.game import StarlignedGame

GAME = StarlignedGame()
