"""Every engine call is recorded in the commit that made it (``sp:{id}:actions``), and a finished
game's record says what happened: who sat where and when the seats changed hands, when it began
and ended, its score, its seeds, every action — and a spectator's copy keeps back what is private
for ever."""

from __future__ import annotations

import pytest

from engines import registry
from engines.contract import PRIVATE_FOREVER
from service.archive import records
from service.store.game_record import BY, EXPIRY, MACHINES
from tests.playing import play_to_the_end
from tests.recorded import (
    TITLES,
    actions_of,
    bot_seats,
    drive_to_the_end,
    engine_versions,
    record_of,
    whole_log,
)

GAME = "starshower"


@pytest.mark.parametrize("slug", TITLES)
def test_every_engine_call_is_one_action_in_the_commit_that_made_it(timed_api, timed_service, clock, quick_experts, slug):
    game_id = timed_api.create(slug, bot_seats(slug)).body["game_id"]
    drive_to_the_end(timed_service, clock, slug, game_id)
    actions = actions_of(timed_service.store, game_id)
    versions = [a["version"] for a in actions]
    assert versions == engine_versions(whole_log(timed_service.store, game_id)), "one action per commit that called the engine"
    assert versions == sorted(set(versions))
    for entry in actions:
        assert entry["by"] in BY and isinstance(entry["at"], float)
        if entry["by"] in MACHINES:
            assert entry["draws"] >= 0
        if entry["by"] == "bot":
            assert isinstance(entry["actor"], int) and entry["bot"] in registry()[slug].meta.bots
    kinds = {a["by"] for a in actions}
    assert "bot" in kinds
    if slug == "twinkle-twinkle":
        assert "automaton" in kinds and {a["actor"] for a in actions if a["by"] == "automaton"} == {"cosmobot"}
    if slug == "starlink":  # greedy and random guessers miss: the sand runs out
        assert "timer" in kinds
        assert all(a["action"] == EXPIRY and a["actor"] is None for a in actions if a["by"] == "timer")


def test_a_persons_act_is_recorded_as_posted_at_the_time_it_was_judged(timed_api, timed_service, clock):
    created = timed_api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    game_id = created["game_id"]
    seat = timed_api.view(GAME, game_id).body["to_act"][0]["seat"]
    token = created["seats"][seat]["token"]
    action = timed_api.actions(GAME, game_id, token).body["actions"][-1]
    answer = timed_api.act(GAME, game_id, token, action)
    assert answer.status == 200
    assert actions_of(timed_service.store, game_id) == [
        {"actor": seat, "action": action, "version": answer.body["version"], "at": clock.now, "by": "person"}]


def test_a_refused_act_or_a_conflict_records_no_action(timed_api, timed_service, clock):
    created = timed_api.create(GAME, [{"name": "ann"}, {"name": "bob"}]).body
    game_id = created["game_id"]
    seat = timed_api.view(GAME, game_id).body["to_act"][0]["seat"]
    token = created["seats"][seat]["token"]
    action = timed_api.actions(GAME, game_id, token).body["actions"][0]
    assert timed_api.act(GAME, game_id, token, {"type": "star", "point": [99, 99]}).status == 422
    assert timed_api.act(GAME, game_id, token, action, headers={"If-Match": '"7"'}).status == 412
    assert actions_of(timed_service.store, game_id) == []
    # A compare-and-set lost in the script itself: neither the state nor the action is written.
    record = timed_service.store.load(game_id)
    assert timed_api.act(GAME, game_id, token, action).status == 200
    lost = timed_service.store.commit(record, state=record.state, rng=record.rng, status="active", seats=None,
                                updated=clock.now, events=[b'{"type": "x"}'], action=b'{"stale": true}')
    assert lost.outcome == "conflict"
    assert [a["by"] for a in actions_of(timed_service.store, game_id)] == ["person"]


