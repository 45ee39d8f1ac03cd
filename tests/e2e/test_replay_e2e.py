"""The replay on /play in a real browser (Debian's Chromium through Playwright, as
test_play_page_e2e does, on the real stack with the default rate limits): a game of each title
created from the lobby and played against bots to its end (through the API, with the tab's seat
token), then watched by its shared link. The finished game shows its board once: the replay's
step, drawn by the title's board at the versions GET …/record/views gives. First, forward, back,
last, the slider and the move list's links step through it, each step said in a sentence (no
version number); a link with ?move=N opens the replay at that move. Screenshots go to the
artefacts folder the play page's test uses."""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page

from tests import starlink_reader
from tests.e2e.test_play_page_e2e import (  # noqa: F401 (stack: the default-limits stack of /play's tests)
    GAMES,
    PAGE_WAIT,
    create_from_lobby,
    keep_picture,
    patient,
    play_seat_by_api,
    recorded_context,
    stack,
    tab_token,
    watch_for_errors,
)


def replay_at(page: Page) -> tuple[int, int, str]:
    """(step, version, the drawn board's markup) as the replay shows them now."""
    section = page.locator("#replay")
    return (int(section.get_attribute("data-step")), int(section.get_attribute("data-version")),
            page.locator("#board-svg").evaluate("node => node.outerHTML"))


def step_to(page: Page, control: str, expected_step: int) -> tuple[int, int, str]:
    page.click(f"#replay-{control}")
    page.wait_for_selector(f"#replay[data-step='{expected_step}']")
    return replay_at(page)


def said(page: Page) -> str:
    return page.locator("#replay-step").inner_text()


@pytest.mark.parametrize("slug", list(GAMES))
def test_a_finished_game_replays_move_by_move_in_the_browser(stack, browser, slug):
    requests: list[str] = []
    context = recorded_context(browser, requests)
    errors: list[str] = []
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        game_id = create_from_lobby(page, stack.base, slug)
        # The game is played through the API with the tab's token (the page's own controls are
        # test_play_page_e2e's): the replay is what this test is about, and a game clicked
        # through Chromium cost it 10-40 s of rendering a title.
        watch_link = page.locator("#watch-link").input_value()
        token = tab_token(page, slug, game_id)
        page.close()
        choose = (lambda view, actions: starlink_reader.move(view)) if slug == "starlink" else None
        play_seat_by_api(stack.api, slug, game_id, token, choose=choose, rng=random.Random(slug))
        recorded = []
        after = 0
        while after is not None:
            answer = patient(stack.api.get, f"/v1/{slug}/games/{game_id}/record/views?after={after}&limit=500").body
            recorded += answer["views"]
            after = answer["next"]
        versions = [view["version"] for view in recorded]
        last = len(recorded) - 1

        watching = context.new_page()  # a spectator by the watch link opens the finished game
        watch_for_errors(watching, errors)
        watching.goto(watch_link)
        watching.wait_for_selector(f"#replay[data-steps='{len(recorded)}']", timeout=PAGE_WAIT)
        assert replay_at(watching)[:2] == (last, versions[-1]), "the replay does not open at the end"
        assert watching.locator("svg#board-svg").count() == 1, "the board is drawn more than once"
        # The move list is the replay's steps: one link a move, numbered from the start.
        links = watching.locator("#moves a[data-move]")
        assert links.count() == len(recorded)
        assert said(watching).startswith(f"Move {last} of {last} (the end): ")

        start = step_to(watching, "first", 0)
        assert start[1] == versions[0] and said(watching).startswith("The start: ")
        assert watching.locator("#replay-back").is_disabled() and watching.locator("#replay-first").is_disabled()
        keep_picture(watching, f"replay-{slug}-first.png", full_page=True)
        second = step_to(watching, "forward", 1)
        assert second[1] == versions[1]
        assert said(watching) == f"Move 1 of {last}: {links.nth(1).inner_text()}"
        assert step_to(watching, "back", 0) == start  # the same step draws the same board
        end = step_to(watching, "last", last)
        assert end[1] == versions[-1] and watching.locator("#replay-forward").is_disabled()
        assert end[2] != start[2], "the board did not change from the start to the end"
        keep_picture(watching, f"replay-{slug}-last.png", full_page=True)

        middle = last // 2
        watching.locator("#replay-slider").fill(str(middle))
        watching.wait_for_selector(f"#replay[data-step='{middle}']")
        assert replay_at(watching)[1] == versions[middle]
        assert watching.locator("#moves li[aria-current='step']").get_attribute("data-step") == str(middle)
        assert watching.locator("#board-text").text_content().strip(), "no text alternative for the replay's board"
        # Every step is drawn, and the drawn boards change along the game; no step names a version.
        drawn = set()
        for step in range(0, len(recorded), max(1, len(recorded) // 12)):
            watching.locator("#replay-slider").fill(str(step))
            watching.wait_for_selector(f"#replay[data-step='{step}']")
            at = replay_at(watching)
            assert at[1] == versions[step]
            assert not re.search(r"version|undefined|\{", said(watching)), said(watching)
            drawn.add(at[2])
        assert len(drawn) > 1
        keep_picture(watching, f"replay-{slug}-middle.png", full_page=True)

        # A move of the list is a link to that step, and the link opens the replay there.
        wanted = max(1, last // 3)
        watching.locator(f"#moves a[data-move='{wanted}']").click()
        watching.wait_for_selector(f"#replay[data-step='{wanted}']")
        assert watching.url.endswith(f"?move={wanted}")
        linked = context.new_page()
        watch_for_errors(linked, errors)
        linked.goto(watching.url)
        linked.wait_for_selector(f"#replay[data-step='{wanted}'][data-steps='{len(recorded)}']", timeout=PAGE_WAIT)
        assert replay_at(linked) == replay_at(watching)
    finally:
        context.close()
    assert not errors, errors
    assert all(url.startswith((stack.base + "/", "data:")) for url in requests)
