"""The wire contract every game shares; a game's own schemas nest inside it.

``game_schemas(slug, module)`` builds, for one game, the request and response schemas whose
game-specific parts (options, actions, view state, score breakdown) come from
``schemas/<game>.py``. They get the game's prefix so OpenAPI names them apart.
"""

from types import SimpleNamespace

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from schemas.common import (
    ActionUnion, QueryInt, QueryNumber, StrictBool, StrictInt, StrictNumber, WholeMatch, event_schemas,
)
from schemas.problem_codes import STATUS_OF
from schemas.rating import BotLevel, Rating

MAX_SEED = 2**63 - 1
MAX_SEQ = 2**63 - 1  # event sequence numbers: Redis stream ids are unsigned 64-bit
SEAT_NAME = validate.Length(min=1, max=40)


class Problem(Schema):
    """RFC 9457 problem details, with a stable machine ``code``."""

    type = fields.String(required=True, metadata={"description": "A URI naming the problem type"})
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    code = fields.String(required=True, validate=validate.OneOf(sorted(STATUS_OF)), metadata={
        "description": "Stable machine code; each operation's responses say which codes it gives "
                       "at which status"})
    detail = fields.String(required=True, metadata={"description": "One human sentence"})
    instance = fields.String()
    errors = fields.Dict(metadata={"description": "Field errors, for validation_error"})
    current_version = fields.Integer(metadata={"description": "For version_conflict"})
    seek_id = fields.String(metadata={"description": "For already_seeking: the seek you hold"})
    scope = fields.String(metadata={"description": "For missing_scope: the scope the request needs (key: only "
                                                   "the player's key itself will do)"})


PLAYER_ID = WholeMatch(r"^[0-9a-f]{32}$")
LOBBY_CURSOR = WholeMatch(r"^[0-9]{16}:[0-9a-f]{32}$")
CLOCK_SECONDS = (1, 7 * 24 * 3600)  # the service's bounds too (service.games)


class SeatRequest(Schema):
    name = fields.String(validate=SEAT_NAME, metadata={"description": "Shown to everyone"})
    bot = fields.String(metadata={"description": "A bot level from the catalogue: the seat plays itself"})
    open = StrictBool(metadata={"description": "Left for someone to claim"})
    player = fields.String(validate=PLAYER_ID, metadata={
        "description": "A player id (POST /v1/players): the seat is that player's, who acts with its "
                       "player key and hears of the game on its feed; no seat token is made"})

    @validates_schema
    def _one_kind(self, data, **kwargs):
        if sum(1 for kind in ("bot", "open", "player") if data.get(kind)) > 1:
            raise ValidationError("A seat is a bot, open or a player's, only one of them.")


class Clock(Schema):
    per_turn = StrictNumber(required=True, validate=validate.Range(min=CLOCK_SECONDS[0], max=CLOCK_SECONDS[1]),
                            metadata={"description": "Seconds a seat has each time it is to act"})
    bank = StrictNumber(load_default=0, validate=validate.Range(min=0, max=CLOCK_SECONDS[1]), metadata={
        "description": "Seconds more a seat may spend over the whole game once per_turn is used up"})


ON_TIMEOUT_MEANS = {
    "bot": "bot (the stand-in makes this one move)",
    "takeover": "takeover (the stand-in plays the seat from then on)",
    "forfeit": "forfeit (the seat drops out of the game)",
}


