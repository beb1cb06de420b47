"""Which clause of a check made it return False: the line an author reads first when a claim is false.

A check usually ends ``return a and b and c`` (or ``all(...)``). :func:`failing_clause` runs the check once more with
each ``return`` whose value is an ``and`` of clauses rewritten to evaluate them one by one, and names the first one that
is falsy, with its file and line. A check that returns a single expression is named by that ``return``'s line.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from pathlib import Path
from typing import Any, Callable

_PROBE = "__tensorfacts_clause__"


class _Rewrite(ast.NodeTransformer):
    """``return a and b`` -> ``return __probe__(((line, "a", lambda: a), (line, "b", lambda: b)))``."""

    def __init__(self, source: str, offset: int) -> None:
        self.source, self.offset = source, offset

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:  # nested functions keep their own returns
        return node if getattr(self, "_entered", False) else self._enter(node)

    def _enter(self, node: ast.FunctionDef) -> ast.AST:
        self._entered = True
        self.generic_visit(node)
        return node

    def visit_Lambda(self, node: ast.Lambda) -> ast.AST:
        return node

    def visit_Return(self, node: ast.Return) -> ast.AST:
        value = node.value
        clauses = value.values if isinstance(value, ast.BoolOp) and isinstance(value.op, ast.And) else [value] if value else []
        items = [ast.Tuple(elts=[ast.Constant(c.lineno + self.offset), ast.Constant(ast.get_source_segment(self.source, c) or ""),
                                 ast.Lambda(args=ast.arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]),
                                            body=c)], ctx=ast.Load()) for c in clauses]
        call = ast.Call(func=ast.Name(_PROBE, ast.Load()), args=[ast.Tuple(elts=items, ctx=ast.Load())], keywords=[])
        return ast.copy_location(ast.Return(value=call), node)


def failing_clause(check: Callable[..., Any], *args: Any) -> str:
    """``"path:line: <clause>"`` of the first falsy clause of the ``return`` that made ``check(*args)`` return False
    ("" when it cannot tell: no source, the check raises or returns True this time)."""
    function = inspect.unwrap(check)
    try:
        lines, start = inspect.getsourcelines(function)
        path = inspect.getsourcefile(function) or "<check>"
    except (OSError, TypeError):
        return ""
    source = textwrap.dedent("".join(lines))
    tree = ast.parse(source)
    node = next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)
    if node is None:
        return ""
    node.decorator_list = []
    rewritten = ast.fix_missing_locations(_Rewrite(source, start - 1).visit(ast.Module(body=[node], type_ignores=[])))
    ast.increment_lineno(rewritten, start - 1)
    found: list[tuple[int, str]] = []

    def probe(items: tuple[tuple[int, str, Callable[[], Any]], ...]) -> Any:
        value: Any = True
        for line, text, clause in items:
            value = clause()
            if not value:
                found.append((line, text))
                return value
        return value

    namespace = dict(function.__globals__)
    namespace[_PROBE] = probe
    try:
        exec(compile(rewritten, path, "exec"), namespace)  # noqa: S102 - the claims file's own check, rewritten
        result = namespace[node.name](*args)
    except Exception:  # noqa: BLE001 - the verdict stands; only the clause is unknown
        return ""
    if result or not found:
        return ""
    line, text = found[-1]
    shown = " ".join(text.split())
    return f"{Path(path).as_posix()}:{line}: {shown[:160]}"
