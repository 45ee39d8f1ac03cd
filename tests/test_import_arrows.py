"""The house's arrows only go down: engines/ at the ground, schemas/ above it, service/ above
that, worker/ on top; inside service/, its packages in the layers .importlinter declares (issue
43), peers that may not know each other separated by ``|``. import-linter checks both (lazy
imports inside functions count: they are arrows too), and a planted upward or sideways import
makes it fail. No modules import each other in a circle, no folder of the service holds more
than 15 modules, and every package says what it owns and what it may import."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FLOORS = ("engines", "schemas", "service", "worker")  # their order: .importlinter


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    found = {}
    for package in FLOORS:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = path
    return found


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules ``name`` imports, anywhere in its file."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from package import module`` is an arrow to the module; ``from module import
            # name`` one to the module that defines the name.
            for alias in node.names:
                targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {t for t in targets if t in known and t != name}


def arrows() -> dict[str, set[str]]:
    found = modules()
    return {name: imports_of(name, path, set(found)) for name, path in found.items()}


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    """import-linter on the packages under ``root`` (the checkout, or a copy with a planted arrow)."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; lint_imports_command()",
                           "--config", str(root / ".importlinter"), "--no-cache"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120, check=False)


def test_every_arrow_keeps_the_declared_layers():
    linted = lint_imports(ROOT)
    assert linted.returncode == 0, linted.stdout + linted.stderr
    assert "2 kept, 0 broken" in linted.stdout


@pytest.mark.parametrize("module, planted, broken", [
    # upward: a table importing the players above it (they are told through writes.Telling)
    ("service/tables/writes.py", "from service.players.directory import Players", "service.tables.writes -> service.players"),
    # sideways: the meeting place importing the archive, its peer
    ("service/meeting/rematch.py", "from service.archive.records import build_record", "service.meeting.rematch -> service.archive"),
    # a lazy import inside a function, from the store up to the tables
    ("service/store/games.py", "def _planted():\n    from service.tables import views", "service.store.games -> service.tables"),
])
def test_a_planted_arrow_against_the_layers_fails(tmp_path, module, planted, broken):
    for folder in ("engines", "schemas", "service", "worker"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=shutil.ignore_patterns("__pycache__", "static"))
    shutil.copy(ROOT / ".importlinter", tmp_path)
    target = tmp_path / module
    target.write_text(target.read_text() + "\n\n" + planted + "\n")
    linted = lint_imports(tmp_path)
    assert linted.returncode != 0
    assert "BROKEN" in linted.stdout and broken in linted.stdout, linted.stdout


def test_no_folder_of_the_service_holds_more_than_fifteen_modules():
    crowded = {str(folder.relative_to(ROOT)): count for folder in [ROOT / "service", *(ROOT / "service").rglob("*")]
               if folder.is_dir() and (count := len(list(folder.glob("*.py")))) > 15}
    assert crowded == {}


def test_every_package_says_what_it_owns_and_what_it_may_import():
    for init in sorted((ROOT / "service").glob("*/__init__.py")):
        said = ast.get_docstring(ast.parse(init.read_text())) or ""
        assert "Owns:" in said and "May import:" in said, init


def test_no_modules_import_each_other_in_a_circle():
    graph = arrows()
    circles, state = [], {}

    def visit(node: str, trail: list[str]) -> None:
        state[node] = "open"
        for target in sorted(graph[node]):
            if state.get(target) == "open":
                circles.append(" -> ".join(trail[trail.index(target):] + [node, target]) if target in trail
                               else f"{node} -> {target}")
            elif target not in state:
                visit(target, trail + [node])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    assert circles == []


@pytest.mark.parametrize("sample, expected", [("service.app", "service.games"), ("worker.jobs", "service.store.queue")])
def test_the_walk_sees_the_imports_it_checks(sample, expected):
    assert expected in arrows()[sample]  # a walk that saw nothing would pass the two tests above
