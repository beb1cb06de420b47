"""A claim as a page shows it: the sentence (a headline), one mark with a short popover, and under a rule the
line that says what its check covers (:mod:`tensorfacts.scope`).

A function of the claim and the records (:func:`claim_html`): the MkDocs plugin calls it for each ``[[id]]``, and a
Python-Markdown extension could call it the same way.

* The mark's icon is the verdict on the build's release: ✓ holds; no icon but the releases in words ("2.3–2.6")
  for a sentence true only on other releases, as its range says (never ✗); – not applicable; ○ awaiting a record
  on a device the build lacks, ✓ with that device's name once a record verified it.
* Its popover says, in plain words of the page's language, where the sentence was verified (this build, the
  recorded releases by device), and links to "How claims are checked" and to the claim's row of the matrix.
* Under a rule, visible without a click: "Checked on 165 cases: … · 13 releases · CPU", the full list of its
  cases one click away, and "Not covered: …".
"""

from __future__ import annotations

import html
from itertools import groupby
from pathlib import Path

from packaging.version import Version

from tensorfacts.claims import Claim
from tensorfacts.records import Record, history, minor_release, recorded_on, releases_text, release_span
from tensorfacts.scope import Checked, cases_html, checked_line, exception_label, not_covered_line, scope_words

DEVICE_LABELS = {"cpu": "CPU", "cuda": "CUDA", "mps": "MPS", "meta": "meta"}

MARKS = {"holds": "✓", "elsewhere": "", "na": "–", "recorded": "✓", "awaiting": "○"}
"""The mark's glyph per verdict on the build's release: a sentence true only on other releases shows no glyph, only
its range in words ("2.3–2.6"): it is not wrong, it is about those releases."""

WORDS = {
    "en": {
        "holds": "Holds on this build: torch {version}, {devices}.",
        "elsewhere": "Holds {span}, as its range says; not on this build (torch {version}).",
        "na": "Not applicable on this build (torch {version}): {why}.",
        "recorded": "Verified on {away} from a record: torch {releases}. This build has no {away}.",
        "awaiting": "Awaiting a record on {away}: only {away} can show it, and this build has none, so it is not verified yet.",
        "since": "since {0}", "span": "on {0}", "only": "on {0} only",
        "how": "How claims are checked", "matrix": "Verification matrix",
    },
    "zh": {
        "holds": "在本次构建上成立：torch {version}，{devices}。",
        "elsewhere": "{span}成立，与其适用范围一致；在本次构建（torch {version}）上不成立。",
        "na": "在本次构建（torch {version}）中不适用：{why}。",
        "recorded": "已根据 {away} 上的记录验证：torch {releases}。本次构建没有 {away}。",
        "awaiting": "等待 {away} 上的记录：只有 {away} 能展示这一点，而本次构建没有 {away}，所以尚未验证。",
        "since": "自 {0} 起", "span": "在 {0} 上", "only": "仅在 {0} 上",
        "how": "论断如何检查", "matrix": "验证矩阵",
    },
}


HISTORY = {
    "en": {"holds": "holds on", "fails": "does not hold, as its range says, on", "error": "check failed on",
           "na": "not applicable on", "pending": "pending (new or changed since recorded) on", "missing": "not recorded on"},
    "zh": {"holds": "成立", "fails": "不成立（与其适用范围一致）", "error": "检查失败", "na": "不适用",
           "pending": "待记录（记录之后新增或改动过）", "missing": "无记录"},
}
"""What the records say of a claim, per state (:data:`tensorfacts.records.STATES`), before (English) or after
(Chinese) the releases."""


def device_label(device: str) -> str:
    """A device as readers write it: ``cuda:1`` -> ``CUDA:1``."""
    kind, _, index = device.partition(":")
    label = DEVICE_LABELS.get(kind, kind)
    return f"{label}:{index}" if index else label


def _words(language: str) -> dict[str, str]:
    return WORDS["zh" if language.startswith("zh") else "en"]


def verdict_here(item: Claim, verified_on: str, devices: list[str]) -> str:
    """The claim on the build's release: "holds", "elsewhere" (false here, as its range says: it holds on other
    releases) or "na" (not applicable)."""
    if not devices or item.unmet_needs():
        return "na"
    return "holds" if item.holds_on(verified_on) else "elsewhere"


