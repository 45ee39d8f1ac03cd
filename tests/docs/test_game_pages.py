"""Each title's how-to-play page (docs/games/<slug>.md) against a live game of that title.

Every ```json block on a page must parse. A block holding an object with a ``"type"`` is an
action example; one with ``"seats"`` is a new game's body, posted as it stands; any other (a
view excerpt, a score breakdown) must match the documented shapes. Each action
example is posted, over HTTP, to a game of its title played until that action is legal, and
must be accepted. A value that can only be the game's own (the id of a card you hold) is a
placeholder: the page says so in a line right under the example ("Placeholder: `card` …"),
the table ``PLACEHOLDERS`` below names the same fields, and only those are taken from an
action the game lists as legal at that moment; every other field is posted as the page shows
it. The one action a seat never sends (the Cosmobot's) is checked against the move the server
made for it.

Games are steered, not searched: the seats play legal actions chosen to bring the example's
moment about (hold back the example's card, link every star, call heads), several seeded games
in turn if one ends first.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path

import pytest

from engines import package_of, registry
from tests.service.routes.test_every_game_api import schemas_of

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
PAGES = DOCS / "games"

# The fields of an example that stand for a value only the game can give; the page marks them.
PLACEHOLDERS: dict[str, dict[str, frozenset[str]]] = {
    "starligned": {kind: frozenset(fields) for kind, fields in {
        "choose": {"card"}, "rotate": {"card"}, "remove_moon": {"card"}, "swap": {"first", "second"},
        "rotate_card": {"card"}, "repeat": {"card"}, "exchange": {"card"}, "exchange_with": {"card"},
    }.items()},
    "twinkle-twinkle": {"cosmobot_take": frozenset({"slot"})},
}
# Actions the server plays for a player that is not a seat (an automaton), never posted by one.
SERVER_PLAYED = {"twinkle-twinkle": {"cosmobot_take": "cosmobot"}}

# How each title is played here: seats (all people, so every move is the test's) and options.
TABLES = {
    "starshower": (2, {}),
    "twinkle-starship": (3, {"deals": 1}),
    "starligned": (2, {}),
    "twinkle-twinkle": (1, {}),
    "starlink": (2, {}),
}
GAMES_TRIED = 12  # seeded games played in turn before an example counts as unreachable
MOVES_PER_GAME = 600


# -- reading a page ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Example:
    slug: str
    line: int  # where its block starts on the page, for messages
    action: dict
    placeholders: frozenset[str]

    @property
    def kind(self) -> str:
        return self.action["type"]

    def __str__(self) -> str:
        return f"{self.slug}.md:{self.line}:{self.kind}"


def page_of(slug: str) -> Path:
    return PAGES / f"{slug}.md"


def json_blocks(text: str) -> list[tuple[int, object, str]]:
    """Each ```json block: (its first line, its parsed JSON, the paragraph right under it)."""
    lines = text.splitlines()
    blocks, i = [], 0
    while i < len(lines):
        if lines[i].strip() == "```json":
            start = i + 1
            end = next(k for k in range(start, len(lines)) if lines[k].strip() == "```")
            source = "\n".join(lines[start:end])
            try:
                parsed = json.loads(source)
            except json.JSONDecodeError as error:
                raise AssertionError(f"line {start}: the block is not JSON: {error}") from None
            after = end + 1
            while after < len(lines) and not lines[after].strip():
                after += 1
            note = []
            while after < len(lines) and lines[after].strip():
                note.append(lines[after])
                after += 1
            blocks.append((start, parsed, " ".join(note)))
            i = end
        i += 1
    return blocks


def examples_on(slug: str) -> list[Example]:
    found = []
    for line, parsed, note in json_blocks(page_of(slug).read_text()):
        if not (isinstance(parsed, dict) and "type" in parsed):
            continue  # a view excerpt or a breakdown, not an action
        marked = frozenset()
        if note.startswith("Placeholder"):
            marked = frozenset(name for name in re.findall(r"`([^`]+)`", note) if name in parsed)
        found.append(Example(slug, line, parsed, marked))
    return found


def action_types(slug: str) -> set[str]:
    """Every action type the title's API accepts (its schema's union, which mirrors the engine)."""
    return set(import_module(f"schemas.{package_of(slug)}").ActionSchema.type_schemas)


SLUGS = list(registry())
EXAMPLES = [example for slug in SLUGS for example in examples_on(slug)]
POSTED = [e for e in EXAMPLES if e.kind not in SERVER_PLAYED.get(e.slug, {})]


def test_every_title_has_its_page():
    assert [slug for slug in SLUGS if not page_of(slug).is_file()] == []


@pytest.mark.parametrize("slug", SLUGS)
def test_every_action_type_has_an_example_on_the_page(slug):
    shown = {example.kind for example in examples_on(slug)}
    assert shown == action_types(slug), (
        f"missing: {sorted(action_types(slug) - shown)}; not actions of {slug}: {sorted(shown - action_types(slug))}")


