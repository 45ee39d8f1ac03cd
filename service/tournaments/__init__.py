"""Tournaments (issue 47): arenas and Swiss events at tables of 2 to 8 seats. The entrants'
and readers' calls (``events``), the steps the workers run from the due-index (``running``),
the pure seating (``seating``) and scoring (``scoring``), the event in Redis (``store``) and its
Server-Sent Events stream (``stream``).

Its games are made where every met game is made (``service.meeting.gathering``) and scored from
the record the archive keeps (``service.archive``), so it sits one layer above the meeting
place and the archive rather than beside them.

Owns: a tournament's keys in Redis (``sp-tourney:{<tid>}…``, ``sp-tourneys:<status>``,
``sp-player:{<pid>}:tourneys``). May import: ``service.meeting``, ``service.archive``,
``service.watching``, ``service.ratings``, ``service.players``, ``service.tables``, ``service.store``,
``service.config``, ``service.problems``.
"""
