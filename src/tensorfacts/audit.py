"""The docstring audit: every statement of the audited functions' docstrings, on every kept release, classified.

:mod:`tensorfacts.docstrings` keeps each release's docstrings (``records/<torch>/docstrings.json``) split into
statements. ``audit/statements.toml`` classifies them, one ``[[statement]]`` table per (text, range)::

    [[statement]]
    text = "Returns a copy of :attr:`input`."       # the statement, whitespace collapsed, exactly as kept
    verdict = "confirmed"                             # confirmed | contradicted | unchecked
    claim = "clone.new-storage"                       # confirmed, contradicted: the claim that checks it
    torch = "<2.7"                                    # optional: the releases this entry speaks for
    function = "torch.tensor"                         # optional: the one function it speaks for

A text is the key: one entry classifies the statement wherever it appears (another function, another release), so
a docstring unchanged between releases needs nothing new; ``function`` narrows it to one function, where the same
words (a shared parameter description) are checked by another claim for each. ``contradicted`` names an erratum: a claim of the errata
page, holding on that release, that quotes the docstring and shows what happens instead. ``unchecked`` gives a
``reason`` (:data:`REASONS`): why no check can speak for it here.

:func:`problems` lists every statement of a kept release that no entry classifies (or two do), an unknown claim or
reason, a claim whose range leaves that release out, and an entry that classifies nothing; :func:`audit_markdown`
renders the audit page (a ```` ```records audit ```` fence).
"""

from __future__ import annotations

import html
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import Version

from tensorfacts.claims import Claim
from tensorfacts.docstrings import FUNCTIONS_FILE, TOPIC_GLOB, covered, normalise

STATEMENTS_FILE = Path("audit") / "statements.toml"
"""The chapters' functions' verdicts; ``audit/statements-<topic>.toml`` beside it holds another topic's (same format)."""

STATEMENTS_GLOB = "statements*.toml"

VERDICTS = ("confirmed", "contradicted", "unchecked")

REASONS = {
    "device": ("needs a device this build lacks (a GPU, pinned memory)", "需要本次构建没有的设备（GPU、锁页内存）"),
    "advice": ("advice or intent, not a fact about behaviour", "是建议或意图，不是关于行为的事实"),
    "reference": ("points elsewhere and states nothing itself", "只是指向别处，本身没有说法"),
    "undefined": ("declares the behaviour undefined: nothing to check", "声明行为未定义，没有可检查的内容"),
    "other-package": ("about a package this build does not have (CuPy)", "涉及本次构建没有的包（CuPy）"),
    "lead-in": ("introduces the statements after it", "只是引出后面的说法"),
    "timing": ("about timing on a GPU, which no output shows", "关于 GPU 上的时序，输出无法显示"),
    "signature": ("a signature line, which Python cannot read from a built-in to compare", "签名行：Python 无法从内置函数读出签名来比较"),
}
"""Why a statement is not checkable here, in English and Chinese."""

WORDS = {
    "en": {"confirmed": "confirmed", "contradicted": "contradicted", "unchecked": "not checkable here",
           "statement": "Statement", "releases": "Releases", "verdict": "Verdict", "all": "all",
           "summary": "{0} functions, {1} statements on {2} releases: {3} confirmed, {4} contradicted, {5} not checkable here.",
           "linked": "The docstrings of {0} more functions that the pages mention in passing are kept with the records, not audited: {1}.",
           "changed": "Docstring changed at {0}.", "unchanged": "Same docstring on every kept release.",
           "none": "No docstring kept yet."},
    "zh": {"confirmed": "已证实", "contradicted": "与行为不符", "unchecked": "此处无法检查",
           "statement": "说法", "releases": "版本", "verdict": "结论", "all": "全部",
           "summary": "{0} 个函数，{2} 个版本上共 {1} 条说法：{3} 条已证实，{4} 条与行为不符，{5} 条此处无法检查。",
           "linked": "页面顺带提到的另外 {0} 个函数，其文档字符串也随记录保存，但不在审查之列：{1}。",
           "changed": "文档字符串在 {0} 发生变化。", "unchanged": "各个记录版本的文档字符串相同。",
           "none": "尚无记录的文档字符串。"},
}
SYMBOLS = {"confirmed": "✓", "contradicted": "✗", "unchecked": "–"}


@dataclass(frozen=True)
class Entry:
    """One ``[[statement]]`` table: a statement's text, its verdict (claim or reason) and the releases it speaks for."""

    text: str
    verdict: str
    claim: str = ""
    reason: str = ""
    torch: SpecifierSet = SpecifierSet()
    line: int = 0
    function: str = ""
    source: str = str(STATEMENTS_FILE)

    def speaks_for(self, release: str, function: str) -> bool:
        return self.function in ("", function) and self.torch.contains(Version(release).public, prereleases=True)


