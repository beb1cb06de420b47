"""Every claim's check can fail: fed perturbed evidence, it returns something other than True.

Perturbed evidence (:mod:`tensorfacts.perturb`): the runs of the other snippets of the page, and
the claim's own snippet with one operation swapped for its nearest neighbour.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tensorfacts.claims import load_claims
from tensorfacts.perturb import mutants, outcome, rule_survivors, survivors

from conftest import SNIPPETS


def test_every_check_returns_false_on_some_perturbed_evidence() -> None:
    found = survivors(list(load_claims(SNIPPETS).values()), "cpu")
    assert not found, "\n".join(found)


def test_every_rule_fails_on_the_cases_its_family_leaves_out() -> None:
    found = rule_survivors(list(load_claims(SNIPPETS).values()), "cpu")
    assert not found, "\n".join(found)


def _rule(tmp_path: Path, family: str, predicate: str) -> Path:
    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True)
    (folder / "e.py").write_text("import torch\ne = torch.zeros(4).expand(3, 4)\n", encoding="utf-8")
    (folder / "_claims.py").write_text(textwrap.dedent(f'''\
        from tensorfacts.catalogue import ops, over, tensors
        from tensorfacts.claims import claim
        from tensorfacts.evidence import raises

        @claim("demo.rule", snippet="e.py", over={family}, en="A rule.", zh="一条规则。")
        def _(run):
            return 0 in run["e"].stride() and run.each(lambda case: {predicate})
        '''), encoding="utf-8")
    return tmp_path / "snippets"


def test_a_rule_that_holds_on_every_case_of_the_catalogue_is_named(tmp_path: Path) -> None:
    claims = load_claims(_rule(tmp_path, 'over(tensors("expanded"), ops("in-place"))', "True"))
    found = rule_survivors(list(claims.values()), "cpu")
    assert len(found) == 1 and "'demo.rule'" in found[0] and "leaves out too" in found[0]


def test_a_rule_that_tells_its_cases_apart_survives_no_perturbation(tmp_path: Path) -> None:
    family = 'over(tensors(only=("expanded", "expanded and transposed")), ops("in-place", but=("t.fill_(1)", "t.zero_()")))'
    claims = load_claims(_rule(tmp_path, family, "raises(case.apply, RuntimeError)"))
    assert rule_survivors(list(claims.values()), "cpu") == []


def test_a_rule_whose_check_skips_its_cases_is_refused(tmp_path: Path) -> None:
    """A check that declares a family but never tries it cannot pass as a rule."""
    from tensorfacts.runner import check_claim

    snippets = _rule(tmp_path, 'over(tensors("expanded"), ops("in-place"))', "True")
    claims_file = snippets / "demo" / "_claims.py"
    claims_file.write_text(claims_file.read_text().replace(" and run.each(lambda case: True)", ""), encoding="utf-8")
    checked = check_claim(claims_file, "demo.rule", snippets / "demo" / "e.py", "cpu")
    assert checked.observed is None and "never calls run.each()" in checked.problem


def test_a_rule_reports_how_many_cases_it_tried_and_which_failed(tmp_path: Path) -> None:
    from tensorfacts.runner import check_claim

    family = 'over(tensors(only=("expanded", "expanded and transposed")), ops("in-place"))'
    snippets = _rule(tmp_path, family, "raises(case.apply, RuntimeError)")
    checked = check_claim(snippets / "demo" / "_claims.py", "demo.rule", snippets / "demo" / "e.py", "cpu")
    assert checked.observed is False and checked.cases == 16
    assert sorted(f.split(" (")[0] for f in checked.failed) == [
        "expanded and transposed × t.fill_(1)", "expanded and transposed × t.zero_()",
        "expanded × t.fill_(1)", "expanded × t.zero_()",
    ]


def _page(tmp_path: Path, check: str) -> Path:
    folder = tmp_path / "snippets" / "demo"
    folder.mkdir(parents=True)
    (folder / "clone.py").write_text("import torch\na = torch.ones(3)\nb = a.clone()\nb[0] = 5\nprint(a)\n", encoding="utf-8")
    (folder / "sum.py").write_text("import torch\nx = torch.ones(2)\nprint(x.sum())\n", encoding="utf-8")
    (folder / "_claims.py").write_text(textwrap.dedent(f'''\
        from tensorfacts.claims import claim
        from tensorfacts.evidence import shares_storage

        @claim("demo.copies", snippet="clone.py", en="`clone()` copies.", zh="`clone()` 会复制。")
        def _(run):
            return {check}
        '''), encoding="utf-8")
    return tmp_path / "snippets"


def test_a_check_that_always_returns_true_is_named(tmp_path: Path) -> None:
    claims = load_claims(_page(tmp_path, "True"))
    found = survivors(list(claims.values()), "cpu")
    assert len(found) == 1 and "'demo.copies'" in found[0] and "clone.py with clone() -> view" in found[0]


def test_a_real_check_fails_on_the_swapped_operation(tmp_path: Path) -> None:
    """`clone()` swapped for a view: the storage is shared, so the check must say False."""
    claims = load_claims(_page(tmp_path, 'not shares_storage(run["a"], run["b"]) and run["a"][0].item() == 1'))
    item = claims["demo.copies"]
    swapped = [m for m in mutants(item.snippet) if "clone() -> view" in m.label]
    assert swapped and outcome(item, swapped[0], "cpu") is False
    assert survivors([item], "cpu") == []


def test_a_check_that_only_reads_a_shared_word_is_named(tmp_path: Path) -> None:
    """'tensor' is printed by the snippet, its mutant and its neighbour alike."""
    claims = load_claims(_page(tmp_path, '"tensor" in run.output'))
    assert len(survivors(list(claims.values()), "cpu")) == 1
