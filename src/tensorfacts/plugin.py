"""The MkDocs plugin: executed snippets and checked claims on every page.

In Markdown, a snippet is embedded with a fence whose body is its path under ``snippets/``::

    ```snippet
    copying/clone/memory.py
    ```

and a claim with ``[[claim.id]]``. The plugin

* loads every claim at ``on_config`` (a malformed claims file stops the build);
* at ``on_page_markdown`` runs each embedded snippet on every device and checks each
  referenced claim; a missing snippet, an undeclared exception, an unknown claim id or a
  false claim raises :class:`~mkdocs.exceptions.PluginError` naming the page and line;
* replaces each claim marker with its sentence in the page's language and one compact mark:
  its verdict on the build's release (✓ holds, its range alone — "2.3–2.6" — where it holds on other releases only, – not applicable), its
  recorded range in words, a short popover with the releases and devices of ``records/``, and under a rule
  the line saying what its check covers (:func:`tensorfacts.marks.claim_html`);
* renders snippet fences through markdown-exec (:func:`markdown_exec.base_format`): the
  file's code, then its output, one content tab per device, each with its provenance, and what
  the recorded releases printed (:func:`render_run`); a ``summary`` fence puts the output first
  (a page's computed "at a glance"), ``figure`` adds a storage figure (:mod:`tensorfacts.figures`);
* at ``on_post_build`` fails when a claim is referenced by no page of the language built;
* renders the chapter notebooks as pages (:mod:`tensorfacts.notebooks`) and drops the head's
  language alternates, which made every page request a missing sitemap (:mod:`tensorfacts.alternates`).
* at ``on_page_content`` links each torch API's first mention to its docstring (:mod:`tensorfacts.apilinks`).

Snippet results come from :func:`tensorfacts.runner.run_snippet`, whose cache makes each
snippet run once per device per build, shared by both languages.
"""

from __future__ import annotations

from tensorfacts import worker as _worker

_worker.start(["cpu"])  # first, so the CPU worker's `import torch` overlaps this process's own imports

import functools
import html
import json
import logging
import os
import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from markdown import Markdown
from packaging.version import Version
from markdown_exec import base_format, tabbed
from mkdocs.config import config_options
from mkdocs.config.base import Config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

import torch

from tensorfacts.alternates import drop_head_alternates
from tensorfacts.apilinks import link_first_mentions
from tensorfacts.catalogue import catalogue_markdown
from tensorfacts.changes import boundaries, changes_markdown, docstring_changes
from tensorfacts.cjkfont import write_subset
from tensorfacts.claims import Claim, ClaimError, applies_to, check_source, devices_away, load_claims
from tensorfacts.directives import declared_devices, without_directives
from tensorfacts.notebooks import NOTEBOOK_DIR, is_notebook, notebook_markdown, notebooks_are_pages, publish_notebook, write_notebooks
from tensorfacts.pages import CLAIM_MARKER, FENCE_NAME, SNIPPET_FENCE, english_pages, is_audit, is_errata, scan, twin
from tensorfacts.questions import QUESTIONS_FENCE, TOPICS, QuestionError, by_topic, first_claims, home_section, load_questions
from tensorfacts.records import (
    Record, away_html, load_records, matrix_html, minor_release, outputs_by_release, provenance_html, releases_text, words_for,
)
from tensorfacts import serving
from tensorfacts.figures import storage_svg
from tensorfacts.tables import localise_tables
from tensorfacts.searchindex import exclude_copies, excluded, keep_out_of_search, search_from_language_root, split_index
from tensorfacts.lighten import unwrap_plain_code_spans
from tensorfacts.lint import is_chapter
from tensorfacts.marks import claim_brief, claim_html, device_label, worked_example
from tensorfacts.runner import (
    EXECUTIONS, RUN_CACHE_ENV, Result, SnippetError, available_devices, import_cache, layouts, run_snippet, snippet_devices,
    source_digest, use_disk_cache, values,
)
from tensorfacts.verify import page_problems
from tensorfacts.worker import start as start_workers

log = logging.getLogger("mkdocs.plugins.tensorfacts")
SERVE_LOG = logging.getLogger("tensorfacts.serve")
"""Under ``mkdocs serve``: a broken build's problems, on stderr, outside MkDocs' loggers, whose strict mode would
stop the rebuild and leave every request waiting ("The server will appear stuck")."""
if not SERVE_LOG.handlers:
    SERVE_LOG.addHandler(logging.StreamHandler())
    SERVE_LOG.propagate = False

PROBLEM_WORDS = {
    "en": ("This page has a build error", "Fix it and save: the page rebuilds. Below is the last build that worked."),
    "zh": ("本页构建出错", "修正并保存后页面会重新构建。下面是上一次成功构建的页面。"),
}


def plain_text(text: str) -> str:
    """``text`` as HTML that Markdown leaves as it is (``__main__`` stays, not bold; a backtick stays a backtick)."""
    return html.escape(text).translate({ord(c): f"&#{ord(c)};" for c in "_*`[]\\"})


def problem_markdown(problems: list[str], language: str) -> str:
    """A broken page's Markdown in place of its own: its problems (file:line: message) and nothing executed."""
    title, _ = PROBLEM_WORDS["zh" if language.startswith("zh") else "en"]
    fence = "~" * 8
    return f"# {title}\n\n{fence}text\n" + "\n".join(problems) + f"\n{fence}\n"


def with_banner(html_text: str, problems: list[str], language: str) -> str:
    """The last good HTML of a page with a banner at the top of its content naming each problem (under serve)."""
    title, advice = PROBLEM_WORDS["zh" if language.startswith("zh") else "en"]
    items = "".join(f"<li><code>{html.escape(line)}</code></li>" for line in problems)
    banner = (f'<div class="admonition failure tf-build-error" role="alert"><p class="admonition-title">{html.escape(title)}</p>'
              f"<ul>{items}</ul><p>{html.escape(advice)}</p></div>")
    marker = '<article class="md-content__inner md-typeset">'
    return html_text.replace(marker, marker + banner, 1) if marker in html_text else banner + html_text

DATA_DIRS = ("audit", "questions")
"""Folders of data pages render from (the audit's verdicts, the questions corpus): watched under serve, and part of a
page's cache key."""

CACHE_ENV = "TENSORFACTS_RUNNER_CACHE"
"""Environment variable: a file of :func:`tensorfacts.runner.export_cache` to start the runner from."""

