"""Starlink: draw a word as a constellation of stars; whoever guesses it scores with you."""

from engines.starlink.game import StarlinkGame

GAME = StarlinkGame()
