"""Each chapter's notebook holds exactly its pages' snippets, in order, and runs in a Jupyter kernel."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
import yaml
from nbclient import NotebookClient

from tensorfacts.notebooks import build_notebook, chapters, notebook_markdown
from tensorfacts.pages import SNIPPET_FENCE, scan, twin

from conftest import DOCS, ROOT, SNIPPETS

NAV = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)["nav"]
CHAPTERS = chapters(NAV, DOCS)


def test_the_chapters_have_notebooks() -> None:
    assert [c.slug for c in CHAPTERS] == ["autograd", "copying", "construction", "numpy", "interop", "devices", "modules"]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.slug for c in CHAPTERS])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_notebook_holds_the_chapter_snippets_in_order(chapter, language: str) -> None:  # type: ignore[no-untyped-def]
    notebook = build_notebook(chapter, language, SNIPPETS, "cpu")
    pages = [p if language == "en" else twin(p) for p in chapter.pages]
    # summaries stay on the site; a snippet a chapter shows twice (a table, then its rows) is one cell
    expected = list(dict.fromkeys(ref.target for page in pages for ref in scan(page).snippets if not ref.summary))
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert [cell.metadata["tensorfacts"]["snippet"] for cell in code] == expected
    assert [cell.source for cell in code] == [(SNIPPETS / t).read_text(encoding="utf-8").rstrip("\n") for t in expected]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.slug for c in CHAPTERS])
def test_notebook_executes_in_a_kernel(chapter, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    notebook = build_notebook(chapter, "en", SNIPPETS, "cpu")
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    NotebookClient(notebook, timeout=120, kernel_name="python3", allow_errors=False, resources={"metadata": {"path": str(tmp_path)}}).execute()
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        errors = [o for o in cell.outputs if o.output_type == "error"]
        expected_error = "raises-exception" in cell.metadata.get("tags", [])
        assert bool(errors) == expected_error, f"{cell.metadata['tensorfacts']['snippet']}: {errors}"
    nbformat.validate(notebook)


def test_notebooks_are_byte_stable(tmp_path: Path) -> None:
    """Rewriting a notebook with new content on every build would make `mkdocs serve` rebuild forever."""
    import json

    first = [json.dumps(build_notebook(c, "zh", SNIPPETS, "cpu")) for c in CHAPTERS]
    second = [json.dumps(build_notebook(c, "zh", SNIPPETS, "cpu")) for c in CHAPTERS]
    assert first == second


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[c.slug for c in CHAPTERS])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_notebook_page_shows_the_same_snippet_fences_as_the_chapter(chapter, language: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The site page of a notebook embeds each snippet as its chapter page does (``output="markdown"`` included)."""
    path = tmp_path / "chapter.ipynb"
    nbformat.write(build_notebook(chapter, language, SNIPPETS, "cpu"), path)
    pages = [p if language == "en" else twin(p) for p in chapter.pages]

    def fences(text: str) -> list[tuple[str, str]]:
        found = [(m.group("body").strip(), m.group("options").strip()) for m in SNIPPET_FENCE.finditer(text)]
        return [f for f in found if "summary=" not in f[1]]  # a page's summary is not a notebook cell

    page = notebook_markdown(path)
    first: dict[str, tuple[str, str]] = {}
    for p in pages:
        for body, options in fences(p.read_text(encoding="utf-8")):
            first.setdefault(body, (body, options))  # each snippet once, as the chapter first shows it
    assert fences(page) == list(first.values())
    assert page.startswith("# ") and 'href="chapter.ipynb" download' in page
