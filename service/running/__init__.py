"""Running the house: the embedded Redis server and cluster (``redis_server``, ``redis_cluster``),
gunicorn's configuration and worker (``gunicorn_conf``, ``gunicorn_worker``). The launcher is
``service.run``.

Owns: processes. May import: ``service.http`` and everything below it; never the app (gunicorn
loads it by name).
"""
