"""The lobby and the meeting place on /play in a real browser (Debian's Chromium through
Playwright, as test_play_page_e2e does, on the real stack: gunicorn + RQ worker + Redis).

- A second browser context creates a game with an open seat through the API; the first sees it
  under *Open tables*, joins with one click and plays to the end; a third finds it under *Live
  games* and watches it; the first then finds it under *Your games*.
- *Quick play* shows the seek while it waits (*Withdraw* ends it); with ``bots_after`` it seats the
  tab against a bot, and the tab plays it to the end.
- A challenge sent through the API shows in the tab's incoming list, and *Accept* takes the tab to
  the game; the tab's own challenge shows with *Cancel*, which ends it.
- *Rematch* at the end of a game makes the linked game, and the tab goes to it.

Each list is shown at 390 px and 1280 px wide (a picture of each into the artefacts folder with
`make screenshots`). Starligned is the title played: two players, no options, about 25 moves a
seat against a random bot."""

from __future__ import annotations

import random
import time
from urllib.parse import urlsplit

import pytest
import requests
from playwright.sync_api import Page

from tests.e2e.test_play_page_e2e import (
    keep_picture,
    play_to_the_end,
    recorded_context,
    totals,
    watch_for_errors,
)
from tests.playing import StarportClient
from tests.playing import play_to_the_end as play_by_api

pytestmark = pytest.mark.browser

SLUG = "starligned"
LIST_WAIT = 20000  # ms: the lobby reads its lists again every 5 s