def lifecycle_fields(on_timeout: tuple[str, ...]) -> dict:
    """A create's fields about seats and time, the same for every game (fresh field objects) but
    the ``on_timeout`` choices, which are the game's own (``service.games.on_timeout_choices``)."""
    return {
        "listed": StrictBool(metadata={
            "description": "Shown in the lobby (GET /v1/{game}/games) and, once finished, in its players' public "
                           "histories. Default: true; false keeps it out of both (its link still works)"}),
        "clock": fields.Nested(Clock, metadata={"description": "A clock for every seat no bot plays"}),
        "on_timeout": fields.String(load_default="bot", validate=validate.OneOf(list(on_timeout)), metadata={
            "description": "When a clock runs out: " + ", ".join(ON_TIMEOUT_MEANS[c] for c in on_timeout[:-1])
                           + " or " + ON_TIMEOUT_MEANS[on_timeout[-1]]}),
        "stand_in": fields.String(metadata={
            "description": "The bot level playing for a seat that timed out or left (default greedy)"}),
        "on_leave": fields.String(load_default="bot", validate=validate.OneOf(["bot", "reopen"]), metadata={
            "description": "When a seat leaves a started game: bot (the stand-in takes it over) or reopen "
                           "(open for a claim; the game waits for it)"}),
        "one_seat_per_player": StrictBool(load_default=False, metadata={
            "description": "Open seats are claimed only with a player key, one seat per player "
                           "(player_key_required otherwise), and the creator gets at most one seat token"}),
        "rated": StrictBool(load_default=False, metadata={
            "description": "Rated play: each seat open (claimed with a player key, one each) or a house bot; "
                           "the final ranking moves every seat's rating once the game ends. Without a clock, "
                           "a rated game gets one of a day a turn (per_turn 86400, bank 0)"}),
        "chat": StrictBool(load_default=True, metadata={
            "description": "The game's chat rooms (players', spectators'): false keeps them shut for the "
                           "whole game (chat_off)"}),
    }


