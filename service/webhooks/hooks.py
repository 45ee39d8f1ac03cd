"""A player's webhooks: registration, the secret, and the deliveries the post-commit step queues.

A webhook is a URL and the feed events it wants (``EVENTS``). Registering one checks the URL
(``service.webhooks.destinations``: https only, and never an address inside the server's networks) and
answers its signing secret, once; the secret can be rotated (the old one still signs, as a
second ``v1``, for a day). A player has at most ``WEBHOOKS_MOST`` webhooks.

After a commit, ``Players.tell`` writes the players' feeds; for a player whose webhooks want one
of those events (the feed script answers which, so others cost nothing more) it calls
``announce``, which is one write to the queue Redis (``Scheduler.announce``: the player and the
feed's seqs) and nothing more: an act whose turn fires a webhook pays that and no more, however
many webhooks want it. A worker's pump (``worker.pump``) then calls ``queue_announced``: the
events read back from the feed, one delivery per event per enabled webhook that wants it,
recorded in Redis and queued as an RQ job (``Scheduler.deliver``). Nothing is sent here: the
worker's job sends (``service.webhooks.deliveries``).

A pump may look at an announcement twice (its worker died before acking it): a delivery's id is
derived from its webhook and its event (``delivery_id``), so the second look finds it recorded
and its job queued, and adds nothing. A redelivery is a new delivery, with an id of its own.

The delivered body is the feed event (with its ``seq``) and ``id`` (``<player id>-<seq>``: the
same for a redelivery), ``player_id`` and ``created`` (when the feed was told), and ``dropped``
when deliveries of the webhook were dropped by its pending cap since the one before (how many;
the cap keeps each game's newest your_turn: ``service.webhooks.store``).
"""

from __future__ import annotations

import logging
import secrets
import uuid
from collections.abc import Callable

import redis

from service.webhooks.deliveries import RETRYING_SECONDS, ROTATION_GRACE_SECONDS, retry_schedule
from service.webhooks.destinations import Destinations
from service.store.players import PlayerStore
from service.problems import Problem
from service.store.queue import Scheduler
from service.tables.seating import Seating
from service.webhooks.store import (
    DELIVERIES_KEPT,
    PENDING_MOST,
    WEBHOOKS_MOST,
    WebhookStore,
)

log = logging.getLogger(__name__)

# The feed events a webhook may want (each a FeedEvent type of the same name).
EVENTS = ("your_turn", "seated", "game_over", "challenge", "tournament_started")
# The namespace of announced deliveries' ids (``delivery_id``).
DELIVERY_IDS = uuid.UUID("5e1f0b8e-32a4-4c5d-9f1e-57a2b0a7d132")


def new_secret() -> str:
    return "whsec_" + secrets.token_urlsafe(32)