OUTPUT_FENCE = "````````{{.text .tf-output}}\n{}\n````````"
"""What a snippet printed: a text block whose class lets long lines wrap (tensorfacts.css)."""


HOW_PAGE, HOW_ANCHOR = "checking.md", "#worked-example"
"""Where a claim's popover links: the page that explains a claim with one worked example."""

RECORDS_FENCE = re.compile(r"^```records(?P<options>[^\n]*)\n(?P<body>.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
_PAGES_OPTION = re.compile(r"\bpages=(?P<pages>.*)$")


def matrix_pages(options: str) -> tuple[str, ...] | None:
    """The pages a ```` ```records pages=autograd.md copying/ ```` fence shows the claims of (None without
    ``pages=``): docs-relative paths, a folder ending in ``/`` standing for every page in it."""
    found = _PAGES_OPTION.search(options)
    return tuple(found.group("pages").split()) if found else None


def shows_claims_of(pages: tuple[str, ...], src_path: str) -> bool:
    """Whether ``src_path`` (the English page that states a claim) is one of ``pages`` (see :func:`matrix_pages`)."""
    return any(src_path.startswith(p) if p.endswith("/") else src_path == p for p in pages)


def sections_showing(docs: Path) -> dict[str, tuple[str, str]]:
    """``snippet path -> (English page, "#anchor")`` of the first section (a chapter's, before the errata) that shows it."""
    shown: dict[str, tuple[str, str]] = {}
    for path in sorted(english_pages(docs), key=lambda p: is_errata(p.relative_to(docs).as_posix())):
        found = scan(path)
        for ref in found.snippets:
            heading = [h for h in found.headings if h.line < ref.line and h.target]
            anchor = f"#{heading[-1].target}" if heading else ""
            shown.setdefault(ref.target, (path.relative_to(docs).as_posix(), anchor))
    return shown


def first_section_showing(docs: Path, snippet: str) -> tuple[str, str] | None:
    """The (English page, "#anchor") of the first section that shows ``snippet`` (None when no page does)."""
    return sections_showing(docs).get(snippet)


class TensorFactsConfig(Config):
    snippets_dir = config_options.Type(str, default="snippets")
    """Folder of snippet files, relative to mkdocs.yml."""
    records_dir = config_options.Type(str, default="records")
    """Folder of verification records (``python -m tensorfacts verify --record``), relative to mkdocs.yml."""
    verification_dir = config_options.Type(str, default="verification")
    """Folder of the verification pages (the matrices by chapter); their claims' pages are mapped last."""


def page_language(page: Page, config: MkDocsConfig) -> str:
    """Language this page is being built in (static-i18n's build language, else the theme's)."""
    return getattr(page.file, "locale_alternate_of", None) or str(config.theme.get("language") or "en")


def _line_finder(page: Page, markdown: str) -> Any:
    """Map an offset in ``markdown`` to a line of the page's source file (front matter counted)."""
    raw = Path(page.file.abs_src_path or "").read_text(encoding="utf-8") if page.file.abs_src_path else markdown
    start = raw.find(markdown[:200]) if markdown else -1
    base = raw.count("\n", 0, start) if start > 0 else 0
    return lambda offset: base + markdown.count("\n", 0, offset) + 1


@dataclass(repr=False)
class Rendering:
    """What the snippet fence's formatter needs besides the fence: the page's language and the records.

    Its ``repr`` is constant: under ``mkdocs serve`` a page's cache key holds the repr of the Markdown
    configuration, where this object sits (in the fence's formatter); the language and the records'
    fingerprint are in that key on their own (printing every record into the key made rebuilds slow).
    """

    language: str = "en"
    records: list[Record] = field(default_factory=list)
    releases: bool = True
    """Whether outputs show the other releases' (off on a notebook's page: a notebook is this build's run)."""
    stamped: bool = False
    """On a notebook's page, whether an output already showed where it came from (every output there is this build's:
    the first says so, which keeps the largest chapters' notebook pages under 200 KB)."""

    def __repr__(self) -> str:
        return "Rendering()"


def output_block(output: str, as_markdown: bool, provenance: str) -> str:
    """Markdown of one output: the text (or the Markdown table it printed) and where it came from ("" provenance: none,
    on a notebook's page, whose introduction says that every output is this build's)."""
    body = output if as_markdown else OUTPUT_FENCE.format(output.rstrip("\n") or "(no output)")
    return f'{body}\n\n<p class="tf-provenance">{html.escape(provenance)}</p>\n' if provenance else f"{body}\n"


def render_run(run: Result, relative: str, as_markdown: bool, rendering: Rendering, shown: Callable[[str], str] = str) -> str:
    """One device's output, and what the same snippet printed on the recorded releases.

    Only records made from today's source count (:func:`outputs_by_release`). When every one of them
    printed what this build printed, one line says so; otherwise one tab per distinct output, labelled
    with its releases, this build's first. Nothing is executed: the other releases' text is the record's.
    """
    words = words_for(rendering.language)
    output = shown(run.output)
    stamp = f"torch {run.torch_version} · {run.device}"
    if not rendering.releases:
        first, rendering.stamped = not rendering.stamped, True
        return output_block(output, as_markdown, stamp if first else "")
    live = output_block(output, as_markdown, stamp)
    groups: dict[str, list[Record]] = {}
    for text, found in outputs_by_release(rendering.records, relative, run.device.split(":")[0], run.source):
        groups.setdefault(shown(text), []).extend(found)
    recorded = [r for found in groups.values() for r in found]
    others = [(text, found) for text, found in groups.items() if text != output]
    if not others:
        if len(recorded) < 2:
            return live
        return live + f'<p class="tf-same">{html.escape(words["same_output"].format(releases_text(recorded, recorded)))}</p>\n'
    if as_markdown:  # a table: flag the rows that differ between the tabs
        flagged = changed_rows([output, *(text for text, _ in others)])
        output = flag_rows(output, flagged)
        live = output_block(output, as_markdown, f"torch {run.torch_version} · {run.device}")
        others = [(flag_rows(text, flagged), found) for text, found in others]
        groups = {flag_rows(text, flagged): found for text, found in groups.items()}
    mine = groups.get(output, [])
    label = f"{releases_text(mine, recorded)} · {words['this_build']}" if mine else words["this_build"]
    tabs = [(label, live)]
    for text, found in others:
        span = releases_text(found, recorded)
        versions = ", ".join(r.label for r in found)
        tabs.append((span, output_block(text, as_markdown, f"torch {versions} · {run.device} · {words['recorded']}")))
    return tabbed(*tabs)


AWAITING = {
    "en": "Awaiting a record on {away}: this snippet runs only on {away}, which this build does not have. "
          "`python -m tensorfacts verify --record records` on a machine with {away} records what it prints.",
    "zh": "等待 {away} 上的记录：这段示例只在 {away} 上运行，而本次构建没有 {away}。"
          "在有 {away} 的机器上运行 `python -m tensorfacts verify --record records` 即可记录它的输出。",
}


def recorded_outputs(path: Path, relative: str, as_markdown: bool, rendering: Rendering, shown: Callable[[str], str] = str) -> str:
    """The outputs of a snippet that runs on no device of this build (``# devices: cuda`` on a CPU build).

    What the records of its devices printed from today's source, one tab per device and distinct output, each
    labelled with its releases and marked recorded; with no such record, a line saying it awaits one. Nothing is
    executed and nothing stands in for the device.
    """
    words = words_for(rendering.language)
    declared = declared_devices(path)
    source = source_digest(path)
    blocks = []
    for device in declared:
        for text, found in outputs_by_release(rendering.records, relative, device, source):
            versions = ", ".join(r.label for r in found)
            label = f"{device_label(device)} · {releases_text(found, found)} · {words['recorded']}"
            blocks.append((label, output_block(shown(text), as_markdown, f"torch {versions} · {device} · {words['recorded']}")))
    if blocks:
        return blocks[0][1] if len(blocks) == 1 else tabbed(*blocks)
    away = "/".join(device_label(d) for d in declared) or "?"
    note = AWAITING["zh" if rendering.language.startswith("zh") else "en"].format(away=away)
    return f'<p class="tf-awaiting" data-search-exclude>{html.escape(note)}</p>\n'


def _table(text: str) -> list[str]:
    """The lines of the Markdown table in ``text`` (header, rule, body)."""
    return [line for line in text.splitlines() if line.startswith("|")]


def _rows(text: str) -> dict[str, str]:
    """The body rows of the Markdown table in ``text``, by their first cell."""
    return {line.split("|")[1].strip(): line for line in _table(text)[2:]}


def changed_rows(texts: list[str]) -> set[str]:
    """First cells of the table rows that are not the same in every one of ``texts``."""
    tables = [_rows(text) for text in texts]
    keys = {key for table in tables for key in table}
    return {key for key in keys if len({table.get(key) for table in tables}) > 1}


def flag_rows(text: str, flagged: set[str]) -> str:
    """``text`` with ⇄ after the first cell of each flagged row (a row that changed between releases)."""
    lines = []
    for line in text.splitlines(keepends=True):
        cells = line.split("|")
        if line.startswith("|") and len(cells) > 2 and cells[1].strip() in flagged:
            cells[1] = f" {cells[1].strip()} ⇄ "
            line = "|".join(cells)
        lines.append(line)
    return "".join(lines)


def format_snippet(
    src: str, language: str, css_class: str, options: dict[str, Any], md: Markdown, *,
    root: Path, devices: list[str], rendering: Rendering, **_: Any,
) -> str:
    """SuperFences formatter of the ``snippet`` fence (results were computed at on_page_markdown).

    Options: ``output="markdown"`` (the snippet prints Markdown); ``summary="title"`` shows the output
    first, in an abstract box with that title, and the code folded under ``source="title"``;
    ``figure="a b"`` draws, after the output, the storages the run's tensors ``a`` and ``b`` read
    (:mod:`tensorfacts.figures`, from the first device's run); ``rows="expr|expr"`` keeps, of a printed table, the header and the rows whose first cell is one of
    the ``expr`` (in that order; an ``expr`` with no row is a :class:`PluginError`).
    """
    relative = src.strip()
    path = root / relative
    runs = [run_snippet(path, device) for device in snippet_devices(path, devices)]  # cached: no re-execution
    as_markdown = options.get("output") == "markdown"
    shown: Callable[[str], str] = str
    if "rows" in options:
        shown = functools.partial(select_rows, rows=options["rows"], where=relative)
        for run in runs:
            shown(run.output)  # a row the table lacks fails here, naming the snippet

    figure = ""
    if "figure" in options and rendering.releases:  # not on a notebook's page: a notebook has no figures
        try:
            figure = "\n\n" + storage_svg(layouts(path, runs[0].device, options["figure"].split()), rendering.language) + "\n"
        except (SnippetError, ValueError) as exc:
            raise PluginError(f"snippets/{relative}: figure={options['figure']!r}: {exc}") from exc

    def outputs(*_a: Any, **_k: Any) -> str:
        if not runs:  # a snippet for a device this build lacks: what its records printed, else that it awaits one
            return recorded_outputs(path, relative, as_markdown, rendering, shown)
        blocks = [(device_label(run.device), render_run(run, relative, as_markdown, rendering, shown)) for run in runs]
        return (blocks[0][1] if len(blocks) == 1 else tabbed(*blocks)) + figure

    code = without_directives(path.read_text(encoding="utf-8")).strip("\n")  # no harness detail in what a reader reads
    title = path.name
    if "summary" in options:
        folded = f'```python title="{title}"\n{code}\n```'
        body = outputs() + f'\n\n??? quote "{options.get("source", title)}"\n\n' + textwrap.indent(folded, "    ")
        text = f'!!! abstract tf-glance "{options["summary"]}"\n\n' + textwrap.indent(body, "    ")
        return base_format(language="markdown", run=lambda *_a, **_k: text, code=relative, md=md)
    return base_format(
        language="python",
        run=outputs,
        code=relative,
        md=md,
        source="above",
        transform_source=lambda code_: (code_, code),
        extra={"title": title},
    )


def select_rows(output: str, rows: str, where: str) -> str:
    """The header and the chosen rows of the Markdown table ``output`` holds (see :func:`format_snippet`)."""
    table = _table(output)
    if len(table) < 2:
        raise PluginError(f"snippets/{where}: rows= needs a printed Markdown table; the output has none")
    by_first = {first.strip("`"): line for first, line in _rows(output).items()}
    wanted = [expr.strip() for expr in rows.split("|") if expr.strip()]
    missing = [expr for expr in wanted if expr not in by_first]
    if missing:
        raise PluginError(f"snippets/{where}: rows= names rows its table lacks: {missing}; it has {list(by_first)}")
    return "\n".join(table[:2] + [by_first[expr] for expr in wanted]) + "\n"


SNIPPET_OPTIONS = {"output": {"text", "markdown"}, "summary": None, "source": None, "rows": None, "figure": None}
"""Options of the snippet fence: the values allowed (None: any text)."""


def validate_snippet(language: str, inputs: dict[str, str], options: dict[str, Any], attrs: dict[str, Any], md: Markdown) -> bool:
    """SuperFences validator: accept only the options in :data:`SNIPPET_OPTIONS`."""
    for key, value in inputs.items():
        allowed = SNIPPET_OPTIONS.get(key, set())
        if key not in SNIPPET_OPTIONS or (allowed is not None and value not in allowed):
            return False
        options[key] = value
    return True


def page_skeleton(markdown: str) -> str:
    """A page without its prose: headings, fences and what they hold (what a chapter notebook is made of)."""
    kept, fence = [], ""
    for line in markdown.splitlines():
        marker = re.match(r"^\s*(`{3,}|~{3,})", line)
        if marker and (not fence or line.strip() == fence):
            fence = "" if fence else marker.group(1)
            kept.append(line)
        elif fence or line.startswith("#"):
            kept.append(line)
    return "\n".join(kept)


def page_url(src_path: str, language: str) -> str:
    """Site URL of an English page in ``language`` (directory URLs; Chinese under ``zh/``)."""
    stem = src_path[: -len(".md")]
    url = "" if stem == "index" else (stem[: -len("index")] if stem.endswith("/index") else stem + "/")
    return ("" if language == "en" else f"{language}/") + url


def page_title(docs: Path, src_path: str, language: str) -> str:
    """The first ``# `` heading of a page in ``language`` (its explicit anchor dropped), else its path."""
    path = docs / src_path
    twin = path.with_name(path.stem + ".zh.md")
    source = twin if language.startswith("zh") and twin.is_file() else path
    for line in source.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].split("{")[0].strip()
    return src_path.removesuffix(".md")