class SeatCreated(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    token = fields.String(metadata={"description": "This human seat's secret; shown only once"})
    bot = fields.String()
    open = fields.Boolean()
    player = fields.String(metadata={"description": "The player this seat was made for"})
    holder = fields.String(metadata={
        "description": "Who holds the seat, as far as the server knows: creator (a token given at create) "
                       "or player:<mark> (a player key; one mark per player and game). Seats with the same "
                       "holder are one person's; a seat claimed without a player key has none"})


class Player(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    handle = fields.String(metadata={"description": "The seated player's handle, as it was when it sat"})
    bot_account = fields.Boolean(metadata={
        "description": "true: the seated player is a bot account (a program), as its account said when it sat"})
    bot = fields.String()
    open = fields.Boolean()
    left = fields.Boolean(metadata={"description": "The seat left; its bot plays it"})
    holder = fields.String(metadata={
        "description": "Who holds the seat, as far as the server knows: creator (a token given at create) "
                       "or player:<mark> (a player key; one mark per player and game). Seats with the same "
                       "holder are one person's; a seat claimed without a player key has none"})


class Prompt(Schema):
    seat = fields.Integer(required=True, allow_none=True, metadata={"description": "null for an automaton"})
    automaton = fields.String(metadata={"description": "A player that is not a seat, e.g. cosmobot"})
    prompt = fields.String(required=True, metadata={"description": "The kind of decision awaited"})
    deadline = fields.Float(metadata={"description": "When this seat's clock runs out (seconds since the "
                                                     "epoch), in a game with a clock"})


class CreatedGame(Schema):
    game_id = fields.String(required=True)
    game = fields.String(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["waiting", "active", "finished"]))
    seats = fields.List(fields.Nested(SeatCreated), required=True)
    creator_token = fields.String(required=True, metadata={
        "description": "Cancels the game while it waits for players (POST …/cancel); shown only once"})


class Left(Schema):
    seat = fields.Integer(required=True)
    version = fields.Integer(required=True)
    status = fields.String(required=True)
    then = fields.String(required=True, validate=validate.OneOf(["bot", "reopened"]),
                         metadata={"description": "bot: a bot plays the seat now; reopened: open for a claim"})


class Cancelled(Schema):
    version = fields.Integer(required=True)
    status = fields.String(required=True)


class LobbyQuery(Schema):
    status = fields.String(load_default="waiting", validate=validate.OneOf(["waiting", "active", "finished"]))
    limit = QueryInt(load_default=20, validate=validate.Range(min=1, max=100))
    after = fields.String(validate=LOBBY_CURSOR, metadata={"description": "The `next` of the page before"})
    rated = fields.Boolean(load_default=False, truthy={"true"}, falsy={"false"}, metadata={
        "description": "true: only games created rated"})


class LobbySeat(Player):
    rating = fields.Nested(Rating, metadata={
        "description": "The rating in this title of the player key or house bot level holding the seat (a "
                       "newcomer's is μ 25, σ 8.33); absent for a seat token's seat and a bot standing in for "
                       "someone who left. Never whose it is: no player id"})


class LobbyGame(Schema):
    game_id = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.String(required=True)
    version = fields.Integer(required=True)
    seats = fields.List(fields.Nested(LobbySeat), required=True)
    open_seats = fields.List(fields.Integer(), required=True)
    options = fields.Dict(required=True, metadata={"description": "The game's options"})
    clock = fields.Nested(Clock)
    on_timeout = fields.String()
    on_leave = fields.String()
    one_seat_per_player = fields.Boolean(metadata={"description": "Open seats only for player keys, one each"})
    rated = fields.Boolean(metadata={"description": "Rated play: the end moves its seats' ratings"})
    chat = fields.Boolean(metadata={"description": "false: the game was created with chat off"})
    rematch_of = fields.String(metadata={"description": "The finished game this one is the rematch of"})
    challenge_id = fields.String(metadata={"description": "The challenge whose acceptance made it"})
    tournament = fields.String(metadata={"description": "The tournament that seated it"})
    created = fields.Float(required=True)
    updated = fields.Float(required=True)
    you = fields.Integer(allow_none=True, metadata={"description": "Your seat (in your own games' list)"})


class Lobby(Schema):
    games = fields.List(fields.Nested(LobbyGame), required=True)
    next = fields.String(required=True, allow_none=True, metadata={
        "description": "Pass as ?after= for the next (older) page; null on the last"})


class PlayerRequest(Schema):
    name = fields.String(validate=SEAT_NAME)


class PlayerCreated(Schema):
    player_id = fields.String(required=True)
    name = fields.String(required=True)
    key = fields.String(required=True, metadata={
        "description": "The player's secret (Authorization: Bearer <key>); shown only once"})


class PlayerKey(Schema):
    player_id = fields.String(required=True)
    key = fields.String(required=True, metadata={
        "description": "The player's new secret (Authorization: Bearer <key>); shown only once. The old key "
                       "works no more."})


class PlayerGames(Schema):
    player_id = fields.String(required=True)
    games = fields.List(fields.Nested(LobbyGame), required=True)
    next = fields.String(required=True, allow_none=True, metadata={
        "description": "Pass as ?after= for the next (older) page; null on the last"})


class PlayerGamesQuery(Schema):
    limit = QueryInt(load_default=100, validate=validate.Range(min=1, max=1000))
    after = fields.String(validate=validate.Length(max=200), metadata={"description": "The `next` of the page before"})


FEED_EVENTS = ["seated", "your_turn", "game_over", "seek_expired", "challenge", "challenge_accepted",
               "challenge_declined", "challenge_cancelled", "challenge_expired", "rematch_offered",
               "webhook_disabled", "rating_changed", "tournament_started", "tournament_paused"]


class FeedEvent(Schema):
    """One entry of a player's feed: of a game you sit at (seated, your_turn with the prompt,
    game_over, rematch_offered, rating_changed once a rated game is rated), or of the meeting
    place (seek_expired, challenge and its answers: challenge_accepted, challenge_declined,
    challenge_cancelled, challenge_expired), or of a tournament you entered (tournament_started;
    tournament_paused: absent from two of its games in a row, you are seated no more until you
    join it again),
    or of your webhooks (webhook_disabled: it failed for
    a day)."""

    class Meta:
        unknown = "include"

    seq = fields.Integer(required=True)
    type = fields.String(required=True, validate=validate.OneOf(FEED_EVENTS))
    game = fields.String(metadata={"description": "The title's slug (every event but webhook_disabled)"})
    game_id = fields.String(metadata={"description": "The game (every event of a game; a rematch_offered's "
                                                     "finished game)"})
    version = fields.Integer()
    seat = fields.Integer(metadata={"description": "Your seat (seated, your_turn, game_over); the offering seat "
                                                   "(rematch_offered)"})
    prompt = fields.String()
    deadline = fields.Float()
    status = fields.String(metadata={"description": "The game's (seated) or the challenge's status"})
    rematch_of = fields.String(metadata={"description": "seated: the finished game this one is the rematch of"})
    challenge_id = fields.String(metadata={"description": "seated in a challenge's game, and every challenge event"})
    rated = fields.Boolean()
    tournament = fields.String(metadata={"description": "seated in a tournament's game, and tournament_started "
                                                        "and tournament_paused: "
                                                        "the tournament (GET /v1/tournaments/{tournament_id})"})
    seek_id = fields.String(metadata={"description": "seek_expired: the seek that ended unseated"})
    by = fields.String(metadata={"description": "The player who accepted or declined"})
    reason = fields.String(metadata={"description": "bot_policy: a bot account's policy declined"})
    from_ = fields.String(data_key="from", attribute="from", metadata={"description": "challenge: the challenger"})
    from_name = fields.String()
    players = fields.List(fields.String(), metadata={"description": "challenge: every player challenged"})
    options = fields.Dict()
    clock = fields.Nested(Clock)
    expires = fields.Float(metadata={"description": "challenge: when it expires unanswered"})
    webhook_id = fields.String(metadata={"description": "webhook_disabled: the webhook"})
    url = fields.String(metadata={"description": "webhook_disabled: its URL"})
    failing_since = fields.Integer(metadata={"description": "webhook_disabled: its first failure since a success"})
    disabled_at = fields.Integer()
    rank = fields.Integer(metadata={"description": "rating_changed: your place in the game (1 first; ties share)"})
    seats_rated = fields.Integer(metadata={"description": "rating_changed: the seats the game rated"})
    rating = fields.Nested(Rating, metadata={"description": "rating_changed: your rating of this title now"})
    ordinal_before = fields.Float(metadata={"description": "rating_changed: your ordinal before the game"})


class Feed(Schema):
    last_seq = fields.Integer(required=True, metadata={"description": "Pass as ?after= next time"})
    events = fields.List(fields.Nested(FeedEvent), required=True)
    more = fields.Boolean(required=True, metadata={
        "description": "A full page: more may follow last_seq; ask again at once with ?after=last_seq"})


class ClaimRequest(Schema):
    name = fields.String(validate=SEAT_NAME)


class Claimed(Schema):
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    token = fields.String(required=True, metadata={"description": "This seat's secret; shown only once"})
    version = fields.Integer(required=True)
    status = fields.String(required=True)


class EventsQuery(Schema):
    after = QueryInt(load_default=0, validate=validate.Range(min=0, max=MAX_SEQ), metadata={
        "description": "The last sequence number you have seen (last_seq); 0 for the log from its start. "
                       "Past the log's end: read as the end"})
    wait = QueryNumber(load_default=0, validate=validate.Range(min=0, max=25),
                        metadata={"description": "Seconds to wait for news (long poll), at most 25"})
    chat_after = QueryInt(validate=validate.Range(min=0, max=2**53), metadata={
        "description": "Also the chat lines after this number, of the rooms you read (chat, chat_last): "
                       "a line ends the wait as an event does"})


class StreamQuery(Schema):
    after = QueryInt(load_default=0, validate=validate.Range(min=0, max=MAX_SEQ), metadata={
        "description": "Start after this sequence number (0: the whole log); a Last-Event-ID header wins"})


class OptionInfo(Schema):
    default = fields.Raw(required=True)
    minimum = fields.Integer()
    maximum = fields.Integer()
    choices = fields.List(fields.Raw())
    description = fields.String()


class CatalogueEntry(Schema):
    slug = fields.String(required=True)
    title = fields.String(required=True)
    min_players = fields.Integer(required=True)
    max_players = fields.Integer(required=True)
    bots = fields.List(fields.String(), required=True)
    bot_levels = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                             metadata={"description": "Each bot level, and how it plays, in a sentence"})
    options = fields.Dict(keys=fields.String(), values=fields.Nested(OptionInfo), required=True)
    levels = fields.Dict(keys=fields.String(), values=fields.Nested(BotLevel), required=True,
                         metadata={"description": "Each bot level, how it plays and its rating now"})


