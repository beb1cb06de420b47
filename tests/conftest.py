"""Shared fixtures: the repository's folders and a builder for throwaway sites."""

from __future__ import annotations

import logging
import os
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SNIPPETS = ROOT / "snippets"

os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")


@dataclass(frozen=True)
class BuiltSite:
    """The real site, built once per test session, and the runner's execution counts right after."""

    path: Path
    executions: dict[tuple[Path, str], int]


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> BuiltSite:
    from tensorfacts.runner import EXECUTIONS, clear_cache

    clear_cache()
    site_dir = tmp_path_factory.mktemp("site")
    build_site(ROOT / "mkdocs.yml", site_dir)
    return BuiltSite(site_dir, dict(EXECUTIONS))


def build_site(config_file: Path, site_dir: Path) -> None:
    """``mkdocs build --strict`` in this process (so the runner's counters are visible)."""
    build(load_config(str(config_file), site_dir=str(site_dir), strict=True))


MINI_CONFIG = """\
site_name: mini
strict: true
plugins:
  - i18n:
      docs_structure: suffix
      languages:
        - {locale: en, default: true, name: English, build: true}
        - {locale: zh, name: 中文, build: true}
  - tensorfacts
markdown_extensions:
  - attr_list
  - pymdownx.superfences
  - pymdownx.tabbed: {alternate_style: true}
"""


@pytest.fixture
def mini_site(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> Callable[..., str]:
    """Build a one-page bilingual site from the given files; return the error logged ('' if none).

    ``files`` maps paths relative to the site's root (``docs/index.md``, ``snippets/x.py``) to text.
    """

    def make(files: dict[str, str]) -> str:
        (tmp_path / "mkdocs.yml").write_text(MINI_CONFIG, encoding="utf-8")
        (tmp_path / "snippets").mkdir(exist_ok=True)
        for name, text in files.items():
            path = tmp_path / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text), encoding="utf-8")
        caplog.clear()
        with caplog.at_level(logging.ERROR, logger="mkdocs"):
            try:
                build_site(tmp_path / "mkdocs.yml", tmp_path / "site")
            except Abort:
                return "\n".join(r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR)
        return ""

    return make