_CODE_SPAN = re.compile(r"`[^`]*`")


def first_sentence(text: str, language: str) -> str:
    """A claim's first sentence, ended with "…" when more follows (a matrix row names its claim; the
    claim's page holds the whole of it). Full stops inside code spans and links do not end it."""
    masked = _CODE_SPAN.sub(lambda m: "x" * len(m.group(0)), text)
    masked = re.sub(r"\[[^\]]*\]\([^)]*\)", lambda m: "x" * len(m.group(0)), masked)
    end = masked.find("。") + 1 if language.startswith("zh") else (re.search(r"[.:;](?=\s+\S)", masked) or re.search("$^", "")) and 0
    if not language.startswith("zh"):
        found = re.search(r"\.(?=\s+[A-Z`(])", masked)
        end = found.end() if found else 0
    if not end or end >= len(text.rstrip()):
        return text
    return text[:end].rstrip("。.") + ("。…" if language.startswith("zh") else ". …")


def _first_row_ids(markdown: str) -> str:
    """Keep a claim's ``record-<id>`` row id only on its first row of the page (a claim may sit in two tables)."""
    seen: set[str] = set()

    def once(match: re.Match[str]) -> str:
        first = match.group(1) not in seen
        seen.add(match.group(1))
        return match.group(0) if first else ""

    return re.sub(r' id="(record-[^"]+)"', once, markdown)