def test_the_actions_list_lives_exactly_as_long_as_the_game(timed_api, timed_service, clock, redis_client):
    game_id = timed_api.create(GAME, bot_seats(GAME)).body["game_id"]
    timed_service.drive(GAME, game_id)
    store = timed_service.store
    assert store.actions(game_id)
    hash_left, actions_left = redis_client.pttl(store.key(game_id)), redis_client.pttl(store.actions_key(game_id))
    assert 0 <= hash_left - actions_left < 1000 and actions_left > (store.idle_ttl - 5) * 1000
    drive_to_the_end(timed_service, clock, GAME, game_id)
    # Finished: kept until its record is archived (no expiry) when the archive is on, as the hash.
    hash_left, actions_left = redis_client.pttl(store.key(game_id)), redis_client.pttl(store.actions_key(game_id))
    assert actions_left == hash_left == -1 if store.archiving else 0 <= hash_left - actions_left < 1000
    store.confirm_archived(game_id)  # then it expires with the game's other keys
    assert store.finished_ttl * 1000 - 5000 < redis_client.pttl(store.actions_key(game_id)) <= store.finished_ttl * 1000


def test_a_record_says_when_the_game_began_and_how_each_seat_changed_hands(timed_api, timed_service, clock):
    created_at = clock.now
    created = timed_api.create(GAME, [{"name": "ann"}, {"open": True}]).body
    game_id = created["game_id"]
    clock.advance(30)
    claimed = timed_api.post(f"/v1/{GAME}/games/{game_id}/seats/1/claim", {"name": "bea"}).body
    began_at = clock.now
    clock.advance(5)
    left = timed_api.post(f"/v1/{GAME}/games/{game_id}/seats/0/leave", token=created["seats"][0]["token"]).body
    play_to_the_end(timed_api, GAME, game_id, {1: claimed["token"]},
                    between_turns=lambda: (timed_service.drive(GAME, game_id), clock.advance(3)))
    record = record_of(timed_service, game_id)
    assert (record["created"], record["started"]) == (created_at, began_at)
    assert record["ended"] == timed_service.store.load(game_id).updated >= began_at
    assert record["outcome"] == "finished" and record["full"] is True
    assert record["seats"][0]["changes"] == [{"version": left["version"], "change": "left", "then": "bot",
                                              "bot": "greedy"}]
    assert record["seats"][1]["changes"] == [{"version": claimed["version"], "change": "claimed", "name": "bea"}]
    assert record["seats"][0]["bot"] == "greedy" and record["seats"][1]["name"] == "bea"
    assert {a["by"] for a in record["actions"] if a["actor"] == 1} == {"person"}
    assert {a["by"] for a in record["actions"] if a["actor"] == 0} == {"bot"}
    score = timed_api.score(GAME, game_id).body
    assert record["score"]["final"] and record["winners"] == score["winners"]
    view = timed_api.view(GAME, game_id).body
    assert (record["seed"], record["seed_salt"], record["seed_commitment"], record["hidden_commitment"]) == (
        view["seed"], view["seed_salt"], view["seed_commitment"], view["hidden_commitment"])
    assert isinstance(record["hidden_seed"], int)
    assert records.unpack(records.pack(record)) == record


def test_a_spectators_record_keeps_back_what_is_private_for_ever(timed_api, timed_service, clock, quick_experts):
    game_id = timed_api.create("starligned", bot_seats("starligned")).body["game_id"]
    drive_to_the_end(timed_service, clock, "starligned", game_id)
    full = record_of(timed_service, game_id)
    shown = records.spectator_record(full)
    assert "hidden_seed" not in shown and shown["full"] is False
    assert any(e.get(PRIVATE_FOREVER) for e in full["events"])
    assert not any("visible_to" in e or PRIVATE_FOREVER in e for e in shown["events"])
    # A card chosen face down may end in the discards: a spectator sees that a card was chosen.
    chosen = [a for a in shown["actions"] if a["action"]["type"] == "choose"]
    assert chosen and all(a["action"] == {"type": "choose"} for a in chosen)
    assert all(a["action"].get("card") is not None for a in full["actions"] if a["action"]["type"] == "choose")
    assert not any("draws" in a for a in shown["actions"]), "how often a bot drew from the hidden seed"
    assert records.unpack(records.pack(shown)) == shown


def test_a_game_cancelled_before_it_began_has_no_start_and_no_actions(timed_api, timed_service):
    created = timed_api.create(GAME, [{"name": "ann"}, {"open": True}]).body
    timed_api.post(f"/v1/{GAME}/games/{created['game_id']}/cancel", token=created["creator_token"])
    record = record_of(timed_service, created["game_id"])
    assert (record["outcome"], record["started"], record["actions"]) == ("cancelled", None, [])
