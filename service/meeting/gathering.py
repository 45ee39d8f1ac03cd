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

from service.store.games import GameStore
from service.tables.open_games import OpenGames, address_quota, key_quota
from service.problems import Problem
from service.tables.lifecycle import AlreadyMade, Tables


def derived_game_id(kind: str, ident: str) -> str:
    """The id of the game a table, challenge or rematch makes: the same at every retry."""
    return hashlib.sha256(f"starport:{kind}:{ident}".encode()).hexdigest()[:32]


class Gathering:
    def __init__(self, store: GameStore, tables: Tables, open_games: OpenGames = OpenGames()):
        self.store = store
        self.tables = tables
        self.open_games = open_games

    def quotas_of(self, players: list[str]) -> list[str]:
        """The open-game quota sets of these players' keys (``service.tables.open_games``)."""
        origins = self.store.key_origins(players) if self.open_games.most else {}
        return [key_quota(p, origins[p].origin if p in origins else None) for p in players]

    def refuse_at_cap(self, players: list[str], clients: list[str] = ()) -> None:
        """Refuse a request that may make a game (a seek, a challenge, an accept, a rematch offer)
        when its player's key (or its address, for ``clients``) has its most games stored."""
        self.open_games.refuse_at_cap(self.store.redis, [*self.quotas_of(players), *map(address_quota, clients)])

    def start(self, slug: str, game_id: str, seats: list[dict], *, options: dict | None, clock: dict | None,
              terms: dict, listed: bool, on_timeout: str = "bot", stand_in: str | None = None,
              on_leave: str = "bot", client: str | None = None) -> dict:
        """The game ``game_id`` with ``seats`` (each ``{"player": id}``, ``{"bot": level}`` or a
        rematch's ``{"token_hash": …}``), made now or found made: ``{game_id, seats, made}``,
        ``seats`` each ``{"seat", "player"?}``. ``terms``: ``rated`` and how they met; ``listed``:
        shown in the lobby (no one who met asked to keep it out). Made, it
        counts in the open-game quota of every player's key it seats, and of ``client`` (the
        address whose request made it, for a rematch: its seat tokens are no player's)."""
        found = self.store.load(game_id)
        if found is None:
            try:
                created = self.tables.create(slug, seats, options, None, clock=clock, on_timeout=on_timeout,
                                             stand_in=stand_in, on_leave=on_leave, listed=listed,
                                             game_id=game_id, terms=terms, agreed=True)
            except AlreadyMade:  # another request made it just now: its game is the one
                found = self.store.load(game_id)
            else:
                players = [s["player"] for s in seats if s.get("player")]
                self.open_games.count(self.store.redis, [*self.quotas_of(players),
                                                         *([address_quota(client)] if client else [])], game_id)
                return {"game_id": game_id, "seats": [{"seat": s["seat"], "player": s.get("player")}
                                                      for s in created["seats"]], "made": True}
        if found is None:  # made, and gone already (expired): nothing to seat anyone at
            raise Problem("not_found", "That game is gone.")
        return {"game_id": game_id, "seats": [{"seat": i, "player": s.get("player")} for i, s in enumerate(found.seats)],
                "made": False}
