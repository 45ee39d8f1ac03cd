"""Handles (issue 46 item 1): a player's unique name, claimed once it is free of look-alikes.

A handle is 3 to 20 characters after NFKC: letters and digits of one script (Unicode's letter
and number categories; digits and the two joiners are common to all scripts), with ``_`` or
``-`` only between two of them. It is compared case-insensitively, and a handle that *looks
like* one already held is refused (409 ``handle_taken``, the same answer as for the same
handle, so nobody learns which one it resembles): two handles are one when their *skeletons*
are equal.

The skeleton follows UTS #39's (each character mapped to the prototype of its confusable class,
the multi-letter ones too: ``m`` is ``rn``) on the case-folded handle, with Unicode's
confusables as packaged by ``confusable-homoglyphs`` (the library's data is Unicode's
confusables.txt; it also tells mixed scripts, which are refused). Two things go beyond UTS #39,
because a handle is shown in any case: a lower-case letter whose capital looks like another
character meets it (so ``i``, ``I``, ``l`` and ``1`` meet, as ``0`` and ``O`` do), and ``_`` and ``-`` are one. It refuses a
few handles a reader would tell apart; it lets through none that looks like another.

A display name stays free text (escaped as every name); the handle is what is unique.
"""

from __future__ import annotations

import base64
import binascii
import json
import unicodedata
from functools import cache
from importlib import resources

from service.problems import Problem
from service.store.games import GameStore
from service.store.players import member_player

SHORTEST, LONGEST = 3, 20
JOINERS = "_-"
MARKS = "\u200e\u200f"  # the library's data wraps right-to-left characters in direction marks


def checked(handle: str) -> str:
    """The handle as it is kept and shown (NFKC), or 422 saying what is wrong with it."""
    shown = unicodedata.normalize("NFKC", handle)
    if not SHORTEST <= len(shown) <= LONGEST:
        raise invalid(f"A handle is {SHORTEST} to {LONGEST} characters.")
    if any(not is_part(c) for c in shown):
        raise invalid("A handle is letters and digits, with _ or - between them.")
    if shown[0] in JOINERS or shown[-1] in JOINERS or any(a in JOINERS and b in JOINERS for a, b in zip(shown, shown[1:])):
        raise invalid("A handle starts and ends with a letter or digit, and joins them with one _ or - at a time.")
    # Imported at the first handle checked, not at every API and RQ worker's start: the library
    # loads its data as it is imported (~11 ms of CPU, ~35 ms while the collector runs).
    from confusable_homoglyphs import confusables as homoglyphs

    if homoglyphs.is_mixed_script(shown, allowed_aliases=["COMMON"]):
        raise invalid("A handle is written in one script (digits, _ and - go with any).")
    return shown


def is_part(c: str) -> bool:
    return c in JOINERS or unicodedata.category(c)[0] in "LN"


def invalid(detail: str) -> Problem:
    return Problem("validation_error", detail, errors={"json": {"handle": [detail]}})


