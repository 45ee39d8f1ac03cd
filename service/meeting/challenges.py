"""Challenges: a player asks one or more named players to a game; it starts when all accept.

The challenged players' feeds get ``challenge``; every answer is told on the others' feeds
(``challenge_accepted``, ``challenge_declined``, ``challenge_cancelled``, ``challenge_expired``).
Each answer is one script on the challenge's key (``service.meeting.store``), so two at once are
judged in turn. The last acceptance makes the game (``service.meeting.gathering``; its id derived from
the challenge's, so a retried accept finds it) and the seated players' feeds say ``seated`` with
the ``challenge_id``. An open challenge is due in the workers' due-index at its expiry
(``~challenge/<cid>``), when ``run_due`` ends it; an accepted one is due a little later too, so a
game an API process died before making is made by a worker.

A bot account (``PUT /v1/players/me/bot``) answers at once by its declared policy: it accepts a
challenge of a title and a table size it lists, and declines any other (reason ``bot_policy``).

A rated challenge between keys that share an origin (``service.store.key_origins``: made from one
address within a day; a bot account is a player key like any other) is made as asked, and its
game's end moves no rating (``service.ratings.maths.why_unrated``). Refusing it here would tell the
challenger that the other key was made where theirs was — the end-of-game rule is the guarantee.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections.abc import Callable

import redis

from engines import registry
from engines.contract import IllegalAction
from service.store.codec import to_json
from service.meeting.gathering import Gathering, derived_game_id
from service.meeting.store import MeetingStore
from service.players.blocks import Blocks
from service.players.bots import Bots
from service.players.directory import Players
from service.ratings.store import RatingStore
from service.problems import Problem
from service.store.queue import Scheduler
from service.tables.seating import Seating
from service.store.games import GameStore
from service.tables.lifecycle import lifecycle_of
from service.tables.writes import engine_of

CHALLENGE_SECONDS = 300  # an unanswered challenge's life unless it asks for another (expires_in)
KEPT_SECONDS = 3600  # an ended challenge can still be read this long
MADE_CHECK_SECONDS = 10  # an accepted challenge's game is looked for again after this
CHALLENGE = "~challenge"  # its due-index name (service.store.keys.MEETING_DUE)
EVENT_OF = {"accept": "challenge_accepted", "decline": "challenge_declined", "cancel": "challenge_cancelled",
            "expire": "challenge_expired"}

log = logging.getLogger(__name__)


def challenge_view(c: dict) -> dict:
    """A challenge as its challenger and the challenged see it (nobody else may read it)."""
    view = {"challenge_id": c["id"], "game": c["game"], "challenger": c["challenger"], "players": c["players"],
            "accepted": c["accepted"], "status": c["status"], "options": c["options"], "rated": c["rated"],
            "listed": c.get("listed", False), "created": c["created"], "expires": c["expires"]}
    for shown in ("clock", "game_id", "by", "reason"):
        if shown in c and (shown != "game_id" or c["status"] == "accepted"):
            view[shown] = c[shown]
    return view


def accepts(policy: dict, slug: str, players: int) -> bool:
    """Whether a bot account's policy takes a challenge of ``slug`` for a table of ``players``."""
    lo, hi = policy.get("players", [1, 8])
    return slug in policy["titles"] and lo <= players <= hi


