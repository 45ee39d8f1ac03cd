"""Ratings on the wire (issue 30): a player's rating per title, the leaderboard, the bot levels'.

A rating is OpenSkill's Plackett–Luce (μ, σ); the number shown is the ordinal μ − 3σ, and a
rating is provisional while σ is high (off the leaderboard)."""

from marshmallow import Schema, fields, validate

from schemas.common import QueryInt, WholeMatch

LEADERBOARD_CURSOR = WholeMatch(r"^[A-Za-z0-9_-]{8,120}$")


class Rating(Schema):
    mu = fields.Float(required=True, metadata={"description": "The skill estimate μ (a newcomer: 25)"})
    sigma = fields.Float(required=True, metadata={"description": "Its uncertainty σ (a newcomer: 8.33)"})
    ordinal = fields.Float(required=True, metadata={
        "description": "The displayed rating, μ − 3σ: what the leaderboard orders by (a newcomer: 0)"})
    games = fields.Integer(required=True, metadata={"description": "Rated games of this title"})
    provisional = fields.Boolean(required=True, metadata={
        "description": "σ is still above 6: off the leaderboard until it falls"})


class RatingChange(Schema):
    game_id = fields.String(required=True)
    ended = fields.Float(required=True)
    rank = fields.Integer(required=True, metadata={"description": "The place finished: 1 first, equal places tied"})
    players = fields.Integer(required=True, metadata={"description": "Seats rated in the game"})
    before = fields.Float(required=True, metadata={"description": "The ordinal before the game"})
    after = fields.Float(required=True, metadata={"description": "The ordinal after it"})


class TitleRating(Rating):
    recent = fields.List(fields.Nested(RatingChange), required=True, metadata={
        "description": "The last changes, newest first (10 at most)"})


class PlayerProfile(Schema):
    player_id = fields.String(required=True)
    name = fields.String(required=True)
    handle = fields.String(metadata={"description": "Its handle, if it claimed one (unique)"})
    bot_account = fields.Boolean(required=True, metadata={
        "description": "true: a bot account (a program); its ratings are kept on the same boards, marked so"})
    ratings = fields.Dict(keys=fields.String(), values=fields.Nested(TitleRating), required=True, metadata={
        "description": "Per title's slug, for every title the player was rated in"})


# The name search (issue 45 item 5): a prefix of 2 to 40 characters, a page of 20 at most.
NAME_PREFIX = validate.Length(min=2, max=40)
SEARCH_PAGE = 20
NAME_CURSOR = WholeMatch(r"^[A-Za-z0-9_-]{46,300}$")


class PlayerSearchQuery(Schema):
    name = fields.String(required=True, validate=NAME_PREFIX, metadata={
        "description": "The start of the name, 2 to 40 characters; case and compatibility forms do not "
                       "matter (\"ann\" finds \"Ann\" and \"ANNA\")"})
    limit = QueryInt(load_default=10, validate=validate.Range(min=1, max=SEARCH_PAGE))
    after = fields.String(validate=NAME_CURSOR, metadata={"description": "The `next` of the page before"})


class FoundPlayer(Schema):
    player_id = fields.String(required=True, metadata={"description": "Challenge it, or read its page, by this"})
    name = fields.String(required=True)
    handle = fields.String(metadata={"description": "Its handle, if it claimed one (unique)"})
    bot_account = fields.Boolean(required=True, metadata={
        "description": "true: a bot account (a program); its ratings are kept on the same boards, marked so"})
    ratings = fields.Dict(keys=fields.String(), values=fields.Nested(Rating), required=True, metadata={
        "description": "Per title's slug, for every title the player was rated in (its recent changes are on "
                       "its page)"})


class PlayerSearch(Schema):
    players = fields.List(fields.Nested(FoundPlayer), required=True, metadata={
        "description": "By name (folded), then id; at most limit"})
    next = fields.String(required=True, allow_none=True, metadata={
        "description": "Pass as ?after= (with the same name) for the next page; null on the last"})


class LeaderboardQuery(Schema):
    limit = QueryInt(load_default=20, validate=validate.Range(min=1, max=100))
    after = fields.String(validate=LEADERBOARD_CURSOR, metadata={"description": "The `next` of the page before"})


class LeaderboardLine(Schema):
    rank = fields.Integer(required=True, metadata={"description": "1 for the top of the board"})
    player_id = fields.String(required=True)
    name = fields.String(required=True)
    handle = fields.String(metadata={"description": "Its handle, if it claimed one (unique)"})
    bot_account = fields.Boolean(required=True, metadata={
        "description": "true: a bot account (a program); its ratings are kept on the same boards, marked so"})
    ordinal = fields.Float(required=True)
    mu = fields.Float(required=True)
    sigma = fields.Float(required=True)
    games = fields.Integer(required=True)


class Leaderboard(Schema):
    game = fields.String(required=True)
    players = fields.Integer(required=True, metadata={"description": "Non-provisional players on the board"})
    lines = fields.List(fields.Nested(LeaderboardLine), required=True)
    next = fields.String(required=True, allow_none=True, metadata={
        "description": "Pass as ?after= for the next page; null on the last"})


class BotLevel(Schema):
    description = fields.String(required=True, metadata={"description": "How the level plays, in a sentence"})
    rating = fields.Nested(Rating, required=True, metadata={
        "description": "The level's rating: the arena's calibration, which no rated game moves (games counts "
                       "its rated games against people)"})
