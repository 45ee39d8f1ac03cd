"""Players: a player's key (made, rotated, revoked), the games listed for it, and what it is told
after a commit (its feed, and its webhooks' announcements) — ``directory``. Accounts go here next.

Owns: nothing of its own in Redis (a player's hash and feed are ``service.store.players``).
May import: ``service.webhooks``, ``service.tables``, ``service.store``, ``service.config``, ``service.problems``.
"""
