"""A claim is a headline with its proof one line below (issue 28).

* every claim of the site is short (45 English words, 75 Chinese units) and free of the harness's words;
* every section of every chapter opens with its answer, and each claim stands above its own snippet's fence;
* a rule that leaves out an everyday case says what happens there (an exception claim, next to it);
* the line under a rule is generated from its declaration, in both languages.

Each rule of the lint is also shown to fail on a planted example, and on the real pages (two fences swapped).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

import pytest

from tensorfacts import lint, wording
from tensorfacts.claims import CLAIMS_FILE, Claim, load_claims
from tensorfacts.marks import claim_html
from tensorfacts.pages import SNIPPET_FENCE, english_pages
from tensorfacts.records import load_records
from tensorfacts.scope import Checked, checked_line, not_covered_line

from conftest import DOCS, ROOT, SNIPPETS

CLAIMS = load_claims(SNIPPETS)
CHAPTERS = [p for p in english_pages(DOCS) if lint.is_chapter(p, DOCS, SNIPPETS)]


# --- the site as it is ------------------------------------------------------------------------


def test_every_claim_is_a_headline() -> None:
    found = [p for item in CLAIMS.values() for p in lint.headline_problems(item)]
    assert not found, f"{len(found)} problem(s)\n" + "\n".join(found)


def test_claims_read_at_a_glance_overall() -> None:
    """The issue's targets over the whole site: English median <= 20 words and 90th percentile <= 32; Chinese
    median <= 35 units and 90th percentile <= 55."""
    import statistics

    en = sorted(wording.en_words(c.en) for c in CLAIMS.values())
    zh = sorted(wording.zh_units(c.zh) for c in CLAIMS.values())
    p90 = lambda xs: xs[int(0.9 * len(xs)) - 1]  # noqa: E731
    assert statistics.median(en) <= 20 and p90(en) <= 32, (statistics.median(en), p90(en))
    assert statistics.median(zh) <= 35 and p90(zh) <= 55, (statistics.median(zh), p90(zh))


@pytest.mark.parametrize("page", CHAPTERS, ids=lambda p: p.relative_to(DOCS).as_posix())
def test_every_section_of_a_chapter_opens_with_its_answer(page: Path) -> None:
    found = lint.answer_first_problems(page) + lint.answer_first_problems(page.with_name(page.stem + ".zh.md"))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("page", english_pages(DOCS), ids=lambda p: p.relative_to(DOCS).as_posix())
def test_every_rule_states_its_everyday_exceptions_next_to_it(page: Path) -> None:
    found = lint.exception_problems(page, CLAIMS, SNIPPETS, DOCS)
    assert not found, "\n".join(found)


def _swap_two_fences(text: str) -> str | None:
    """The page with the first two different snippet fences of one section swapped (None if no section has two)."""
    for start, section in lint.sections(text):
        fences = list(SNIPPET_FENCE.finditer(section))
        pairs = [(a, b) for i, a in enumerate(fences) for b in fences[i + 1:] if a.group("body") != b.group("body")]
        if pairs:
            a, b = pairs[0]
            offset = text.index(section)
            swapped = section[: a.start()] + b.group(0) + section[a.end(): b.start()] + a.group(0) + section[b.end():]
            return text[:offset] + swapped + text[offset + len(section):]
    return None


@pytest.mark.parametrize("page", CHAPTERS, ids=lambda p: p.relative_to(DOCS).as_posix())
def test_two_fences_swapped_within_a_section_are_found_naming_the_page(page: Path, tmp_path: Path) -> None:
    """A claim is bound to the evidence right below it: swapping two fences of one section breaks the binding."""
    assert not lint.placement_problems(page, CLAIMS, SNIPPETS, DOCS)
    swapped = _swap_two_fences(page.read_text(encoding="utf-8"))
    if swapped is None:
        pytest.skip("no section shows two different snippets")
    docs = tmp_path / "docs"  # the same page, at the same place under another docs folder
    copy = docs / page.relative_to(DOCS)
    copy.parent.mkdir(parents=True)
    copy.write_text(swapped, encoding="utf-8")
    found = lint.placement_problems(copy, CLAIMS, SNIPPETS, docs)
    assert found and all(p.startswith(f"{copy}:") for p in found), found


# --- each rule fails where it should -----------------------------------------------------------


def test_words_and_units_are_counted_as_a_reader_reads_them() -> None:
    assert wording.en_words("`x.clone()` copies the data into [new memory](a.md#b).") == 7
    assert wording.en_words("It raises `RuntimeError: a leaf Variable that requires grad`.") == 3
    assert wording.zh_units("`clone()` 返回 float32 张量。") == 6  # 1 span, 返回, float32, 张量
    assert wording.harness_words("Each case of the catalogue was tried in every context.", "en") == [
        "case", "catalogue", "tried", "in every context"]
    assert wording.harness_words("Inside a `torch.no_grad()` context manager it does not.", "en") == []
    assert wording.harness_words("目录中的每个用例也都如此", "zh") == ["目录", "用例", "也都如此"]
    assert wording.harness_words("即使这样也是如此", "zh") == ["也是如此"]  # the same filler, one word fewer
    assert wording.harness_words("在上下文管理器中", "zh") == []


def _claim(tmp_path: Path, en: str, zh: str, *, over: str = "None", extra: str = "", snippet: str = "x = 1\n",
           more: str = "") -> dict[str, Claim]:
    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "s.py").write_text(snippet, encoding="utf-8")
    (folder / CLAIMS_FILE).write_text(
        "from tensorfacts.catalogue import contexts, ops, over, tensors\nfrom tensorfacts.claims import claim\n\n"
        f"@claim('demo.c', snippet='s.py', over={over}, en={en!r}, zh={zh!r}{extra})\ndef _(run):\n    return True\n"
        + more, encoding="utf-8")
    return load_claims(tmp_path / "snippets")


def test_a_long_sentence_or_a_harness_word_is_found_naming_its_file_and_line(tmp_path: Path) -> None:
    long = " ".join(["word"] * 46) + "."
    item = _claim(tmp_path, long, "短句。")["demo.c"]
    found = lint.headline_problems(item)
    assert len(found) == 1 and found[0].startswith(f"{tmp_path / 'snippets' / 'demo' / CLAIMS_FILE}:") and "46 words" in found[0]
    assert not lint.headline_problems(_claim(tmp_path, " ".join(["word"] * 45) + ".", "短句。")["demo.c"])
    zh_long = _claim(tmp_path, "Short.", "长" * 76 + "。")["demo.c"]
    assert "76 units" in lint.headline_problems(zh_long)[0]
    harness = _claim(tmp_path, "Each case of the catalogue holds.", "目录中的每个用例都成立。")["demo.c"]
    assert sum("harness's own words" in p for p in lint.headline_problems(harness)) == 2
    nested = _claim(tmp_path, "Short.", "克隆（即 `clone()` 的结果（新张量））成立。")["demo.c"]
    assert any("brackets inside brackets" in p for p in lint.headline_problems(nested))


def test_a_section_that_opens_with_code_or_prose_is_found_with_its_line(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    good = ("# T { #t }\n\n```snippet summary=\"At a glance\"\na/b.py\n```\n\n## A { #a }\n\n[[p.a]]\n\n```snippet\na/b.py\n```\n\n"
            "## B { #b }\n\n### C { #c }\n\n[[p.c]]\n")
    assert lint.answer_first_problems(page, good) == []
    code_first = good.replace("## A { #a }\n\n[[p.a]]\n\n```snippet\na/b.py\n```", "## A { #a }\n\n```snippet\na/b.py\n```\n\n[[p.a]]")
    assert [p.split(": ", 1)[0] for p in lint.answer_first_problems(page, code_first)] == [f"{page}:9"]
    prose_title = good.replace("# T { #t }\n\n", "# T { #t }\n\nSome words first.\n\n")
    assert [p.split(": ", 1)[0] for p in lint.answer_first_problems(page, prose_title)] == [f"{page}:3"]


def _page_with_fences(tmp_path: Path, body: str) -> tuple[Path, dict[str, Claim]]:
    docs, snippets = tmp_path / "docs", tmp_path / "snippets"
    (snippets / "p").mkdir(parents=True, exist_ok=True)
    docs.mkdir(exist_ok=True)
    for name in ("a.py", "b.py"):
        (snippets / "p" / name).write_text("x = 1\n", encoding="utf-8")
    (snippets / "p" / CLAIMS_FILE).write_text(
        "from tensorfacts.claims import claim\n\n"
        "@claim('p.a', snippet='a.py', en='`x` is 1.', zh='`x` 是 1。')\ndef _(run):\n    return True\n\n"
        "@claim('p.b', snippet='b.py', en='`x` is 1.', zh='`x` 是 1。')\ndef _(run):\n    return True\n",
        encoding="utf-8")
    page = docs / "p.md"
    page.write_text(f"# P {{ #p }}\n\n## A {{ #a }}\n\n{body}\n", encoding="utf-8")
    return page, load_claims(snippets)


def test_a_claim_is_bound_to_the_fence_right_below_it(tmp_path: Path) -> None:
    fence = "```snippet\np/{}\n```"
    right = f"[[p.a]]\n\n{fence.format('a.py')}\n\n[[p.b]]\n\n{fence.format('b.py')}"
    page, claims = _page_with_fences(tmp_path, right)
    assert lint.placement_problems(page, claims, tmp_path / "snippets", tmp_path / "docs") == []
    swapped = f"[[p.a]]\n\n{fence.format('b.py')}\n\n[[p.b]]\n\n{fence.format('a.py')}"
    page, claims = _page_with_fences(tmp_path, swapped)
    found = lint.placement_problems(page, claims, tmp_path / "snippets", tmp_path / "docs")
    assert [p.split(": ", 1)[0] for p in found] == [f"{page}:5", f"{page}:11"] and "bound to the fence of p/b.py" in found[0]
    last = f"{fence.format('a.py')}\n\n[[p.a]]"  # no fence below: the one above
    page, claims = _page_with_fences(tmp_path, last)
    assert lint.placement_problems(page, claims, tmp_path / "snippets", tmp_path / "docs") == []


EXPANDED_FILL = 'over(tensors("expanded"), ops("in-place", but=("t.fill_(1)",)))'


def _rule_page(tmp_path: Path, body: str, more: str = "") -> tuple[Path, dict[str, Claim]]:
    claims = _claim(tmp_path, "An in-place write to an expanded tensor raises.", "对扩展张量做原地写入会抛出错误。",
                    over=EXPANDED_FILL, snippet="import torch\ne = torch.zeros(4).expand(3, 4)\ne.fill_(1)\n", more=more)
    page = tmp_path / "docs" / "demo.md"
    page.parent.mkdir(exist_ok=True)
    page.write_text(body, encoding="utf-8")
    return page, claims


EXCEPTION = ("\n@claim('demo.fill', snippet='s.py', exception_to='demo.c', en='`e.fill_(1)` writes without error.',"
             " zh='`e.fill_(1)` 写入时不报错。')\ndef _(run):\n    return True\n")
FENCE = "```snippet\ndemo/s.py\n```"


def test_a_rule_leaving_out_an_everyday_case_needs_an_exception_next_to_it(tmp_path: Path) -> None:
    page, claims = _rule_page(tmp_path, f"# D {{ #d }}\n\n## A {{ #a }}\n\n[[demo.c]]\n\n{FENCE}\n")
    found = lint.exception_problems(page, claims, tmp_path / "snippets", tmp_path / "docs")
    assert [p.split(": ", 1)[0] for p in found] == [f"{page}:5"] and "leaves out `fill_`" in found[0]
    page, claims = _rule_page(tmp_path, f"# D {{ #d }}\n\n## A {{ #a }}\n\n[[demo.c]]\n\n[[demo.fill]]\n\n{FENCE}\n", EXCEPTION)
    assert lint.exception_problems(page, claims, tmp_path / "snippets", tmp_path / "docs") == []
    elsewhere = f"# D {{ #d }}\n\n## A {{ #a }}\n\n[[demo.c]]\n\n{FENCE}\n\n## B {{ #b }}\n\n[[demo.fill]]\n\n{FENCE}\n"
    page, claims = _rule_page(tmp_path, elsewhere, EXCEPTION)
    found = lint.exception_problems(page, claims, tmp_path / "snippets", tmp_path / "docs")
    assert len(found) == 1 and "not in its section" in found[0] and found[0].startswith(f"{page}:13")
    below = f"# D {{ #d }}\n\n## A {{ #a }}\n\n[[demo.c]]\n\n{FENCE}\n\n### A1 {{ #a1 }}\n\n[[demo.fill]]\n\n{FENCE}\n"
    page, claims = _rule_page(tmp_path, below, EXCEPTION)  # a subsection of the rule's section is next to it
    assert lint.exception_problems(page, claims, tmp_path / "snippets", tmp_path / "docs") == []


def test_an_exception_must_name_a_claim(tmp_path: Path) -> None:
    from tensorfacts.claims import ClaimError

    with pytest.raises(ClaimError, match="unknown claim"):
        _claim(tmp_path, "Short.", "短句。", extra=", exception_to='demo.nothing'")


# --- the line under a rule ---------------------------------------------------------------------


def test_the_checked_line_is_written_from_the_declaration_in_both_languages(tmp_path: Path) -> None:
    family = 'over(tensors("expanded"), ops("in-place", but=("t.fill_(1)",)), contexts("torch.no_grad()"))'
    item = _claim(tmp_path, "Short.", "短句。", over=family,
                  extra=", not_covered=(('meta tensors, which hold no values', 'meta 张量：没有值可比较'),)")["demo.c"]
    assert item.over is not None
    tensors, operations = len(item.over.tensors.items), len(item.over.ops.items)
    en = checked_line(item, "en", Checked(13, ("cpu",), "2.13.0"))
    assert en == f"Checked on {tensors * operations} cases: {tensors} tensors × {operations} operations × 1 setting · 13 releases · CPU"
    zh = checked_line(item, "zh", Checked(13, ("cpu",), "2.13.0"))
    assert zh == f"检查了 {tensors * operations} 种情形：{tensors} 种张量 × {operations} 种操作 × 1 种设置 · 13 个版本 · CPU"
    assert checked_line(item, "en", Checked(0, ("cpu",), "2.13.0")).endswith("· torch 2.13.0 · CPU")
    assert not_covered_line(item, "en") == "Not covered: `t.fill_(1)` · meta tensors, which hold no values"
    assert not_covered_line(item, "zh") == "未涵盖：`t.fill_(1)` · meta 张量：没有值可比较"
    plain = _claim(tmp_path, "Short.", "短句。")["demo.c"]
    assert checked_line(plain, "en", Checked(13, ("cpu",))) == "" and not_covered_line(plain, "en") == ""


def test_one_label_may_stand_for_several_left_out_items(tmp_path: Path) -> None:
    """A long Not covered line reads as a group ("the constant fills"); each item stays listed under Every case."""
    from tensorfacts.claims import ClaimError
    from tensorfacts.scope import cases_html

    family = 'over(tensors("expanded"), ops("in-place", but=("t.fill_(1)", "t.zero_()", "t.add_(1)")))'
    item = _claim(tmp_path, "Short.", "短句。", over=family,
                  extra=", not_covered=(('constant fills', '常数填充', ('t.fill_(1)', 't.zero_()')),)")["demo.c"]
    assert not_covered_line(item, "en") == "Not covered: `t.add_(1)` · constant fills"
    assert not_covered_line(item, "zh") == "未涵盖：`t.add_(1)` · 常数填充"
    assert item.over is not None and "<b>Not covered</b>: <code>t.fill&#95;(1)</code>" in cases_html(item.over, "en")
    with pytest.raises(ClaimError, match="does not leave out"):
        _claim(tmp_path, "Short.", "短句。", over=family, extra=", not_covered=(('muls', '乘法', ('t.mul_(2)',)),)")


def _html(item: Claim, language: str = "en", **kwargs: object) -> str:
    return claim_html(item, language, "2.13.0", ["cpu"], True, "m.html#record-x", how_href="checking/#worked-example",
                      **kwargs)  # type: ignore[arg-type]


def test_a_rule_shows_its_line_and_every_case_behind_a_button(tmp_path: Path) -> None:
    from bs4 import BeautifulSoup

    rule = _claim(tmp_path, "Short.", "短句。", over=EXPANDED_FILL)["demo.c"]
    soup = BeautifulSoup(_html(rule), "html.parser")
    scope = soup.select_one(".tf-claim > .tf-scope")
    assert scope is not None and scope.has_attr("data-search-exclude")
    assert scope.select_one(".tf-scope__checked").get_text().startswith("Checked on")
    button = scope.select_one("button.tf-scope__more")
    cases = scope.select_one(f"#{button['aria-controls']}")
    assert button["aria-expanded"] == "false" and cases.has_attr("hidden") and "expanded" in cases.get_text()
    assert scope.select_one(".tf-scope__uncovered").get_text() == "Not covered: t.fill_(1)"
    plain = _claim(tmp_path, "Short.", "短句。")["demo.c"]
    assert BeautifulSoup(_html(plain), "html.parser").select_one(".tf-scope") is None


def test_a_rule_cited_away_from_its_page_links_to_its_cases_there(tmp_path: Path) -> None:
    """The errata and the home page cite rules stated elsewhere: one link to the list, not a second copy of it."""
    from bs4 import BeautifulSoup

    rule = _claim(tmp_path, "Short.", "短句。", over=EXPANDED_FILL)["demo.c"]
    scope = BeautifulSoup(_html(rule, home_href="../copying/clone/#claim-demo.c"), "html.parser").select_one(".tf-scope")
    assert scope is not None and scope.select_one("button") is None and scope.select_one(".tf-scope__cases") is None
    link = scope.select_one("a.tf-scope__more")
    assert link is not None and link["href"] == "../copying/clone/#claim-demo.c" and link.get_text() == "Every case"


def test_the_popover_says_where_it_was_verified_in_plain_words_and_links_to_how(tmp_path: Path) -> None:
    from bs4 import BeautifulSoup

    records = load_records(ROOT / "records")
    item = CLAIMS["home.inplace-suffix"]
    for language, how, holds in (("en", "How claims are checked", "holds on 2.3–"), ("zh", "论断如何检查", "成立")):
        pop = BeautifulSoup(_html(item, language, records=records, snippets_root=SNIPPETS), "html.parser").select_one(".tf-pop")
        text = pop.get_text(" ")
        assert how in text and holds in text, text
        assert "cuda" not in text.lower(), "a CUDA record that does not speak of the claim is not listed"
        assert re.search(r"\b1 operations\b|Holds on since|在 自", text) is None
        assert [a["href"] for a in pop.select("a")] == ["checking/#worked-example", "m.html#record-x"]
        assert len(wording.readable_text(text).split()) <= 40 or language == "zh"


def test_an_exception_is_labelled_as_one(tmp_path: Path) -> None:
    claims = _claim(tmp_path, "A rule.", "一条规则。", over=EXPANDED_FILL, more=EXCEPTION)
    en, zh = _html(claims["demo.fill"]), _html(claims["demo.fill"], "zh")
    assert '<b class="tf-exception">Exception:</b> ' in en and '<b class="tf-exception">例外：</b>`e.fill_(1)`' in zh


def test_a_long_claim_fails_the_build_naming_the_page_line(mini_site: Callable[..., str]) -> None:
    long = " ".join(["word"] * 50)
    claims = (f"from tensorfacts.claims import claim\n\n@claim('demo.sum', snippet='sum.py', en='{long}.', zh='两个一之和为二。')\n"
              "def _(run):\n    return run['x'].sum().item() == 2\n")
    fence = "```snippet\ndemo/sum.py\n```"
    error = mini_site({"docs/index.md": f"# Demo {{ #demo }}\n\n[[demo.sum]]\n\n{fence}\n",
                       "docs/index.zh.md": f"# 演示 {{ #demo }}\n\n[[demo.sum]]\n\n{fence}\n",
                       "snippets/demo/sum.py": "import torch\nx = torch.ones(2)\n", "snippets/demo/_claims.py": claims})
    assert "docs/index.md:3" in error and "50 words" in error


def test_a_chapter_section_that_opens_with_code_fails_the_build(mini_site: Callable[..., str]) -> None:
    claims = ("from tensorfacts.claims import claim\n\n@claim('demo.sum', snippet='sum.py', en='`x.sum()` is 2.', "
              "zh='`x.sum()` 是 2。')\ndef _(run):\n    return run['x'].sum().item() == 2\n")
    fence = "```snippet\ndemo/sum.py\n```"
    body = "# Demo {{ #demo }}\n\n[[demo.sum]]\n\n{fence}\n\n## More {{ #more }}\n\n{fence}\n"
    files = {"docs/index.md": "# Home { #home }\n", "docs/index.zh.md": "# 首页 { #home }\n",
             "docs/demo.md": body.format(fence=fence), "docs/demo.zh.md": body.format(fence=fence),
             "snippets/demo/sum.py": "import torch\nx = torch.ones(2)\n", "snippets/demo/_claims.py": claims}
    error = mini_site(files)
    assert "docs/demo.md:11" in error and "opens with something other than its answer" in error


def test_two_claims_in_one_paragraph_are_found(tmp_path: Path) -> None:
    """Each claim is a paragraph of its own: two markers on neighbouring lines ran together in Chinese with a space."""
    page = tmp_path / "p.md"
    assert lint.claim_paragraph_problems(page, "# P\n\n[[p.a]]\n\n[[p.b]]\n\n- [[p.c]]\n") == []
    found = lint.claim_paragraph_problems(page, "# P\n\n[[p.a]]\n[[p.b]]\n")
    assert [p.split(": ", 1)[0] for p in found] == [f"{page}:3", f"{page}:4"]


@pytest.mark.parametrize("page", sorted(DOCS.rglob("*.md")), ids=lambda p: p.relative_to(DOCS).as_posix())
def test_every_claim_is_a_paragraph_of_its_own(page: Path) -> None:
    assert not lint.claim_paragraph_problems(page)
