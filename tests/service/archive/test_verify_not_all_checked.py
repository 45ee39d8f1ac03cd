"""``python -m service.verify`` on a spectator's record (issue 42 item 6): an honest game created
with a chosen seed is not reported NOT VERIFIED because the record shows an action as its type
alone (Starligned's face-down choices, always); and whatever it could not check (a score drawn
from a hidden seed, the actions after a withheld one) makes it exit 2, never 0: a Starligned
public record with its score or winners changed exited 0 with "not checked"."""

from __future__ import annotations

import copy
import json

import pytest

from service.archive import records
from service.archive.verify import NOT_ALL_CHECKED, NOT_VERIFIED, VERIFIED, main, verify_record
from tests.recorded import bot_seats, drive_to_the_end, record_of


def finished(api, service, clock, slug: str, **create) -> dict:
    game_id = api.create(slug, bot_seats(slug), **create).body["game_id"]
    drive_to_the_end(service, clock, slug, game_id)
    return record_of(service, game_id)


def verify_file(record: dict, tmp_path) -> int:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    return main([str(path)])


@pytest.mark.parametrize("seed", [3, 11, 42])
def test_an_honest_starligned_game_with_a_chosen_seed_is_not_reported_altered(timed_api, timed_service, clock,
                                                                               quick_experts, tmp_path, seed):
    record = finished(timed_api, timed_service, clock, "starligned", seed=seed)
    shown = records.spectator_record(record)
    assert any(set(a["action"]) == {"type"} for a in shown["actions"]), "no face-down choice to withhold"
    verified = verify_record(shown)  # NotVerified before: the replay could not follow a withheld choice
    assert "type alone" in verified.unchecked
    assert verify_file(shown, tmp_path) == NOT_ALL_CHECKED
    assert verify_file(record, tmp_path) == VERIFIED  # the full record replays whole


@pytest.mark.parametrize("seed", [1, 2, 5, 8])
def test_an_honest_starlink_game_with_a_chosen_seed_is_not_reported_altered(timed_api, timed_service, clock,
                                                                             quick_experts, tmp_path, seed):
    record = finished(timed_api, timed_service, clock, "starlink", seed=seed)
    assert verify_file(records.spectator_record(record), tmp_path) in (VERIFIED, NOT_ALL_CHECKED)
    assert verify_file(record, tmp_path) == VERIFIED


@pytest.mark.parametrize("slug", ["starligned", "starlink"])
def test_a_public_record_with_a_changed_score_or_winner_does_not_exit_0(timed_api, timed_service, clock,
                                                                         quick_experts, tmp_path, slug):
    shown = records.spectator_record(finished(timed_api, timed_service, clock, slug))  # a hidden seed: not held
    changed = copy.deepcopy(shown)
    changed["winners"] = [seat for seat in range(len(shown["seats"])) if seat not in shown["winners"]][:1]
    assert verify_file(changed, tmp_path) == NOT_ALL_CHECKED  # exited 0 before: "not checked"
    assert verify_file(shown, tmp_path) == NOT_ALL_CHECKED


def test_a_changed_score_in_a_record_that_replays_whole_is_not_verified(timed_api, timed_service, clock, tmp_path):
    record = finished(timed_api, timed_service, clock, "starshower")
    changed = copy.deepcopy(record)
    changed["winners"] = [seat for seat in range(len(record["seats"])) if seat not in record["winners"]][:1]
    assert verify_file(changed, tmp_path) == NOT_VERIFIED
