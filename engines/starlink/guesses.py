"""Judging a guess (rulings, "Judging a guess")."""

import unicodedata

ARTICLES = ("a", "an", "the")


def normalise(text: str) -> str:
    """NFKD without accents, case-folded, punctuation dropped, spaces collapsed, no leading article.

    >>> normalise("  The Éléphant! ")
    'elephant'
    """
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()
    kept = "".join(ch if ch.isalnum() else " " if ch.isspace() else "" for ch in bare)
    words = kept.split()
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return " ".join(words)


def plural_forms(normalised: str) -> set[str]:
    """The text itself and the text with a trailing "s" or "es" dropped."""
    forms = {normalised}
    if normalised.endswith("es") and len(normalised) > 2:
        forms.add(normalised[:-2])
    if normalised.endswith("s") and len(normalised) > 1:
        forms.add(normalised[:-1])
    return forms


def is_right(guess: str, word: str, aliases: list[str]) -> bool:
    """Right when equal to the word or an alias, or equal once a plural "s"/"es" is dropped.

    >>> is_right("Kittens", "cat", ["kitten"])
    True
    """
    said = plural_forms(normalise(guess))
    if not normalise(guess):
        return False
    return any(said & plural_forms(normalise(answer)) for answer in [word, *aliases])
