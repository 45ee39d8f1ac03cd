"""Configuration, read from the environment in one place, with safe defaults."""

import os
from dataclasses import dataclass
from pathlib import Path

import service


def var_dir() -> Path:
    """STARPORT_VAR: where a server keeps its files, the embedded Redis's data and the SQLite
    archive. Unset: the checkout's own ``var/`` (beside its pyproject.toml), wherever a process
    starts, so ``make run`` and ``python -m service.archive`` run from another folder find the
    same files; ``./var`` for a package installed outside a checkout (the image sets it)."""
    if given := os.environ.get("STARPORT_VAR"):
        return Path(given)
    checkout = Path(service.__file__).resolve().parent.parent
    return checkout / "var" if (checkout / "pyproject.toml").is_file() else Path("var")


def default_archive_url() -> str:
    """Nothing to install, one file to back up (docs/operations.md, "Backups and restores"), in this server's
    STARPORT_VAR beside the embedded Redis's data: two servers with their own STARPORT_VAR never
    share one archive."""
    return f"sqlite:///{var_dir() / 'archive.sqlite3'}"


def _int(name: str, default: int) -> int:
    return int(os.environ.get(name, default))


def _archive_url() -> str | None:
    url = os.environ.get("STARPORT_ARCHIVE_URL", default_archive_url()).strip()
    return None if url.lower() in ("", "off", "0", "none") else url


def _days(name: str) -> float | None:
    days = os.environ.get(name, "").strip()
    if days.lower() in ("", "forever"):
        return None
    if float(days) <= 0:
        raise ValueError(f"{name} must be a number of days above 0, or 'forever'")
    return float(days)


