"""The docstring audit: every statement of the audited functions' docstrings, on every kept release, classified.

``records/<torch>/docstrings.json`` keeps each release's docstrings (``python -m tensorfacts docstrings --record
records``); ``audit/statements.toml`` classifies their statements (:mod:`tensorfacts.audit`).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.version import Version

from tensorfacts import audit, docstrings
from tensorfacts.claims import load_claims
from tensorfacts.pages import english_pages, is_errata, scan
from tensorfacts.records import load_records

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "records"
CLAIMS = load_claims(ROOT / "snippets")
ERRATA = {ref.target for page in english_pages(ROOT / "docs") if is_errata(page.relative_to(ROOT / "docs").as_posix())
          for ref in scan(page).claims} | set(
    re.findall(r"^([a-z][\w-]*\.[\w.-]+)$", (ROOT / "docs" / "errata.md").read_text(encoding="utf-8"), re.MULTILINE))
"""The claims the errata pages state (a contradicted statement's claim is one of them)."""


def kept() -> dict[str, dict]:
    return docstrings.load(RECORDS)


def test_every_release_with_a_record_keeps_its_docstrings() -> None:
    """Each release with a CPU record keeps the docstrings of the audited functions (made with its record)."""
    recorded = {str(r.version) for r in load_records(RECORDS) if r.device == "cpu"}
    missing = sorted(recorded - set(kept()), key=Version)
    assert not missing, f"releases without records/<torch>/docstrings.json: {missing} (python -m tensorfacts docstrings --record records)"


def test_every_statement_of_every_kept_release_is_classified() -> None:
    problems = audit.problems(audit.load_all(ROOT), kept(), audit.audited_functions(ROOT),
                              CLAIMS, ERRATA, audit.STATEMENTS_FILE.parent / audit.STATEMENTS_GLOB)
    assert not problems, "\n".join(problems)


def test_every_kept_docstring_is_the_text_its_digest_names() -> None:
    for release, functions in kept().items():
        for name, entry in functions.items():
            if entry is not None:
                assert docstrings.digest(entry["text"]) == entry["digest"], f"{release} {name}"
                assert entry["statements"] == docstrings.statements(entry["text"]), f"{release} {name}: re-split differs"


# --- the checks can fail ------------------------------------------------------------------------

DOC = '''f(x, *, k=1) -> Tensor

Returns a copy of :attr:`x`. It is new.
Otherwise (e.g., a view), it is dense.

Args:
    x (Tensor): the input tensor. Default: ``None``.

Example::

    >>> f(torch.ones(2))
    tensor([1., 1.])
'''


def test_a_docstring_splits_into_its_statements() -> None:
    assert docstrings.statements(DOC) == [
        "f(x, *, k=1) -> Tensor", "Returns a copy of :attr:`x`.", "It is new.", "Otherwise (e.g., a view), it is dense.",
        "x (Tensor): the input tensor. Default: ``None``.",
    ]


def _entries(tmp_path: Path, text: str) -> list[audit.Entry]:
    path = tmp_path / "statements.toml"
    path.write_text(text, encoding="utf-8")
    return audit.load_entries(path)


KEPT = {"2.3.1": {"torch.f": {"statements": ["It is new.", "It is old."]}},
        "2.7.1": {"torch.f": {"statements": ["It is new."]}}}


def test_an_unclassified_statement_an_unknown_claim_and_an_unused_entry_are_found(tmp_path: Path) -> None:
    entries = _entries(tmp_path, '[[statement]]\ntext = "It is new."\nverdict = "confirmed"\nclaim = "no.such-claim"\n\n'
                                 '[[statement]]\ntext = "It was never said."\nverdict = "unchecked"\nreason = "advice"\n')
    found = "\n".join(audit.problems(entries, KEPT, ["torch.f"], CLAIMS, ERRATA))
    assert "torch 2.3.1, torch.f: statement not classified: 'It is old.'" in found
    assert "unknown claim 'no.such-claim'" in found
    assert "classifies no statement of a kept release: 'It was never said.'" in found


def test_a_contradiction_needs_an_erratum_holding_on_that_release(tmp_path: Path) -> None:
    old, chapter = "errata.new-tensor-doc-disagrees", "clone.new-memory"  # (holds before 2.7; a chapter's claim)
    entries = _entries(tmp_path, f'[[statement]]\ntext = "It is new."\nverdict = "contradicted"\nclaim = "{old}"\n\n'
                                 f'[[statement]]\ntext = "It is old."\nverdict = "contradicted"\nclaim = "{chapter}"\n')
    found = "\n".join(audit.problems(entries, KEPT, ["torch.f"], CLAIMS, ERRATA))
    assert f"claim '{old}' does not hold on torch 2.7.1" in found
    assert f"contradicted by '{chapter}', which no errata page states" in found


def test_a_statement_classified_twice_or_without_a_reason_is_refused(tmp_path: Path) -> None:
    entries = _entries(tmp_path, '[[statement]]\ntext = "It is new."\nverdict = "unchecked"\nreason = "advice"\n\n'
                                 '[[statement]]\ntext = "It is new."\nverdict = "unchecked"\nreason = "reference"\n')
    assert "2 entries classify 'It is new.'" in "\n".join(audit.problems(entries, KEPT, ["torch.f"], CLAIMS, ERRATA))
    with pytest.raises(ValueError, match=r"statements.toml:1: a statement not checkable here gives a reason"):
        _entries(tmp_path, '[[statement]]\ntext = "It is new."\nverdict = "unchecked"\nreason = "because"\n')


def test_the_audit_page_links_each_verdict_to_its_claim() -> None:
    entries = audit.load_all(ROOT)
    body = audit.audit_markdown(entries, kept(), audit.audited_functions(ROOT), "en", lambda i: f"#claim-{i}")
    assert "## `torch.frombuffer` { #torch-frombuffer }" in body
    assert 'href="#claim-errata.frombuffer-mmap-crashes">✗ contradicted</a>' in body
    assert "“Views cannot be detached in-place.”" in body
    zh = audit.audit_markdown(entries, kept(), audit.audited_functions(ROOT), "zh", lambda i: f"#claim-{i}")
    assert "与行为不符" in zh and "此处无法检查：" in zh
