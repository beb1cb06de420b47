"""Errors that say what to do (issue 32): each names the file and line, the part that failed and the fix."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from tensorfacts.pages import parity_problems
from tensorfacts.verify import main, page_problems

from test_failures import CLAIMS, FENCE, GOOD_SNIPPET, page

RULE_LIKE = '''\
from tensorfacts.claims import claim

@claim("demo.sum", snippet="sum.py", en="The sum is 2 and x has two items.", zh="和为 2，x 有两个元素。")
def _(run):
    x = run["x"]
    return x.numel() == 2 and x.sum().item() == 3 and x.dtype.is_floating_point
'''


def test_a_false_check_names_its_failing_clause_and_line(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(f"[[demo.sum]]\n\n{FENCE}"), "snippets/demo/sum.py": GOOD_SNIPPET,
                       "snippets/demo/_claims.py": RULE_LIKE})
    assert "the clause that was False: " in error and "demo/_claims.py:6: x.sum().item() == 3" in error, error
    assert "fix the sentence or the check" in error


def test_every_failing_claim_of_a_build_is_reported_at_once(mini_site: Callable[..., str]) -> None:
    other = CLAIMS.replace("demo.sum", "demo.other").replace("{value}", "5")
    files = {"docs/index.md": f"# Demo {{ #demo }}\n\n[[demo.sum]]\n\n{FENCE}\n",
             "docs/index.zh.md": f"# 演示 {{ #demo }}\n\n[[demo.sum]]\n\n{FENCE}\n",
             "docs/more.md": f"# More {{ #more }}\n\n[[demo.other]]\n\n{FENCE}\n",
             "docs/more.zh.md": f"# 更多 {{ #more }}\n\n[[demo.other]]\n\n{FENCE}\n",
             "snippets/demo/sum.py": GOOD_SNIPPET,
             "snippets/demo/_claims.py": CLAIMS.replace("{value}", "3") + "\n\n" + other.split("\n", 1)[1]}
    error = mini_site(files)
    assert "'demo.sum'" in error and "'demo.other'" in error and "2 problem(s) in 2 page(s)" in error, error


def test_an_unknown_claim_id_suggests_the_closest(tmp_path: Path) -> None:
    folder = tmp_path / "demo"
    folder.mkdir()
    (folder / "sum.py").write_text(GOOD_SNIPPET, encoding="utf-8")
    (folder / "_claims.py").write_text(CLAIMS.replace("{value}", "2"), encoding="utf-8")
    from tensorfacts.claims import load_claims

    claims = load_claims(tmp_path)
    found = page_problems("# T\n\n[[demo.summ]]\n\n```snippet\ndemo/sums.py\n```\n", "docs/x.md", tmp_path, claims, ["cpu"])
    assert "docs/x.md:3: unknown claim id 'demo.summ'; did you mean 'demo.sum'?" in found
    assert any("snippet 'demo/sums.py' not found" in p and "did you mean 'demo/sum.py'?" in p for p in found), found


def test_an_undeclared_exception_suggests_its_raises_line(mini_site: Callable[..., str]) -> None:
    error = mini_site({**page(FENCE), "snippets/demo/sum.py": "import torch\nx = torch.ones(2)\nx.item()\n"})
    assert "declare it on a line of its own: '# raises: RuntimeError'" in error, error


def test_a_claim_missing_from_the_translation_is_named_with_its_page_and_line(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# A { #a }\n\nText.\n\n[[demo.one]]\n\n[[demo.two]]\n", encoding="utf-8")
    (tmp_path / "a.zh.md").write_text("# 甲 { #a }\n\n文字。\n\n[[demo.one]]\n", encoding="utf-8")
    found = parity_problems(tmp_path / "a.md")
    assert found == [f"{tmp_path / 'a.zh.md'}:5: claim 'demo.two' of {tmp_path / 'a.md'}:7 is missing here "
                     "(the two languages show the same claims, in the same order)"], found


def test_a_page_without_its_translation_fails_the_strict_build(mini_site: Callable[..., str]) -> None:
    error = mini_site({"docs/index.md": "# Demo { #demo }\n\nText.\n"})
    assert "docs/index.md:1: no Chinese translation: write docs/index.zh.md" in error, error


def test_a_claims_file_without_a_chinese_sentence_is_one_line_without_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True)
    (folder / "sum.py").write_text(GOOD_SNIPPET, encoding="utf-8")
    (folder / "_claims.py").write_text(
        'from tensorfacts.claims import claim\n\n@claim("demo.sum", snippet="sum.py", en="Two.")\n'
        "def _(run):\n    return True\n", encoding="utf-8")
    (tmp_path / "docs").mkdir()
    monkeypatch.chdir(tmp_path)
    assert main(["check"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert "_claims.py:3: could not load claims: TypeError" in err and "add zh=" in err, err
