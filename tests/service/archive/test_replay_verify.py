"""A finished game's record replays through its engine to the events it logged and the score it
ended with (``timed_service.replay``, ``python -m timed_service.verify RECORD.json``); anything altered is
caught, and the first difference named."""

from __future__ import annotations

import copy
import json

import pytest

from engines import registry
from service.archive import records, verify
from service.store.game_record import MACHINES
from service.archive.replay import (
    Diverged,
    hidden_shapes,
    policy_of,
    rechoosable,
    replay,
    spectator_view_at,
)
from service.archive.verify import NotVerified, verify_record
from tests.playing import play_to_the_end
from tests.recorded import TITLES, bot_seats, drive_to_the_end, record_of

GAME = "starshower"


def finished(api, timed_service, fake_clock, slug: str, seats=None, **create) -> dict:
    game_id = api.create(slug, seats or bot_seats(slug), **create).body["game_id"]
    drive_to_the_end(timed_service, fake_clock, slug, game_id)
    return record_of(timed_service, game_id)


def rechoosable_moves(record: dict) -> int:
    engine = registry()[record["game"]]
    return sum(1 for a in record["actions"] if a["by"] in MACHINES and rechoosable(policy_of(engine, a)))


@pytest.mark.parametrize("slug", TITLES)
def test_a_game_of_every_title_replays_to_its_logged_events_and_score(timed_api, timed_service, clock, quick_experts,
                                                                      slug):
    record = finished(timed_api, timed_service, clock, slug)
    verified = verify_record(record)
    assert verified.actions == len(record["actions"]) > 0 and verified.unchecked is None
    assert verified.rechosen == rechoosable_moves(record) > 0, "random and greedy choose again, a capped search not"
    shown = verify_record(records.spectator_record(record))
    if hidden_shapes(record):  # Starlink's words, Starligned's deals: never shown
        assert shown.actions == 0 and "hidden seed" in shown.unchecked
    else:
        assert (shown.actions, shown.rechosen, shown.unchecked) == (len(record["actions"]), 0, None)
    assert records.unpack(records.pack(record)) == record


def test_the_last_step_is_the_game_as_it_ended(timed_api, timed_service, clock):
    record = finished(timed_api, timed_service, clock, GAME)
    engine = registry()[GAME]
    last = list(replay(record))[-1]
    assert last.version == record["actions"][-1]["version"] and engine.is_over(last.state)
    view = timed_api.view(GAME, record["game_id"]).body
    assert spectator_view_at(record, view["version"]) == view["state"]
    assert spectator_view_at(record, 1)["stars"] == []  # nothing drawn at the start


def another_legal_action(record: dict, index: int) -> dict:
    """A legal action for the actor of ``record["actions"][index]``, other than the recorded one."""
    engine = registry()[record["game"]]
    entry = record["actions"][index]
    for step in replay(record):
        if step.version == record["actions"][index - 1]["version"]:
            legal = engine.legal_actions(step.state, entry["actor"], entry["at"])
            return next(a for a in legal if json.dumps(a, sort_keys=True) != json.dumps(entry["action"], sort_keys=True))
    raise AssertionError("no such step")


@pytest.mark.parametrize("by", ["bot", "person"])
def test_a_tampered_action_is_caught_and_its_version_named(timed_api, timed_service, clock, by):
    record = finished(timed_api, timed_service, clock, GAME, [{"name": "rex", "bot": "greedy"}, {"name": "ivy", "bot": "random"}])
    index = next(i for i, a in enumerate(record["actions"]) if i > 10 and a["action"]["type"] == "star")
    tampered = copy.deepcopy(record)
    entry = tampered["actions"][index]
    entry["action"] = another_legal_action(record, index)
    if by == "person":  # a person's choice is not made again: its events give it away
        entry.update(by="person")
        entry.pop("bot"), entry.pop("draws")
    with pytest.raises(NotVerified, match=rf"^version {entry['version']}: ") as caught:
        verify_record(tampered)
    assert ("chooses" in str(caught.value)) == (by == "bot")


