"""The meeting place: quick play (``quickplay``, its seeks and pairing script in ``seeks``),
challenges (``challenges``), rematches (``rematch``), their agreements in Redis (``store``), and the
one place a game for players who met is made (``gathering``).

Owns: seeks, challenges and rematch agreements in Redis. May import: ``service.ratings``,
``service.players``, ``service.tables``, ``service.store``, ``service.config``, ``service.problems``.
Never the archive, the webhooks or the watching: they are peers.
"""
