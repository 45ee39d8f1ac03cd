"""Bot policies. A bot decides only from what its seat may see — view(state, seat) and its legal
actions — and never reads another seat's card.

- random: the illustrator picks a word at random and links a few random free stars; a guesser
  guesses a random word of the public vocabulary (rng.choice over its legal actions).
- expert: draws and reads the words' sketches (``sketches.py``); see ``expert_policy``.
- greedy: the illustrator erases the biggest constellation when there is no room, then lays its
  word's house sketch once on the most crowded free stars, small, with no search for a likeness
  (``greedy_sketch``; too few free stars: a compact figure in the lens); so nearly all its
  drawings earn the lens point. A guesser never repeats a word guessed this turn nor a revealed
  word, and says one whose sketch is linked as the drawing is so far — the same number of
  segments, stars reused in the same order (``built_like``), no reading of the shape — when there
  is one: the expert's drawings and its own are linked as their sketches are.

Once its figure is done an illustrator erases its last link, then redraws one: a policy must
answer whenever its seat is asked to act, and the sand timer ends the turn.
"""

from functools import lru_cache

from engines.contract import Action, Rng
from engines.starlink import sketches
from engines.starlink.facts import LENS_RADIUS
from engines.starlink.guesses import normalise
from engines.starlink.rules import legal_actions
from engines.starlink.views import view

RANDOM_LINKS = (2, 5)  # a random illustrator draws between this many links
GREEDY_FIGURE_STARS = 5
# Board units a sketch grid step: a sketch 9 steps wide spans 16.2 units, about half the lens's
# diameter, which leaves room for the stars nearest its points to stray and still fit the lens
# (one greedy drawing in 25 missed the lens point in a sample; at the expert's smallest size, 2.4,
# one in eight).
GREEDY_SCALE = 1.8


def _free_stars(seen: dict) -> list[dict]:
    used = {s for c in seen["constellations"] for seg in c["segments"] for s in seg}
    return [s for s in seen["stars"] if s["id"] not in used]


def _erase_last(turn: dict) -> Action:
    a, b = turn["drawing"][-1]
    return {"type": "erase_segment", "a": a, "b": b}


def _random_link(seen: dict, rng: Rng) -> Action | None:
    free = [s["id"] for s in _free_stars(seen)]
    drawn = {tuple(s) for s in seen["turn"]["drawing"]}
    for _ in range(50):
        a, b = sorted((rng.choice(free), rng.choice(free)))
        if a != b and (a, b) not in drawn:
            return {"type": "add_segment", "a": a, "b": b}
    return None


def random_policy(state, seat: int, rng: Rng, now: float) -> Action:
    seen = view(state, seat)
    turn = seen["turn"]
    if turn is None or turn["illustrator"] != seat or turn["phase"] == "choose_word":
        return rng.choice(legal_actions(state, seat, now))
    wanted = RANDOM_LINKS[0] + rng.below(RANDOM_LINKS[1] - RANDOM_LINKS[0] + 1)
    if len(turn["drawing"]) < wanted:
        link = _random_link(seen, rng)
        if link is not None:
            return link
    return _erase_last(turn) if turn["drawing"] else rng.choice(legal_actions(state, seat, now))


# ----- greedy --------------------------------------------------------------------------------

