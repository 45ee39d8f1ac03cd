"""Reading ratings: a player's ratings, a title's leaderboard, the players found by name (with
their ratings), and the bot levels' ratings the catalogue shows. Every read is of Redis alone
(``service.ratings.store``, and the name index of ``service.store.players``); the archive keeps the
full history (``ArchiveStore.rating_history``)."""

from __future__ import annotations

import base64
import binascii
import logging

import redis

from engines import registry
from engines.contract import Game
from service.store.players import fold, member_player
from service.problems import Problem
from service.ratings.store import RatingStore, rating_of
from service.ratings.maths import bot_subject, shown, starting_levels
from service.store.games import GameStore

log = logging.getLogger(__name__)


# Rounds of the name index one search reads at most (each limit + 1 members): members whose player
# expired are dropped as they are met, and cost a page its rounds, never more.
SEARCH_ROUNDS = 3


def encode_name_cursor(member: bytes) -> str:
    return base64.urlsafe_b64encode(member).decode().rstrip("=")


def decode_name_cursor(cursor: str) -> bytes:
    try:
        member = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        member.decode()
    except (binascii.Error, ValueError):
        member = b""
    if len(member) < 34 or member[-33:-32] != b"\0" or not all(c in b"0123456789abcdef" for c in member[-32:]):
        raise Problem("validation_error", "That is not a cursor of this search: pass its page's next.",
                      errors={"query": {"after": ["Not a cursor this search gave."]}})
    return member


def marks_of(card: dict | None) -> dict:
    """What shows beside a player's name: its handle (if any), and whether it is a bot account."""
    card = card or {}
    return {**({"handle": card["handle"]} if card.get("handle") else {}), "bot_account": bool(card.get("bot_account"))}


def shown_card(card: dict) -> dict:
    return {"name": card["name"], **marks_of(card)}


def shown_entry(entry: dict) -> dict:
    return {**shown(rating_of(entry)), "recent": entry.get("recent", [])}


class Leaderboards:
    def __init__(self, store: GameStore, ratings: RatingStore):
        self.store = store
        self.ratings = ratings

    def player(self, player_id: str) -> dict:
        """A player's public page: its name and its rating in each title it was rated in."""
        card = self.store.player_cards([player_id])[0] if len(player_id) == 32 else None
        if card is None:
            raise Problem("not_found", "No such player.")
        entries = self.ratings.of_player(list(registry()), player_id)
        return {"player_id": player_id, **shown_card(card),
                "ratings": {slug: shown_entry(entry) for slug, entry in entries.items()}}

    def find(self, prefix: str, limit: int, after: str | None) -> dict:
        """The players whose names start with ``prefix`` (folded: ``player_store.fold``), in the
        index's order, ``limit`` at most, after the cursor ``after``: each its id, name and rating
        in every title it was rated in. A member whose player expired is dropped as it is met; a
        page looks at ``SEARCH_ROUNDS`` × (limit + 1) members at most, so a page may come back
        short with a cursor to go on from."""
        start = fold(prefix).encode()
        low = b"[" + start
        if after is not None:
            member = decode_name_cursor(after)
            if not member.startswith(start):
                raise Problem("validation_error", "That is not a cursor of this search: pass its page's next.",
                              errors={"query": {"after": ["Not a cursor this search gave."]}})
            low = b"(" + member
        high = b"[" + start + b"\xff"  # no UTF-8 byte is 0xff: past every name with the prefix
        found: list[tuple[str, str]] = []
        last, more = None, False
        for _ in range(SEARCH_ROUNDS):
            wanted = limit - len(found)
            members = self.store.names_from(low, high, wanted + 1)  # one more: whether there are more
            batch = members[:wanted]
            ids = [member_player(m) for m in batch]
            cards = self.store.player_cards(ids)
            self.store.forget_names([m for m, card in zip(batch, cards) if card is None])
            found += [(player, card) for player, card in zip(ids, cards) if card is not None]
            more = len(members) > wanted
            if batch:
                last, low = batch[-1], b"(" + batch[-1]
            if not more or len(found) == limit:
                break
        ratings = self.ratings.of_players(list(registry()), [player for player, _ in found])
        return {"players": [{"player_id": player, **shown_card(card),
                             "ratings": {slug: shown(rating_of(entry)) for slug, entry in ratings[player].items()}}
                            for player, card in found],
                "next": encode_name_cursor(last) if more and last is not None else None}

    def page(self, slug: str, limit: int, after: str | None) -> dict:
        """A page of the title's non-provisional players, by ordinal, best first."""
        try:
            start, lines, cursor = self.ratings.board_page(slug, limit, after)
        except ValueError:
            raise Problem("validation_error", "That is not a leaderboard cursor: pass a page's next.",
                          errors={"query": {"after": ["Not a cursor this leaderboard gave."]}}) from None
        cards = self.store.player_cards([who for who, _, _ in lines])  # one round trip for the page
        return {"game": slug, "players": self.ratings.board_size(slug), "next": cursor,
                "lines": [{"rank": start + i + 1, "player_id": who, "name": entry.get("name", who[:6]),
                           **marks_of(card), "ordinal": ordinal, "mu": entry["mu"], "sigma": entry["sigma"],
                           "games": entry["games"]}
                          for i, ((who, ordinal, entry), card) in enumerate(zip(lines, cards))]}

    def show_seat_ratings(self, slug: str, lines: list[dict], seats: list[list[dict]]) -> None:
        """Each lobby line's seats that a player key or a house bot holds show its rating in the
        title (one read of the title's ratings for the page), never whose it is."""
        subjects = [[rated_subject(seat) for seat in stored] for stored in seats]
        wanted = sorted({s for line in subjects for s in line if s})
        if not wanted:
            return
        entries = self.ratings.ratings(slug, wanted)
        for line, line_subjects in zip(lines, subjects):
            for shown_seat, subject in zip(line["seats"], line_subjects):
                if subject:
                    shown_seat["rating"] = shown(rating_of(entries[subject]))

    def levels(self, engine: Game) -> dict[str, dict]:
        """Each bot level's rating now; the calibrated ones when Redis cannot answer (the
        catalogue stays up)."""
        slug = engine.meta.slug
        try:
            entries = self.ratings.ratings(slug, [bot_subject(level) for level in engine.meta.bots])
        except redis.exceptions.RedisError as error:
            log.warning("catalogue: the bot levels' ratings of %s not read (%s)", slug, error)
            return starting_levels(slug, engine.meta.bots)
        return {level: shown(rating_of(entries[bot_subject(level)])) for level in engine.meta.bots}


def rated_subject(seat: dict) -> str | None:
    """Whose rating a stored seat shows: its player's, or its house bot level's when a bot held
    it from the start (not one standing in for a person who left); None for a seat token's."""
    if seat.get("player"):
        return seat["player"]
    if seat.get("bot") and not (seat.get("holder") or seat.get("left")):
        return bot_subject(seat["bot"])
    return None
