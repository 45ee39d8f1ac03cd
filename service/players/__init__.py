"""Players: a player's key (made, rotated, revoked), the games listed for it, and what it is told
after a commit (its feed, and its webhooks' announcements) — ``directory``; its account (issue 46):
scoped tokens (``tokens``, ``SCOPES``), blocks (``blocks``: ``Blocks.blocks``, ``either_blocks``,
``blocked_pairs``) and bot accounts (``bots``: ``Bots.is_bot``), which the meeting place,
tournaments and chat ask.

Owns: nothing of its own in Redis (a player's hash, feed, tokens and blocks are ``service.store.players``).
May import: ``service.webhooks``, ``service.tables``, ``service.store``, ``service.config``, ``service.problems``.
"""
