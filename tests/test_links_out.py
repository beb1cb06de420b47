"""Links out: each API's first mention links to its docstring; each release-dependent fact to its PyTorch PR or issue."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, Tag

from tensorfacts.apilinks import api_url
from tensorfacts.claims import load_claims

from conftest import BuiltSite, SNIPPETS, built_page

pytestmark = pytest.mark.xdist_group("built-pages")  # one worker: each built page parsed once (conftest.built_page)

DOC_HOSTS = ("https://pytorch.org/docs/stable/", "https://docs.python.org/3/")
SKIPPED = {"pre", "h1", "h2", "h3", "h4", "h5", "h6", "script", "style"}


def pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("index.html") if "assets" not in p.parts)


def text_codes(soup: BeautifulSoup) -> list[Tag]:
    """Inline code of the article's text, in reading order (what the plugin may link; an author's own link stays)."""
    article = soup.select_one("article") or soup
    codes = []
    for code in article.find_all("code"):
        ancestors = list(code.parents)
        if any(a.name in SKIPPED for a in ancestors) or any("tf-mark" in (a.get("class") or []) for a in ancestors):
            continue
        if code.find_parent("a") is not None and doc_link(code) is None:
            continue
        codes.append(code)
    return codes


def doc_link(code: Tag) -> str | None:
    parent = code.parent
    if isinstance(parent, Tag) and parent.name == "a" and str(parent.get("href", "")).startswith(DOC_HOSTS):
        return str(parent["href"])
    return None


def first_mention_problems(page: Path, site: Path) -> list[str]:
    soup = built_page(page)
    codes = text_codes(soup)
    where = page.relative_to(site).parent.as_posix()
    problems = []
    linked_at: dict[str, int] = {}
    for index, code in enumerate(codes):
        href = doc_link(code)
        if href is None:
            continue
        if href in linked_at:
            problems.append(f"{where}: {href} linked twice ({codes[linked_at[href]].get_text()!r}, {code.get_text()!r})")
            continue
        linked_at[href] = index
        assert code.parent is not None and code.parent.get("rel") == ["external"], f"{where}: {href} lacks rel=external"
        for earlier in codes[:index]:
            if earlier.get_text() == code.get_text() or api_url(earlier.get_text()) == href:
                problems.append(f"{where}: {earlier.get_text()!r} names {href} before the linked {code.get_text()!r}")
                break
    return problems


def test_every_api_is_linked_at_its_first_mention(site: BuiltSite) -> None:
    all_pages = pages(site.path)
    assert len(all_pages) > 20
    problems = [p for page in all_pages for p in first_mention_problems(page, site.path)]
    assert not problems, "\n".join(problems[:40])
    linked = sum(1 for page in all_pages for a in built_page(page).select('a[rel="external"] > code'))
    assert linked > 100, f"only {linked} API links on the whole site"


@pytest.mark.parametrize("prefix", ["", "zh/"])
def test_clone_page_links_clone_to_its_docstring(site: BuiltSite, prefix: str) -> None:
    soup = built_page(site.path / prefix / "copying/clone/index.html")
    first = next(code for code in text_codes(soup) if re.fullmatch(r"(\w+\.)?clone\(\)", code.get_text()))
    assert doc_link(first) == "https://pytorch.org/docs/stable/generated/torch.Tensor.clone.html"
    first_grad = next(code for code in text_codes(soup) if re.fullmatch(r"(\w+\.)?requires_grad", code.get_text()))
    assert doc_link(first_grad) == "https://pytorch.org/docs/stable/generated/torch.Tensor.requires_grad.html"


def test_a_code_in_a_block_or_a_mark_is_never_linked(site: BuiltSite) -> None:
    for page in pages(site.path):
        soup = built_page(page)
        for code in soup.select("pre code, .tf-mark code, h1 code, h2 code, h3 code"):
            assert doc_link(code) is None, f"{page}: {code.get_text()!r} linked inside a block, mark or heading"


def test_every_ranged_claim_cites_a_pytorch_pr_or_issue(site: BuiltSite) -> None:
    ranged = {claim_id for claim_id, item in load_claims(SNIPPETS).items() if str(item.torch)}
    assert len(ranged) >= 10
    seen: set[tuple[str, str]] = set()
    problems = []
    for page in pages(site.path):
        language = "zh" if page.relative_to(site.path).parts[0] == "zh" else "en"
        soup = built_page(page)
        for span in soup.select("span.tf-claim[data-claim]"):
            claim_id = str(span["data-claim"])
            if claim_id not in ranged or "notebooks" in page.parts:
                continue
            seen.add((claim_id, language))
            holder = span.find_parent("p") or span
            if not holder.select('a[href^="https://github.com/pytorch/pytorch/"]'):
                problems.append(f"{page.relative_to(site.path)}: {claim_id} cites no PyTorch PR or issue")
    assert not problems, "\n".join(problems)
    assert {c for c, _ in seen} == ranged and len(seen) == 2 * len(ranged), sorted(ranged - {c for c, _ in seen})
