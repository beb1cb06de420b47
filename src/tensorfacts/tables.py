"""The tables snippets print (``output="markdown"``), shown in the page's language.

A snippet prints its table's header as the code it evaluates (```b is not a```, ```b.grad_fn```), so
that ``python snippet.py`` says exactly what each column computes. A reader meets plain words: each
header in :data:`HEADERS` is shown in the page's language, its code kept in a tooltip (``<abbr
title>``) and in a legend right under the table. Every body cell carries its column's words as
``data-label``, which the stylesheet shows when a narrow screen lays each row out as a card. Words
in the body (``view``, ``copy`` ...) are translated by :data:`CELLS`.

Works on the HTML of Python-Markdown's ``tables`` extension (``<table><thead><tr><th>``...).
"""

from __future__ import annotations

import html
import re

HEADERS: dict[str, dict[str, str]] = {
    # the comparison of copying (copying/index/table.py): one column per question
    "": {"en": "call", "zh": "调用"},
    "`b is not a`": {"en": "new object", "zh": "新对象"},
    "`b.data_ptr() != a.data_ptr()`": {"en": "new memory", "zh": "新内存"},
    "`b.requires_grad`": {"en": "requires grad", "zh": "需要梯度"},
    "`b.grad_fn`": {"en": "in the graph", "zh": "在计算图中"},
    "`b.is_leaf`": {"en": "leaf", "zh": "叶子张量"},
    "`b.mul_(1)` → `a._version`": {"en": "shares the version counter", "zh": "共享版本计数器"},
    "`b.sum().backward()` → `a.grad`": {"en": "gradient flows back to a", "zh": "梯度传回 a"},
    # views (copying/views/table.py) and NumPy (numpy/choosing_table.py)
    "`y.is_contiguous()`": {"en": "contiguous", "zh": "连续"},
    "`address(result) == address(source)`": {"en": "shares memory", "zh": "共享内存"},
    "`source[0] = 10.0; result[0] == 10.0`": {"en": "sees writes to the source", "zh": "能看到对源的写入"},
    # plain words: the same on an English page
    "call": {"zh": "调用"},
    "expression": {"zh": "表达式"},
    "values": {"zh": "值"},
    "dtype": {"zh": "数据类型"},
    "no keyword": {"zh": "不传关键字参数"},
    "shares memory": {"zh": "共享内存"},
    "independent copy": {"zh": "独立副本"},
    "warning": {"zh": "警告"},
    "result": {"zh": "结果"},
    "same object": {"zh": "同一对象"},
    "op": {"en": "operation", "zh": "操作"},
}
"""Printed header (Markdown: code in backticks) → its words per page language; a missing language keeps the header."""

CELLS: dict[str, dict[str, str]] = {
    "zh": {"same object": "同一对象", "view": "视图", "alias": "别名", "copy": "副本", "n/a": "不适用"},
}
"""Body cells that are a plain word → the word in the page's language."""

LEGEND_WORDS = {"en": ("Columns: ", ": "), "zh": ("各列：", "：")}
"""The legend's opening, and what stands between a column's words and its code."""

_TABLE = re.compile(r"<table>(?P<body>.*?)</table>", re.DOTALL)
_GLANCE = re.compile(r'<div class="admonition abstract tf-glance">\s*<p class="admonition-title">[^<]*</p>\s*$')
"""What stands right before a summary's table (plugin.format_snippet: ``!!! abstract tf-glance``)."""
_HEAD = re.compile(r"<thead>.*?</thead>", re.DOTALL)
_TH = re.compile(r"<th(?P<attrs>\b[^>]*)>(?P<inner>.*?)</th>", re.DOTALL)
_TD = re.compile(r"<td(?P<attrs>\b[^>]*)>(?P<inner>.*?)</td>", re.DOTALL)
_ROW = re.compile(r"<tr>(?P<cells>.*?)</tr>", re.DOTALL)
_CODE = re.compile(r"<code>(.*?)</code>", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")


def header_key(inner: str) -> str:
    """A header cell's HTML as the Markdown the snippet printed (``<code>x</code>`` → ```x```)."""
    return html.unescape(_TAG.sub("", _CODE.sub(r"`\1`", inner))).strip()


def _words(key: str, language: str) -> str | None:
    entry = HEADERS.get(key)
    if entry is None:
        return None
    return entry.get(language, key if "`" not in key and key else None)


def localise_table(table: str, language: str, labelled: bool = True) -> str:
    """One ``<table>...</table>``: headers in words, a legend for headers that were code, and (``labelled``)
    each body cell carrying its column's words as ``data-label``."""
    head = _HEAD.search(table)
    if head is None:
        return table
    labels: list[str] = []
    legend: list[str] = []
    opening, colon = LEGEND_WORDS.get(language, LEGEND_WORDS["en"])

    def header(match: re.Match[str]) -> str:
        key = header_key(match["inner"])
        words = _words(key, language)
        if words is None:
            labels.append(key.replace("`", ""))
            return match.group(0)
        labels.append(words)
        if "`" not in key:
            return f"<th{match['attrs']}>{html.escape(words)}</th>"
        code = key.replace("`", "")
        legend.append(f"<strong>{html.escape(words)}</strong>{colon}{match['inner']}")
        return f'<th{match["attrs"]}><abbr title="{html.escape(code)}">{html.escape(words)}</abbr></th>'

    new_head = _TH.sub(header, head.group(0))
    cells = CELLS.get(language, {})

    def row(match: re.Match[str]) -> str:
        column = iter(labels)

        def cell(found: re.Match[str]) -> str:
            label = next(column, "")
            inner = found["inner"]
            if "<" not in inner and inner.strip() in cells:
                inner = cells[inner.strip()]
            attrs = found["attrs"] + (f' data-label="{html.escape(label)}"' if labelled else "")
            return f"<td{attrs}>{inner}</td>"

        return "<tr>" + _TD.sub(cell, match["cells"]) + "</tr>"

    body = _ROW.sub(lambda m: row(m) if "<td" in m["cells"] else m.group(0), table[head.end():])
    out = table[: head.start()] + new_head + body
    if legend:
        out += f'\n<p class="tf-legend" data-search-exclude>{opening}' + " · ".join(legend) + "</p>"
    return out


def localise_tables(content: str, language: str) -> str:
    """Every table of a page's HTML, in the page's language (``language``: ``en``, ``zh`` or ``zh_CN``); the
    cells are labelled in a summary's table only (the one a narrow screen shows as cards)."""
    short = language.split("_")[0]
    return _TABLE.sub(lambda m: localise_table(m.group(0), short, bool(_GLANCE.search(content, max(0, m.start() - 300), m.start()))), content)
