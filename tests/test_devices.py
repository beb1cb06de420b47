"""Claims only another device can verify (a CUDA fact on a CPU build): shown awaiting a record of that device, and
verified by such a record alone, never by a stand-in. The records here are built by hand, not by a run."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from bs4 import BeautifulSoup

from tensorfacts.claims import devices_away, load_claims
from tensorfacts.lint import home_page
from tensorfacts.marks import claim_html
from tensorfacts.plugin import Rendering, recorded_outputs
from tensorfacts.records import load_records, recorded_on
from tensorfacts.runner import source_digest
from tensorfacts.verify import page_problems

from conftest import DOCS, ROOT, SNIPPETS, BuiltSite

CLAIMS = load_claims(SNIPPETS)
CUDA_ONLY = sorted(i for i, item in CLAIMS.items() if devices_away(item, ["cpu"]) == ("cuda",))
ITEM = CLAIMS["devices.non-blocking-pinned"]
RELATIVE = ITEM.snippet.relative_to(SNIPPETS.resolve()).as_posix()


def hand_made_record(folder: Path, *, check: str = "", verdict: str = "verified", output: str = "made by hand\n") -> Path:
    """A CUDA record of one claim, written as ``verify --record`` would write it, for a release no build has."""
    data: dict[str, Any] = {
        "format": 2, "torch": {"version": "2.99.0+cu999", "git": "", "cuda": "99.9"}, "python": "3.11.0",
        "numpy": "2.0.0", "packages": {}, "platform": "made by hand", "device": {"type": "cuda", "name": "A GPU made by hand"},
        "date": "2026-11-27T00:00:00+00:00",
        "claims": {ITEM.id: {"verdict": verdict, "expected": True, "observed": verdict == "verified", "range": "",
                             "check": check or ITEM.digest, "snippet": RELATIVE}},
        "snippets": {RELATIVE: {"source": source_digest(ITEM.snippet), "output": output, "digest": ""}},
    }
    path = folder / "2.99.0+cu999" / "cuda.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def mark(records: list[Any]) -> Any:
    html = claim_html(ITEM, "en", "2.13.0", [], True, records=records, snippets_root=SNIPPETS, away=("cuda",))
    return BeautifulSoup(html, "html.parser").select_one(".tf-mark")


def test_the_devices_page_declares_cuda_only_claims() -> None:
    assert len(CUDA_ONLY) >= 6, CUDA_ONLY
    assert devices_away(CLAIMS["devices.to-other-device"], ["cpu"]) == ()  # a CPU claim runs here
    assert devices_away(ITEM, ["cpu", "cuda"]) == ()  # on a GPU build it runs like any other


def test_without_a_record_a_cuda_claim_awaits_one() -> None:
    found = mark([])
    assert "tf-mark--awaiting" in found["class"] and "tf-mark--holds" not in found["class"]
    assert found.button.get_text() == "○CUDA"
    assert found.select_one(".tf-pop").get_text().startswith("Awaiting a record on CUDA")


def test_a_hand_made_cuda_record_turns_it_verified(tmp_path: Path) -> None:
    records = load_records(tmp_path if hand_made_record(tmp_path) else tmp_path)
    found = mark(records)
    assert "tf-mark--recorded" in found["class"], found
    assert found.button.get_text() == "✓CUDA"
    assert "2.99.0+cu999 · A GPU made by hand" in found.select_one(".tf-pop").get_text()
    # its snippet shows what the record says it printed, marked as recorded; nothing ran
    shown = recorded_outputs(ITEM.snippet, RELATIVE, False, Rendering(language="en", records=records))
    assert "made by hand" in shown and "torch 2.99.0 · cuda · recorded" in shown


def test_a_stale_or_failed_record_leaves_it_awaiting(tmp_path: Path) -> None:
    stale = load_records(tmp_path / "a" if hand_made_record(tmp_path / "a", check="0" * 64) else tmp_path)
    failed = load_records(tmp_path / "b" if hand_made_record(tmp_path / "b", verdict="failed") else tmp_path)
    assert recorded_on(stale, ITEM, ("cuda",), SNIPPETS) == [] and recorded_on(failed, ITEM, ("cuda",), SNIPPETS) == []
    assert "tf-mark--awaiting" in mark(stale)["class"] and "tf-mark--awaiting" in mark(failed)["class"]
    # a record of another device does not stand in
    assert "tf-mark--awaiting" in mark([r for r in load_records(ROOT / "records") if r.device == "cpu"])["class"]


def test_a_cuda_snippet_without_a_record_says_so() -> None:
    shown = recorded_outputs(ITEM.snippet, RELATIVE, False, Rendering(language="zh", records=[]))
    assert "等待 CUDA 上的记录" in shown and "tf-provenance" not in shown


def test_the_build_accepts_a_claim_awaiting_its_device_and_refuses_an_unknown_one() -> None:
    text = "[[devices.non-blocking-pinned]]\n\n[[devices.no-such-claim]]\n"
    problems = page_problems(text, "docs/x.md", SNIPPETS, CLAIMS, ["cpu"])
    assert len(problems) == 1 and problems[0].startswith("docs/x.md:3: unknown claim id 'devices.no-such-claim'"), problems


def test_the_built_site_shows_each_cuda_claim_as_its_records_say(site: BuiltSite) -> None:
    """On the built pages (both languages): ✓ CUDA where records/ holds a fresh CUDA record of the claim, ○ CUDA
    otherwise; the verification page counts them apart with the same numbers."""
    records = load_records(ROOT / "records")
    verified = {i for i in CUDA_ONLY if recorded_on(records, CLAIMS[i], ("cuda",), SNIPPETS)}
    for prefix, words in (("", "verified from a record made on it"), ("zh/", "已根据在该设备上生成的记录验证")):
        for claim_id in CUDA_ONLY:
            page = home_page(CLAIMS[claim_id], SNIPPETS, DOCS).relative_to(DOCS).with_suffix("")  # devices, copying/copy
            soup = BeautifulSoup((site.path / prefix / page / "index.html").read_text(encoding="utf-8"), "html.parser")
            found = soup.select_one(f'[data-claim="{claim_id}"] .tf-mark')
            expected = "tf-mark--recorded" if claim_id in verified else "tf-mark--awaiting"
            assert expected in found["class"], (prefix, claim_id, found["class"])
        index = BeautifulSoup((site.path / prefix / "verification" / "index.html").read_text(encoding="utf-8"), "html.parser")
        line = next(p.get_text() for p in index.select("#other-devices ~ p") if words in p.get_text())
        total = sum(1 for item in CLAIMS.values() if devices_away(item, ["cpu"]))
        assert [int(n) for n in re.findall(r"\d+", line)] == [total, len(verified), total - len(verified)], line
