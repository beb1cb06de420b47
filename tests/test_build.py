"""The real site: a full strict bilingual build, its HTML, and how often each snippet ran."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from packaging.version import Version

from tensorfacts.claims import devices_away, load_claims
from tensorfacts.pages import CLAIM_MARKER, english_pages, scan
from tensorfacts.records import load_records, release_span
from tensorfacts.runner import available_devices, snippet_devices

from conftest import BuiltSite, DOCS, ROOT, SNIPPETS, built_page

pytestmark = pytest.mark.xdist_group("built-pages")  # one worker: each built page parsed once (conftest.built_page)


def html_of(built: BuiltSite, page: Path, language: str) -> BeautifulSoup:
    relative = page.relative_to(DOCS).with_suffix("")
    folder = relative.parent if relative.name == "index" else relative
    prefix = built.path / "zh" if language == "zh" else built.path
    return built_page(prefix / folder / "index.html")


def test_each_snippet_ran_once_per_device_for_both_languages(site: BuiltSite) -> None:
    shown = {(SNIPPETS / ref.target).resolve() for page in english_pages(DOCS) for ref in scan(page).snippets}
    expected = {(path, device) for path in shown for device in snippet_devices(path, available_devices())}
    assert shown, "the site shows no snippet"
    assert set(site.executions) >= expected
    assert {key: site.executions[key] for key in expected} == dict.fromkeys(expected, 1)


def test_pages_show_real_outputs_with_provenance(site: BuiltSite) -> None:
    import torch

    recorded = {r.label for r in load_records(ROOT / "records")}  # another release's output names its records
    for page in english_pages(DOCS):
        refs = [r for r in scan(page).snippets if snippet_devices(SNIPPETS / r.target, ["cpu"])]  # a CUDA one: recorded
        for language in ("en", "zh"):
            soup = html_of(site, page, language)
            provenance = soup.select("p.tf-provenance")
            live = [p.get_text() for p in provenance if not p.get_text().endswith(("recorded", "记录"))]
            assert len(live) >= len(refs), f"{page} ({language}): outputs missing"
            assert all(torch.__version__ in text for text in live)
            for p in provenance:
                if p.get_text().endswith(("recorded", "记录")):
                    versions = p.get_text().removeprefix("torch ").split(" · ")[0].split(", ")
                    assert set(versions) <= recorded and torch.__version__ not in versions, p.get_text()


def recorded_releases() -> list[Version]:
    """The torch releases of records/, read from the folder names alone (not through tensorfacts.records)."""
    return sorted({Version(Version(folder.name).public) for folder in (ROOT / "records").iterdir() if folder.is_dir()})


def test_each_claim_has_one_mark_whose_icon_is_its_verdict_on_this_release(site: BuiltSite) -> None:
    import torch

    claims = load_claims(SNIPPETS)
    records = load_records(ROOT / "records")
    releases = [str(v) for v in recorded_releases()]
    for page in english_pages(DOCS):
        if page.name == "questions.md":
            continue  # each answer's sentence with a static mark (marks.claim_brief): tests/test_questions.py
        text = page.read_text(encoding="utf-8")  # [[id]], and a worked example's claim (```records example=id)
        found = [(m.start(), m.group("id")) for m in CLAIM_MARKER.finditer(text)]
        found += [(m.start(), m.group(1)) for m in re.finditer(r"^```records example=(\S+)", text, re.M)]
        ids = [claim_id for _, claim_id in sorted(found)]
        for language, word in (("en", "on this build"), ("zh", "本次构建")):
            soup = html_of(site, page, language)
            shown = [span["data-claim"] for span in soup.select("span.tf-claim")]
            assert shown == ids, f"{page} ({language})"
            for span in soup.select("span.tf-claim"):
                item = claims[span["data-claim"]]
                marks = span.select(".tf-mark")
                assert len(marks) == 1, f"{page} ({language}) {item.id}: {len(marks)} marks"
                if devices_away(item, ["cpu"]):  # a CUDA claim: its record's verdict or awaiting one (tests/test_devices.py)
                    assert {"tf-mark--recorded", "tf-mark--awaiting"} & set(marks[0]["class"]), f"{item.id}: {marks[0]['class']}"
                    continue
                mark, button, pop = marks[0], marks[0].select_one("button"), marks[0].select_one(".tf-pop")
                holds = item.holds_on(torch.__version__)
                assert ("tf-mark--holds" if holds else "tf-mark--elsewhere") in mark["class"], f"{item.id}: {mark['class']}"
                assert button.get_text().startswith("✓") if holds else button.get_text() == release_span(records, item, language), (
                    f"{page} ({language}) {item.id}: {button.get_text()}")  # a sentence true elsewhere: where, in words
                assert "✗" not in button.get_text()
                assert button["aria-controls"] == pop["id"] and button["aria-label"]
                assert word in pop.get_text() and torch.__version__ in pop.get_text()
                # the recorded releases, as runs ("2.3–2.15"): the first and the last recorded release are named
                assert releases[0].rsplit(".", 1)[0] in pop.get_text() and releases[-1].rsplit(".", 1)[0] in pop.get_text(), (
                    f"{item.id}: popover lacks the recorded releases: {pop.get_text()}")
                assert mark.has_attr("data-search-exclude")
                sentence = item.sentence(language)
                assert sentence.split("`")[0][:12] in span.get_text()


def test_a_ranged_mark_names_its_recorded_releases_in_words(site: BuiltSite) -> None:
    inside_old = [v for v in recorded_releases() if v < Version("2.7")]
    inside_new = [v for v in recorded_releases() if v >= Version("2.7")]
    old_span = f"{inside_old[0].major}.{inside_old[0].minor}–{inside_old[-1].major}.{inside_old[-1].minor}"
    new_start = f"{inside_new[0].major}.{inside_new[0].minor}"
    for language, since in (("en", f"since {new_start}"), ("zh", f"自 {new_start} 起")):
        soup = html_of(site, DOCS / "errata.md", language)
        old = soup.select_one('span.tf-claim[data-claim="errata.copy-advice-old"] .tf-mark__button')
        new = soup.select_one('span.tf-claim[data-claim="errata.copy-advice-new"] .tf-mark__button')
        assert old is not None and new is not None
        assert old.get_text() == old_span, old.get_text()  # true on those releases: no ✗
        assert new.get_text() == f"✓{since}", new.get_text()
    soup = html_of(site, DOCS / "copying" / "clone.md", "en")
    assert all(b.get_text() == "✓" for b in soup.select('.tf-mark--holds .tf-mark__button') if "since" not in b.get_text())


def test_marks_stay_out_of_the_search_index(site: BuiltSite) -> None:
    from test_site import search_indexes

    text = " ".join(doc["text"] for index in search_indexes(site.path).values() for doc in index["docs"])
    assert "Holds on this build:" not in text and "在本次构建上成立" not in text and "How claims are checked ›" not in text
    assert "Checked on" not in text and "检查了" not in text and "Not covered:" not in text  # the line under a rule


def test_outputs_are_marked_to_wrap(site: BuiltSite) -> None:
    soup = html_of(site, DOCS / "copying" / "clone.md", "en")
    outputs = soup.select("div.tf-output pre > code")
    assert len(outputs) >= len(scan(DOCS / "copying" / "clone.md").snippets) - 1
    assert all("tf-output" not in (div.get("class") or []) for div in soup.select("div.highlight:has(span.filename)"))


MATRICES = sorted((DOCS / "verification").glob("*.md"))


def test_the_matrix_rows_are_sentences_linking_to_where_each_claim_is_shown(site: BuiltSite) -> None:
    """Every claim has one row, on one page of the matrix, that links to the claim on its page."""
    from tensorfacts.records import flipped, load_records

    claims = load_claims(SNIPPETS)
    records = load_records(ROOT / "records")
    ids_on: dict[Path, set[str]] = {}  # each target page parsed once, not once per row
    for language in ("en", "zh"):
        ids: list[str] = []
        for source in (p for p in MATRICES if not p.name.endswith(".zh.md") and p.name != "index.md"):
            path = site.path / ("zh" if language == "zh" else "") / "verification" / source.stem / "index.html"
            assert path.stat().st_size <= 200_000, f"{path}: {path.stat().st_size} bytes"
            soup = html_of(site, source, language)
            rows = soup.select("table.tf-bars tbody tr")
            assert rows, f"{path}: no matrix"
            ids += [row["id"].removeprefix("record-") for row in rows]
            pages = {o["value"] for o in soup.select("form.tf-filters select option") if o["value"]}
            assert pages == {row["data-page"] for row in rows}
            shown_ids = {row["id"].removeprefix("record-") for row in rows}
            # the columns: every CPU record, and a record of another device (CUDA) that holds one of these claims
            columns = [r for r in records if r.device == "cpu" or shown_ids & set(r.data["claims"])]
            for row in rows:
                item = claims[row["id"].removeprefix("record-")]
                link = row.select_one("th a")
                assert item.sentence(language).split("`")[0][:10] in link.get_text(), f"{item.id} ({language})"
                target, _, anchor = link["href"].partition("#")
                shown = (path.parent / target / "index.html").resolve()
                if shown not in ids_on:
                    ids_on[shown] = {t["id"] for t in built_page(shown).select("[id]")}
                assert anchor in ids_on[shown], f"{item.id}: {link['href']} leads nowhere"
                assert row.has_attr("data-changed") == flipped(records, item.id)
                spans = sum(int(td.get("colspan", 1)) for td in row.select("td"))
                assert spans == len(columns), f"{item.id}: the bar covers {spans} of {len(columns)} records"
        assert sorted(ids) == sorted(claims), f"({language}) claims shown on no matrix page or on two"


def test_both_languages_are_built_with_a_language_switcher(site: BuiltSite) -> None:
    soup = html_of(site, DOCS / "copying" / "clone.md", "zh")
    assert soup.html is not None and soup.html["lang"].startswith("zh")
    links = {a.get("hreflang"): a["href"] for a in soup.select("a[hreflang]")}
    assert "en" in links and "clone" in links["en"], links


def test_the_index_holds_prose_and_quoted_messages_not_code_or_outputs(site: BuiltSite) -> None:
    """Issue 15: each language's index is at most a quarter of the 1.35 MB merged index it replaced; it holds
    no code block, output, provenance line or figure, and every error or warning message a page's outputs
    print is still in that page's entries (a pasted message finds the section that shows it)."""
    import re

    from tensorfacts.searchindex import _MESSAGE, OPENING_WORDS

    from test_site import search_indexes

    for language, prefix in (("en", ""), ("zh", "zh/")):
        size = (site.path / prefix / "search" / "search_index.json").stat().st_size
        assert size <= 1.35e6 / 4, f"{language} index: {size} bytes"
    indexes = search_indexes(site.path)
    texts: dict[str, str] = {}
    quoted: dict[str, str] = {}
    for index in indexes.values():
        assert index["config"]["fields"]["quoted"]["boost"] >= index["config"]["fields"]["title"]["boost"]
        for doc in index["docs"]:
            texts[doc["location"].split("#")[0]] = texts.get(doc["location"].split("#")[0], "") + doc["text"]
            quoted[doc["location"].split("#")[0]] = quoted.get(doc["location"].split("#")[0], "") + doc.get("quoted", "") + "\n"
    every = "".join(texts.values())
    assert "<pre>" not in every
    assert 'print("equal values:", torch.equal(a, b))' not in every  # a line of clone's first snippet
    assert "equal values: True" not in every  # a line of its output
    assert "storage A · 3 × float32" not in every  # its figure
    assert not re.search(r"torch \d+\.\d+\.\d+\+cpu · cpu", every)  # an output's provenance
    checked = 0
    for page in sorted(site.path.rglob("index.html")):
        url = page.parent.relative_to(site.path).as_posix() + "/" if page.parent != site.path else ""
        if url not in texts:
            continue  # a page kept out of search (a copy of a chapter)
        soup = built_page(page)
        for output in soup.select("div.tf-output code"):
            for line in output.get_text().splitlines():
                if found := _MESSAGE.search(line):
                    message = html.escape(found.group(1).rstrip(), quote=False)
                    assert message.replace("\u200b", "") in texts[url].replace("\u200b", ""), f"{url}: {message[:80]}"
                    opening = " ".join(message.split()[:OPENING_WORDS])  # also weighed as a title: tensorfacts.searchindex
                    assert f"{opening}\n" in quoted[url], f"{url}: {opening}"
                    checked += 1
    assert checked > 20, checked


