"""A player's webhooks: registration, the secret, and the deliveries the post-commit step queues.

A webhook is a URL and the feed events it wants (``EVENTS``). Registering one checks the URL
(``service.destinations``: https only, and never an address inside the server's networks) and
answers its signing secret, once; the secret can be rotated (the old one still signs, as a
second ``v1``, for a day). A player has at most ``WEBHOOKS_MOST`` webhooks.

After a commit, ``Players.tell`` writes the players' feeds; for a player whose webhooks want one
of those events (the feed script answers which, so others cost nothing more) it calls
``announce``: one delivery per event per webhook that wants it, recorded in Redis and queued as
an RQ job (``Scheduler.deliver``). Nothing is sent here: the worker sends (``service.deliveries``).
The delivered body is the feed event (with its ``seq``) and ``id`` (``<player id>-<seq>``: the
same for a redelivery), ``player_id`` and ``created``.
"""

from __future__ import annotations

import logging
import secrets
import uuid
from collections.abc import Callable

import redis

from service.deliveries import RETRYING_SECONDS, ROTATION_GRACE_SECONDS, retry_schedule
from service.destinations import Destinations
from service.problems import Problem
from service.queue import Scheduler
from service.seating import Seating
from service.webhook_store import (
    DELIVERIES_KEPT,
    PENDING_MOST,
    WEBHOOKS_MOST,
    WebhookStore,
)

log = logging.getLogger(__name__)

# The feed events a webhook may want (each a FeedEvent type of the same name).
EVENTS = ("your_turn", "seated", "game_over", "challenge")


def new_secret() -> str:
    return "whsec_" + secrets.token_urlsafe(32)


