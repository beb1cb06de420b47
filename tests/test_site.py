"""The built site as files: every in-site link and anchor leads somewhere, ids are unique, pages are light.

Reads the HTML of the real site (built once per session by the ``site`` fixture) the way a link
checker does: every ``href``/``src`` that stays on the site is resolved to a file of the build, and
its ``#fragment`` to an element id of that file.
"""

from __future__ import annotations

import collections
import json
import posixpath
import re
import functools
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import yaml
from bs4 import BeautifulSoup

from conftest import BuiltSite, ROOT, built_page

pytestmark = pytest.mark.xdist_group("built-pages")  # one worker: each built page parsed once (conftest.built_page)

MAX_PAGE_BYTES = 200 * 1024
SITE_URL = urlsplit(yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)["site_url"])


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


@lru_cache(maxsize=None)
def ids_of(path: Path) -> tuple[str, ...]:
    return tuple(str(tag["id"]) for tag in built_page(path).find_all(id=True))


@lru_cache(maxsize=None)
def id_set(path: Path) -> frozenset[str]:
    return frozenset(ids_of(path))


def in_site_target(site: Path, page: Path, url: str) -> tuple[str, str] | None:
    """``(site-relative path, fragment)`` of a link that stays on the site; None for another host or scheme."""
    parts = urlsplit(url)
    if parts.scheme in ("mailto", "javascript", "data", "tel"):
        return None
    if parts.scheme or parts.netloc:
        if (parts.scheme, parts.netloc) != (SITE_URL.scheme, SITE_URL.netloc):
            return None
        path = posixpath.relpath(parts.path or "/", SITE_URL.path or "/")
    elif parts.path.startswith("/"):
        path = parts.path.lstrip("/")
    else:
        here = page.parent.relative_to(site).as_posix()
        path = posixpath.normpath(posixpath.join(here, unquote(parts.path))) if parts.path else page.relative_to(site).as_posix()
    return path, unquote(parts.fragment)


def resolve(site: Path, path: str) -> Path | None:
    """The file a site path serves: the file itself, or the folder's ``index.html``."""
    candidate = site / path if path not in ("", ".") else site
    if candidate.is_dir():
        candidate = candidate / "index.html"
    return candidate if candidate.is_file() and site in candidate.resolve().parents else None


def broken_links(site: Path) -> list[str]:
    problems = []
    for page in pages(site):
        soup = built_page(page)
        where = page.relative_to(site).as_posix()
        for tag in soup.find_all(["a", "link", "script", "img", "source"]):
            url = tag.get("href") or tag.get("src")
            if not url:
                continue
            target = in_site_target(site, page, str(url))
            if target is None:
                continue
            path, fragment = target
            file = resolve(site, path)
            if file is None:
                problems.append(f"{where}: {url} -> no such file")
            elif fragment and file.suffix == ".html" and fragment not in id_set(file):
                problems.append(f"{where}: {url} -> no element with id {fragment!r}")
    return problems


def test_every_in_site_link_and_anchor_leads_somewhere(site: BuiltSite) -> None:
    problems = broken_links(site.path)
    assert not problems, f"{len(problems)} broken in-site links or anchors:\n" + "\n".join(problems[:40])


def test_ids_are_unique_and_non_empty_on_every_page(site: BuiltSite) -> None:
    problems = []
    for page in pages(site.path):
        ids = ids_of(page)
        where = page.relative_to(site.path).as_posix()
        problems += [f"{where}: empty id" for i in ids if not i.strip()]
        problems += [f"{where}: id {i!r} used {n} times" for i, n in collections.Counter(ids).items() if n > 1]
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def test_every_heading_anchor_exists_on_the_pages_twin(site: BuiltSite) -> None:
    """Issue 15: the language switch keeps the section on every page (docs/javascripts/language-switch.js
    carries the #hash over), so each heading's id on a page is a heading's id on its other-language twin
    too, chapter notebooks included (their title was the one heading whose id came from its words)."""
    def heading_ids(page: Path) -> set[str]:
        soup = built_page(page)
        return {h["id"] for h in soup.select(".md-content h1[id], .md-content h2[id], .md-content h3[id], .md-content h4[id]")}

    problems, compared = [], 0
    for page in sorted(site.path.rglob("index.html")):
        where = page.relative_to(site.path).as_posix()
        if where.startswith("zh/"):
            continue
        twin = site.path / "zh" / where
        assert twin.is_file(), f"{where} has no Chinese twin"
        english, chinese = heading_ids(page), heading_ids(twin)
        compared += 1
        if english != chinese:
            problems.append(f"{where}: only in English {sorted(english - chinese)[:3]}, only in Chinese {sorted(chinese - english)[:3]}")
    assert compared >= 30, compared
    assert not problems, "\n".join(problems)


