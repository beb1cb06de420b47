"""Figures drawn from a run: which tensors read which storage, and which of its elements.

A figure is built from :func:`tensorfacts.execution.layout` of each tensor named (storage, its length,
offset, shape and strides, all in elements), so it cannot disagree with the output printed beside it.
Each storage is a row of numbered cells; under it, one lane per tensor that reads it, marking the
cells the tensor's elements lie in (a number when one cell holds several elements, as after
``expand``). The SVG is inline (no request), sized in CSS pixels, and uses ``currentColor`` for text
and lines so it follows the light and dark schemes; a tensor's colour marks only its swatch and its cells
(tinted, with text in the text colour over them), never text. A caption in the page's language says which
tensor reads which storage (also the SVG's aria-label) and how to read the drawing.
"""

from __future__ import annotations

import html
import itertools
from typing import Any

CELL = 30
"""Width of one storage element, in CSS pixels."""
LANE = 28
LABEL = 230
"""Least width of the label column (tensor name, shape, stride, offset); wider when a label needs it."""
TEXT = 12
"""Font size of the small text (cell numbers, shapes, counts), in CSS pixels."""
CHAR = 7.4
"""Width of one monospace character at :data:`TEXT` px, in CSS pixels (a bound: fonts run 7.0–7.3)."""
MAX_CELLS = 24
"""Storage elements drawn at most; a longer storage ends in an ellipsis."""
COLOURS = ("#e4572e", "#2e86ab", "#4c9f38", "#a23b72", "#c98b00", "#6c5ce7")
"""One fill per tensor (about 3:1 against both white and the dark scheme's background)."""

WORDS = {
    "en": {"storage": "storage {0} · {1} × {2}", "title": "Tensors and the storage elements they read",
           "reads": "{0} reads storage {1}", "read": "{0} read storage {1}", "and": " and ", "join": "; ", "end": ".",
           "viewed": "{0} (view)", "gap": " ",
           "legend": "Numbered boxes are a storage's elements; a tinted box is an element the tensor in its lane reads "
                     "(×n: it reads that element n times)."},
    "zh": {"storage": "存储 {0} · {1} × {2}", "title": "张量及其读取的存储元素",
           "reads": "{0} 读取存储 {1}", "read": "{0} 读取存储 {1}", "and": " 和 ", "join": "；", "end": "。",
           "viewed": "{0}（视图）", "gap": "",
           "legend": "带编号的方格是存储的元素；填色的方格是同一行的张量读取的元素（×n：该元素被读取 n 次）。"},
}


def covered(item: dict[str, Any]) -> dict[int, int]:
    """How many of the tensor's elements lie in each storage element it reads (index -> count)."""
    counts: dict[int, int] = {}
    for index in itertools.product(*(range(n) for n in item["shape"])):
        at = item["offset"] + sum(i * s for i, s in zip(index, item["stride"]))
        counts[at] = counts.get(at, 0) + 1
    return counts


def _text(x: float, y: float, content: str, **attrs: Any) -> str:
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f'<text x="{x:g}" y="{y:g}"{extra}>{html.escape(content)}</text>'


def storage_svg(layouts: dict[str, dict[str, Any]], language: str) -> str:
    """The figure of ``layouts`` (name -> :func:`~tensorfacts.execution.layout`), in ``language``.

    Raises:
        ValueError: no tensor named, or a tensor with more than 256 elements (too many to draw).
    """
    if not layouts:
        raise ValueError("a figure needs at least one tensor")
    words = WORDS["zh" if language.startswith("zh") else "en"]
    storages: dict[int, list[str]] = {}
    for name, item in layouts.items():
        if len(covered(item)) > 256 or any(n > 256 for n in item["shape"]):
            raise ValueError(f"{name}: too many elements to draw")
        storages.setdefault(item["storage"], []).append(name)
    parts: list[str] = []
    y = 8
    shapes = {name: _shape_text(item) for name, item in layouts.items()}
    label = max(LABEL, int(max(len(text) for text in shapes.values()) * CHAR) + 16)
    width = label + CELL * min(MAX_CELLS, max(item["size"] for item in layouts.values())) + 24
    colour = {name: COLOURS[i % len(COLOURS)] for i, name in enumerate(layouts)}
    for letter, (_, names) in zip("ABCDEFGH", storages.items()):
        first = layouts[names[0]]
        size = first["size"]
        drawn = min(size, MAX_CELLS)
        parts.append(_text(0, y + 14, words["storage"].format(letter, size, first["dtype"]), font_weight="bold"))
        y += 22
        for cell in range(drawn):
            x = label + cell * CELL
            parts.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="none" stroke="currentColor" stroke-opacity="0.6"/>')
            parts.append(_text(x + CELL / 2, y + CELL / 2 + 4, str(cell), text_anchor="middle", font_size=TEXT))
        if size > drawn:
            parts.append(_text(label + drawn * CELL + 6, y + CELL / 2 + 4, "…"))
        y += CELL + 4
        for name in names:
            item = layouts[name]
            parts.append(f'<rect x="0" y="{y + 3}" width="10" height="10" rx="2" fill="{colour[name]}"/>')  # the lane's swatch
            parts.append(_text(14, y + 12, words["viewed"].format(name) if item["base"] else name, font_weight="bold"))
            parts.append(_text(0, y + 26, shapes[name], font_size=TEXT, font_family="var(--md-code-font-family, monospace)"))
            for cell, count in sorted(covered(item).items()):
                if cell >= drawn:
                    continue
                x = label + cell * CELL
                parts.append(f'<rect x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{LANE - 6}" rx="3" fill="{colour[name]}" '
                             f'fill-opacity="0.35" stroke="{colour[name]}"/>')
                if count > 1:
                    parts.append(_text(x + CELL / 2, y + LANE / 2 + 4, f"×{count}", text_anchor="middle", font_size=TEXT))
            y += LANE + 6
        y += 10
    caption = html.escape(describe(layouts, storages, words))
    return (
        f'<figure class="tf-figure"><svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{caption}" '
        f'viewBox="0 0 {width} {y}" width="{width}" height="{y}" fill="currentColor" font-size="13">'
        f"<title>{html.escape(words['title'])}</title>{''.join(parts)}</svg>"
        f"<figcaption>{caption}{words['gap']}{html.escape(words['legend'])}</figcaption></figure>"
    )


def _shape_text(item: dict[str, Any]) -> str:
    shape = ", ".join(map(str, item["shape"])) + ("," if len(item["shape"]) == 1 else "")
    stride = ", ".join(map(str, item["stride"])) + ("," if len(item["stride"]) == 1 else "")
    return f"shape ({shape}) stride ({stride}) offset {item['offset']}"


def describe(layouts: dict[str, dict[str, Any]], storages: dict[int, list[str]], words: dict[str, str]) -> str:
    """What the figure shows, in one sentence: which tensors read which storage (its caption and aria-label)."""
    parts = []
    for letter, names in zip("ABCDEFGH", storages.values()):
        shown = [words["viewed"].format(n) if layouts[n]["base"] else n for n in names]
        joined = ", ".join(shown[:-1]) + words["and"] + shown[-1] if len(shown) > 1 else shown[0]
        parts.append(words["read" if len(shown) > 1 else "reads"].format(joined, letter))
    return words["join"].join(parts) + words["end"]
