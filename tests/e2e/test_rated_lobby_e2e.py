"""Rated play and the live lobby on /play in a real browser (issue 45 items 5, 6 and 8), Debian's
Chromium through Playwright as test_play_page_e2e does, on a stack of its own with the DEFAULT
rate limits on (a person's tab is limited as anyone's: the page must live within them).

- *Live games* lists what is being played — a quick-play table against a bot and a full table
  made by a create — each seat with its rating in words; *Rated only* narrows it to rated games.

Every wait is on a condition, with room for a loaded machine."""

from __future__ import annotations

import math
import time
import uuid

import pytest
import requests
from playwright.sync_api import Page

from tests.e2e.conftest import running_stack
from tests.e2e.test_lobby_e2e import only_our_origin, shoot
from tests.e2e.test_play_page_e2e import recorded_context, watch_for_errors
from tests.playing import StarportClient

pytestmark = pytest.mark.browser

LIST_WAIT = 30000  # ms: the lobby reads its lists again every 5 s; a loaded machine is slower


@pytest.fixture(scope="module")
def limited(redis_url, tmp_path_factory):
    """gunicorn and a worker with the default rate limits (``STARPORT_RATE_LIMITS=1`` and no
    other rate setting), on a queue of its own."""
    with running_stack(redis_url, tmp_path_factory.mktemp("limited"), queue=f"rated-lobby-{uuid.uuid4().hex[:6]}",
                       STARPORT_RATE_LIMITS="1") as stack:
        yield stack


def shown(value: float) -> str:
    """A rating as the page prints it (chart.js's oneDecimal: halves up, as JS's Math.round)."""
    return f"{math.floor(value * 10 + 0.5) / 10:.1f}"


def until(condition, timeout: float = 30, pause: float = 0.2):
    give_up = time.monotonic() + timeout
    while not (found := condition()):
        assert time.monotonic() < give_up, "not in time"
        time.sleep(pause)
    return found


def open_lobby(page: Page, base: str, slug: str) -> None:
    page.goto(f"{base}/play")
    page.wait_for_selector("#lobby-panel")
    page.select_option("#lobby-title", slug)
    page.wait_for_selector(f"#live-games[data-loaded]")


def test_live_games_show_quick_play_and_full_tables_with_ratings_and_rated_only(limited, browser):
    slug = "twinkle-twinkle"
    api = StarportClient(requests.Session(), limited.base)
    ann = api.post("/v1/players", {"name": "Ann"}).body
    sought = api.post(f"/v1/{slug}/quickplay", {"players": 2, "bots_after": 0, "bot": "greedy", "rated": True},
                      token=ann["key"])
    assert sought.status == 202, sought.body
    seated = until(lambda: (s := api.get(f"/v1/quickplay/{sought.body['seek_id']}", token=ann["key"]).body)
                   ["status"] == "seated" and s)
    rated_id = seated["game_id"]
    casual_id = api.create(slug, [{"name": "Cy"}, {"name": "robo", "bot": "random"}]).body["game_id"]
    greedy = next(g for g in api.get("/v1/games").body["games"] if g["slug"] == slug)["levels"]["greedy"]["rating"]

    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        open_lobby(page, limited.base, slug)
        rated_line = page.locator(f"#live-games li[data-game-id='{rated_id}']")
        casual_line = page.locator(f"#live-games li[data-game-id='{casual_id}']")
        rated_line.wait_for(timeout=LIST_WAIT)
        casual_line.wait_for(timeout=LIST_WAIT)
        words = rated_line.inner_text()
        assert "Ann (0.0, provisional)" in words, words  # a newcomer: ordinal 0, provisional
        assert f"greedy bot ({shown(greedy['ordinal'])})" in words, words  # quick play names its bots no name
        assert "1 day a turn · rated" in words and "version" not in words  # a rated game's clock, in words
        casual_words = casual_line.inner_text()  # a full table is listed too (a seat token's seat: no rating)
        assert "Cy · robo (random bot, " in casual_words and "Cy (" not in casual_words, casual_words
        shoot(page, "#live-games", "live-games-ratings")

        page.check("#lobby-rated")
        casual_line.wait_for(state="detached", timeout=LIST_WAIT)
        assert rated_line.is_visible()
        page.reload()  # the filter is the tab's until it is unticked
        page.wait_for_selector("#live-games[data-loaded]")
        assert page.is_checked("#lobby-rated")
        page.uncheck("#lobby-rated")
        page.locator(f"#live-games li[data-game-id='{casual_id}']").wait_for(timeout=LIST_WAIT)
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, limited.base)
