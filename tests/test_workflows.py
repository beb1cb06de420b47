"""The GitHub Actions workflows: each valid against GitHub's workflow schema (check-jsonschema's built-in copy, offline)
and clean under zizmor's strictest persona, offline (actions pinned to commits, the least permissions per job, no
persisted credentials); the release matrix workflow runs exactly the noxfile's releases."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from test_records import matrix_releases

WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
BIN = Path(sys.executable).parent


def zizmor(*paths: Path) -> list[dict[str, object]]:
    """zizmor's findings (``--persona pedantic``: code smells included), offline, as JSON."""
    done = subprocess.run([str(BIN / "zizmor"), "--offline", "--persona", "pedantic", "--format", "json", *map(str, paths)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode in (0, 10, 11, 12, 13, 14), done.stderr  # 1x: findings of that severity; anything else: zizmor failed
    return list(json.loads(done.stdout or "[]"))


def schema_errors(*paths: Path) -> str:
    """check-jsonschema against GitHub's workflow schema ("" when valid)."""
    done = subprocess.run([str(BIN / "check-jsonschema"), "--builtin-schema", "vendor.github-workflows", *map(str, paths)],
                          capture_output=True, text=True, timeout=120)
    return "" if done.returncode == 0 else done.stdout + done.stderr


def test_there_are_workflows_and_the_matrix_is_one_of_them() -> None:
    assert {p.name for p in WORKFLOWS} >= {"site.yml", "newest-torch.yml", "matrix.yml"}


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=[p.name for p in WORKFLOWS])
def test_workflow_is_valid_and_zizmor_finds_nothing(workflow: Path) -> None:
    assert not schema_errors(workflow)
    findings = zizmor(workflow)
    assert not findings, "\n".join(f"{f['ident']}: {f['desc']}" for f in findings)


def test_a_workflow_with_a_moving_tag_and_broad_permissions_is_refused(tmp_path: Path) -> None:
    """Both checks can fail: zizmor on an action referenced by tag with credentials persisted and write permissions for
    every job; the schema on a job without ``runs-on``."""
    bad = tmp_path / "bad.yml"
    bad.write_text("name: bad\non: push\npermissions:\n  contents: write\njobs:\n  build:\n    name: b\n    runs-on: ubuntu-latest\n"
                   "    steps:\n      - uses: actions/checkout@v4\n", encoding="utf-8")
    found = {f["ident"] for f in zizmor(bad)}
    assert {"unpinned-uses", "artipacked", "excessive-permissions"} <= found, found
    invalid = tmp_path / "invalid.yml"
    invalid.write_text("name: invalid\non: push\njobs:\n  build:\n    steps:\n      - run: echo\n", encoding="utf-8")
    assert "runs-on" in schema_errors(invalid)


def test_the_matrix_workflow_runs_every_release_of_the_noxfile() -> None:
    text = (ROOT / ".github" / "workflows" / "matrix.yml").read_text(encoding="utf-8")
    lists = [line.split(":", 1)[1].strip() for line in text.splitlines() if line.strip().startswith("minor:")]
    assert lists and all(json.loads(found) == list(matrix_releases()) for found in lists), lists
    assert "-- --pending" in text and "merge-multiple: true" in text
