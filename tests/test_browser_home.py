"""The reader's first minute (issue 15, item 3): the home page's first screen, and the "At a glance" tables.

Same setup as tests/test_browser.py: the built site served on 127.0.0.1, Debian's Chromium.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from browsing import Visit, skip_without_chromium
from conftest import BuiltSite

skip_without_chromium()

pytestmark = pytest.mark.xdist_group("browser")  # one worker: one Chromium and one visit of every page

SCREENS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def glance_pages(site: BuiltSite) -> list[str]:
    """Paths (relative to the site) of the built pages that show an "At a glance" table."""
    return sorted(p.relative_to(site.path).as_posix() for p in site.path.rglob("*.html")
                  if 'class="admonition abstract tf-glance"' in p.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_the_first_screen_says_what_the_site_is_and_links_its_questions(browser, base_url: str, language: str, screen: str) -> None:  # type: ignore[no-untyped-def]
    """Above the fold: the title, what the site is, and every question of the home page as a link; clicking
    each one (as a reader clicks) lands on its section, shown on screen."""
    context = browser.new_context(viewport=SCREENS[screen])
    page = context.new_page()
    home = f"{base_url}/{'zh/' if language == 'zh' else ''}"
    page.goto(home)
    height = SCREENS[screen]["height"]
    links = page.locator("#questions + ul a")
    count = links.count()
    assert count >= 8, f"{count} questions on the home page"
    below = [links.nth(i).inner_text() for i in range(count) if links.nth(i).bounding_box()["y"] + links.nth(i).bounding_box()["height"] > height]
    assert not below, f"{screen}: questions below the first screen ({height} px): {below}"
    intro = page.locator("article h1 + p")
    assert intro.bounding_box()["y"] < height and intro.inner_text().strip()
    turn = ["desktop-en", "desktop-zh", "phone-en", "phone-zh"].index(f"{screen}-{language}")
    for i in range(turn, count, 4):  # each question is clicked once, on one of the four screens
        page.goto(home)
        link = page.locator("#questions + ul a").nth(i)
        target = link.get_attribute("href") or ""
        anchor = target.split("#")[1]
        link.click()
        page.wait_for_url(re.compile(re.escape(target.split("#")[0].lstrip("./")) + "#" + re.escape(anchor) + "$"))
        heading = page.locator(f"[id='{anchor}']")
        box = heading.bounding_box()
        assert box is not None and 0 <= box["y"] < height, f"{target}: its section is not on screen ({box})"
        assert re.fullmatch(r"h[1-6]", heading.evaluate("e => e.tagName.toLowerCase()")), f"{target} is not a section"
    context.close()


def test_every_glance_table_fits_with_plain_headers_on_a_desktop(browsed: dict[str, Visit], site: BuiltSite) -> None:
    """At 1280 px, every page, both languages: no "At a glance" column cut off, no code in its headers, the code
    of each in the legend, every cell labelled (:data:`browsing.GLANCE_PROBLEMS`)."""
    pages = glance_pages(site)
    assert len(pages) >= 30, pages  # both languages; fewer would mean the mark of the box is gone
    problems = [f"{path}: {p}" for path, visit in browsed.items() for p in visit.evaluated["glance_problems"]]
    assert not problems, "\n".join(problems)


def test_every_glance_table_is_a_stack_of_cards_on_a_phone(browsed: dict[str, Visit], site: BuiltSite) -> None:
    """At 390 px (each page of the every-page visit resized), each row is a card: nothing cut off or off screen,
    each cell showing its column's words."""
    pages = glance_pages(site)
    phone = {path: visit.evaluated["glance_problems@phone"] for path, visit in browsed.items() if "glance_problems@phone" in visit.evaluated}
    assert sorted(phone) == pages  # every page with a glance table was seen on a phone's screen
    problems = [f"{path}: {p}" for path, found in phone.items() for p in found]
    assert not problems, "\n".join(problems)


def test_the_changes_between_two_chosen_releases(browser: Any, base_url: str) -> None:
    """Issue 17: on "What changed", a reader picks two releases and sees the sections of the releases after the
    first, up to the second, and no other."""
    context = browser.new_context(viewport=SCREENS["desktop"])
    page = context.new_page()
    page.goto(f"{base_url}/changes/")
    releases = page.locator("form.tf-between select[name=from] option").all_inner_texts()
    assert len(releases) >= 3, releases

    def shown() -> list[str]:
        return [h.get_attribute("id") or "" for h in page.locator("h2[id^='torch-']").all() if h.is_visible()]

    every = ["torch-" + r.replace(".", "-") for r in releases[1:]]
    assert sorted(shown()) == sorted(every)  # at first: every release
    page.select_option("form.tf-between select[name=from]", releases[1])
    page.select_option("form.tf-between select[name=to]", releases[-2])
    assert sorted(shown()) == sorted(every[1:-1])
    page.locator(f"table.tf-changes-index a[href='#{every[1]}']").click()  # the index links each release's section
    assert page.url.endswith(f"#{every[1]}")
    context.close()


def test_reading_what_changed_at_2_7(browser: Any, base_url: str) -> None:
    """Issue 17: a reader opens "What changed", clicks 2.7 in its index and reads there the claims whose range
    starts at 2.7, each linking to the section that states it."""
    from tensorfacts.claims import load_claims

    from conftest import SNIPPETS

    starting = {c.id for c in load_claims(SNIPPETS).values() if str(c.torch) == ">=2.7" and not c.needs}
    assert starting
    context = browser.new_context(viewport=SCREENS["desktop"])
    page = context.new_page()
    page.goto(f"{base_url}/changes/")
    page.locator("table.tf-changes-index a[href='#torch-2-7']").click()
    assert page.url.endswith("#torch-2-7") and page.locator("#torch-2-7").is_visible()
    section = page.locator("#torch-2-7 ~ table.tf-changes").first  # the claims table right after the heading
    links = section.locator("a[href*='#claim-']").all()
    listed = {(a.get_attribute("href") or "").split("#claim-")[1] for a in links}
    assert starting <= listed, starting - listed
    links[0].click()
    page.wait_for_url("**#claim-*")
    assert page.locator(f"[id='claim-{page.url.split('#claim-')[1]}']").first.is_visible()
    context.close()