def load_entries(path: Path = STATEMENTS_FILE) -> list[Entry]:
    """The classifications of ``path``.

    Raises:
        ValueError: the file is no TOML, or an entry lacks its text, verdict, claim or reason, or has a bad range
            (the message names file and line).
    """
    source = Path(path).read_text(encoding="utf-8")
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{path}: {exc}") from exc
    starts = [source.count("\n", 0, m.start()) + 1 for m in re.finditer(r"^\[\[statement\]\]", source, re.MULTILINE)]
    entries = []
    for number, (item, line) in enumerate(zip(data.get("statement", []), starts + [0] * len(data.get("statement", [])))):
        where = f"{path}:{line or number + 1}"
        verdict = item.get("verdict", "")
        if not isinstance(item.get("text"), str) or verdict not in VERDICTS:
            raise ValueError(f"{where}: a statement needs its text and a verdict, one of {', '.join(VERDICTS)}")
        if verdict != "unchecked" and not item.get("claim"):
            raise ValueError(f"{where}: a {verdict} statement names the claim that checks it (claim = \"page.id\")")
        if verdict == "unchecked" and item.get("reason") not in REASONS:
            raise ValueError(f"{where}: a statement not checkable here gives a reason, one of {', '.join(REASONS)}")
        try:
            spec = SpecifierSet(item.get("torch", ""))
        except InvalidSpecifier as exc:
            raise ValueError(f"{where}: {exc} is no PEP 440 specifier") from None
        entries.append(Entry(normalise(item["text"]), verdict, item.get("claim", ""), item.get("reason", ""), spec, line,
                             item.get("function", ""), str(path)))
    return entries


def load_all(root: Path) -> list[Entry]:
    """The classifications of every ``audit/statements*.toml`` of the project at ``root``, in file-name order.

    Raises:
        ValueError: as :func:`load_entries`, naming the file and line.
    """
    return [entry for path in sorted((root / STATEMENTS_FILE.parent).glob(STATEMENTS_GLOB))
            for entry in load_entries(path)]


def kept(docstrings: dict[str, dict[str, Any]], functions: list[str]) -> list[tuple[str, str, str]]:
    """Every (release, function, statement) of ``functions`` in the kept docstrings, by release then function."""
    return [(release, name, statement)
            for release in sorted(docstrings, key=Version)
            for name in functions
            for statement in ((docstrings[release].get(name) or {}).get("statements") or [])]


def classify(entries: list[Entry], release: str, function: str, statement: str) -> list[Entry]:
    """The entries that speak for ``statement`` of ``function`` on ``release`` (one, when the audit is complete)."""
    matches = [e for e in entries if e.text == statement and e.speaks_for(release, function)]
    narrow = [e for e in matches if e.function]  # an entry for this one function wins over one for every function
    return narrow or matches


def problems(entries: list[Entry], docstrings: dict[str, dict[str, Any]], functions: list[str],
             claims: dict[str, Claim], errata: set[str], path: Path = STATEMENTS_FILE) -> list[str]:
    """Everything that keeps the audit from being complete and sound, each naming its file and line.

    ``errata``: the ids of the claims the errata pages state (a contradicted statement's claim is one of them).
    """
    found: list[str] = []
    used: set[int] = set()
    for release, name, statement in kept(docstrings, functions):
        matches = classify(entries, release, name, statement)
        if not matches:
            found.append(f"{path}: torch {release}, {name}: statement not classified: {statement!r}")
        elif len(matches) > 1:
            found.append(f"{matches[1].source}:{matches[1].line}: torch {release}, {name}: {len(matches)} entries classify {statement!r}")
        for entry in matches:
            used.add(id(entry))
            item = claims.get(entry.claim) if entry.claim else None
            if entry.claim and item is None:
                found.append(f"{entry.source}:{entry.line}: unknown claim {entry.claim!r}")
            elif item is not None and not item.holds_on(release):
                found.append(f"{entry.source}:{entry.line}: claim {entry.claim!r} does not hold on torch {release} "
                             f"(its range is {str(item.torch)!r}): give this entry a range")
            if entry.verdict == "contradicted" and entry.claim and entry.claim not in errata:
                found.append(f"{entry.source}:{entry.line}: contradicted by {entry.claim!r}, which no errata page states")
    found += [f"{e.source}:{e.line}: this entry classifies no statement of a kept release: {e.text!r}"
              for e in entries if id(e) not in used]
    missing = [name for name in functions if not any(name in functions_of for functions_of in docstrings.values())]
    found += [f"{FUNCTIONS_FILE}: {name}: no kept release has its docstring (run python -m tensorfacts docstrings --record records)"
              for name in missing]
    return found


