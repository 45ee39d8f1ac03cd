"""Bot accounts as an identity (issue 46 item 3): whether players are programs.

A player becomes a bot account once (``PUT /v1/players/me/bot``, with its key), before its
first rated game, and stays one: the mark (``bot_since`` in its hash) is never removed, and
every place that shows a player's name shows ``bot`` beside it. Its challenge policy is a
setting of the account (``service.meeting.challenges``), which ``DELETE`` clears; a bot account
without one answers its challenges itself. ``is_bot`` is what "people only" asks (quick play,
tournaments): one round trip for any number of players.
"""

from __future__ import annotations

from service.store.games import GameStore


class Bots:
    def __init__(self, store: GameStore):
        self.store = store

    def is_bot(self, players: list[str]) -> dict[str, bool]:
        """Whether each of these players is a bot account (one round trip)."""
        players = list(dict.fromkeys(players))
        return {p: since is not None for p, since in zip(players, self.store.bot_since(players))}

    def mark(self, player: str, now: float) -> float:
        """Mark the player a bot account (once: a second mark keeps the first's time)."""
        return self.store.mark_bot(player, now)
