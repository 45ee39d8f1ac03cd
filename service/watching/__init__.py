"""Watching a game or a feed: one Redis subscription per process (``subscription``), the hub that
fans its news out (``hub``), the watched streams' feeds (``feeds``), open SSE streams (``streams``),
the SSE framing (``sse``), and the long polls and streams the routes answer (``polls_and_streams``).

Owns: nothing in Redis (it reads the logs and listens to the news channel).
May import: ``service.tables``, ``service.telemetry``, ``service.store``, ``service.config``, ``service.problems``.
"""
