"""The /play page in a real browser: Playwright driving Debian's headless Chromium against the
real stack (gunicorn + RQ worker + Redis). For each title it creates a game against bots from the
lobby, plays it to the end clicking only ``data-action`` controls, saves a screenshot, and a second
browser context watching by the shared link (no token) sees the same final score, both from one
address against the default rate limits, never answered a 429 (issue 44 item 4). Every request
either page makes is recorded: none may leave the server's origin.

Chromium comes from Debian (``make browser`` installs it; CI runs it): ``playwright install``
downloads browsers from the internet and is never used."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError, Page

from bench.own_clients import answered_429
from tests import starlink_reader

ARTIFACTS = Path(os.environ.get("STARPORT_ARTIFACTS", Path(__file__).resolve().parents[2] / "tmp" / "artifacts"))

# Small games against quick bots: (players, {seat: bot level}, options typed into the lobby).
GAMES = {
    "starshower": (2, {1: "random"}, {"size": "10"}),
    "twinkle-starship": (3, {1: "random", 2: "random"}, {"deals": "1"}),
    "twinkle-twinkle": (2, {1: "random"}, {}),
    "starligned": (2, {1: "random"}, {}),
    # The tab draws and reads the house sketches against the expert (``starlink_reader_pick``): clicked at
    # random, nothing was drawn and each of the four turns ran out its 20 s timer (90 s a game).
    "starlink": (2, {1: "expert"}, {"timer_seconds": "20"}),
}
GAME_TIMEOUT = 240  # seconds


def watch_for_errors(page: Page, errors: list[str]) -> None:
    """Script errors and console errors (a Content-Security-Policy refusal is one); a refused
    request's own console line is not: refusals are shown on the page, and races may cause them."""
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and "Failed to load resource" not in message.text
            and errors.append(message.text))


def recorded_context(browser, requests: list[str]):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.on("request", lambda request: requests.append(request.url))
    return context


def create_from_lobby(page: Page, base: str, slug: str) -> str:
    players, bots, options = GAMES[slug]
    page.goto(f"{base}/play")
    page.select_option("#game", slug)
    page.fill("#players", str(players))
    page.dispatch_event("#players", "change")
    for seat, level in bots.items():
        page.select_option(f".seat[data-seat='{seat}'] .kind", "bot")
        page.select_option(f".seat[data-seat='{seat}'] .level", level)
    for name, value in options.items():
        page.fill(f"[data-option='{name}']", value)
    page.click("#create")
    page.wait_for_selector("#board-svg")
    return page.url.rsplit("/", 1)[-1]


def play_to_the_end(page: Page, rng: random.Random, pick=None) -> int:
    """Click a control whenever there is one to click, until the game is over: ``pick(page)``'s
    (None: nothing yet), by default a random visible data-action control. Returns the number of
    actions clicked."""
    pick = pick or (lambda page: random_control(page, rng))
    clicks = 0
    give_up = time.monotonic() + GAME_TIMEOUT
    while page.get_attribute("#main", "data-status") != "finished":
        assert time.monotonic() < give_up, f"not over after {GAME_TIMEOUT} s ({clicks} clicks)"
        before = page.get_attribute("#main", "data-render")
        control = pick(page)
        if control is None:
            page.wait_for_timeout(100)
            continue
        try:
            control.click(timeout=5000)
        except PlaywrightError:  # re-rendered under the pointer (a bot moved): look again
            continue
        clicks += 1
        page.wait_for_selector(f"#main:not([data-render='{before}'])", timeout=30000)
    return clicks


# The index of the page's data-action control whose action equals the one given (key order aside).
FIND_CONTROL = """(wanted) => {
  const same = (a, b) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => a[k] === b[k]);
  return [...document.querySelectorAll('#main [data-action]')].findIndex((n) => same(JSON.parse(n.dataset.action), wanted));
}"""


def tab_token(page: Page, slug: str, game_id: str) -> str:
    """The token of the seat the tab plays in a game (service/static/play/tab.js keeps it)."""
    seats = page.evaluate("([slug, id]) => JSON.parse(sessionStorage.getItem(`starport:${slug}:${id}`))",
                          [slug, game_id])
    return seats["tokens"][str(seats["acting"])]


def random_control(page: Page, rng: random.Random):
    controls = page.locator("#main [data-action]:visible")
    count = controls.count()
    return controls.nth(rng.randrange(count)) if count else None


def starlink_reader_pick(api, game_id: str):
    """A ``pick`` for ``play_to_the_end``: the control of the move tests/starlink_reader.py wants
    for the tab's seat (its view read with the tab's own token); None: nothing to click yet (or a
    star was picked for a line: its joins are drawn next)."""
    return lambda page: read_starlink(page, api, game_id)


