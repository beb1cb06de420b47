"""Verification records: what each torch release and device made of each claim, as HTML.

``python -m tensorfacts verify --record records`` writes ``records/<torch version>/<device>.json``
(see :mod:`tensorfacts.verify`). This module reads them back and renders

* the matrix, for the verification and errata pages: one row per claim (its sentence, linking to
  where the claim is shown) and a bar across the recorded (release, device) columns, equal
  neighbouring cells merged into one segment: ✓ holds, ✗ does not hold, ⚠ the check itself
  failed, – not applicable (a NumPy 2 claim under NumPy 1), ↻ pending (the claim or its snippet is new
  or changed since that record was made: not yet recorded there, never shown verified), · not recorded. Rows whose truth changed between releases are marked ⇄; the full
  matrix comes with filters (by page, changed only; ``javascripts/marks.js``);
* what a claim mark says (:func:`release_span`, :func:`history_html`): the recorded releases
  its range covers, in words, and the releases and devices behind its verdict;
* the provenance table: torch build, Python, NumPy, platform, device name and date of each record.
"""

from __future__ import annotations

import functools
import html
import json
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path
from typing import Any, Callable

from packaging.version import Version

from tensorfacts.claims import CLAIMS_FILE, Claim, applies_to
from tensorfacts.directives import snippet_devices
from tensorfacts.runner import source_digest

STRICT_ENV = "TENSORFACTS_STRICT_RECORDS"
"""Environment variable: ``1`` makes a pending record fail the tests (``.ci/run`` sets it: nothing pending lands on
main); unset, an author's ``nox -s tests`` passes with pending records, which the pages show as pending."""

STATES = ("holds", "fails", "error", "na", "pending", "missing")
SYMBOLS = {"holds": "✓", "fails": "✗", "error": "⚠", "na": "–", "pending": "↻", "missing": "·"}

WORDS = {
    "en": {
        "claim": "Claim", "holds": "holds", "fails": "does not hold", "error": "the check failed",
        "missing": "not recorded", "na": "not applicable there",
        "pending": "pending: new or changed since this release was recorded", "flip": "changed between releases", "release": "torch",
        "build": "build", "python": "Python", "numpy": "NumPy", "platform": "platform",
        "device": "device", "date": "recorded",
        "since": "since {0}", "span": "{0}–{1}", "only": "{0} only",
        "records": "Recorded", "matrix": "Verification matrix",
        "page": "Page", "all_pages": "all pages", "changed": "changed across releases only",
        "shown": "{0} of {1} claims shown",
        "same_output": "Same output on {0}.", "this_build": "this build", "recorded": "recorded",
        "away_count": "{0} claims speak of a device this build does not have: {1} verified from a record made on it, {2} awaiting one.",
        "away_none": "Every claim of the site runs on a device of this build.",
        "away_device": "Device", "away_state": "State", "away_recorded": "✓ verified from a record: {0}",
        "away_awaiting": "○ awaiting a record",
    },
    "zh": {
        "claim": "论断", "holds": "成立", "fails": "不成立", "error": "检查本身失败",
        "missing": "无记录", "na": "在该环境下不适用",
        "pending": "待记录：在该版本记录之后新增或改动过", "flip": "在不同版本间发生变化", "release": "torch",
        "build": "构建", "python": "Python", "numpy": "NumPy", "platform": "平台",
        "device": "设备", "date": "记录时间",
        "since": "自 {0} 起", "span": "{0}–{1}", "only": "仅 {0}",
        "records": "记录", "matrix": "验证矩阵",
        "page": "页面", "all_pages": "全部页面", "changed": "只看在不同版本间变化的",
        "shown": "显示 {0} / {1} 条论断",
        "same_output": "在 {0} 上输出相同。", "this_build": "本次构建", "recorded": "记录",
        "away_count": "有 {0} 条论断针对本次构建所没有的设备：其中 {1} 条已根据在该设备上生成的记录验证，{2} 条尚在等待记录。",
        "away_none": "本站的每条论断都能在本次构建的设备上运行。",
        "away_device": "设备", "away_state": "状态", "away_recorded": "✓ 已根据记录验证：{0}",
        "away_awaiting": "○ 等待记录",
    },
}


Identity = tuple[str, str, str]
"""What a record's verdict on a claim was made from: the claim's :attr:`~Claim.digest`, its snippet's path under
the snippets folder and the snippet's :func:`~tensorfacts.runner.source_digest`."""


