"""Nothing in the repository points outside it: a clone is all a reader has. Every tracked text file
is read for paths into the folders beside the checkout (the shared rulebooks, the workplace it was
written in), for relative paths that climb out of the repository, for rulebook files it does not
ship, and, in Markdown, for links to files that are not there."""

from __future__ import annotations

import posixpath
import re
import subprocess
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Paths into places beside or above a checkout. Written so that this file does not match itself.
OUTSIDE = {
    "the shared folder beside the repository": re.compile(r"(?<![\w.])\.\./shared\b|\bshared/rul(?:es|ings)/"),
    "the workplace the repository was written in": re.compile(r"(?<![\w.~/-])/wor[k]/"),
}
# The rulebooks and rulings by their file names: the repository ships none of them.
RULEBOOK_FILE = re.compile(r"(?<![\w/.-])(?:rules/[\w-]+\.txt|rulings/[\w-]+\.md)\b")
CLIMB = re.compile(r"(?<![\w.])(?:\.\./)+[^\s'\"`)\]>,;:|*]*")
MARKDOWN_LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCED = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)


@cache
def tracked() -> tuple[str, ...]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return tuple(name for name in listed.decode().split("\0") if name and (ROOT / name).is_file())


@cache
def folders() -> tuple[Path, ...]:
    return tuple(sorted({ROOT, *((ROOT / name).parent for name in tracked())}))


def text_of(name: str) -> str | None:
    data = (ROOT / name).read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def inside(path: Path) -> bool:
    return path == ROOT or ROOT in path.parents


def resolved(folder: Path, relative: str) -> Path:
    return Path(posixpath.normpath((folder / relative).as_posix()))


def climbs_out(name: str, relative: str) -> bool:
    """Whether a ``../`` path leaves the repository from the file's folder and names no file of the
    repository from any of its folders either (a Makefile's path is read from where a recipe
    ``cd``s to: ``../../openapi.yaml`` from tests/contract)."""
    path = relative.split("#", 1)[0].split("?", 1)[0].rstrip(".")
    if inside(resolved((ROOT / name).parent, path)):
        return False
    return not any(inside(where := resolved(folder, path)) and where.exists() for folder in folders())


def markdown_links(text: str):
    for target in MARKDOWN_LINK.findall(FENCED.sub("", text)):
        if not re.match(r"^[a-z][a-z0-9+.-]*:|^#|^/", target, re.I):
            yield target


def tracked_texts():
    """(name, text) of every tracked file that is text."""
    for name in tracked():
        text = text_of(name)
        if text is not None:
            yield name, text


def findings(files) -> list[str]:
    """What points outside the repository in ``files``, (name, text) pairs, each as a line to read."""
    found = []
    for name, text in files:
        for number, line in enumerate(text.splitlines(), 1):
            where = f"{name}:{number}"
            found += [f"{where}: a path into {place}: {line.strip()[:120]}"
                      for place, pattern in OUTSIDE.items() if pattern.search(line)]
            found += [f"{where}: {path}, a rulebook file the repository does not ship"
                      for path in RULEBOOK_FILE.findall(line) if not (ROOT / path).exists()]
            found += [f"{where}: {path} climbs out of the repository"
                      for path in CLIMB.findall(line) if climbs_out(name, path)]
        if name.endswith(".md"):
            for target in markdown_links(text):
                path = resolved((ROOT / name).parent, target.split("#", 1)[0])
                if not inside(path):
                    found.append(f"{name}: the link {target} leaves the repository")
                elif not path.exists():
                    found.append(f"{name}: the link {target} names a file that is not there")
    return found


def test_no_tracked_file_points_outside_the_repository():
    assert findings(tracked_texts()) == []


def test_the_check_finds_each_kind_of_path_out():
    """The patterns above, on lines written to break them, as a page of docs/ would hold them."""
    # Each split in two, so that this file holds none of them whole.
    lines = ["Rulebook `../sha" + "red/rules/starshower.txt`.", "Rulings `sha" + "red/rulings/starligned.md`.",
             "Run /wor" + "k/main/.venv/bin/python.", "The house rulings (rulings/twinkle-twinkle" + ".md).",
             "See " + "../" * 3 + "elsewhere/notes.md.", "[the rules](../../rules.md) and [gone](no_such_page.md)"]
    page = "docs/broken.md"
    found = findings([(page, "\n".join(lines))])
    assert [item.split(": ", 1)[0] for item in found[:5]] == [f"{page}:{n}" for n in range(1, 6)], found
    assert any("../../rules.md leaves the repository" in item for item in found), found
    assert any("no_such_page.md names a file that is not there" in item for item in found), found
