"""Pending, not failing: a new page's claim passes an author's ``nox -s tests`` with only the build's release recorded,
is shown pending on the other releases, and fails CI's strict mode (``TENSORFACTS_STRICT_RECORDS=1``, set by
``.ci/run``) until recorded; ``verify --record records --pending`` records just what is pending."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import torch

from tensorfacts.claims import load_claims
from tensorfacts.marks import claim_html
from tensorfacts.records import STRICT_ENV, Record, load_records, pending_on
from tensorfacts.verify import record_path

from conftest import ROOT

NEW_SNIPPET = "import torch\n\nsource = torch.ones(2)\ncopy = source.clone()\nprint(copy.data_ptr() != source.data_ptr())\n"
NEW_CLAIMS = (
    "from tensorfacts.claims import claim\n\n\n"
    '@claim("newpage.clone-own-storage", snippet="demo.py", en="`clone()` returns a tensor with storage of its own.",\n'
    '       zh="`clone()` 返回的张量有自己的存储。")\n'
    "def _(run):\n    return run['copy'].data_ptr() != run['source'].data_ptr()\n"
)


def project_with_a_new_page(tmp_path: Path) -> Path:
    """A copy of the project's tests, snippets, records and noxfile, plus a new snippet folder with one claim."""
    for name in ("tests", "snippets", "records"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "noxfile.py", tmp_path / "noxfile.py")
    (tmp_path / "docs").mkdir()
    folder = tmp_path / "snippets" / "newpage"
    folder.mkdir()
    (folder / "demo.py").write_text(NEW_SNIPPET, encoding="utf-8")
    (folder / "_claims.py").write_text(NEW_CLAIMS, encoding="utf-8")
    return tmp_path


def records_tests(project: Path, strict: bool, select: str = "todays_snippets") -> subprocess.CompletedProcess[str]:
    """The project copy's records tests, as ``nox -s tests`` runs them (``strict``: as ``.ci/run`` does)."""
    env = {k: v for k, v in os.environ.items() if k != STRICT_ENV and not k.startswith("PYTEST_XDIST")}
    if strict:
        env[STRICT_ENV] = "1"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "tests/test_records.py", "-q", "-rs", "-p", "no:cacheprovider", "-p", "no:xdist",
         "-k", select],
        cwd=project, env=env, capture_output=True, text=True, timeout=240,
    )


def test_a_new_claim_is_pending_for_an_author_and_fails_ci_until_recorded(tmp_path: Path) -> None:
    project = project_with_a_new_page(tmp_path)
    author = records_tests(project, strict=False)
    assert author.returncode == 0, author.stdout[-3000:]
    assert "pending on torch 2.3.1 (1 claim(s), 1 snippet(s))" in author.stdout, author.stdout[-3000:]

    ci = records_tests(project, strict=True)
    assert ci.returncode == 1, ci.stdout[-3000:]
    assert "snippets/newpage/_claims.py:4: claim 'newpage.clone-own-storage' is new since records/2.3.1+cu121/cpu.json" in ci.stdout
    assert "nox -s verify-2.3 -- --pending" in ci.stdout

    before = json.loads(record_path(project / "records", torch.__version__, "cpu").read_text(encoding="utf-8"))
    recorded = subprocess.run(
        [sys.executable, "-m", "tensorfacts", "verify", "--record", "records", "--pending"],
        cwd=project, capture_output=True, text=True, timeout=240,
        env={k: v for k, v in os.environ.items() if k != "TENSORFACTS_DEVICES"} | {"TENSORFACTS_DEVICES": "cpu"},
    )
    assert recorded.returncode == 0, recorded.stderr[-3000:]
    assert "newpage.clone-own-storage  cpu  ok" in recorded.stdout and recorded.stdout.count("  ok") == 1, recorded.stdout
    after = json.loads(record_path(project / "records", torch.__version__, "cpu").read_text(encoding="utf-8"))
    assert set(after["claims"]) - set(before["claims"]) == {"newpage.clone-own-storage"}
    assert set(after["snippets"]) - set(before["snippets"]) == {"newpage/demo.py"}
    assert {k: v for k, v in after["claims"].items() if k in before["claims"]} == before["claims"]
    assert {k: v for k, v in after["snippets"].items() if k in before["snippets"]} == before["snippets"]

    version = torch.__version__.split("+")[0]
    now = records_tests(project, strict=True, select=f"todays_snippets and ({version} or 2.6.0)")
    assert now.returncode == 1 and f"test_record_was_made_from_todays_snippets_and_checks[{version}-cpu] PASSED" not in now.stdout
    assert "1 failed, 1 passed" in now.stdout, now.stdout[-3000:]


def test_a_pending_claim_is_shown_pending_never_verified(tmp_path: Path) -> None:
    project = project_with_a_new_page(tmp_path)
    root = project / "snippets"
    item = load_claims(root)["newpage.clone-own-storage"]
    records = [r for r in load_records(project / "records") if r.device == "cpu"]
    assert all(pending_on(r, {item.id: item}, root).claims for r in records)
    shown = claim_html(item, "en", torch.__version__, ["cpu"], True, records=records, snippets_root=root)
    assert 'data-holds=""' in shown and "pending (new or changed since recorded) on 2.3–2.15" in shown, shown
    assert 'data-pending="2.3 2.4 2.5 2.6 2.7 2.8 2.9 2.10 2.11 2.12 2.13 2.14 2.15"' in shown  # the release picker reads it
    assert "holds on 2.3" not in shown
    zh = claim_html(item, "zh", torch.__version__, ["cpu"], True, records=records, snippets_root=root)
    assert "2.3–2.15 待记录" in zh, zh


def test_a_record_of_an_edited_check_is_pending_not_holding() -> None:
    """The same state from an edit: the record's check digest differs from today's."""
    claims = load_claims(ROOT / "snippets")
    record = next(r for r in load_records(ROOT / "records") if r.device == "cpu")
    item = next(iter(claims.values()))
    data = json.loads(json.dumps(record.data))
    assert Record(record.path, data).state(item, ROOT / "snippets") in ("holds", "fails", "na")
    data["claims"][item.id]["check"] = "0" * 64
    edited = Record(record.path, data)
    assert edited.state(item, ROOT / "snippets") == "pending"
    assert [i.id for i, _ in pending_on(edited, claims, ROOT / "snippets").claims] == [item.id]