def shoot(page: Page, selector: str | None, name: str, prefix: str = "lobby") -> None:
    """The element (None: the whole page) at 1280 px and at 390 px wide (a phone), then back to
    1280; at 390 px nothing may be wider than the screen."""
    for width, height in ((1280, 900), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        if selector is None:
            keep_picture(page, f"{prefix}-{name}-{width}.png", full_page=True)
        else:
            page.locator(selector).scroll_into_view_if_needed()
            keep_picture(page.locator(selector), f"{prefix}-{name}-{width}.png")
        if width == 390:
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 390, f"{name} is wider than a phone"
    page.set_viewport_size({"width": 1280, "height": 900})


def open_lobby(page: Page, base: str) -> None:
    page.goto(f"{base}/play")
    page.select_option("#lobby-title", SLUG)
    page.wait_for_selector("#open-tables[data-loaded]")


def only_our_origin(requests_seen: list[str], base: str) -> None:
    origin = urlsplit(base)
    strays = [url for url in requests_seen if not url.startswith("data:")
              and (urlsplit(url).scheme, urlsplit(url).netloc) != (origin.scheme, origin.netloc)]
    assert requests_seen and not strays, f"requests left the server's origin: {strays}"


def no_secret_in(requests_seen: list[str], *secrets: str) -> None:
    leaked = [url for url in requests_seen for secret in secrets if secret and secret in url]
    assert not leaked, f"a secret went into a URL: {leaked}"


def test_an_open_table_is_joined_played_and_watched_from_the_lobby(stack, browser):
    seen: list[str] = []
    errors: list[str] = []
    player, host, watcher = (recorded_context(browser, seen) for _ in range(3))
    try:
        page = player.new_page()
        watch_for_errors(page, errors)
        open_lobby(page, stack.base)
        # A new tab has no games: its list says so in words (issue 33's empty states), not a blank.
        mine = page.wait_for_selector("#your-games [data-empty='mine']", state="attached")
        assert mine.text_content() == "Games you create, join or are seated at show here."

        # The host makes the table with the page's own origin and the public API: seat 0 open.
        hosting = host.new_page()
        watch_for_errors(hosting, errors)
        hosting.goto(f"{stack.base}/play")
        created = hosting.evaluate("""async (slug) => {
          const r = await fetch(`/v1/${slug}/games`, {method: 'POST', headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({seats: [{open: true}, {name: 'robo', bot: 'random'}]})});
          return r.json();
        }""", SLUG)
        game_id = created["game_id"]

        # Seen under Open tables without a reload; its seats and settings in words.
        join = page.locator(f"#open-tables li[data-game-id='{game_id}'] button[data-join='0']")
        join.wait_for(timeout=LIST_WAIT)
        line = page.locator(f"#open-tables li[data-game-id='{game_id}']").inner_text()
        assert "seat 1 open" in line  # the API's seat 0, counted from 1 for people and "robo" in line and "no clock" in line
        shoot(page, "#open-tables", "open-tables")
        join.focus()
        page.keyboard.press("Enter")  # keyboard reachable: Join is a button (issue 33)
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']")
        assert page.url.endswith(f"#/{SLUG}/{game_id}")
        assert stack.api.view(SLUG, game_id).body["players"][0].get("open") is not True

        # A third context finds it under Live games, and watches it.
        watching = watcher.new_page()
        watch_for_errors(watching, errors)
        open_lobby(watching, stack.base)
        watch = watching.locator(f"#live-games li[data-game-id='{game_id}'] a[data-watch]")
        watch.wait_for(timeout=LIST_WAIT)
        shoot(watching, "#live-games", "live-games")
        watch.focus()
        watching.keyboard.press("Enter")  # keyboard reachable: Watch is a link
        watching.wait_for_selector("#main[data-spectator='true']")
        assert watching.locator("[data-action]").count() == 0

        assert play_to_the_end(page, random.Random(game_id)) > 0
        final = {p["seat"]: p["total"] for p in stack.api.score(SLUG, game_id).body["players"]}
        assert totals(page) == final
        watching.wait_for_selector("#main[data-status='finished']", timeout=60000)
        assert totals(watching) == final

        # Back in the lobby, the game is among the player's own (the seat was claimed with its key).
        page.click("#links a[href='#/']")
        page.wait_for_selector(f"#your-games li[data-game-id='{game_id}'][data-status='finished']", timeout=LIST_WAIT)
        shoot(page, "#your-games", "your-games")
        shoot(page, None, "page")
        key = page.evaluate("() => JSON.parse(sessionStorage.getItem('starport-player')).key")
        me = page.evaluate("() => JSON.parse(sessionStorage.getItem('starport-player')).player_id")
        assert page.get_attribute("#your-ratings", "href") == f"#/players/{me}"  # the tab's player's own page
        mine = stack.api.get("/v1/players/me/games", token=key).body["games"]
        assert [g["you"] for g in mine if g["game_id"] == game_id] == [0]
        no_secret_in(seen, key, *(t for t in [created.get("creator_token")] if t))
    finally:
        for context in (player, host, watcher):
            context.close()
    assert not errors, errors
    only_our_origin(seen, stack.base)


def test_quick_play_seats_the_tab_against_a_bot_and_it_plays(stack, browser):
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{stack.base}/play")
        row = f".qp-row[data-qp-game='{SLUG}']"
        page.fill(f"{row} [data-qp-bots-after]", "")  # no bots: it waits, and is withdrawn
        page.click(f"{row} [data-quickplay='{SLUG}']")
        withdraw = page.locator("#seek [data-seek-cancel]")
        seek_id = withdraw.get_attribute("data-seek-cancel")
        # The seek while it waits, shot now: this one waits until withdrawn. The seek below is
        # seated 1 s on, and the lobby (this section with it) leaves the page for the game.
        shoot(page, "#quickplay", "quickplay")
        withdraw.click()
        withdraw.wait_for(state="detached")
        key = page.evaluate("() => JSON.parse(sessionStorage.getItem('starport-player')).key")
        assert stack.api.get(f"/v1/quickplay/{seek_id}", token=key).body["status"] == "withdrawn"
        # The key Quick play got the tab is shown in the player box at once (its id, to be challenged).
        me = page.evaluate("() => JSON.parse(sessionStorage.getItem('starport-player')).player_id")
        assert page.get_attribute("#player-box", "data-player") == "true"
        assert page.get_attribute("#player-box [data-player-id]", "data-player-id") == me

        page.fill(f"{row} [data-qp-bots-after]", "1")
        page.select_option(f"{row} [data-qp-bot]", "random")
        page.focus(f"{row} [data-quickplay='{SLUG}']")
        page.keyboard.press("Enter")  # keyboard reachable: a button like every control here
        page.wait_for_selector(f"#seek [data-seek-game='{SLUG}']")  # the seek, while it waits
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']", timeout=20000)
        game_id = page.url.rsplit("/", 1)[-1]
        players = stack.api.view(SLUG, game_id).body["players"]
        assert [bool(p.get("bot")) for p in players].count(True) == 1, players
        assert play_to_the_end(page, random.Random(game_id)) > 0
        assert stack.api.view(SLUG, game_id).body["status"] == "finished"
        assert page.locator("#links details").count() == 0, "a private link was offered for the player's key"
        no_secret_in(seen, key)
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, stack.base)