@pytest.mark.parametrize("slug", SLUGS)
def test_the_page_marks_exactly_the_placeholders_the_test_fills(slug):
    expected = PLACEHOLDERS.get(slug, {})
    for example in examples_on(slug):
        assert example.placeholders == expected.get(example.kind, frozenset()), str(example)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_pages_new_game_example_starts_a_game(slug, api):
    bodies = [parsed for _, parsed, _ in json_blocks(page_of(slug).read_text())
              if isinstance(parsed, dict) and "seats" in parsed]
    assert bodies, f"{slug}: no example of a new game"
    for body in bodies:
        answer = api.post(f"/v1/{slug}/games", body)
        assert answer.status == 201, (body, answer.body)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_pages_excerpts_match_the_documented_shapes(slug):
    """A view excerpt (a block with a ``state``) and a score breakdown are parts of what the API
    answers: every field they show is one the schemas document, of the documented type."""
    shapes = schemas_of(slug)
    for line, parsed, _ in json_blocks(page_of(slug).read_text()):
        if not isinstance(parsed, dict) or "type" in parsed or "seats" in parsed:
            continue  # an action or a new game: posted by the tests around this one
        if "state" in parsed:
            assert shapes.view().validate(parsed, partial=True) == {}, f"{slug}.md:{line}"
        else:
            assert shapes.player_score().validate({"breakdown": parsed}, partial=True) == {}, f"{slug}.md:{line}"


LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)[^)]*\)|^\s*\[[^\]]+\]:\s*(\S+)|<((?:https?|file|ftp)://[^>]+)>", re.M)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_page_links_nowhere_outside_the_repository(slug):
    page = page_of(slug)
    text = page.read_text()
    for match in LINK.finditer(text):
        target = next(group for group in match.groups() if group)
        path = target.split("#", 1)[0]
        if not path:
            continue  # an anchor on the page itself
        assert "://" not in target and not target.startswith(("/", "mailto:")), f"{slug}: {target}"
        resolved = (page.parent / path).resolve()
        assert resolved.is_relative_to(DOCS) and resolved.exists(), f"{slug}: {target} is not a page of docs/"
    # Not even as text: the rulebooks and rulings beside the repository are not in a clone.
    assert not re.search(r"\.\./|shared[/]rul|rulings/[a-z-]+\.md|rules/[a-z-]+\.txt", text), slug


def test_nothing_in_the_repository_points_at_the_rulebooks_beside_it():
    """The games' rules live in docs/games; the shared folder a clone does not have is named
    nowhere (the pattern below is written so this file does not match itself)."""
    pointer = re.compile(r"\.\./shared[/]|shared[/]rul(?:es|ings)/|(?<![\w/.])rul(?:es|ings)/[a-z-]+\.(?:txt|md)")
    suffixes = {".md", ".py", ".txt", ".json", ".toml", ".yaml", ".yml", ".cfg", ".ini", ".html", ".js",
                ".ts", ".css", ".sh"}
    skipped = {".git", ".venv", ".venv-bot", "node_modules", "var", "__pycache__", "site", "starport.egg-info"}
    found = []
    for folder, dirs, files in os.walk(REPO):
        dirs[:] = [d for d in dirs if d not in skipped and not d.startswith(".")]
        for name in files:
            path = Path(folder, name)
            if path.suffix not in suffixes and name not in ("Makefile", "Dockerfile"):
                continue
            for number, line in enumerate(path.read_text(errors="replace").splitlines(), start=1):
                if pointer.search(line):
                    found.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert found == []


# -- playing to the example's moment -----------------------------------------------------------

def fill(example: Example, listed: list[dict]) -> dict | None:
    """The example as it can be posted now: its placeholders taken from a listed action of the
    same shape that agrees with it on every other field; None when no listed action does."""
    for action in listed:
        if (action.get("type") == example.kind and set(action) == set(example.action)
                and all(action[k] == v for k, v in example.action.items() if k not in example.placeholders)):
            return {**example.action, **{k: action[k] for k in example.placeholders}}
    return None


def legal_unlisted(example: Example, listed: list[dict]) -> bool:
    """The few examples that are legal without being listed verbatim, as the titles document:
    a black star joined to part of its listed partners; any text as a guess."""
    action = example.action
    if example.slug == "starshower" and example.kind == "black_star":
        return any(a["type"] == "black_star" and a["point"] == action["point"]
                   and all(p in a["connect"] for p in action.get("connect", [])) for a in listed)
    if example.slug == "starlink" and example.kind == "guess":
        return any(a["type"] == "guess" for a in listed)
    return False


class Table:
    """One game of the example's title, every seat the test's."""

    def __init__(self, api, slug: str, seed: int):
        players, options = TABLES[slug]
        created = api.create(slug, [{"name": f"p{i}"} for i in range(players)], options=options, seed=seed).body
        self.api, self.slug = api, slug
        self.game_id = created["game_id"]
        self.tokens = {s["seat"]: s["token"] for s in created["seats"]}

    def view(self, seat: int | None = None) -> dict:
        return self.api.view(self.slug, self.game_id, self.tokens.get(seat)).body

    def listed(self, seat: int) -> list[dict]:
        return self.api.actions(self.slug, self.game_id, self.tokens[seat]).body["actions"]

    def act(self, seat: int, action: dict):
        return self.api.act(self.slug, self.game_id, self.tokens[seat], action)


def play_until_posted(api, example: Example, run_jobs) -> tuple[Table, int, dict, object]:
    """Play seeded games until the example is legal for a seat, then post it; returns the
    table, the seat, what was posted and the answer."""
    steer = STEERING[example.slug]
    for seed in range(GAMES_TRIED):
        table = Table(api, example.slug, seed)
        for _ in range(MOVES_PER_GAME):
            view = table.view()
            if view["status"] == "finished":
                break
            moved = False
            for prompt in view["to_act"]:
                seat = prompt["seat"]
                if seat is None:
                    continue  # an automaton: the server moves it
                listed = table.listed(seat)
                if not listed:
                    continue
                posted = fill(example, listed)
                if posted is None and legal_unlisted(example, listed):
                    posted = dict(example.action)
                if posted is not None:
                    return table, seat, posted, table.act(seat, posted)
                chosen = steer(example, seat, table.view(seat), listed, table)
                if chosen is None:
                    continue  # this seat waits for now
                answer = table.act(seat, chosen)
                assert answer.status == 200, (chosen, answer.body)
                moved = True
                break
            if not moved:
                assert any(p["seat"] is None for p in view["to_act"]), f"{example}: stuck at {view['to_act']}"
                run_jobs()
    raise AssertionError(f"{example}: never legal in {GAMES_TRIED} games")


@pytest.fixture
def playing_api(request, api):
    """Starlink's sand timer must not run out while the test links eighty stars: its games run
    on a clock that stands still (the timed app). The others play on the server's own time."""
    if request.node.callspec.params["example"].slug == "starlink":
        return request.getfixturevalue("timed_api")
    return api


@pytest.mark.parametrize("example", POSTED, ids=str)
def test_the_pages_action_example_is_accepted_by_a_live_game(example, playing_api, run_jobs):
    table, seat, posted, answer = play_until_posted(playing_api, example, run_jobs)
    filled = {k: posted[k] for k in example.placeholders}
    assert answer.status == 200, (example.action, "placeholders filled with", filled, answer.body)
    assert answer.body["events"] and answer.body["view"]["you"] == seat, "the action did something"


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e not in POSTED], ids=str)
def test_the_servers_own_move_has_the_shape_the_page_shows(example, api, run_jobs):
    """The Cosmobot's example: a seat posting it is refused (it is not the seat's move), and every
    move the server made for the Cosmobot, read from the finished game's record, is the example
    with its placeholders filled."""
    automaton = SERVER_PLAYED[example.slug][example.kind]
    assert automaton in registry()[example.slug].meta.automata
    table = Table(api, example.slug, seed=0)
    refused = False
    for _ in range(MOVES_PER_GAME):
        view = table.view()
        if view["status"] == "finished":
            break
        if {"seat": None, "automaton": automaton, "prompt": "take"} in view["to_act"]:
            if not refused:
                answer = table.act(0, example.action)
                assert answer.status == 409 and answer.body["code"] == "not_your_turn", answer.body
                refused = True
            run_jobs()
            continue
        (prompt,) = view["to_act"]
        seat = prompt["seat"]
        answer = table.act(seat, STEERING[example.slug](example, seat, view, table.listed(seat), table))
        assert answer.status == 200, answer.body
    assert refused and table.view()["status"] == "finished"
    record = api.get(f"/v1/{example.slug}/games/{table.game_id}/record").body
    moves = [entry for entry in record["actions"] if entry["by"] == "automaton"]
    assert moves and all(entry["actor"] == automaton for entry in moves)
    for entry in moves:
        assert fill(example, [entry["action"]]) == entry["action"], entry


# -- steering: a legal action that brings the example's moment closer, or None to wait ---------

def first(listed: list[dict], **wanted) -> dict | None:
    return next((a for a in listed if all(a.get(k) == v for k, v in wanted.items())), None)


# Starshower: one seat builds [1, 4] and [2, 4] for the group, a black star waits on [5, 2];
# every other star goes where it cannot spoil them, and no neutral black star draws a line.
SHOWER_KEPT = {(x, 4) for x in range(5)} | {(5, y) for y in range(10)} | {(x, 5) for x in range(10)}


