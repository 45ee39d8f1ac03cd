"""One delivery of one event to one webhook: sign it, POST it, record what came back.

The worker's job (``worker.jobs.deliver_webhook``) calls ``Deliveries.deliver`` once per attempt;
RQ retries a failed attempt with the delivery's own backoff (``retry_schedule``), so an attempt
never waits for the next one. What an attempt does:

1. The delivery's record and its webhook, from Redis (``service.webhooks.store``); a webhook
   deleted or disabled meanwhile ends it, and so does the pending cap's drop of it.
2. The URL checked again, after a fresh lookup of its host (``service.webhooks.destinations``): a name
   that now resolves to an address webhooks may not reach is refused, and nothing is sent.
3. ``POST`` of the event's JSON to the very address just checked (the host's name only in the
   ``Host`` header and TLS's SNI and certificate check, never looked up again), with
   ``Starport-Signature: t=<unix time>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`` (one ``v1``
   per secret in use: two for a day after a rotation) and ``Starport-Delivery: <delivery id>``.
   Connecting may take 3 s, the whole request 5 s; redirects are not followed (a 3xx is a
   failure, like any status but 2xx); the answer is read up to its headers, at most 8 KB.
4. The attempt recorded (when, the status or the error, how long). A success clears the
   webhook's ``failing_since``; a failure sets it if unset, and a webhook failing for a day is
   disabled and its player's feed told (``webhook_disabled``).

The HTTP client is the standard library's ``http.client``, handed a socket this module connects
itself: it lets the delivery dial the checked address (no second lookup), put a deadline on
every read and write (``DeadlineSocket``: the 5 s are the whole request's, not each read's, so a
receiver dripping a byte a second cannot hold a worker), cap the bytes read, and it never
follows a redirect. No dependency is added for it.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import http.client
import logging
import random
import socket
import ssl
import time
from collections.abc import Callable

import redis

from service.store.codec import to_json
from service.webhooks.destinations import Address, Destinations, Target
from service.store.players import PlayerStore
from service.problems import Problem
from service.webhooks.store import WebhookStore

log = logging.getLogger(__name__)

TOTAL_SECONDS = 5.0  # a 2xx within this is a success
CONNECT_SECONDS = 3.0
RESPONSE_BYTES_MOST = 8 * 1024  # the status line and headers; the body is never read
DISABLED_AFTER_SECONDS = 24 * 3600  # a webhook failing this long is disabled
ROTATION_GRACE_SECONDS = 24 * 3600  # a rotated secret still signs (as a second v1) this long
# The retry schedule: 10 s, doubling, at most an hour apart, each ±20 % (jitter: the retries of
# many deliveries that failed together spread out), until a day has passed.
FIRST_RETRY_SECONDS = 10
LONGEST_RETRY_SECONDS = 3600
RETRYING_SECONDS = 24 * 3600
ATTEMPTS_KEPT = 40  # per delivery's record (a day's schedule is ~33)
USER_AGENT = "Starport-Webhooks/1"

# A poster: (target, address, body, headers, total seconds) -> (status code or None, error or None)
Poster = Callable[[Target, Address, bytes, dict, float], tuple[int | None, str | None]]


def retry_schedule(rng: random.Random | None = None) -> list[int]:
    """Seconds before each retry: exponential, capped, jittered, a day in all."""
    rng = rng or random.Random()
    intervals, total, base = [], 0.0, FIRST_RETRY_SECONDS
    while total < RETRYING_SECONDS:
        wait = max(1, round(base * rng.uniform(0.8, 1.2)))
        intervals.append(wait)
        total += wait
        base = min(base * 2, LONGEST_RETRY_SECONDS)
    return intervals


def signature(secrets: list[str], t: int, body: bytes) -> str:
    """``Starport-Signature``'s value: ``t=<t>,v1=<hex>`` with one ``v1`` per secret."""
    signed = f"{t}.".encode() + body
    return ",".join([f"t={t}", *(f"v1={hmac.new(s.encode(), signed, hashlib.sha256).hexdigest()}" for s in secrets)])