PERMALINK_TITLE = {"en": "Permanent link", "zh": "永久链接"}
"""Title of the heading anchors (toc's ``permalink_title``), per page language."""

def localise_permalinks(config: MkDocsConfig, language: str) -> None:
    """Set toc's permalink title for the page about to be rendered (static-i18n cannot vary ``mdx_configs``)."""
    toc = config.mdx_configs.get("toc")
    if isinstance(toc, dict) and toc.get("permalink"):
        toc["permalink_title"] = PERMALINK_TITLE.get(language.split("_")[0], PERMALINK_TITLE["en"])


def with_releases(output: str, records: list[Record]) -> str:
    """The page with the recorded releases (newest first) and the build's, for the release picker
    (``javascripts/releases.js``), as a JSON script at the start of ``<body>`` (read by the scripts at its end)."""
    releases = sorted({minor_release(r.version) for r in records}, key=Version, reverse=True)
    data = json.dumps({"releases": releases, "build": minor_release(Version(torch.__version__))})
    return re.sub(r"<body\b[^>]*>", lambda m: m.group(0) + f'\n<script type="application/json" id="tf-releases">{data}</script>', output, count=1)


NOTEBOOK_DESCRIPTION = {
    "en": "The chapter “{title}” of Tensor Facts as a Jupyter notebook: every snippet of its pages with its output, to download and run.",
    "zh": "张量实证“{title}”一章的 Jupyter 笔记本：收录该章各页的全部示例及其输出，可下载运行。",
}
"""Meta description of a chapter notebook's page (a Markdown page has its own in its front matter)."""


def describe_notebook(page: Page, language: str) -> None:
    """Give a rendered notebook page a meta description in its language, unless it has one."""
    if page.file.src_uri.endswith(".ipynb") and not page.meta.get("description"):
        template = NOTEBOOK_DESCRIPTION.get(language.split("_")[0], NOTEBOOK_DESCRIPTION["en"])
        page.meta["description"] = template.format(title=page.title or "")


