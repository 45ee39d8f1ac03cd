"""The archive: a finished game's record (``records``), its replay and the public check of it
(``replay``, ``verify``), the SQL store and its migrations (``store``, ``migrations/``), the job
that writes a record (``archiving``), reading a finished game back once Redis forgot it
(``read_back``), a player's history (``history``), and the command line (``cli``, ``python -m
service.archive``).

Owns: the archive's database (SQLite or PostgreSQL). May import: ``service.ratings`` (a game is rated
before it is archived), ``service.tables``, ``service.store``, ``service.config``, ``service.problems``.
Never the meeting place, the webhooks or the watching: they are peers.
"""