class DeadlineMixin:
    """A socket whose every read and write may take only what is left of one deadline, and
    whose reads stop at ``budget`` bytes in all."""

    deadline: float = 0.0
    budget: int = RESPONSE_BYTES_MOST

    def arm(self) -> None:
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError(f"no answer within {TOTAL_SECONDS:g} s")
        self.settimeout(left)

    def recv_into(self, buffer, *args, **kwargs):
        if self.budget <= 0:
            raise ResponseTooLong(f"the answer's headers run past {RESPONSE_BYTES_MOST} bytes")
        self.arm()
        view = memoryview(buffer)[:self.budget]
        read = super().recv_into(view, *args, **kwargs)
        self.budget -= read
        return read

    def sendall(self, data, *args, **kwargs):
        self.arm()
        return super().sendall(data, *args, **kwargs)


class DeadlineSocket(DeadlineMixin, socket.socket):
    pass


class DeadlineTLSSocket(DeadlineMixin, ssl.SSLSocket):
    pass


class ResponseTooLong(OSError):
    pass


@functools.cache
def tls_context() -> ssl.SSLContext:
    """Made at the first https delivery, not at import: loading the system's CA certificates is
    ~20 ms of CPU, which every process importing the service (API workers, job workers, CLIs)
    would otherwise pay, most of them never delivering anything."""
    context = ssl.create_default_context()
    context.sslsocket_class = DeadlineTLSSocket
    return context


def post(target: Target, address: Address, body: bytes, headers: dict, total: float = TOTAL_SECONDS,
         ) -> tuple[int | None, str | None]:
    """POST ``body`` to ``address`` (the target's host, checked), within ``total`` seconds: the
    status code, or None and why not."""
    deadline = time.monotonic() + total
    family = socket.AF_INET6 if address.version == 6 else socket.AF_INET
    sock = DeadlineSocket(family, socket.SOCK_STREAM)
    sock.deadline = deadline
    try:
        sock.settimeout(min(CONNECT_SECONDS, total))
        sock.connect((str(address), target.port))
        if target.scheme == "https":
            sock = tls_context().wrap_socket(sock, server_hostname=target.host, do_handshake_on_connect=False)
            sock.deadline, sock.budget = deadline, RESPONSE_BYTES_MOST
            sock.arm()
            sock.do_handshake()
        connection = http.client.HTTPConnection(target.host, target.port)
        connection.sock = sock  # already connected, to the address checked: never looked up again
        connection.putrequest("POST", target.path, skip_host=True, skip_accept_encoding=True)
        for name, value in {"Host": target.host_header, "User-Agent": USER_AGENT,
                            "Content-Type": "application/json", "Content-Length": str(len(body)),
                            "Connection": "close", **headers}.items():
            connection.putheader(name, value)
        connection.endheaders(body)
        response = connection.getresponse()  # the status line and headers only
        return response.status, None
    except TimeoutError:
        return None, f"no answer within {total:g} s"
    except ssl.SSLError as error:
        return None, f"TLS: {error.reason or error.__class__.__name__}"
    except (OSError, http.client.HTTPException) as error:
        return None, f"{error.__class__.__name__}: {error}"[:200]
    finally:
        sock.close()


def body_of(delivery: dict) -> dict:
    """What a delivery POSTs: its feed event, and ``dropped`` when the cap dropped deliveries of
    its webhook since the one before it (``service.webhooks.store``)."""
    if delivery.get("dropped_before"):
        return {**delivery["event"], "dropped": delivery["dropped_before"]}
    return delivery["event"]


