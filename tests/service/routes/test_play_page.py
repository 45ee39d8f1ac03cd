"""GET /play over HTTP: the page and its modules come from the package, same origin only."""

from __future__ import annotations

import re
from pathlib import Path

from engines import registry
from service.routes.play import PLAY_DIR

ROOT = Path(__file__).parents[3]


def test_the_page_is_served_with_a_policy_that_keeps_it_on_its_own_origin(client):
    page = client.get("/play")
    assert page.status_code == 200 and page.mimetype == "text/html"
    policy = page.headers["Content-Security-Policy"]
    for directive in ("default-src 'self'", "script-src 'self'", "connect-src 'self'"):
        assert directive in policy
    assert b'src="/play/app.js"' in page.data


def test_every_module_the_page_imports_is_served_as_javascript(client):
    wanted, seen = ["app.js"], set()
    while wanted:  # follow the import graph from the entry module
        name = wanted.pop()
        if name in seen:
            continue
        seen.add(name)
        module = client.get(f"/play/{name}")
        assert module.status_code == 200 and module.mimetype == "text/javascript", name
        folder = str(Path(name).parent)
        for target in re.findall(r"""^import .*? from '(\.{1,2}/[^']+)';""", module.get_data(as_text=True), re.M):
            wanted.append(str((Path(folder) / target)).replace("\\", "/").lstrip("./") if folder != "." else target.removeprefix("./"))
    assert {"api.js", "updates.js", "dom.js", "boards/index.js", "boards/starlink.js", "movelist.js",
            "moves/index.js", "moves/words.js", "moves/starligned.js",
            "lobby.js", "meet.js", "feed.js", "tab.js", "ratings.js", "chart.js", "tournaments.js", "chat.js"} <= seen


def test_nothing_outside_the_page_folder_is_served(client):
    assert client.get("/play/../app.py").status_code == 404
    assert client.get("/play/%2e%2e/app.py").status_code == 404
    assert client.get("/play/nothing-here.js").status_code == 404


def test_the_page_refers_to_no_other_origin():
    for file in PLAY_DIR.rglob("*"):
        if file.suffix in (".js", ".html", ".css"):
            text = file.read_text().replace("'http://www.w3.org/2000/svg'", "")  # a name, never fetched
            urls = re.findall(r"https?://[^\s'\"`)]+|[\"'`(]//[\w.-]+", text)
            assert not urls, f"{file.name} refers to {urls}"


def test_the_page_ships_in_the_package():
    package_data = (ROOT / "pyproject.toml").read_text()
    for folder in ("static/play/*", "static/play/boards/*", "static/play/moves/*"):
        assert f'"{folder}"' in package_data, folder


def test_every_stylesheet_the_page_links_is_served_as_css(client):
    page = client.get("/play").get_data(as_text=True)
    sheets = re.findall(r'<link rel="stylesheet" href="(/play/[^"]+)">', page)
    assert {"/play/play.css", "/play/lobby.css", "/play/ratings.css"} <= set(sheets)
    for sheet in sheets:
        answer = client.get(sheet)
        assert answer.status_code == 200 and answer.mimetype == "text/css", sheet


def test_no_title_is_named_like_a_ratings_page():
    """app.js routes #/ratings/…, #/players/… and #/rules/… before #/<game>/<id>: a title by one
    of those names could not be watched."""
    assert not {"ratings", "players", "rules"} & set(registry())


def test_a_titles_rules_page_is_served_as_markdown_and_nothing_else(client, tmp_path, monkeypatch):
    """GET /play/rules/<slug>.md: anyone; docs/games/<slug>.md of a title, as text for the page's
    reader; a slug that is no title, or a path, is a 404 problem, as is a title without a page
    (an installed package ships no docs: the page shows its short guide then)."""
    import service.routes.play as play_routes

    monkeypatch.setattr(play_routes, "RULES_DIR", tmp_path)
    (tmp_path / "starshower.md").write_text("# Starshower\n\nCall the coin.\n")
    (tmp_path / "notes.md").write_text("not a title")
    page = client.get("/play/rules/starshower.md")
    assert page.status_code == 200 and page.headers["Content-Type"] == "text/markdown; charset=utf-8"
    assert page.get_data(as_text=True).startswith("# Starshower")
    assert page.headers["X-Content-Type-Options"] == "nosniff" and "default-src 'self'" in page.headers["Content-Security-Policy"]
    for missing in ("starligned", "notes", "..%2Fstarshower", "%2e%2e"):
        answer = client.get(f"/play/rules/{missing}.md")
        assert answer.status_code == 404 and answer.mimetype == "application/problem+json", missing
    assert client.get("/play/rules/../play.py").status_code == 404


def test_the_rules_pages_are_looked_for_in_the_checkouts_docs_and_the_image_has_them():
    import service.routes.play as play_routes

    assert play_routes.RULES_DIR == ROOT / "docs" / "games"
    assert {page.stem for page in play_routes.RULES_DIR.glob("*.md")} >= set(registry())
    copied = (ROOT / "Dockerfile").read_text().splitlines()
    assert "COPY service ./service" in copied and "COPY docs/games ./docs/games" in copied  # beside it in /app


def test_a_titles_printed_components_are_served_and_nothing_of_a_game(client):
    """GET /play/facts/<slug>.json: anyone; the house edition's cards and tiles the move list
    names (the same list the engines load), never a deal; an unknown title is a 404 problem."""
    from engines.starligned.facts import CARDS
    from engines.twinkle_twinkle.facts import TILES

    cards = client.get("/play/facts/starligned.json")
    assert cards.status_code == 200 and cards.mimetype == "application/json"
    assert "default-src 'self'" in cards.headers["Content-Security-Policy"]
    listed = cards.get_json()["cards"]
    assert [c["id"] for c in listed] == [c.id for c in CARDS]
    assert set(listed[0]) == {"id", "constellation", "full", "partial"}
    tiles = client.get("/play/facts/twinkle-twinkle.json").get_json()["tiles"]
    assert len(tiles) == len(TILES) and tiles[3]["kind"] == TILES[3].kind
    assert client.get("/play/facts/starshower.json").get_json() == {}
    unknown = client.get("/play/facts/chess.json")
    assert unknown.status_code == 404 and unknown.mimetype == "application/problem+json"
