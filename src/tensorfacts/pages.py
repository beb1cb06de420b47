"""What a Markdown page references: snippets, claims, heading anchors; and its translation twin.

Shared by the MkDocs plugin, the language-parity tests and ``python -m tensorfacts check``.
A page ``docs/a/b.md`` (English) has its Chinese twin ``docs/a/b.zh.md``; its snippets live
in ``snippets/a/b/`` (``docs/a/index.md`` -> ``snippets/a/index/``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FENCE_NAME = "snippet"
SNIPPET_FENCE = re.compile(
    r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})" + FENCE_NAME
    + r"\b(?P<options>[^\n]*)\n(?P<body>.*?)\n(?P=indent)(?P=fence)[ \t]*$",
    re.MULTILINE | re.DOTALL,
)
CLAIM_MARKER = re.compile(r"\[\[(?P<id>[A-Za-z][\w\-]*(?:\.[\w\-]+)+)\]\]")  # ids are "page.name": x[[0]] is code, not a claim
_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<title>.*?)(?:\s*\{\s*#(?P<anchor>[\w\-.]+)[^}]*\})?\s*$")
_ANY_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
ZH_SUFFIX = ".zh.md"


@dataclass
class Reference:
    """One reference on a page: what it names and the 1-based line it stands on."""

    target: str
    line: int
    summary: bool = False
    """A snippet fence with ``summary=``: a page's "at a glance", which may reuse another page's table."""


@dataclass
class PageScan:
    """The snippets, claims and headings of one page, in order of appearance."""

    path: Path
    snippets: list[Reference] = field(default_factory=list)
    claims: list[Reference] = field(default_factory=list)
    headings: list[Reference] = field(default_factory=list)
    """target: the explicit anchor (``{ #anchor }``), or ``""`` when the heading has none."""


def scan_text(text: str, path: Path = Path("<page>")) -> PageScan:
    """Scan Markdown ``text``; line numbers count from the first line of ``text``."""
    page = PageScan(path)
    for match in SNIPPET_FENCE.finditer(text):
        page.snippets.append(Reference(match.group("body").strip(), text.count("\n", 0, match.start()) + 1,
                                       "summary=" in match.group("options")))
    for match in CLAIM_MARKER.finditer(text):
        page.claims.append(Reference(match.group("id"), text.count("\n", 0, match.start()) + 1))
    in_fence = ""
    for number, line in enumerate(text.splitlines(), start=1):
        fence = _ANY_FENCE.match(line)
        if fence:
            marker = fence.group(1)
            if not in_fence:
                in_fence = marker
            elif marker.startswith(in_fence) and line.strip() == marker:
                in_fence = ""
            continue
        heading = None if in_fence else _HEADING.match(line)
        if heading:
            page.headings.append(Reference(heading.group("anchor") or "", number))
    return page


def scan(path: Path) -> PageScan:
    """Scan the page file at ``path``."""
    return scan_text(Path(path).read_text(encoding="utf-8"), Path(path))


def twin(path: Path) -> Path:
    """The other language's file of a page: ``x.md`` <-> ``x.zh.md``."""
    name = path.name
    if name.endswith(ZH_SUFFIX):
        return path.with_name(name[: -len(ZH_SUFFIX)] + ".md")
    return path.with_name(name[: -len(".md")] + ZH_SUFFIX)


def english_pages(docs_dir: Path) -> list[Path]:
    """Every English page under ``docs_dir`` (``*.md`` that is not ``*.zh.md``), sorted."""
    return sorted(p for p in Path(docs_dir).rglob("*.md") if not p.name.endswith(ZH_SUFFIX))


def parity_problems(english: Path) -> list[str]:
    """Ways in which a page and its Chinese twin are out of step (empty when in step).

    Checked: the twin exists; same snippets, same claims, same heading anchors, in the same
    order; every heading has an explicit anchor, so the language switcher lands on the same
    section. Each problem starts with ``path:line:``.
    """
    chinese = twin(english)
    if not chinese.is_file():
        return [f"{english}:1: no Chinese translation ({chinese} is missing)"]
    en, zh = scan(english), scan(chinese)
    problems = []
    for page in (en, zh):
        for heading in page.headings:
            if not heading.target:
                problems.append(f"{page.path}:{heading.line}: heading without an explicit anchor {{ #anchor }}")
    for kind in ("snippets", "claims", "headings"):
        left, right = getattr(en, kind), getattr(zh, kind)
        if [r.target for r in left] == [r.target for r in right]:
            continue
        theirs, ours = {r.target for r in right}, {r.target for r in left}
        missing = [f"{chinese}:{_near(right, left, r)}: {kind[:-1]} {r.target!r} of {english}:{r.line} is missing here"
                   for r in left if r.target not in theirs]
        missing += [f"{english}:{_near(left, right, r)}: {kind[:-1]} {r.target!r} of {chinese}:{r.line} is missing here"
                    for r in right if r.target not in ours]
        if not missing:  # the same ones, in another order: the first place they part
            first = next(i for i, (a, b) in enumerate(zip(left, right)) if a.target != b.target)
            missing = [f"{chinese}:{right[first].line}: {kind} in another order than {english}: here {right[first].target!r}, "
                       f"there {left[first].target!r} ({english}:{left[first].line})"]
        problems += [f"{line} (the two languages show the same {kind}, in the same order)" for line in missing]
    return problems


def _near(other: list[Any], own: list[Any], ref: Any) -> int:
    """The line of ``other`` (the page lacking ``ref``) where ``ref`` belongs: after the item that precedes it in ``own``."""
    index = own.index(ref)
    before = {r.target for r in own[:index]}
    lines = [r.line for r in other if r.target in before]
    return max(lines) if lines else 1


ERRATA_PAGES = ("errata.md", "errata-audit.md", "errata-audit/")
"""The docs pages that list errata (a folder, ending in ``/``, standing for every page in it)."""

AUDIT_PAGES = ("audit.md", "audit/")
"""The docstring audit's pages: the chapters' functions and, under ``audit/``, each topic's."""


def _listed(relative: str, listed: tuple[str, ...]) -> bool:
    return any(relative.startswith(n) if n.endswith("/") else relative == n for n in listed)


def is_errata(relative: str) -> bool:
    """Whether a docs-relative English page (``errata-audit/views.md``) lists errata (:data:`ERRATA_PAGES`)."""
    return _listed(relative, ERRATA_PAGES)


def is_audit(relative: str) -> bool:
    """Whether a docs-relative English page is one of the docstring audit's (:data:`AUDIT_PAGES`)."""
    return _listed(relative, AUDIT_PAGES)