def _dist2(a: dict, b: dict) -> int:
    return (a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2


def compact_figure(seen: dict) -> list[list[int]]:
    """A path through the free stars nearest the free star with the most free neighbours within
    one lens radius: every star lies in that lens, so the figure fits the Telescope Card."""
    free = _free_stars(seen)
    best: list[dict] = []
    for centre in free:
        around = sorted((s for s in free if _dist2(centre, s) <= LENS_RADIUS ** 2),
                        key=lambda s: (_dist2(centre, s), s["id"]))[:GREEDY_FIGURE_STARS]
        if len(around) > len(best):
            best = around
    path = [s["id"] for s in best]
    return [sorted(pair) for pair in zip(path, path[1:])]


def greedy_policy(state, seat: int, rng: Rng, now: float) -> Action:
    seen = view(state, seat)
    turn = seen["turn"]
    if turn is None or turn["illustrator"] != seat:
        return _greedy_guess(state, seat, seen, rng, now)
    if turn["phase"] == "choose_word":
        if turn["may_erase_constellation"]:
            biggest = max(seen["constellations"], key=lambda c: (len(c["segments"]), -c["id"]))
            return {"type": "erase_constellation", "constellation": biggest["id"]}
        return {"type": "choose_word", "word_index": rng.below(2)}
    plan = greedy_sketch(seen, turn)
    if plan is not None:
        return toward_plan(turn["drawing"], plan) or _erase_last(turn)  # done: touch up, redraw
    figure = compact_figure(seen)  # fewer free stars than the sketch has points
    missing = [link for link in figure if link not in turn["drawing"]]
    stray = [link for link in turn["drawing"] if link not in figure]
    if stray:
        a, b = stray[0]
        return {"type": "erase_segment", "a": a, "b": b}
    if missing:
        a, b = missing[0]
        return {"type": "add_segment", "a": a, "b": b}
    if turn["drawing"]:
        return _erase_last(turn)  # touch up: the next move redraws it
    return random_policy(state, seat, rng, now)


def greedy_sketch(seen: dict, turn: dict) -> list[list[int]] | None:
    """The chosen word's house sketch laid once on the free stars (``sketches.laid``), centred on
    the free star with the most free stars within a lens radius, at ``GREEDY_SCALE``: its
    segments in drawing order; None when the free stars are fewer than its points."""
    return _laid_sketch(turn["card"]["words"][turn["card"]["chosen"]], _free_ids(seen))


@lru_cache(maxsize=256)
def _laid_sketch(word: str, free: tuple[int, ...]) -> list[list[int]] | None:
    return sketches.laid(word, free, _crowded_star(free), GREEDY_SCALE) if free else None


@lru_cache(maxsize=64)
def _crowded_star(free: tuple[int, ...]) -> int:
    """The free star with the most free stars within a lens radius (the lowest id when equal)."""
    at = sketches.STAR_AT
    def around(c: int) -> int:
        return sum(1 for i in free if (at[i][0] - at[c][0]) ** 2 + (at[i][1] - at[c][1]) ** 2 <= LENS_RADIUS ** 2)
    return max(free, key=lambda c: (around(c), -c))


def _greedy_guess(state, seat: int, seen: dict, rng: Rng, now: float) -> Action:
    """A fresh word (never one said this turn nor a revealed one), among those whose house sketch
    is linked as the drawing is so far (``built_like``) when there are any."""
    actions = legal_actions(state, seat, now)
    spent = {normalise(g["text"]) for g in seen["turn"]["guesses"]}
    spent |= {normalise(record["word"]) for record in seen["history"]}
    fresh = [a for a in actions if normalise(a["text"]) not in spent]
    alike = built_like(seen["turn"]["drawing"])
    likely = [a for a in fresh if a["text"] in alike]
    return rng.choice(likely or fresh or actions)


def link_pattern(segments) -> tuple[tuple[int, int], ...]:
    """How a drawing is linked, whatever its shape: each segment in drawing order as the pair of
    its ends' numbers, the points (stars, or a sketch's grid points) numbered as they first
    appear. Of a segment's two new ends, the one linked again sooner comes first, so a drawing
    and a sketch linked alike give the same pattern whichever way round each segment is stored."""
    number: dict = {}
    pattern = []
    for i, (a, b) in enumerate(segments):
        new = [p for p in (a, b) if p not in number]
        if len(new) == 2:
            new.sort(key=lambda p: next((j for j in range(i + 1, len(segments)) if p in segments[j]), len(segments)))
        for p in new:
            number[p] = len(number)
        pattern.append(tuple(sorted((number[a], number[b]))))
    return tuple(pattern)


@lru_cache(maxsize=64)
def _words_by_pattern(count: int) -> dict[tuple, frozenset[str]]:
    """The words whose house sketch has at least ``count`` segments, by their first ``count``'s pattern."""
    found: dict[tuple, set[str]] = {}
    for word in sketches.VOCABULARY:
        segments = sketches.sketch_segments(word)
        if len(segments) >= count:
            found.setdefault(link_pattern(segments[:count]), set()).add(word)
    return {pattern: frozenset(words) for pattern, words in found.items()}


def built_like(drawing: list) -> frozenset[str]:
    """The words whose house sketch begins linked as ``drawing`` is (same segments, stars reused
    in the same order): a count of links, no reading of the shape. Empty for an empty drawing."""
    if not drawing:
        return frozenset()
    return _words_by_pattern(len(drawing)).get(link_pattern([tuple(s) for s in drawing]), frozenset())


# ----- expert: the sketches ------------------------------------------------------------------

def expert_policy(state, seat: int, rng: Rng, now: float) -> Action:
    """The illustrator draws its word's sketch on the free stars, a segment a move, and picks
    the word whose drawing it reads back best; a guesser reads the live drawing against every
    word's sketch and says the likeliest word nobody has said this turn."""
    seen = view(state, seat)
    turn = seen["turn"]
    if turn is None or turn["illustrator"] != seat:
        return _expert_guess(state, seat, seen, rng, now)
    if turn["phase"] == "choose_word":
        return expert_choice(seen, turn)
    plan = sketch_plan(seen, turn)
    if plan is None:  # not enough free stars for the picture: draw what greedy draws
        return greedy_policy(state, seat, rng, now)
    # The picture done: touch up its last line (redrawn next move).
    return toward_plan(turn["drawing"], plan) or _erase_last(turn)


def sketch_plan(seen: dict, turn: dict) -> list[list[int]] | None:
    """The chosen word's sketch fitted to the free stars (``sketches.fit``): the illustrator's
    segments in drawing order, or None when the stars are too few for it."""
    return sketches.fit(turn["card"]["words"][turn["card"]["chosen"]], _free_ids(seen))


def toward_plan(drawn: list, plan: list) -> Action | None:
    """The move that takes ``drawn`` one step toward ``plan``: erase a stray last segment, else
    draw the next one; None once the drawing is the plan."""
    if drawn != plan[:len(drawn)]:
        a, b = drawn[-1]
        return {"type": "erase_segment", "a": a, "b": b}
    if len(drawn) < len(plan):
        a, b = plan[len(drawn)]
        return {"type": "add_segment", "a": a, "b": b}
    return None


def _free_ids(seen: dict) -> tuple[int, ...]:
    return tuple(star["id"] for star in _free_stars(seen))


def expert_choice(seen: dict, turn: dict) -> Action:
    """Make room when the rules allow and the stars are short; then the word whose drawing on
    these stars reads back as itself soonest (fewer words ranked above it), the dearer card's
    word first when equal."""
    free = _free_ids(seen)
    card = turn["card"]
    if turn["may_erase_constellation"]:
        biggest = max(seen["constellations"], key=lambda c: (len(c["segments"]), -c["id"]))
        return {"type": "erase_constellation", "constellation": biggest["id"]}
    revealed = {record["word"] for record in seen["history"]}
    best, best_rank = 0, None
    for index, word in enumerate(card["words"]):
        plan = sketches.fit(word, free)
        rank = len(sketches.VOCABULARY) if plan is None else sketches.ranked_words(plan, revealed).index(word)
        if best_rank is None or rank < best_rank:
            best, best_rank = index, rank
    return {"type": "choose_word", "word_index": best}


def read_drawing(seen: dict) -> str | None:
    """The word the live drawing looks likeliest to be that nobody has said this turn (nor was
    revealed before), or None when no word is left."""
    turn = seen["turn"]
    spent = {normalise(g["text"]) for g in turn["guesses"]} | {record["word"] for record in seen["history"]}
    return next(iter(sketches.ranked_words(turn["drawing"], spent)), None)


def _expert_guess(state, seat: int, seen: dict, rng: Rng, now: float) -> Action:
    word = read_drawing(seen)
    if word is not None:
        return {"type": "guess", "text": word}
    return _greedy_guess(state, seat, seen, rng, now)


BOTS = {"random": random_policy, "greedy": greedy_policy, "expert": expert_policy}
LEVELS = {
    "random": "Links a few random stars and guesses random words.",
    "greedy": "Draws its word's picture small where the free stars are thickest, with no care for likeness, and guesses a word whose picture is linked like the drawing (as many lines, the same stars reused), never repeating a guess.",
    "expert": "Draws a picture of its word on the stars, and guesses by comparing the drawing with a picture of every word.",
}
