"""The machinery imports only downward: no module of src/tensorfacts reaches, by any import (lazy ones
included), a module that imports it back."""

from __future__ import annotations

import ast
from pathlib import Path

from conftest import ROOT

PACKAGE = ROOT / "src" / "tensorfacts"


def import_graph(package: Path) -> dict[str, set[str]]:
    """Each module's tensorfacts imports, from every import statement of its file (function bodies too)."""
    modules = {p.stem for p in package.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in package.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module.startswith("tensorfacts."):
                    found.add(node.module.split(".")[1])
                elif node.module == "tensorfacts":
                    found |= {alias.name for alias in node.names if alias.name in modules}
            elif isinstance(node, ast.Import):
                found |= {alias.name.split(".")[1] for alias in node.names if alias.name.startswith("tensorfacts.")}
        graph[path.stem] = found - {path.stem}
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle (``[a, b, a]``), or ``[]``."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> list[str]:
        state[module] = 1
        stack.append(module)
        for other in sorted(graph.get(module, ())):
            if state.get(other) == 1:
                return stack[stack.index(other):] + [other]
            if other not in state:
                found = visit(other)
                if found:
                    return found
        state[module] = 2
        stack.pop()
        return []

    for module in sorted(graph):
        if module not in state:
            found = visit(module)
            if found:
                return found
    return []


def test_no_import_circle_in_the_machinery() -> None:
    assert cycle(import_graph(PACKAGE)) == []


def test_definitions_do_not_import_what_runs_them() -> None:
    """claims defines, worker executes, runner runs: each imports only downward."""
    graph = import_graph(PACKAGE)
    assert not graph["claims"] & {"runner", "worker", "verify", "plugin"}
    assert not graph["worker"] & {"runner", "verify", "plugin"}
    assert not graph["execution"] & {"claims", "runner", "worker"}


def test_a_circle_is_found(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("def f():\n    from tensorfacts.b import g\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("from tensorfacts import a\n", encoding="utf-8")
    assert cycle(import_graph(tmp_path)) == ["a", "b", "a"]
