"""The game engines, pure rules. ``registry()`` maps each game's slug to its engine."""

from importlib import import_module

from engines.contract import Game, IllegalAction, Rng  # noqa: F401  (the common contract)

# One line per game package; each exports GAME (its engine) and has schemas/<package>.py.
GAME_PACKAGES = (
    "starshower",
    "twinkle_starship",
    "starligned",
    "starlink",
    "twinkle_twinkle",
)

_registry: dict[str, Game] = {}


def registry() -> dict[str, Game]:
    if not _registry:
        for package in GAME_PACKAGES:
            game = import_module(f"engines.{package}").GAME
            _registry[game.meta.slug] = game
    return _registry


def package_of(slug: str) -> str:
    return slug.replace("-", "_")