class Catalogue(Schema):
    games = fields.List(fields.Nested(CatalogueEntry), required=True)


class Health(Schema):
    status = fields.String(required=True)


class Ready(Schema):
    status = fields.String(required=True)
    workers = fields.Integer(metadata={"description": "Workers seen in the last 10 s. Not a condition of "
                                                      "readiness: people can play without them, bots wait."})


class EventUnion(ActionUnion):
    """A game's events: a discriminated union on ``type``, as actions are."""


def game_events(prefix: str, module) -> type:
    """Every event of one game's log: the server's own (created, seat_claimed, left, clock_ran_out,
    cancelled, aborted) and the engine's."""
    def seat():
        return StrictInt(required=True, validate=validate.Range(min=0))
    served = event_schemas(prefix, {
        "created": ("The game was created (version 1); clock, on_timeout and on_leave when it has them.", {
            "options": fields.Nested(module.OptionsSchema, required=True),
            "players": StrictInt(required=True, validate=validate.Range(min=1)),
            "clock": fields.Nested(Clock), "on_timeout": fields.String(), "on_leave": fields.String(),
            "one_seat_per_player": fields.Boolean(), "rated": fields.Boolean(), "rematch_of": fields.String(),
            "challenge_id": fields.String(), "tournament": fields.String(), "chat": fields.Boolean()}),
        "seat_claimed": ("Someone took an open seat; started: that was the last one, the game began.", {
            "seat": seat(), "name": fields.String(required=True), "started": fields.Boolean()}),
        "left": (("A seat left (its actor): then bot — the named bot plays it from now on — or "
                  "reopened — open for a claim."), {
            "seat": seat(), "then": fields.String(required=True, validate=validate.OneOf(["bot", "reopened"])),
            "bot": fields.String()}),
        "clock_ran_out": (("A seat's clock ran out (actor 'clock'): then bot — the named bot's move for "
                           "it follows in the same version — or takeover — that bot plays the seat from "
                           "now on."), {
            "seat": seat(), "then": fields.String(required=True, validate=validate.OneOf(["bot", "takeover"])),
            "bot": fields.String(required=True)}),
        "cancelled": ("The creator called the game off before it began; it is over.", {}),
        "aborted": (("Nobody played (actor 'clock'): the people's clocks ran out idle_turns times in a row, "
                     "two rounds of their seats, with no move of theirs; the game is over, seat the last "
                     "to run out."), {
            "reason": fields.String(required=True, validate=validate.OneOf(["idle"])), "seat": seat(),
            "idle_turns": StrictInt(required=True, validate=validate.Range(min=1))}),
    })
    return type(f"{prefix}Event", (EventUnion,), {"type_schemas": {**served, **module.EVENTS}})


