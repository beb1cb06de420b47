"""Verification records: what each torch release and device made of each claim, as tables.

``python -m tensorfacts verify --record records`` writes ``records/<torch version>/<device>.json``
(see :mod:`tensorfacts.verify`). This module reads them back and renders, for the
verification and errata pages,

* the matrix: one row per claim, one column per recorded (release, device); a cell says
  whether the sentence held there (✓ holds, ✗ does not hold, ⚠ the check itself failed,
  – not applicable, e.g. a NumPy 2 claim under NumPy 1, ↻ stale: made from an older snippet or check,
  · not recorded) and links to the claim on its page; rows whose truth changed between
  releases are marked;
* the provenance table: torch build, Python, NumPy, platform, device name and date of each record.
"""

from __future__ import annotations

import html
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from packaging.version import Version

from tensorfacts.claims import Claim
from tensorfacts.runner import source_digest

WORDS = {
    "en": {
        "claim": "Claim", "holds": "holds", "fails": "does not hold", "error": "the check failed",
        "missing": "not recorded", "na": "not applicable there",
        "stale": "recorded from an older snippet or check: re-record this release", "flip": "changed between releases", "release": "torch",
        "build": "build", "python": "Python", "numpy": "NumPy", "platform": "platform",
        "device": "device", "date": "recorded", "always": "all releases",
    },
    "zh": {
        "claim": "论断", "holds": "成立", "fails": "不成立", "error": "检查本身失败",
        "missing": "无记录", "na": "在该环境下不适用",
        "stale": "记录来自旧版示例或检查，需要在该版本上重新记录", "flip": "在不同版本间发生变化", "release": "torch",
        "build": "构建", "python": "Python", "numpy": "NumPy", "platform": "平台",
        "device": "设备", "date": "记录时间", "always": "所有版本",
    },
}


@dataclass(frozen=True)
class Record:
    """One record file: a torch release on one device."""

    path: Path
    data: dict[str, Any]

    @property
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

    def stale(self, item: Claim, snippets_root: Path) -> str:
        """Why this record's verdict on ``item`` no longer speaks for today's files ("" when it does).

        Stale when the claim's check (:attr:`Claim.digest`) or its snippet's source differs from
        what the record was made from, or the record lacks either.
        """
        entry = self.data["claims"].get(item.id)
        if entry is None:
            return f"{self.path} has no verdict on claim {item.id!r}"
        if entry.get("check") != item.digest:
            return f"claim {item.id!r} ({item.defined_at}) changed since {self.path} was made"
        relative = item.snippet.resolve().relative_to(Path(snippets_root).resolve()).as_posix()
        snippet = self.data.get("snippets", {}).get(relative)
        if not isinstance(snippet, dict) or snippet.get("source") != source_digest(item.snippet):
            return f"snippets/{relative} changed since {self.path} was made"
        return ""

    @property
    def session(self) -> str:
        """The nox session that re-makes this record: ``verify-2.6``."""
        return f"verify-{self.version.major}.{self.version.minor}"

    def failed(self, claim_id: str) -> bool:
        entry = self.data["claims"].get(claim_id)
        return entry is not None and entry.get("verdict") != "verified" and entry.get("observed") is None


def load_records(folder: Path) -> list[Record]:
    """Every record under ``folder``, by release then device.

    Raises:
        ValueError: a record is not valid JSON or lacks its torch version (the message names the file).
    """
    records = []
    for path in sorted(Path(folder).glob("*/*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            records.append(Record(path, data))
            _ = records[-1].version
        except (ValueError, KeyError) as exc:
            raise ValueError(f"{path}:1: not a verification record ({exc})") from exc
    return sorted(records, key=lambda r: (r.version, r.device))


def flipped(records: list[Record], claim_id: str) -> bool:
    """Whether the claim held on some recorded release and not on another."""
    return len({r.observed(claim_id) for r in records} - {None}) > 1


def matrix_html(
    records: list[Record],
    claims: list[Claim],
    language: str,
    claim_url: Callable[[str], str],
    snippets_root: Path | None = None,
) -> str:
    """The claims x records table as HTML (``claim_url(id)`` gives the link of a claim).

    With ``snippets_root``, a cell whose record was made from another version of the claim's
    check or snippet is marked stale instead of showing its old verdict.
    """
    words = WORDS["zh" if language.startswith("zh") else "en"]
    devices = {r.device for r in records}
    heads = "".join(
        f'<th title="{html.escape(r.data["torch"]["version"])}">{html.escape(r.label)}'
        + (f"<br><small>{html.escape(r.device)}</small>" if len(devices) > 1 else "")
        + "</th>"
        for r in records
    )
    rows = []
    symbols = {True: ("✓", "holds"), False: ("✗", "fails")}
    for item in claims:
        flip = flipped(records, item.id)
        cells = []
        for record in records:
            value = record.observed(item.id)
            if snippets_root is not None and item.id in record.data["claims"] and record.stale(item, snippets_root):
                symbol, key = "↻", "stale"
            elif record.not_applicable(item.id):
                symbol, key = "–", "na"
            elif record.failed(item.id):
                symbol, key = "⚠", "error"
            elif value is None:
                symbol, key = "·", "missing"
            else:
                symbol, key = symbols[value]
            title = f"{item.id} · torch {record.label} · {record.device}: {words[key]}"
            cells.append(f'<td class="tf-{key}"><a href="{claim_url(item.id)}" title="{html.escape(title)}">{symbol}</a></td>')
        scope = html.escape(item.range_text(language)) if str(item.torch) else words["always"]
        marker = f' <span class="tf-flip-mark" title="{words["flip"]}">⇄</span>' if flip else ""
        row_class = ' class="tf-flip"' if flip else ""
        rows.append(
            f'<tr id="record-{item.id}"{row_class}>'
            f'<th><a href="{claim_url(item.id)}"><code>{item.id}</code></a>{marker}<br><small>{scope}</small></th>'
            + "".join(cells) + "</tr>"
        )
    return (
        f'<div class="tf-matrix"><table class="tf-table">\n<thead><tr><th>{words["claim"]}</th>{heads}</tr></thead>\n<tbody>\n'
        + "\n".join(rows) + "\n</tbody></table></div>"
    )


def provenance_html(records: list[Record], language: str) -> str:
    """One row per record: where and when it was made."""
    words = WORDS["zh" if language.startswith("zh") else "en"]
    keys = ("release", "build", "device", "python", "numpy", "platform", "date")
    head = "".join(f"<th>{words[k]}</th>" for k in keys)
    rows = []
    for r in records:
        d = r.data
        build = f"CUDA {d['torch']['cuda']}" if d["torch"].get("cuda") else "CPU"
        values = (r.label, build, f"{r.device} ({d['device']['name']})", d["python"], d.get("numpy") or "–", d["platform"], d["date"][:10])
        rows.append("<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in values) + "</tr>")
    return f'<div class="tf-matrix"><table class="tf-table">\n<thead><tr>{head}</tr></thead>\n<tbody>\n' + "\n".join(rows) + "\n</tbody></table></div>"
