"""Every snippet runs on every device it allows, and every snippet is shown on some page."""

from __future__ import annotations

from pathlib import Path

import pytest

from tensorfacts.claims import CLAIMS_FILE
from tensorfacts.pages import english_pages, scan
from tensorfacts.runner import available_devices, run_snippet, snippet_devices

from conftest import DOCS, SNIPPETS

FILES = sorted(p for p in SNIPPETS.rglob("*.py") if p.name != CLAIMS_FILE)
CASES = [(path, device) for path in FILES for device in snippet_devices(path, available_devices())]


@pytest.mark.parametrize(("path", "device"), CASES, ids=[f"{p.relative_to(SNIPPETS)}[{d}]" for p, d in CASES])
def test_snippet_runs(path: Path, device: str) -> None:
    run = run_snippet(path, device)
    assert run.output.strip(), f"{path}: a snippet on the site should print what it shows"


def test_every_snippet_is_embedded_by_a_page() -> None:
    embedded = {(SNIPPETS / ref.target).resolve() for page in english_pages(DOCS) for ref in scan(page).snippets}
    dead = [str(p.relative_to(SNIPPETS)) for p in FILES if p.resolve() not in embedded]
    assert not dead, f"snippets no page shows: {dead}"


def test_snippets_mirror_their_page() -> None:
    """A page docs/a/b.md shows snippets from snippets/a/b/ only, so each can be found from the other.

    A page's summary may show (rows of) another page's table, one that its own page shows.
    """
    def folder_of(page: Path) -> str:
        return page.relative_to(DOCS).with_suffix("").as_posix()

    shown_at_home = {ref.target for page in english_pages(DOCS) for ref in scan(page).snippets
                     if ref.target.startswith(folder_of(page) + "/")}
    for page in english_pages(DOCS):
        folder = folder_of(page)
        for ref in scan(page).snippets:
            if ref.summary and not ref.target.startswith(folder + "/"):
                assert ref.target in shown_at_home, f"{page}:{ref.line}: {ref.target} is shown by no page of its own folder"
                continue
            assert ref.target.startswith(folder + "/"), f"{page}:{ref.line}: {ref.target} is not under snippets/{folder}/"
