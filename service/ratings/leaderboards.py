"""Reading ratings: a player's ratings, a title's leaderboard, and the bot levels' ratings the
catalogue shows. Every read is of Redis alone (``service.ratings.store``); the archive keeps the
full history (``ArchiveStore.rating_history``)."""

from __future__ import annotations

import logging

import redis

from engines import registry
from engines.contract import Game
from service.problems import Problem
from service.ratings.store import RatingStore, rating_of
from service.ratings.maths import bot_subject, shown, starting_levels
from service.store.games import GameStore

log = logging.getLogger(__name__)


def shown_entry(entry: dict) -> dict:
    return {**shown(rating_of(entry)), "recent": entry.get("recent", [])}


class Leaderboards:
    def __init__(self, store: GameStore, ratings: RatingStore):
        self.store = store
        self.ratings = ratings

    def player(self, player_id: str) -> dict:
        """A player's public page: its name and its rating in each title it was rated in."""
        name = self.store.player_name(player_id) if len(player_id) == 32 else None
        if name is None:
            raise Problem("not_found", "No such player.")
        entries = self.ratings.of_player(list(registry()), player_id)
        return {"player_id": player_id, "name": name,
                "ratings": {slug: shown_entry(entry) for slug, entry in entries.items()}}

    def page(self, slug: str, limit: int, after: str | None) -> dict:
        """A page of the title's non-provisional players, by ordinal, best first."""
        try:
            start, lines, cursor = self.ratings.board_page(slug, limit, after)
        except ValueError:
            raise Problem("validation_error", "That is not a leaderboard cursor: pass a page's next.",
                          errors={"query": {"after": ["Not a cursor this leaderboard gave."]}}) from None
        return {"game": slug, "players": self.ratings.board_size(slug), "next": cursor,
                "lines": [{"rank": start + i + 1, "player_id": who, "name": entry.get("name", who[:6]),
                           "ordinal": ordinal, "mu": entry["mu"], "sigma": entry["sigma"], "games": entry["games"]}
                          for i, (who, ordinal, entry) in enumerate(lines)]}

    def levels(self, engine: Game) -> dict[str, dict]:
        """Each bot level's rating now; the calibrated ones when Redis cannot answer (the
        catalogue stays up)."""
        slug = engine.meta.slug
        try:
            entries = self.ratings.ratings(slug, [bot_subject(level) for level in engine.meta.bots])
        except redis.exceptions.RedisError as error:
            log.warning("catalogue: the bot levels' ratings of %s not read (%s)", slug, error)
            return starting_levels(slug, engine.meta.bots)
        return {level: shown(rating_of(entries[bot_subject(level)])) for level in engine.meta.bots}
