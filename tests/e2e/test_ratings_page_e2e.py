"""The leaderboard and the player page on /play in a real browser (Debian's Chromium through
Playwright, as test_play_page_e2e does, on the real stack: gunicorn + RQ worker + Redis).

The ratings come the way every rating comes: rated games of Twinkle Twinkle (2 seats, 40 acts,
no options to shorten) between player keys, played through the public API, and rated by the
worker's game-end job. A player leaves the provisional ratings (and joins the leaderboard) after
about a dozen such games, so two players play each other until both are on the board, and a
third plays one game and stays provisional. One of them is named like markup. Those games are
played through a plain client: checking each of their 1 000 answers against openapi.yaml (as
``stack.api`` does) took six times as long, and the answers the pages are compared with are
still read through ``stack.api``, checked.

- The leaderboard (reached from the header's link) lists the title's rated players in the API's
  order with the API's numbers, a page at a time by the API's cursor; a title nobody is rated in
  says so.
- A player's link opens its page: its rating per title, and a chart of its recent changes with one
  point per change (and the same changes as a table); a player with no rated game says so.
- The markup-like name is shown as text everywhere (no element made of it, no script run), and at
  390 px neither page is wider than the screen (test_lobby_e2e's check).
"""

from __future__ import annotations

import math
import random
import time
from itertools import pairwise

import pytest
import requests
from playwright.sync_api import Page

from tests.e2e.test_lobby_e2e import only_our_origin, shoot
from tests.e2e.test_play_page_e2e import (
    recorded_context,
    watch_for_errors,
)
from tests.playing import StarportClient

pytestmark = pytest.mark.browser

SLUG = "twinkle-twinkle"
NOBODY_RATED = "starlink"  # no test plays a dozen rated Starlink games (each turn is a timer)
MARKUP = "<img src=x onerror=alert(1)>"
RATED_WAIT = 30  # seconds for the worker's game-end jobs to rate what was played
SETTLING = 12  # two newcomers' games against each other that take σ below 6 (ratings.PROVISIONAL_SIGMA), mostly


def shown(value: float) -> str:
    """A rating as the pages print it (chart.js's oneDecimal: halves round up, as JS's Math.round)."""
    return f"{math.floor(value * 10 + 0.5) / 10:.1f}"


def new_player(api: StarportClient, name: str) -> dict:
    made = api.post("/v1/players", {"name": name})
    assert made.status == 201, made.body
    return made.body


def rated_game(api: StarportClient, people: list[dict], rng: random.Random) -> str:
    """One rated game between ``people`` (their keys claim its open seats), played to its end with
    random legal actions; the worker rates it after."""
    game_id = api.create(SLUG, [{"open": True}] * len(people), rated=True).body["game_id"]
    keys = {}
    for seat, person in enumerate(people):
        claimed = api.post(f"/v1/{SLUG}/games/{game_id}/seats/{seat}/claim", {}, token=person["key"])
        assert claimed.status == 200, claimed.body
        keys[seat] = person["key"]
    view = api.view(SLUG, game_id).body
    while view["status"] != "finished":  # nobody but these seats acts: each act's answer says who is next
        seat = view["to_act"][0]["seat"]
        listed = api.actions(SLUG, game_id, keys[seat]).body["actions"]
        acted = api.act(SLUG, game_id, keys[seat], rng.choice(listed))
        assert acted.status == 200, acted.body
        view = acted.body["view"]
    return game_id


def rating(api: StarportClient, player: dict) -> dict | None:
    return api.get(f"/v1/players/{player['player_id']}").body["ratings"].get(SLUG)


def wait_until_rated(api: StarportClient, games: dict[str, int]) -> None:
    """Until each player's rating counts ``games[player_id]`` games (the jobs run in the worker)."""
    give_up = time.monotonic() + RATED_WAIT
    while True:
        counted = {pid: (api.get(f"/v1/players/{pid}").body["ratings"].get(SLUG) or {}).get("games", 0) for pid in games}
        if counted == games:
            return
        assert time.monotonic() < give_up, f"not rated in {RATED_WAIT} s: {counted}, want {games}"
        time.sleep(0.2)


@pytest.fixture(scope="module")
def rated(stack):
    """Two players on the board (one named like markup) and a provisional third: their made
    bodies (with keys), as {"star", "vega", "lyra"}."""
    api = StarportClient(requests.Session(), stack.base)  # unchecked: see the module's docstring
    star, vega, lyra = new_player(api, MARKUP), new_player(api, "Vega"), new_player(api, "Lyra")
    rng = random.Random(30)
    games = {star["player_id"]: 0, vega["player_id"]: 0, lyra["player_id"]: 0}

    def play(people):
        rated_game(api, people, rng)
        for person in people:
            games[person["player_id"]] += 1

    play([lyra, star])
    for i in range(SETTLING):  # who sits first alternates
        play([star, vega] if i % 2 else [vega, star])
    wait_until_rated(api, games)
    while any(rating(api, p)["provisional"] for p in (star, vega)):  # an unlucky run of results settles later
        assert games[vega["player_id"]] < 30, "still provisional after 30 games"
        play([star, vega])
        wait_until_rated(api, games)
    return {"star": star, "vega": vega, "lyra": lyra}


