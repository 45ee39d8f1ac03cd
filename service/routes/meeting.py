"""The meeting place's routes (issue 29): quick play, challenges, bot accounts and rematches.

Who may call: a player key for everything but a rematch, which a seat's token may offer too.
What it reveals: a seek only to its seeker, a challenge only to its challenger and the
challenged (anyone else's reads as 404), a rematch's state only to the finished game's seats;
feeds carry ids and seats, never a secret. What it costs: a seek is one JSON entry in its pool
(gone ``ENDED_KEPT_SECONDS`` after it ends), a challenge one key (gone an hour after it ends);
seeks and challenges count in the address's creates, the key's own budget (``meets``) and, for a
challenge, the pair's of the key and each player it names (the path's and ``with``'s).
"""

from __future__ import annotations

from importlib import import_module

from flask_smorest import Blueprint

from engines import package_of
from engines.contract import Game
from schemas.meeting import (
    BotPolicy,
    BotPolicyRequest,
    Challenge,
    ChallengeRequest,
    Rematch,
    Seek,
    quickplay_request,
)
from schemas.meeting import Challenges as ChallengeList
from service.http.contract import (
    ANY,
    ON_A_GAME,
    WITH_A_BODY,
    WRITES,
    counts_per_pair,
    counts_per_player,
    header_refs,
    problems,
    rate_limited,
)
from service.http.limits import client_ip
from service.meeting.quickplay import SEEKS_PER_ORIGIN
from service.http.openapi_parts import BEARER, PLAYER
from service.http.requests import GameBlueprint, bearer_token, service
from service.http.wire import json_response

SEEKING = ("unauthorized", "missing_scope", "already_seeking", "too_many_seeks", "quota_exceeded")
ANSWERING = (*ANY, *WRITES, "unauthorized", "missing_scope", "not_found", "not_your_challenge", "challenge_closed",
             "quota_exceeded")


def quickplay_blueprint(engine: Game) -> Blueprint:
    """A title's quick play and its games' rematch."""
    slug, title = engine.meta.slug, engine.meta.title
    ident = package_of(slug)
    prefix = "".join(word.title() for word in ident.split("_"))
    seek_schema = quickplay_request(prefix, import_module(f"schemas.{ident}").OptionsSchema)
    blp = GameBlueprint(f"{slug}-meeting", __name__, url_prefix=f"/v1/{slug}",
                        description=f"{title}: quick play with strangers, and rematches")

    @blp.route("/quickplay", methods=["POST"])
    @rate_limited("creates")
    @counts_per_player()
    @problems(*ANY, *WITH_A_BODY, *WRITES, *SEEKING)
    @blp.arguments(seek_schema(), required=False, example={"players": 2, "bots_after": 30, "bot": "greedy"})
    @blp.response(202, Seek, headers=header_refs("Location"))
    @blp.doc(operationId=f"{ident}_quickplay", summary=f"Seek a {title} game with strangers (quick play)",
             security=PLAYER,
             description="Your wishes: players (a number or [least, most]), options, clock, rated, bots_after "
                         "(seconds until bots fill your table's empty seats) and bot (their level). Seekers "
                         "with the same options, clock and rated are seated together, oldest first; your "
                         "feed says seated (the game, its id and your seat: your player key acts for it). "
                         "One seek per title at a time (already_seeking), and at most "
                         f"{SEEKS_PER_ORIGIN} waiting in one pool from keys made from one address "
                         "(too_many_seeks). Location names the seek.")
    def quickplay(body):
        seek = service().seek(slug, bearer_token(), body)
        return json_response(seek, 202, headers={"Location": f"/v1/quickplay/{seek['seek_id']}"})

    @blp.route("/games/<game_id>/rematch", methods=["POST"])
    @rate_limited("creates")
    @problems(*ON_A_GAME, *WRITES, "unauthorized", "missing_scope", "seat_taken_over", "game_not_over",
              "quota_exceeded", "validation_error")  # validation_error: a player at the table is one you block
    @blp.response(200, Rematch)
    @blp.doc(operationId=f"{ident}_offer_rematch", summary="Offer (or agree to) a rematch of a finished game",
             security=BEARER + PLAYER,
             description="With your seat's token or your player key. When every person at the table has "
                         "offered (bots agree by themselves), the new game is made: the same players and "
                         "options, seats moved one place on; rematch names it, its rematch_of names this "
                         "game, and players' feeds say seated. Your seat token acts in it too.")
    def offer_rematch(game_id):
        return json_response(service().offer_rematch(slug, game_id, bearer_token(), client_ip()))

    @blp.route("/games/<game_id>/rematch", methods=["GET"])
    @rate_limited("reads")
    @problems(*ON_A_GAME, "unauthorized")
    @blp.response(200, Rematch)
    @blp.doc(operationId=f"{ident}_rematch", summary="Who offered a rematch, and its game once made",
             security=BEARER + PLAYER, description="For the finished game's seats only.")
    def rematch_state(game_id):
        return json_response(service().rematch_state(slug, game_id, bearer_token()))

    return blp


