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
from tests.e2e.conftest import default_limits, running_stack

ARTIFACTS = Path(os.environ.get("STARPORT_ARTIFACTS", Path(__file__).resolve().parents[2] / "tmp" / "artifacts"))
# The pictures of the pages (each title's board at 390 and 1280 px, the lobby's lists, the replay,
# /docs) are for a person to look at: no test reads them. `make screenshots` (STARPORT_SCREENSHOTS=1)
# takes them; a run without takes none (the 81 of a run were ~10 CPU-s of Chromium, Playwright
# and pytest, bench/README.md). A page a game got stuck on is kept always (stuck.png).
SCREENSHOTS = os.environ.get("STARPORT_SCREENSHOTS") == "1"


def keep_picture(target, name: str, **options) -> None:
    """``target`` (a page or a locator) as ``ARTIFACTS/name``, when pictures are asked for."""
    if SCREENSHOTS:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        target.screenshot(path=str(ARTIFACTS / name), **options)

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
# ms a page may take to show what it waits for: a loaded machine, or a read refused past a rate
# limit and tried again after its Retry-After (a minute's window at most).
PAGE_WAIT = 90000
# The prompts whose hint each title's game above shows for certain (others depend on the play).
HINTED = {"starshower": {"call"}, "twinkle-starship": {"play"}, "twinkle-twinkle": {"place"},
          "starligned": {"choose", "rotate"}, "starlink": {"choose_word", "draw"}}


@pytest.fixture(scope="module")
def stack(redis_url, tmp_path_factory):
    """/play is what a person uses: its tests run with the default rate limits on (the rest of the
    e2e tests run without them), on a stack and queue of their own."""
    with running_stack(redis_url, tmp_path_factory.mktemp("play"), queue="starport-e2e-play", **default_limits()) as running:
        yield running


def watch_for_errors(page: Page, errors: list[str]) -> None:
    """Script errors and console errors (a Content-Security-Policy refusal is one); a refused
    request's own console line is not: refusals are shown on the page, and races may cause them."""
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and "Failed to load resource" not in message.text
            and errors.append(message.text))


def recorded_context(browser, requests: list[str], width: int = 1280):
    context = browser.new_context(viewport={"width": width, "height": 844 if width < 500 else 900})
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
    page.wait_for_selector("#board-svg", timeout=PAGE_WAIT)
    return page.url.rsplit("/", 1)[-1]


def play_to_the_end(page: Page, rng: random.Random, pick=None, before_click=None) -> int:
    """Click a control whenever there is one to click, until the game is over: ``pick(page)``'s
    (None: nothing yet), by default a random visible data-action control; ``before_click(page,
    clicks)`` looks at the page first. Returns the number of actions clicked."""
    pick = pick or (lambda page: random_control(page, rng))
    clicks = 0
    give_up = time.monotonic() + GAME_TIMEOUT
    while page.get_attribute("#main", "data-status") != "finished":
        if time.monotonic() > give_up:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "stuck.png"), full_page=True)
            raise AssertionError(f"not over after {GAME_TIMEOUT} s ({clicks} clicks): {page.locator('#status').inner_text()!r}, "
                                 f"problem shown: {page.locator('#problem').inner_text()!r} (tmp/artifacts/stuck.png)")
        before = page.get_attribute("#main", "data-render")
        control = pick(page)
        if control is None:
            page.wait_for_timeout(100)
            continue
        try:
            if before_click:
                before_click(page, clicks)
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


def patient(send, *args, **kw):
    """``send(*args, **kw)``'s answer, asked again after a 429's Retry-After: the limits are on,
    and a client that keeps to them waits them out."""
    for _ in range(60):
        answer = send(*args, **kw)
        if answer.status != 429:
            return answer
        time.sleep(float(answer.headers.get("Retry-After", 1)))
    raise AssertionError(f"still rate limited: {answer.body}")


