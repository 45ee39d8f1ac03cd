"""A player's webhooks: register, list, delete, rotate the secret, enable again, and the deliveries.

Who: the player, by its key (``Authorization: Bearer <player key>``), and only its own webhooks:
another player's webhook id is 404, as one that never was. What it reveals: the URL and events
the player gave, the secret only in the answer that made it (register, rotate), and of each
delivery the event it carried, when each attempt ran and what status (or error) came back —
never a response body. What it costs: a registration looks the URL's host up (the system
resolver's timeout at worst) and stores ~300 B; at most ``WEBHOOKS_MOST`` webhooks a player,
each keeping its last ``DELIVERIES_KEPT`` deliveries (~1 KB each) as long as the player is kept;
a redelivery is one outbound POST, at most ``PENDING_MOST`` waiting per webhook. Writes count
under the creates rate (per address), reads under the reads (per key).
"""

from __future__ import annotations

from flask import Response
from flask_smorest import Blueprint

from schemas.webhooks import (
    ChallengeEvent,
    Delivery,
    DeliveryList,
    GameOverEvent,
    SeatedEvent,
    Webhook,
    WebhookList,
    WebhookRequest,
    WebhookWithSecret,
    YourTurnEvent,
)
from service.http.contract import ANY, WITH_A_BODY, WRITES, problems, rate_limited
from service.http.openapi_parts import PLAYER
from service.http.requests import GameBlueprint, bearer_token, service
from service.webhooks.store import DELIVERIES_KEPT, PENDING_MOST, WEBHOOKS_MOST
from service.http.wire import json_response

SIGNING = ("Each delivery is a POST of the event's JSON with Starport-Signature: t=<unix time>,v1=<hex "
           "HMAC-SHA256 of \"<t>.<body>\" keyed with the secret> and Starport-Delivery: <delivery id>. A 2xx "
           "within 5 s is a success; anything else is retried with backoff for a day.")


