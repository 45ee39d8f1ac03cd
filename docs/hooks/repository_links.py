"""MkDocs hook: links from a page to a repository file outside docs/ (`../clients/README.md`).

The pages are written to read in the repository, where such a link works; the site holds only
docs/, so there the link would lead nowhere. Each one is checked (the file must exist, inside the
repository: else a warning, which `mkdocs build --strict` turns into a failure) and shown on the
site as the file's path in the repository, not as a link.
"""

from __future__ import annotations

import logging
import posixpath
import re
from pathlib import Path

log = logging.getLogger("mkdocs.hooks.repository_links")

# An inline link or image: [text](target) or [text](target "title"); targets with a scheme,
# absolute paths and bare fragments are not files of the repository.
LINK = re.compile(r"(?<!!)\[(?P<text>[^\]]*)\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")


def on_page_markdown(markdown: str, page, config, files) -> str:
    docs = Path(config["docs_dir"]).resolve()
    root = Path(config["config_file_path"]).resolve().parent
    folder = (docs / page.file.src_uri).parent
    parts = re.split(r"(^(?:```|~~~).*?^(?:```|~~~)[^\n]*$)", markdown, flags=re.M | re.S)
    for index in range(0, len(parts), 2):  # the odd parts are fenced code, left as they are
        parts[index] = LINK.sub(lambda link: _shown(link, folder, docs, root, page.file.src_uri), parts[index])
    return "".join(parts)


def _shown(link: re.Match, folder: Path, docs: Path, root: Path, page: str) -> str:
    target = link["target"]
    if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith(("#", "/")):
        return link[0]
    path = target.split("#", 1)[0].split("?", 1)[0]
    where = Path(posixpath.normpath((folder / path).as_posix()))
    if where == docs or docs in where.parents:
        return link[0]  # a page or file of the site: MkDocs checks it
    if not (where == root or root in where.parents):
        log.warning("Doc file '%s' links to '%s', outside the repository", page, target)
        return link[0]
    if not where.exists():
        log.warning("Doc file '%s' links to '%s', which is not in the repository", page, target)
        return link[0]
    shown = where.relative_to(root).as_posix() + ("/" if where.is_dir() else "")
    text = link["text"]
    if text.strip("`") == shown.rstrip("/"):
        return f"`{shown}`"
    return f"{text} (`{shown}`)"