def play_seat_by_api(api, slug: str, game_id: str, token: str, *, choose=None, rng: random.Random,
                     timeout: float = GAME_TIMEOUT) -> dict:
    """The tab's seat played to the end through the API as a client keeping to the default limits
    would: every read with the seat's token (its own read budget, not the address's tokenless
    one), a few requests a second, a 429 waited out. ``choose(view, actions)``: None waits."""
    give_up = time.monotonic() + timeout
    while True:
        assert time.monotonic() < give_up, f"{slug} {game_id} not over after {timeout} s"
        view = patient(api.view, slug, game_id, token).body
        if view["status"] == "finished":
            return view
        if not any(prompt["seat"] == view["you"] for prompt in view["to_act"]):
            time.sleep(0.25)
            continue
        listed = patient(api.actions, slug, game_id, token).body["actions"]
        chosen = (choose(view, listed) if choose else rng.choice(listed)) if listed else None
        if chosen is None:
            time.sleep(0.25)
            continue
        answer = patient(api.act, slug, game_id, token, chosen)
        assert answer.status in (200, 409, 412, 422), answer.body  # 4xx: a bot or the timer moved first
        time.sleep(0.15)


def totals(page: Page) -> dict[int, int]:
    page.wait_for_selector("#score-table[data-final='true']", timeout=PAGE_WAIT)
    rows = page.locator("#score-table tbody tr")
    return {int(rows.nth(i).get_attribute("data-seat")): int(rows.nth(i).get_attribute("data-total"))
            for i in range(rows.count())}


# Where the page's controls are, in page coordinates: the board, the Actions box, and every
# visible action control (one inside the Actions box counts where that box ends: it scrolls).
LAYOUT = """() => {
  const box = (node) => { const r = node.getBoundingClientRect(); return {top: r.top + scrollY, bottom: r.bottom + scrollY}; };
  const actions = document.querySelector('#actions');
  const shown = (node) => node.getClientRects().length > 0;
  const controls = [...document.querySelectorAll('#main [data-action]')].filter(shown).map((node) => {
    const at = box(node);
    return actions.contains(node) ? Math.min(at.top, box(actions).bottom) : at.top;
  });
  return {board: box(document.querySelector('#board-svg')), actions: box(actions), controls, wide: document.documentElement.scrollWidth};
}"""


def phone_first(page: Page) -> bool:
    """At a phone's width, the board and the actions come first: the Actions just under the board,
    seen with it on one screen (the board's top at the screen's top), no control more than a
    screen below the board, nothing wider than the phone; the board in words closed. False when
    there was no control to measure (a bot's move drew the page again just then)."""
    height = page.viewport_size["height"]
    at = page.evaluate(LAYOUT)
    assert at["wide"] <= page.viewport_size["width"], f"the page is {at['wide']} px wide"
    assert at["actions"]["top"] >= at["board"]["bottom"], "the actions come before the board"
    assert at["actions"]["top"] - at["board"]["top"] < height - 40, f"the actions are past a screen from the board's top: {at}"
    assert not at["controls"] or max(at["controls"]) <= at["board"]["bottom"] + height, f"a control is over a screen below the board: {at}"
    assert page.locator("details.board-words").get_attribute("open") is None, "the board in words is open"
    return bool(at["controls"])