class TensorFactsPlugin(BasePlugin[TensorFactsConfig]):
    """See the module docstring."""

    def __init__(self) -> None:
        self.claims: dict[str, Claim] = {}
        self.devices: list[str] = []
        self.root = Path("snippets")
        self.referenced: dict[str, str] = {}
        self.claim_pages: dict[str, str] = {}
        self.matrix_of: dict[str, str] = {}  # claim id -> the verification page whose matrix shows its row
        self.base = Path(".")
        self.records: list[Record] = []
        self.rendering = Rendering()
        self.serving = False
        self.runs_before = 0
        self.prints: dict[Path, tuple[tuple[str, int, int], ...]] = {}
        self.problems: dict[str, list[str]] = {}  # page (src_uri) -> its problems, this build
        self.last_good: dict[str, str] = {}  # under serve: page (src_uri) -> its HTML from the last build it had no problem

    def _fingerprint(self, folder: Path) -> tuple[tuple[str, int, int], ...]:
        """:func:`serving.fingerprint` of an input folder (the snippets, the records), taken once per build: the
        build does not write there, and every page's cache key asks for it."""
        if folder not in self.prints:
            self.prints[folder] = serving.fingerprint(folder)
        return self.prints[folder]

    def on_startup(self, *, command: str, dirty: bool) -> None:
        """Under ``mkdocs serve``, keep the work of unchanged pages between rebuilds (:mod:`tensorfacts.serving`).

        With ``$TENSORFACTS_RUNNER_CACHE`` naming a file :func:`tensorfacts.runner.export_cache` wrote (with
        this torch), start from its runs: a snippet whose file is byte for byte the one that ran is not run again.
        """
        cached = os.environ.get(CACHE_ENV)
        if cached:
            try:
                import_cache(Path(cached).read_bytes())
            except (OSError, ValueError) as exc:
                raise PluginError(f"${CACHE_ENV}={cached}: {exc}") from exc
        if command == "serve":
            serving.cache_search_entries()
            self.serving = True
        if os.environ.get(RUN_CACHE_ENV):
            use_disk_cache(Path(os.environ[RUN_CACHE_ENV]))

    def on_serve(self, server: Any, config: MkDocsConfig, builder: Any) -> Any:
        """Rebuild when a snippet, a claims file, a record, an audit verdict or a question changes; not when the build
        writes a notebook."""
        serving.watch(server, Path(config.docs_dir), NOTEBOOK_DIR,
                      [self.base / self.config.snippets_dir, self.base / self.config.records_dir]
                      + [self.base / name for name in DATA_DIRS])
        return server

    def on_env(self, env: Any, config: MkDocsConfig, files: Files) -> Any:
        env.bytecode_cache = serving.TEMPLATES  # templates compiled once per process, not once per build
        return env

    def _write_notebooks(self, config: MkDocsConfig) -> None:
        """:func:`write_notebooks`; under serve, only when the snippets, the nav or a page's skeleton changed.

        A notebook holds the snippets and the page and section titles, so a prose edit leaves it as it is.
        """
        docs = Path(config.docs_dir)
        write = functools.partial(write_notebooks, config.nav or [], docs, self.root, self.devices[0])
        if not self.serving:
            write()
            return
        skeleton = tuple((str(p), serving.digest(page_skeleton(p.read_text(encoding="utf-8")))) for p in sorted(docs.rglob("*.md")))
        notebooks = serving.fingerprint(docs / NOTEBOOK_DIR)
        serving.memo(("notebooks", repr(config.nav), self.devices[0], skeleton, self._fingerprint(self.root), notebooks), write)

    def _page_problems(self, markdown: str, where: str, first_line: int) -> list[str]:
        """:func:`page_problems`; under serve, computed again only when the page, a snippet or a claims file changed."""
        chapter = is_chapter(self.docs_dir / where, self.docs_dir, self.root)
        check = functools.partial(page_problems, markdown, f"docs/{where}", self.root, self.claims, self.devices,
                                  first_line=first_line, chapter=chapter)
        if not self.serving:
            return check()
        return serving.memo(("problems", where, first_line, serving.digest(markdown), self._fingerprint(self.root), tuple(self.devices)), check)

    def _records_cached(self, match: re.Match[str], page: Page, config: MkDocsConfig, language: str, line: int) -> str:
        """:meth:`_records`, reused while the records, the snippets and the claims' pages are unchanged."""
        key = ("records", match.group(0), page.file.src_uri, page.url, language, tuple(sorted(self.claim_pages.items())),
               self._fingerprint(self.base / self.config.records_dir), self._fingerprint(self.root))
        return serving.memo(key, lambda: self._records(match, page, config, language, line))

    @event_priority(100)  # before static-i18n sees the files
    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        self.problems = {}
        if not getattr(config.plugins.get("i18n"), "building", False):  # the build's first event (notebooks run snippets here)
            self.runs_before = sum(EXECUTIONS.values())
        self.prints = {}
        self.base = Path(config.config_file_path).parent
        self.docs_dir = Path(config.docs_dir).resolve()
        self.root = (self.base / self.config.snippets_dir).resolve()
        if self.serving and not os.environ.get(RUN_CACHE_ENV):  # a restart of `mkdocs serve` runs only what changed
            use_disk_cache(self.base / ".cache" / "tensorfacts" / "runs")
        if not self.root.is_dir():
            raise PluginError(f"{config.config_file_path}: tensorfacts snippets_dir {self.root} is not a folder")
        self._fingerprint(self.root)  # before the claims are loaded: an edit while they load makes the next key differ
        try:
            self.devices = available_devices()
            start_workers(self.devices)  # their `import torch` overlaps loading claims and notebooks
            self.claims = load_claims(self.root)
        except (ClaimError, ValueError) as exc:
            raise PluginError(str(exc)) from exc
        if "pymdownx.superfences" not in config.markdown_extensions:
            config.markdown_extensions.append("pymdownx.superfences")
        fences = config.mdx_configs.setdefault("pymdownx.superfences", {}).setdefault("custom_fences", [])
        fences[:] = [f for f in fences if f.get("name") != FENCE_NAME]
        fences.append(
            {
                "name": FENCE_NAME,
                "class": FENCE_NAME,
                "validator": validate_snippet,
                "format": functools.partial(format_snippet, root=self.root, devices=self.devices, rendering=self.rendering),
            }
        )
        notebooks_are_pages()
        try:
            self._write_notebooks(config)
        except SnippetError as exc:
            raise PluginError(f"while generating the chapter notebooks: {exc}") from exc
        return config

    def on_pre_build(self, config: MkDocsConfig) -> None:
        self.referenced = {}
        self._fingerprint(self.base / self.config.records_dir)  # before loading them, as the snippets' in on_config
        try:
            self.records = load_records(self.base / self.config.records_dir)
            self.rendering.records = self.records
        except ValueError as exc:
            raise PluginError(str(exc)) from exc

    def on_files(self, files: Files, config: MkDocsConfig) -> Files:
        """Map each claim to the first page that states it (the errata, "How claims are checked" and the verification
        pages last), and to
        the verification page whose matrix shows its row (a ``records pages=...`` fence).

        Raises PluginError naming the claim's page when matrices exist and none shows a claim's row.
        """
        docs = Path(config.docs_dir)
        folder = self.config.verification_dir.rstrip("/") + "/"

        def last(path: Path) -> bool:
            relative = path.relative_to(docs).as_posix()
            return is_errata(relative) or is_audit(relative) or relative == HOW_PAGE or relative.startswith(folder)

        pages = sorted(english_pages(docs), key=last)
        untranslated = [f"docs/{p.relative_to(docs).as_posix()}:1: no Chinese translation: write "
                        f"docs/{twin(p).relative_to(docs).as_posix()} (the same headings, snippets and claims), or the "
                        "Chinese site serves this English text" for p in pages if not twin(p).is_file()]
        if untranslated and getattr(config.plugins.get("i18n"), "config", None) is not None:
            raise PluginError("\n".join(untranslated))
        self.claim_pages = {}
        for path in pages:
            for ref in scan(path).claims:
                self.claim_pages.setdefault(ref.target, path.relative_to(docs).as_posix())
        self.matrix_of = {}
        for path in pages:
            for fence in RECORDS_FENCE.finditer(path.read_text(encoding="utf-8")):
                shown = matrix_pages(fence.group("options"))
                if shown is None:
                    continue
                for claim_id, stated in self.claim_pages.items():
                    if shows_claims_of(shown, stated):
                        self.matrix_of.setdefault(claim_id, path.relative_to(docs).as_posix())
        if self.matrix_of:
            missing = [f"docs/{stated}: claim {claim_id!r} is in no verification matrix (a ```records pages=...``` fence under docs/{folder})"
                       for claim_id, stated in self.claim_pages.items() if claim_id not in self.matrix_of]
            if missing:
                raise PluginError("\n".join(missing))
        return files

    def _questions(self, page: Page, language: str, line: int) -> str:
        """The ```` ```questions ```` fence: the corpus (``questions/*.toml``) by topic, each question linking to the
        section that answers it, with the answering claim's sentence and mark (:func:`claim_brief`: the popover and the checked line stay on
        the claim's own page). The list is out of the search index (the page is found by its title and introduction): a
        query finds the section that answers it, not this list of every question."""
        from tensorfacts.verify import did_you_mean

        try:
            questions = load_questions(self.base / "questions")
        except QuestionError as exc:
            raise PluginError(str(exc)) from exc
        sections = first_claims(self.docs_dir)
        zh = language.startswith("zh")
        out: list[str] = ['<section class="tf-questions" data-search-exclude markdown>\n']
        for topic, found in by_topic(questions):
            out.append(f"## {TOPICS[topic][1 if zh else 0]} {{ #{topic} }}\n")
            for question in found:
                item, opened = self.claims.get(question.claim), sections.get(question.claim)
                if item is None:
                    raise PluginError(f"{question.where}: unknown claim {question.claim!r}{did_you_mean(question.claim, list(self.claims))}")
                if opened is None:
                    raise PluginError(f"{question.where}: claim {question.claim!r} does not open a section: move it to the start "
                                      "of the section that answers the question, or give it a section of its own")
                section = home_section(opened, item.snippet.parent.relative_to(self.root).as_posix())
                href = self._link(page, language, section.page, f"#{section.anchor}" if section.anchor else "")
                devices = [d for d in self.devices if applies_to(item, d)]
                quoted = self._quoted(item, devices, question.where)
                shown = claim_brief(item, language, torch.__version__, devices, quoted, records=self.records,
                                    snippets_root=self.root, away=devices_away(item, self.devices))
                out.append(f'- <a class="tf-question" href="{html.escape(href)}">{plain_text(question.text(language))}</a>'
                           f'<div class="tf-answer" data-search-exclude>{shown}</div>')
            out.append("")
        return "\n".join(out) + "\n</section>\n"

    def _link(self, page: Page, language: str, target: str, anchor: str) -> str:
        return get_relative_url(page_url(target, language), page.url or ".") + anchor

    def _quoted(self, item: Claim, devices: list[str], where: str) -> dict[str, str]:
        """The run's values a claim's sentence quotes as ``{name}`` (on the first device it applies to)."""
        if not item.placeholders():
            return {}
        try:
            return values(item.snippet, devices[0], item.placeholders())
        except SnippetError as exc:
            raise PluginError(f"{where}: claim {item.id!r} quotes a value its run lacks: {exc}") from exc

    def _records(self, match: re.Match[str], page: Page, config: MkDocsConfig, language: str, line: int) -> str:
        if "provenance" in match.group("options"):
            return "\n" + provenance_html(self.records, language) + "\n"
        if match.group("options").strip() == "other-devices":
            away = [(item, devices) for item in self.claims.values() if (devices := devices_away(item, self.devices))
                    and item.id in self.claim_pages]

            def link(claim_id: str) -> str:
                return self._link(page, language, self.claim_pages[claim_id], f"#claim-{claim_id}")

            def markup(item: Claim) -> str:
                return Markdown().convert(first_sentence(item.sentence(language), language)).removeprefix("<p>").removesuffix("</p>")

            return "\n" + away_html(away, self.records, language, link, self.root, markup) + "\n"
        example = re.search(r"\bexample=(\S+)", match.group("options"))
        if example:
            return "\n\n" + self._example(example.group(1), page, config, language, line) + "\n\n"
        audit_fence = re.fullmatch(r"\s*audit(?:\s+topic=(?P<topic>[\w-]+))?\s*", match.group("options"))
        if audit_fence:
            return "\n\n" + self._audit(page, language, audit_fence.group("topic") or "") + "\n\n"
        if "catalogue" in match.group("options"):
            rules = [(item.id, item.over) for item in self.claims.values() if item.over is not None]
            # the catalogue is code and case names (each rule's page states its sentence): out of the search index
            return '\n\n<div class="tf-catalogue" data-search-exclude markdown>\n\n' + catalogue_markdown(language, rules) + "\n\n</div>\n\n"
        body = match.group("body").split()
        shown = matrix_pages(match.group("options"))
        if shown is not None:
            body = [i for i in self.claims if shows_claims_of(shown, self.claim_pages.get(i, ""))]
        ids = body or list(self.claims)
        unknown = [i for i in ids if i not in self.claims]
        if unknown:
            raise PluginError(f"docs/{page.file.src_path}:{line}: unknown claim id(s) in records table: {unknown}")
        docs = Path(config.docs_dir)
        inline = Markdown()
        titles: dict[str, str] = {}

        def claim_url(claim_id: str) -> str:
            target = self.claim_pages.get(claim_id, page.file.src_path)
            return self._link(page, language, target, f"#claim-{claim_id}")

        def sentence(item: Claim) -> str:
            devices = [d for d in self.devices if applies_to(item, d)]
            text = item.sentence(language, self._quoted(item, devices, f"docs/{page.file.src_path}:{line}") if devices else None)
            return inline.reset().convert(first_sentence(text, language)).removeprefix("<p>").removesuffix("</p>")

        def page_of(claim_id: str) -> tuple[str, str]:
            target = self.claim_pages.get(claim_id, page.file.src_path)
            if target not in titles:
                titles[target] = page_title(docs, target, language)
            return target.removesuffix(".md"), titles[target]

        if "changes" in match.group("options"):
            from tensorfacts import audit, docstrings

            try:
                kept = docstrings.load(self.base / self.config.records_dir)
            except ValueError as exc:
                raise PluginError(str(exc)) from exc
            audited = audit.audited_functions(self.base)
            found = docstring_changes(boundaries(self.records, list(self.claims.values()), self.root), kept, audited)
            pages = audit.function_pages(self.base)

            def audit_url(name: str) -> str:
                return self._link(page, language, pages.get(name, "audit.md"), "#" + audit.anchor(name))

            return "\n\n" + changes_markdown(found, language, claim_url, sentence, self._snippet_pages(page, docs, language),
                                               audit_url) + "\n\n"
        table = matrix_html(self.records, [self.claims[i] for i in ids], language, claim_url, self.root,
                            sentence=sentence, page_of=page_of, filters=shown is not None or not body)
        return "\n\n" + table + "\n\n"

    def _audit(self, page: Page, language: str, topic: str) -> str:
        """A ```` ```records audit ```` fence: the docstring audit of the chapters' functions, or with ``topic=T``
        of the functions in ``audit/functions-T.txt`` (:func:`tensorfacts.audit.audit_markdown`)."""
        from tensorfacts import audit, docstrings

        try:
            entries = audit.load_all(self.base)
            functions = audit.audited_functions(self.base, topic)
            audit.linked_functions(self.base)  # a malformed list fails here, with its file and line
            kept = docstrings.load(self.base / self.config.records_dir)
        except (OSError, ValueError) as exc:
            raise PluginError(f"docs/{page.file.src_path}: the docstring audit: {exc}") from exc

        def claim_url(claim_id: str) -> str:
            return self._link(page, language, self.claim_pages.get(claim_id, page.file.src_path), f"#claim-{claim_id}")

        return audit.audit_markdown(entries, kept, functions, language, claim_url,
                                    [] if topic else audit.linked_functions(self.base))

    def _example(self, claim_id: str, page: Page, config: MkDocsConfig, language: str, line: int) -> str:
        """A ```` ```records example=<id> ```` fence: the claim taken apart, step by step (:func:`worked_example`)."""
        item = self.claims.get(claim_id)
        if item is None:
            raise PluginError(f"docs/{page.file.src_path}:{line}: unknown claim id {claim_id!r} in a worked example")
        from tensorfacts.perturb import mutants

        devices = [d for d in self.devices if applies_to(item, d)]
        matrix = self.matrix_of.get(claim_id)
        href = self._link(page, language, matrix, f"#record-{claim_id}") if matrix else ""
        home = self.claim_pages.get(claim_id, "")
        shown = claim_html(item, language, torch.__version__, devices, False, href,
                           self._quoted(item, devices, f"docs/{page.file.src_path}:{line}"), records=self.records,
                           snippets_root=self.root, number=10_000, away=devices_away(item, self.devices),
                           home_href=self._link(page, language, home, f"#claim-{claim_id}") if home else "")
        relative = item.snippet.resolve().relative_to(self.root).as_posix()
        target, anchor = first_section_showing(Path(config.docs_dir), relative) or (page.file.src_path, "")
        link = os.path.relpath(target, os.path.dirname(page.file.src_path) or ".") + anchor  # a Markdown link, .md
        source = check_source(item.check)
        swaps = [e.label.split(" with ", 1)[-1] for e in mutants(item.snippet)]
        return worked_example(shown, language, snippet=relative, snippet_href=link, check_source=source[source.find("def "):],
                              swaps=swaps)

    def _snippet_pages(self, page: Page, docs: Path, language: str) -> Callable[[str], tuple[str, str]]:
        """``snippet path -> (link from page, title)`` of the first section (a chapter's, before the errata) that shows it."""
        shown = sections_showing(docs)

        def snippet_page(snippet: str) -> tuple[str, str]:
            target, anchor = shown.get(snippet, (page.file.src_path, ""))
            return self._link(page, language, target, anchor), page_title(docs, target, language)

        return snippet_page

    def on_page_read_source(self, page: Page, config: MkDocsConfig) -> str | None:
        """A chapter notebook's page is its Markdown cells and snippet fences (see tensorfacts.notebooks)."""
        if is_notebook(page.file.src_uri) and page.file.abs_src_path:
            return notebook_markdown(Path(page.file.abs_src_path))
        return None

    def on_post_page(self, output: str, page: Page, config: MkDocsConfig) -> str:
        output = self._post_page(output, page, config)
        if not self.serving:
            return output
        problems = self.problems.get(page.file.src_uri)
        if problems is None:
            self.last_good[page.file.src_uri] = output
            return output
        last = self.last_good.get(page.file.src_uri)
        return with_banner(last or output, problems, page_language(page, config))

    def _post_page(self, output: str, page: Page, config: MkDocsConfig) -> str:
        if is_notebook(page.file.src_uri) and page.file.abs_src_path:
            publish_notebook(Path(page.file.abs_src_path), Path(config.site_dir) / page.file.dest_uri)
        i18n = config.plugins.get("i18n")
        default = str(getattr(i18n, "default_language", page_language(page, config)))
        output = search_from_language_root(output, page_language(page, config), default)
        return with_releases(unwrap_plain_code_spans(drop_head_alternates(output)), self.records)

    def on_page_markdown(self, markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
        line_of = _line_finder(page, markdown)
        where = page.file.src_path
        problems = self._page_problems(markdown, where, line_of(0))
        if problems:  # reported with every other page's at the end of the build (under serve: on the page itself)
            self.problems[page.file.src_uri] = problems
            for found in CLAIM_MARKER.finditer(markdown):  # referenced all the same: one message per fault
                self.referenced.setdefault(found.group("id"), where)
            return problem_markdown(problems, page_language(page, config))
        language = page_language(page, config)
        if is_notebook(page.file.src_uri) or any(matrix_pages(m.group("options")) is not None for m in RECORDS_FENCE.finditer(markdown)):
            exclude_copies(page.meta)  # a copy of a chapter's text: found on the chapter's page alone
        anchored: set[str] = set()
        numbered: list[str] = []
        markdown = _first_row_ids(RECORDS_FENCE.sub(lambda m: self._records_cached(m, page, config, language, line_of(m.start())), markdown))
        markdown = QUESTIONS_FENCE.sub(lambda m: self._questions(page, language, line_of(m.start())), markdown)

        how = self._link(page, language, HOW_PAGE, HOW_ANCHOR) if (self.docs_dir / HOW_PAGE).is_file() else ""
        english_src = re.sub(r"\.zh\.md$", ".md", where)  # the page's English source: claim_pages' keys

        def expand(match: re.Match[str]) -> str:
            claim_id = match.group("id")
            item = self.claims[claim_id]  # page_problems checked it exists and is verified
            devices = [d for d in self.devices if applies_to(item, d)]
            first = claim_id not in anchored
            anchored.add(claim_id)
            numbered.append(claim_id)
            self.referenced.setdefault(claim_id, where)
            matrix = self.matrix_of.get(claim_id)
            href = self._link(page, language, matrix, f"#record-{claim_id}") if matrix else ""
            quoted = self._quoted(item, devices, f"docs/{where}:{line_of(match.start())}")
            home = self.claim_pages.get(claim_id, english_src)
            home_href = self._link(page, language, home, f"#claim-{claim_id}") if home != english_src else ""
            return claim_html(item, language, torch.__version__, devices, first, href, quoted,
                              records=self.records, snippets_root=self.root, number=len(numbered),
                              away=devices_away(item, self.devices), how_href=how, home_href=home_href)

        return CLAIM_MARKER.sub(expand, markdown)

    def on_pre_page(self, page: Page, config: MkDocsConfig, files: Files) -> Page:
        language = page_language(page, config)
        localise_permalinks(config, language)
        self.rendering.language = language
        self.rendering.releases = not is_notebook(page.file.src_uri)
        self.rendering.stamped = False
        if self.serving and (page.file.src_uri.endswith(".md") or is_notebook(page.file.src_uri)):
            extensions = re.sub(r" at 0x[0-9a-f]+", "", repr((config.markdown_extensions, config.mdx_configs)))  # same config, new objects
            records = self._fingerprint(self.base / self.config.records_dir)  # the other releases' outputs
            data = tuple(self._fingerprint(self.base / name) for name in DATA_DIRS)  # the audit's verdicts, the questions
            key = ("page", page.file.src_uri, language, tuple(self.devices), extensions, records, data)
            serving.cache_page_rendering(page, key, self._shown_sources)
        return page

    def _shown_sources(self, markdown: str) -> tuple[tuple[str, str], ...]:
        """The snippets a page's Markdown shows, with the digest of each file (what its outputs depend on)."""
        shown = []
        for match in SNIPPET_FENCE.finditer(markdown):
            path = self.root / match.group("body").strip()
            shown.append((str(path), serving.digest(path.read_text(encoding="utf-8")) if path.is_file() else ""))
        return tuple(shown)

    def on_page_content(self, html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
        language = page_language(page, config)

        quote = not excluded(page.meta)  # a copy of a chapter, out of the index: no hidden quotes to weigh it down

        def finish() -> str:
            return keep_out_of_search(link_first_mentions(localise_tables(html, language)), quote)

        if not self.serving:
            return finish()
        return serving.memo(("content", language, quote, serving.digest(html)), finish)  # a page rendered from its cache: same HTML

    def on_page_context(self, context: Any, /, *, page: Page, config: MkDocsConfig, nav: Any) -> Any:
        describe_notebook(page, page_language(page, config))
        return context

    def _check_built(self, config: MkDocsConfig) -> None:
        problems = [line for found in self.problems.values() for line in found]
        if problems and self.serving:  # the server keeps serving: each broken page shows its last good build and a banner
            SERVE_LOG.error("tensorfacts: the build has %d problem(s); the browser shows them on each page:\n%s",
                            len(problems), "\n".join(problems))
        elif problems:
            raise PluginError(f"{len(problems)} problem(s) in {len(self.problems)} page(s):\n" + "\n".join(problems))
        not_found = Path(config.site_dir) / "404.html"  # a theme template: no on_post_page
        if not_found.is_file():
            not_found.write_text(drop_head_alternates(not_found.read_text(encoding="utf-8")), encoding="utf-8")
        missing = [item for claim_id, item in self.claims.items() if claim_id not in self.referenced]
        if missing:
            lines = "\n  ".join(f"{item.defined_at}: claim {item.id!r}" for item in missing)
            raise PluginError(f"claims referenced by no page ({config.theme.get('language')} build):\n  {lines}")

    @event_priority(-110)  # after static-i18n's on_post_build, which builds the other languages and writes the merged index
    def _split_search(self, config: MkDocsConfig) -> None:
        """One search index per language (:mod:`tensorfacts.searchindex`), once every language is built; and
        the snippet runs the whole build made, in the log (0 when every result came from the runner's cache)."""
        i18n = config.plugins.get("i18n")
        if getattr(i18n, "building", False):
            return
        log.info("tensorfacts: %d snippet run(s) in this build", sum(EXECUTIONS.values()) - self.runs_before)
        if i18n is None or not (Path(config.site_dir) / "search").is_dir():
            return
        try:
            split_index(Path(config.site_dir), list(i18n.build_languages), str(i18n.default_language))
        except ValueError as exc:
            raise PluginError(str(exc)) from exc

    @event_priority(-120)  # once every language is built
    def _cjk_font(self, config: MkDocsConfig) -> None:
        """The Chinese pages' own font, a subset of exactly the characters they use (:mod:`tensorfacts.cjkfont`)."""
        i18n = config.plugins.get("i18n")
        if getattr(i18n, "building", False) or not (Path(config.site_dir) / "zh").is_dir():
            return
        try:
            path, count = write_subset(Path(config.site_dir))
        except FileNotFoundError as exc:
            raise PluginError(str(exc)) from exc
        log.info("tensorfacts: %s, %d characters, %d bytes", path.name, count, path.stat().st_size)

    on_post_build = CombinedEvent(_check_built, _split_search, _cjk_font)
