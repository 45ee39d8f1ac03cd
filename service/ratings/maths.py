"""Ratings, the maths alone: who a finished game rates, in what order they finished, and the
OpenSkill update of their ratings (issue 30). Pure: no Redis, no clock, no database.

The model is OpenSkill's Plackett–Luce (``openskill.models.PlackettLuce``, its defaults: μ 25,
σ 25/3, β 25/6, τ 25/300). Plackett–Luce reads a free-for-all result as the first place chosen
from everyone, the second from those left, and so on: one update for 2 to 8 seats at once, ties
shared, in time linear in the seats (the Thurstone–Mosteller and Bradley–Terry "full" models
compare every pair), and it is the model OpenSkill's authors recommend for free-for-all games.

A rating is shown as its *ordinal*, μ − 3σ (0 for a newcomer, rising as the server grows sure of
a player), and is *provisional* while σ is above ``PROVISIONAL_SIGMA``: off the leaderboard.

Who is rated (``rated_standings``): a finished game created ``rated`` whose every seat was held by
a player key or a house bot from its first move (never an anonymous seat token, never a seat
claimed without a key), with at least one person and two seats (a solo game is not rated), and
no two of its player keys sharing an origin (``service.store.key_origins``: made from one address
within a day of each other), so no one farms a rating from a second key of their own — house
bots have no key, so a person against bots is rated as ever. A game created rated that moves no
rating says why in its record (``unrated_reason``: ``why_unrated``'s answer).
A game aborted because its people stopped playing (``aborted`` for ``idle``) is rated too, as
long as someone at it did not idle (a house bot, or a person whose clock never ran out in that
last run of time-outs): stopping is no way out of a loss (issue 41 item 10).
Places come from the final scoreboard: its winners first, then by total (Twinkle Starship's is
its match points), equal totals sharing a place; a seat whose player left, whose clock ran out
so that a bot took it over, or who idled the game into its abort is placed last (below everyone
who stayed), so no one saves a rating by leaving or stalling a game they are losing.

Bot levels are subjects too (``bot:<level>``), but anchors (issue 41 item 9): a level's rating is
the arena's calibration and no rated game moves it (only its count of games grows), so nobody
pushes ``random`` up by losing to it on purpose; a person is rated against that calibration.

No origin moves a rating far (issue 41 item 8): in one UTC day, the games in which keys of one
origin (``service.store.key_origins``) sat against a player move that player's ordinal by at most
``MOVE_PER_ORIGIN_DAY`` in all (``bounded``: past it, a game's change is scaled down, to nothing
once it is spent); the day's tally is kept in the player's rating entry. Keys made more than a
day apart from one address are rated against each other, but farm at most that much a day.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from openskill.models import PlackettLuce

from service.store.key_origins import KeyOrigin, any_share_an_origin

MODEL = PlackettLuce()  # openskill's defaults (see the module docstring)
PROVISIONAL_SIGMA = 6.0  # σ above this: provisional (some 10 to 15 two-player games from the start)
RECENT = 10  # the last changes a player's rating shows
BOT = "bot:"  # a bot level's subject: bot:<level>
CALIBRATED = Path(__file__).resolve().parent / "bot_ratings.json"  # bench.arena --calibrate writes it
ABANDONED = ("left", "taken_over")  # a seat's changes that place it last
HANDS = ("claimed", *ABANDONED)  # a seat that changed hands so was never a house bot's alone
SAME_ORIGIN = "same_origin_keys"  # why_unrated: two of its keys were made from one address (key_origins)
# A day's most ordinal movement of one player from games against one origin's keys: two decisive
# newcomer games' worth (a first win moves an ordinal 3.4, the second 2.6), while a settled
# rating moves well under 1 a game: two people who play each other often feel it in their first
# games only, and a farm of throwaway keys moves a rating this much a day at most.
MOVE_PER_ORIGIN_DAY = 6.0
DAY = 86_400  # seconds: the budget is per UTC day of the game's end

# The origins of the player keys a record names, read when a game might be rated but for them
# (``PlayerStore.key_origins``: one round trip; a key without an origin is left out).
Origins = Callable[[list[str]], Mapping[str, KeyOrigin]]


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def provisional(self) -> bool:
        return self.sigma > PROVISIONAL_SIGMA


NEWCOMER = Rating(MODEL.mu, MODEL.sigma)


@dataclass(frozen=True)
class Standing:
    """One seat's place in a rated game: its subject (a player id, or ``bot:<level>``) and its
    rank (1 first; equal ranks tie)."""
    seat: int
    subject: str
    rank: int


def bot_subject(level: str) -> str:
    return BOT + level


def is_bot(subject: str) -> bool:
    return subject.startswith(BOT)


def subject_of(seat: dict) -> str | None:
    """Whom a record's seat rates: its player, or the house bot that held it from the start
    (None: an anonymous seat, or a seat claimed without a key)."""
    if seat.get("player"):
        return seat["player"]
    if seat.get("bot") and not any(change["change"] in HANDS for change in seat.get("changes", ())):
        return bot_subject(seat["bot"])
    return None


def why_unrated(record: dict, origins: Origins) -> str | None:
    """Why a finished game's record is not rated (None: it is). ``origins`` is asked only for a
    game that would be rated but for them, with its players' ids."""
    if not record.get("lifecycle", {}).get("rated"):
        return "casual"
    seats = record["seats"]
    if record["outcome"] != "finished" and not 0 < len(idlers(record)) < len(seats):
        return record["outcome"]  # cancelled, or aborted with nobody left to have played on
    if len(seats) < 2:
        return "solo"
    subjects = [subject_of(seat) for seat in seats]
    if None in subjects:
        return "anonymous_seat"
    if all(is_bot(subject) for subject in subjects):
        return "bots_only"  # bot levels are calibrated by the arena, and rated against people
    people = sorted({subject for subject in subjects if not is_bot(subject)})
    if len(people) > 1:
        found = origins(people)
        if any_share_an_origin(found.get(player) for player in people):
            return SAME_ORIGIN
    return None