def test_reader_facing_code_shows_no_harness_path_or_directive(site: BuiltSite) -> None:
    """Issue 15: a snippet's code on a page is titled with its file's name, not the harness's ``snippets/...``
    path, and shows none of its ``# raises:`` / ``# devices:`` / ``# timeout:`` lines (76 files carry one)."""
    import re

    from tensorfacts.directives import without_directives

    carrying = [p for p in SNIPPETS.rglob("*.py") if not p.name.startswith("_")
                and without_directives(p.read_text(encoding="utf-8")) != p.read_text(encoding="utf-8")]
    assert len(carrying) > 20, len(carrying)
    directive = re.compile(r"^#\s*(raises|devices|timeout):", re.MULTILINE)
    problems, blocks = [], 0
    for page in sorted(site.path.rglob("*.html")):
        soup = built_page(page)
        for block in soup.select("div.highlight:has(span.filename)"):
            blocks += 1
            title, code = block.select_one("span.filename").get_text(), block.select_one("code").get_text()
            if "/" in title or directive.search(code):
                problems.append(f"{page.relative_to(site.path)}: {title}")
    assert blocks > 400, blocks
    assert not problems, problems[:10]


def test_no_page_loads_pyodide(site: BuiltSite) -> None:
    """Issue 15: nothing loaded that a page does not use; markdown-exec's Pyodide files (for its ``pyodide``
    fence, which no page has) are neither linked from a page nor written."""
    pages = sorted(site.path.rglob("*.html"))
    assert pages
    linking = [p.relative_to(site.path).as_posix() for p in pages if "pyodide" in p.read_text(encoding="utf-8")]
    assert not linking, linking[:5]
    assert not list(site.path.rglob("*pyodide*"))