def span_phrase(records: list[Record], item: Claim, language: str) -> str:
    """Where the range holds, as a phrase a sentence takes: "since 2.7", "on 2.3–2.6", "on 2.4 only" ("" for no
    range); in Chinese "自 2.7 起", "在 2.3–2.6 上", "仅在 2.4 上"."""
    if not str(item.torch):
        return ""
    words = _words(language)
    span = release_span(records, item, "en")  # "since 2.7", "2.3–2.6", "2.4 only" or the range's own words
    if span.startswith("since "):
        return words["since"].format(span.removeprefix("since "))
    if span.endswith(" only"):
        return words["only"].format(span.removesuffix(" only"))
    if span[:1].isdigit():
        return words["span"].format(span)
    return item.range_text(language)


def history_lines(states: list[tuple[str, list[Record]]], language: str) -> list[str]:
    """Per device, per state, the recorded releases as runs: "CPU: holds on 2.3–2.15". A device whose records
    do not speak of the claim (a CUDA record of one page) is not listed."""
    phrases = HISTORY["zh" if language.startswith("zh") else "en"]
    recorded = [r for _, found in states for r in found]
    lines = []
    by_device = groupby(sorted(((r.device, key, r) for key, found in states for r in found), key=lambda x: (x[0] != "cpu", x[0])),
                        key=lambda x: x[0])
    for device, grouped in by_device:
        entries = list(grouped)
        mine = [r for _, _, r in entries]
        parts = []
        for key in ("holds", "fails", "error", "na", "pending", "missing"):
            chosen = [r for _, k, r in entries if k == key]
            if not chosen or (key == "missing" and device != "cpu"):
                continue
            runs = releases_text(chosen, [r for r in recorded if r.device == device] or mine)
            parts.append(f"{runs} {phrases[key]}" if language.startswith("zh") else f"{phrases[key]} {runs}")
        if parts:
            sep = "；" if language.startswith("zh") else "; "
            lines.append(f"{device_label(device)}{'：' if language.startswith('zh') else ': '}{sep.join(parts)}")
    return lines


def _checked(states: list[tuple[str, list[Record]]], verified_on: str, devices: list[str]) -> Checked:
    """How many recorded releases verified the claim from today's files, and on which devices."""
    good = [r for key, found in states if key in ("holds", "fails") for r in found]
    releases = len({minor_release(r.version) for r in good})
    seen = sorted({r.device for r in good}, key=lambda d: (d != "cpu", d)) or [d.split(":")[0] for d in devices]
    return Checked(releases, tuple(dict.fromkeys(seen)), verified_on)


def scope_block(item: Claim, language: str, where: Checked, number: int, cases_href: str = "") -> str:
    """Under a rule (or a claim that declares what it does not cover): the checked line, the full list of cases
    behind a button, and the not-covered line; phrasing HTML, out of the search index ("" when there is none).

    ``cases_href``: where a claim cited away from its own page (the errata, the home page) finds its full list: a link
    there instead of a second copy of the list.
    """
    checked = checked_line(item, language, where, markup=True)
    uncovered = not_covered_line(item, language, markup=True)
    if not checked and not uncovered:
        return ""
    parts = []
    words = scope_words(language)
    if checked and item.over is not None and cases_href:
        parts.append(f'<span class="tf-scope__checked">{checked} '
                     f'<a class="tf-scope__more" href="{html.escape(cases_href)}">{html.escape(words["list"])}</a></span>')
    elif checked and item.over is not None:
        cases = f"tf-cases-{number}"
        parts.append(
            f'<span class="tf-scope__checked">{checked} '
            f'<button type="button" class="tf-scope__more" aria-expanded="false" aria-controls="{cases}">'
            f'{html.escape(words["list"])}</button></span>'
            f'<span class="tf-scope__cases" id="{cases}" hidden>{cases_html(item.over, language)}</span>'
        )
    if uncovered:
        parts.append(f'<span class="tf-scope__uncovered">{uncovered}</span>')
    # <small>, not <span>: Material's search parser ends an exclusion at the first closing tag of the same name
    return f'<small class="tf-scope" data-search-exclude>{"".join(parts)}</small>'