def webhooks_blueprint() -> Blueprint:
    blp = GameBlueprint("webhooks", __name__, url_prefix="/v1/players/me/webhooks",
                        description="Webhooks: your feed's events POSTed to a URL of yours, signed")

    @blp.route("", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WITH_A_BODY, *WRITES, "unauthorized", "missing_scope", "webhook_url_refused", "webhooks_full")
    @blp.arguments(WebhookRequest())
    @blp.response(201, WebhookWithSecret)
    @blp.doc(operationId="register_webhook", summary="Register a webhook: its id and signing secret (shown once)",
             security=PLAYER,
             description=f"The events you name (your_turn, seated, game_over, challenge) are POSTed to the URL as they "
                         f"reach your feed. {SIGNING} Only https://, and only a host whose every address "
                         f"is public (checked now and at every delivery). At most {WEBHOOKS_MOST} webhooks.")
    def register(body):
        return json_response(service().register_webhook(bearer_token(), body["url"], body["events"]), 201)

    @blp.route("", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope")
    @blp.response(200, WebhookList)
    @blp.doc(operationId="list_webhooks", summary="Your webhooks", security=PLAYER,
             description="Each webhook's URL, events and status; never its secret.")
    def listed():
        return json_response(service().webhooks_of(bearer_token()))

    @blp.route("/<webhook_id>", methods=["DELETE"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found")
    @blp.response(204)
    @blp.doc(operationId="delete_webhook", summary="Delete a webhook and its deliveries", security=PLAYER,
             description="Deliveries waiting for a retry are dropped.")
    def delete(webhook_id):
        service().delete_webhook(bearer_token(), webhook_id)
        return Response(status=204)

    @blp.route("/<webhook_id>/rotate-secret", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found")
    @blp.response(200, WebhookWithSecret)
    @blp.doc(operationId="rotate_webhook_secret", summary="A new signing secret (shown once)", security=PLAYER,
             description="For a day the old secret signs too, as a second v1 in Starport-Signature, so a "
                         "receiver can switch to the new one without missing a delivery.")
    def rotate(webhook_id):
        return json_response(service().rotate_webhook_secret(bearer_token(), webhook_id))

    @blp.route("/<webhook_id>/enable", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found")
    @blp.response(200, Webhook)
    @blp.doc(operationId="enable_webhook", summary="Enable a disabled webhook", security=PLAYER,
             description="A webhook whose deliveries failed for a day is disabled (your feed says "
                         "webhook_disabled); this enables it again, its failures forgotten.")
    def enable(webhook_id):
        return json_response(service().enable_webhook(bearer_token(), webhook_id))

    @blp.route("/<webhook_id>/deliveries", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope", "not_found")
    @blp.response(200, DeliveryList)
    @blp.doc(operationId="webhook_deliveries", summary="A webhook's recent deliveries", security=PLAYER,
             description=f"The last {DELIVERIES_KEPT}, newest first: each one's event, status, attempts (when, the "
                         "status code or the error, how long) and next attempt.")
    def deliveries(webhook_id):
        return json_response(service().webhook_deliveries(bearer_token(), webhook_id))

    @blp.route("/<webhook_id>/deliveries/<delivery_id>/redeliver", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found", "webhook_disabled", "deliveries_backlogged")
    @blp.response(202, Delivery)
    @blp.doc(operationId="redeliver", summary="Send a delivery's event again", security=PLAYER,
             description="A new delivery (its own Starport-Delivery id) of the same event (the same body id), "
                         f"queued now. At most {PENDING_MOST} deliveries of a webhook wait at once.")
    def redeliver(webhook_id, delivery_id):
        return json_response(service().redeliver(bearer_token(), webhook_id, delivery_id), 202)

    return blp


# What a receiver is sent, per event: OpenAPI 3.1's top-level ``webhooks``.
DELIVERED = {"your_turn": ("YourTurnEvent", YourTurnEvent, "A seat of yours is to act"),
             "seated": ("SeatedEvent", SeatedEvent, "You were seated at a game"),
             "game_over": ("GameOverEvent", GameOverEvent, "A game you sit at ended"),
             "challenge": ("ChallengeEvent", ChallengeEvent, "A player challenged you")}
DELIVERY_HEADERS = [
    {"in": "header", "name": "Starport-Signature", "required": True, "schema": {"type": "string"},
     "example": "t=1900000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd",
     "description": 't=<unix time>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>; two v1 for a day after a '
                    "rotation (either may match). Refuse a t more than 5 minutes from your clock."},
    {"in": "header", "name": "Starport-Delivery", "required": True, "schema": {"type": "string"},
     "description": "The delivery's id: the same on every retry of it, so drop one you have seen"},
]


def document_webhooks(spec) -> None:
    """The delivered bodies as components, and OpenAPI 3.1's ``webhooks`` naming them."""
    # Who calls: Starport, proven by the signature the receiver checks (its secret, not a bearer).
    spec.components.security_scheme("webhook_signature", {
        "type": "apiKey", "in": "header", "name": "Starport-Signature",
        "description": "Starport signs every delivery with the webhook's secret: see Starport-Signature"})
    hooks = {}
    for event, (name, schema, summary) in DELIVERED.items():
        spec.components.schema(name, schema=schema)
        hooks[event] = {"post": {
            "operationId": f"webhook_{event}", "summary": summary, "security": [{"webhook_signature": []}],
            "description": SIGNING + " Answer within 5 s; the body of your answer is not read.",
            "parameters": DELIVERY_HEADERS,
            "requestBody": {"required": True,
                            "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{name}"}}}},
            "responses": {"2XX": {"description": "Received: not sent again"},
                          "default": {"description": "Anything else (or no answer in 5 s, or a redirect): "
                                                     "retried with backoff for a day"}}}}
    spec.options["webhooks"] = hooks