class Webhooks:
    def __init__(self, store: WebhookStore, seating: Seating, scheduler: Scheduler, destinations: Destinations,
                 clock: Callable[[], float]):
        self.store = store
        self.seating = seating
        self.scheduler = scheduler
        self.destinations = destinations
        self.clock = clock

    # -- the player's routes -------------------------------------------------------------------

    def register(self, key: str | None, url: str, events: list[str]) -> dict:
        player = self.seating.player_of(key)
        self.destinations.check(url)  # 422 webhook_url_refused
        now = int(self.clock())
        webhook = {"webhook_id": uuid.uuid4().hex, "url": url, "events": sorted(set(events)), "secret": new_secret(),
                   "status": "enabled", "created": now, "failing_since": None}
        if not self.store.put(player, webhook):
            raise Problem("webhooks_full", f"You have {WEBHOOKS_MOST} webhooks, the most a player may have; "
                                           "delete one first.")
        return shown(webhook, with_secret=True)

    def listed(self, key: str | None) -> dict:
        player = self.seating.player_of(key)
        return {"webhooks": [shown(w) for w in self.store.webhooks(player)]}

    def remove(self, key: str | None, webhook_id: str) -> None:
        player = self.seating.player_of(key)
        if not self.store.delete(player, webhook_id):
            raise no_such_webhook(webhook_id)

    def rotate(self, key: str | None, webhook_id: str) -> dict:
        """A new secret; the old one signs too (a second ``v1``) for ``ROTATION_GRACE_SECONDS``."""
        player = self.seating.player_of(key)
        webhook = self.mine(player, webhook_id)
        now = int(self.clock())
        changed = self.store.patch(player, webhook_id, {"secret": new_secret(), "previous_secret": webhook["secret"],
                                                        "previous_until": now + ROTATION_GRACE_SECONDS})
        if changed is None:
            raise no_such_webhook(webhook_id)
        return shown(changed, with_secret=True)

    def enable(self, key: str | None, webhook_id: str) -> dict:
        """A disabled webhook enabled again (its failures forgotten)."""
        player = self.seating.player_of(key)
        changed = self.store.patch(player, webhook_id, {"status": "enabled", "failing_since": None,
                                                        "disabled_at": None})
        if changed is None:
            raise no_such_webhook(webhook_id)
        return shown(changed)

    def deliveries(self, key: str | None, webhook_id: str) -> dict:
        player = self.seating.player_of(key)
        self.mine(player, webhook_id)
        return {"webhook_id": webhook_id,
                "deliveries": [shown_delivery(d) for d in self.store.recent_deliveries(player, webhook_id)]}

    def redeliver(self, key: str | None, webhook_id: str, delivery_id: str) -> dict:
        """The delivery's event sent again, as a new delivery (its own id and attempts)."""
        player = self.seating.player_of(key)
        webhook = self.mine(player, webhook_id)
        if webhook["status"] != "enabled":
            raise Problem("webhook_disabled", "This webhook is disabled: enable it (POST …/enable) first.")
        old = self.store.delivery(player, webhook_id, delivery_id)
        if old is None:
            raise Problem("not_found", f"This webhook has no delivery {delivery_id!r} among its last "
                                       f"{DELIVERIES_KEPT}.")
        delivery = new_delivery(webhook_id, old["event"], self.clock(), redelivery_of=delivery_id)
        if not self.queue(player, [delivery]):
            raise Problem("deliveries_backlogged", f"This webhook has {PENDING_MOST} deliveries waiting already; "
                                                   "redeliver once some are done.")
        return shown_delivery(delivery)

    def mine(self, player: str, webhook_id: str) -> dict:
        webhook = self.store.webhook(player, webhook_id)
        if webhook is None:
            raise no_such_webhook(webhook_id)
        return webhook

    # -- after a commit ----------------------------------------------------------------------------

    def announce(self, player: str, events: list[dict], hooked: frozenset[str]) -> None:
        """Queue a delivery of each of ``events`` (numbered feed events) to each of the player's
        webhooks that wants it. Logs what it could not do: it runs after a commit."""
        if not any(e["type"] in hooked for e in events):
            return
        now = self.clock()
        try:
            webhooks = [w for w in self.store.webhooks(player) if w["status"] == "enabled"]
            deliveries = [new_delivery(w["webhook_id"], {**event, "id": f"{player}-{event['seq']}",
                                                         "player_id": player, "created": now}, now)
                          for event in events for w in webhooks if event["type"] in w["events"]]
            self.queue(player, deliveries)
        except redis.exceptions.RedisError as error:
            log.warning("player %s: webhook deliveries not queued: %s", player, error)

    def queue(self, player: str, deliveries: list[dict]) -> int:
        """Record and queue deliveries; how many (past a webhook's pending cap one is dropped)."""
        if not deliveries:
            return 0
        now = self.clock()
        added = self.store.add_deliveries(player, deliveries, now, forget_before=now - 2 * RETRYING_SECONDS)
        queued = 0
        for delivery, fits in zip(deliveries, added):
            if not fits:
                log.warning("player %s: webhook %s has %d deliveries pending; %s dropped", player,
                            delivery["webhook_id"], PENDING_MOST, delivery["event"]["type"])
                continue
            self.scheduler.deliver(player, delivery["webhook_id"], delivery["delivery_id"], retry_schedule())
            queued += 1
        return queued


def new_delivery(webhook_id: str, event: dict, now: float, redelivery_of: str | None = None) -> dict:
    delivery = {"delivery_id": uuid.uuid4().hex, "webhook_id": webhook_id, "event": event, "created": now,
                "status": "pending", "attempts": [], "attempt_count": 0, "next_attempt": now}
    if redelivery_of is not None:
        delivery["redelivery_of"] = redelivery_of
    return delivery


def no_such_webhook(webhook_id: str) -> Problem:
    return Problem("not_found", f"You have no webhook {webhook_id!r}.")


def shown(webhook: dict, *, with_secret: bool = False) -> dict:
    """A webhook as its player sees it: the secret only when it was just made."""
    fields = ("webhook_id", "url", "events", "status", "created", "failing_since", "disabled_at")
    out = {k: webhook.get(k) for k in fields}
    if with_secret:
        out["secret"] = webhook["secret"]
        if webhook.get("previous_until"):
            out["previous_secret_until"] = webhook["previous_until"]
    return out


def shown_delivery(delivery: dict) -> dict:
    return {"delivery_id": delivery["delivery_id"], "webhook_id": delivery["webhook_id"],
            "event_type": delivery["event"]["type"], "event_id": delivery["event"].get("id"),
            "status": delivery["status"], "created": delivery["created"],
            "attempt_count": delivery.get("attempt_count", 0), "attempts": delivery.get("attempts", []),
            "next_attempt": delivery.get("next_attempt"), "redelivery_of": delivery.get("redelivery_of")}
