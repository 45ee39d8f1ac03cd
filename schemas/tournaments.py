"""Tournaments on the wire (issue 47): an event's terms, its view, standings, games and results."""

from marshmallow import Schema, fields, validate

from schemas.common import StrictInt, StrictNumber
from schemas.envelope import Clock

# service.tournaments.events says the same numbers (a test holds them together).
MAX_ENTRANTS = 1_000
MAX_INVITED = 200
MAX_DURATION = 3 * 3600
MAX_ROUNDS = 15
PAGE_MOST = 100
PLAYER_ID = validate.Regexp(r"^[0-9a-f]{32}$")
LEVELS = ("random", "greedy", "expert")


class TournamentRequest(Schema):
    format = fields.String(required=True, validate=validate.OneOf(("arena", "swiss")), metadata={
        "description": "arena: continuous pairing for duration seconds; swiss: rounds rounds"})
    game = fields.String(required=True, validate=validate.Length(max=40), metadata={"description": "The title's slug"})
    name = fields.String(validate=validate.Length(min=1, max=60))
    options = fields.Dict(metadata={"description": "The title's options (as a create takes them)"})
    table_size = StrictInt(validate=validate.Range(min=2, max=8), metadata={
        "description": "Seats at every table (within the title's range; default: its least, two at the least)"})
    clock = fields.Nested(Clock, required=True)
    rated = fields.Boolean(load_default=False)
    starts = StrictNumber(metadata={"description": "When it starts (Unix seconds; default: in a minute)"})
    duration = StrictNumber(validate=validate.Range(min=1, max=MAX_DURATION),
                            metadata={"description": "An arena's length in seconds"})
    rounds = StrictInt(validate=validate.Range(min=1, max=MAX_ROUNDS), metadata={"description": "A Swiss event's rounds"})
    invited = fields.List(fields.String(validate=PLAYER_ID), validate=validate.Length(max=MAX_INVITED), metadata={
        "description": "Only these players may join (and you); shown to you alone"})
    bot_accounts = fields.Boolean(load_default=True, metadata={"description": "Whether bot accounts may enter"})
    house_bots = fields.Dict(keys=fields.String(validate=validate.OneOf(LEVELS)),
                             values=StrictInt(validate=validate.Range(min=0, max=MAX_ENTRANTS)),
                             metadata={"description": "House bots entered by level, e.g. {\"greedy\": 4}"})
    max_entrants = StrictInt(validate=validate.Range(min=2, max=MAX_ENTRANTS))


class StandingLine(Schema):
    rank = fields.Integer(required=True)
    player = fields.String(required=True, metadata={"description": "A player's id, or a house bot's bot-<level>-<n>"})
    name = fields.String(required=True)
    handle = fields.String(metadata={"description": "Its handle when it joined, if it had claimed one"})
    bot_account = fields.Boolean(required=True, metadata={"description": "A bot account when it joined"})
    points = fields.Integer(required=True)
    games = fields.Integer(required=True)
    wins = fields.Integer(required=True)
    byes = fields.Integer(required=True)
    withdrawn = fields.Boolean(required=True)
    paused = fields.Boolean(required=True, metadata={
        "description": "Absent from two games in a row: not seated until it joins again"})
    tiebreak = fields.Float(required=True, metadata={"description": "Swiss: Sonneborn–Berger; arena: points a game"})
    streak = fields.Integer(metadata={"description": "Arena: games won in a row (from two on, points double)"})


class Standings(Schema):
    standings = fields.List(fields.Nested(StandingLine), required=True)
    total = fields.Integer(required=True)


class You(Schema):
    entered = fields.Boolean(required=True)
    withdrawn = fields.Boolean(required=True)
    paused = fields.Boolean(required=True, metadata={
        "description": "Absent from two games in a row: join again to be seated again"})
    invited = fields.Boolean(required=True)