def claim_html(
    item: Claim,
    language: str,
    verified_on: str,
    devices: list[str],
    first: bool,
    href: str = "",
    values: dict[str, str] | None = None,
    *,
    records: list[Record] | None = None,
    snippets_root: Path | None = None,
    number: int = 0,
    away: tuple[str, ...] = (),
    how_href: str = "",
    home_href: str = "",
) -> str:
    """The claim's sentence (inline Markdown kept), its mark with a popover, and, for a rule, its scope block.

    ``verified_on``: the build's torch release; ``devices``: the build's devices the claim runs on; ``href``: the
    claim's row of the verification matrix; ``how_href``: the "How claims are checked" page; ``values``: the run's
    values the sentence quotes (``{name}``); ``home_href``: the claim on its own page, when this page only cites it
    (its full list of cases is there); ``away``: the device types a claim is declared for when the build has
    none of them (:func:`~tensorfacts.claims.devices_away`): "recorded" when a record of one of them verified it
    from today's snippet and check, else "awaiting" (never verified by a stand-in). The mark and the scope are
    left out of the search index.
    """
    zh = language.startswith("zh")
    words = _words(language)
    records = records or []
    verdict = verdict_here(item, verified_on, devices)
    found: list[Record] = []
    if away and verdict == "na" and not item.unmet_needs():
        found = recorded_on(records, item, away, snippets_root) if snippets_root is not None else []
        verdict = "recorded" if found else "awaiting"
    away_label = "/".join(device_label(d) for d in away)
    where = "，".join(device_label(d) for d in devices) if zh else ", ".join(device_label(d) for d in devices)
    why = item.unmet_needs(language) or ("没有可运行的设备" if zh else "no device to run on")
    span = release_span(records, item, language) if records else (item.range_text(language) if str(item.torch) else "")
    releases = ", ".join(f"{r.data['torch']['version']} · {r.data['device'].get('name', r.device)}" for r in found)
    head = words[verdict].format(version=verified_on, devices=where, why=why, span=span_phrase(records, item, language),
                                      away=away_label, releases=releases)
    states = history(records, item, snippets_root)  # once: the popover lists it, data-holds reads it
    lines = [html.escape(head)] + [html.escape(line) for line in history_lines(states, language)]
    links = []
    if how_href:
        links.append(f'<a href="{html.escape(how_href)}">{words["how"]} ›</a>')
    if href:
        links.append(f'<a href="{html.escape(href)}">{words["matrix"]} ›</a>')
    if links:
        lines.append(" · ".join(links))
    label = html.escape(f"{head} {span}".strip())
    shown = MARKS[verdict] + (f"<i>{html.escape(away_label)}</i>" if away and verdict in ("recorded", "awaiting")
                              else f"<i>{html.escape(span)}</i>" if span else "")
    anchor = f' id="claim-{item.id}"' if first else ""
    pop = f"tf-pop-{number}"
    holds = " ".join(sorted({minor_release(r.version) for key, got in states if key == "holds" for r in got}, key=Version))
    pending = " ".join(sorted({minor_release(r.version) for key, got in states if key == "pending" for r in got}, key=Version))
    exception = exception_label(item, language)
    lead = f'<b class="tf-exception">{html.escape(exception)}</b>{"" if zh else " "}' if exception else ""
    scope = scope_block(item, language, _checked(states, verified_on, devices), number, home_href)
    return (  # data-holds / data-pending: the recorded releases it holds on / is pending on, for the release picker (javascripts/releases.js)
        f'<span class="tf-claim"{anchor} data-claim="{item.id}" data-holds="{holds}"'
        + (f' data-pending="{pending}"' if pending else "") + '>'
        f'{lead}{item.sentence(language, values or {})}'
        f'<small class="tf-mark tf-mark--{verdict}" data-search-exclude>'
        f'<button type="button" class="tf-mark__button" aria-expanded="false" aria-controls="{pop}" aria-label="{label}">{shown}</button>'
        f'<span class="tf-pop" id="{pop}" role="group">{"<br>".join(lines)}</span></small>{scope}</span>'
    )


