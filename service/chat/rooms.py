"""Who talks and reads in which room of a game: the rule, as pure functions of a game's record.

- The **players' room** is the seats' holders'; the **spectators' room** everyone else's who
  bears a player key (an anonymous reader reads, never says).
- While a game runs a player never receives the spectators' room (a spectator could relay what
  the board shows to all but one, or what the players said, back into the game), and a spectator
  reads the players' room only in a title without hidden information
  (``engines.contract.Meta.hidden_information``: Starshower and Twinkle Twinkle, whose every piece
  is on the table; never Starligned, Starlink or Twinkle Starship, where a player could hint at a
  hand or a secret word to a spectator or be told one). Spectators' lines cannot tell a player
  anything then, but their room stays theirs.
- Once the game is over both rooms are readable by anyone who may see the game, and no more lines
  are said: the archive keeps the rooms as they were at the end.

A seat a bot plays now (its holder left, or its clock handed it over) is no longer its holder's:
who held it talks and reads as a spectator, as ``Seating.reader_of`` reads it.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines import registry
from service.store.game_record import GameRecord
from service.store.keys import CHAT_ROOMS
from service.tables.views import holder_of

PLAYERS, SPECTATORS = CHAT_ROOMS


@dataclass(frozen=True)
class Talker:
    """Who a bearer is in a game's chat. ``author``: the private id its lines are kept under and
    the operator's tools name (a player id; ``<game_id>#<seat>`` for a seat token's holder), never
    shown to another reader; ``mark``: what readers see and mute by (``seat:<n>`` for a seat,
    else ``views.holder_of``'s per-game mark); ``seat``: the seat it holds, if any."""

    author: str
    mark: str
    name: str
    seat: int | None

    @property
    def room(self) -> str:
        return PLAYERS if self.seat is not None else SPECTATORS


def talker(record: GameRecord, seat: int | None, player: str | None, name: str | None) -> Talker | None:
    """The bearer as a talker: the seat ``Seating.reader_of`` gave (None: not a holder), and the
    player its key names (None: a seat token, or no bearer). None: an anonymous reader."""
    if seat is not None:
        author = player or record.seats[seat].get("player") or f"{record.game_id}#{seat}"
        return Talker(author, f"seat:{seat}", record.seats[seat].get("name") or f"Seat {seat}", seat)
    if player is None:
        return None
    return Talker(player, holder_of(record.game_id, player), name or "Spectator", None)


def has_hidden_information(slug: str) -> bool:
    return registry()[slug].meta.hidden_information


def rooms_read(record: GameRecord, reader: Talker | None) -> tuple[str, ...]:
    """The rooms ``reader`` (None: anonymous) may read now."""
    if record.status == "finished":
        return CHAT_ROOMS
    if reader is not None and reader.seat is not None:
        return (PLAYERS,)
    if has_hidden_information(record.slug):
        return (SPECTATORS,)
    return CHAT_ROOMS