def rendered(statement: str) -> str:
    """A statement as a reader reads it: reST roles and double backquotes dropped, quoted, HTML-escaped."""
    text = re.sub(r":\w+:`~?([^`<]+?)(?:\s*<[^>]+>)?`", r"\1", statement)
    text = text.replace("``", "").replace("`", "")
    return "“" + html.escape(text.replace("”", "\"")) + "”"


def anchor(name: str) -> str:
    """The audit page's anchor of a function's section: ``torch.Tensor.clone`` → ``torch-tensor-clone``."""
    return re.sub(r"[^a-z0-9_]+", "-", name.lower()).strip("-")


def minor(release: str) -> str:
    """``2.7.1+cu126`` as readers name it: ``2.7``."""
    return ".".join(release.split("+")[0].split(".")[:2])


def _span(releases: list[str], everything: list[str], language: str) -> str:
    """The releases a statement appears on, in words: "all", "2.3–2.6", "2.3, 2.7–2.15"."""
    if releases == everything:
        return WORDS["zh" if language.startswith("zh") else "en"]["all"]
    runs: list[list[int]] = []
    for index in (everything.index(r) for r in releases):
        if runs and index == runs[-1][-1] + 1:
            runs[-1].append(index)
        else:
            runs.append([index])
    return ", ".join(minor(everything[r[0]]) if len(r) == 1 else f"{minor(everything[r[0]])}–{minor(everything[r[-1]])}"
                     for r in runs)


def counts(entries: list[Entry], docstrings: dict[str, dict[str, Any]], functions: list[str]) -> dict[str, int]:
    """How many (release, function, statement) of the kept docstrings carry each verdict."""
    found = dict.fromkeys(VERDICTS, 0)
    for release, name, statement in kept(docstrings, functions):
        for entry in classify(entries, release, name, statement)[:1]:
            found[entry.verdict] += 1
    return found


def audit_markdown(entries: list[Entry], docstrings: dict[str, dict[str, Any]], functions: list[str], language: str,
                   claim_url: Callable[[str], str], linked: list[str] = ()) -> str:  # type: ignore[assignment]
    """The audit page's body: a summary line, then per function its statements, the releases each appears on,
    its verdict there and the claim that settles it (or why none can)."""
    zh = language.startswith("zh")
    words = WORDS["zh" if zh else "en"]
    releases = sorted(docstrings, key=Version)
    tally = counts(entries, docstrings, functions)
    total = sum(tally.values())
    parts = [f'<p class="tf-audit-summary">{html.escape(words["summary"].format(len(functions), total, len(releases), *tally.values()))}</p>']
    for name in functions:
        parts.append(f"## `{name}` {{ #{anchor(name)} }}")
        texts = [(r, docstrings[r].get(name)) for r in releases]
        digests = [(r, (entry or {}).get("digest")) for r, entry in texts]
        kept_here = [(r, d) for r, d in digests if d]
        if not kept_here:
            parts.append(f"<p>{words['none']}</p>")
            continue
        changes = [r for (r, d), (_, before) in zip(kept_here[1:], kept_here) if d != before]
        parts.append("<p>" + html.escape(words["changed"].format("、".join(map(minor, changes)) if zh else ", ".join(map(minor, changes)))
                                         if changes else words["unchanged"]) + "</p>")
        rows: dict[tuple[str, int], list[str]] = {}
        order: list[tuple[str, int]] = []
        for release, entry in texts:
            for statement in (entry or {}).get("statements") or []:
                matched = classify(entries, release, name, statement)
                row = (statement, id(matched[0]) if matched else 0)
                if row not in rows:
                    rows[row] = []
                    order.append(row)
                rows[row].append(release)
        by_id = {id(e): e for e in entries}
        body = []
        for statement, entry_id in order:
            entry = by_id.get(entry_id)
            if entry is None:
                verdict = '<td class="tf-error">?</td>'
            else:
                label = f"{SYMBOLS[entry.verdict]} {words[entry.verdict]}"
                if entry.claim:
                    label = f'<a href="{html.escape(claim_url(entry.claim))}">{label}</a>'
                elif entry.reason:
                    label += "：" if zh else ": "
                    label += html.escape(REASONS[entry.reason][1 if zh else 0])
                verdict = f'<td class="tf-audit-{entry.verdict}">{label}</td>'
            body.append(f"<tr><td>{rendered(statement)}</td><td>{_span(rows[(statement, entry_id)], releases, language)}</td>{verdict}</tr>")
        parts.append(f'<table class="tf-audit" data-search-exclude><thead><tr><th scope="col">{words["statement"]}</th>'
                     f'<th scope="col">{words["releases"]}</th><th scope="col">{words["verdict"]}</th></tr></thead>'
                     f'<tbody>{"".join(body)}</tbody></table>')
    if linked:
        names = ("、" if zh else ", ").join(f"<code>{html.escape(n)}</code>" for n in linked)
        parts.append(f'<p class="tf-audit-linked">{words["linked"].format(len(linked), names)}</p>')
    return "\n\n".join(parts) + "\n"