def identity(item: Claim, snippets_root: Path) -> Identity:
    """Today's :data:`Identity` of ``item`` (the snippet's part read again only when its file changes).

    Raises:
        OSError: the snippet is missing; ValueError: it is outside ``snippets_root`` (``load_claims`` refuses both).
    """
    stat = item.snippet.stat()
    return (item.digest, *_identity(str(item.snippet), str(snippets_root), stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=4096)
def _identity(snippet: str, root: str, mtime_ns: int, size: int) -> tuple[str, str]:
    return Path(snippet).resolve().relative_to(Path(root).resolve()).as_posix(), source_digest(Path(snippet))


def words_for(language: str) -> dict[str, str]:
    return WORDS["zh" if language.startswith("zh") else "en"]


@dataclass(frozen=True)
class Record:
    """One record file: a torch release on one device."""

    path: Path
    data: dict[str, Any]

    @functools.cached_property
    def version(self) -> Version:
        return Version(self.data["torch"]["version"])

    @property
    def device(self) -> str:
        return str(self.data["device"]["type"])

    @property
    def label(self) -> str:
        return str(self.version.public)

    def observed(self, claim_id: str) -> bool | None:
        """Whether the claim held on this release (None: not recorded, or its check failed)."""
        entry = self.data["claims"].get(claim_id)
        return None if entry is None else entry.get("observed")

    def not_applicable(self, claim_id: str) -> bool:
        entry = self.data["claims"].get(claim_id)
        return entry is not None and entry.get("verdict") == "not applicable"

    def pending(self, item: Claim, snippets_root: Path, today: Identity | None = None) -> str:
        """Why this record's verdict on ``item`` does not speak for today's files ("" when it does): the claim is
        *pending* on this release until it is recorded again.

        Pending when the record has no verdict on the claim (a new claim), or the claim's check
        (:attr:`Claim.digest`) or its snippet's source differs from what the record was made from (an edit).
        ``today``: :func:`identity` of the same arguments, when the caller has it (it asks every record about one claim).
        """
        entry = self.data["claims"].get(item.id)
        if entry is None:
            return f"claim {item.id!r} is new since {self.path} was made"
        digest, relative, source = today or identity(item, snippets_root)
        if entry.get("check") != digest:
            return f"claim {item.id!r} changed since {self.path} was made"
        snippet = self.data.get("snippets", {}).get(relative)
        if not isinstance(snippet, dict) or snippet.get("source") != source:
            return f"snippets/{relative} changed since {self.path} was made"
        return ""

    @property
    def session(self) -> str:
        """The nox session that re-makes this record: ``verify-2.6``."""
        return f"verify-{self.version.major}.{self.version.minor}"

    def failed(self, claim_id: str) -> bool:
        entry = self.data["claims"].get(claim_id)
        return entry is not None and entry.get("verdict") != "verified" and entry.get("observed") is None

    def state(self, item: Claim, snippets_root: Path | None = None, today: Identity | None = None) -> str:
        """One of :data:`STATES`: what this record says of ``item`` (pending only with ``snippets_root``; ``today``
        as :meth:`pending` takes it). A CPU record holds every claim, so a claim it lacks is pending there; a record of
        another device may hold one page's claims (``verify --only``), so a claim it lacks is not recorded there."""
        value = self.observed(item.id)
        known = item.id in self.data["claims"] or (self.device == "cpu" and applies_to(item, "cpu"))
        if snippets_root is not None and known and self.pending(item, snippets_root, today):
            return "pending"
        if self.not_applicable(item.id):
            return "na"
        if self.failed(item.id):
            return "error"
        if value is None:
            return "missing"
        return "holds" if value else "fails"


def recorded_on(records: list[Record], item: Claim, devices: tuple[str, ...], snippets_root: Path) -> list[Record]:
    """The records of ``devices`` (device types) that verified ``item`` from today's snippet and check.

    For a claim only another device can check (:func:`tensorfacts.claims.devices_away`): with such a record
    the sentence is shown verified there; without one it is awaiting a record. A record on which the claim is pending does not count.
    """
    today = identity(item, snippets_root)
    return [
        r for r in records
        if r.device in devices and r.data["claims"].get(item.id, {}).get("verdict") == "verified"
        and not r.pending(item, snippets_root, today)
    ]


@dataclass(frozen=True)
class Pending:
    """What a record does not yet speak for: the claims and snippets new or changed since it was made.

    Attributes:
        record: the record.
        claims: ``(claim, why)`` per pending claim (:meth:`Record.pending`).
        snippets: paths under the snippets folder of snippets (with or without claims) whose source differs.
    """

    record: Record
    claims: tuple[tuple[Claim, str], ...]
    snippets: tuple[str, ...]

    def __bool__(self) -> bool:
        return bool(self.claims or self.snippets)

    def lines(self, root: Path) -> list[str]:
        """One line per pending item, ``file:line:`` first, saying on which record and how to record it."""
        where = self.record.path.relative_to(root) if self.record.path.is_relative_to(root) else self.record.path
        found = [f"{item.defined_at}: {why}" for item, why in self.claims]
        found += [f"snippets/{relative}:1: new or changed since {where} was made" for relative in self.snippets]
        return [line.replace(f"{Path(root).resolve()}/", "").replace(f"{root}/", "") for line in found]


def pending_on(record: Record, claims: dict[str, Claim], snippets_root: Path) -> Pending:
    """The claims and snippets pending on ``record``: every claim that runs on its device and every snippet file of
    ``snippets_root`` that runs there, when the record lacks it or was made from another version of it.

    Only a record of one whole release (a CPU record) is asked about everything; a record of another device may hold
    one page (``verify --only``), so only the claims it holds count there.
    """
    root = Path(snippets_root).resolve()
    whole = record.device == "cpu"
    mine = [item for item in claims.values() if applies_to(item, record.device) and (whole or item.id in record.data["claims"])]
    stale_claims = tuple((item, why) for item in mine if (why := record.pending(item, root)))
    recorded = record.data.get("snippets", {})
    stale_snippets = []
    for path in sorted(p for p in root.rglob("*.py") if p.name != CLAIMS_FILE):
        relative = path.relative_to(root).as_posix()
        if not snippet_devices(path, [record.device]) or (not whole and relative not in recorded):
            continue
        entry = recorded.get(relative)
        if not isinstance(entry, dict) or entry.get("source") != source_digest(path):
            stale_snippets.append(relative)
    return Pending(record, stale_claims, tuple(stale_snippets))


def load_records(folder: Path) -> list[Record]:
    """Every record under ``folder``, by release then device.

    Raises:
        ValueError: a record is not valid JSON or lacks its torch version (the message names the file).
    """
    records = []
    for path in sorted(p for p in Path(folder).glob("*/*.json") if p.name != "docstrings.json"):  # (tensorfacts.docstrings)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            records.append(Record(path, data))
            _ = records[-1].version
        except (ValueError, KeyError) as exc:
            raise ValueError(f"{path}:1: not a verification record ({exc})") from exc
    return sorted(records, key=lambda r: (r.version, r.device))


def outputs_by_release(records: list[Record], snippet: str, device: str, source: str) -> list[tuple[str, list[Record]]]:
    """What a snippet printed on each recorded release of ``device``: each distinct output with its records.

    ``snippet`` is the path under ``snippets/`` (``copying/clone/memory.py``), ``source`` the digest of
    today's file (:func:`tensorfacts.runner.source_digest`): a record made from another source is left
    out, so every output shown was printed by the code shown. Newest output first.
    """
    found: dict[str, list[Record]] = {}
    for record in records:
        entry = record.data.get("snippets", {}).get(snippet)
        if record.device != device or not isinstance(entry, dict) or entry.get("source") != source:
            continue
        if isinstance(entry.get("output"), str):
            found.setdefault(entry["output"], []).append(record)
    return sorted(found.items(), key=lambda item: max(r.version for r in item[1]), reverse=True)


def releases_text(chosen: list[Record], recorded: list[Record]) -> str:
    """The releases of ``chosen`` as runs over the ordered ``recorded`` ones: "2.3–2.6", "2.7, 2.9–2.15"."""
    order = sorted({minor_release(r.version) for r in recorded}, key=Version)
    inside = {minor_release(r.version) for r in chosen}
    runs: list[list[str]] = []
    for index, minor in enumerate(order):
        if minor not in inside:
            continue
        if runs and order[index - 1] == runs[-1][-1]:
            runs[-1].append(minor)
        else:
            runs.append([minor])
    return ", ".join(run[0] if len(run) == 1 else f"{run[0]}–{run[-1]}" for run in runs)


def flipped(records: list[Record], claim_id: str) -> bool:
    """Whether the claim held on some recorded release and not on another."""
    return len({r.observed(claim_id) for r in records} - {None}) > 1


def minor_release(version: Version) -> str:
    """A release as readers name it: 2.7 for 2.7.1+cu126."""
    return f"{version.major}.{version.minor}"


def release_span(records: list[Record], item: Claim, language: str) -> str:
    """The recorded releases the claim's range covers, in words: "since 2.7", "2.3–2.6" ("" without a range).

    Open upwards ("since") when the range has only lower bounds; otherwise the first and the last
    recorded release inside it. With no recorded release inside, the range as the claim states it.
    """
    if not str(item.torch):
        return ""
    words = words_for(language)
    releases = sorted({r.version for r in records})
    inside = [v for v in releases if item.holds_on(str(v))]
    if not inside:
        return item.range_text(language)
    first, last = minor_release(inside[0]), minor_release(inside[-1])
    if all(spec.operator in (">=", ">") for spec in item.torch):
        return words["since"].format(first)
    return words["only"].format(first) if first == last else words["span"].format(first, last)


def history(records: list[Record], item: Claim, snippets_root: Path | None = None) -> list[tuple[str, list[Record]]]:
    """Each state the records give ``item``, with the records that give it (in :data:`STATES` order)."""
    today = identity(item, snippets_root) if snippets_root is not None else None
    states = [(record.state(item, snippets_root, today), record) for record in records]
    return [(key, [r for k, r in states if k == key]) for key in STATES if any(k == key for k, _ in states)]


def history_html(
    records: list[Record], item: Claim, language: str, snippets_root: Path | None = None,
    states: list[tuple[str, list[Record]]] | None = None,
) -> str:
    """Phrasing HTML (no ``<span>``: it sits in a search-excluded span): per state, its releases and devices
    (``states``: :func:`history` of the same arguments, when the caller has it already)."""
    words = words_for(language)
    lines = []
    for key, found in history(records, item, snippets_root) if states is None else states:
        by_device = groupby(sorted(found, key=lambda r: (r.device, r.version)), key=lambda r: r.device)
        where = "; ".join(f"{', '.join(r.label for r in group)} ({device})" for device, group in by_device)
        lines.append(f'<b class="tf-{key}">{SYMBOLS[key]} {html.escape(words[key])}</b>: {html.escape(where)}')
    return "<br>".join(lines)


def _segments(states: list[str]) -> list[tuple[str, int, int]]:
    """Runs of equal neighbouring states: (state, first column, last column)."""
    runs: list[tuple[str, int, int]] = []
    for index, key in enumerate(states):
        if runs and runs[-1][0] == key:
            runs[-1] = (key, runs[-1][1], index)
        else:
            runs.append((key, index, index))
    return runs


def matrix_html(
    records: list[Record],
    claims: list[Claim],
    language: str,
    claim_url: Callable[[str], str],
    snippets_root: Path | None = None,
    *,
    sentence: Callable[[Claim], str] | None = None,
    page_of: Callable[[str], tuple[str, str]] | None = None,
    filters: bool = False,
) -> str:
    """The claims x records table as HTML (``claim_url(id)`` gives the link of a claim), out of the search index
    (each row's sentence is the first of a claim that its page states in full).

    ``sentence(claim)`` gives a row's heading (HTML; default: the escaped sentence), ``page_of(id)``
    the (path, title) of the page that shows the claim. With ``snippets_root``, a cell whose
    record was made from another version of the claim's check or snippet, or lacks the claim, is marked
    pending instead of showing its old verdict. With ``filters``, a (script-driven) filter form
    precedes the table.
    """
    words = words_for(language)
    # a record of another device holding none of these claims (a CUDA record of one page) would add a column of ·
    records = [r for r in records if r.device == "cpu" or any(item.id in r.data["claims"] for item in claims)]
    devices = {r.device for r in records}
    heads = "".join(
        f'<th scope="col" title="torch {html.escape(r.data["torch"]["version"])} · {html.escape(r.device)}"><span>{html.escape(r.label)}'
        + (f" {html.escape(r.device)}" if len(devices) > 1 else "")
        + "</span></th>"
        for r in records
    )
    pages: dict[str, str] = {}
    rows = []
    for item in claims:
        flip = flipped(records, item.id)
        today = identity(item, snippets_root) if snippets_root is not None else None
        states = [record.state(item, snippets_root, today) for record in records]
        cells = []
        for key, start, end in _segments(states):
            first, last = records[start], records[end]
            span = first.label if start == end else f"{first.label}–{last.label}"
            where = ", ".join(sorted({r.device for r in records[start : end + 1]}))
            colspan = f' colspan="{end - start + 1}"' if end > start else ""
            title = f"torch {span} · {where}: {words[key]}"
            # "holds" across every column says no more than the header row and ✓: no title (page weight)
            hint = "" if key == "holds" and end - start + 1 == len(records) else f' title="{html.escape(title)}"'
            cells.append(f'<td class="tf-{key}"{colspan}{hint} data-span="{span}">{SYMBOLS[key]}</td>')  # span: a phone's card
        scope = html.escape(item.range_text(language)) if str(item.torch) else ""  # no range: the bar says "all"
        page, title = page_of(item.id) if page_of else ("", "")
        pages.setdefault(page, title)
        text = sentence(item) if sentence else html.escape(item.sentence(language))
        marker = f' <span class="tf-flip-mark" title="{words["flip"]}">⇄</span>' if flip else ""
        rule = item.over.count_text(language) if item.over is not None else ""
        about = " · ".join(html.escape(x) for x in (title, scope, rule) if x)
        attrs = f' data-page="{html.escape(page)}"' if page else ""
        attrs += ' class="tf-flip" data-changed=""' if flip else ""
        rows.append(
            f'<tr id="record-{item.id}"{attrs}><th scope="row"><a href="{claim_url(item.id)}">{text}</a>{marker}'
            f"<small>{about}</small></th>" + "".join(cells) + "</tr>"
        )
    form = ""
    if filters:
        options = "".join(f'<option value="{html.escape(p)}">{html.escape(t)}</option>' for p, t in pages.items() if p)
        form = (
            f'<form class="tf-filters" hidden><label>{words["page"]} <select name="page"><option value="">{words["all_pages"]}</option>'
            f'{options}</select></label> <label><input type="checkbox" name="changed"> ⇄ {words["changed"]}</label> '
            f'<output aria-live="polite" data-template="{html.escape(words["shown"])}"></output></form>\n'
        )
    return (
        f'{form}<div class="tf-matrix" data-search-exclude><table class="tf-table tf-bars">\n<thead><tr><th scope="col">{words["claim"]}</th>{heads}</tr></thead>\n<tbody>\n'
        + "\n".join(rows) + "\n</tbody></table></div>"
    )


def away_html(
    away: list[tuple[Claim, tuple[str, ...]]], records: list[Record], language: str, claim_url: Callable[[str], str],
    snippets_root: Path, sentence: Callable[[Claim], str] | None = None,
) -> str:
    """The claims only another device can verify (``away``: each with its device types), counted apart: how many
    a record of that device verified from today's snippet and check (:func:`recorded_on`), how many await one;
    then one row per claim."""
    words = words_for(language)
    if not away:
        return f"<p>{html.escape(words['away_none'])}</p>"
    rows, verified = [], 0
    for item, devices in away:
        found = recorded_on(records, item, devices, snippets_root)
        verified += bool(found)
        state = (words["away_recorded"].format(", ".join(f"torch {r.data['torch']['version']} ({r.data['device'].get('name', r.device)})" for r in found))
                 if found else words["away_awaiting"])
        key = "holds" if found else "missing"
        text = sentence(item) if sentence else html.escape(item.sentence(language))
        rows.append(f'<tr><th scope="row"><a href="{claim_url(item.id)}">{text}</a></th>'
                    f'<td>{html.escape(", ".join(devices))}</td><td class="tf-{key}">{html.escape(state)}</td></tr>')
    count = words["away_count"].format(len(away), verified, len(away) - verified)
    return (
        f"<p>{html.escape(count)}</p>\n"
        f'<div class="tf-matrix"><table class="tf-table">\n<thead><tr><th scope="col">{words["claim"]}</th>'
        f'<th scope="col">{words["away_device"]}</th><th scope="col">{words["away_state"]}</th></tr></thead>\n<tbody>\n'
        + "\n".join(rows) + "\n</tbody></table></div>"
    )


def provenance_html(records: list[Record], language: str) -> str:
    """One row per record: where and when it was made."""
    words = words_for(language)
    keys = ("release", "build", "device", "python", "numpy", "platform", "date")
    head = "".join(f"<th>{words[k]}</th>" for k in keys)
    rows = []
    for r in records:
        d = r.data
        build = f"CUDA {d['torch']['cuda']}" if d["torch"].get("cuda") else "CPU"
        values = (r.label, build, f"{r.device} ({d['device']['name']})", d["python"], d.get("numpy") or "–", d["platform"], d["date"][:10])
        rows.append("<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in values) + "</tr>")
    return f'<div class="tf-matrix"><table class="tf-table">\n<thead><tr>{head}</tr></thead>\n<tbody>\n' + "\n".join(rows) + "\n</tbody></table></div>"
