# One image: the API by default (gunicorn); the RQ worker with `python -m worker`. /app/var is the
# user's: the archive's default SQLite file lives there when STARPORT_ARCHIVE_URL is not set
# (STARPORT_VAR, so `python -m service.archive` finds it from any folder).
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    STARPORT_VAR=/app/var \
    STARPORT_BIND=0.0.0.0:8000

WORKDIR /app
# The exact versions (and hashes) of requirements.lock, not whatever pyproject's ranges resolve
# to on build day: `make lock` regenerates it. Its own layer, rebuilt only when the lock changes.
COPY requirements.lock ./
RUN pip install --no-cache-dir --no-deps --require-hashes -r requirements.lock
COPY pyproject.toml README.md ./
COPY engines ./engines
COPY schemas ./schemas
COPY service ./service
COPY worker ./worker
# /play's rules pages (service/routes/play.py reads them beside the service, as in a checkout).
COPY docs/games ./docs/games
RUN pip install --no-cache-dir --no-deps . \
    && pip check \
    && groupadd --gid 10001 starport \
    && useradd --create-home --uid 10001 --gid 10001 --shell /usr/sbin/nologin starport \
    && install -d -o 10001 -g 10001 /app/var

USER 10001:10001
EXPOSE 8000
# /healthz at STARPORT_BIND, wherever it is set to; an address on every interface is asked on loopback.
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; host, _, port = os.environ.get('STARPORT_BIND', '0.0.0.0:8000').rpartition(':'); host = {'0.0.0.0': '127.0.0.1', '[::]': '[::1]', '': '127.0.0.1'}.get(host, host); urllib.request.urlopen(f'http://{host}:{port}/healthz', timeout=2)"]
CMD ["gunicorn", "--config", "python:service.running.gunicorn_conf", "service.app:create_app()"]