def idlers(record: dict) -> set[int]:
    """The seats that idled a game into its abort: whose clock ran out (or whose time-out aborted
    it) after the last move or claim of a person. Empty for any other game."""
    events = record.get("events", ())
    if not any(event["type"] == "aborted" and event.get("reason") == "idle" for event in events):
        return set()
    last_person = max([a["version"] for a in record.get("actions", ()) if a.get("by") == "person"]
                      + [e["version"] for e in events if e["type"] == "seat_claimed"], default=0)
    return {e["seat"] for e in events if e["type"] in ("clock_ran_out", "aborted") and e["version"] > last_person}


def abandoned(record: dict) -> set[int]:
    """The seats whose player left the game, had it taken over, or idled it into its abort."""
    idle = idlers(record)
    return {seat["seat"] for seat in record["seats"]
            if seat["seat"] in idle or any(change["change"] in ABANDONED for change in seat.get("changes", ()))}


def places(record: dict) -> list[int]:
    """Each seat's rank (1 first, ties shared) from the final scoreboard; abandoned seats last."""
    totals = {p["seat"]: p["total"] for p in record["score"]["players"]}
    winners = set(record.get("winners") or ())
    gone = abandoned(record)
    def key(seat: dict) -> tuple:
        return (seat["seat"] in gone, seat["seat"] not in winners, -totals.get(seat["seat"], 0))
    keys = [key(seat) for seat in record["seats"]]
    return [1 + sum(1 for other in keys if other < mine) for mine in keys]


def rated_standings(record: dict, origins: Origins) -> list[Standing] | None:
    """The standings a finished game's record rates, seat by seat; None when it is not rated."""
    if why_unrated(record, origins) is not None:
        return None
    ranks = places(record)
    return [Standing(seat["seat"], subject_of(seat), rank) for seat, rank in zip(record["seats"], ranks)]


def rate(standings: list[Standing], before: dict[str, Rating]) -> dict[str, Rating]:
    """Every subject's rating after the game, from its rating before (``before``: each subject
    of ``standings``). One Plackett–Luce update of the whole table, each seat a team of one; a
    bot level is an anchor: its rating stays, one more game counted."""
    teams = [[MODEL.rating(mu=before[s.subject].mu, sigma=before[s.subject].sigma)] for s in standings]
    rated = MODEL.rate(teams, ranks=[s.rank for s in standings])
    results: dict[str, list] = {}
    for standing, [after] in zip(standings, rated):
        results.setdefault(standing.subject, []).append(after)
    return {subject: Rating(before[subject].mu, before[subject].sigma, before[subject].games + 1) if is_bot(subject)
            else Rating(math.fsum(r.mu for r in mine) / len(mine), math.fsum(r.sigma for r in mine) / len(mine),
                        before[subject].games + 1)
            for subject, mine in results.items()}


def origin_day(ended: float) -> int:
    """The UTC day (days since the epoch) a game's end counts against an origin's budget in."""
    return int(ended // DAY)


def bounded(before: Rating, after: Rating, spent: Mapping[str, float], against: Iterable[str]
            ) -> tuple[Rating, dict[str, float]]:
    """``after``, scaled back towards ``before`` so that no origin of ``against`` (the origins of
    the keys that sat against the player) moves the player's ordinal by more than
    ``MOVE_PER_ORIGIN_DAY`` in the day (``spent``: what each moved it by already); and ``spent``
    with this game's movement added to each of them."""
    against = sorted(set(against))
    moved = abs(after.ordinal - before.ordinal)
    if not against or moved == 0:
        return after, dict(spent)
    room = max(0.0, min(MOVE_PER_ORIGIN_DAY - spent.get(origin, 0.0) for origin in against))
    share = min(1.0, room / moved)
    kept = after if share == 1.0 else Rating(before.mu + share * (after.mu - before.mu),
                                             before.sigma + share * (after.sigma - before.sigma), after.games)
    return kept, {**spent, **{origin: spent.get(origin, 0.0) + share * moved for origin in against}}


@lru_cache(maxsize=1)
def calibrated() -> dict[str, dict[str, Rating]]:
    """The bot levels' starting ratings, title → level → Rating, as the arena calibrated them
    (``python -m bench.arena --calibrate``); a level it has not rated starts as a newcomer."""
    if not CALIBRATED.exists():
        return {}
    data = json.loads(CALIBRATED.read_text())
    return {slug: {level: Rating(r["mu"], r["sigma"], 0) for level, r in levels.items()}
            for slug, levels in data["ratings"].items()}


def starting(slug: str, subject: str) -> Rating:
    """A subject's rating before its first rated game of ``slug``."""
    if is_bot(subject):
        return calibrated().get(slug, {}).get(subject[len(BOT):], NEWCOMER)
    return NEWCOMER


def shown(rating: Rating) -> dict:
    """A rating as the wire shows it (without its recent changes)."""
    return {"mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal, "games": rating.games,
            "provisional": rating.provisional}


def starting_levels(slug: str, levels) -> dict[str, dict]:
    """Each bot level's rating before any rated game (the arena's calibration), as shown."""
    return {level: shown(starting(slug, bot_subject(level))) for level in levels}
