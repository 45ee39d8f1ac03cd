"""A player's webhooks: registering a URL (``hooks``), which destinations may be called
(``destinations``), the announcements a commit makes and the deliveries a worker sends (``deliveries``).

Owns: ``sp-hook*`` keys (``store``). May import: ``service.tables`` (seating), ``service.store``,
``service.config``, ``service.problems``.
"""
