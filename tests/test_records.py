"""The committed records: well-formed, one per release and device, and in agreement with every claim's range."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from packaging.version import Version

from tensorfacts.claims import load_claims
from tensorfacts.records import flipped, load_records
from tensorfacts.verify import make_record, record_path, write_record

from conftest import ROOT, SNIPPETS

RECORDS = load_records(ROOT / "records")
CLAIMS = load_claims(SNIPPETS)


def test_records_cover_every_minor_release_from_2_3() -> None:
    minors = {(r.version.major, r.version.minor) for r in RECORDS}
    newest = max(minors)
    assert all((2, m) in minors for m in range(3, newest[1] + 1)), sorted(minors)


@pytest.mark.parametrize("record", RECORDS, ids=[f"{r.label}-{r.device}" for r in RECORDS])
def test_record_agrees_with_the_claim_ranges(record) -> None:  # type: ignore[no-untyped-def]
    """Where a record observed a claim, it held exactly on the releases the claim's range names."""
    wrong = []
    for claim_id, entry in record.data["claims"].items():
        item = CLAIMS.get(claim_id)
        if item is None or entry.get("observed") is None:
            continue
        if entry["observed"] != item.holds_on(str(record.version)):
            wrong.append(f"{claim_id} (range {str(item.torch) or 'all'!r}, observed {entry['observed']})")
    assert not wrong, f"{record.path}: " + "; ".join(wrong)


def test_every_range_boundary_is_verified_on_both_sides() -> None:
    for item in CLAIMS.values():
        if str(item.torch):
            sides = {r.observed(item.id) for r in RECORDS} - {None}
            assert sides == {True, False}, f"{item.defined_at}: {item.id} range {item.torch} not seen on both sides"


def test_at_least_one_claim_changes_between_releases() -> None:
    assert any(flipped(RECORDS, claim_id) for claim_id in CLAIMS)


def test_a_record_is_written_atomically_to_its_own_file(tmp_path: Path) -> None:
    from tensorfacts.verify import verify_all

    verdicts = verify_all(SNIPPETS, ["cpu"], only="home.")
    record = make_record(verdicts, "cpu", SNIPPETS)
    other = json.loads(json.dumps(record))
    other["torch"]["version"] = "2.6.0+cu124"
    first = write_record(record, tmp_path)
    second = write_record(other, tmp_path)
    assert first != second and first.is_file() and second.is_file()
    assert json.loads(first.read_text())["claims"]["home.inplace-suffix"]["verdict"] == "verified"
    assert record_path(tmp_path, "2.6.0+cu124", "cpu") == second
    assert not list(tmp_path.rglob("*.tmp")) and Version(record["torch"]["version"].split("+")[0])