def meeting_blueprint() -> Blueprint:
    """Seeks by id, challenges, and bot accounts."""
    blp = GameBlueprint("meeting", __name__, url_prefix="/v1",
                        description="The meeting place: your seeks, challenges between players, bot accounts")

    @blp.route("/quickplay/<seek_id>", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope", "not_found")
    @blp.response(200, Seek)
    @blp.doc(operationId="seek", summary="Your seek: waiting, or where it seated you", security=PLAYER,
             description="Only its seeker may read it (anyone else: 404). Once seated: game_id and seat.")
    def seek(seek_id):
        return json_response(service().seek_view(bearer_token(), seek_id))

    @blp.route("/quickplay/<seek_id>", methods=["DELETE"])
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope", "not_found", "seek_closed")
    @blp.response(200, Seek)
    @blp.doc(operationId="withdraw_seek", summary="Withdraw your seek", security=PLAYER,
             description="Only while it waits; a seek at a table already (forming, seated) is seek_closed.")
    def withdraw(seek_id):
        return json_response(service().withdraw_seek(bearer_token(), seek_id))

    # A player id is 32 characters: "me" is never one, so /players/me/challenges offers GET alone.
    @blp.route("/players/<string(length=32):player_id>/challenges", methods=["POST"])
    @rate_limited("creates")
    @counts_per_player()
    @counts_per_pair("player_id", "with")
    @problems(*ANY, *WITH_A_BODY, *WRITES, "unauthorized", "missing_scope", "not_found", "quota_exceeded")
    @blp.arguments(ChallengeRequest(), example={"game": "starshower", "options": {}, "rated": False})
    @blp.response(201, Challenge, headers=header_refs("Location"))
    @blp.doc(operationId="challenge", summary="Challenge a player (and others, with with) to a game",
             security=PLAYER,
             description="Their feeds get challenge (with its challenge_id); each may accept or decline, you "
                         "may cancel, and an unanswered one expires (expires_in). When all accept the game "
                         "is made and everyone's feed says seated. A bot account answers by its policy at "
                         "once. At most a few challenges a pair in ten minutes (rate_limited): you and each player "
                         "the challenge names, in the path or in with.")
    def challenge(body, player_id):
        made = service().challenge(bearer_token(), player_id, body)
        return json_response(made, 201, headers={"Location": f"/v1/challenges/{made['challenge_id']}"})

    @blp.route("/players/me/challenges", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope")
    @blp.response(200, ChallengeList)
    @blp.doc(operationId="my_challenges", summary="Challenges you sent or received, newest first",
             security=PLAYER, description="Open ones and those that ended in the last hour.")
    def my_challenges():
        return json_response(service().my_challenges(bearer_token()))

    @blp.route("/challenges/<challenge_id>", methods=["GET"])
    @rate_limited("reads")
    @problems(*ANY, "unauthorized", "missing_scope", "not_found")
    @blp.response(200, Challenge)
    @blp.doc(operationId="challenge_state", summary="A challenge you sent or received", security=PLAYER,
             description="Only its challenger and the challenged may read it (anyone else: 404).")
    def challenge_state(challenge_id):
        return json_response(service().challenge_view(bearer_token(), challenge_id))

    for verb, summary in (("accept", "Accept a challenge (the game starts when all accepted)"),
                          ("decline", "Decline a challenge: it ends"),
                          ("cancel", "Cancel your challenge: it ends")):
        blp.route(f"/challenges/<challenge_id>/{verb}", methods=["POST"], endpoint=f"{verb}_challenge")(
            problems(*ANSWERING)(blp.response(200, Challenge)(blp.doc(
                operationId=f"{verb}_challenge", summary=summary, security=PLAYER,
                description="With your player key; the others' feeds hear of it.")(answer_view(verb)))))

    @blp.route("/players/me/bot", methods=["PUT"])
    @problems(*ANY, *WITH_A_BODY, *WRITES, "unauthorized", "missing_scope", "bot_account_too_late")
    @blp.arguments(BotPolicyRequest(), example={"titles": ["starshower"], "players": [2, 2]})
    @blp.response(200, BotPolicy)
    @blp.doc(operationId="set_bot_account", summary="Mark yourself a bot account, with the challenges it takes",
             security=PLAYER,
             description="Being a bot account is who you are: marked once, before your first rated game "
                         "(409 bot_account_too_late after it), never undone, and shown as bot wherever your "
                         "name is. Its policy: a challenge of a listed title and table size is accepted at "
                         "once; any other is declined (reason bot_policy). A bot account also agrees to "
                         "rematches by itself. With your player key itself (a token: 403 missing_scope).")
    def set_bot(body):
        return json_response(service().set_bot_policy(bearer_token(), body))

    @blp.route("/players/me/bot", methods=["DELETE"])
    @problems(*ANY, *WRITES, "unauthorized", "missing_scope")
    @blp.response(200, BotPolicy)
    @blp.doc(operationId="unset_bot_account", summary="Clear your bot account's challenge policy", security=PLAYER,
             description="Challenges wait for your own answer again, and rematches for your offer. You stay a "
                         "bot account (bot: true): that is never undone.")
    def unset_bot():
        return json_response(service().set_bot_policy(bearer_token(), None))

    return blp


def answer_view(verb: str):
    def answer(challenge_id):
        return json_response(service().answer_challenge(bearer_token(), challenge_id, verb))
    answer.__name__ = f"{verb}_challenge"
    return answer