def board_rows(page: Page) -> list[dict]:
    """The leaderboard's rows as the page shows them."""
    return page.eval_on_selector_all("#leaderboard tbody tr", """rows => rows.map((row) => ({
      player_id: row.dataset.playerId, rank: Number(row.cells[0].textContent), name: row.querySelector('a').textContent,
      link: row.querySelector('a').getAttribute('href'), ordinal: Number(row.dataset.ordinal),
      shown: row.cells[2].textContent, games: Number(row.cells[3].textContent),
      handle: (row.querySelector('.handle') || {dataset: {}}).dataset.handle || null, bot: !!row.querySelector('.bot-mark')}))""")


def as_shown(lines: list[dict]) -> list[dict]:
    """The API's leaderboard lines as the page should show them."""
    return [{"player_id": line["player_id"], "rank": line["rank"], "name": line["name"],
             "link": f"#/players/{line['player_id']}", "ordinal": line["ordinal"], "shown": shown(line["ordinal"]),
             "games": line["games"], "handle": line.get("handle"), "bot": line["bot_account"]} for line in lines]


def go(page: Page, hash_: str) -> None:
    """To another of the page's views; the one shown until then is marked stale, so that a wait
    for the next view cannot be answered by it."""
    page.evaluate("(h) => { for (const n of document.querySelectorAll('#main > *')) n.dataset.stale = ''; location.hash = h; }", hash_)


def open_board(page: Page, hash_: str) -> None:
    go(page, hash_)
    page.wait_for_selector("#board-page[data-loaded='1']:not([data-stale])")


def no_markup_made(page: Page, dialogs: list[str]) -> None:
    """The markup-like name made no element and ran nothing."""
    assert page.locator("#main img").count() == 0, "a name was read as markup"
    assert not dialogs, f"a name ran a script: {dialogs}"


