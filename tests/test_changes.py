"""What changed, release by release (tensorfacts.changes): read from the records alone, a section per release."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from packaging.version import Version

from tensorfacts.changes import boundaries, changes_markdown, cited, docstring_changes
from tensorfacts.claims import load_claims
from tensorfacts.records import Record, load_records

from conftest import BuiltSite, ROOT, SNIPPETS, built_page

pytestmark = pytest.mark.xdist_group("built-pages")  # one worker: each built page parsed once (conftest.built_page)

CLAIMS = load_claims(SNIPPETS)
RECORDS = load_records(ROOT / "records")


def newest() -> Record:
    return max((r for r in RECORDS if r.device == "cpu"), key=lambda r: r.version)


def made_up_release(flip: str, snippet: str, line: str) -> Record:
    """A record of a release after the newest: the newest's record with one claim's verdict turned and one
    line added to one snippet's output (as a new release's ``verify --record`` would write it)."""
    data = copy.deepcopy(newest().data)
    data["torch"]["version"] = "2.99.0+cpu"
    entry = data["claims"][flip]
    entry["observed"] = not entry["observed"]
    data["snippets"][snippet]["output"] += line + "\n"
    return Record(Path("records/2.99.0+cpu/cpu.json"), data)


def render(found: list) -> str:  # type: ignore[type-arg]
    return changes_markdown(found, "en", lambda i: f"#claim-{i}", lambda item: item.en, lambda s: ("page/", "Page"))


def test_a_new_release_record_adds_its_section_with_no_edit() -> None:
    claim = "clone.new-memory"
    snippet = CLAIMS[claim].snippet.relative_to(SNIPPETS).as_posix()
    found = boundaries([*RECORDS, made_up_release(claim, snippet, "a line only 2.99 prints")], list(CLAIMS.values()), SNIPPETS)
    last = found[-1]
    assert (last.release, last.before.version) == ("2.99", newest().version)
    assert [f.claim.id for f in last.flips] == [claim]
    assert [(c.snippet, c.lines()) for c in last.outputs] == [(snippet, ["+a line only 2.99 prints"])]
    text = render(found)
    assert "## 2.99 { #torch-2-99 }" in text and '<a href="#torch-2-99">2.99</a>' in text
    assert text.index("## 2.99") < text.index(f"## {found[-2].release} ")  # newest first
    assert "#claim-clone.new-memory" in text and "+a line only 2.99 prints" in text


def test_without_the_new_record_nothing_of_it_shows() -> None:
    """The same check on today's records: no 2.99 (the test above would pass on any page that names 2.99 otherwise)."""
    text = render(boundaries(RECORDS, list(CLAIMS.values()), SNIPPETS))
    assert "2.99" not in text


def test_a_line_that_only_names_the_release_is_no_change() -> None:
    snippet = "index/environment.py"
    record = made_up_release("clone.new-memory", snippet, "torch: 2.99.0+cpu")
    last = boundaries([*RECORDS, record], list(CLAIMS.values()), SNIPPETS)[-1]
    assert snippet not in [c.snippet for c in last.outputs]
    last = boundaries([*RECORDS, made_up_release("clone.new-memory", snippet, "numpy: 9")], list(CLAIMS.values()), SNIPPETS)[-1]
    assert snippet in [c.snippet for c in last.outputs]


def test_cited_reads_the_pull_requests_a_sentence_links() -> None:
    numbers = {c.id: {u.rsplit("/", 1)[1] for u in cited(c)} for c in CLAIMS.values()}
    assert "144270" in numbers["errata.copy-advice-old"]
    for item in CLAIMS.values():  # every "pytorch/pytorch#N" a sentence shows is cited, and nothing else
        assert numbers[item.id] == set(re.findall(r"pytorch/pytorch#(\d+)", item.en)), item.id


def test_every_range_boundary_is_listed_at_its_release_in_both_languages(site: BuiltSite) -> None:
    """Each claim whose range starts or ends between two recorded releases is in that release's section (the
    records verify both sides of a range, so its verdict changes exactly there); every release after the first
    has its section."""
    ordered = sorted({Version(r.version.public) for r in RECORDS if r.device == "cpu"})
    expected = {f"{v.major}.{v.minor}": {c.id for c in CLAIMS.values() if str(c.torch) and c.holds_on(str(a)) != c.holds_on(str(v))
                                         and not c.needs}
                for a, v in zip(ordered, ordered[1:])}
    assert any(expected.values())
    for folder in ("changes", "zh/changes"):
        soup = built_page(site.path / folder / "index.html")
        for release, ids in expected.items():
            heading = soup.find("h2", id="torch-" + release.replace(".", "-"))
            assert heading is not None, f"{folder}: no section for {release}"
            listed = set()
            for node in heading.find_next_siblings():
                if node.name == "h2":
                    break
                listed |= {re.sub(r".*#claim-", "", a["href"]) for a in node.select('a[href*="#claim-"]')}
            assert ids <= listed, f"{folder} {release}: missing {ids - listed}"


def test_a_changed_docstring_shows_with_the_statements_it_gained_and_lost() -> None:
    """Docstrings kept beside the records (tensorfacts.docstrings): a digest that differs between two neighbouring
    releases shows its function under that release, with how many statements only one of them has, linking to its
    audit (which lists them); an equal one does not."""
    found = boundaries(RECORDS, list(CLAIMS.values()), SNIPPETS)
    first, second = str(found[0].before.version), str(found[0].after.version)
    old = {"digest": "a", "statements": ["It is kept.", "It is old."]}
    kept = {first: {"torch.f": old, "torch.g": old}, second: {"torch.f": {"digest": "b", "statements": ["It is kept.", "It is new."]},
                                                            "torch.g": old}}
    changed = docstring_changes(found, kept)
    assert [c.function for c in changed[0].docstrings] == ["torch.f"]
    assert changed[0].docstrings[0].lines() == ["- It is old.", "+ It is new."]
    assert all(not b.docstrings for b in changed[1:])
    text = changes_markdown(changed, "en", lambda i: f"#claim-{i}", lambda item: item.en, lambda s: ("page/", "Page"),
                            lambda name: f"audit/#{name}")
    assert f"-docstrings }}" in text and "<code>torch.f</code>: 1 statement(s) gone, 1 new" in text and "audit/#torch.f" in text
