"""Shared fixtures: the repository's folders, the real site built once per test session (shared by the
pytest-xdist workers), a builder for throwaway sites, and one browser over the served site."""

from __future__ import annotations

import functools
import json
import logging
import os
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest
from filelock import FileLock
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


def shared_folder(config: pytest.Config) -> Path:
    """A folder of this test session that every pytest-xdist worker sees (keyed by the run's id)."""
    import tempfile
    import uuid

    workerinput = getattr(config, "workerinput", None)
    if not hasattr(config, "_tensorfacts_run"):
        config._tensorfacts_run = workerinput["testrunuid"] if workerinput else uuid.uuid4().hex  # type: ignore[attr-defined]
    folder = Path(tempfile.gettempdir()) / f"tensorfacts-tests-{config._tensorfacts_run}"  # type: ignore[attr-defined]
    folder.mkdir(exist_ok=True)
    return folder


def start_site_build(config: pytest.Config) -> None:
    """Start building the real site in a process of its own (once per session, whichever worker asks first)."""
    import subprocess
    import sys

    folder = shared_folder(config)
    with FileLock(str(folder / "build.lock")):
        if (folder / "build.started").exists():
            return
        (folder / "build.started").write_text(str(os.getpid()), encoding="utf-8")
        subprocess.Popen([sys.executable, str(Path(__file__).with_name("build_once.py")), str(folder)],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=False)


@pytest.fixture(scope="session")
def site(request: pytest.FixtureRequest) -> BuiltSite:
    """``mkdocs build --strict`` of the real site, once per session (``tests/build_once.py``).

    The build runs in a process of its own, started when the session collects a test that needs it,
    while other tests run. This fixture waits for it, then loads the runner's answers from it, so this
    process runs no snippet the build already ran.
    """
    import time

    folder = shared_folder(request.config)
    start_site_build(request.config)
    deadline = time.monotonic() + 900
    while not (folder / "site.json").exists():
        if (folder / "site.error").exists():
            pytest.fail(f"the site build failed:\n{(folder / 'site.error').read_text(encoding='utf-8')}")
        if time.monotonic() > deadline:
            pytest.fail("the site build did not finish within 900 s")
        time.sleep(0.2)
    found = json.loads((folder / "site.json").read_text(encoding="utf-8"))
    _import_build_runs(request.config, folder)
    return BuiltSite(Path(found["path"]), {(Path(p), d): n for p, d, n in found["executions"]})


@pytest.fixture(autouse=True)
def _runs_of_the_session_build(request: pytest.FixtureRequest) -> None:
    """Once the session's site build has finished, load its runs into this process (once): a later test
    that runs a snippet of the site gets the build's answer (same file, same torch) instead of running it
    again. A test that needs no built site never waits for it."""
    config = request.config
    if getattr(config, "_tensorfacts_imported", False) or not hasattr(config, "_tensorfacts_run"):
        return
    folder = shared_folder(config)
    if (folder / "site.json").exists():
        _import_build_runs(config, folder)


def _import_build_runs(config: pytest.Config, folder: Path) -> None:
    """The finished build's runner answers (``folder/runner-cache.pickle``), loaded into this process once."""
    from tensorfacts.runner import import_cache

    if not getattr(config, "_tensorfacts_imported", False):
        import_cache((folder / "runner-cache.pickle").read_bytes())
        config._tensorfacts_imported = True  # type: ignore[attr-defined]


@functools.lru_cache(maxsize=None)
def built_page(path: Path) -> Any:
    """The built HTML page at ``path`` parsed (BeautifulSoup, lxml), once per test process: every test that
    reads built pages shares the tree, so none may change it (a test that edits a tree parses its own page).
    Parsing every page of the site takes ~4 s of CPU; about a dozen tests read them all."""
    from bs4 import BeautifulSoup

    return BeautifulSoup(path.read_text(encoding="utf-8"), "lxml")


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


# --- the browser tests: one server, one Chromium, one visit of every page per session --------------


@pytest.fixture(scope="session")
def base_url(site: BuiltSite) -> Iterator[str]:
    from browsing import serve

    yield from serve(site.path)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from browsing import launch

    yield from launch()


BEFORE_THE_BUILD = ("test_runner.py", "test_failures.py", "test_checks_can_fail.py", "test_pages.py", "test_layers.py", "test_pending.py", "test_workflows.py", "test_author_errors.py", "test_scaffold.py",
                    "test_figures.py")
"""Modules that read no built page and run none of the site's snippets the build runs (their own files, mini
sites): they go first, so that both workers have work while the site build runs. (The notebook tests are not
among them: a notebook's cells are filled from the runner, so before the build they would run every snippet.)"""
GROUPS_FIRST = ("test_serve.py", "test_browser.py", "test_browser_marks.py", "test_browser_home.py", "test_browser_reader.py")
"""The serve and browser modules (one pytest-xdist group each, the longest units of work) start next."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Start the site build if a collected test needs it, and order the tests: :data:`BEFORE_THE_BUILD`,
    then :data:`GROUPS_FIRST`, then the rest in their order (``nox -s tests`` passes pytest-xdist's
    ``--no-loadscope-reorder`` so that this order is the order work is handed out). The browser and serve
    modules keep their tests on one worker each with a module-level ``xdist_group`` mark."""
    if any("site" in getattr(item, "fixturenames", ()) for item in items):
        start_site_build(config)

    def rank(item: pytest.Item) -> int:
        name = item.path.name
        return 0 if name in BEFORE_THE_BUILD else 1 + GROUPS_FIRST.index(name) if name in GROUPS_FIRST else 9

    items.sort(key=rank)  # stable: within a rank, the collection order


@pytest.fixture(scope="session")
def browsed(browser: Any, base_url: str, site: BuiltSite) -> dict[str, Any]:
    """Every page of the site loaded once, as a reader loads it, with its requests recorded and the
    per-page scripts of the browser tests evaluated (:func:`browsing.visit_every_page`)."""
    from browsing import GLANCE_PROBLEMS, OUTPUT_PROBLEMS, visit_every_page

    return visit_every_page(browser, base_url, site.path, {"output_problems": OUTPUT_PROBLEMS, "glance_problems": GLANCE_PROBLEMS},
                            {"glance_problems": (".tf-glance table", GLANCE_PROBLEMS)}, axe=True)
