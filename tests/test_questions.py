"""The reader-question corpus (issue 30): real questions, each answered first by a claim that opens its section, listed
on the Questions page in both languages; tests/test_browser.py types each one's words into the site's search."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tensorfacts.claims import load_claims
from tensorfacts.questions import KINDS, TOPICS, QuestionError, first_claims, load_questions

from conftest import DOCS, ROOT, SNIPPETS, BuiltSite, built_page

QUESTIONS = load_questions(ROOT / "questions")
CLAIMS = load_claims(SNIPPETS)
FIRST = first_claims(DOCS)


def test_the_corpus_holds_at_least_150_questions_from_several_kinds_of_source() -> None:
    assert len(QUESTIONS) >= 150, len(QUESTIONS)
    kinds = Counter(q.kind for q in QUESTIONS)
    assert len(kinds) >= 3, kinds
    assert {q.topic for q in QUESTIONS} <= set(TOPICS)


def test_every_question_is_answered_first_by_an_existing_claim() -> None:
    wrong = [f"{q.where}: {q.claim!r} is {'no claim' if q.claim not in CLAIMS else 'not the first claim of its section'}"
             for q in QUESTIONS if q.claim not in CLAIMS or q.claim not in FIRST]
    assert not wrong, "\n".join(wrong)


def test_no_question_is_asked_twice() -> None:
    twice = [k for k, n in Counter(q.en.lower() for q in QUESTIONS).items() if n > 1]
    twice += [k for k, n in Counter(q.zh for q in QUESTIONS).items() if n > 1]
    assert not twice, twice


def test_the_search_words_are_short_and_in_their_language() -> None:
    import re

    wrong = [f"{q.where}: {q.words_en!r} / {q.words_zh!r}" for q in QUESTIONS
             if not 1 <= len(q.words_en.split()) <= 8 or not re.search(r"[\u4e00-\u9fff]", q.words_zh)
             and not re.fullmatch(r"[\w.=()\[\]'_-]+( [\w.=()\[\]'_-]+)*", q.words_zh)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("text, message", [
    ('[[question]]\nsource = "https://x.org/1"\nkind = "forum"\ntopic = "nope"\nen = "Q?"\nzh = "问？"\n'
     'words_en = "q"\nwords_zh = "问"\nclaim = "a.b"\n', ":1: unknown topic 'nope'; one of copy-basics"),
    ('[[question]]\nkind = "forum"\n', ":1: question without source, topic, en, zh, words_en, words_zh, claim"),
    ("[[question]\n", ":1: not TOML"),
])
def test_a_malformed_corpus_file_is_named_with_its_line(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "bad.toml").write_text(text, encoding="utf-8")
    with pytest.raises(QuestionError, match=None) as raised:
        load_questions(tmp_path)
    assert f"{tmp_path / 'bad.toml'}{message}" in str(raised.value), str(raised.value)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_questions_page_lists_every_question_linking_to_its_section(site: BuiltSite, language: str) -> None:
    prefix = "zh/" if language == "zh" else ""
    page = built_page(site.path / prefix / "questions" / "index.html")
    links = {a.get_text(): a["href"] for a in page.select("a.tf-question")}
    missing = [q.text(language) for q in QUESTIONS if q.text(language) not in links]
    assert not missing, missing[:10]
    for question in QUESTIONS:
        pages = [f"../{s.page.removesuffix('.md').removesuffix('index').rstrip('/')}/".replace("..//", "../") for s in FIRST[question.claim]]
        assert any(links[question.text(language)].startswith(p) for p in pages), (question.where, links[question.text(language)], pages)
    nav = [a.get_text(strip=True) for a in page.select("nav.md-nav--primary a")]
    assert ("常见问题" if language == "zh" else "Questions") in nav
    assert (site.path / prefix / "questions" / "index.html").stat().st_size < 200_000
