"""A game for players who met (quick play, a challenge, a rematch): the one place such a game is made.

It is created through the one write path (``Tables.create``, then ``Writes.after_commit``): each
person's seat is a player's (its key acts for it, its feed hears ``seated``), or, in a rematch,
a seat token's kept from the game before; bots fill the rest. Its id is derived from what
formed it (a table, a challenge, a finished game), so a create retried after a crash finds the
game it made instead of making a second one; and the store makes it only if absent (one script),
so two requests making it at once store one game, and the second reads the first's.
"""

from __future__ import annotations

import hashlib

from service.store import GameStore
from service.problems import Problem
from service.tables import AlreadyMade, Tables


def derived_game_id(kind: str, ident: str) -> str:
    """The id of the game a table, challenge or rematch makes: the same at every retry."""
    return hashlib.sha256(f"starport:{kind}:{ident}".encode()).hexdigest()[:32]


class Gathering:
    def __init__(self, store: GameStore, tables: Tables):
        self.store = store
        self.tables = tables

    def start(self, slug: str, game_id: str, seats: list[dict], *, options: dict | None, clock: dict | None,
              terms: dict, on_timeout: str = "bot", stand_in: str | None = None, on_leave: str = "bot") -> dict:
        """The game ``game_id`` with ``seats`` (each ``{"player": id}``, ``{"bot": level}`` or a
        rematch's ``{"token_hash": …}``), made now or found made: ``{game_id, seats, made}``,
        ``seats`` each ``{"seat", "player"?}``. ``terms``: ``rated`` and how they met."""
        found = self.store.load(game_id)
        if found is None:
            try:
                created = self.tables.create(slug, seats, options, None, clock=clock, on_timeout=on_timeout,
                                             stand_in=stand_in, on_leave=on_leave, listed=False,
                                             game_id=game_id, terms=terms, agreed=True)
            except AlreadyMade:  # another request made it just now: its game is the one
                found = self.store.load(game_id)
            else:
                return {"game_id": game_id, "seats": [{"seat": s["seat"], "player": s.get("player")}
                                                      for s in created["seats"]], "made": True}
        if found is None:  # made, and gone already (expired): nothing to seat anyone at
            raise Problem("not_found", "That game is gone.")
        return {"game_id": game_id, "seats": [{"seat": i, "player": s.get("player")} for i, s in enumerate(found.seats)],
                "made": False}
