"""The real site: a full strict bilingual build, its HTML, and how often each snippet ran."""

from __future__ import annotations

from pathlib import Path

from bs4 import BeautifulSoup

from tensorfacts.claims import load_claims
from tensorfacts.pages import english_pages, scan
from tensorfacts.runner import EXECUTIONS, available_devices, snippet_devices

from conftest import DOCS, ROOT, SNIPPETS, BuiltSite, build_site


def html_of(built: BuiltSite, page: Path, language: str) -> BeautifulSoup:
    relative = page.relative_to(DOCS).with_suffix("")
    folder = relative.parent if relative.name == "index" else relative
    prefix = built.path / "zh" if language == "zh" else built.path
    return BeautifulSoup((prefix / folder / "index.html").read_text(encoding="utf-8"), "html.parser")


def test_each_snippet_ran_once_per_device_for_both_languages(site: BuiltSite) -> None:
    shown = {(SNIPPETS / ref.target).resolve() for page in english_pages(DOCS) for ref in scan(page).snippets}
    expected = {(path, device) for path in shown for device in snippet_devices(path, available_devices())}
    assert shown, "the site shows no snippet"
    assert set(site.executions) >= expected
    assert {key: site.executions[key] for key in expected} == dict.fromkeys(expected, 1)


def test_a_rebuild_reuses_every_result(site: BuiltSite, tmp_path: Path) -> None:
    """As in `mkdocs serve`: a second build in the same process runs no snippet again."""
    build_site(ROOT / "mkdocs.yml", tmp_path / "warm")  # whatever ran before, results are cached now
    before = dict(EXECUTIONS)
    build_site(ROOT / "mkdocs.yml", tmp_path / "again")
    assert dict(EXECUTIONS) == before


def test_pages_show_real_outputs_with_provenance(site: BuiltSite) -> None:
    import torch

    for page in english_pages(DOCS):
        refs = scan(page).snippets
        for language in ("en", "zh"):
            soup = html_of(site, page, language)
            provenance = soup.select("p.tf-provenance")
            assert len(provenance) >= len(refs), f"{page} ({language}): outputs missing"
            assert all(torch.__version__ in p.get_text() for p in provenance)


def test_claims_are_shown_verified_in_the_page_language(site: BuiltSite) -> None:
    claims = load_claims(SNIPPETS)
    for page in english_pages(DOCS):
        ids = [ref.target for ref in scan(page).claims]
        for language, word in (("en", "Verified"), ("zh", "已验证")):
            soup = html_of(site, page, language)
            shown = [span["data-claim"] for span in soup.select("span.tf-claim")]
            assert shown == ids, f"{page} ({language})"
            for span in soup.select("span.tf-claim"):
                mark = span.select_one("a.tf-mark")
                assert mark is not None and word in mark["title"]
                sentence = claims[span["data-claim"]].sentence(language)
                assert sentence.split("`")[0][:12] in span.get_text()


def test_both_languages_are_built_with_a_language_switcher(site: BuiltSite) -> None:
    soup = html_of(site, DOCS / "copying" / "clone.md", "zh")
    assert soup.html is not None and soup.html["lang"].startswith("zh")
    links = {a.get("hreflang"): a["href"] for a in soup.select("a[hreflang]")}
    assert "en" in links and "clone" in links["en"], links


def test_search_indexes_both_languages(site: BuiltSite) -> None:
    import json

    index = json.loads((site.path / "search" / "search_index.json").read_text(encoding="utf-8"))
    locations = [doc["location"] for doc in index["docs"]]
    assert any(loc.startswith("zh/") for loc in locations) and any(not loc.startswith("zh/") for loc in locations)
    assert "\\u200b" in index["config"]["separator"] or "\u200b" in index["config"]["separator"]


def test_a_claim_outside_its_range_is_marked_false_on_this_release(site: BuiltSite) -> None:
    soup = html_of(site, DOCS / "errata.md", "en")
    old = soup.select_one('span.tf-claim[data-claim="errata.copy-advice-old"] a.tf-mark')
    new = soup.select_one('span.tf-claim[data-claim="errata.copy-advice-new"] a.tf-mark')
    assert old is not None and new is not None
    assert "before 2.7" in old.get_text() and "false on" in old.get_text()
    assert "since 2.7" in new.get_text() and "false on" not in new.get_text()
