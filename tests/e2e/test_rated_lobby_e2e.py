"""Rated play and the live lobby on /play in a real browser (issue 45 items 5, 6 and 8), Debian's
Chromium through Playwright as test_play_page_e2e does, on a stack of its own with the DEFAULT
rate limits on (a person's tab is limited as anyone's: the page must live within them).

- *Live games* lists what is being played — a quick-play table against a bot and a full table
  made by a create — each seat with its rating in words; *Rated only* narrows it to rated games.
- A player is found by a part of its name and challenged, rated, from the lobby's list of players
  found and from its own page (whose challenge, once accepted, takes the tab to the game); a
  challenge the API refuses says why in words beside the form.
- *Rated* in New game makes a rated game the tab sits at with its player key (a refusal said in
  words: two seats of yours), and rated Quick play against a bot, played to its end from the
  page, moves the player's rating shown in the lobby.

Every wait is on a condition, with room for a loaded machine."""

from __future__ import annotations

import math
import random
import time
import uuid

import pytest
import requests
from playwright.sync_api import Page

from tests.e2e.conftest import running_stack
from tests.e2e.test_lobby_e2e import only_our_origin, shoot
from tests.e2e.test_play_page_e2e import play_to_the_end, recorded_context, watch_for_errors
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


def tab_player(page: Page) -> dict:
    return page.evaluate("() => JSON.parse(sessionStorage.getItem('starport-player'))")


def test_a_player_found_by_name_is_challenged_rated_from_the_lobby_and_from_their_page(limited, browser):
    api = StarportClient(requests.Session(), limited.base)
    stem = "Vega" + uuid.uuid4().hex[:6]
    vega = api.post("/v1/players", {"name": f"{stem} Lyr"}).body
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{limited.base}/play")
        page.wait_for_selector("#incoming-challenges [data-empty]")
        page.fill("#player-name", "Tab")
        page.click("#become-player")
        page.wait_for_selector("#your-rating")
        assert "No rated games yet" in page.inner_text("#your-rating")

        # A name nobody has, then an id nobody has: each refusal said in words beside the form.
        page.fill("#challenge-player", f"{stem}zz")
        page.click("#challenge-send")
        page.wait_for_selector("#challenge-refusal:not([hidden])")
        assert "Nobody's name starts with" in page.inner_text("#challenge-refusal")
        page.fill("#challenge-player", "0" * 32)
        page.click("#challenge-send")
        page.wait_for_selector("#challenge-refusal[data-code='not_found']")
        assert "No such player" in page.inner_text("#challenge-refusal")

        # Part of the name, any case: the player is found, and challenged rated from the list.
        page.fill("#challenge-player", stem.lower()[:8])
        page.wait_for_selector("#challenge-refusal[hidden]", state="attached")  # said of what was typed before
        found = page.locator(f"#challenge-player-results li[data-found-player='{vega['player_id']}']")
        found.wait_for(timeout=LIST_WAIT)
        assert found.locator("a").inner_text() == f"{stem} Lyr" and "no rated games yet" in found.inner_text()
        page.select_option("#challenge-game", "starligned")
        page.check("#challenge-rated")
        shoot(page, "#challenges", "challenge-found")
        found.locator("button[data-challenge-found]").click()
        mine = page.locator("#outgoing-challenges li[data-challenge-id]")
        mine.wait_for(timeout=LIST_WAIT)
        assert f"You challenged {stem} Lyr: Starligned" in mine.inner_text() and "rated" in mine.inner_text()
        listed = api.get("/v1/players/me/challenges", token=vega["key"]).body["challenges"]
        assert [(c["game"], c["rated"], c["challenger"]) for c in listed] == [("starligned", True, tab_player(page)["player_id"])]

        # From the list to the player's page, and a rated challenge from there, accepted.
        found = page.locator(f"#challenge-player-results li[data-found-player='{vega['player_id']}']")
        page.fill("#challenge-player", stem[:6])
        found.wait_for(timeout=LIST_WAIT)
        found.locator("a").click()
        page.wait_for_selector(f"#player-page[data-player-id='{vega['player_id']}'] #challenge-box")
        page.select_option("#page-challenge-game", "twinkle-twinkle")
        page.check("#page-challenge-rated")
        page.click("#page-challenge-send")
        page.wait_for_selector("#page-challenge-state[data-challenge-id]")
        assert "Challenge sent: a rated game of Twinkle Twinkle" in page.inner_text("#page-challenge-state")
        shoot(page, "#player-page", "player-challenge", prefix="ratings")
        cid = page.get_attribute("#page-challenge-state", "data-challenge-id")
        accepted = api.post(f"/v1/challenges/{cid}/accept", token=vega["key"])
        assert accepted.status == 200, accepted.body
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']", timeout=LIST_WAIT)
        game_id = accepted.body["game_id"]
        assert page.url.endswith(f"#/twinkle-twinkle/{game_id}")
        created = api.get(f"/v1/twinkle-twinkle/games/{game_id}/events?after=0").body["events"][0]
        assert created["rated"] is True and created["challenge_id"] == cid
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, limited.base)


