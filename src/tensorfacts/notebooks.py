"""One Jupyter notebook per chapter, generated from the chapter's snippet files.

A chapter is a top-level entry of the site's nav whose notebook the nav lists under
``notebooks/``: a section (``Copying`` -> ``copying``) or a single page (``autograd.md`` ->
``autograd``). Its
notebook holds, in nav order and page order, one code cell per snippet the pages embed (a snippet shown twice, as
a table and then some of its rows, is one cell where it is first shown),
its source the snippet file unchanged and its outputs the runner's (cached) run on the
first device, plus Markdown cells with the page and section titles in the notebook's
language. A snippet that declares ``# raises: X`` becomes a cell tagged
``raises-exception`` so that Jupyter and nbclient run on past it.

The notebooks are written to ``docs/notebooks/<chapter>.ipynb`` and ``<chapter>.zh.ipynb``
(git-ignored, rewritten only when their content changes, so ``mkdocs serve`` does not loop).
Each is a page of the site (:func:`notebooks_are_pages`) whose Markdown is
:func:`notebook_markdown`: its Markdown cells as they are and each code cell as the
``snippet`` fence it came from, so the page looks like every other page (same tables,
headings, outputs and provenance) and carries no Jupyter stylesheet or script; the
``.ipynb`` itself is published beside the page for download (:func:`publish_notebook`).
"""

from __future__ import annotations

import html
import itertools
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat
from nbformat.notebooknode import NotebookNode

from tensorfacts.pages import FENCE_NAME, SNIPPET_FENCE, scan, twin
from tensorfacts.runner import run_snippet, snippet_devices

NOTEBOOK_DIR = "notebooks"
INTRO = {
    "en": (
        "This notebook holds the code of the chapter *{title}* of Tensor Facts, one cell per snippet, "
        "in the order of the pages. The outputs shown were produced by torch {version} on {device}. "
        "Each snippet assumes a fresh start: run the cells in order in a new kernel."
    ),
    "zh": (
        "本笔记本收录张量实证“{title}”一章的全部代码，每个示例一个单元格，顺序与页面一致。"
        "所示输出由 torch {version} 在 {device} 上运行得到。每个示例都假定从头开始：请在新内核中按顺序运行。"
    ),
}


@dataclass(frozen=True)
class Chapter:
    """A chapter: its slug (notebook name), titles and English pages, in nav order."""

    slug: str
    title: str
    pages: tuple[Path, ...]


def chapters(nav: list[Any], docs_dir: Path) -> list[Chapter]:
    """The chapters of a MkDocs ``nav`` (as written in mkdocs.yml): top-level entries whose notebook it lists."""

    def files(value: Any) -> list[str]:
        if isinstance(value, str):
            return [value]
        found: list[str] = []
        for item in value:
            found += files(next(iter(item.values())) if isinstance(item, dict) else item)
        return found

    listed = set(files(nav))
    result = []
    for item in nav:
        title, value = next(iter(item.items())) if isinstance(item, dict) else ("", item)
        paths = [p for p in files(value) if p.endswith(".md") and p != "index.md"]
        if not paths:
            continue
        slug = Path(paths[0]).parent.as_posix() if isinstance(value, list) else Path(paths[0]).stem
        if f"{NOTEBOOK_DIR}/{slug.replace('/', '-')}.ipynb" in listed:
            result.append(Chapter(slug, title, tuple(docs_dir / p for p in paths)))
    return result


def _title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].split("{")[0].strip()
    return page.stem


def build_notebook(chapter: Chapter, language: str, snippets_root: Path, device: str) -> NotebookNode:
    """The chapter's notebook in ``language`` (``"en"`` or ``"zh"``); runs snippets through the runner's cache."""
    import torch

    pages = [p if language == "en" else twin(p) for p in chapter.pages]
    title = _title(pages[0])
    notebook = nbformat.v4.new_notebook()
    notebook.metadata.update(
        {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
            "tensorfacts": {"chapter": chapter.slug, "language": language, "torch": torch.__version__, "device": device},
        }
    )
    intro = INTRO[language].format(title=title, version=torch.__version__, device=device)
    cells = [_heading_cell(f"# {title}\n\n{intro}", f"{chapter.slug}-notebook")]  # one anchor in both languages
    shown: set[str] = set()
    for english, page in zip(chapter.pages, pages):
        scanned = scan(page)
        raw = page.read_text(encoding="utf-8")
        text = raw.splitlines()
        options = [m.group("options").strip() for m in SNIPPET_FENCE.finditer(raw)]
        page_anchor = english.stem if english.stem != "index" else english.parent.name
        cells.append(_heading_cell(f"## {_title(page)}", page_anchor))
        last_heading = 0
        for ref, fence_options in zip(scanned.snippets, options):
            if ref.summary or ref.target in shown:
                continue  # a page's summary shows a table its chapter has in full elsewhere; a notebook runs a snippet once
            shown.add(ref.target)
            heading = max((h for h in scanned.headings if h.line < ref.line), key=lambda h: h.line, default=None)
            line = heading.line if heading else 0
            if line > last_heading and line != scanned.headings[0].line and heading is not None:
                title_text = text[line - 1].split("{")[0].lstrip("#").rstrip()
                cells.append(_heading_cell("###" + title_text, f"{page_anchor}-{heading.target}" if heading.target else ""))
            last_heading = max(line, last_heading)
            cells.append(_code_cell(snippets_root / ref.target, ref.target, device, fence_options))
    for number, cell in enumerate(cells):
        cell.id = f"cell-{number:03d}"  # nbformat draws random ids; stable ones keep `mkdocs serve` from looping
    notebook.cells = cells
    return notebook


