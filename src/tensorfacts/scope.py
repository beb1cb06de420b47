"""What a claim's check covers and leaves out, in a reader's words: the line the harness renders under a rule.

A claim's sentence is a headline; its scope is the harness's to say, from the claim's declaration
(:class:`~tensorfacts.claims.Claim`: ``over=``, ``not_covered=``), never prose in the sentence::

    Checked on 165 cases: 5 tensors × 11 operations × 3 settings · 13 releases · CPU
    Not covered: meta tensor · `t.fill_(1)` · inference mode

Each tensor, operation and setting is named by a short label in the page's language (an operation by
its code); :func:`cases_html` lists them all, one click away.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from tensorfacts.catalogue import Context, Family, Op, TensorCase
from tensorfacts.claims import Claim

AXES = (
    ("tensors", ("tensor", "tensors"), "种张量", ("Tensors", "张量")),
    ("ops", ("operation", "operations"), "种操作", ("Operations", "操作")),
    ("contexts", ("setting", "settings"), "种设置", ("Settings", "设置")),
)
"""Each axis of a family: its attribute, its English word (one, many), its Chinese measure word and its heading
in the full list."""

WORDS = {
    "en": {"checked": "Checked on {0}", "not_covered": "Not covered:", "list": "Every case", "exception": "Exception:"},
    "zh": {"checked": "检查了 {0}", "case": "种情形", "release": "个版本",
           "not_covered": "未涵盖：", "list": "全部情形", "exception": "例外："},
}
COUNTED = {"case": ("case", "cases"), "release": ("release", "releases")}
"""English nouns counted on the checked line (one, many)."""

_NOUN = re.compile(
    r"(?i)\b(tensors?|arrays?|parameter|views?|leaf|non-leaf|slice|output|column|field|copy|module|windows|linear|"
    r"conv2d|batchnorm1d|sequential|as_strided)\b"
)
"""A tensor case's name that holds a noun ("view of a leaf", "float64 array"); other names are adjectives
("transposed", "meta", "int64") and read as "… tensor"."""

_QUALIFIED = re.compile(r"^(?P<head>.+?) (?P<tail>(?:by|with|from|made|in|after|under) .*)$")
"""An adjective name with a qualifier ("complex with the conjugate bit"): "tensor" goes before the qualifier."""


def _tensor_label(name: str) -> str:
    if _NOUN.search(name):
        return name
    qualified = _QUALIFIED.match(name)
    return f"{qualified['head']} tensor {qualified['tail']}" if qualified else f"{name} tensor"


def _count(n: int, words: tuple[str, str]) -> str:
    return f"{n} {words[0] if n == 1 else words[1]}"


def label(item: TensorCase | Op | Context, language: str, markup: bool = False) -> str:
    """How a reader names ``item`` in ``language``: an operation by its code, a tensor case as a noun phrase
    ("meta tensor", "meta 张量"), a setting by its name (code when it is a call, ``torch.no_grad()``).

    With ``markup``, HTML: escaped, code in ``<code>``.
    """
    zh = language.startswith("zh")
    if isinstance(item, Op):
        text, code = item.name, True
    elif isinstance(item, Context):
        text = item.zh if zh else item.name
        code = text.startswith("torch.")
    else:
        text = item.zh if zh else _tensor_label(item.name)
        code = False
    if not markup:
        return f"`{text}`" if code else text
    escaped = _markdown_safe(html.escape(text))
    return f"<code>{escaped}</code>" if code else escaped


def _markdown_safe(text: str) -> str:
    """Escaped HTML with Markdown's own marks as entities: this HTML goes into a page's Markdown, which would read
    ``2**63`` or ``_x_`` between tags as emphasis and a backtick as code."""
    return text.translate({ord("*"): "&#42;", ord("_"): "&#95;", ord("`"): "&#96;"})


@dataclass(frozen=True)
class Checked:
    """Where a claim was verified: how many recorded releases (with today's snippet and check) and on which
    devices; ``build`` is the build's own release, counted when no record speaks for the claim yet."""

    releases: int = 0
    devices: tuple[str, ...] = ()
    build: str = ""


def _device(device: str) -> str:
    return {"cpu": "CPU", "cuda": "CUDA", "mps": "MPS", "meta": "meta"}.get(device, device)


def checked_line(item: Claim, language: str, where: Checked, markup: bool = False) -> str:
    """"Checked on 165 cases: 5 tensors × 11 operations × 3 settings · 13 releases · CPU" ("" for a claim that
    is no rule). The number of cases is the family's size, as ``run.each`` tries it on every release and device."""
    family = item.over
    if family is None:
        return ""
    zh = language.startswith("zh")
    words = WORDS["zh" if zh else "en"]
    total = len(family)
    parts = []
    for attribute, english, measure, _ in AXES:
        items = getattr(family, attribute).items
        if items:
            parts.append(f"{len(items)} {measure}" if zh else _count(len(items), english))
    head = words["checked"].format(f"{total} {words['case']}" if zh else _count(total, COUNTED["case"]))
    line = head + ("：" if zh else ": ") + " × ".join(parts)
    if where.releases:
        line += f" · {where.releases} {words['release']}" if zh else f" · {_count(where.releases, COUNTED['release'])}"
    elif where.build:
        line += f" · torch {where.build}"
    if where.devices:
        line += " · " + "、".join(_device(d) for d in where.devices) if zh else " · " + ", ".join(_device(d) for d in where.devices)
    return html.escape(line) if markup else line


def left_out(item: Claim) -> list[TensorCase | Op | Context]:
    """What the rule's family leaves out by name (``but=``)."""
    return item.over.left_out() if item.over is not None else []


def not_covered_line(item: Claim, language: str, markup: bool = False) -> str:
    """"Not covered: meta tensor · `t.fill_(1)` · …": the family's ``but=`` and the claim's ``not_covered=``
    ("" when the check leaves nothing out). A declared label that stands for several ``but=`` items is shown in their
    place (they are listed one by one under "Every case")."""
    zh = language.startswith("zh")
    grouped = {name for *_, names in item.not_covered for name in names}
    labels = [label(x, language, markup) for x in left_out(item) if x.name not in grouped]
    for en, zh_text, _ in item.not_covered:
        text = zh_text if zh else en
        labels.append(_inline(text) if markup else text)
    if not labels:
        return ""
    head = WORDS["zh" if zh else "en"]["not_covered"]
    return head + ("" if zh else " ") + " · ".join(labels)


def _inline(text: str) -> str:
    """A declared label as HTML: escaped, its code spans in ``<code>``."""
    parts = re.split(r"(`[^`]+`)", text)
    return "".join(f"<code>{_markdown_safe(html.escape(p[1:-1]))}</code>" if p.startswith("`") and p.endswith("`") and len(p) > 1
                   else _markdown_safe(html.escape(p)) for p in parts)


def cases_html(family: Family, language: str) -> str:
    """Every tensor, operation and setting of a family, by axis, and every item its ``but=`` leaves out, as phrasing
    HTML, one line each (the "Every case" list)."""
    zh = language.startswith("zh")
    join = "、" if zh else ", "
    rows = []
    for attribute, _, _, heading in AXES:
        items = getattr(family, attribute).items
        if items:
            names = join.join(label(x, language, markup=True) for x in items)
            rows.append(f"<b>{heading[1] if zh else heading[0]}</b>{'：' if zh else ': '}{names}")
    if family.left_out():
        head = WORDS["zh" if zh else "en"]["not_covered"]
        rows.append(f"<b>{head.rstrip('：:')}</b>{'：' if zh else ': '}" + join.join(label(x, language, markup=True) for x in family.left_out()))
    return "<br>".join(rows)


def scope_words(language: str) -> dict[str, str]:
    """The words of the scope lines in ``language``."""
    return WORDS["zh" if language.startswith("zh") else "en"]


def exception_label(item: Claim, language: str) -> str:
    """"Exception: " before the sentence of a claim declared ``exception_to`` a rule ("" otherwise)."""
    if not item.exception_to:
        return ""
    return WORDS["zh" if language.startswith("zh") else "en"]["exception"]


def as_read(item: Claim, language: str, where: Checked = Checked()) -> str:
    """The claim as a reader reads it, in plain text: the sentence, then its checked and not-covered lines
    (``python -m tensorfacts show``; what an author checks a headline against)."""
    lines = [(exception_label(item, language) + (" " if not language.startswith("zh") and item.exception_to else "")
              + item.sentence(language))]
    lines += [x for x in (checked_line(item, language, where), not_covered_line(item, language)) if x]
    return "\n    ".join(lines)