def claim_brief(
    item: Claim, language: str, verified_on: str, devices: list[str], values: dict[str, str] | None = None, *,
    records: list[Record] | None = None, snippets_root: Path | None = None, away: tuple[str, ...] = (),
) -> str:
    """The claim's sentence with its mark as a glyph and its range, no popover and no scope: where a page cites many
    claims (the Questions page) and each links to its own section, which shows the rest."""
    records = records or []
    verdict = verdict_here(item, verified_on, devices)
    if away and verdict == "na" and not item.unmet_needs():
        verdict = "recorded" if snippets_root is not None and recorded_on(records, item, away, snippets_root) else "awaiting"
    zh = language.startswith("zh")
    where = ("，" if zh else ", ").join(device_label(d) for d in devices)
    why = item.unmet_needs(language) or ("没有可运行的设备" if zh else "no device to run on")
    away_label = "/".join(device_label(d) for d in away)
    head = _words(language)[verdict].format(version=verified_on, devices=where, why=why, away=away_label, releases="",
                                            span=span_phrase(records, item, language))
    span = release_span(records, item, language) if records else (item.range_text(language) if str(item.torch) else "")
    label = away_label if away and verdict in ("recorded", "awaiting") else span
    shown = MARKS[verdict] + (f"<i>{html.escape(label)}</i>" if label else "")
    return (f'<span class="tf-claim tf-claim--brief" data-claim="{item.id}">{item.sentence(language, values or {})}'
            f'<small class="tf-mark tf-mark--brief tf-mark--{verdict}" data-search-exclude role="img" aria-label="{html.escape(f"{head} {span}".strip())}">'
            f'<span class="tf-mark__glyph">{shown}</span></small></span>')


EXAMPLE = {
    "en": (
        "**The sentence** states one fact in PyTorch's terms: {claim}",
        "**The line under it** is the harness's, written from the claim's declaration: how many cases the check tried, "
        "on how many releases and devices, and what it does not cover. *Every case* lists each one.",
        "**The evidence** is the snippet [{snippet}]({snippet_href}): a real file, run when the page is built as "
        "`python {name}` would run it, once per device.",
        "**The check** is this function. It reads that run (its variables and what it printed) and tries every case "
        "(`run.each`); a check that skips a case is refused.",
        "**✓** means that the check returned True on this build, on the snippet and on every case. The popover "
        "lists the recorded releases and devices where it did the same.",
        "**What turns it false:** a release on which the run or any case comes out otherwise makes the check "
        "return False there: the build stops, and that release's record shows ✗. The tests also feed the check "
        "evidence changed on purpose ({swaps}) and require it to return False.",
    ),
    "zh": (
        "**这句话**用 PyTorch 的术语说明一个事实：{claim}",
        "**它下面的那一行**由检查程序根据论断的声明生成：检查了多少种情形、在多少个版本和哪些设备上验证过，以及哪些情形未涵盖。"
        "点“全部情形”可以逐一查看。",
        "**证据**是示例 [{snippet}]({snippet_href})：一个真实的文件，构建页面时像 `python {name}` 那样运行，每种设备运行一次。",
        "**检查**就是下面这个函数。它读取那次运行的结果（变量和打印的内容），并逐一尝试每种情形（`run.each`）；跳过任何情形的检查都会被拒绝。",
        "**✓** 表示在本次构建上，这个检查对示例和每种情形都返回 True。弹出框列出它同样成立的已记录版本和设备。",
        "**什么会让它不成立：**如果某个版本上示例的运行结果或任何一种情形变了，检查就会在那个版本上返回 False："
        "构建随即中止，该版本的记录显示 ✗。测试还会故意改动证据（{swaps}）喂给检查，要求它返回 False。",
    ),
}
"""The steps of the worked example on "How claims are checked" (:func:`worked_example`), per language."""


def worked_example(claim: str, language: str, *, snippet: str, snippet_href: str, check_source: str, swaps: list[str]) -> str:
    """Markdown: one claim taken apart (its sentence and line, its snippet, its check, what ✓ means, what would turn it
    false). ``claim`` is the claim as :func:`claim_html` renders it; ``swaps`` names the perturbed evidence its check
    must fail on ("memory.py with clone() -> view")."""
    zh = language.startswith("zh")
    steps = EXAMPLE["zh" if zh else "en"]
    shown = ("、" if zh else ", ").join(f"`{s}`" for s in swaps[:3]) or ("本页的其他示例" if zh else "the page's other snippets")
    values = {"claim": claim, "snippet": snippet, "snippet_href": snippet_href, "name": Path(snippet).name, "swaps": shown}
    items = [step.format(**values) for step in steps]
    code = "```python\n" + check_source.rstrip() + "\n```"
    body = "\n".join(f"{n}. {text}" for n, text in enumerate(items[:4], start=1))
    body += "\n\n    " + code.replace("\n", "\n    ") + "\n\n"
    body += "\n".join(f"{n}. {text}" for n, text in enumerate(items[4:], start=5))
    return '<div class="tf-example" markdown>\n\n' + body + "\n\n</div>"
