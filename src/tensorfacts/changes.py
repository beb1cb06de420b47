"""What changed at each recorded torch release, read from the records alone.

For each pair of neighbouring recorded releases on one device (by version), a :class:`Boundary` holds

* the claims whose verdict differs between the two records (each record's own verdict, when both
  records were made from today's check and snippet: a pending verdict says nothing about a release);
* the snippets whose output differs, where both records hold an output of today's source, with the
  lines that differ (``difflib``, no context); a change whose every line names one of the two
  releases (an environment report) is no change of behaviour and is left out;
* the audited functions whose docstring differs (:mod:`tensorfacts.docstrings`, kept beside the records), with how many
  statements only one release has (:func:`docstring_changes`), each linking to its audit, which lists the statements.

:func:`changes_markdown` writes them as one section per release (``## 2.7 { #torch-2-7 }``), an index
table first and a form to show only the releases between two chosen ones (``javascripts/marks.js``;
without it every section shows). A new record adds its section with no edit: nothing here names a
release.
"""

from __future__ import annotations

import dataclasses
import difflib
import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from tensorfacts.claims import Claim
from tensorfacts.records import SYMBOLS, Record, identity, minor_release, words_for
from tensorfacts.runner import source_digest

WORDS = {
    "en": {
        "release": "Release", "claims": "Claims whose verdict changed", "outputs": "Outputs that changed",
        "claim": "Claim", "pr": "Cited", "none": "No claim and no output changed.", "from": "Show the changes after",
        "to": "up to", "records": "Records compared: torch {0} → torch {1} ({2}).", "page": "Page",
        "count_claims": "claims", "count_outputs": "outputs", "snippet": "shown on {0}",
        "shown": "Showing {0} of {1} releases: {2}.",
        "empty": "No release comes after {0} and up to {1}: choose an earlier first release or a later last one.",
        "docstrings": "Docstrings that changed", "rewrapped": "(the same statements, wrapped otherwise)",
        "audit": "audited",
        "statements": "{0} statement(s) gone, {1} new",
    },
    "zh": {
        "release": "版本", "claims": "结论发生变化的论断", "outputs": "输出发生变化的示例",
        "claim": "论断", "pr": "引用", "none": "没有论断或输出发生变化。", "from": "只看这两个版本之间的变化：从",
        "to": "到", "records": "比较的记录：torch {0} → torch {1}（{2}）。", "page": "页面",
        "count_claims": "条论断", "count_outputs": "个输出", "snippet": "见{0}",
        "shown": "显示 {1} 个版本中的 {0} 个：{2}。",
        "empty": "{0} 之后、{1} 及以前没有版本：请把起点选早一些，或把终点选晚一些。",
        "docstrings": "文档字符串发生变化的函数", "rewrapped": "（说法相同，只是换行不同）",
        "audit": "见审查",
        "statements": "删去 {0} 条说法，新增 {1} 条",
    },
}

_LINK_TAG = re.compile(r"</?a\b[^>]*>")
_PR = re.compile(r"\[[^\]]*\]\((https://github\.com/pytorch/pytorch/(?:pull|issues)/\d+)\)|(pytorch/pytorch#\d+)")


@dataclass(frozen=True)
class Flip:
    """A claim whose verdict differs between two neighbouring records: ``before`` and ``after`` are states."""

    claim: Claim
    before: str
    after: str


@dataclass(frozen=True)
class OutputChange:
    """A snippet (path under ``snippets/``) that printed ``before`` on one release and ``after`` on the next."""

    snippet: str
    before: str
    after: str

    def lines(self) -> list[str]:
        """The lines that differ, each starting with ``-`` (only before) or ``+`` (only after)."""
        diff = difflib.unified_diff(self.before.splitlines(), self.after.splitlines(), lineterm="", n=0)
        return [line for line in diff if line[:1] in "-+" and not line.startswith(("---", "+++"))]


@dataclass(frozen=True)
class DocstringChange:
    """An audited function whose docstring differs between two neighbouring releases: the statements of each."""

    function: str
    before: tuple[str, ...]
    after: tuple[str, ...]

    def lines(self) -> list[str]:
        """The statements only the earlier release has (``-``), then those only the later one has (``+``)."""
        return ([f"- {s}" for s in self.before if s not in self.after] + [f"+ {s}" for s in self.after if s not in self.before])


