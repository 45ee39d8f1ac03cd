"""The store: Redis and what lives in it for every concern — the game store (``games``: a game's
hash, log and actions, committed by one Lua script), the key names and the cluster's rules for
them (``keys``), the connections (``clients``), the codec, the lobby and players' hashes and feeds
that span games (``lobby``, ``players``), a key's origin (``key_origins``), and the job queue with
its workers and announcements (``queue``, ``announcements``).

Owns: every ``sp:*`` key of a game, a player and the lobby, and the RQ queues.
May import: ``service.config``, ``service.problems`` (and engines, schemas). Nothing else of the service.
"""
