"""/docs in a real browser: Playwright driving Debian's headless Chromium (as
test_play_page_e2e does) against the real stack. Swagger UI 5 must render the server's OpenAPI 3.1
document: every tag, every operation (each title's create, act and view among them), no render
error, no script or Content-Security-Policy error, and no request to another origin."""

from __future__ import annotations

from urllib.parse import urlsplit

import requests

from engines import package_of, registry
from tests.e2e.test_play_page_e2e import keep_picture, recorded_context, watch_for_errors

RENDER_TIMEOUT = 60_000  # ms: a 1.4 MB document, parsed and laid out on a loaded two-core machine
# What shows when the document cannot be rendered: Swagger UI's "Unable to render this definition"
# (.version-pragma: what Swagger UI 4 showed for this 3.1 document), its error box, and the page's
# own message when /openapi.json could not be read (service/static/docs/docs.js).
RENDER_ERRORS = (".swagger-ui .version-pragma", ".swagger-ui .errors-wrapper", "[data-docs-error]")


def operations_of(document: dict) -> dict[str, str]:
    """Each operation's DOM id in Swagger UI (``operations-<tag>-<operationId>``), by operationId."""
    return {op["operationId"]: f"operations-{op['tags'][0]}-{op['operationId']}"
            for item in document["paths"].values() for op in item.values()
            if isinstance(op, dict) and "operationId" in op}


def test_docs_render_every_tag_and_each_titles_create_act_and_view(stack, browser):
    document = requests.get(stack.base + "/openapi.json").json()
    assert document["openapi"].startswith("3.1")
    tags = [tag["name"] for tag in document["tags"]]
    operations = operations_of(document)
    for slug in registry():
        prefix = package_of(slug)
        for operation in ("create_game", "act", "view_game"):  # the minimum: checked by name
            assert f"{prefix}_{operation}" in operations, f"{prefix}_{operation} is not in the document"

    seen: list[str] = []
    context = recorded_context(browser, seen)
    errors: list[str] = []
    try:
        page = context.new_page()
        watch_for_errors(page, errors)
        docs = page.goto(stack.base + "/docs")
        assert "content-security-policy" in docs.headers  # Playwright names headers in lower case
        # Rendered, or refused: whichever shows first ends the wait.
        page.wait_for_selector(", ".join([".swagger-ui .opblock", *RENDER_ERRORS]), timeout=RENDER_TIMEOUT)
        for selector in RENDER_ERRORS:
            assert page.locator(selector).count() == 0, f"/docs shows a render error ({selector}): " + \
                page.locator(selector).first.inner_text()[:500]
        assert page.get_by_text("Unable to render this definition").count() == 0
        assert page.locator(".swagger-ui .info .title").inner_text().startswith("Starport")

        shown_tags = page.eval_on_selector_all(".opblock-tag-section h3[data-tag]", "(ns) => ns.map((n) => n.dataset.tag)")
        assert shown_tags == tags, "every tag of the document, in its order"
        # The tags start closed (docs.js: docExpansion "none"; Swagger UI 5 showed no operation at
        # all past ~105 paths with every tag open). Each tag opens to its operations, and closes.
        shown = set()
        for tag in tags:
            header = page.locator(f".opblock-tag-section h3[data-tag='{tag}']")
            header.click()
            page.locator(f"[id^='operations-{tag}-']").first.wait_for(timeout=RENDER_TIMEOUT)
            shown |= set(page.eval_on_selector_all(f"[id^='operations-{tag}-'].opblock", "(ns) => ns.map((n) => n.id)"))
            if tag not in registry():  # the titles' stay open: their create, act and view are checked below
                header.click()
        missing = sorted(set(operations.values()) - shown)
        assert not missing, f"operations the document has and /docs does not show: {missing}"
        for slug in registry():
            prefix = package_of(slug)
            for operation in ("create_game", "act", "view_game"):
                assert page.locator(f"#{operations[f'{prefix}_{operation}']}").is_visible()
        # The webhooks (OpenAPI 3.1's own section) show too: one per event a player may be sent.
        assert page.locator(".swagger-ui .webhooks .opblock").count() == len(document["webhooks"])

        # An operation opens to its description; "Try it out" asks this server, and shows its answer.
        assert page.locator(".swagger-ui .servers select").input_value() == stack.base
        lobby = page.locator(f"#{operations['starshower_lobby']}")
        lobby.locator(".opblock-summary").click()
        lobby.locator(".try-out__btn").click()
        lobby.locator(".execute").click()
        status = lobby.locator(".live-responses-table tbody .response-col_status").first
        status.wait_for(timeout=RENDER_TIMEOUT)
        assert status.inner_text().strip() == "200"
        keep_picture(page, "docs.png")
    finally:
        context.close()
    assert not errors, f"script or CSP errors on /docs: {errors}"
    origin = urlsplit(stack.base)
    strays = [url for url in seen
              if not url.startswith("data:") and (urlsplit(url).scheme, urlsplit(url).netloc) != (origin.scheme, origin.netloc)]
    assert seen and not strays, f"requests left the server's origin: {strays}"


def test_the_docs_page_may_load_and_call_only_its_own_origin(stack):
    for path in ("/docs", "/docs/assets/swagger-ui-bundle.js", "/docs/assets/docs.js"):
        answer = requests.get(stack.base + path)
        assert answer.status_code == 200, path
        policy = answer.headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy and "connect-src 'self'" in policy and "script-src 'self'" in policy
    assert requests.get(stack.base + "/docs/assets/LICENSE").status_code == 200  # Swagger UI's licence travels with it