def test_every_page_is_at_most_200_kb(site: BuiltSite) -> None:
    sizes = {p.relative_to(site.path).as_posix(): p.stat().st_size for p in pages(site.path)}
    heavy = {page: size for page, size in sizes.items() if size > MAX_PAGE_BYTES}
    assert len(sizes) >= 40, sizes
    assert not heavy, f"pages over {MAX_PAGE_BYTES} bytes: {heavy}"


def test_the_chinese_pages_have_a_cjk_font_of_their_own_characters_within_the_page_limit(site: BuiltSite) -> None:
    """Issue 29: the CJK font subset holds a glyph for every character from U+2E80 up of every built Chinese page,
    weighs no more than a page may, and the stylesheet names it with a unicode-range (fetched only when needed)."""
    from fontTools.ttLib import TTFont

    from tensorfacts.cjkfont import OUTPUT, characters

    font = site.path / OUTPUT
    assert font.is_file() and font.stat().st_size <= MAX_PAGE_BYTES, font
    covered = set(TTFont(str(font)).getBestCmap())
    used = characters(site.path)
    assert len(used) > 300 and "张" in used
    assert not [c for c in used if ord(c) not in covered]
    css = (site.path / "stylesheets" / "fonts.css").read_text(encoding="utf-8")
    assert f'url("../{OUTPUT.as_posix()}")' in css and "unicode-range" in css


def test_each_home_page_is_titled_with_its_site_name_alone(site: BuiltSite) -> None:
    """Issue 29: the Chinese home page's <title> has the English one's form (the site's name, no "首页 - ")."""
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    names = {"": config["site_name"], "zh/": next(l["site_name"] for l in i18n["languages"] if l["locale"] == "zh")}
    for prefix, name in names.items():
        assert built_page(site.path / prefix / "index.html").title.string.strip() == name, prefix
    assert built_page(site.path / "zh" / "copying" / "index.html").title.string.strip().endswith(" - " + names["zh/"])


def test_notebook_pages_are_site_pages_with_their_notebook_to_download(site: BuiltSite) -> None:
    """Rendered like every page (headings, tables, outputs), no Jupyter prompts or stylesheet; the .ipynb beside it."""
    for language, prefix in (("en", site.path), ("zh", site.path / "zh")):
        folder = prefix / "notebooks" / "construction"
        soup = built_page(folder / "index.html")
        text = soup.get_text()
        assert "In [" not in text and "jp-" not in str(soup) and "require.js" not in str(soup)
        assert soup.select("article table"), f"{language}: the Markdown table is not rendered"
        assert soup.select("article h3[id]") and all(h["id"] for h in soup.select("article h2, article h3"))
        assert soup.select("article p.tf-provenance")
        button = soup.select_one("article a.md-button[download]")
        assert button is not None
        assert (folder / str(button["href"])).is_file(), f"{language}: {button['href']} is not published"