def test_a_rated_new_game_seats_the_tabs_player_and_a_refusal_is_said_in_words(limited, browser):
    api = StarportClient(requests.Session(), limited.base)
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{limited.base}/play")
        page.select_option("#game", "starligned")
        page.check("#rated")
        page.select_option(".seat[data-seat='1'] .kind", "you")  # two seats of one person: refused, in words
        posts: list[str] = []
        page.on("request", lambda request: request.method == "POST" and posts.append(request.url))
        page.click("#create")
        page.wait_for_selector("#new-game-refusal:not([hidden])")
        assert "seats you once" in page.inner_text("#new-game-refusal") and not posts
        shoot(page, "#new-game-rating", "new-game-refused")

        page.select_option(".seat[data-seat='1'] .kind", "bot")
        page.select_option(".seat[data-seat='1'] .level", "random")
        page.fill(".seat[data-seat='0'] .name", "Rho")
        page.click("#create")
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']", timeout=LIST_WAIT)
        game_id = page.url.rsplit("/", 1)[-1]
        me = tab_player(page)
        view = api.view("starligned", game_id, token=me["key"]).body
        assert view["you"] == 0 and view["players"][0]["name"] == "Rho" and view["players"][0]["holder"].startswith("player:")
        created = api.get(f"/v1/starligned/games/{game_id}/events?after=0").body["events"][0]
        assert created["rated"] is True and created["clock"] == {"per_turn": 86400, "bank": 0}
        assert game_id in [g["game_id"] for g in api.get("/v1/players/me/games", token=me["key"]).body["games"]]
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, limited.base)


def test_rated_quick_play_against_a_bot_moves_the_rating_the_lobby_shows(limited, browser):
    slug = "starligned"
    api = StarportClient(requests.Session(), limited.base)
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{limited.base}/play")
        page.fill("#player-name", "Quasar")
        page.click("#become-player")
        page.wait_for_selector("#your-rating")
        assert page.locator("#your-rating [data-rating-game]").count() == 0
        row = f".qp-row[data-qp-game='{slug}']"
        page.fill(f"{row} [data-qp-bots-after]", "1")
        page.select_option(f"{row} [data-qp-bot]", "random")
        page.check(f"{row} [data-qp-rated]")
        page.click(f"{row} [data-quickplay='{slug}']")
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']", timeout=LIST_WAIT)
        game_id = page.url.rsplit("/", 1)[-1]
        assert api.get(f"/v1/{slug}/games/{game_id}/events?after=0").body["events"][0]["rated"] is True
        assert play_to_the_end(page, random.Random(game_id)) > 0

        page.click("#links a[href='#/']")  # back to the lobby: the rating the game's end made, once the worker rated it
        shown_rating = page.locator(f"#your-rating [data-rating-game='{slug}'][data-rated-games='1']")
        shown_rating.wait_for(timeout=60000)
        me = tab_player(page)
        rating = api.get(f"/v1/players/{me['player_id']}").body["ratings"][slug]
        assert rating["games"] == 1 and float(shown_rating.get_attribute("data-ordinal")) == rating["ordinal"]
        assert f"Starligned {shown(rating['ordinal'])} after 1 rated game (provisional)" in shown_rating.inner_text()
        shoot(page, "#player-box", "your-rating")
        page.click("#your-ratings")  # the player's page says the same
        page.wait_for_selector(f"#player-page[data-player-id='{me['player_id']}'] .title-rating[data-game='{slug}']")
        assert page.locator(f".title-rating[data-game='{slug}'] [data-ordinal]").inner_text() == shown(rating["ordinal"])
        assert page.locator("#challenge-box[data-you]").count() == 1  # nobody challenges themselves
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, limited.base)
