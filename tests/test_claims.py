"""Every claim holds on the installed torch, on every available device (or is false outside its range)."""

from __future__ import annotations

import pytest

from tensorfacts.claims import applies_to, devices_away, load_claims
from tensorfacts.pages import english_pages, scan, twin
from tensorfacts.runner import available_devices, verify

from conftest import DOCS, SNIPPETS

CLAIMS = load_claims(SNIPPETS)
CASES = [(item, device) for item in CLAIMS.values() for device in available_devices() if applies_to(item, device)]


@pytest.mark.parametrize(("item", "device"), CASES, ids=[f"{c.id}[{d}]" for c, d in CASES])
def test_claim_is_verified(item, device) -> None:  # type: ignore[no-untyped-def]
    verdict = verify(item, device)
    assert verdict.ok, verdict.explain()


def test_every_claim_is_checked_somewhere() -> None:
    """Every claim runs on a device of this machine, or declares the device it needs (its record's or awaiting one)."""
    here = available_devices()
    unchecked = [item.id for item in CLAIMS.values() if not any(applies_to(item, d) for d in here) and not devices_away(item, here)]
    assert not unchecked, f"claims checked on no available device and declaring none: {unchecked}"


def test_every_claim_is_referenced_by_a_page_in_both_languages() -> None:
    for language in ("en", "zh"):
        pages = english_pages(DOCS) if language == "en" else [twin(p) for p in english_pages(DOCS)]
        referenced = {ref.target for page in pages if page.is_file() for ref in scan(page).claims}
        assert set(CLAIMS) <= referenced, f"{language}: unreferenced claims {sorted(set(CLAIMS) - referenced)}"


def test_a_family_listed_under_a_rule_survives_markdown() -> None:
    """Operation names such as ``2**63`` reach the page as code, not emphasis (a build once failed on it): the
    checked scope is HTML inside a page's Markdown."""
    import html

    import markdown

    from tensorfacts.catalogue import Family, Op, Selection, contexts, tensors
    from tensorfacts.scope import cases_html

    ops = Selection((Op("t.mul_(2**63)", "t.mul_(2**63)", "in-place"), Op("t.add_(_x_)", "t.add_(1)", "in-place")))
    named = Family(tensors(only=("0-d",)), ops, contexts())
    for language in ("en", "zh"):
        rendered = markdown.markdown("A rule: " + cases_html(named, language))
        assert "<strong>" not in rendered and "<em>" not in rendered, rendered
        shown = html.unescape(rendered)  # what the browser shows
        assert "<code>t.mul_(2**63)</code>" in shown and "<code>t.add_(_x_)</code>" in shown, rendered