class Tournament(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    format = fields.String(required=True)
    game = fields.String(required=True)
    title = fields.String(required=True)
    options = fields.Dict(required=True)
    table_size = fields.Integer(required=True)
    clock = fields.Nested(Clock, required=True)
    rated = fields.Boolean(required=True)
    starts = fields.Float(required=True)
    ends = fields.Float(metadata={"description": "An arena's end"})
    duration = fields.Float()
    rounds = fields.Integer()
    round = fields.Integer(required=True, metadata={"description": "Swiss: the round under way; arena: seatings so far"})
    entry = fields.String(required=True, metadata={"description": "anyone, or invited"})
    invite_only = fields.Boolean(required=True)
    invited = fields.List(fields.String(), metadata={"description": "The invitation list: its creator only"})
    bot_accounts = fields.Boolean(required=True)
    house_bots = fields.Dict(required=True)
    max_entrants = fields.Integer(required=True)
    created = fields.Float(required=True)
    status = fields.String(required=True, metadata={"description": "upcoming, running or finished"})
    entrants = fields.Integer(required=True)
    tables = fields.Integer(required=True)
    started = fields.Float(allow_none=True)
    ended = fields.Float(allow_none=True)
    why_ended = fields.String(allow_none=True, metadata={"description": "over, or too_few_entrants"})
    now = fields.Float(required=True, metadata={"description": "The server's time (for a countdown)"})
    you = fields.Nested(You, metadata={"description": "With your player key"})
    standings = fields.List(fields.Nested(StandingLine), required=True, metadata={"description": "The top ten"})


class TournamentLine(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    format = fields.String(required=True)
    game = fields.String(required=True)
    table_size = fields.Integer(required=True)
    starts = fields.Float(required=True)
    ends = fields.Float(allow_none=True)
    rounds = fields.Integer(allow_none=True)
    round = fields.Integer(required=True)
    status = fields.String(required=True)
    invite_only = fields.Boolean(required=True)


class TournamentList(Schema):
    tournaments = fields.List(fields.Nested(TournamentLine), required=True)
    next = fields.Float(allow_none=True, metadata={"description": "Pass as ?after= for the next page"})


class ListQuery(Schema):
    status = fields.String(load_default="upcoming", validate=validate.OneOf(("upcoming", "running", "finished")))
    after = fields.Float(metadata={"description": "The next of the page before"})
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=PAGE_MOST))


class PageQuery(Schema):
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=1_000_000))
    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=PAGE_MOST))


class ExportQuery(Schema):
    offset = fields.Integer(load_default=0, validate=validate.Range(min=0, max=1_000_000))


class StreamQuery(Schema):
    after = fields.Integer(load_default=0, validate=validate.Range(min=0))


class Table(Schema):
    table = fields.String(required=True, metadata={"description": "r<round>t<n>"})
    round = fields.Integer(required=True)
    game_id = fields.String(required=True)
    game = fields.String(required=True)
    players = fields.List(fields.String(), required=True, metadata={"description": "By seat"})
    names = fields.List(fields.String(), required=True)
    state = fields.String(required=True, metadata={"description": "forming, playing, scored or void"})


class Games(Schema):
    games = fields.List(fields.Nested(Table), required=True)
    total = fields.Integer(required=True)


class Result(Schema):
    class Meta:
        unknown = "include"

    round = fields.Integer(required=True)
    table = fields.String(metadata={"description": "A played table (absent for a bye)"})
    game_id = fields.String()
    players = fields.List(fields.String(), metadata={"description": "By seat"})
    names = fields.List(fields.String())
    places = fields.List(fields.Integer(), metadata={"description": "By seat: 1 first, ties shared, a leaver last"})
    absent = fields.List(fields.Integer(), metadata={
        "description": "The seats left, taken over or idled into the abort (two games in a row pause an entrant)"})
    ended = fields.Float(allow_none=True)
    bye = fields.String(metadata={"description": "A bye: the player"})
    name = fields.String()
    points = fields.Integer(metadata={"description": "A bye's points"})


class Results(Schema):
    results = fields.List(fields.Nested(Result), required=True)
    total = fields.Integer(required=True)


class TournamentEvent(Schema):
    """One event of a tournament's stream: started, round, seated, scored, standings, paused,
    finished."""

    class Meta:
        unknown = "include"

    seq = fields.Integer(required=True)
    type = fields.String(required=True, validate=validate.OneOf(
        ("started", "round", "seated", "scored", "standings", "paused", "finished")))
    round = fields.Integer()
    byes = fields.List(fields.String())
    players = fields.List(fields.String(), metadata={"description": "paused: the entrants paused (absent twice)"})
    entrants = fields.Integer()
    tables = fields.List(fields.Dict(), metadata={"description": "seated: table, game_id, players (50 tables "
                                                                 "an event at most: a round's tables may take "
                                                                 "several); scored: table, game_id, players, "
                                                                 "places"})
    results = fields.List(fields.Dict())
    top = fields.List(fields.Nested(StandingLine), metadata={"description": "standings: the top ten"})
    why = fields.String(metadata={"description": "finished: over, or too_few_entrants"})


class TournamentEvents(Schema):
    events = fields.List(fields.Nested(TournamentEvent), required=True)
    last_seq = fields.Integer(required=True, metadata={"description": "Pass as ?after= next time"})