def _heading_cell(source: str, anchor: str) -> NotebookNode:
    """A Markdown cell opening with a heading; ``anchor`` (the same in both languages) becomes its id on the site."""
    return nbformat.v4.new_markdown_cell(source, metadata={"tensorfacts": {"anchor": anchor}} if anchor else {})


def _code_cell(path: Path, relative: str, device: str, fence_options: str = "") -> NotebookNode:
    source = path.read_text(encoding="utf-8").rstrip("\n")
    origin = {"snippet": relative, **({"fence": fence_options} if fence_options else {})}
    cell = nbformat.v4.new_code_cell(source, metadata={"tensorfacts": origin})
    if not snippet_devices(path, [device]):  # a snippet for another device (CUDA): no output, and a kernel skips it
        cell.metadata["tags"] = ["skip-execution"]
        return cell
    run = run_snippet(path, device)
    printed = run.output
    if run.error is not None:
        error_line = printed.rstrip("\n").rsplit("\n", 1)[-1]
        printed = printed[: len(printed) - len(error_line) - 1] if printed.endswith(error_line + "\n") else printed
        cell.metadata["tags"] = ["raises-exception"]
    if printed:
        cell.outputs.append(nbformat.v4.new_output("stream", name="stdout", text=printed))
    if run.error is not None:
        cell.outputs.append(
            nbformat.v4.new_output("error", ename=run.error, evalue=run.message, traceback=[f"{run.error}: {run.message}"])
        )
    return cell


def notebook_name(chapter: Chapter, language: str) -> str:
    """File name of a chapter's notebook: ``copying.ipynb``, ``copying.zh.ipynb``."""
    return chapter.slug.replace("/", "-") + (".zh.ipynb" if language == "zh" else ".ipynb")


def is_notebook(src_uri: str) -> bool:
    """Whether a docs file (``notebooks/copying.zh.ipynb``) is one of the generated chapter notebooks."""
    return src_uri.startswith(NOTEBOOK_DIR + "/") and src_uri.endswith(".ipynb")


def notebook_markdown(path: Path) -> str:
    """The page of a notebook: a download button, its Markdown cells, each code cell as its ``snippet`` fence.

    The first cell's ``# title`` stays first; the button follows it. A heading gets the anchor its
    cell carries (``clone-in-the-graph``: page and section anchors of the source page), the same in
    both languages, so the language switch lands on the same section. Sections are HTML headings, out of the
    table of contents, which lists the chapter's pages: the largest chapters' tables of contents (~20 KB) kept their
    notebook pages over 200 KB.
    """
    notebook = nbformat.read(path, as_version=4)
    language = notebook.metadata.get("tensorfacts", {}).get("language", "en")
    label = "下载本笔记本" if language == "zh" else "Download this notebook"
    button = f'<a class="md-button" href="{path.name}" download>{label} ({path.name})</a>'
    parts = []
    for number, cell in enumerate(notebook.cells):
        if cell.cell_type == "markdown":
            title, _, rest = cell.source.partition("\n")
            anchor = cell.metadata.get("tensorfacts", {}).get("anchor")
            if title.startswith("### "):  # a section: an HTML heading, kept out of the page's table of contents
                pieces = re.split(r"`([^`]+)`", title[4:].strip())  # prose and code spans, alternating
                text = "".join(f"<code>{html.escape(piece)}</code>" if odd else html.escape(piece, quote=False)
                               for odd, piece in zip(itertools.cycle((False, True)), pieces))
                title = f'<h3 id="{anchor}">{text}</h3>' if anchor else f"<h3>{text}</h3>"
            else:
                title = f"{title} {{ #{anchor} }}" if anchor else title
            parts.append(f"{title}\n\n{button}\n{rest}" if number == 0 else f"{title}\n{rest}")
        elif cell.cell_type == "code":
            origin = cell.metadata["tensorfacts"]
            parts.append(f"```{FENCE_NAME} {origin.get('fence', '')}".rstrip() + f"\n{origin['snippet']}\n```")
    return "\n\n".join(parts) + "\n"


def publish_notebook(path: Path, page_dest: Path) -> None:
    """Copy the notebook file beside its page's ``index.html`` (``page_dest``), where the download button points."""
    page_dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(path, page_dest.parent / path.name)


def notebooks_are_pages() -> None:
    """Make the generated notebooks pages of the site (in every language), rendered from :func:`notebook_markdown`.

    MkDocs would copy an ``.ipynb`` as a static file, and static-i18n rebuilds the file list
    from plain Files for each language (static-i18n issue #198), so no wrapper survives: make
    ``File.is_documentation_page`` answer true for the notebooks under ``notebooks/``.
    """
    from mkdocs.structure.files import File

    if getattr(File, "_tensorfacts_notebooks", False):
        return
    original = File.is_documentation_page

    def is_documentation_page(self: File) -> bool:
        return original(self) or is_notebook(self.src_uri)

    File.is_documentation_page = is_documentation_page  # type: ignore[method-assign]
    File._tensorfacts_notebooks = True  # type: ignore[attr-defined]


def write_notebooks(nav: list[Any], docs_dir: Path, snippets_root: Path, device: str) -> list[Path]:
    """Write every chapter's notebook in both languages under ``docs_dir/notebooks``; return their paths.

    A file is rewritten only when its content changes.
    """
    folder = docs_dir / NOTEBOOK_DIR
    folder.mkdir(exist_ok=True)
    written = []
    for chapter in chapters(nav, docs_dir):
        for language in ("en", "zh"):
            path = folder / notebook_name(chapter, language)
            text = json.dumps(build_notebook(chapter, language, snippets_root, device), indent=1, ensure_ascii=False) + "\n"
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
            written.append(path)
    for stale in set(folder.glob("*.ipynb")) - set(written):
        stale.unlink()
    return written