class Deliveries:
    def __init__(self, webhooks: WebhookStore, players: PlayerStore, destinations: Destinations, *,
                 clock: Callable[[], float], poster: Poster = post, total_seconds: float = TOTAL_SECONDS):
        self.webhooks = webhooks
        self.players = players
        self.destinations = destinations
        self.clock = clock
        self.poster = poster
        self.total_seconds = total_seconds

    def deliver(self, player: str, webhook_id: str, delivery_id: str, *, last_try: bool = True,
                next_in: float | None = None) -> str:
        """One attempt: ``delivered``, ``retry`` (RQ tries again in ``next_in`` s), ``failed``
        (no retry left, or the webhook was disabled by it), ``ended`` (the delivery or its
        webhook gone, disabled, or already done)."""
        delivery = self.webhooks.delivery(player, webhook_id, delivery_id)
        if delivery is None or delivery["status"] in ("delivered", "failed", "dropped"):
            return "ended"
        webhook = self.webhooks.webhook(player, webhook_id)
        if webhook is None:
            return "ended"
        now = self.clock()
        if webhook["status"] != "enabled":
            delivery.update(status="failed", next_attempt=None)
            self.record(player, delivery, now, None, "the webhook is disabled", 0.0, done=True)
            return "ended"
        status, error, seconds = self.attempt(webhook, delivery, now)
        if status is not None and 200 <= status < 300:
            delivery.update(status="delivered", next_attempt=None)
            self.record(player, delivery, now, status, None, seconds, done=True)
            if webhook.get("failing_since") is not None:
                self.webhooks.patch(player, webhook_id, {"failing_since": None})
            return "delivered"
        if error is None:
            error = "redirects are not followed" if 300 <= status < 400 else "not a 2xx answer"
        disabled = self.note_failure(player, webhook_id, now)
        done = last_try or disabled
        delivery.update(status="failed" if done else "retrying",
                        next_attempt=None if done or next_in is None else now + next_in)
        self.record(player, delivery, now, status, error, seconds, done=done)
        return "failed" if done else "retry"

    def attempt(self, webhook: dict, delivery: dict, now: float) -> tuple[int | None, str | None, float]:
        """Check, sign and POST: the status (or None), the error (or None), the seconds it took."""
        started = time.perf_counter()
        try:
            target, address = self.destinations.check(webhook["url"])
        except Problem as refusal:
            return None, f"refused: {refusal.detail}", time.perf_counter() - started
        body = to_json(body_of(delivery))
        t = int(now)
        secrets = [webhook["secret"]]
        if webhook.get("previous_secret") and webhook.get("previous_until", 0) > now:
            secrets.append(webhook["previous_secret"])
        headers = {"Starport-Signature": signature(secrets, t, body), "Starport-Delivery": delivery["delivery_id"]}
        status, error = self.poster(target, address, body, headers, self.total_seconds)
        return status, error, time.perf_counter() - started

    def record(self, player: str, delivery: dict, now: float, status: int | None, error: str | None,
               seconds: float, *, done: bool) -> None:
        attempt = {"at": now, "status_code": status, "error": error, "ms": round(seconds * 1000, 1)}
        delivery["attempts"] = [*delivery.get("attempts", []), attempt][-ATTEMPTS_KEPT:]
        delivery["attempt_count"] = delivery.get("attempt_count", 0) + 1
        self.webhooks.save_delivery(player, delivery, done=done)

    def note_failure(self, player: str, webhook_id: str, now: float) -> bool:
        """The webhook is failing since its first failure after a success; a day of it disables
        the webhook, and the player's feed says so. Whether this failure disabled it."""
        webhook = self.webhooks.patch(player, webhook_id, {"failing_since": int(now)}, unless_set=("failing_since",))
        if webhook is None or webhook["status"] != "enabled" or now - webhook["failing_since"] < DISABLED_AFTER_SECONDS:
            return False
        webhook = self.webhooks.patch(player, webhook_id, {"status": "disabled", "disabled_at": int(now)})
        event = {"type": "webhook_disabled", "webhook_id": webhook_id, "url": webhook["url"],
                 "failing_since": webhook["failing_since"], "disabled_at": int(now)}
        try:
            self.players.tell_player(player, [to_json(event)])
        except redis.exceptions.RedisError as error:
            log.warning("webhook %s disabled; player %s not told: %s", webhook_id, player, error)
        return True