@pytest.mark.parametrize("slug", list(GAMES))
def test_a_game_played_and_watched_in_the_browser(stack, browser, slug):
    """Played from the page at a phone's width and a desktop's: the player's tab turns from 390 to
    1280 px and back at every move, so each title is played at both widths in one game (a game a
    width cost the suite five more browser games, ~40 % of its CPU in browser tests); the prompt's
    hint shown at each turn; the watcher's move list, once the game is over, holds one entry a
    move (the replay's steps); at 390 px the page is checked phone-first at each of its moves and
    shot mid-game. The player's tab and the watcher's, one address, are never answered a 429."""
    refused_before = answered_429(stack.base)
    requests: list[str] = []
    player = recorded_context(browser, requests, 390)
    watcher = recorded_context(browser, requests, 1280)
    errors: list[str] = []
    hints: set[str] = set()
    measured: list[bool] = []  # at 390 px: each move's layout check, True when it measured controls

    def look(page: Page, clicks: int) -> None:
        width = 390 if clicks % 2 == 0 else 1280
        page.set_viewport_size({"width": width, "height": 844 if width == 390 else 900})
        hint = page.evaluate("() => { const h = document.querySelector('#prompt-hint'); return h && [h.dataset.prompt, h.textContent]; }")
        if hint:  # read at once: a bot's move may draw the page again at any time
            hints.add(hint[0])
            assert hint[1].strip()
        if width == 390:
            measured.append(phone_first(page))
            if clicks == 2:  # mid-game: the board at the top of the screen, the actions under it
                page.locator("#board-svg").evaluate("node => node.scrollIntoView({block: 'start'})")
                keep_picture(page, f"mid-{slug}-390.png")

    try:
        page = player.new_page()
        watch_for_errors(page, errors)
        game_id = create_from_lobby(page, stack.base, slug)
        assert page.get_attribute("#main", "data-spectator") == "false"

        watching = watcher.new_page()
        watch_for_errors(watching, errors)
        watching.goto(page.locator("#watch-link").input_value())
        watching.wait_for_selector("#board-svg", timeout=PAGE_WAIT)
        assert watching.get_attribute("#main", "data-spectator") == "true"
        assert watching.locator("[data-action]").count() == 0, "a watcher was offered actions"

        pick = starlink_reader_pick(stack.api, game_id) if slug == "starlink" else None
        clicks = play_to_the_end(page, random.Random(slug), pick, look)
        assert HINTED[slug] <= hints, f"hints shown for {sorted(hints)}"
        assert sum(measured) >= min(3, clicks // 2), f"the controls were measured {sum(measured)} times of {clicks}"
        for width in (390, 1280):
            page.set_viewport_size({"width": width, "height": 844 if width == 390 else 900})
            keep_picture(page, f"play-{slug}-{width}.png", full_page=True)

        final = patient(stack.api.score, slug, game_id).body
        assert final["final"] and clicks > 0
        expected = {p["seat"]: p["total"] for p in final["players"]}
        assert totals(page) == expected
        watching.wait_for_selector("#main[data-status='finished']", timeout=PAGE_WAIT)
        assert totals(watching) == expected
        steps = len(patient(stack.api.get, f"/v1/{slug}/games/{game_id}/record/views?after=0&limit=500").body["views"])
        watching.wait_for_selector(f"#replay[data-steps='{steps}']", timeout=PAGE_WAIT)
        moves = watching.locator("#moves li[data-step]")
        assert moves.count() == steps == int(watching.get_attribute("#main", "data-moves")), "a move list entry a move"
        assert all(text.strip() for text in moves.all_inner_texts())
        keep_picture(watching, f"watch-{slug}-1280.png", full_page=True)
        assert page.locator("#board-text").text_content().strip(), "no text alternative for the board"
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
        words = page.locator("#board-text").text_content()
        assert "bea" in words and "seat 1" not in words
        # Whoever is to act first has the coin to call, on their own page only.
        first = page if page.locator("[data-action]").count() else joining
        other = joining if first is page else page
        first.wait_for_selector("button[data-action='{\"type\":\"call\",\"side\":\"heads\"}']")
        assert other.locator("[data-action]").count() == 0
        # Table talk: a line said in one tab reaches the other's chat panel as text, with mute and
        # report; a refused line is told in words.
        joining.fill("#chat-text", "good luck <b>host</b>")
        joining.click("#chat-say button")
        heard = page.locator("#chat-lines li", has_text="good luck")
        heard.wait_for()
        assert heard.locator(".chat-text").text_content() == "good luck <b>host</b>"
        assert heard.locator(".chat-mute").count() == 1 and heard.locator(".chat-report").count() == 1
        joining.fill("#chat-text", "see www.cheat.net")
        joining.click("#chat-say button")
        joining.wait_for_selector("#chat-refusal[data-problem='chat_refused']")
        assert "No links" in joining.locator("#chat-refusal").text_content()
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


def test_a_clocked_games_clocks_tick_on_the_page(stack, browser):
    """A game with a clock (90 s a move and a 30 s bank): the seat to act counts down from its
    view's deadline, ticking between updates, for its player and a watcher alike; a bot's seat
    has no clock. Starlink's sand timer is drawn once a word is chosen."""
    created = stack.api.create("starlink", [{"name": "Ann"}, {"name": "Rex", "bot": "random"}, {"name": "Cy", "bot": "random"}],
                               clock={"per_turn": 90, "bank": 30}).body
    game_id, token = created["game_id"], created["seats"][0]["token"]
    contexts = [browser.new_context(viewport={"width": 390, "height": 844}) for _ in range(2)]
    errors: list[str] = []
    try:
        playing, watching = (context.new_page() for context in contexts)
        for page in (playing, watching):
            watch_for_errors(page, errors)
        playing.goto(f"{stack.base}/play#/starlink/{game_id}?seat=0&token={token}")  # the private seat link
        watching.goto(f"{stack.base}/play#/starlink/{game_id}")
        for page in (playing, watching):
            ann = page.locator("#clocks li[data-seat='0'].to-act .time")
            ann.wait_for()
            page.wait_for_function("() => /^[0-9]:[0-5][0-9]$/.test(document.querySelector(\"#clocks li[data-seat='0'] .time\").textContent)")
            first = ann.inner_text()
            assert "1:30" <= first <= "2:00", first  # 120 s in all, minus the page's load (slow on a busy machine)
            page.wait_for_function("(was) => document.querySelector(\"#clocks li[data-seat='0'] .time\").textContent < was", arg=first)
            assert page.locator("#clocks li[data-seat='1'] .time").inner_text() == "bot: no clock"
        assert "Ann (you)" in playing.locator("#clocks").inner_text()
        playing.locator("#main [data-action*='choose_word']").first.click()
        for page in (playing, watching):
            page.wait_for_selector("#board-svg .sand-timer")
            left = page.locator("#board-svg .sand-timer .sand-left")
            page.wait_for_function("() => /^[0-9]+ s$/.test(document.querySelector('#board-svg .sand-left').textContent)")
            seconds = int(left.text_content().split()[0])
            assert 50 <= seconds <= 60, seconds  # the house's 60-second sand timer, just turned
        keep_picture(playing, "clock-starlink-390.png")
    finally:
        for context in contexts:
            context.close()
    assert not errors, errors


def test_every_titles_rules_are_a_click_away(stack, browser):
    """From the lobby's game picker and from the game's own *How to play*: the short guide beside
    the board opens, and its link shows the title's full rules (docs/games/<slug>.md, read by the
    page from GET /play/rules/<slug>.md), at a phone's width too."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    errors: list[str] = []
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        page.goto(f"{stack.base}/play")
        for slug in GAMES:
            page.select_option("#game", slug)
            page.click("#lobby-rules a")
            page.wait_for_selector(f"#rules[data-game='{slug}'][data-source='docs']", timeout=PAGE_WAIT)
            title = stack.api.get("/v1/games").body
            assert page.locator("#rules h2").first.inner_text() == next(g["title"] for g in title["games"] if g["slug"] == slug)
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
            page.go_back()
            page.wait_for_selector("#game")
        created = stack.api.create("twinkle-starship", [{"name": "Ann"}, {"name": "Bo", "bot": "random"}, {"name": "Cy", "bot": "random"}]).body
        page.goto(f"{stack.base}/play#/twinkle-starship/{created['game_id']}")
        page.click("#how-to-play summary")
        guide = page.locator("#how-to-play").inner_text()
        assert "Goal" in guide and "A turn" in guide and "Scoring" in guide and "pink" in guide.lower()
        page.click("#full-rules")
        page.wait_for_selector("#rules[data-game='twinkle-starship'][data-source='docs']", timeout=PAGE_WAIT)
        keep_picture(page, "rules-twinkle-starship-390.png")
    finally:
        context.close()
    assert not errors, errors
