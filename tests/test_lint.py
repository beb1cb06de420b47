"""Every factual sentence is a claim; claims name only code their snippet uses and say the same in
both languages; ``# raises:`` is exact; no output is typed into a page. Each rule is also shown to
fail on a planted example."""

from __future__ import annotations

from pathlib import Path

import pytest

from tensorfacts import lint
from tensorfacts.claims import CLAIMS_FILE, Claim, load_claims

from conftest import DOCS, SNIPPETS

PAGES = sorted(DOCS.rglob("*.md"))
CLAIMS = load_claims(SNIPPETS)
FRAMING_LIMIT = 60
"""The allow-list stays short: at most this many framing sentences over both languages."""


def test_no_page_states_behaviour_without_a_claim() -> None:
    framing = lint.load_framing(DOCS)
    found = [problem for page in PAGES for problem in lint.unclaimed_sentences(page, DOCS, framing)]
    assert not found, f"{len(found)} unclaimed sentence(s): make each a claim, or reword it\n" + "\n".join(found)


def test_the_framing_list_is_short_and_current() -> None:
    assert len(lint.load_framing(DOCS)) <= FRAMING_LIMIT
    assert not lint.stale_framing(DOCS)


@pytest.mark.parametrize("item", list(CLAIMS.values()), ids=list(CLAIMS))
def test_claim_names_only_code_its_snippet_uses_and_both_languages_agree(item: Claim) -> None:
    problems = lint.claim_problems(item)
    assert not problems, "\n".join(problems)


def test_every_raises_line_names_one_concrete_class() -> None:
    found = [p for path in sorted(SNIPPETS.rglob("*.py")) if path.name != CLAIMS_FILE for p in lint.raises_problems(path)]
    assert not found, "\n".join(found)


def test_no_page_has_a_typed_output() -> None:
    found = [p for page in PAGES for p in lint.typed_output_problems(page)]
    assert not found, "\n".join(found)


# --- each rule fails where it should ---------------------------------------------------------


def test_an_unclaimed_sentence_is_found_with_its_line(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("# P { #p }\n\nSome framing here.\n\n`detach()` shares storage with its source.\n\n[[p.claim]]\n", encoding="utf-8")
    found = lint.unclaimed_sentences(page, tmp_path, set())
    assert found == [f"{page}:5: unclaimed: `detach()` shares storage with its source."]
    assert lint.unclaimed_sentences(page, tmp_path, {("p.md", "`detach()` shares storage with its source.")}) == []
    zh = tmp_path / "p.zh.md"
    zh.write_text("# P { #p }\n\n这是一句引子。\n\n分离出的张量与源张量共享存储。\n", encoding="utf-8")
    assert [p.split(": ", 1)[0] for p in lint.unclaimed_sentences(zh, tmp_path, set())] == [f"{zh}:5"]


def _claim(tmp_path: Path, snippet: str, en: str, zh: str, check: str = "True") -> Claim:
    folder = tmp_path / "demo"
    folder.mkdir(exist_ok=True)
    (folder / "s.py").write_text(snippet, encoding="utf-8")
    (folder / CLAIMS_FILE).write_text(
        f"from tensorfacts.claims import claim\n\n@claim('demo.c', snippet='s.py', en={en!r}, zh={zh!r})\ndef _(run):\n    return {check}\n",
        encoding="utf-8",
    )
    return load_claims(tmp_path)["demo.c"]


def test_a_claim_naming_code_its_snippet_does_not_use_is_found(tmp_path: Path) -> None:
    ok = _claim(tmp_path, "b = a.detach()\n", "`a.detach()` shares.", "`a.detach()` 共享。")
    assert lint.claim_problems(ok) == []
    swapped = _claim(tmp_path, "b = a.data\n", "`a.detach()` shares.", "`a.detach()` 共享。")
    assert "names `detach`, which its snippet s.py never uses" in lint.claim_problems(swapped)[0]


def test_only_a_quoted_output_in_the_check_exempts_a_name(tmp_path: Path) -> None:
    """The check may quote an output (`sourceTensor.detach().clone()` in a warning); its own code exempts nothing."""
    code = _claim(tmp_path, "b = a.data\n", "`detach()` shares.", "`detach()` 共享。", check='run["a"].detach() is not None')
    assert "names `detach`" in lint.claim_problems(code)[0]
    quoted = _claim(tmp_path, "b = a.data\n", "`detach()` shares.", "`detach()` 共享。", check='"use detach() instead" in run.output')
    assert lint.claim_problems(quoted) == []


def test_english_and_chinese_must_carry_the_same_spans_and_numbers(tmp_path: Path) -> None:
    spans = _claim(tmp_path, "x.requires_grad\n", "`requires_grad=True` here.", "`requires_grad` 为 `True`。")
    assert any("code spans differ" in p for p in lint.claim_problems(spans))
    numbers = _claim(tmp_path, "x = 1\n", "`x` has 14 dtypes.", "`x` 有 13 种数据类型。")
    assert any("numbers differ" in p for p in lint.claim_problems(numbers))


@pytest.mark.parametrize("line", ["# raises: Exception", "# raises: BaseException", "# raises: RuntimeError, ValueError"])
def test_a_broad_or_double_raises_line_is_found(tmp_path: Path, line: str) -> None:
    path = tmp_path / "s.py"
    path.write_text(f"x = 1\n{line}\n", encoding="utf-8")
    assert lint.raises_problems(path) and lint.raises_problems(path)[0].startswith(f"{path}:2:")


@pytest.mark.parametrize("body", ["tensor([1., 2.])", "Traceback (most recent call last):", "UserWarning: careful", "array([1, 2])"])
def test_a_typed_output_is_found_with_its_line(tmp_path: Path, body: str) -> None:
    page = tmp_path / "p.md"
    page.write_text(f"# P\n\n```python\nx = 1\n```\n\n```\n{body}\n```\n\n```snippet\na/b.py\n```\n", encoding="utf-8")
    assert [p.split(": ", 1)[0] for p in lint.typed_output_problems(page)] == [f"{page}:7"]
