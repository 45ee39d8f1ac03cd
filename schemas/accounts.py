"""Accounts on the wire (issue 46): a player's scoped tokens, its blocks, its handle."""

from marshmallow import Schema, fields, validate

from schemas.common import StrictInt, WholeMatch

# The scopes a token may carry (service.store.tokens.SCOPES says the same: a test holds them together).
TOKEN_SCOPES = ("read", "play", "challenge", "tournament", "webhooks", "chat")
TOKEN_ID = WholeMatch(r"^[0-9a-f]{12}$")
TOKEN_LIFE = (60, 366 * 24 * 3600)


class TokenRequest(Schema):
    scopes = fields.List(fields.String(validate=validate.OneOf(TOKEN_SCOPES)), required=True,
                         validate=validate.Length(min=1, max=len(TOKEN_SCOPES)), metadata={
                             "description": "What the token may do: read (your games, feed and seats; every "
                                            "token has it), play (act, claim, leave, rematch), challenge "
                                            "(seeks, challenges, blocks), tournament, webhooks, chat",
                             "example": ["play", "challenge"]})
    expires_in = StrictInt(validate=validate.Range(min=TOKEN_LIFE[0], max=TOKEN_LIFE[1]), metadata={
        "description": "Seconds until it stops working (none: until revoked)"})
    label = fields.String(load_default="", validate=validate.Length(max=40), metadata={
        "description": "Your name for it, shown in the list"})


class Token(Schema):
    token_id = fields.String(required=True)
    prefix = fields.String(required=True, metadata={
        "description": "The token's public beginning (<player id>.<token id>), to tell it apart; never its secret"})
    scopes = fields.List(fields.String(validate=validate.OneOf(TOKEN_SCOPES)), required=True)
    label = fields.String(required=True)
    created = fields.Float(required=True, metadata={"description": "Unix time"})
    expires = fields.Float(required=True, allow_none=True, metadata={"description": "Unix time; null: never"})
    last_used = fields.Float(required=True, allow_none=True, metadata={
        "description": "Unix time, to the minute; null: never used"})
    expired = fields.Boolean(metadata={"description": "Past its expiry: it works no more (in the list)"})


class TokenMinted(Token):
    token = fields.String(required=True, metadata={
        "description": "The token (Authorization: Bearer <token>); shown only once"})


class TokenList(Schema):
    tokens = fields.List(fields.Nested(Token), required=True)


class Blocked(Schema):
    player_id = fields.String(required=True)
    name = fields.String(required=True, allow_none=True, metadata={"description": "null: the player is gone"})


class BlockList(Schema):
    blocks = fields.List(fields.Nested(Blocked), required=True)
