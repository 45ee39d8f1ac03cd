"""A player's history: every game it sat at, newest first, a page at a time, from Redis's list
of its live and recent games and from the archive for the rest.

Two parts, one cursor. First the games Redis lists for the player (``PlayerStore``: newest
seated first) that the archive does not hold yet — its live games, and those just finished
whose archive job has not run; then every game the archive holds for it (``ArchiveStore.
player_games``: newest ended first). A game is in one part or the other by whether its record
is confirmed archived (its hash's ``archived``), so none is listed twice across the seam; a
game that ends and is archived while you page may be listed once live and once archived.

The cursor (``next``, passed back as ``?after=``) is opaque: base64 of ``r|<score>|<member>``
(a place in Redis's list) or ``a|<archive cursor>``. Each is a position, not an offset, so games
seated or archived meanwhile shift no page. A page reads at most ``SCAN`` entries of Redis's
list (the archived ones it skips count): a player with thousands of archived games still in
Redis gets a short page with a ``next``, not a slow one.
"""

from __future__ import annotations

import base64
import math

from engines import registry
from service.archive.store import ArchiveStore, decode_cursor
from service.archive.read_back import archive_errors
from service.store.codec import from_json
from service.problems import Problem
from service.store.games import GameStore
from service.tables.views import kept_lobby_entry, lobby_entry

SCAN = 2000  # entries of Redis's list one page reads at most
CHUNK = 200  # entries read per round trip


def encode(part: str, *position) -> str:
    return base64.urlsafe_b64encode("|".join([part, *map(str, position)]).encode()).decode().rstrip("=")


def decode(cursor: str | None) -> tuple[str, tuple | None]:
    """("r", (score, member) | None) or ("a", archive cursor | None); 422 for anything else."""
    if cursor is None:
        return "r", None
    try:
        part, *position = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode().split("|")
        if part == "r" and len(position) == 2 and math.isfinite(float(position[0])):  # Redis refuses nan
            return "r", (float(position[0]), position[1])
        if part == "a" and len(position) == 1:
            decode_cursor(position[0])
            return "a", position[0]
    except (ValueError, UnicodeDecodeError):
        pass
    raise Problem("validation_error", "after: pass back the next of the page before, as it was given.",
                  errors={"query": {"after": ["Not a cursor this list gave."]}})


class History:
    def __init__(self, store: GameStore, archive: ArchiveStore | None):
        self.store = store
        self.archive = archive

    def games(self, player: str, after: str | None, limit: int, *, public: bool = False) -> dict:
        """A page of the player's games (lobby lines with ``you``); ``public``: only the games
        anyone may see it played, finished and listed (a public history never names a live game,
        nor one kept out of the lobby: a create, seek or challenge with ``listed: false``)."""
        part, position = decode(after)
        games: list[dict] = []
        cursor = None
        if part == "r":
            position, exhausted = self._held(player, position, limit, public, games)
            if not exhausted:
                cursor = encode("r", *position)
            else:
                part, position = "a", None
        if part == "a" and self.archive is not None:  # Redis's list read to its end: the page is not full
            cursor = self._kept(player, position, limit - len(games), public, games)
        return {"player_id": player, "games": games, "next": cursor}

    def _held(self, player, position, limit, public, games) -> tuple[tuple | None, bool]:
        """Fill ``games`` from Redis's list after ``position``: (the last position read, whether
        the list was read to its end)."""
        scanned = 0
        while len(games) < limit and scanned < SCAN:
            chunk = self.store.player_games_before(player, position, CHUNK)
            for member, score, game in chunk:
                scanned += 1
                position = (score, member)
                if game is None or (game["archived"] is not None and self.archive is not None):
                    continue  # expired; or archived: the archive's part lists it
                if public and (game["status"] != b"finished" or game["listed"] != b"1"):
                    continue
                engine = registry().get(game["slug"].decode())
                if engine is None:
                    continue
                entry = lobby_entry(engine, game)
                entry["you"] = next((i for i, s in enumerate(from_json(game["seats"])) if s.get("player") == player),
                                    None)
                games.append(entry)
                if len(games) == limit:
                    return position, False
            if len(chunk) < CHUNK:
                return position, True
        return position, False

    def _kept(self, player, position, limit, public, games) -> str | None:
        with archive_errors():
            lines, cursor = self.archive.player_games(player, limit=limit, before=position, listed_only=public)
            kept = self.archive.get_many([line["game_id"] for line in lines])
        for line in lines:
            engine = registry().get(line["game"])
            if engine is None or line["game_id"] not in kept:  # forgotten meanwhile (retention)
                continue
            games.append({**kept_lobby_entry(engine, kept[line["game_id"]]), "you": line["seat"]})
        return None if cursor is None else encode("a", cursor)
