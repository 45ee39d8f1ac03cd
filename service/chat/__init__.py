"""Table talk (issue 48): each game's players' room and spectators' room, who may say and read
what in each (``rooms``), what a line may hold (``civility``: length, controls, links, tokens,
profanity), their Redis (``store``), and the room the routes, the streams and the archive call
(``talk``: say, read a page, mute, report, the operator's timeout, shadow-ban and delete).

Owns: ``sp:{id}:chat``, ``sp:{id}:chat:players``, ``sp:{id}:chat:spectators``,
``sp:{id}:chat:pace``, ``sp:{id}:chat:mutes`` (each bounded, and expiring with the game),
``sp-chat:timeout:<author>``, ``sp-chat:shadow:<author>`` (TTLs), ``sp-chat:reports`` (capped).
May import: ``service.tables``, ``service.store``, ``service.config``, ``service.problems``, ``engines``.
"""