def test_a_tampered_score_or_seed_is_caught(timed_api, timed_service, clock):
    record = finished(timed_api, timed_service, clock, GAME)
    score = copy.deepcopy(record)
    score["score"]["players"][0]["total"] += 1
    with pytest.raises(NotVerified, match="the final score"):
        verify_record(score)
    with pytest.raises(NotVerified, match="commitment"):
        verify_record({**record, "seed": str(int(record["seed"]) + 1)})
    with pytest.raises(NotVerified, match="hidden commitment"):
        verify_record(record, hidden_seed=record["hidden_seed"] + 1)
    dropped = copy.deepcopy(record)
    gone = dropped["actions"].pop(len(dropped["actions"]) // 2)
    with pytest.raises(NotVerified, match=rf"^version {gone['version'] + 1}: |^version {gone['version']}: "):
        verify_record(dropped)


@pytest.mark.parametrize("on_timeout", ["bot", "takeover"])
def test_a_clocks_stand_in_and_takeover_replay(timed_api, timed_service, clock, on_timeout):
    """Ann never acts on a 2-second clock: the stand-in moves for her (until the game is aborted
    for idleness), or a bot takes her seat over and finishes the game."""
    record = finished(timed_api, timed_service, clock, GAME, [{"name": "ann"}, {"name": "rex", "bot": "greedy"}],
                      clock={"per_turn": 2}, on_timeout=on_timeout)
    changes = {c["change"] for c in record["seats"][0]["changes"]}
    if on_timeout == "bot":
        assert record["outcome"] == "aborted" and changes == {"stand_in"}
        assert {a["by"] for a in record["actions"] if a["actor"] == 0} == {"stand-in"}
    else:
        assert record["outcome"] == "finished" and changes == {"taken_over"}
        assert {a["by"] for a in record["actions"] if a["actor"] == 0} == {"bot"}
    assert verify_record(record).actions == len(record["actions"])


def test_a_game_begun_at_its_last_claim_replays_from_then(timed_api, timed_service, clock):
    created = timed_api.create(GAME, [{"name": "rex", "bot": "greedy"}, {"open": True}]).body
    game_id = created["game_id"]
    clock.advance(100)
    token = timed_api.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {"name": "bea"}).body["token"]
    play_to_the_end(timed_api, GAME, game_id, {1: token},
                    between_turns=lambda: (timed_service.drive(GAME, game_id), clock.advance(3)))
    record = record_of(timed_service, game_id)
    assert next(replay(record)).version == 2
    assert verify_record(record).actions == len(record["actions"])


def test_the_command_line_checks_a_record_file_and_names_the_first_difference(timed_api, timed_service, clock, tmp_path,
                                                                              capsys):
    record = finished(timed_api, timed_service, clock, GAME)
    plain, packed, bad = tmp_path / "game.json", tmp_path / "game.record", tmp_path / "bad.json"
    plain.write_text(json.dumps(record))
    packed.write_bytes(records.pack(records.spectator_record(record)))
    tampered = copy.deepcopy(record)
    tampered["actions"][5]["at"] += 1000  # a bot's choice is made at another time: its events may not change,
    tampered["actions"][5]["action"] = {"type": "pass"}  # but no such action
    bad.write_text(json.dumps(tampered))
    assert verify.main([str(plain)]) == 0
    assert capsys.readouterr().out.startswith(f"verified: {GAME} {record['game_id']}: seed ")
    assert verify.main([str(packed)]) == 0
    capsys.readouterr()
    assert verify.main([str(bad)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("NOT VERIFIED: ") and f"version {tampered['actions'][5]['version']}: " in out


def test_a_replay_refuses_actions_out_of_order(timed_api, timed_service, clock):
    record = finished(timed_api, timed_service, clock, GAME)
    twice = copy.deepcopy(record)
    twice["actions"][4]["version"] = twice["actions"][3]["version"]
    with pytest.raises(Diverged, match=rf"^version {twice['actions'][3]['version']}: .* out of order"):
        list(replay(twice))