def search_indexes(site: Path) -> dict[str, dict]:
    """Each language's search index (Chinese under ``zh/``), its locations made relative to the site's root."""
    found = {}
    for language, prefix in (("en", ""), ("zh", "zh/")):
        index = json.loads((site / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
        index["docs"] = [{**doc, "location": prefix + doc["location"]} for doc in index["docs"]]
        found[language] = index
    return found


def copies_of_chapters(site: Path) -> set[str]:
    """URLs of the pages kept out of search as copies of a chapter: the notebooks and the matrix pages."""
    from tensorfacts.plugin import RECORDS_FENCE, matrix_pages

    copies = set()
    for source in (ROOT / "docs").rglob("*.md"):
        if any(matrix_pages(m.group("options")) is not None for m in RECORDS_FENCE.finditer(source.read_text(encoding="utf-8"))):
            relative = source.relative_to(ROOT / "docs").as_posix().removesuffix(".zh.md").removesuffix(".md")
            copies |= {f"{relative}/", f"zh/{relative}/"}
    copies |= {url for url in (p.parent.relative_to(site).as_posix() + "/" for p in site.rglob("index.html"))
               if url.removeprefix("zh/").startswith("notebooks/")}
    return copies


def left_out_by_front_matter() -> set[str]:
    """The built URLs (``audit/``, ``zh/audit/``) of the pages whose front matter says ``search: exclude: true``."""

    found = set()
    for source in (ROOT / "docs").rglob("*.md"):
        text = source.read_text(encoding="utf-8")
        meta = yaml.safe_load(text.split("---", 2)[1]) if text.startswith("---") else None
        if isinstance(meta, dict) and isinstance(meta.get("search"), dict) and meta["search"].get("exclude"):
            relative = source.relative_to(ROOT / "docs").as_posix()
            zh = relative.endswith(".zh.md")
            path = relative.removesuffix(".zh.md" if zh else ".md").removesuffix("index")
            found.add(("zh/" if zh else "") + (path if not path or path.endswith("/") else path + "/"))
    return found


def unindexed(site: Path) -> list[str]:
    """Headings (h2, h3) without their own search entry, and claim sentences absent from their page's entries,
    on every page but the copies of chapters (:func:`copies_of_chapters`), which must have no entry at all."""
    docs = [doc for index in search_indexes(site).values() for doc in index["docs"]]
    locations = {doc["location"] for doc in docs}
    squeeze = functools.partial(re.sub, r"[\s\u200b]+", "")
    text: dict[str, str] = collections.defaultdict(str)
    for doc in docs:
        text[doc["location"].split("#")[0]] += squeeze(BeautifulSoup(doc["title"] + " " + doc["text"], "lxml").get_text(" "))
    copies = copies_of_chapters(site)
    problems = [f"{url}: a copy of a chapter is in the search index" for url in sorted(copies & set(text))]
    left_out = left_out_by_front_matter()
    problems += [f"{url}: its front matter leaves it out, yet it is in the search index" for url in sorted(left_out & set(text))]
    for page in site.rglob("index.html"):
        folder = page.parent.relative_to(site).as_posix()
        url = "" if folder == "." else folder + "/"
        if url in copies or url in left_out:
            continue
        soup = BeautifulSoup(page.read_text(encoding="utf-8"), "lxml")
        for heading in soup.select("article h2[id], article h3[id]"):
            if f"{url}#{heading['id']}" not in locations:
                problems.append(f"{url}: heading #{heading['id']} has no search entry")
        for span in soup.select("span.tf-claim"):
            if span.find_parent(class_="tf-questions"):
                continue  # the Questions page's answers: each indexed in its own section, the list left out on purpose
            for mark in span.select(".tf-mark, .tf-scope"):  # the mark and the line under a rule: out of the index
                mark.extract()
            if squeeze(span.get_text()) not in text[url]:
                problems.append(f"{url}: claim {span['data-claim']} is not in the search index")
    return problems


def test_every_heading_and_claim_sentence_is_in_the_search_index(site: BuiltSite) -> None:
    """What the browser test types is a sample; this covers every heading and claim sentence of both languages."""
    problems = unindexed(site.path)
    assert not problems, f"{len(problems)} not indexed:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize(
    "url, expected",
    [
        ("#x", ("copying/clone/index.html", "x")),
        ("../detach/#y", ("copying/detach", "y")),
        ("https://other.example/", None),
        (SITE_URL.geturl() + "zh/", ("zh", "")),
    ],
)
def test_in_site_target(url: str, expected: tuple[str, str] | None, tmp_path: Path) -> None:
    page = tmp_path / "copying" / "clone" / "index.html"
    assert in_site_target(tmp_path, page, url) == expected


def test_unwrapped_code_spans_were_plain_in_the_theme(site: BuiltSite) -> None:
    """tensorfacts.lighten drops Pygments' ``n``, ``w``, ``p`` and ``o`` spans: only right while each is in the code's colour."""
    from tensorfacts.lighten import unwrap_plain_code_spans

    css = "".join(p.read_text(encoding="utf-8") for p in (site.path / "assets" / "stylesheets").glob("main.*.css"))
    assert "--md-code-hl-name-color:var(--md-code-fg-color)" in css
    assert ".highlight .n{color:var(--md-code-hl-name-color)}" in css
    assert ".highlight .p{color:var(--md-code-hl-punctuation-color)}" in css
    assert ".highlight .o,.highlight .ow{color:var(--md-code-hl-operator-color)}" in css
    assert not re.search(r"\.highlight \.w[,{]", css)
    ours = re.sub(r"\s+", "", (site.path / "stylesheets" / "tensorfacts.css").read_text(encoding="utf-8"))
    assert ":root,[data-md-color-scheme]{--md-code-hl-punctuation-color:var(--md-code-fg-color);--md-code-hl-operator-color:var(--md-code-fg-color);}" in ours
    sample = '<span class="n">x</span><span class="w"> </span><span class="o">=</span><span class="mi">1</span><span class="p">,</span><span class="ow">in</span>'
    assert unwrap_plain_code_spans(sample) == 'x =<span class="mi">1</span>,<span class="ow">in</span>'
    assert unwrap_plain_code_spans('<pre><span></span><code>x</code></pre>') == '<pre><code>x</code></pre>'
    clone = (site.path / "copying" / "clone" / "index.html").read_text(encoding="utf-8")
    assert '<span class="n">' not in clone and '<span class="p">' not in clone and '<span class="mi">' in clone
    assert "<pre><span></span>" not in clone and "<pre><code" in clone
