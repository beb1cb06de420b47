"""Figures from live tensors (tensorfacts.figures) and the per-release output helpers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tensorfacts.execution import layout
from tensorfacts.figures import covered, storage_svg
from tensorfacts.plugin import changed_rows, flag_rows, select_rows
from tensorfacts.records import Record, outputs_by_release, releases_text

import torch


def test_an_expanded_tensor_reads_one_element_several_times() -> None:
    x = torch.tensor([[1.0, 2.0, 3.0]])
    assert covered(layout(x.expand(4, 3))) == {0: 4, 1: 4, 2: 4}
    assert covered(layout(x[:, 1:])) == {1: 1, 2: 1}
    assert covered(layout(torch.arange(6.0).view(2, 3).t())) == {i: 1 for i in range(6)}


def test_a_figure_draws_one_storage_per_storage_and_a_lane_per_tensor() -> None:
    x = torch.arange(6.0)
    svg = storage_svg({"x": layout(x), "v": layout(x[2:]), "c": layout(x.clone())}, "en")
    drawn = "".join(re.findall(r"<text[^>]*>[^<]*</text>", svg))  # the drawing's words, not its caption
    assert drawn.count("storage A") == 1 and drawn.count("storage B") == 1 and "storage C" not in svg
    assert "v (view)" in svg and "offset 2" in svg
    assert "存储 A" in storage_svg({"x": layout(x)}, "zh")


def test_a_figure_says_what_it_shows_and_is_readable() -> None:
    """Issue 15: a caption in the page's language (also the aria-label, so two figures are told apart), a
    legend, text of at least 12 px, no coloured text (a tensor's colour marks its swatch and its cells), and
    a label column wide enough for the longest shape line (6.6 px per character: no label runs into a cell)."""
    x = torch.arange(24.0).reshape(2, 3, 4).clone()  # a tensor of its own (no base)
    svg = storage_svg({"x": layout(x), "v": layout(x.transpose(0, 2)[:, 1:]), "c": layout(x.clone())}, "en")
    caption = re.search(r"<figcaption>(.*?)</figcaption>", svg).group(1)
    assert caption.startswith("x and v (view) read storage A; c reads storage B.") and "Numbered boxes" in caption
    assert re.search(r'aria-label="([^"]*)"', svg).group(1) == "x and v (view) read storage A; c reads storage B."
    other = storage_svg({"x": layout(x)}, "en")
    assert re.search(r'aria-label="([^"]*)"', other).group(1) == "x reads storage A."
    zh = storage_svg({"x": layout(x), "v": layout(x[1:])}, "zh")
    assert "<figcaption>x 和 v（视图） 读取存储 A。带编号的方格" in zh
    sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) >= 12
    assert not re.search(r"<text[^>]* fill=", svg)  # every text in the text colour
    label_column = min(float(x_) for x_ in re.findall(r'<rect x="([\d.]+)" y="[\d.]+" width="30"', svg))
    longest = max(len(t) for t in re.findall(r">(shape \([^<]*)</text>", svg))
    assert label_column >= longest * 6.6 + 8, (label_column, longest)


def test_a_figure_refuses_nothing_to_draw() -> None:
    with pytest.raises(ValueError):
        storage_svg({}, "en")
    with pytest.raises(TypeError):
        layout([1, 2])


def _record(tmp_path: Path, version: str, output: str, source: str = "s1") -> Record:
    data = {"torch": {"version": version}, "device": {"type": "cpu"}, "claims": {},
            "snippets": {"a/b.py": {"source": source, "output": output}}}
    return Record(tmp_path / version / "cpu.json", data)


def test_outputs_are_grouped_by_text_and_records_of_another_source_left_out(tmp_path: Path) -> None:
    records = [_record(tmp_path, "2.3.1", "old\n"), _record(tmp_path, "2.6.0", "old\n"),
               _record(tmp_path, "2.7.1", "new\n"), _record(tmp_path, "2.8.0", "other source\n", source="s0")]
    groups = outputs_by_release(records, "a/b.py", "cpu", "s1")
    assert [text for text, _ in groups] == ["new\n", "old\n"]
    assert releases_text(groups[1][1], records[:3]) == "2.3–2.6"
    assert releases_text([records[0], records[2]], records[:3]) == "2.3, 2.7"


def test_rows_changed_between_releases_are_flagged_and_rows_selected() -> None:
    head = "| call | result |\n|---|---|\n"
    old, new = head + "| `a` | copy |\n| `b` | view |\n", head + "| `a` | copy |\n| `b` | copy |\n"
    assert changed_rows([old, new]) == {"`b`"}
    assert "| `b` ⇄ |" in flag_rows(new, {"`b`"}) and "| `a` |" in flag_rows(new, {"`b`"})
    assert select_rows(new, "b", "x.py").splitlines()[2:] == ["| `b` | copy |"]
    with pytest.raises(Exception, match=re.escape("rows= names rows its table lacks: ['c']")):
        select_rows(new, "b|c", "x.py")