def test_each_language_searches_an_index_of_its_own(site: BuiltSite) -> None:
    """English pages fetch ``search/search_index.json`` with English entries only; Chinese pages fetch
    ``zh/search/search_index.json`` (their ``__config`` base is the Chinese root) with Chinese entries only."""
    import json
    import re

    from test_site import search_indexes

    indexes = search_indexes(site.path)
    english, chinese = indexes["en"]["docs"], indexes["zh"]["docs"]
    assert english and chinese
    raw = json.loads((site.path / "zh" / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    assert not any(doc["location"].startswith("zh/") for doc in english + raw)  # each relative to its language's root
    han = re.compile("[\u4e00-\u9fff]")
    clone_en = [doc for doc in english if doc["location"].split("#")[0] == "copying/clone/"]
    clone_zh = [doc for doc in chinese if doc["location"].split("#")[0] == "zh/copying/clone/"]
    assert clone_en and not any(han.search(doc["title"] + doc["text"]) for doc in clone_en)
    assert clone_zh and all(han.search(doc["title"] + doc["text"]) for doc in clone_zh)
    for language, index in indexes.items():
        assert "\\u200b" in index["config"]["separator"] or "\u200b" in index["config"]["separator"], language
    for page, base in (("copying/clone/index.html", "../.."), ("zh/copying/clone/index.html", "../../../zh/")):
        soup = built_page(site.path / page)
        assert json.loads(soup.select_one("script#__config").get_text())["base"] == base, page
