"""Every claim's check can fail: fed perturbed evidence, it returns something other than True.

Perturbed evidence (:mod:`tensorfacts.perturb`): the runs of the other snippets of the page, and
the claim's own snippet with one operation swapped for its nearest neighbour.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tensorfacts.claims import load_claims
from tensorfacts.perturb import mutants, outcome, survivors

from conftest import SNIPPETS


def test_every_check_returns_false_on_some_perturbed_evidence() -> None:
    found = survivors(list(load_claims(SNIPPETS).values()), "cpu")
    assert not found, "\n".join(found)


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