@dataclass(frozen=True)
class Settings:
    redis_url: str  # the games' Redis; with redis_cluster, any node of the cluster
    queue_redis_url: str  # RQ's queues; the game Redis unless set apart
    finished_ttl: int  # seconds a finished game is kept
    idle_ttl: int  # seconds an unfinished game is kept after its last change
    max_body_bytes: int
    longpoll_max: int  # the ceiling of ?wait=
    watchers: int  # long polls and streams one API process holds at once; more get 503 + Retry-After
    redis_connections: int  # the game Redis connections one API process opens at most (gevent)
    bot_pace_seconds: float  # the pause before a bot's move in a timed game
    queue_name: str
    redis_cluster: bool = False  # STARPORT_REDIS_CLUSTER=1: the games live on a Redis Cluster (service/store/games.py)
    stream_heartbeat: float = 15  # seconds of silence before a stream sends a keep-alive comment
    stream_lifetime: float = 3600  # seconds before a stream closes (clients reconnect with Last-Event-ID)
    cached_states: int = 512  # decoded states an API process keeps for its next act (0: none)
    access_log: bool = True  # one JSON line per request (the bench turns it off)
    # Abuse limits (service/http/limits.py), in the `limits` notation: "60/minute", "20/second".
    rate_limits: bool = True  # False: no rate limit, long-poll cap or open-game quota at all
    rate_creates: str = "60/minute"  # per client IP: creates and claims
    # The two per-seat limits are token buckets (a bucket of the amount, refilled over the
    # period), counted per seat token, or per player key and game, in each API process. Sized for
    # a bot that decides at most 10 times a second (the bot kit's `pace`, docs/bots.md's bot, the
    # TypeScript example): 10 acts a second, and 20 reads (the view and the legal actions of each
    # decision); Starlink lets a seat act again at once for a whole sand timer.
    rate_acts: str = "20/second"  # per seat: twice the pace
    # Per client IP, reads without a token (and the score, the lobby, /openapi.json whatever the
    # bearer). 300 a minute was met by /play, a player's tab and a watching tab of one address
    # (~3.5 a second in a Starlink game when the player's tab read the score at each event): the
    # browser test's third game in a row. 1200: four times what they needed.
    rate_reads: str = "1200/minute"
    # Per seat: 20 a second. At 600 a minute (10 a second) docs/bots.md's bot, paced, used up to 417
    # of the 600 in one Starlink game (60-s timers: it reads 18 a second while it draws); at 20, 5.
    rate_seat_reads: str = "1200/minute"
    rate_failed_auth: str = "30/minute"  # per client IP, answers 401
    rate_meets: str = "30/minute"  # per player key: seeks and challenges made with it
    rate_challenges_per_pair: str = "5/10 minutes"  # per challenger key and challenged player
    longpolls_per_ip: int = 20  # long polls one client IP holds at once, across every process
    max_open_games_per_ip: int = 200  # unfinished games one client IP may have
    trusted_proxies: int = 0  # proxy hops whose X-Forwarded-For is believed (werkzeug's ProxyFix)
    cors_origins: tuple[str, ...] = ()  # browser origins allowed to call the API; none: CORS off
    metrics_token: str = ""  # the bearer /metrics wants; none: /metrics answers only loopback clients
    # The archive of finished games (service/archive/store.py): a SQLAlchemy URL, SQLite or
    # PostgreSQL; None (STARPORT_ARCHIVE_URL=off): no archive, finished games only expire.
    archive_url: str | None = None  # from_env's default: default_archive_url()
    archive_days: float | None = None  # STARPORT_ARCHIVE_DAYS: records kept this many days; None: for ever
    # STARPORT_WEBHOOK_ALLOW: addresses or CIDRs webhooks may reach although they are not public
    # (and by http://): a receiver on this host, an internal network (service/webhooks/destinations.py).
    webhook_allow: tuple[str, ...] = ()

    def __post_init__(self):
        if self.redis_cluster and self.queue_redis_url == self.redis_url:
            raise ValueError("STARPORT_REDIS_CLUSTER=1 needs QUEUE_REDIS_URL: RQ's queues live on a standalone "
                             "Redis, never on the cluster")

    @classmethod
    def from_env(cls, **overrides) -> "Settings":
        redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
        values = dict(
            redis_url=redis_url,
            queue_redis_url=os.environ.get("QUEUE_REDIS_URL", redis_url),
            finished_ttl=_int("STARPORT_FINISHED_TTL", 7 * 24 * 3600),
            idle_ttl=_int("STARPORT_IDLE_TTL", 30 * 24 * 3600),
            max_body_bytes=_int("STARPORT_MAX_BODY_BYTES", 64 * 1024),
            longpoll_max=_int("STARPORT_LONGPOLL_MAX", 25),
            watchers=_int("STARPORT_WATCHERS", 10_000),
            redis_connections=_int("STARPORT_REDIS_CONNECTIONS", 256),
            bot_pace_seconds=float(os.environ.get("STARPORT_BOT_PACE_SECONDS", "2")),
            queue_name=os.environ.get("STARPORT_QUEUE", "starport"),
            redis_cluster=os.environ.get("STARPORT_REDIS_CLUSTER", "0") in ("1", "true", "on", "yes"),
            stream_heartbeat=float(os.environ.get("STARPORT_STREAM_HEARTBEAT", "15")),
            stream_lifetime=float(os.environ.get("STARPORT_STREAM_LIFETIME", "3600")),
            cached_states=_int("STARPORT_CACHED_STATES", 512),
            access_log=os.environ.get("STARPORT_ACCESS_LOG", "1") == "1",
            rate_limits=os.environ.get("STARPORT_RATE_LIMITS", "1") not in ("0", "false", "off", "no"),
            rate_creates=os.environ.get("STARPORT_RATE_CREATES", "60/minute"),
            rate_acts=os.environ.get("STARPORT_RATE_ACTS", "20/second"),
            rate_reads=os.environ.get("STARPORT_RATE_READS", "1200/minute"),
            rate_seat_reads=os.environ.get("STARPORT_RATE_SEAT_READS", "1200/minute"),
            rate_failed_auth=os.environ.get("STARPORT_RATE_FAILED_AUTH", "30/minute"),
            rate_meets=os.environ.get("STARPORT_RATE_MEETS", "30/minute"),
            rate_challenges_per_pair=os.environ.get("STARPORT_RATE_CHALLENGES_PER_PAIR", "5/10 minutes"),
            longpolls_per_ip=_int("STARPORT_RATE_LONGPOLLS_PER_IP", 20),
            max_open_games_per_ip=_int("STARPORT_MAX_OPEN_GAMES_PER_IP", 200),
            trusted_proxies=_int("STARPORT_TRUSTED_PROXIES", 0),
            cors_origins=tuple(o.strip() for o in os.environ.get("STARPORT_CORS_ORIGINS", "").split(",") if o.strip()),
            metrics_token=os.environ.get("STARPORT_METRICS_TOKEN", ""),
            archive_url=_archive_url(),
            archive_days=_days("STARPORT_ARCHIVE_DAYS"),
            webhook_allow=tuple(a.strip() for a in os.environ.get("STARPORT_WEBHOOK_ALLOW", "").split(",") if a.strip()),
        )
        values.update(overrides)
        return cls(**values)
