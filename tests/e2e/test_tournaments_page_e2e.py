"""The tournaments' pages on /play in a real browser (Debian's Chromium through Playwright, on the
real stack: gunicorn + RQ worker + Redis), one short walk a person would take:

- the header's Tournaments link lists an upcoming arena (its name, made of markup, shown as text);
- its page says its terms in words and counts down to its start; Join gets the tab a player key
  (kept by the tab, sent only in the Authorization header) and enters it;
- at the start the player's feed says it is seated, and the page takes the tab to its game;
- back on the event's page the live standings list the player and the house bot, the game is
  there to watch, and Withdraw says the player is not seated again; at 390 px nothing is wider
  than the screen."""

from __future__ import annotations

import time

import pytest
import requests
from playwright.sync_api import Page

from tests.e2e.test_lobby_e2e import no_secret_in, only_our_origin, shoot
from tests.e2e.test_play_page_e2e import recorded_context, watch_for_errors

pytestmark = pytest.mark.browser

NAME = "<b>Moon Cup</b>"
WAIT = 30_000  # ms: a bound for a loaded machine, not a measure


def test_a_person_finds_an_arena_joins_it_is_taken_to_its_game_and_withdraws(stack, browser):
    host = requests.post(f"{stack.base}/v1/players", json={"name": "host"}, timeout=10).json()["key"]
    made = requests.post(f"{stack.base}/v1/tournaments", headers={"Authorization": f"Bearer {host}"}, timeout=10, json={
        "format": "arena", "game": "twinkle-twinkle", "table_size": 2, "duration": 60, "name": NAME,
        "starts": time.time() + 8, "clock": {"per_turn": 60}, "house_bots": {"random": 1}})
    assert made.status_code == 201, made.text
    tid = made.json()["id"]
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    page: Page = context.new_page()
    watch_for_errors(page, errors)
    try:
        page.goto(f"{stack.base}/play")
        page.click("#nav-tournaments")
        page.wait_for_selector(f"#tournaments-upcoming li[data-tournament='{tid}']", timeout=WAIT)
        assert page.locator(f"li[data-tournament='{tid}'] a").inner_text() == NAME  # text, not markup
        page.click(f"li[data-tournament='{tid}'] a")
        page.wait_for_selector("#tournament-page[data-loaded]", timeout=WAIT)
        assert page.locator("#tournament-name").inner_text() == NAME
        terms = page.locator(".tournament-terms").inner_text()
        assert "Arena of 60 s, tables of 2" in terms and "anyone with a player key" in terms and "1 random" in terms
        assert page.locator("#tournament-clock").inner_text().startswith("Starts in 0:0")
        page.click("#tournament-join")
        page.wait_for_selector("#tournament-you:has-text('You are in')", timeout=WAIT)
        player = page.evaluate("() => JSON.parse(sessionStorage.getItem('starport-player'))")
        # The start seats the player with the bot; the feed's seated takes the tab to the game.
        page.wait_for_url("**/play#/twinkle-twinkle/*", timeout=WAIT)
        game_id = page.url.rsplit("/", 1)[1]
        page.goto(f"{stack.base}/play#/tournaments/{tid}")
        page.wait_for_selector(f"#tournament-standings tr[data-player='{player['player_id']}']", timeout=WAIT)
        assert page.locator("#tournament-standings tbody tr").count() == 2
        assert page.locator(f"#tournament-games li[data-game-id='{game_id}'] a").count() == 1
        assert page.locator("#tournament-status").inner_text().startswith("Running")
        shoot(page, None, "event", prefix="tournaments")
        page.click("#tournament-withdraw")
        page.wait_for_selector("#tournament-you:has-text('You withdrew')", timeout=WAIT)
        assert page.locator("#tournament-join").is_hidden()
        view = requests.get(f"{stack.base}/v1/tournaments/{tid}", headers={"Authorization": f"Bearer {player['key']}"},
                            timeout=10).json()
        assert view["you"]["withdrawn"]
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, stack.base)
    no_secret_in(seen, player["key"])