class Challenges:
    def __init__(self, store: GameStore, meetings: MeetingStore, scheduler: Scheduler, seating: Seating,
                 gathering: Gathering, clock: Callable[[], float], players: Players | None = None,
                 blocks: Blocks | None = None, bots: Bots | None = None, ratings: RatingStore | None = None):
        self.store = store
        self.blocks = blocks  # a challenge from a player one blocks never reaches one
        self.bots = bots
        self.ratings = ratings  # a bot account is marked before its first rated game
        self.players = players
        self.meetings = meetings
        self.scheduler = scheduler
        self.seating = seating
        self.gathering = gathering
        self.clock = clock

    def challenge(self, key: str | None, challenged: str, wishes: dict) -> dict:
        player = self.seating.player_of(key, "challenge")
        self.gathering.refuse_at_cap([player])  # a bot account may accept it at once
        slug = wishes["game"]
        if slug not in registry():
            raise Problem("validation_error", f"There is no game called {slug!r}.",
                          errors={"json": {"game": [f"One of {sorted(registry())}."]}})
        engine = engine_of(slug)
        meta = engine.meta
        others = list(dict.fromkeys([challenged, *wishes.get("with", [])]))
        if player in others:
            raise Problem("validation_error", "You cannot challenge yourself.",
                          errors={"json": {"with": ["Not your own player id."]}})
        names = {p: self.store.player_name(p) for p in others}
        if None in names.values():
            raise Problem("not_found", "No such player: " + ", ".join(p for p, n in names.items() if n is None) + ".")
        unseen = self.blocks.blockers_of(player, others) if self.blocks is not None else set()
        if self.blocks is not None and (mine := [p for p in others if self.blocks.blocks(player, p)]):
            raise Problem("validation_error", "You block " + ", ".join(mine) + ": lift the block to challenge.",
                          errors={"json": {"player_id": ["Not a player you block."]}})
        if not meta.min_players <= 1 + len(others) <= meta.max_players:
            raise Problem("validation_error", f"{meta.title} takes {meta.min_players} to {meta.max_players} players.",
                          errors={"json": {"with": [f"{meta.min_players - 1}–{meta.max_players - 1} players in all."]}})
        try:
            options = meta.resolve_options(wishes.get("options"))
        except IllegalAction as refusal:
            raise Problem("validation_error", refusal.detail) from None
        clock = lifecycle_of(engine, wishes.get("clock"), "bot", None, "bot").get("clock")
        now = self.clock()
        lasts = wishes.get("expires_in", CHALLENGE_SECONDS)
        c = {"id": secrets.token_hex(16), "game": slug, "challenger": player, "players": others, "accepted": [],
             "options": options, "rated": bool(wishes.get("rated", False)),
             "listed": bool(wishes.get("listed", True)), "status": "open",
             "created": now, "expires": now + lasts}
        if clock is not None:
            c["clock"] = clock
        if unseen:  # it never reaches those who block the challenger: it waits, unseen, and expires
            c["unseen"] = sorted(unseen)
        self.meetings.create_challenge(c, lasts + KEPT_SECONDS)
        self.meetings.list_challenge([player, *[p for p in others if p not in unseen]], c["id"], c["expires"],
                                     lasts + KEPT_SECONDS)
        self.wake(c["id"], c["expires"], now)
        sent = {"type": "challenge", "game": slug, "challenge_id": c["id"], "from": player,
                "from_name": self.store.player_name(player), "players": others, "options": options,
                "rated": c["rated"], "expires": c["expires"], **({"clock": clock} if clock else {})}
        for other in others:
            if other not in unseen:
                self.tell(other, sent)
        for bot, policy in self.meetings.bot_policies([p for p in others if p not in unseen]).items():  # at once
            if c["status"] != "open":
                break
            if accepts(policy, slug, 1 + len(others)):
                c = self.apply(c, "accept", bot)
            else:
                c = self.apply(c, "decline", bot, reason="bot_policy")
        return challenge_view(c)

    def view(self, key: str | None, challenge_id: str) -> dict:
        return challenge_view(self.party_to(key, challenge_id)[1])

    def listed(self, key: str | None) -> dict:
        player = self.seating.player_of(key, "challenge")
        found = self.meetings.listed_challenges(player, self.clock())
        # one sent before the player blocked its challenger is hidden from it from then on
        shunned = self.blocks.blocked_of(player, [c["challenger"] for c in found]) if self.blocks is not None else set()
        return {"challenges": [challenge_view(c) for c in found if c["challenger"] not in shunned]}

    def answer(self, key: str | None, challenge_id: str, verb: str) -> dict:
        """``verb``: accept or decline (a challenged player's), cancel (the challenger's)."""
        player, c = self.party_to(key, challenge_id)
        if verb == "cancel" and player != c["challenger"]:
            raise Problem("not_your_challenge", "Only the challenger may cancel a challenge.")
        if verb != "cancel" and player not in c["players"]:
            raise Problem("not_your_challenge", "Only a challenged player may accept or decline.")
        if verb == "accept" and c["status"] == "open":  # it may make the game
            self.gathering.refuse_at_cap([player])
        after = self.apply(c, verb, player)
        if after["status"] in ("expired",) and verb != "expire":
            raise Problem("challenge_closed", "This challenge expired.")
        return challenge_view(after)

    def party_to(self, key: str | None, challenge_id: str) -> tuple[str, dict]:
        player = self.seating.player_of(key, "challenge")
        c = self.meetings.challenge(challenge_id) if len(challenge_id) == 32 else None
        if c is None or player not in (c["challenger"], *c["players"]) or player in c.get("unseen", ()) \
                or (player != c["challenger"] and self.blocks is not None and self.blocks.blocks(player, c["challenger"])):
            # a stranger's reads as none at all, and so does one that never reached its blocker,
            # or reached it before it blocked the challenger: it can neither read nor accept it
            raise Problem("not_found", "You have no challenge with that id (it ended long ago, or is not yours).")
        return player, c

    def apply(self, c: dict, verb: str, who: str, reason: str = "") -> dict:
        """One answer, judged by the challenge's script; told on the feeds, and the game made
        when it was the last acceptance."""
        code, after = self.meetings.answer(c["id"], verb, who, self.clock(), derived_game_id("challenge", c["id"]),
                                           reason)
        if code < 0:
            raise Problem("not_found", "That challenge is gone.")
        if code == 0:  # nothing changed: the challenge is as another answer left it
            if after["status"] == "accepted" and verb == "accept":
                self.make_game(after)  # accepted already (a retry, or two at once): its one game
            elif after["status"] != "open" and verb != "expire":
                raise Problem("challenge_closed", f"This challenge is {after['status']} already.")
            return after
        self.announce(after, verb if after["status"] != "expired" else "expire", who)
        if after["status"] == "accepted":
            self.make_game(after)
        elif after["status"] != "open":
            self.settle(after["id"], None)
        return after

    def make_game(self, c: dict) -> dict:
        now = self.clock()
        self.wake(c["id"], now + MADE_CHECK_SECONDS, now)  # made by a worker if this process dies first
        seats = [{"player": p} for p in (c["challenger"], *c["players"])]
        random.Random(c["id"]).shuffle(seats)
        made = self.gathering.start(c["game"], c["game_id"], seats, options=c["options"], clock=c.get("clock"),
                                    terms={"rated": c["rated"], "challenge_id": c["id"]},
                                    listed=c.get("listed", False))  # one made before challenges were listed: not
        self.settle(c["id"], None)
        return made

    def run_due(self, challenge_id: str) -> None:
        """The worker's job: expire an open challenge past its time; make an accepted one's game."""
        c = self.meetings.challenge(challenge_id)
        if c is None or c["status"] not in ("open", "accepted"):
            self.settle(challenge_id, None)
        elif c["status"] == "accepted":
            self.make_game(c)
        elif self.clock() >= c["expires"]:
            self.apply(c, "expire", "")
        else:
            self.settle(challenge_id, c["expires"])

    def announce(self, c: dict, verb: str, who: str) -> None:
        event = {"type": EVENT_OF[verb], "game": c["game"], "challenge_id": c["id"], "status": c["status"]}
        if verb in ("accept", "decline"):
            event["by"] = who
        if c.get("reason"):
            event["reason"] = c["reason"]
        everyone = [c["challenger"], *c["players"]]
        hidden = set(c.get("unseen", ()))  # and those who blocked the challenger since it was sent
        if self.blocks is not None:
            hidden |= self.blocks.blockers_of(c["challenger"], c["players"])
        for player in everyone:
            if player != who and player not in hidden:
                self.tell(player, event)

    def wake(self, challenge_id: str, at: float, now: float) -> None:
        try:
            self.scheduler.wake(CHALLENGE, challenge_id, at, human=True, now=now)
        except redis.exceptions.RedisError as error:
            log.warning("challenge %s: its expiry not scheduled (%s)", challenge_id, error)

    def settle(self, challenge_id: str, at: float | None) -> None:
        try:
            self.scheduler.settle(CHALLENGE, challenge_id, at, human=True)
        except redis.exceptions.RedisError as error:  # its job finds it ended and settles then
            log.warning("challenge %s: due-index not settled (%s)", challenge_id, error)

    def tell(self, player: str, event: dict) -> None:
        """On the player's feed, and to its webhooks that want it (``Players.note``): a note from
        another player, of which the feed keeps a bounded number (``PlayerStore.NOTES_KEPT``)."""
        if self.players is not None:
            self.players.note(player, [event], about=f"challenge {event.get('challenge_id')}", from_others=True)
            return
        try:
            self.store.tell_player(player, [to_json(event)], from_others=True)
        except redis.exceptions.RedisError as error:
            log.warning("player %s not told %s: %s", player, event["type"], error)

    # -- bot accounts ------------------------------------------------------------------------------

    def set_bot_policy(self, key: str | None, policy: dict | None) -> dict:
        """Mark the player a bot account (once, before its first rated game: never undone) with
        this challenge policy; None clears the policy, and the account stays a bot's."""
        player = self.seating.player_of(key)  # the key itself: who the player is
        since = self.bots.is_bot([player])[player] if self.bots is not None else False
        if policy is not None and not since and self.ratings is not None \
                and self.ratings.of_player(list(registry()), player):
            raise Problem("bot_account_too_late", "A player becomes a bot account before its first rated game: "
                                                  "this one was rated already. Make a new player for the bot.")
        if policy is not None:
            unknown = [slug for slug in policy["titles"] if slug not in registry()]
            if unknown:
                raise Problem("validation_error", f"No such title: {', '.join(unknown)}.",
                              errors={"json": {"titles": [f"Slugs of {sorted(registry())}."]}})
            policy = {"titles": list(dict.fromkeys(policy["titles"])), "players": policy.get("players", [1, 8])}
        if policy is not None and self.bots is not None:
            self.bots.mark(player, self.clock())
            since = True
        self.meetings.set_bot_policy(player, policy)
        return {"player_id": player, "bot": bool(since) or policy is not None, **({"policy": policy} if policy else {})}
