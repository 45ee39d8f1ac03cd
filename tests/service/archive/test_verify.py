"""The fairness check of docs/security.md: a finished game's seed against its commitment, and its setup
replayed, with ``python -m service.verify`` as a spectator runs it."""

from __future__ import annotations

import hashlib
import urllib.error

import pytest

from service.archive import verify
from service.archive.verify import NotVerified, verify_finished_game


def finished_bot_game(api, run_jobs, game: str, players: int, seed: int | None = None) -> str:
    seats = [{"name": f"bot{i}", "bot": "random"} for i in range(players)]
    created = api.create(game, seats, **({"seed": seed} if seed is not None else {})).body
    for _ in range(2000):
        run_jobs()
        if api.view(game, created["game_id"]).body["status"] == "finished":
            return created["game_id"]
    raise AssertionError(f"{game} did not finish")


def fetched(api, game, game_id):
    return (api.view(game, game_id).body,
            api.get(f"/v1/{game}/games/{game_id}/events?after=0").body["events"])


@pytest.mark.parametrize("game, players", [("twinkle-starship", 3), ("starligned", 3), ("starshower", 2)])
def test_a_finished_game_checks_out_against_its_commitment_and_its_setup_replays(api, run_jobs, game, players):
    game_id = finished_bot_game(api, run_jobs, game, players)
    view, events = fetched(api, game, game_id)
    verified = verify_finished_game(game, view, events)
    assert verified.commitment == view["seed_commitment"] and str(verified.seed) == view["seed"]
    if game != "starshower":  # Starshower's setup is an empty board: nothing to log
        assert verified.setup_events > 0


def test_a_seeded_game_commits_to_more_than_its_seed(api, run_jobs):
    game_id = finished_bot_game(api, run_jobs, "starligned", 3, seed=424242)
    view, events = fetched(api, "starligned", game_id)
    assert view["seeded"] is True
    assert view["seed_commitment"] != hashlib.sha256(b"424242").hexdigest()
    verify_finished_game("starligned", view, events)


def test_a_wrong_seed_or_a_forged_setup_does_not_check_out(api, run_jobs):
    game_id = finished_bot_game(api, run_jobs, "twinkle-starship", 3, seed=7)
    view, events = fetched(api, "twinkle-starship", game_id)
    with pytest.raises(NotVerified, match="commitment"):
        verify_finished_game("twinkle-starship", view | {"seed": "8"}, events)
    with pytest.raises(NotVerified, match="commitment"):
        verify_finished_game("twinkle-starship", view | {"seed_salt": "0" * 32}, events)
    # The right seed and salt, but a log whose setup the seed does not give.
    other = finished_bot_game(api, run_jobs, "twinkle-starship", 3, seed=8)
    _, other_events = fetched(api, "twinkle-starship", other)
    with pytest.raises(NotVerified, match="setup"):
        verify_finished_game("twinkle-starship", view, other_events)


def test_a_game_still_running_cannot_be_checked(api):
    created = api.create("starshower", [{"name": "a"}, {"name": "b"}]).body
    view, events = fetched(api, "starshower", created["game_id"])
    with pytest.raises(NotVerified, match="not over"):
        verify_finished_game("starshower", view, events)


def test_the_command_line_fetches_the_record_checks_and_says_so(api, run_jobs, monkeypatch, capsys):
    game_id = finished_bot_game(api, run_jobs, "starshower", 3)
    monkeypatch.setattr(verify, "fetch_json", lambda url: api.get(url.removeprefix("http://starport.test")).body)
    assert verify.main(["starshower", game_id, "--base", "http://starport.test"]) == 0
    said = capsys.readouterr().out
    assert said.startswith(f"verified: starshower {game_id}: seed ") and "actions replay" in said


def test_the_command_line_checks_the_setup_from_a_server_without_records(api, run_jobs, monkeypatch, capsys):
    game_id = finished_bot_game(api, run_jobs, "starligned", 3)

    def older_server(url):
        if url.endswith("/record"):
            raise urllib.error.HTTPError(url, 404, "Not Found", {}, None)
        return api.get(url.removeprefix("http://starport.test")).body
    monkeypatch.setattr(verify, "fetch_json", older_server)
    assert verify.main(["starligned", game_id, "--base", "http://starport.test"]) == verify.NOT_ALL_CHECKED
    said = capsys.readouterr().out
    assert said.startswith("verified: seed ") and "not checked: the moves after the setup" in said
