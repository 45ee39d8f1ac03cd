"""The house's arrows only go down: engines/ at the ground, schemas/ above it, service/ above
that, worker/ on top. A module may import only from its own floor or below, and no modules
import each other in a circle (lazy imports inside functions count: they are arrows too)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FLOORS = {"engines": 1, "schemas": 2, "service": 3, "worker": 4}


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


def floor(module: str) -> int:
    return FLOORS[module.split(".")[0]]


def test_no_arrow_runs_back_up_a_floor():
    upward = sorted(f"{source} -> {target}" for source, targets in arrows().items()
                    for target in targets if floor(target) > floor(source))
    assert upward == []


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


@pytest.mark.parametrize("sample, expected", [("service.app", "service.games"), ("worker.jobs", "service.queue")])
def test_the_walk_sees_the_imports_it_checks(sample, expected):
    assert expected in arrows()[sample]  # a walk that saw nothing would pass the two tests above
