"""The reader-question corpus (``questions/*.toml``) and the Questions page made from it.

Each ``[[question]]`` of a corpus file holds a real reader question restated (``en``, ``zh``), its public ``source`` and
``kind`` of source, its ``topic``, the words a reader types (``words_en``, ``words_zh``) and the ``claim`` that answers
it: the first claim of the section that answers it (:func:`first_claims`). ``tests/test_questions.py`` holds the corpus
to that and types each question's words into the site's search; the Questions page (a ```` ```questions ```` fence)
lists them by topic, each linking to its section with the answering sentence.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tensorfacts.pages import english_pages, scan

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - the site is built with Python 3.11
    import tomli as tomllib

TOPICS = {
    "copy-basics": ("Copying: clone, copy_, deepcopy and assignment", "复制：clone、copy_、deepcopy 与赋值"),
    "detach-autograd": ("detach, .data and autograd", "detach、.data 与自动求导"),
    "views": ("Views and shared memory", "视图与共享内存"),
    "construction": ("Constructing tensors", "构造张量"),
    "numpy": ("NumPy", "NumPy"),
    "interop": ("Buffers, DLPack and shared memory", "缓冲区、DLPack 与共享内存"),
    "devices": ("Devices and transfers", "设备与传输"),
    "modules": ("Modules, state_dict and checkpoints", "模块、state_dict 与检查点"),
    "errors": ("Error messages and their fixes", "错误信息及其修正"),
}
"""Topic -> its heading in English and in Chinese, in the order the Questions page shows them."""

KINDS = ("github-issue", "github-discussion", "forum", "stackoverflow", "blog", "docs-issue")
FIELDS = ("source", "kind", "topic", "en", "zh", "words_en", "words_zh", "claim")
LEFT_OUT = ("errata.md", "checking.md", "questions.md", "changes.md")
"""Pages whose sections do not answer a question first: they cite claims stated elsewhere."""


class QuestionError(ValueError):
    """A corpus file is malformed (the message starts with ``path:line:``)."""


@dataclass(frozen=True)
class Question:
    """One reader question (see the module docstring); ``where``: ``path:line`` of its ``[[question]]``."""

    source: str
    kind: str
    topic: str
    en: str
    zh: str
    words_en: str
    words_zh: str
    claim: str
    where: str

    def text(self, language: str) -> str:
        return self.zh if language.startswith("zh") else self.en

    def words(self, language: str) -> str:
        return self.words_zh if language.startswith("zh") else self.words_en


def load_questions(folder: Path) -> list[Question]:
    """Every question of ``folder/*.toml``, file by file, in order.

    Raises:
        QuestionError: a file is not TOML, or a question lacks a field, has an unknown topic or kind, or a source
            that is not an ``https://`` address (the message names file and line and what to write).
    """
    found: list[Question] = []
    for path in sorted(Path(folder).glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            raise QuestionError(f"{path}:{getattr(exc, 'lineno', 1)}: not TOML: {exc}") from None
        lines = [number for number, line in enumerate(text.splitlines(), start=1) if line.strip() == "[[question]]"]
        for index, entry in enumerate(data.get("question", [])):
            where = f"{path}:{lines[index] if index < len(lines) else 1}"
            missing = [name for name in FIELDS if not str(entry.get(name, "")).strip()]
            if missing:
                raise QuestionError(f"{where}: question without {', '.join(missing)} (fields: {', '.join(FIELDS)})")
            if entry["topic"] not in TOPICS:
                raise QuestionError(f"{where}: unknown topic {entry['topic']!r}; one of {', '.join(TOPICS)}")
            if entry["kind"] not in KINDS:
                raise QuestionError(f"{where}: unknown kind {entry['kind']!r}; one of {', '.join(KINDS)}")
            if not str(entry["source"]).startswith(("https://", "http://")):
                raise QuestionError(f"{where}: source {entry['source']!r} is not a web address (https://…)")
            found.append(Question(**{name: str(entry[name]).strip() for name in FIELDS}, where=where))
    return found


@dataclass(frozen=True)
class Section:
    """Where a claim answers first: its English page (docs-relative), the section's anchor ("" before any heading
    with one), and that line of the page."""

    page: str
    anchor: str
    line: int


def first_claims(docs: Path) -> dict[str, list[Section]]:
    """Each claim that is the first claim of a section (the text from one heading to the next, any level) -> those
    sections, on the English pages of ``docs`` (not the pages that only cite claims: :data:`LEFT_OUT`, the
    verification pages). A claim a page states and another page cites may open a section on both."""
    found: dict[str, list[Section]] = {}
    for path in english_pages(docs):
        relative = path.relative_to(docs).as_posix()
        if relative in LEFT_OUT or relative.startswith(("verification/", "notebooks/")):
            continue
        scanned = scan(path)
        seen: set[int] = set()
        for ref in scanned.claims:
            heading = [h for h in scanned.headings if h.line < ref.line]
            start = heading[-1].line if heading else 0
            if start in seen:
                continue
            seen.add(start)
            found.setdefault(ref.target, []).append(Section(relative, heading[-1].target if heading else "", ref.line))
    return found


def home_section(sections: list[Section], snippet_folder: str) -> Section:
    """Of the sections a claim opens, the one on its own page (the page of its snippets folder), else the first."""
    return next((s for s in sections if s.page.removesuffix(".md").removesuffix("/index") == snippet_folder), sections[0])


QUESTIONS_FENCE = re.compile(r"^```questions[ \t]*\n```[ \t]*$", re.MULTILINE)
"""The fence a page writes where the Questions list goes."""


def by_topic(questions: list[Question]) -> list[tuple[str, list[Question]]]:
    """The questions grouped by topic, in :data:`TOPICS` order (a topic without questions left out)."""
    return [(topic, [q for q in questions if q.topic == topic]) for topic in TOPICS if any(q.topic == topic for q in questions)]