@dataclass(frozen=True)
class Boundary:
    """Two neighbouring records of one device, and what changed from the first to the second."""

    before: Record
    after: Record
    flips: list[Flip] = field(default_factory=list)
    outputs: list[OutputChange] = field(default_factory=list)
    docstrings: list[DocstringChange] = field(default_factory=list)

    @property
    def release(self) -> str:
        """The later release, as readers name it ("2.7")."""
        return minor_release(self.after.version)

    @property
    def anchor(self) -> str:
        return "torch-" + self.release.replace(".", "-")


def boundaries(records: list[Record], claims: list[Claim], snippets_root: Path, device: str = "cpu") -> list[Boundary]:
    """What changed at each recorded release of ``device`` after its first, oldest first.

    A verdict counts when it is "holds" or "fails" in both records (not pending, missing, failed or not
    applicable); an output counts when both records printed it from today's source of the snippet.
    """
    ordered = sorted((r for r in records if r.device == device), key=lambda r: r.version)
    sources = {p.relative_to(snippets_root).as_posix(): source_digest(p) for p in sorted(Path(snippets_root).rglob("*.py"))}
    today = {item.id: identity(item, snippets_root) for item in claims}
    found = []
    for before, after in zip(ordered, ordered[1:]):
        flips = []
        for item in claims:
            states = before.state(item, snippets_root, today[item.id]), after.state(item, snippets_root, today[item.id])
            if states[0] != states[1] and set(states) <= {"holds", "fails"}:
                flips.append(Flip(item, *states))
        outputs = []
        for snippet, source in sources.items():
            texts = [r.data.get("snippets", {}).get(snippet) for r in (before, after)]
            if all(isinstance(t, dict) and t.get("source") == source and isinstance(t.get("output"), str) for t in texts):
                change = OutputChange(snippet, texts[0]["output"], texts[1]["output"])  # type: ignore[index]
                names = (str(before.version), str(after.version))
                if change.lines() and not all(any(n in line for n in names) for line in change.lines()):
                    outputs.append(change)  # (lines that only print the release itself are no change of behaviour)
        found.append(Boundary(before, after, flips, outputs))
    return found


def docstring_changes(found: list[Boundary], kept: dict[str, dict[str, Any]], functions: list[str] | None = None) -> list[Boundary]:
    """``found`` with, at each boundary whose two releases both kept docstrings (``kept``: :func:`tensorfacts.docstrings.load`),
    the functions (of ``functions``, the audited ones; all kept when None) whose docstring's digest differs."""
    out = []
    for b in found:
        before, after = kept.get(str(b.before.version)), kept.get(str(b.after.version))
        changes = []
        if before is not None and after is not None:
            for name in (after if functions is None else [f for f in functions if f in after]):
                old, new = before.get(name), after.get(name)
                if old is not None and new is not None and old.get("digest") != new.get("digest"):
                    changes.append(DocstringChange(name, tuple(old.get("statements") or ()), tuple(new.get("statements") or ())))
        out.append(dataclasses.replace(b, docstrings=changes))
    return out


def cited(item: Claim) -> list[str]:
    """The PyTorch pull requests and issues a claim's English sentence links to."""
    return list(dict.fromkeys(m.group(1) or "https://github.com/pytorch/pytorch/pull/" + m.group(2).split("#")[1]
                              for m in _PR.finditer(item.en)))