class Webhooks:
    def __init__(self, store: WebhookStore, feeds: PlayerStore, seating: Seating, scheduler: Scheduler,
                 destinations: Destinations, clock: Callable[[], float]):
        self.store = store
        self.feeds = feeds
        self.seating = seating
        self.scheduler = scheduler
        self.destinations = destinations
        self.clock = clock
        # Where the feed script announces itself (the queue's stream on the store's server), or
        # None: ``announce`` writes it (``Scheduler.announcements_beside``).
        self.announce_to = scheduler.announcements_beside(feeds.shared)

    # -- the player's routes -------------------------------------------------------------------

    def register(self, key: str | None, url: str, events: list[str]) -> dict:
        player = self.seating.player_of(key, "webhooks")
        self.destinations.check(url)  # 422 webhook_url_refused
        now = int(self.clock())
        webhook = {"webhook_id": uuid.uuid4().hex, "url": url, "events": sorted(set(events)), "secret": new_secret(),
                   "status": "enabled", "created": now, "failing_since": None}
        if not self.store.put(player, webhook):
            raise Problem("webhooks_full", f"You have {WEBHOOKS_MOST} webhooks, the most a player may have; "
                                           "delete one first.")
        return shown(webhook, with_secret=True)

    def listed(self, key: str | None) -> dict:
        player = self.seating.player_of(key, "webhooks")
        return {"webhooks": [shown(w) for w in self.store.webhooks(player)]}

    def remove(self, key: str | None, webhook_id: str) -> None:
        player = self.seating.player_of(key, "webhooks")
        if not self.store.delete(player, webhook_id):
            raise no_such_webhook(webhook_id)

    def rotate(self, key: str | None, webhook_id: str) -> dict:
        """A new secret; the old one signs too (a second ``v1``) for ``ROTATION_GRACE_SECONDS``."""
        player = self.seating.player_of(key, "webhooks")
        webhook = self.mine(player, webhook_id)
        now = int(self.clock())
        changed = self.store.patch(player, webhook_id, {"secret": new_secret(), "previous_secret": webhook["secret"],
                                                        "previous_until": now + ROTATION_GRACE_SECONDS})
        if changed is None:
            raise no_such_webhook(webhook_id)
        return shown(changed, with_secret=True)

    def enable(self, key: str | None, webhook_id: str) -> dict:
        """A disabled webhook enabled again (its failures forgotten)."""
        player = self.seating.player_of(key, "webhooks")
        changed = self.store.patch(player, webhook_id, {"status": "enabled", "failing_since": None,
                                                        "disabled_at": None})
        if changed is None:
            raise no_such_webhook(webhook_id)
        return shown(changed)

    def deliveries(self, key: str | None, webhook_id: str) -> dict:
        player = self.seating.player_of(key, "webhooks")
        self.mine(player, webhook_id)
        return {"webhook_id": webhook_id,
                "deliveries": [shown_delivery(d) for d in self.store.recent_deliveries(player, webhook_id)]}

    def redeliver(self, key: str | None, webhook_id: str, delivery_id: str) -> dict:
        """The delivery's event sent again, as a new delivery (its own id and attempts)."""
        player = self.seating.player_of(key, "webhooks")
        webhook = self.mine(player, webhook_id)
        if webhook["status"] != "enabled":
            raise Problem("webhook_disabled", "This webhook is disabled: enable it (POST …/enable) first.")
        old = self.store.delivery(player, webhook_id, delivery_id)
        if old is None:
            raise Problem("not_found", f"This webhook has no delivery {delivery_id!r} among its last "
                                       f"{DELIVERIES_KEPT}.")
        delivery = new_delivery(webhook_id, old["event"], self.clock(), redelivery_of=delivery_id)
        if not self.queue(player, [delivery], redelivery=True):
            raise Problem("deliveries_backlogged", f"This webhook has {PENDING_MOST} deliveries waiting already; "
                                                   "redeliver once some are done.")
        return shown_delivery(delivery)

    def mine(self, player: str, webhook_id: str) -> dict:
        webhook = self.store.webhook(player, webhook_id)
        if webhook is None:
            raise no_such_webhook(webhook_id)
        return webhook

    # -- after a commit: the API ---------------------------------------------------------------

    def announce(self, player: str, first_seq: int, events: list[dict], hooked: frozenset[str]) -> None:
        """The player's feed was just told ``events`` (numbered from ``first_seq``): if one is of
        a type its webhooks want (``hooked``, the feed script's answer), the queue hears of them
        (one write; none when the feed script announced them itself: ``announce_to``), and a
        worker's pump queues the deliveries (``queue_announced``). Logs what
        it could not do: it runs after a commit."""
        if not any(e["type"] in hooked for e in events):
            return
        try:
            self.scheduler.announce(player, first_seq, first_seq + len(events) - 1, self.clock())
        except redis.exceptions.RedisError as error:
            log.warning("player %s: webhook deliveries not announced: %s", player, error)

    # -- after a commit: the worker's pump -----------------------------------------------------

    def queue_announced(self, player: str, first_seq: int, last_seq: int, at: float) -> int:
        """Record and queue a delivery of each of the player's feed events ``first_seq``..
        ``last_seq`` (announced at ``at``) to each of its enabled webhooks that wants it; how many
        (``queue``). Again for the same events, it queues nothing more (``delivery_id``).
        Raises what Redis raises: the pump looks again later."""
        webhooks = [w for w in self.store.webhooks(player) if w["status"] == "enabled"]
        if not webhooks:
            return 0
        events = self.feeds.feed_events(player, first_seq, last_seq)
        if len(events) <= last_seq - first_seq:
            log.warning("player %s: %d feed events were trimmed from the feed before their webhook deliveries "
                        "were queued", player, last_seq - first_seq + 1 - len(events))
        deliveries = []
        for event in events:
            body = {**event, "id": f"{player}-{event['seq']}", "player_id": player, "created": at}
            deliveries += [new_delivery(w["webhook_id"], body, at, delivery_id=delivery_id(w["webhook_id"], body["id"]))
                           for w in webhooks if event["type"] in w["events"]]
        return self.queue(player, deliveries)

    def queue(self, player: str, deliveries: list[dict], *, redelivery: bool = False) -> int:
        """Record and queue deliveries; how many (past a webhook's pending cap one is dropped:
        this one, or a pending one of less weight, by the rule ``service.webhooks.store`` states;
        the player's delivery log and its next delivery say so). A ``redelivery`` drops nothing:
        past the cap it is refused. One recorded already (a pump's second look) is left as it
        is, and its job queued again only if it has none (``Scheduler.deliver`` refuses a second)."""
        if not deliveries:
            return 0
        now = self.clock()
        added = self.store.add_deliveries(player, deliveries, now, forget_before=now - 2 * RETRYING_SECONDS,
                                          redelivery=redelivery)
        queued = 0
        for delivery, outcome in zip(deliveries, added):
            if outcome == "dropped":
                log.warning("player %s: webhook %s has %d deliveries pending; %s dropped", player,
                            delivery["webhook_id"], PENDING_MOST, delivery["event"]["type"])
                continue
            self.scheduler.deliver(player, delivery["webhook_id"], delivery["delivery_id"], retry_schedule())
            queued += 1
        return queued


def delivery_id(webhook_id: str, event_id: str) -> str:
    """An announced delivery's id: the same for the same webhook and event, so a pump's second
    look at an announcement (its worker died before acking it) finds the delivery it made."""
    return uuid.uuid5(DELIVERY_IDS, f"{webhook_id}/{event_id}").hex


def new_delivery(webhook_id: str, event: dict, now: float, redelivery_of: str | None = None, *,
                 delivery_id: str | None = None) -> dict:
    """A pending delivery; its id ``delivery_id``, or a new one (a redelivery's). Its status
    comes first: the store's cap marks a dropped one by its JSON's start (``webhook_store``)."""
    delivery = {"status": "pending", "delivery_id": delivery_id or uuid.uuid4().hex, "webhook_id": webhook_id,
                "event": event, "created": now, "attempts": [], "attempt_count": 0, "next_attempt": now}
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
            "next_attempt": delivery.get("next_attempt"), "redelivery_of": delivery.get("redelivery_of"),
            "dropped_before": delivery.get("dropped_before", 0)}
