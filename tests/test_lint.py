"""Every factual sentence is a claim; claims name only code their snippet uses and say the same in
both languages; ``# raises:`` is exact; no output is typed into a page. Each rule is also shown to
fail on a planted example."""

from __future__ import annotations

from pathlib import Path

import pytest

from tensorfacts import lint
from tensorfacts.claims import CLAIMS_FILE, Claim, load_claims

from conftest import DOCS, ROOT, SNIPPETS

PAGES = sorted(DOCS.rglob("*.md"))
CLAIMS = load_claims(SNIPPETS)
FRAMING_LIMIT = 70
"""The allow-list stays short: at most this many framing sentences over both languages (signposts and
sentences about how the site itself works; never a statement about PyTorch)."""


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


def test_a_list_of_page_links_is_a_table_of_contents_but_a_sentence_in_a_list_is_not(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("# P { #p }\n\n- [Copying and autograd](copying.md)\n- [Copying](copying.md) shares storage.\n"
                    "- [`clone()`](clone.md)\n- [Does `reshape` copy?](views.md#does-reshape-copy)\n"
                    "- [`reshape` 会复制吗？](views.md#does-reshape-copy)\n", encoding="utf-8")
    found = [p.split(": ", 2)[2] for p in lint.unclaimed_sentences(page, tmp_path, set())]
    assert found == ["Copying shares storage.", "`clone()`"], found  # code names an API: not a title; a question states nothing


def _claim(tmp_path: Path, snippet: str, en: str, zh: str, check: str = "True", over: str = "None") -> Claim:
    folder = tmp_path / "demo"
    folder.mkdir(exist_ok=True)
    (folder / "s.py").write_text(snippet, encoding="utf-8")
    (folder / CLAIMS_FILE).write_text(
        "from tensorfacts.catalogue import ops, over, tensors\nfrom tensorfacts.claims import claim\n\n"
        f"@claim('demo.c', snippet='s.py', over={over}, en={en!r}, zh={zh!r})\ndef _(run):\n    return {check}\n",
        encoding="utf-8",
    )
    return load_claims(tmp_path)["demo.c"]


@pytest.mark.parametrize(("en", "zh"), [
    ("An in-place operation on `e` fails.", "对 `e` 的原地操作会失败。"),
    ("`e.add_(1)` always fails.", "`e.add_(1)` 会失败。"),
    ("`e.add_(1)` fails.", "`e.add_(1)` 在任何情况下都会失败。"),
    ("Tensors made by `torch.zeros` are leaves.", "`torch.zeros` 得到的张量是叶子张量。"),
])
def test_a_sentence_worded_as_a_rule_needs_a_family(tmp_path: Path, en: str, zh: str) -> None:
    snippet = "import torch\ne = torch.zeros(4).expand(3, 4)\ne.add_(1)\ntorch.zeros(2)\n"
    bare = _claim(tmp_path, snippet, en, zh)
    assert any("reads as a rule" in p for p in lint.claim_problems(bare))
    ruled = _claim(tmp_path, snippet, en, zh, over='over(tensors("expanded"), ops("in-place"))')
    assert not any("reads as a rule" in p for p in lint.claim_problems(ruled))


def test_a_sentence_about_one_named_call_needs_no_family(tmp_path: Path) -> None:
    one = _claim(tmp_path, "import torch\ne = torch.zeros(4).expand(3, 4)\ne.add_(1)\n",
                 "`e.add_(1)` raises a `RuntimeError`.", "`e.add_(1)` 会抛出 `RuntimeError`。")
    assert lint.claim_problems(one) == []


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


# --- each sentence bound to its place and its values -----------------------------------------


def test_every_claim_sits_beside_its_snippet() -> None:
    found = [p for page in PAGES for p in lint.placement_problems(page, CLAIMS, SNIPPETS, DOCS)]
    assert not found, "\n".join(found)


def test_a_page_holds_only_snippet_and_records_fences() -> None:
    found = [p for page in PAGES for p in lint.fence_problems(page)]
    assert not found, "\n".join(found)


def test_values_in_a_claim_sentence_come_from_its_run() -> None:
    from tensorfacts.runner import SnippetError, run_snippet

    from tensorfacts.records import load_records
    from tensorfacts.runner import snippet_devices, source_digest

    records = load_records(ROOT / "records")
    found = []
    for item in CLAIMS.values():
        if not snippet_devices(item.snippet, ["cpu"]):  # a CUDA snippet: what its records say it printed
            relative = item.snippet.relative_to(SNIPPETS.resolve()).as_posix()
            entries = [r.data["snippets"].get(relative) or {} for r in records]
            output = "".join(e.get("output") or "" for e in entries if e.get("source") == source_digest(item.snippet))
        else:
            try:
                output = run_snippet(item.snippet, "cpu").output
            except SnippetError:
                output = ""
        found += lint.value_problems(item, output)
    assert not found, "\n".join(found)


def _two_sections(tmp_path: Path, first: str, second: str) -> tuple[Path, dict[str, Claim]]:
    docs, snippets = tmp_path / "docs", tmp_path / "snippets"
    (snippets / "p").mkdir(parents=True, exist_ok=True)
    docs.mkdir(exist_ok=True)
    for name in ("a.py", "b.py"):
        (snippets / "p" / name).write_text("x = 1\n", encoding="utf-8")
    (snippets / "p" / CLAIMS_FILE).write_text(
        "from tensorfacts.claims import claim\n\n"
        "@claim('p.a', snippet='a.py', en='`x` is 1.', zh='`x` 是 1。')\ndef _(run):\n    return True\n",
        encoding="utf-8")
    page = docs / "p.md"
    page.write_text(f"# P {{ #p }}\n\n## A {{ #a }}\n\n{first}\n\n## B {{ #b }}\n\n{second}\n", encoding="utf-8")
    return page, load_claims(snippets)


def test_a_claim_moved_to_another_section_is_found(tmp_path: Path) -> None:
    fence = "```snippet\np/{}\n```"
    page, claims = _two_sections(tmp_path, "[[p.a]]\n\n" + fence.format("a.py"), fence.format("b.py"))
    assert lint.placement_problems(page, claims, tmp_path / "snippets", tmp_path / "docs") == []
    moved, claims = _two_sections(tmp_path, fence.format("a.py"), "[[p.a]]\n\n" + fence.format("b.py"))
    assert [p.split(": ", 1)[0] for p in lint.placement_problems(moved, claims, tmp_path / "snippets", tmp_path / "docs")] == [
        f"{moved}:11"]
    swapped, claims = _two_sections(tmp_path, "[[p.a]]\n\n" + fence.format("b.py"), fence.format("a.py"))
    assert lint.placement_problems(swapped, claims, tmp_path / "snippets", tmp_path / "docs")


def test_a_hand_typed_block_of_any_kind_is_found(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text("# P\n\n```text\nresult: 3 elements\n```\n\n```snippet\na/b.py\n```\n", encoding="utf-8")
    assert [p.split(": ", 1)[0] for p in lint.fence_problems(page)] == [f"{page}:3"]
    assert lint.typed_output_problems(page) == []  # it looks like no output: only the fence rule finds it


def test_a_value_the_run_never_produced_is_found(tmp_path: Path) -> None:
    snippet = "import torch\nx = torch.zeros(2)\nprint(x.dtype)\n"
    right = _claim(tmp_path, snippet, "`torch.zeros(2)` is `torch.float32`.", "`torch.zeros(2)` 是 `torch.float32`。")
    assert lint.value_problems(right, "torch.float32\n") == []
    wrong = _claim(tmp_path, snippet, "`torch.zeros(2)` is `torch.float64`.", "`torch.zeros(2)` 是 `torch.float64`。")
    assert "'float64'" in lint.value_problems(wrong, "torch.float32\n")[0]
    number = _claim(tmp_path, snippet, "`torch.zeros(2)` has 3 elements.", "`torch.zeros(2)` 有 3 个元素。")
    assert "'3'" in lint.value_problems(number, "torch.float32\n")[0]


def test_english_and_chinese_keep_one_polarity() -> None:
    recorded = lint.load_polarity(SNIPPETS)
    found = [p for item in CLAIMS.values() for p in lint.polarity_problems(item, recorded)]
    assert not found, "\n".join(found)


def test_a_negation_added_to_one_language_only_is_found(tmp_path: Path) -> None:
    item = _claim(tmp_path, "b = a.clone()\n", "`a.clone()` copies.", "`a.clone()` 会复制。")
    recorded = {"demo.c": list(lint.negations(item))}
    assert lint.polarity_problems(item, recorded) == []
    negated = _claim(tmp_path, "b = a.clone()\n", "`a.clone()` does not copy.", "`a.clone()` 会复制。")
    assert "changed its polarity alone" in lint.polarity_problems(negated, recorded)[0]
    both = _claim(tmp_path, "b = a.clone()\n", "`a.clone()` does not copy.", "`a.clone()` 不会复制。")
    assert lint.polarity_problems(both, recorded) == []
    zh_only = _claim(tmp_path, "b = a.clone()\n", "`a.clone()` copies.", "`a.clone()` 不会复制。")
    assert lint.polarity_problems(zh_only, recorded)