def steer_starshower(example, seat, view, listed, table):
    state = view["state"]
    if listed[0]["type"] == "call":
        return {"type": "call", "side": "heads"}
    mine = {tuple(s["point"]) for s in state["stars"] if s["owner"] == seat}
    taken = {tuple(s["point"]) for s in state["stars"]}
    kind = listed[0]["type"]
    if kind == "star" and example.action.get("group"):
        if (1, 4) not in taken:
            return {"type": "star", "point": [1, 4]}
        if (1, 4) in mine and (2, 4) not in taken:
            return {"type": "star", "point": [2, 4]}
    if kind == "black_star" and example.kind == "black_star" and (5, 2) not in taken:
        return {"type": "black_star", "point": [5, 2], "connect": []}
    spare = next(a for a in listed if tuple(a["point"]) not in SHOWER_KEPT and "group" not in a)
    return {"type": kind, "point": spare["point"], **({"connect": []} if kind == "black_star" else {})}


def steer_twinkle_starship(example, seat, view, listed, table):
    """Hold back the example's card and every stick: the card is then played in the deal, with
    the sticks its conversion needs still unused."""
    card = example.action["card"]
    others = [a for a in listed if a["card"] != card]
    return first(others, segments=[]) or (others or listed)[0]


def steer_twinkle_twinkle(example, seat, view, listed, table):
    return next(a for a in listed if a["space"] != example.action.get("space"))


def steer_starlink(example, seat, view, listed, table):
    turn = view["state"]["turn"]
    kind = example.kind
    if listed[0]["type"] in ("erase_constellation", "choose_word"):
        return {"type": "choose_word", "word_index": 0}
    if seat != turn["illustrator"]:
        if kind == "erase_constellation" and not free_stars_left(view):
            word = table.view(turn["illustrator"])["state"]["turn"]["card"]
            return {"type": "guess", "text": word["words"][word["chosen"]]}
        return None  # guessers stay silent
    if kind == "erase_segment":
        return first(listed, type="add_segment", a=example.action["a"], b=example.action["b"])
    if kind == "erase_all" and not turn["drawing"]:
        return first(listed, type="add_segment")
    if kind == "erase_constellation" and free_stars_left(view):
        # Link every free star into one drawing: once it stands, the sky has no room left.
        drawn = {star for segment in turn["drawing"] for star in segment}
        free = sorted(free_stars_left(view))
        anchor = min(drawn) if drawn else free.pop(0)
        return {"type": "add_segment", "a": anchor, "b": free[0]}
    return None


def free_stars_left(view) -> set[int]:
    """Free stars the drawing does not use yet."""
    state = view["state"]
    used = {star for c in state["constellations"] for segment in c["segments"] for star in segment}
    drawn = {star for segment in state["turn"]["drawing"] for star in segment}
    return {s["id"] for s in state["stars"]} - used - drawn


# Starligned: play the cards whose top half carries the example's effect (or that make a full
# moon), never a stop; turn such a card's effect up before passing; answer everything else with
# its first listed choice.
PHASE3 = ("swap", "move", "rotate_card", "rotate_telescope", "repeat", "exchange")
MOON = ("lay_moon", "remove_moon", "skip_moon_bonus")


def steer_starligned(example, seat, view, listed, table):
    state = view["state"]
    kind = listed[0]["type"]
    wanted = "exchange" if example.kind == "exchange_with" else example.kind
    if kind == "choose":
        row = state["rows"][seat]["cards"]
        moon_open = bool(row) and row[-1]["half_moon_right"]

        def worth(card):
            effect = card["top"]["effect"]
            if effect == "stop":
                return -1
            if example.kind in MOON:
                return 3 if moon_open and card["half_moon_left"] else 2 if card["half_moon_right"] else 1
            return 3 if effect == wanted else 2 if wanted == "repeat" and effect in PHASE3 else 1
        best = max(state["hand"], key=worth)
        return {"type": "choose", "card": best["card"]}
    if kind == "rotate":
        hand = state["hand"]
        pick = (next((c for c in hand if c["bottom"]["effect"] == wanted), None)
                or next((c for c in hand if c["top"]["effect"] == "stop"), None)
                or next((c for c in hand if c["bottom"]["effect"] != "stop"), hand[0]))
        return {"type": "rotate", "card": pick["card"]}
    if kind in MOON:
        if example.kind == "remove_moon":
            return first(listed, type="lay_moon") or first(listed, type="skip_moon_bonus")
        return first(listed, type="skip_moon_bonus")
    return listed[0]


STEERING = {
    "starshower": steer_starshower,
    "twinkle-starship": steer_twinkle_starship,
    "twinkle-twinkle": steer_twinkle_twinkle,
    "starlink": steer_starlink,
    "starligned": steer_starligned,
}