def read_starlink(page: Page, api, game_id: str):
    view = api.view("starlink", game_id, tab_token(page, "starlink", game_id)).body
    if not any(prompt["seat"] == view["you"] for prompt in view["to_act"]):
        return None
    wanted = starlink_reader.move(view)
    if wanted is None:
        return None
    if wanted["type"] == "add_segment":
        picked = page.locator("#main [aria-label$='is picked: pick it again to let go']")
        if picked.count() and picked.first.get_attribute("aria-label") != f"Star {wanted['a']} is picked: pick it again to let go":
            picked.first.click()  # another star is picked: let it go, or its joins cover this one
            return None
        if not picked.count():
            star = page.locator(f"#main [aria-label='Pick star {wanted['a']} to draw from']")
            if star.count():  # none while the page fetches its actions again after a move
                star.click()
            return None  # its joins are drawn next
    index = page.evaluate(FIND_CONTROL, wanted)
    return None if index < 0 else page.locator("#main [data-action]").nth(index)


def totals(page: Page) -> dict[int, int]:
    page.wait_for_selector("#score-table[data-final='true']", timeout=60000)
    rows = page.locator("#score-table tbody tr")
    return {int(rows.nth(i).get_attribute("data-seat")): int(rows.nth(i).get_attribute("data-total"))
            for i in range(rows.count())}


@pytest.mark.parametrize("slug", list(GAMES))
def test_a_game_played_and_watched_in_the_browser(default_limits_stack, browser, slug):
    stack = default_limits_stack
    refused_before = answered_429(stack.base)
    requests: list[str] = []
    player = recorded_context(browser, requests)
    watcher = recorded_context(browser, requests)
    errors: list[str] = []
    try:
        page = player.new_page()
        watch_for_errors(page, errors)
        game_id = create_from_lobby(page, stack.base, slug)
        assert page.get_attribute("#main", "data-spectator") == "false"

        watching = watcher.new_page()
        watch_for_errors(watching, errors)
        watching.goto(page.locator("#watch-link").input_value())
        watching.wait_for_selector("#board-svg")
        assert watching.get_attribute("#main", "data-spectator") == "true"
        assert watching.locator("[data-action]").count() == 0, "a watcher was offered actions"

        pick = starlink_reader_pick(stack.api, game_id) if slug == "starlink" else None
        clicks = play_to_the_end(page, random.Random(slug), pick)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"play-{slug}.png"), full_page=True)

        final = stack.api.score(slug, game_id).body
        assert final["final"] and clicks > 0
        expected = {p["seat"]: p["total"] for p in final["players"]}
        assert totals(page) == expected
        watching.wait_for_selector("#main[data-status='finished']", timeout=60000)
        assert totals(watching) == expected
        watching.screenshot(path=str(ARTIFACTS / f"watch-{slug}.png"), full_page=True)
        assert page.locator("#board-text").inner_text().strip(), "no text alternative for the board"
    finally:
        player.close()
        watcher.close()
    assert not errors, errors
    assert answered_429(stack.base) == refused_before  # the player's tab and the watcher's, one address
    origin = urlsplit(stack.base)
    strays = [url for url in requests
              if not url.startswith("data:") and (urlsplit(url).scheme, urlsplit(url).netloc) != (origin.scheme, origin.netloc)]
    assert requests and not strays, f"requests left the server's origin: {strays}"


def test_an_open_seat_is_shared_by_its_join_link_and_taken_in_another_browser(stack, browser):
    requests: list[str] = []
    host, guest = recorded_context(browser, requests), recorded_context(browser, requests)
    try:
        page = host.new_page()
        page.goto(f"{stack.base}/play")
        page.select_option("#game", "starshower")
        page.select_option(".seat[data-seat='1'] .kind", "open")
        page.click("#create")
        page.wait_for_selector("#main[data-status='waiting']")
        join_link = page.locator("#links input[value*='/join/1']").input_value()

        joining = guest.new_page()
        joining.goto(join_link)
        joining.fill("#join-name", "bea")
        joining.click("#claim")
        joining.wait_for_selector("#main[data-status='active'][data-spectator='false']")
        page.wait_for_selector("#main[data-status='active']")  # the host's page heard the claim
        assert "bea (seat 1)" in page.locator("#board-text").inner_text()
        # Whoever is to act first has the coin to call, on their own page only.
        first = page if page.locator("[data-action]").count() else joining
        other = joining if first is page else page
        first.wait_for_selector("button[data-action='{\"type\":\"call\",\"side\":\"heads\"}']")
        assert other.locator("[data-action]").count() == 0
    finally:
        host.close()
        guest.close()
    assert requests and all(url.startswith(stack.base + "/") or url.startswith("data:") for url in requests)


def test_a_refused_action_is_shown_from_its_problem_json(stack, browser):
    # bypass_csp only so the test may rewrite one control into an action the server refuses.
    context = browser.new_context(bypass_csp=True)
    try:
        page = context.new_page()
        page.goto(f"{stack.base}/play")
        page.select_option("#game", "starshower")
        page.click("#create")
        page.wait_for_selector("#main[data-status='active']")
        page.locator("#main [data-action]").first.wait_for()
        # Found, rewritten and clicked in one task: a re-render in between would detach the control.
        page.evaluate("""() => {
          const node = document.querySelector('#main button[data-action]');
          node.setAttribute('data-action', '{"type":"call","side":"edge"}');
          node.click();
        }""")
        page.wait_for_selector("#problem:not([hidden]) [data-problem-code='validation_error']")
        assert page.locator("#main [data-action]").count() > 0, "the page did not recover its actions"
    finally:
        context.close()


