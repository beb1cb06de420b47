"""``python -m tensorfacts new PAGE``: a new page pair, its snippet folder with one claim, its nav and translation lines
and its matrix fence, green at once (``check`` and ``lint``), pending on the recorded releases."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tensorfacts.verify import check_pages, lint_problems, main

from conftest import ROOT


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name in ("docs", "snippets"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__", "notebooks"))
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_new_writes_a_page_pair_that_checks_and_lints_clean(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", "storage", "--title", "Storage", "--zh-title", "存储"]) == 0
    assert "wrote docs/storage.zh.md" in capsys.readouterr().out
    config = (project / "mkdocs.yml").read_text(encoding="utf-8")
    assert "  - Storage: storage.md\n  - Verification matrix:" in config and "            Storage: 存储\n" in config
    for name in ("interop.md", "interop.zh.md"):
        assert "storage.md\n" in (project / "docs/verification" / name).read_text(encoding="utf-8")
    page = project / "docs/storage.md"
    assert check_pages([page], project / "snippets", ["cpu"], project / "docs") == []
    assert lint_problems([page], project / "docs", project / "snippets") == []


def test_new_in_a_folder_goes_after_its_siblings_and_its_folder_fence_covers_it(project: Path) -> None:
    before = (project / "docs/verification/copying.md").read_text(encoding="utf-8")
    assert main(["new", "copying/storage", "--title", "Storage", "--zh-title", "存储"]) == 0
    assert "      - copy_: copying/copy.md\n      - Storage: copying/storage.md\n" in (project / "mkdocs.yml").read_text(encoding="utf-8")
    assert (project / "docs/verification/copying.md").read_text(encoding="utf-8") == before


def test_new_refuses_to_overwrite_and_says_what_to_do(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["new", "numpy", "--title", "NumPy", "--zh-title", "NumPy"]) == 2
    assert "docs/numpy.md exists already: choose another page name, or edit that page" in capsys.readouterr().err
    assert main(["new", "Bad Name", "--title", "X", "--zh-title", "X"]) == 2
    assert "lower-case words joined by '-'" in capsys.readouterr().err