def folded(handle: str) -> str:
    """What a search by prefix compares: the handle, case-folded."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", handle).casefold())


def skeleton(handle: str) -> str:
    """What uniqueness compares (see the module docstring): equal for look-alikes."""
    prototype, multi = tables()
    text = folded(handle)
    for _ in range(3):  # to a fixed point: a prototype may have one of its own (few do)
        mapped = "".join(multi.get(c) or prototype.get(c, c) for c in text)
        if mapped == text:
            break
        text = mapped
    return text.replace("_", "-")


@cache
def tables() -> tuple[dict[str, str], dict[str, str]]:
    """Each character's prototype (its case-folded look-alike class's, in either case), and the
    letters whose prototype is several (``m``: ``rn``), built once from the library's data: a
    character Unicode lists one look-alike for maps to it (confusables.txt's source to its
    target); one it lists many for is a prototype itself."""
    data = json.loads(resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8"))
    one: dict[str, str] = {}
    multi: dict[str, str] = {}
    for char, glyphs in data.items():
        char = char.strip(MARKS)
        if len(char) != 1 or len(glyphs) != 1:
            continue
        glyph = glyphs[0]["c"].strip(MARKS)
        if len(glyph) == 1:
            back = [g["c"].strip(MARKS) for g in data.get(glyph, ())]
            one[char] = min(char, glyph) if back == [char] else glyph  # two that only name each other: one of them
        elif glyph.isascii() and glyph.isalnum():
            multi[char.casefold()] = glyph.casefold()  # m -> rn

    def prototype(c: str) -> str:
        found = one.get(c, c)
        if found == c and len(c.upper()) == 1:  # shown in capitals, it may look like another: I and l
            found = one.get(c.upper(), c)
        return found.casefold() if len(found.casefold()) == 1 else found

    chars = {c for c in one} | {c.casefold() for c in one if len(c.casefold()) == 1}
    return {c: prototype(c) for c in chars if prototype(c) != c}, multi


SEARCH_ROUNDS = 3  # index reads a search page makes at most (each limit + 1 members)
SWEPT = 2  # members of the handles' index a claim looks at, whose player may have expired


class Handles:
    """Claiming a handle, and finding players by a handle's prefix (``service.store.players``)."""

    def __init__(self, store: GameStore, clock):
        self.store = store
        self.clock = clock

    def claim(self, player: str, handle: str) -> dict:
        """The player's handle from now on: once, if no other player holds it or a look-alike."""
        shown = checked(handle)
        key = skeleton(shown)
        if (self.store.player_cards([player])[0] or {}).get("handle"):
            raise Problem("handle_claimed", "You have a handle already: a handle is claimed once.")
        holder = self.store.hold_handle(key, player)
        if holder is not None and not self.store.player_exists(holder):  # its player expired: free
            holder = self.store.hold_handle(key, player, replacing=holder)
        if holder is not None:
            raise Problem("handle_taken", "That handle, or one that looks like it, is another player's.")
        if not self.store.keep_handle(player, shown):  # another claim of the player's came first
            self.store.free_handle(key, player)
            raise Problem("handle_claimed", "You have a handle already: a handle is claimed once.")
        now = self.clock()
        self.store.index_handle(folded(shown), player, now)
        self.sweep(now)
        return {"player_id": player, "handle": shown}

    def sweep(self, now: float) -> None:
        """Drop the few index members due a look whose player expired, and let their handles go."""
        due = self.store.handles_due(now, SWEPT)
        gone = [member for member, ttl in due if ttl == -2]
        for member in gone:
            self.store.free_handle(skeleton(member[:-33].decode()), member_player(member))
        self.store.forget_handles(gone)
        self.store.look_again({member: now + max(ttl, 60) for member, ttl in due if ttl != -2})

    def find(self, prefix: str, limit: int, after: str | None) -> dict:
        """The players whose handles start with ``prefix`` (case-folded), ``limit`` at most, after
        the cursor ``after``: each its id, handle, name and whether it is a bot account. A page
        reads ``SEARCH_ROUNDS`` × (limit + 1) index members and their cards at most."""
        start = folded(prefix).encode()
        low = b"[" + start
        if after is not None:
            member = cursor_member(after, start)
            low = b"(" + member
        high = b"[" + start + b"\xff"
        found: list[tuple[str, dict]] = []
        last, more = None, False
        for _ in range(SEARCH_ROUNDS):
            wanted = limit - len(found)
            members = self.store.handles_from(low, high, wanted + 1)
            batch = members[:wanted]
            ids = [member_player(m) for m in batch]
            cards = self.store.player_cards(ids)
            self.store.forget_handles([m for m, card in zip(batch, cards) if card is None])
            found += [(player, card) for player, card in zip(ids, cards) if card is not None and card.get("handle")]
            more = len(members) > wanted
            if batch:
                last, low = batch[-1], b"(" + batch[-1]
            if not more or len(found) == limit:
                break
        return {"players": [{"player_id": p, "handle": c["handle"], "name": c["name"],
                             "bot_account": bool(c.get("bot_account"))} for p, c in found],
                "next": base64.urlsafe_b64encode(last).decode().rstrip("=") if more and last is not None else None}


def cursor_member(cursor: str, start: bytes) -> bytes:
    try:
        member = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
    except (ValueError, binascii.Error):
        member = b""
    if len(member) < 34 or member[-33:-32] != b"\0" or not member.startswith(start):
        raise Problem("validation_error", "That is not a cursor of this search: pass its page's next.",
                      errors={"query": {"after": ["Not a cursor this search gave."]}})
    return member