def test_the_leaderboard_and_a_players_page_show_the_apis_ratings(stack, browser, rated):
    star, vega, lyra = rated["star"], rated["vega"], rated["lyra"]
    seen: list[str] = []
    errors: list[str] = []
    dialogs: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))

        # Vega's handle shows beside its name on the board (issue 46), as the API's line has it.
        handle = f"vega_{vega['player_id'][:8]}"
        claimed = stack.api.request("PUT", "/v1/players/me/handle", json_body={"handle": handle}, token=vega["key"])
        assert claimed.status == 200, claimed.body

        # From the header's link to the board; the title picked there.
        page.goto(f"{stack.base}/play")
        page.wait_for_selector("#lobby-panel")
        page.click("#nav-ratings")
        page.wait_for_selector("#board-page[data-loaded='1']")
        assert page.get_attribute("#board-page", "data-game") != SLUG  # the picker below changes the title
        page.select_option("#board-title", SLUG)
        page.wait_for_selector(f"#board-page[data-game='{SLUG}'][data-loaded='1']")
        board = stack.api.get(f"/v1/{SLUG}/leaderboard?limit=20").body
        rows = board_rows(page)
        assert rows == as_shown(board["lines"])
        assert {star["player_id"], vega["player_id"]} <= {row["player_id"] for row in rows}
        assert lyra["player_id"] not in {row["player_id"] for row in rows}  # provisional: off the board
        assert next(row for row in rows if row["player_id"] == vega["player_id"])["handle"] == handle
        assert [row["ordinal"] for row in rows] == sorted((row["ordinal"] for row in rows), reverse=True)
        assert page.locator(f"[data-player-link='{star['player_id']}']").inner_text() == MARKUP
        assert page.locator("#board-summary").inner_text() == f"{board['players']} rated players on the board."
        no_markup_made(page, dialogs)
        shoot(page, None, "leaderboard", prefix="ratings")

        # A page at a time, by the API's cursor, and back.
        open_board(page, f"#/ratings/{SLUG}?limit=1")
        first = stack.api.get(f"/v1/{SLUG}/leaderboard?limit=1").body
        assert board_rows(page) == as_shown(first["lines"]) and first["next"]
        assert page.locator("#board-higher").is_disabled()
        page.click("#board-lower")
        page.wait_for_selector("#board-page[data-loaded='2'][data-page='2']")
        second = stack.api.get(f"/v1/{SLUG}/leaderboard?limit=1&after={first['next']}").body
        assert board_rows(page) == as_shown(second["lines"])
        assert board_rows(page)[0]["rank"] == 2
        page.click("#board-higher")
        page.wait_for_selector("#board-page[data-loaded='3'][data-page='1']")
        assert board_rows(page) == as_shown(first["lines"])

        # A title nobody is rated in says so.
        assert stack.api.get(f"/v1/{NOBODY_RATED}/leaderboard").body["players"] == 0
        open_board(page, f"#/ratings/{NOBODY_RATED}")
        assert page.locator("[data-empty='board']").is_visible() and not page.locator("#leaderboard").is_visible()
        assert "Nobody is on the" in page.locator("[data-empty='board']").inner_text()

        # So does a title Starport does not have.
        go(page, "#/ratings/no-such-game")
        page.wait_for_selector("#board-page [data-empty='title']")

        # The markup-named player's link opens its page: the API's rating, a point per change.
        open_board(page, f"#/ratings/{SLUG}")
        page.click(f"[data-player-link='{star['player_id']}']")
        page.wait_for_selector(f"#player-page[data-player-id='{star['player_id']}']")
        assert page.locator("#player-name").inner_text() == MARKUP
        no_markup_made(page, dialogs)
        profile = stack.api.get(f"/v1/players/{star['player_id']}").body
        assert list(profile["ratings"]) == [SLUG]
        mine = profile["ratings"][SLUG]
        section = page.locator(f".title-rating[data-game='{SLUG}']")
        assert float(section.locator("[data-ordinal]").get_attribute("data-ordinal")) == mine["ordinal"]
        assert section.locator("[data-ordinal]").inner_text() == shown(mine["ordinal"])
        assert f"{mine['games']} rated games" in section.locator(".rating-line").inner_text()
        assert section.locator("[data-provisional]").get_attribute("data-provisional") == "false"
        chart = section.locator("svg.rating-chart")
        assert chart.get_attribute("role") == "img" and chart.locator("title").first.text_content().startswith(f"{MARKUP} in ")
        points = chart.locator("circle[data-change]")
        assert 1 < points.count() == len(mine["recent"]) == int(chart.get_attribute("data-points"))
        oldest_first = list(reversed(mine["recent"]))
        assert [points.nth(i).get_attribute("data-change") for i in range(points.count())] == [c["game_id"] for c in oldest_first]
        assert [float(points.nth(i).get_attribute("data-after")) for i in range(points.count())] == [c["after"] for c in oldest_first]
        heights = [float(points.nth(i).get_attribute("cy")) for i in range(points.count())]  # SVG's y runs down
        afters = [c["after"] for c in oldest_first]
        for (a, b), (ya, yb) in zip(pairwise(afters), pairwise(heights)):
            assert yb <= ya if b > a else yb >= ya, "a rise in rating is not drawn as a rise"
        page.click(f".title-rating[data-game='{SLUG}'] details.history summary")
        history = section.locator(".history-table tbody tr")
        assert history.count() == len(mine["recent"])
        assert history.nth(0).locator("td").nth(3).inner_text() == shown(oldest_first[0]["after"])
        shoot(page, None, "player", prefix="ratings")
        page.set_viewport_size({"width": 390, "height": 844})  # the tables fit a phone without scrolling sideways
        assert page.eval_on_selector_all(".table-box", "boxes => boxes.every((b) => b.scrollWidth <= b.clientWidth)")
        page.set_viewport_size({"width": 1280, "height": 900})

        # The provisional player: its one change, not on the board.
        go(page, f"#/players/{lyra['player_id']}")
        page.wait_for_selector(f"#player-page[data-player-id='{lyra['player_id']}']")
        assert page.locator("#player-name").inner_text() == "Lyra"
        section = page.locator(f".title-rating[data-game='{SLUG}']")
        assert section.locator("[data-provisional]").get_attribute("data-provisional") == "true"
        assert "1 rated game ·" in section.locator(".rating-line").inner_text()
        assert section.locator("svg.rating-chart circle[data-change]").count() == 1
        shoot(page, None, "provisional", prefix="ratings")

        # A player with no rated game, and an id that is nobody's, say so.
        # Nova is a bot account with a handle: its page says both beside its name (issue 46).
        nova = stack.api.post("/v1/players", {"name": "Nova"}).body
        for path, body in (("handle", {"handle": f"nova_{nova['player_id'][:8]}"}), ("bot", {"titles": [SLUG]})):
            marked = stack.api.request("PUT", f"/v1/players/me/{path}", json_body=body, token=nova["key"])
            assert marked.status == 200, marked.body
        go(page, f"#/players/{nova['player_id']}")
        page.wait_for_selector(f"#player-page[data-player-id='{nova['player_id']}'] [data-empty='ratings']")
        assert page.locator("svg.rating-chart").count() == 0
        assert page.locator("#player-name").inner_text() == "Nova"
        assert page.locator("#player-page h2 .handle").inner_text() == f"@nova_{nova['player_id'][:8]}"
        assert page.locator("#player-page h2 .bot-mark").count() == 1
        go(page, f"#/players/{'0' * 32}")
        page.wait_for_selector("#player-page [data-empty='player']")
        assert page.locator("#player-name").inner_text() == "No such player"
    finally:
        context.close()
    assert not errors, errors
    only_our_origin(seen, stack.base)
    assert not any(person["key"] in url for person in (star, vega, lyra) for url in seen)
