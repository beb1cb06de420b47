"""Printed tables in the page's language (tensorfacts.tables): plain-word headers, their code in a legend."""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from tensorfacts.tables import HEADERS, localise_tables

from conftest import BuiltSite, built_page

pytestmark = pytest.mark.xdist_group("built-pages")  # one worker: each built page parsed once (conftest.built_page)

PRINTED = """<div class="admonition abstract tf-glance">
<p class="admonition-title">At a glance</p>
<table>
<thead>
<tr>
<th></th>
<th style="text-align: center;"><code>b is not a</code></th>
<th><code>b.mul_(1)</code> → <code>a._version</code></th>
<th>result</th>
<th><code>never.mapped</code></th>
</tr>
</thead>
<tbody>
<tr>
<td><code>x.view(6)</code></td>
<td style="text-align: center;">✓</td>
<td>✗</td>
<td>view</td>
<td>1</td>
</tr>
</tbody>
</table>"""
"""A summary's table as Python-Markdown's tables extension writes what a snippet printed."""


def test_code_headers_become_words_with_their_code_in_a_tooltip_and_the_legend() -> None:
    soup = BeautifulSoup(localise_tables(PRINTED, "en"), "lxml")
    headers = [th.get_text() for th in soup.select("th")]
    assert headers == ["call", "new object", "shares the version counter", "result", "never.mapped"]
    assert [a["title"] for a in soup.select("th abbr")] == ["b is not a", "b.mul_(1) → a._version"]
    assert soup.select_one("th[style]")["style"] == "text-align: center;"  # the column's alignment stays
    legend = soup.select_one("p.tf-legend")
    assert legend is not None and legend.has_attr("data-search-exclude")
    assert [c.get_text() for c in legend.select("code")] == ["b is not a", "b.mul_(1)", "a._version"]
    assert soup.select_one("th code").get_text() == "never.mapped"  # unknown: left as printed, no legend entry
    assert [td["data-label"] for td in soup.select("td")] == headers


def test_a_chinese_page_gets_chinese_headers_and_words() -> None:
    soup = BeautifulSoup(localise_tables(PRINTED, "zh_CN"), "lxml")
    assert [th.get_text() for th in soup.select("th")][:4] == ["调用", "新对象", "共享版本计数器", "结果"]
    assert [td.get_text() for td in soup.select("td")][3] == "视图"
    assert soup.select_one("p.tf-legend").get_text().startswith("各列：新对象：")


def test_only_a_summary_table_labels_its_cells() -> None:
    outside = PRINTED.replace("abstract tf-glance", "abstract")
    soup = BeautifulSoup(localise_tables(outside, "en"), "lxml")
    assert soup.select("td") and not soup.select("td[data-label]")
    assert [th.get_text() for th in soup.select("th")][1] == "new object"  # words and legend all the same
    assert soup.select_one("p.tf-legend") is not None


def test_a_table_without_a_header_is_left_alone() -> None:
    assert localise_tables("<table>\n<tbody>\n<tr><td>1</td></tr>\n</tbody>\n</table>", "en") == (
        "<table>\n<tbody>\n<tr><td>1</td></tr>\n</tbody>\n</table>")


def test_every_header_has_both_languages_where_it_is_code() -> None:
    missing = [key for key, words in HEADERS.items() if ("`" in key or not key) and set(words) != {"en", "zh"}]
    assert not missing


def test_no_glance_header_is_code_and_no_chinese_header_is_english(site: BuiltSite) -> None:
    """Every "At a glance" header on every page is words; on /zh/ every header that is not code is Chinese."""
    problems = []
    for page in sorted(site.path.rglob("*.html")):
        soup = built_page(page)
        where = page.relative_to(site.path).as_posix()
        problems += [f"{where}: code header {th.get_text()!r}" for th in soup.select(".tf-glance th") if th.code]
        if where.startswith("zh/"):
            for th in soup.select("article th"):
                words = "".join(s for s in th.find_all(string=True) if not s.find_parent("code")).strip(" →()")
                if re.fullmatch(r"[a-z][a-z /]*", words) and words not in ("torch", "numpy"):  # a package's name is a name
                    problems.append(f"{where}: English header {words!r}")
    assert not problems, "\n".join(problems)
