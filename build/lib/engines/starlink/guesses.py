"""Judging a guess (rulings, "Judging a guess")."""

import unicodedata

ARTICLES = ("a", "an", "the")
PLURAL_ENDINGS = ("s", "es")  # one of these may be dropped from a guess, never from the word


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


def singular_forms(said: str) -> set[str]:
    """A normalised guess itself, and the guess with one trailing "s" or "es" dropped.

    >>> sorted(singular_forms("boxes"))
    ['box', 'boxe', 'boxes']
    """
    forms = {said}
    for ending in PLURAL_ENDINGS:
        if said.endswith(ending) and len(said) > len(ending):
            forms.add(said[:-len(ending)])
    return forms


def right_guesses(answer: str) -> set[str]:
    """Every normalised guess judged right for one normalised answer (a word or a listed form).

    >>> sorted(right_guesses("bus"))
    ['bus', 'buses', 'buss']
    """
    return {answer, *(answer + ending for ending in PLURAL_ENDINGS)}


def is_right(guess: str, word: str, aliases: list[str]) -> bool:
    """Right when equal to the word or a listed form, or equal once the guess drops a plural
    "s"/"es". Nothing is dropped from the word: a truncation is never right.

    >>> is_right("Kittens", "cat", ["kitten"]), is_right("bu", "bus", [])
    (True, False)
    """
    said = normalise(guess)
    if not said:
        return False
    return not singular_forms(said).isdisjoint(normalise(answer) for answer in [word, *aliases])
