"""A player's account (issue 46): its scoped tokens and its blocks.

Tokens (``/v1/players/me/tokens…``): who — the player, by its key itself (a token never mints,
lists or revokes tokens: 403 ``missing_scope``, scope ``key``); what it reveals — a new token
once, when it is made; the list shows each token's public prefix, scopes, label, times and
last use, never a secret; what it costs — one script over the player's hash (``TOKENS_MOST``
tokens at most, ~200 B each, kept as long as the player), counted in the address's creates; what
it lets one client do to others — nothing: a token acts for its own player only.

Blocks (``/v1/players/me/blocks…``): who — the player, by its key or a token with the
``challenge`` scope; what it reveals — its own blocks, to it alone (nobody is told it was
blocked, and nothing anyone else reads says so); what it costs — one set of ids (``MOST`` at
most, ~40 B each) kept as long as the player, one command to change, one read to list, counted
in the address's creates (writes) or the key's reads; what it lets one client do to another —
keep it away: the other's challenges and rematch offers no longer reach the blocker, and quick
play seats them apart.
"""

from __future__ import annotations

from flask import Response
from flask_smorest import Blueprint

from schemas.accounts import TOKEN_ID, BlockList, TokenList, TokenMinted, TokenRequest
from schemas.envelope import PLAYER_ID
from service.http.contract import ANY, WITH_A_BODY, WRITES, problems, rate_limited
from service.http.openapi_parts import PLAYER
from service.http.requests import GameBlueprint, bearer_token, service
from service.http.wire import json_response
from service.players.blocks import MOST as BLOCKS_MOST
from service.problems import Problem
from service.store.tokens import TOKENS_MOST

KEY_ONLY = ("Send your player key itself: a token is refused here (403 missing_scope, scope key).")


def accounts_blueprint() -> Blueprint:
    blp = GameBlueprint("accounts", __name__, url_prefix="/v1/players/me",
                        description="Your account: scoped tokens and blocks")

    @blp.route("/tokens", methods=["POST"])
    @rate_limited("creates")
    @problems(*ANY, *WITH_A_BODY, *WRITES, "unauthorized", "missing_scope", "too_many_tokens")
    @blp.arguments(TokenRequest(), example={"scopes": ["play", "challenge"], "expires_in": 2592000,
                                            "label": "my bot"})
    @blp.response(201, TokenMinted)
    @blp.doc(operationId="mint_token", summary="A token with some scopes (and an expiry): shown once",
             security=PLAYER,
             description="Use it where your key goes (Authorization: Bearer <token>): it may do what its scopes "
                         "cover and nothing else (403 missing_scope, naming the scope needed), until its expiry "
                         f"or until you revoke it. You hold {TOKENS_MOST} tokens at most. " + KEY_ONLY)
    def mint_token(body):
        return json_response(service().mint_token(bearer_token(), body["scopes"], body.get("expires_in"),
                                                  body["label"]), 201)

    @blp.route("/tokens", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope")
    @blp.response(200, TokenList)
    @blp.doc(operationId="list_tokens", summary="Your tokens: prefixes, scopes, expiry, last use (no secret)",
             security=PLAYER, description="Oldest first; expired ones too, until you revoke them. " + KEY_ONLY)
    def list_tokens():
        return json_response(service().tokens_of(bearer_token()))

    @blp.route("/tokens/<token_id>", methods=["DELETE"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found")
    @blp.response(204)
    @blp.doc(operationId="revoke_token", summary="Revoke a token: it never works again", security=PLAYER,
             description="From that moment it is refused everywhere (every API process: 401), and every stream "
                         "opened with it closes. " + KEY_ONLY)
    def revoke_token(token_id):
        if TOKEN_ID.regex.fullmatch(token_id) is None:
            raise Problem("not_found", "A token id is 12 lowercase hex digits.")
        service().revoke_token(bearer_token(), token_id)
        return Response(status=204)

    @blp.route("/blocks", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope")
    @blp.response(200, BlockList)
    @blp.doc(operationId="list_blocks", summary="The players you block (only you see it)", security=PLAYER,
             description="With your key or a token with the challenge scope.")
    def list_blocks():
        return json_response(service().blocks_of(bearer_token()))

    @blp.route("/blocks/<player_id>", methods=["PUT"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found", "validation_error", "too_many_blocks")
    @blp.response(200, BlockList)
    @blp.doc(operationId="block_player", summary="Block a player: its challenges and offers no longer reach you",
             security=PLAYER,
             description="Its challenges and rematch offers are never shown to you (it is not told: a challenge "
                         "waits unanswered and expires), quick play never seats you together, and tournaments "
                         f"and chat keep it away too. Nobody but you sees your blocks. {BLOCKS_MOST} at most. "
                         "With your key or a token with the challenge scope. The answer is your blocks now.")
    def block(player_id):
        return json_response(service().block(bearer_token(), checked_player(player_id)))

    @blp.route("/blocks/<player_id>", methods=["DELETE"])
    @rate_limited("creates")
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope")
    @blp.response(200, BlockList)
    @blp.doc(operationId="unblock_player", summary="Lift a block", security=PLAYER,
             description="The answer is your blocks now (lifting one you do not hold changes nothing).")
    def unblock(player_id):
        return json_response(service().unblock(bearer_token(), checked_player(player_id)))

    return blp


def checked_player(player_id: str) -> str:
    if PLAYER_ID.regex.fullmatch(player_id) is None:
        raise Problem("not_found", "A player id is 32 lowercase hex digits.")
    return player_id