# The page's reader of the push stream, in the browser: on a scripted text/event-stream (CRLFs
# split across chunks, keep-alives, the end event), on the server's real stream, and falling back
# to the long poll when a server has no stream (a 404, scripted).
READ_A_SCRIPTED_STREAM = """async ([chunks, base]) => {
  const {follow} = await import(base + '/play/updates.js');
  const realFetch = window.fetch;
  const asked = [];
  window.fetch = async (url, options) => {
    asked.push([String(url), (options.headers || {}).Authorization || null]);
    const body = new ReadableStream({start(c) { for (const x of chunks) c.enqueue(new TextEncoder().encode(x)); c.close(); }});
    return new Response(body, {headers: {'Content-Type': 'text/event-stream'}});
  };
  const got = [];
  try {
    await follow({game: 'starshower', id: 'g', token: 'T', after: 4, stream: true, isOver: () => false,
                  signal: new AbortController().signal, onEvents: (events) => got.push(...events)});
  } finally { window.fetch = realFetch; }
  return {got, asked};
}"""

FOLLOW_THE_SERVER = """async ([base, slug, id, withoutStream]) => {
  const {follow} = await import(base + '/play/updates.js');
  const realFetch = window.fetch;
  if (withoutStream) {  // a server without /stream
    window.fetch = (url, options) => String(url).includes('/stream') ? Promise.resolve(new Response('', {status: 404}))
                                                                    : realFetch(url, options);
  }
  const stop = new AbortController();
  const got = [];
  try {
    await follow({game: slug, id, after: 0, signal: stop.signal, isOver: () => false,
                  onEvents: (events) => { got.push(...events); stop.abort(); }, onProblem: () => stop.abort()});
  } finally { window.fetch = realFetch; }
  return got.map((event) => event.type);
}"""


def test_the_push_stream_reader_and_its_fallback(stack, browser):
    context = browser.new_context(bypass_csp=True)  # only to run the module from the test
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    try:
        page = context.new_page()
        page.goto(f"{stack.base}/play")
        chunks = [": keep-alive\n\n", 'id: 5\ndata: {"seq":5,"type":"flip"}\r', "\n\r\nid: 6\r\ndata: {\"seq\":6,",
                  '"type":"star_drawn"}\r\n\r\n: keep-alive\n\n', "event: end\ndata: {}\n\n", 'id: 7\ndata: {"seq":7}\n\n']
        read = page.evaluate(READ_A_SCRIPTED_STREAM, [chunks, stack.base])
        assert read["got"] == [{"seq": 5, "type": "flip"}, {"seq": 6, "type": "star_drawn"}]
        assert read["asked"] == [["/v1/starshower/games/g/stream?after=4", "Bearer T"]]

        created = stack.api.create("starshower", [{"name": "ann"}, {"name": "bob"}]).body
        for without_stream in (False, True):
            requests.clear()
            types = page.evaluate(FOLLOW_THE_SERVER, [stack.base, "starshower", created["game_id"], without_stream])
            assert types and types[0] == "created"
            polled = any("/events?after=0&wait=" in url for url in requests)
            assert polled == without_stream, "the long poll is the fallback, used only without a stream"
    finally:
        context.close()


def test_the_board_plays_from_the_keyboard(stack, browser):
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{stack.base}/play")
        page.select_option("#game", "starshower")
        page.select_option(".seat[data-seat='1'] .kind", "open")  # nobody else moves: no races
        page.click("#create")
        page.wait_for_selector("#main[data-status='waiting']")
        game_id = page.url.rsplit("/", 1)[-1]
        bea = stack.api.post(f"/v1/starshower/games/{game_id}/seats/1/claim", {"name": "bea"}).body["token"]
        while stack.api.view("starshower", game_id).body["to_act"][0]["seat"] == 1:  # bea went first
            stack.api.act("starshower", game_id, bea, stack.api.actions("starshower", game_id, bea).body["actions"][0])
        call = page.locator("button[data-action*='\"call\"']").first
        call.focus()
        page.keyboard.press("Enter")
        point = page.locator("svg [data-action][role='button']").first  # a point on the grid
        point.wait_for()
        assert point.get_attribute("tabindex") == "0" and point.get_attribute("aria-label").startswith(("Star at", "Black star at"))
        version = int(page.get_attribute("#main", "data-version"))
        point.focus()
        page.keyboard.press(" ")
        page.wait_for_selector(f"#main[data-version='{version + 1}']")
        assert stack.api.view("starshower", game_id).body["state"]["stars"], "the keyboard placed no star"
    finally:
        context.close()