def linked_functions(root: Path) -> list[str]:
    """The other APIs the pages link to, whose docstrings are kept but not yet audited (``audit/linked.txt``)."""
    from tensorfacts.docstrings import LINKED_FILE

    path = root / LINKED_FILE
    return covered(path) if path.is_file() else []


def topics(root: Path) -> list[str]:
    """The audit's topics: ``""`` for the chapters' functions (``audit/functions.txt``), then each
    ``audit/functions-<topic>.txt`` by name."""
    return [""] + [p.stem.removeprefix("functions-") for p in sorted((root / FUNCTIONS_FILE.parent).glob(TOPIC_GLOB))]


def topic_file(root: Path, topic: str) -> Path:
    """The list of a topic's functions: ``audit/functions.txt`` for ``""``, else ``audit/functions-<topic>.txt``."""
    return root / (FUNCTIONS_FILE if not topic else FUNCTIONS_FILE.parent / f"functions-{topic}.txt")


def topic_page(topic: str) -> str:
    """The docs page that renders a topic's audit: ``audit.md``, or ``audit/<topic>.md``."""
    return "audit.md" if not topic else f"audit/{topic}.md"


def audited_functions(root: Path, topic: str | None = None) -> list[str]:
    """The audited functions of the project at ``root``: one topic's (:func:`topic_file`), or with ``None`` every
    topic's, the chapters' first.

    Raises:
        ValueError: a list names no dotted name under torch, or ``topic`` has no list (the message names the file).
    """
    if topic is not None:
        path = topic_file(root, topic)
        if not path.is_file():
            raise ValueError(f"{path}: no such list of audited functions (topics: {', '.join(t or '(chapters)' for t in topics(root))})")
        return covered(path)
    return list(dict.fromkeys(name for t in topics(root) for name in covered(topic_file(root, t))))


def function_pages(root: Path) -> dict[str, str]:
    """Each audited function's audit page (:func:`topic_page`)."""
    return {name: topic_page(t) for t in reversed(topics(root)) for name in covered(topic_file(root, t))}


def summary(root: Path, folder: Path) -> str:
    """The audit's figures, as text: per function its distinct statements and verdicts over every kept release, then the
    totals, then the functions whose docstring changed and at which release (``python -m tensorfacts audit records``)."""
    from tensorfacts.docstrings import load

    entries, kept_docs, functions = load_all(root), load(folder), audited_functions(root)
    releases = sorted(kept_docs, key=Version)
    lines = [f"{len(functions)} functions, {len(releases)} releases ({', '.join(minor(r) for r in releases)})",
             f"{'function':<28} {'distinct':>8} {'confirmed':>9} {'contra.':>7} {'unchecked':>9}  changed at"]
    totals = dict.fromkeys(VERDICTS, 0)
    distinct: set[tuple[str, str]] = set()
    for name in functions:
        tally = counts(entries, kept_docs, [name])
        texts = {s for r in releases for s in ((kept_docs[r].get(name) or {}).get("statements") or [])}
        distinct |= {(name, t) for t in texts}
        digests = [(r, (kept_docs[r].get(name) or {}).get("digest")) for r in releases]
        changed = [minor(r) for (r, d), (_, before) in zip(digests[1:], digests) if d != before]
        lines.append(f"{name:<28} {len(texts):>8} {tally['confirmed']:>9} {tally['contradicted']:>7} {tally['unchecked']:>9}  {', '.join(changed) or '-'}")
        for verdict in VERDICTS:
            totals[verdict] += tally[verdict]
    lines.append(f"{'all':<28} {len(distinct):>8} {totals['confirmed']:>9} {totals['contradicted']:>7} {totals['unchecked']:>9}"
                 "  (verdicts counted per release and statement)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """``python -m tensorfacts audit [RECORDS]``: :func:`summary` of the project in the current folder."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tensorfacts audit", description="the docstring audit's figures")
    parser.add_argument("records", type=Path, nargs="?", default=Path("records"), help="records folder (default: records)")
    print(summary(Path("."), parser.parse_args(argv).records))
    return 0
