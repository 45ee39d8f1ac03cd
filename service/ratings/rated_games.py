"""Rating a finished game, once: the room the game-end job (``service.archive.archiving``) calls.

``rate`` takes the game's full record, and when it is rated (``service.ratings.maths.rated_standings``)
computes every seat's new rating from the ratings stored now and applies them all in one Redis
script (``RatingStore.apply``), which also leaves the game's mark holding the change: the
before and after of each seat. The archive then writes that change as the game's rating history,
in the transaction that writes its record. The order, and why:

1. Redis first, the archive second. The before/after of a seat are known only once the
   compare-and-set in Redis succeeded (another game of the same player may end meanwhile and
   move the rating the update was computed from), so the archive can only copy what Redis
   applied. A job that dies between the two finds the mark on its next run and copies the change
   it holds: nothing is applied twice, and the history says what was applied.
2. The mark is set by the same script as the ratings: a game is applied entirely or not at all.
3. The players are told (``rating_changed`` on their feeds, through ``Players.note``: their
   webhooks hear of it as of any feed event) after the apply and before the archive write, then
   the mark says ``told``; a job that died in between tells them on its next run (a repeated
   note is possible only if it dies between the feed and the mark).

What one origin's keys moved each player's rating by today (``ratings.bounded``) is kept in the
player's rating entry, so the same compare-and-set that applies a game charges its origins.

Whether a game is rated is the record's alone but for one thing Redis holds, its player keys'
origins (``service.store.key_origins``): written with each key, never changed, so every run of the
job (and every ``/record`` built from Redis, ``unrated_reason`` in ``judged``) answers the same.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping

from service.store.key_origins import KeyOrigin
from service.players.directory import Players
from service.ratings.store import (
    NOT_ON_BOARD,
    OFF_BOARD,
    Conflict,
    RatingStore,
    rating_entry,
    rating_of,
)
from service.ratings.maths import (
    RECENT,
    Rating,
    Standing,
    bounded,
    is_bot,
    origin_day,
    rate,
    rated_standings,
    shown,
    why_unrated,
)

CONFLICT_RETRIES = 8  # games of the same players ending at the same moment: compute again

log = logging.getLogger(__name__)


class RatedGames:
    def __init__(self, players: Players, ratings: RatingStore):
        self.players = players  # the feed path: the feed, and the webhooks that want its events
        self.store = players.store
        self.ratings = ratings

    def rate(self, record: dict) -> dict | None:
        """Apply a finished game's ratings once (see the module docstring); the change applied
        (now or by an earlier run), or None when the game is not rated."""
        standings = rated_standings(record, self.store.key_origins)
        if standings is None:
            return None
        slug, game_id = record["game"], record["game_id"]
        people = sorted({s.subject for s in standings if not is_bot(s.subject)})
        origins = self.store.key_origins(people) if len(people) > 1 else {}  # never change: read once
        for _ in range(CONFLICT_RETRIES):
            found = self.ratings.mark(slug, game_id)
            if found is not None:
                change, told = found
                break
            change, writes = self.update(record, standings, origins)
            try:
                earlier = self.ratings.apply(slug, game_id, change, writes)
            except Conflict:
                continue
            told = False
            if earlier is not None:
                change, told = earlier
            break
        else:
            raise Conflict(game_id)
        if not told:
            self.tell(change)
        return change

    def judged(self, record: dict) -> dict:
        """The record with, if it was created rated and moves no rating, why not (``unrated_reason``)."""
        if not record.get("lifecycle", {}).get("rated"):
            return record
        reason = why_unrated(record, self.store.key_origins)
        return record if reason is None else {**record, "unrated_reason": reason}

    def update(self, record: dict, standings: list[Standing], origins: Mapping[str, KeyOrigin]) -> tuple[dict, list]:
        """The change a game makes, from the ratings stored now, and the writes that make it.
        ``origins``: its players' keys' origins, for the bound on what one origin moves."""
        slug, game_id = record["game"], record["game_id"]
        subjects = sorted({s.subject for s in standings})
        read = self.ratings.stored(slug, subjects)
        entries = {subject: rating_entry(slug, subject, raw) for subject, raw in read.items()}
        before = {subject: rating_of(entry) for subject, entry in entries.items()}
        after = rate(standings, before)
        moved = {}  # each player's day of movement by origin, this game's included
        for subject in subjects:
            against = [origins[other].origin for other in subjects if other != subject and other in origins]
            if against and not is_bot(subject):
                day, spent = spent_today(entries[subject], record["ended"])
                after[subject], spent = bounded(before[subject], after[subject], spent, against)
                moved[subject] = {"day": day, "by": spent}
        seats = [{"seat": s.seat, "subject": s.subject, "rank": s.rank,
                  "before": plain(before[s.subject]), "after": plain(after[s.subject])} for s in standings]
        change = {"game": slug, "game_id": game_id, "ended": record["ended"], "players": len(standings),
                  "seats": seats}
        writes = []
        for subject in subjects:
            rank = min(s.rank for s in standings if s.subject == subject)
            line = {"game_id": game_id, "ended": record["ended"], "rank": rank, "players": len(standings),
                    "before": before[subject].ordinal, "after": after[subject].ordinal}
            entry = {**plain(after[subject]), "recent": [line, *entries[subject]["recent"]][:RECENT]}
            if (tally := moved.get(subject, entries[subject].get("moved"))) is not None:
                entry["moved"] = tally  # kept with the rating: changed by the same compare-and-set
            if not is_bot(subject):
                entry["name"] = entries[subject].get("name") or self.store.player_name(subject) or subject[:6]
            board = NOT_ON_BOARD if is_bot(subject) else OFF_BOARD if after[subject].provisional \
                else repr(after[subject].ordinal)
            writes.append((subject, read[subject], entry, board))
        return change, writes

    def tell(self, change: dict) -> None:
        """``rating_changed`` on each rated player's feed, then the game's mark says told."""
        for seat in change["seats"]:
            if is_bot(seat["subject"]):
                continue
            before, after = rating_of(seat["before"]), rating_of(seat["after"])
            event = {"type": "rating_changed", "game": change["game"], "game_id": change["game_id"],
                     "seat": seat["seat"], "rank": seat["rank"], "seats_rated": change["players"],
                     "rating": shown(after), "ordinal_before": before.ordinal}
            self.players.note(seat["subject"], [event], about=f"game {change['game_id']}")  # a lost note is logged
        self.ratings.told(change["game"], change["game_id"])


def spent_today(entry: dict, ended: float) -> tuple[int, dict[str, float]]:
    """The day a game ending at ``ended`` counts in, and what each origin moved the entry's
    rating by in it so far. A game archived late (its day before the entry's) counts in the
    entry's day: the tally only ever moves forward."""
    kept = entry.get("moved") or {"day": -1, "by": {}}
    day = max(origin_day(ended), kept["day"])
    return day, dict(kept["by"]) if kept["day"] == day else {}


def plain(rating: Rating) -> dict:
    return {"mu": rating.mu, "sigma": rating.sigma, "games": rating.games}
