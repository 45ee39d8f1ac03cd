"""What a chat line may hold: the checks every line passes before it is kept, pure but for the
profanity filter (built once per process, on its first line).

A line is at most ``MOST_CHARACTERS`` characters (code points, after NFC and trimming), holds no
control character (Unicode's Cc: U+0085 among them, NUL, escape sequences) nor any of the
direction overrides that make text read other than it is stored, no link (a scheme, ``www.``, a
domain name, a path of this server's), nothing shaped like a token, a player key or a game's id
(a word of 16 or more letters, digits, ``-``, ``_`` or ``.`` with a digit in it: a seat token is 43,
a key or an id 32 hex), and nothing the profanity filter finds. Markup and U+2028/U+2029
are text: the JSON codec escapes the line separators (``service.store.codec``) and /play puts a
line in a text node.

The profanity filter is ``glin-profanity``'s (MIT, pure Python, only typing-extensions beside
it): a word list per language matched on whole words after undoing the usual disguises
(leetspeak, spaced or repeated letters, homoglyphs and full-width forms, accents), with a
whitelist so that words which merely contain one (Scunthorpe, assassin, cocktail) pass. English
only: each further language's list adds its own false alarms among the others'. One ``Filter``
per process, built on the first line (~0.1 s); a check costs ~0.2 ms, ~2 ms for 140 characters
at worst.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import cache

from service.problems import Problem

MOST_CHARACTERS = 140

DIRECTION_CONTROLS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
LINK = re.compile(r"(?i)(?:\b[a-z][a-z0-9+.\-]*://|\bwww\.|\b[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,24}\b"
                  r"|(?:^|[\s(])/(?:v1|play|docs)\b)")
TOKEN_SHAPED = re.compile(r"[A-Za-z0-9_\-.]{16,}")


def refused(reason: str, detail: str) -> Problem:
    return Problem("chat_refused", detail, reason=reason)


def checked_line(text: str) -> str:
    """The line as it is kept, or a refusal (422 ``chat_refused`` with its ``reason``)."""
    line = unicodedata.normalize("NFC", text).strip()
    if not line:
        raise refused("empty", "Say something: the line is empty.")
    if len(line) > MOST_CHARACTERS:
        raise refused("too_long", f"A line is {MOST_CHARACTERS} characters at most; this one has {len(line)}.")
    for character in line:
        if unicodedata.category(character) in ("Cc", "Cs") or character in DIRECTION_CONTROLS:
            raise refused("control_character", f"No control characters in chat (U+{ord(character):04X}).")
    if LINK.search(line):
        raise refused("link", "No links in chat: not a web address, a domain name or a path of this server.")
    if any(any(c.isdigit() for c in word) for word in TOKEN_SHAPED.findall(line)):
        raise refused("token_shaped", "That looks like a token, a player key or a game's id: never paste one "
                                      "into chat (whoever reads it could act for you).")
    if profane(line):
        raise refused("profanity", "Keep it civil: the filter took that line for offensive.")
    return line


def digest(line: str) -> str:
    """What the repeat rule compares: the line case-folded, its spaces collapsed."""
    return hashlib.sha256(" ".join(line.casefold().split()).encode()).hexdigest()[:16]


def profane(line: str) -> bool:
    """Whether the filter finds a profane word in ``line``, disguised or not."""
    return _filter().is_profane(line)


@cache
def _filter():
    from glin_profanity import Filter
    return Filter({"languages": ["english"]})
