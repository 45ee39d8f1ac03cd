"""docs/ builds into a site with `mkdocs build --strict`, as `make docs` runs it: a link to a missing
page or anchor, a repository file that is not there, a path out of the repository or a page left
out of the navigation fails the build, and so `make test`."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]


def build(config: Path, site: Path) -> subprocess.CompletedProcess:
    # NO_MKDOCS_2_WARNING: the banner Material prints on every build (the Makefile's docs target says why).
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--config-file", str(config),
                           "--site-dir", str(site)], env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
                          capture_output=True, text=True, timeout=300)


def nav_pages(nav) -> list[str]:
    pages = []
    for entry in nav:
        value = next(iter(entry.values())) if isinstance(entry, dict) else entry
        pages += nav_pages(value) if isinstance(value, list) else [value]
    return pages


def test_the_docs_build_strict_with_every_page_in_the_navigation(tmp_path):
    built = build(ROOT / "mkdocs.yml", tmp_path / "site")
    assert built.returncode == 0, built.stderr
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    pages = nav_pages(config["nav"])
    written = sorted(path.relative_to(ROOT / "docs").as_posix() for path in (ROOT / "docs").rglob("*.md"))
    assert sorted(pages) == written  # strict fails on a page left out: this says which
    for page in pages:
        html = page.removesuffix(".md").removesuffix("index") + ("" if page.endswith("index.md") else "/")
        assert (tmp_path / "site" / html / "index.html").is_file(), page


# A small tree with the real mkdocs.yml's settings (theme, hook, validation) and a page that breaks
# one rule each time: the build must fail on it, and pass without it.
BREAKAGES = {
    "a link to a missing page": "[the rules](rules.md)",
    "a link to a missing anchor": "[the routes](index.md#no-such-heading)",
    "a link to a missing heading of its own page": "[below](#no-such-heading)",
    "a link to a repository file that is not there": "[the engine](../engines/no_such_game/README.md)",
    "a link out of the repository": "[the notes](../../outside/notes.md)",
}


def small_site(where: Path, more: str = "", orphan: bool = False) -> Path:
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["nav"] = ["index.md", "guide.md"]
    shutil.copytree(ROOT / "docs" / "hooks", where / "docs" / "hooks")
    (where / "docs" / "index.md").write_text("# Home\n\n## The routes\n\nSee [the guide](guide.md#a-heading).\n")
    (where / "docs" / "guide.md").write_text("# Guide\n\n## A heading\n\nBack [home](index.md#the-routes), and "
                                             "[a repository file](../engines/README.md).\n\n" + more + "\n")
    if orphan:
        (where / "docs" / "orphan.md").write_text("# Not in the navigation\n")
    (where / "engines").mkdir()
    (where / "engines" / "README.md").write_text("# Engines\n")
    (where / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")
    return where / "mkdocs.yml"


def test_the_small_site_builds_as_it_is(tmp_path):
    built = build(small_site(tmp_path), tmp_path / "site")
    assert built.returncode == 0, built.stderr
    guide = (tmp_path / "site" / "guide" / "index.html").read_text(encoding="utf-8")
    assert "a repository file (<code>engines/README.md</code>)" in guide  # shown as its path, not a dead link


@pytest.mark.parametrize("breakage", list(BREAKAGES))
def test_a_broken_link_fails_the_build(tmp_path, breakage):
    built = build(small_site(tmp_path, BREAKAGES[breakage]), tmp_path / "site")
    assert built.returncode != 0 and "WARNING" in built.stderr, built.stderr


def test_a_page_left_out_of_the_navigation_fails_the_build(tmp_path):
    built = build(small_site(tmp_path, orphan=True), tmp_path / "site")
    assert built.returncode != 0 and "orphan.md" in built.stderr, built.stderr