def game_schemas(prefix: str, module, on_timeout: tuple[str, ...] = ("bot", "takeover")) -> SimpleNamespace:
    """The schemas of one game's routes, named ``<Prefix>CreateGame``, ``<Prefix>View``…;
    ``on_timeout``: the choices the game allows (every game allows bot and takeover)."""

    def schema(name: str, declared: dict):
        return type(f"{prefix}{name}", (Schema,), declared)

    event = game_events(prefix, module)

    create = schema("CreateGame", {
        "seats": fields.List(fields.Nested(SeatRequest), required=True, validate=validate.Length(min=1, max=8)),
        "options": fields.Nested(module.OptionsSchema, load_default=dict),
        "seed": StrictInt(validate=validate.Range(min=0, max=MAX_SEED), metadata={
            "description": "For replays and tests; the game is then marked seeded. Refused "
                           "(seed_with_open_seats) for a game with an open seat or on_leave reopen: its "
                           "creator would know every stranger's deal"}),
        **lifecycle_fields(on_timeout),
    })
    view = schema("View", {
        "game_id": fields.String(required=True),
        "game": fields.String(required=True),
        "version": fields.Integer(required=True),
        "status": fields.String(required=True, validate=validate.OneOf(["waiting", "active", "finished"])),
        "you": fields.Integer(allow_none=True, required=True, metadata={"description": "Your seat; null for a spectator"}),
        "to_act": fields.List(fields.Nested(Prompt), required=True),
        "players": fields.List(fields.Nested(Player), required=True),
        "seeded": fields.Boolean(required=True, metadata={"description": "Created with an explicit seed"}),
        "seed_commitment": fields.String(required=True, metadata={
            "description": "Hex SHA-256 of \"<seed_salt>:<seed>\" (UTF-8; the salt in hex, the seed in decimal)"}),
        "hidden_commitment": fields.String(required=True, allow_none=True, metadata={
            "description": "Hex SHA-256 of \"hidden:<hidden seed>\": the game's second secret, from which what "
                           "stays private for ever is drawn; the hidden seed is never shown. Null for a seeded "
                           "game (its seed decides everything)"}),
        "seed": fields.String(metadata={"description": "The seed (decimal), once the game is over"}),
        "seed_salt": fields.String(metadata={
            "description": "The commitment's secret 128-bit salt (32 hex digits), once the game is over"}),
        "server_time": fields.Float(required=True, metadata={"description": "Seconds since the epoch"}),
        "state": fields.Nested(module.StateSchema, required=True),
    })
    legal = schema("LegalActions", {
        "version": fields.Integer(required=True),
        "actions": fields.List(fields.Nested(module.ActionSchema), required=True),
    })
    acted = schema("Acted", {
        "version": fields.Integer(required=True),
        "events": fields.List(fields.Nested(event), required=True, metadata={
            "description": "What the action did, in order, as your seat may see it"}),
        "view": fields.Nested(view, metadata={
            "description": "Your view after the action; left out with Prefer: return=minimal"}),
    })
    player_score = schema("PlayerScore", {
        "seat": fields.Integer(required=True),
        "total": fields.Integer(required=True),
        "breakdown": fields.Nested(module.BreakdownSchema, required=True),
    })
    score = schema("Score", {
        "version": fields.Integer(required=True),
        "final": fields.Boolean(required=True),
        "players": fields.List(fields.Nested(player_score), required=True),
        "winners": fields.List(fields.Integer(), required=True),
    })
    event_log = schema("EventLog", {
        "version": fields.Integer(required=True),
        "last_seq": fields.Integer(required=True, metadata={"description": "Pass as ?after= next time"}),
        "events": fields.List(fields.Nested(event), required=True),
        "more": fields.Boolean(required=True, metadata={
            "description": "A full page: more may follow last_seq; ask again at once with ?after=last_seq"}),
        "chat": fields.List(fields.Dict(), metadata={
            "description": "With ?chat_after=: the chat lines after it you may read (each a ChatLine)"}),
        "chat_last": fields.Integer(metadata={"description": "With ?chat_after=: pass as ?chat_after= next time"}),
    })
    return SimpleNamespace(create=create, view=view, legal=legal, acted=acted, score=score,
                           player_score=player_score, action=module.ActionSchema, event=event, event_log=event_log,
                           state=module.StateSchema)
