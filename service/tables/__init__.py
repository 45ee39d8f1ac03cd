"""A game's life at its table: the one write path (``writes``: load, engine, one commit, what follows
it), creating, claiming, leaving and cancelling (``lifecycle``), a seat's action (``acting``), every
move no client makes (``driver``), views, legal actions and scores (``reads``), turns and clocks
(``turns``, pure), the wire shapes (``views``, pure), who a bearer is (``seating``), the open-game
quota (``open_games``) and this process's decoded states (``state_cache``).

Owns: nothing in Redis of its own (it writes games through ``service.store``); the open-game quota's sets.
May import: ``service.store``, ``service.telemetry``, ``service.config``, ``service.problems``.
The write path tells the players through the ``writes.Telling`` protocol, never by importing them.
"""
