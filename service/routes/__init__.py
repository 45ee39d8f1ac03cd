"""The routes, one module per URL family: ``/v1/{game}/…`` in ``games`` (a game's record and views
in ``records``), ``/v1/players/…`` in ``players``, quick play and challenges in ``meeting``,
ratings and leaderboards in ``ratings``, ``/v1/players/me/webhooks`` in ``webhooks``, the catalogue
and health in ``operations``, the ``/play`` page in ``play``.

Owns: nothing. May import: ``service.http`` and everything below it.
"""