def changes_markdown(
    found: list[Boundary],
    language: str,
    claim_url: Callable[[str], str],
    sentence: Callable[[Claim], str],
    snippet_page: Callable[[str], tuple[str, str]],
    audit_url: Callable[[str], str] | None = None,
) -> str:
    """The changes page's body: an index table, the between-two-releases form, one section per boundary.

    ``claim_url(id)`` links a claim where a page states it; ``sentence(claim)`` is its first sentence as
    inline HTML; ``snippet_page(path)`` gives ``(url, title)`` of the page that shows a snippet; ``audit_url(name)``
    links an audited function's statements on the audit page.
    """
    words = WORDS["zh" if language.startswith("zh") else "en"]
    states = words_for(language)
    rows = "".join(
        f'<tr><td><a href="#{b.anchor}">{b.release}</a></td><td>{len(b.flips)}</td><td>{len(b.outputs)}</td></tr>'
        for b in reversed(found))
    parts = [
        f'<table class="tf-changes-index"><thead><tr><th>{words["release"]}</th><th>{words["claims"]}</th>'
        f'<th>{words["outputs"]}</th></tr></thead><tbody>{rows}</tbody></table>',
    ]
    releases = [minor_release(found[0].before.version)] + [b.release for b in found] if found else []
    options = "".join(f'<option value="{r}">{r}</option>' for r in releases)
    parts.append(
        f'<form class="tf-between" hidden><label>{words["from"]} <select name="from">{options}</select></label> '
        f'<label>{words["to"]} <select name="to">{options}</select></label> '
        f'<output data-shown="{html.escape(words["shown"])}" data-empty="{html.escape(words["empty"])}"></output></form>')
    for b in reversed(found):
        section = [f'## {b.release} {{ #{b.anchor} }}', "",
                   f'<p class="tf-compared" data-search-exclude>{html.escape(words["records"].format(b.before.label, b.after.label, b.after.device))}</p>']
        if not b.flips and not b.outputs and not b.docstrings:
            section.append(f"<p>{words['none']}</p>")
        if b.flips:
            section += ["", f'### {words["claims"]} {{ #{b.anchor}-claims }}', ""]
            before = minor_release(b.before.version)
            # one link per claim: the sentence's own links (a cited PR) dropped from it, the PR in its column
            body = "".join(
                f'<tr><td><a href="{html.escape(claim_url(f.claim.id))}">{_LINK_TAG.sub("", sentence(f.claim))}</a></td>'
                f'<td class="tf-{f.before}" data-label="{before}">{SYMBOLS[f.before]} {states[f.before]}</td>'
                f'<td class="tf-{f.after}" data-label="{b.release}">{SYMBOLS[f.after]} {states[f.after]}</td>'
                f'<td data-label="{words["pr"]}">{" ".join(_pr_link(url) for url in cited(f.claim))}</td></tr>'
                for f in b.flips)
            section.append(
                f'<table class="tf-changes" data-search-exclude><thead><tr><th>{words["claim"]}</th><th>{before}</th>'
                f'<th>{b.release}</th><th>{words["pr"]}</th></tr></thead><tbody>{body}</tbody></table>')
        if b.outputs:
            section += ["", f'### {words["outputs"]} {{ #{b.anchor}-outputs }}', ""]
            for change in b.outputs:
                url, title = snippet_page(change.snippet)
                lines = "".join(
                    f'<span class="tf-diff-{"del" if line[0] == "-" else "add"}">{html.escape(line)}</span>\n'
                    for line in change.lines())
                section.append(  # a file name and a link: nothing a reader searches for
                    f'<p data-search-exclude><code>{html.escape(Path(change.snippet).name)}</code> · '
                    f'<a href="{html.escape(url)}">{html.escape(words["snippet"].format(title))}</a></p>'
                    f'<pre class="tf-diff" data-search-exclude><code>{lines}</code></pre>')
        if b.docstrings:
            section += ["", f'### {words["docstrings"]} {{ #{b.anchor}-docstrings }}', ""]
            items = []
            for change in b.docstrings:  # counts only: the audit page lists each statement with the releases it is on
                url = audit_url(change.function) if audit_url else ""
                link = f' · <a href="{html.escape(url)}">{words["audit"]}</a>' if url else ""
                lines = change.lines()
                gone, new = sum(line[0] == "-" for line in lines), sum(line[0] == "+" for line in lines)
                counted = words["statements"].format(gone, new) if lines else words["rewrapped"]
                items.append(f'<li><code>{html.escape(change.function)}</code>: {html.escape(counted)}{link}</li>')
            section.append(f'<ul class="tf-docstring-changes" data-search-exclude>{"".join(items)}</ul>')
        parts.append("\n".join(section))
    return "\n\n".join(parts) + "\n"


def _pr_link(url: str) -> str:
    number = url.rstrip("/").rsplit("/", 1)[1]
    return f'<a href="{html.escape(url)}" rel="external">#{number}</a>'
