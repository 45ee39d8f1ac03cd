"""Ratings: the maths alone (``maths``: OpenSkill, pure), a player's and the bot levels' ratings in
Redis (``store``), rating a finished game exactly once (``rated_games``), and reading them
(``leaderboards``). The archive's job and quick play's pairing use it; it knows neither.

Owns: ``sp-rating*`` keys and the leaderboards. May import: ``service.players``, ``service.store``,
``service.config``, ``service.problems``.
"""