def test_a_challenge_is_accepted_from_the_incoming_list_and_the_tabs_own_cancelled(stack, browser):
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    api = StarportClient(requests.Session(), stack.base)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{stack.base}/play")
        page.wait_for_selector("#incoming-challenges [data-empty]")
        page.fill("#player-name", "tab")
        page.click("#become-player")
        me = page.get_attribute("[data-player-id]", "data-player-id")

        ann = api.post("/v1/players", {"name": "ann"}).body
        # The tab's own challenge, to ann: listed under Yours with Cancel, which ends it.
        page.fill("#challenge-player", ann["player_id"])
        page.select_option("#challenge-game", SLUG)
        page.click("#challenge-send")
        cancel = page.locator("#outgoing-challenges button[data-challenge-cancel]")
        cancel.wait_for()
        cancelled = cancel.get_attribute("data-challenge-cancel")

        sent = api.post(f"/v1/players/{me}/challenges", {"game": SLUG}, token=ann["key"])
        assert sent.status == 201, sent.body
        cid = sent.body["challenge_id"]
        accept = page.locator(f"#incoming-challenges li[data-challenge-id='{cid}'] button[data-challenge-accept]")
        accept.wait_for(timeout=10000)  # told on the tab's feed
        assert "ann challenges you" in page.locator(f"#incoming-challenges li[data-challenge-id='{cid}']").inner_text()
        shoot(page, "#challenges", "challenges")

        cancel.click()
        page.wait_for_selector("#outgoing-challenges [data-empty]")
        assert api.get(f"/v1/challenges/{cancelled}", token=ann["key"]).body["status"] == "cancelled"

        accept.click()
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']")
        game_id = page.url.rsplit("/", 1)[-1]
        assert api.get(f"/v1/challenges/{cid}", token=ann["key"]).body["game_id"] == game_id
        assert api.view(SLUG, game_id, token=ann["key"]).body["you"] in (0, 1)
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, stack.base)


def test_rematch_at_the_end_of_a_game_makes_the_linked_game(stack, browser):
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        created = stack.api.create(SLUG, [{"name": "ann"}, {"name": "robo", "bot": "random"}]).body
        game_id, token = created["game_id"], created["seats"][0]["token"]
        play_by_api(stack.api, SLUG, game_id, {0: token}, between_turns=lambda: time.sleep(0.05), rng=random.Random(1))

        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{stack.base}/play#/{SLUG}/{game_id}?seat=0&token={token}")  # the private seat link
        offer = page.locator("#rematch-offer")
        offer.wait_for()
        shoot(page, "#rematch", "rematch")
        offer.click()  # the bot agrees by itself: the rematch is made at once
        page.wait_for_url(lambda url: game_id not in url, timeout=15000)
        again = page.url.rsplit("/", 1)[-1]
        page.wait_for_selector("#main[data-spectator='false']")
        created_event = stack.api.get(f"/v1/{SLUG}/games/{again}/events?after=0").body["events"][0]
        assert created_event["type"] == "created" and created_event["rematch_of"] == game_id
        assert stack.api.view(SLUG, again, token=token).body["you"] == 1  # seats moved one place on
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, stack.base)


def test_the_lobby_lists_page_by_the_cursor(stack, browser):
    """Nine open tables of one title: the newest eight on the first page, the ninth on the next
    (Older), and back (Newer); every line read from the lobby's pages, nothing else."""
    slug = "twinkle-starship"
    made = [stack.api.create(slug, [{"open": True}, {"bot": "random"}, {"bot": "random"}]).body for _ in range(9)]
    ids = [m["game_id"] for m in made]
    context = recorded_context(browser, [])
    errors: list[str] = []
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{stack.base}/play")
        page.select_option("#lobby-title", slug)
        tables = page.locator("#open-tables")
        page.wait_for_selector(f"#open-tables li[data-game-id='{ids[-1]}']")
        first = tables.locator("li[data-game-id]").evaluate_all("nodes => nodes.map(n => n.dataset.gameId)")
        assert len(first) == 8 and ids[-1] in first and ids[0] not in first
        assert tables.locator("[data-page='newer']").is_disabled()
        tables.locator("[data-page='older']").click()
        page.wait_for_selector(f"#open-tables li[data-game-id='{ids[0]}']")
        second = tables.locator("li[data-game-id]").evaluate_all("nodes => nodes.map(n => n.dataset.gameId)")
        assert not set(second) & set(first)
        assert "page 2" in tables.locator("[data-page-number]").inner_text()
        tables.locator("[data-page='newer']").click()
        page.wait_for_selector(f"#open-tables li[data-game-id='{ids[-1]}']")
    finally:
        context.close()
        for m in made:  # leave the shared stack's lobby as it was
            assert stack.api.post(f"/v1/{slug}/games/{m['game_id']}/cancel", token=m["creator_token"]).status == 200
    assert not errors, errors
