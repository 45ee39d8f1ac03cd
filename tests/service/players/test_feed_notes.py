"""Nothing another player sends pushes a player's own news out of its feed (issue 41 item 5):
1,100 challenges (limits off) pushed a player's `seated` and `your_turn` out of its feed's last
1,000 entries. Notes from others (challenges and their answers, rematch offers) keep at most
``NOTES_KEPT`` entries of the feed, newest first; the player's own news keeps the rest."""

from __future__ import annotations

import pytest

from service.store.players import PlayerStore
from tests.playing import StarportClient
from tests.meeting import new_players

# A shorter feed than the real one (1,000 entries, 100 notes) makes the same flood cheaper.
FEED_LENGTH, NOTES_KEPT = 200, 20
FLOOD = FEED_LENGTH + 100


@pytest.fixture
def api(client, monkeypatch):
    monkeypatch.setattr(PlayerStore, "FEED_LENGTH", FEED_LENGTH)
    monkeypatch.setattr(PlayerStore, "NOTES_KEPT", NOTES_KEPT, raising=False)
    return StarportClient(client)


def whole_feed(api, key) -> list[dict]:
    events, after = [], 0
    while True:
        page = api.get(f"/v1/players/me/events?after={after}", token=key).body
        if not page["events"]:
            return events
        events += page["events"]
        after = page["last_seq"]


def test_a_flood_of_challenges_leaves_the_players_own_seat_and_turn_on_its_feed(api):
    (victim, victim_key), (_mallory, mallory_key) = new_players(api, 2)
    game_id = api.create("starligned", [{"player": victim}, {"bot": "random"}], token=victim_key).body["game_id"]
    own = [e for e in whole_feed(api, victim_key) if e.get("game_id") == game_id]
    assert [e["type"] for e in own] == ["seated", "your_turn"]
    for _ in range(FLOOD):
        sent = api.post(f"/v1/players/{victim}/challenges", {"game": "starshower"}, token=mallory_key)
        assert sent.status == 201, sent.body
    feed = whole_feed(api, victim_key)
    assert [e for e in feed if e.get("game_id") == game_id] == own  # still there, unchanged
    notes = [e for e in feed if e["type"] == "challenge"]
    assert len(notes) == NOTES_KEPT
    assert notes[-1]["seq"] == feed[-1]["seq"] == len(own) + FLOOD  # the newest notes are the ones kept
    # The player can still answer the newest (and every challenge stays listed and readable).
    newest = api.get("/v1/players/me/challenges", token=victim_key).body["challenges"][0]
    assert api.post(f"/v1/challenges/{newest['challenge_id']}/decline", token=victim_key).status == 200
