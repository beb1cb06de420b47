"""The two languages are in step: same pages, snippets, claims and heading anchors, in the same order."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tensorfacts.pages import english_pages, parity_problems, twin

from conftest import DOCS, ROOT

PAGES = english_pages(DOCS)


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(DOCS).as_posix() for p in PAGES])
def test_page_and_translation_are_in_step(page: Path) -> None:
    assert not parity_problems(page), "\n".join(parity_problems(page))


def test_every_chinese_page_has_an_english_original() -> None:
    orphans = [p for p in DOCS.rglob("*.zh.md") if not twin(p).is_file()]
    assert not orphans, f"Chinese pages without an English page: {orphans}"


def _nav_files(items: list) -> list[str]:  # type: ignore[type-arg]
    found: list[str] = []
    for item in items:
        value = next(iter(item.values())) if isinstance(item, dict) else item
        found += _nav_files(value) if isinstance(value, list) else [value]
    return found


def test_every_page_is_in_the_nav() -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    in_nav = set(_nav_files(config["nav"]))
    missing = [p.relative_to(DOCS).as_posix() for p in PAGES if p.relative_to(DOCS).as_posix() not in in_nav]
    assert not missing, f"pages missing from mkdocs.yml nav: {missing}"


def test_the_nav_is_translated() -> None:
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    titles = set()

    def walk(items: list) -> None:  # type: ignore[type-arg]
        for item in items:
            if isinstance(item, dict):
                title, value = next(iter(item.items()))
                titles.add(title)
                if isinstance(value, list):
                    walk(value)

    walk(config["nav"])
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    zh = next(lang for lang in i18n["languages"] if lang["locale"] == "zh")
    code_titles = {"clone", "copy.deepcopy", "copy_"}  # API names stay as they are in both languages
    untranslated = sorted(titles - set(zh.get("nav_translations", {})) - code_titles)
    assert not untranslated, f"nav titles without a Chinese translation: {untranslated}"


def test_the_rebuild_benchmark_finds_the_words_it_edits() -> None:
    """benchmarks/rebuild.py edits fixed words of two pages; a prose change that drops them breaks the benchmark
    (it did once, unnoticed), so this names the page and the words instead."""
    import ast

    tree = ast.parse((ROOT / "benchmarks" / "rebuild.py").read_text(encoding="utf-8"))
    edits = next(ast.literal_eval(node.value) for node in tree.body
                 if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "PROSE_EDITS" for t in node.targets))
    assert len(edits) == 2
    missing = [f"{page}: {words!r}" for page, words, _ in edits if words not in (ROOT / page).read_text(encoding="utf-8")]
    assert not missing, f"benchmarks/rebuild.py edits words no longer on the page: {missing}"
