"""What a chat line may hold: the checks every line passes before it is kept, pure but for the
profanity model (loaded once per process, on its first line).

A line is at most ``MOST_CHARACTERS`` characters (code points, after NFC and trimming), holds no
control character (Unicode's Cc: U+0085 among them, NUL, escape sequences) nor any of the
direction overrides that make text read other than it is stored, no link (a scheme, ``www.``, a
domain name, a path of this server's), nothing shaped like a token, a player key or a game's id
(a word of 16 or more letters, digits, ``-``, ``_`` or ``.`` with a digit in it: a seat token is 43,
a key or an id 32 hex), and nothing the profanity model calls offensive. Markup and U+2028/U+2029
are text: the JSON codec escapes the line separators (``service.store.codec``) and /play puts a
line in a text node.

The profanity filter is ``alt-profanity-check``'s model (MIT; a linear SVM over character and word
n-grams with a sigmoid calibration per fold, trained on ~200 000 labelled comments, re-released
with each scikit-learn release). Its ``predict`` spends ~4 ms in scikit-learn's checks around five
dot products; ``offensive`` makes the same five (its vectoriser, each fold's coefficients and
calibration) in ~0.3 ms, and tests/service/chat/test_civility.py holds it to the library's answer.
"""

from __future__ import annotations

import hashlib
import math
import re
import threading
import unicodedata

from service.problems import Problem

MOST_CHARACTERS = 140
OFFENSIVE_FROM = 0.5  # the model's probability from which a line is refused (its own predict's boundary)

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
    if offensive(line) >= OFFENSIVE_FROM:
        raise refused("profanity", "Keep it civil: the filter took that line for offensive.")
    return line


def digest(line: str) -> str:
    """What the repeat rule compares: the line case-folded, its spaces collapsed."""
    return hashlib.sha256(" ".join(line.casefold().split()).encode()).hexdigest()[:16]


_model = None
_loading = threading.Lock()


def offensive(line: str) -> float:
    """The model's probability that ``line`` is offensive (``profanity_check.predict_prob``'s)."""
    vectorizer, folds = _loaded()
    features = vectorizer.transform([line])
    total = 0.0
    for coefficients, intercept, a, b in folds:
        decision = float((features @ coefficients)[0]) + intercept
        total += 1.0 / (1.0 + math.exp(a * decision + b))
    return total / len(folds)


def _loaded():
    global _model
    if _model is None:
        with _loading:
            if _model is None:
                _model = _off_the_event_loop(_load)
    return _model


def _load():
    from profanity_check import profanity_check as library  # ~1.8 s of CPU to import: on first use
    folds = []
    for fold in library.model.calibrated_classifiers_:
        (calibration,) = fold.calibrators
        folds.append((fold.estimator.coef_.ravel(), float(fold.estimator.intercept_[0]),
                      float(calibration.a_), float(calibration.b_)))
    return library.vectorizer, folds


def _off_the_event_loop(load):
    """Under gunicorn's gevent worker, ``load`` in gevent's pool of real threads: the greenlet
    that asked waits, the others go on (the GIL is handed back every few ms), where a load on the
    event loop would stall every stream and request of the worker for its second or two."""
    try:
        from gevent import get_hub, monkey
    except ImportError:
        return load()
    if not monkey.is_module_patched("threading"):
        return load()
    return get_hub().threadpool.apply(load)
