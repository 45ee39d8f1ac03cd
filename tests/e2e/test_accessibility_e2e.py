"""An accessibility scan of /play in a real browser (issue 45 item 8): axe-core, the npm package
pinned in tests/e2e/axe (``make axe`` installs it with ``npm ci``, offline when npm's cache has
it), run inside Debian's Chromium through Playwright on the lobby, a game being played, a
finished game's replay, a leaderboard and a player's page, each at 1280 and 390 px wide. No
violation axe rates serious or critical may be found; each page is screenshotted into the
artefacts folder.

The stack is the module's own, with the DEFAULT rate limits on. The finished game (its replay,
and the ratings the pages show) is a rated Twinkle Twinkle game two player keys play through the
API, each act's answer carrying the view, so the scan's own reads stay within the limits."""

from __future__ import annotations

import random
import subprocess
import time
import uuid
from pathlib import Path

import pytest
import requests
from playwright.sync_api import Page

from tests.e2e.conftest import running_stack
from tests.e2e.test_lobby_e2e import only_our_origin
from tests.e2e.test_play_page_e2e import ARTIFACTS, keep_picture, recorded_context, watch_for_errors
from tests.e2e.test_ratings_page_e2e import rated_game
from tests.playing import StarportClient

pytestmark = [pytest.mark.browser, pytest.mark.npm]

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "tests" / "e2e" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")
WAIT = 60000  # ms: generous, for a loaded machine
WIDTHS = ((1280, 900), (390, 844))
# Violations in files another helper of issue 45 owns (the game page: service/static/play/app.js
# and boards/), reported to them rather than fixed here, and tolerated only as declared — on that
# page, that rule, elements matching that selector — so that anything else still fails. Written to
# the artefacts' a11y-report.txt all the same. Delete an entry once its file is fixed.
ELSEWHERE: dict[tuple[str, str], str] = {}  # none: a violation found elsewhere is declared here, by page and rule


@pytest.fixture(scope="module")
def axe_source() -> str:
    run = subprocess.run(["make", "--no-print-directory", "axe"], cwd=ROOT, capture_output=True, text=True,
                         timeout=600, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    return AXE.read_text()


@pytest.fixture(scope="module")
def limited(redis_url, tmp_path_factory):
    with running_stack(redis_url, tmp_path_factory.mktemp("a11y"), queue=f"a11y-{uuid.uuid4().hex[:6]}",
                       STARPORT_RATE_LIMITS="1") as stack:
        yield stack


def violations(page: Page, axe_source: str) -> list[dict]:
    """axe's serious and critical violations of the page as it is now: each rule with its impact,
    its help text and the elements it found."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(axe_source)  # run by the debugger protocol: the page's CSP does not apply to it
    found = page.evaluate("""async () => {
      const result = await axe.run(document, {resultTypes: ['violations']});
      return result.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => n.target.join(' ') + ' :: ' + n.failureSummary)}));
    }""")
    return [v for v in found if v["impact"] in SERIOUS]


def elsewhere(name: str, violation: dict) -> bool:
    """Whether the violation is one declared in ``ELSEWHERE`` for this page, on its elements only."""
    selector = ELSEWHERE.get((name, violation["id"]))
    return selector is not None and all(node.startswith(selector) for node in violation["nodes"])


def scan(page: Page, axe_source: str, name: str, found: dict[str, list[dict]], tolerated: dict[str, list[dict]]) -> None:
    """The page scanned and screenshotted at each width, its violations kept under ``name``
    (those declared in ``ELSEWHERE`` apart)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for width, height in WIDTHS:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(100)  # a reflow of the new width
        where = f"{name} at {width} px"
        every = violations(page, axe_source)
        found[where] = [v for v in every if not elsewhere(name, v)]
        tolerated[where] = [v for v in every if elsewhere(name, v)]
        keep_picture(page, f"a11y-{name}-{width}.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})


def said(found: dict[str, list[dict]]) -> str:
    return "\n".join(f"{where}: [{v['impact']}] {v['id']}: {v['help']}\n    " + "\n    ".join(v["nodes"][:4])
                     for where, listed in found.items() for v in listed)


def test_the_lobby_a_game_a_replay_a_leaderboard_and_a_player_page_have_no_serious_violation(limited, browser, axe_source):
    slug = "twinkle-twinkle"
    api = StarportClient(requests.Session(), limited.base)
    ann = api.post("/v1/players", {"name": "Ann"}).body
    bob = api.post("/v1/players", {"name": "Bob"}).body
    finished = rated_game(api, [ann, bob], random.Random(45))
    give_up = time.monotonic() + 60
    while not api.get(f"/v1/players/{ann['player_id']}").body["ratings"].get(slug):  # the worker rates it
        assert time.monotonic() < give_up, "the game was not rated in 60 s"
        time.sleep(0.2)
    live = api.create(slug, [{"name": "Cy"}, {"name": "robo", "bot": "random"}]).body["game_id"]

    found: dict[str, list[dict]] = {}
    tolerated: dict[str, list[dict]] = {}
    seen: list[str] = []
    errors: list[str] = []
    context = recorded_context(browser, seen)
    try:
        page = context.new_page()
        watch_for_errors(page, errors)

        # The lobby, with a player (its box and rating), a live game listed and a name searched.
        page.goto(f"{limited.base}/play")
        page.fill("#player-name", "Dee")
        page.click("#become-player")
        page.wait_for_selector("#your-rating")
        page.select_option("#lobby-title", slug)
        page.locator(f"#live-games li[data-game-id='{live}']").wait_for(timeout=WAIT)
        page.fill("#challenge-player", "An")
        page.locator(f"#challenge-player-results li[data-found-player='{ann['player_id']}']").wait_for(timeout=WAIT)
        scan(page, axe_source, "lobby", found, tolerated)

        # A game being played: made from New game against a bot, scanned at the tab's turn.
        page.select_option("#game", "starligned")
        page.select_option(".seat[data-seat='1'] .kind", "bot")
        page.click("#create")
        page.wait_for_selector("#main[data-status='active'][data-spectator='false']", timeout=WAIT)
        page.wait_for_selector("#main [data-action]", timeout=WAIT)
        scan(page, axe_source, "game", found, tolerated)

        # The finished game's replay, as a spectator opens it.
        page.goto(f"{limited.base}/play#/{slug}/{finished}")
        page.wait_for_selector("#replay[data-steps]", timeout=WAIT)
        scan(page, axe_source, "replay", found, tolerated)

        # A leaderboard (nobody settled yet: its words for that) and a rated player's page.
        page.goto(f"{limited.base}/play#/ratings/{slug}")
        page.wait_for_selector(f"#board-page[data-game='{slug}'][data-loaded]", timeout=WAIT)
        scan(page, axe_source, "leaderboard", found, tolerated)
        page.goto(f"{limited.base}/play#/players/{ann['player_id']}")
        page.wait_for_selector(f"#player-page[data-player-id='{ann['player_id']}'] svg.rating-chart", timeout=WAIT)
        scan(page, axe_source, "player", found, tolerated)
    finally:
        context.close()
        (ARTIFACTS / "a11y-report.txt").write_text("Not tolerated:\n" + said(found) + "\n\nTolerated (ELSEWHERE):\n"
                                                  + said(tolerated) + "\n")
    assert not errors, errors
    only_our_origin(seen, limited.base)
    assert set(found) == {f"{name} at {w} px" for name in ("lobby", "game", "replay", "leaderboard", "player")
                          for w, _ in WIDTHS}
    assert not any(found.values()), "serious or critical accessibility violations:\n" + said(found)
