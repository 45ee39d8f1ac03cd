"""The /play move list's sentences (service/static/play/moves/), run by Node on recorded games:
every title's games played to their end by bots in-process, read back as a spectator sees them
(the finished game's public log) and as a seat saw them while the game went on (its private
events too), and every title's golden transcript. Each event a reader may see gets a clause of
its own from its title (or, for the service's events, from the shared words), each move one
sentence with nothing left of the wire in it, and the moves are the replay's steps.

Node (v20, as in CI's image) runs the page's own modules; nothing is bundled or copied."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from engines import registry
from service.archive import records
from service.archive.records import SERVICE_EVENTS
from service.routes.play import PLAY_DIR, public_facts
from service.tables.views import public_event, visible
from tests.recorded import TITLES, bot_seats, drive_to_the_end, record_of

NODE = shutil.which("node")
GOLDEN = Path(__file__).resolve().parents[2] / "engines"
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")  # CI's image has it

# For each case: every move's sentence and every event's clause, by the title's own function.
SENTENCES = """
const cases = JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8'));
(async () => {
  const {MOVES, movesOf} = await import(process.env.MOVES_INDEX);
  const {clause} = await import(process.env.MOVES_WORDS);
  const out = cases.map(({slug, names, you, facts, events}) => {
    const ctx = {
      you, names,
      name: (seat) => names[seat],
      card: (id) => (facts.cards || [])[id],
      tile: (id) => (facts.tiles || [])[id],
    };
    const title = MOVES[slug];
    return movesOf(events).map((move) => ({
      version: move.version, step: move.step,
      sentence: title.moveSentence(move.events, ctx),
      clauses: move.events.map((event) => [event.type, clause(event, ctx, title.describeEvent)]),
    }));
  });
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { console.error(error); process.exit(1); });
"""

WIRE_LEFTOVERS = re.compile(r"undefined|null|NaN|\[object|[{}\[\]]|_")


def tell(tmp_path: Path, cases: list[dict]) -> list[list[dict]]:
    given = tmp_path / "cases.json"
    given.write_text(json.dumps(cases))
    ran = subprocess.run([NODE, "-e", SENTENCES, str(given)], capture_output=True, text=True, timeout=120,
                         env={"MOVES_INDEX": (PLAY_DIR / "moves" / "index.js").as_uri(),
                              "MOVES_WORDS": (PLAY_DIR / "moves" / "words.js").as_uri()})
    assert ran.returncode == 0, ran.stderr
    return json.loads(ran.stdout)


def case(slug: str, names: list[str], events: list[dict], you: int | None) -> dict:
    return {"slug": slug, "names": names, "you": you, "facts": public_facts(slug), "events": events}


def check_told(told: list[dict], events: list[dict], names: list[str]) -> None:
    assert sum(len(move["clauses"]) for move in told) == len(events), "an event was left out of the moves"
    for move in told:
        sentence = move["sentence"]
        opens_with_a_name = any(sentence.startswith(name + " ") or sentence.startswith(name + "'") for name in names)
        assert sentence and (sentence[0].isupper() or opens_with_a_name) and sentence[-1] in ".!?", sentence
        assert not WIRE_LEFTOVERS.search(sentence), sentence
        for kind, said in move["clauses"]:
            assert said, f"no words for a {kind} event"
            assert said in sentence or said[0].upper() + said[1:] in sentence
        for event in events:
            if event["version"] == move["version"] and isinstance(event.get("seat"), int) and event["type"] != "seat_claimed":
                assert names[event["seat"]] in sentence or "you" in sentence.lower(), (event, sentence)


@pytest.fixture
def finished(timed_api, timed_service, clock, quick_experts):
    """A game of each title played to its end by bots (every level): its full record and the
    versions of its replay's steps."""
    played = {}
    for slug in TITLES:
        game_id = timed_api.create(slug, bot_seats(slug)).body["game_id"]
        drive_to_the_end(timed_service, clock, slug, game_id)
        views = timed_api.get(f"/v1/{slug}/games/{game_id}/record/views?after=0&limit=500").body
        played[slug] = (record_of(timed_service, game_id), [v["version"] for v in views["views"]])
    return played


def test_every_event_of_every_recorded_game_is_told_in_words(tmp_path, finished):
    cases, expected = [], []
    for slug, (record, steps) in finished.items():
        names = [seat["name"] for seat in record["seats"]]
        spectator = records.spectator_record(record)["events"]
        cases.append(case(slug, names, spectator, None))
        expected.append((spectator, names, steps))
        # As seat 0 saw it live: its own private events too (a hand, a card chosen, a word).
        seen = [public_event(e) for e in record["events"] if visible(e, 0, "active")]
        cases.append(case(slug, names, seen, 0))
        expected.append((seen, names, None))
    for told, (events, names, steps) in zip(tell(tmp_path, cases), expected):
        check_told(told, events, names)
        if steps is not None:  # the replay's steps are the moves, numbered from the start
            assert [m["version"] for m in told if m["step"] is not None] == steps
            assert [m["step"] for m in told if m["step"] is not None] == list(range(len(steps)))


def test_every_golden_transcripts_events_are_told_in_words(tmp_path):
    """The goldens hold every event with its visibility: each seat's private ones are told as its
    own reader would read them."""
    cases, expected = [], []
    for path in sorted(GOLDEN.glob("*/golden/*.json")):
        transcript = json.loads(path.read_text())
        slug = transcript["game"]
        names = [f"Seat{i} Name" for i in range(transcript["players"])]
        events = [{**event, "version": step + 2, "actor": entry["actor"] if entry["actor"] is not None else "timer"}
                  for step, entry in enumerate(transcript["steps"]) for event in entry["events"]]
        for you in (None, 0):
            shown = [public_event(e) for e in events if visible(e, you, "active")]
            cases.append(case(slug, names, shown, you))
            expected.append((shown, names))
    assert {c["slug"] for c in cases} == set(registry())
    for told, (events, names) in zip(tell(tmp_path, cases), expected):
        check_told(told, events, names)


def test_the_services_own_events_are_told_the_same_in_every_title(tmp_path):
    events = [
        {"type": "created", "version": 1, "actor": None, "players": 2, "options": {"size": 10, "deals": 1, "timer_seconds": 60},
         "clock": {"per_turn": 60, "bank": 300}, "rated": True},
        {"type": "seat_claimed", "version": 2, "actor": 1, "seat": 1, "name": "Bea", "started": True},
        {"type": "left", "version": 3, "actor": 1, "seat": 1, "then": "bot", "bot": "random"},
        {"type": "clock_ran_out", "version": 4, "actor": None, "seat": 0, "then": "takeover", "bot": "random"},
        {"type": "aborted", "version": 5, "actor": None, "reason": "idle", "seat": 0, "idle_turns": 4},
    ]
    assert {e["type"] for e in events} | {"cancelled"} == SERVICE_EVENTS
    slugs = sorted(registry())
    told = tell(tmp_path, [case(slug, ["Ann", "Bea"], events, None) for slug in slugs]
                + [case("starshower", ["Ann", "Bea"], [{"type": "cancelled", "version": 2, "actor": None}], None)])
    for moves in told[:-1]:
        assert [m["step"] for m in moves] == [None, 0, None, None, None]  # the game began at the claim
        sentences = [m["sentence"] for m in moves]
        assert sentences[0].startswith("A game for 2 players") and sentences[0].endswith("(1 minute a move and 5 minutes in the bank, rated).")
        assert sentences[1].startswith("Bea took the seat of Player 2; every seat is taken and the game begins")
        assert sentences[2:] == ["Bea left; a bot plays on.", "Ann ran out of time; a bot plays on.",
                                 "The game was stopped: nobody moved for 4 turns."]
    assert told[-1][0]["sentence"] == "The game was cancelled before it began."


def test_a_moves_sentence_reads_like_the_rulebook(tmp_path):
    """The examples of issue 45, and a reader's own seat told as "you"."""
    ann, rex = 0, 1
    told = tell(tmp_path, [
        case("twinkle-starship", ["Ann", "Rex"], [
            {"type": "card_played", "version": 2, "actor": ann, "seat": ann, "deal": 1, "card": {"colour": "pink", "digit": 7},
             "upside_down": False, "segments": ["d", "g"], "value": 8}], None),
        case("starshower", ["Ann", "Rex"], [
            {"type": "flip", "version": 2, "actor": rex, "seat": rex, "call": "heads", "flip": "tails", "star": "black"}], None),
        case("starshower", ["Ann", "Rex"], [
            {"type": "flip", "version": 2, "actor": rex, "seat": rex, "call": "heads", "flip": "heads", "star": "good"}], rex),
    ])
    assert [moves[0]["sentence"] for moves in told] == [
        "Ann played 7 pink with 2 sticks, making 8.",
        "Rex called heads — wrong: a black star.",
        "You called heads — right: a good star.",
    ]
