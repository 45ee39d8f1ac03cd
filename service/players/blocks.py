"""Blocks (issue 46 item 4): a player keeps others away. No challenge, rematch offer or chat line
from a player it blocks reaches it, and quick play and tournaments avoid seating the two
together when any other seating exists. A player's blocks are private: only it lists them, and
nothing another player is told says a block was there (a blocked challenger's challenge waits
unseen until it expires, as an unanswered one does).

Kept in ``sp-player:{<pid>}:blocks`` (a set of ids, at most ``MOST``; its TTL follows its
player's: ``service.store.keys``). Who asks and what it costs: ``blocks`` and ``either_blocks``
are one command; ``blocked_pairs`` is one pipeline of one SMISMEMBER a player (n players: n
commands of n − 1 members each), whatever the blocks hold.
"""

from __future__ import annotations

from service.problems import Problem
from service.store.games import GameStore

MOST = 500  # blocks a player holds at most


class Blocks:
    def __init__(self, store: GameStore):
        self.store = store

    # -- asked by the others (the meeting place, tournaments, chat) ---------------------------------

    def blocks(self, player: str, other: str) -> bool:
        """Whether ``player`` blocked ``other``."""
        return player != other and self.store.blocking([player], other)[0]

    def blocked_by(self, player: str) -> frozenset[str]:
        """The players ``player`` blocks (at most ``MOST``; one command): chat hides their lines."""
        return frozenset(self.store.player_blocks(player))

    def either_blocks(self, a: str, b: str) -> bool:
        """Whether either of the two blocked the other."""
        return bool(self.blocked_pairs([a, b]))

    def blocked_pairs(self, players: list[str]) -> set[frozenset[str]]:
        """The pairs among these players where one blocked the other (one round trip)."""
        players = list(dict.fromkeys(players))
        pairs: set[frozenset[str]] = set()
        for player, found in self.store.blocks_among(players).items():
            others = [p for p in players if p != player]
            pairs.update(frozenset((player, other)) for other, blocked in zip(others, found) if blocked)
        return pairs

    def blockers_of(self, sender: str, receivers: list[str]) -> set[str]:
        """Those of ``receivers`` that blocked ``sender``: whom its challenge or offer never reaches."""
        receivers = [r for r in dict.fromkeys(receivers) if r != sender]
        return {r for r, blocked in zip(receivers, self.store.blocking(receivers, sender)) if blocked}

    def blocked_of(self, player: str, others: list[str]) -> set[str]:
        """Those of ``others`` that ``player`` blocks (one command, whatever the blocks hold)."""
        others = [o for o in dict.fromkeys(others) if o != player]
        return {o for o, blocked in zip(others, self.store.blocked_by(player, others)) if blocked}

    # -- the player's own (routes/accounts.py) ----------------------------------------------------

    def block(self, player: str, other: str) -> dict:
        if other == player:
            raise Problem("validation_error", "You cannot block yourself.",
                          errors={"path": {"player_id": ["Not your own player id."]}})
        if self.store.player_name(other) is None:
            raise Problem("not_found", "No such player.")
        if not self.store.block_player(player, other, MOST):
            raise Problem("too_many_blocks", f"You block {MOST} players already: lift a block first.")
        return self.listed(player)

    def unblock(self, player: str, other: str) -> dict:
        self.store.unblock_player(player, other)
        return self.listed(player)

    def listed(self, player: str) -> dict:
        blocked = self.store.player_blocks(player)
        names = self.store.player_names(blocked)
        return {"blocks": [{"player_id": p, "name": n} for p, n in zip(blocked, names)]}
