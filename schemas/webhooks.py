"""Webhooks on the wire: registering one, what the player sees of them and of their deliveries,
and the bodies a webhook receives (OpenAPI's ``webhooks``: ``service.http.openapi_parts``)."""

from marshmallow import Schema, fields, validate

from schemas.common import WholeMatch

# The feed events a webhook may ask for (service.webhooks.hooks.EVENTS says the same: a test holds them together).
WEBHOOK_EVENTS = ("challenge", "game_over", "seated", "tournament_started", "your_turn")
WEBHOOK_ID = WholeMatch(r"^[0-9a-f]{32}$")
MAX_URL_LENGTH = 2048


class WebhookRequest(Schema):
    url = fields.String(required=True, validate=validate.Length(min=1, max=MAX_URL_LENGTH), metadata={
        "description": "Where deliveries are POSTed: https:// (http:// only for addresses the operator "
                       "allows), a host that resolves to public addresses only",
        "example": "https://bots.example.com/starport"})
    events = fields.List(fields.String(validate=validate.OneOf(WEBHOOK_EVENTS)), required=True,
                         validate=validate.Length(min=1, max=len(WEBHOOK_EVENTS)), metadata={
                             "description": "The feed events to deliver", "example": ["your_turn", "game_over"]})


class Webhook(Schema):
    webhook_id = fields.String(required=True)
    url = fields.String(required=True)
    events = fields.List(fields.String(validate=validate.OneOf(WEBHOOK_EVENTS)), required=True)
    status = fields.String(required=True, validate=validate.OneOf(["enabled", "disabled"]), metadata={
        "description": "disabled: every delivery failed for a day (your feed said so); POST …/enable"})
    created = fields.Integer(required=True, metadata={"description": "Unix time"})
    failing_since = fields.Integer(allow_none=True, metadata={
        "description": "Unix time of the first failed attempt since the last success; null while it succeeds"})
    disabled_at = fields.Integer(allow_none=True)


class WebhookWithSecret(Webhook):
    secret = fields.String(required=True, metadata={
        "description": "The signing secret (HMAC-SHA256 key of Starport-Signature); shown only now"})
    previous_secret_until = fields.Integer(metadata={
        "description": "After a rotation: until this Unix time the old secret signs too (a second v1)"})


class WebhookList(Schema):
    webhooks = fields.List(fields.Nested(Webhook), required=True)


class Attempt(Schema):
    at = fields.Float(required=True, metadata={"description": "Unix time the attempt began"})
    status_code = fields.Integer(allow_none=True, metadata={"description": "The receiver's status; null: no answer"})
    error = fields.String(allow_none=True, metadata={
        "description": "Why it failed: no answer within 5 s, a refused address, a redirect, a non-2xx"})
    ms = fields.Float(required=True)


class Delivery(Schema):
    delivery_id = fields.String(required=True, metadata={"description": "Sent as Starport-Delivery"})
    webhook_id = fields.String(required=True)
    event_type = fields.String(required=True)
    event_id = fields.String(allow_none=True, metadata={"description": "The body's id (the same for a redelivery)"})
    status = fields.String(required=True, validate=validate.OneOf(["pending", "retrying", "delivered", "failed",
                                                                    "dropped"]), metadata={
        "description": "dropped: by the webhook's pending cap (50 waiting; the newest your_turn of each game is "
                       "kept), never sent; the next delivery queued says how many (dropped_before)"})
    created = fields.Float(required=True)
    attempt_count = fields.Integer(required=True)
    attempts = fields.List(fields.Nested(Attempt), required=True, metadata={"description": "The last 40"})
    next_attempt = fields.Float(allow_none=True, metadata={"description": "When it is tried again, if it will be"})
    redelivery_of = fields.String(allow_none=True)
    dropped_before = fields.Integer(required=True, metadata={
        "description": "How many deliveries of this webhook the cap dropped since the one queued before this "
                       "(its body's dropped)"})


class DeliveryList(Schema):
    webhook_id = fields.String(required=True)
    deliveries = fields.List(fields.Nested(Delivery), required=True, metadata={"description": "Newest first, the last 100"})


# -- what a webhook receives ------------------------------------------------------------------

class WebhookEvent(Schema):
    """The body of every delivery: the feed event, with an id to drop duplicates by."""

    class Meta:
        unknown = "include"

    id = fields.String(required=True, metadata={
        "description": "<player id>-<seq>: one per feed event, the same in a redelivery"})
    type = fields.String(required=True, validate=validate.OneOf(WEBHOOK_EVENTS))
    player_id = fields.String(required=True)
    created = fields.Float(required=True, metadata={"description": "Unix time the delivery was queued"})
    seq = fields.Integer(required=True, metadata={"description": "The event's seq on your feed"})
    game = fields.String(required=True, metadata={"description": "The title's slug"})
    dropped = fields.Integer(metadata={
        "description": "Present when the webhook's pending cap dropped deliveries since the one queued before "
                       "this: how many (GET …/deliveries lists them as dropped)"})


class GameEvent(WebhookEvent):
    game_id = fields.String(required=True)
    version = fields.Integer(required=True, metadata={"description": "The game's version the event is of"})
    seat = fields.Integer(required=True, metadata={"description": "Your seat"})


class YourTurnEvent(GameEvent):
    prompt = fields.String(required=True, metadata={"description": "What the seat is asked to do"})
    deadline = fields.Float(metadata={"description": "Unix time the seat's clock runs out (under a clock)"})


class SeatedEvent(GameEvent):
    status = fields.String(required=True, metadata={"description": "The game's status"})


class GameOverEvent(GameEvent):
    pass


class ChallengeEvent(WebhookEvent):
    challenge_id = fields.String(required=True)
    from_ = fields.String(required=True, data_key="from", attribute="from", metadata={"description": "The challenger"})
    from_name = fields.String(allow_none=True)
    players = fields.List(fields.String(), required=True, metadata={"description": "Every player challenged"})
    options = fields.Dict()
    rated = fields.Boolean()
    clock = fields.Dict()
    expires = fields.Float(required=True, metadata={"description": "Unix time it expires unanswered"})
