"""Issue 29: the release features as a reader meets them, and a site with no accessibility fault.

A reader, in Chromium at 1280x800 and 390x844: filters "What changed", picks a release and reads the notice above
the page, opens a set-aside claim's popover, follows a patch-level and a shared link, reads the phone header,
searches key by key; and axe-core (``axe-playwright-python``) reads every page of both languages in both colour
schemes. Same setup as tests/test_browser.py: the built site served on 127.0.0.1, Debian's Chromium.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from browsing import ONE_OF_EACH_LOOK, Visit, axe_both_schemes, skip_without_chromium
from conftest import BuiltSite

skip_without_chromium()

pytestmark = pytest.mark.xdist_group("browser")  # one worker: one Chromium and one visit of every page

SCREENS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(params=list(SCREENS))
def screen(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def tab(browser: Any, screen: str) -> Iterator[Any]:
    """A fresh context (nothing stored) at the screen's size; every uncaught script error fails the test."""
    context = browser.new_context(viewport=SCREENS[screen])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield page
    context.close()
    assert not errors, errors


# --- axe-core -----------------------------------------------------------------------------------------------------


def test_axe_finds_no_serious_fault_on_any_page_in_either_scheme(browsed: dict[str, Visit], site: BuiltSite) -> None:
    """Every page of both languages, as loaded by the every-page visit (tests/browsing.py): axe-core's every rule in
    the light scheme, its colour rules again in the dark one; no serious or critical violation."""
    pages = sorted(p.relative_to(site.path).as_posix() for p in site.path.rglob("*.html"))
    found = {path: browsed[path].evaluated.get("axe") for path in pages}
    assert all(found.values()), [p for p, f in found.items() if not f][:5]
    assert any(p.startswith("zh/") for p in pages) and len(pages) >= 40
    faults = [f"{path} ({scheme}): {v['id']} ({v['impact']}) x{len(v['nodes'])}: {v['nodes'][0]}"
              for path, schemes in found.items() for scheme, violations in schemes.items() for v in violations]
    assert not faults, "\n".join(faults[:30])


FAULTS = """() => {
  const style = document.createElement('style');
  style.textContent = '[data-md-color-scheme=slate] .tf-dark-only { color: #2e303e; } '
    + '[data-md-color-scheme=slate] .md-typeset a.tf-plain { text-decoration: none !important; }';
  document.head.appendChild(style);
  const p = [...document.querySelectorAll('article p')].find(p => p.textContent.length > 80 && p.getBoundingClientRect().height
                                                               && !p.closest('.admonition, .tf-claim'));
  const grey = document.createElement('span'); grey.textContent = ' light grey words'; grey.style.color = '#aaaaaa';
  const dark = document.createElement('span'); dark.className = 'tf-dark-only'; dark.textContent = ' dark only';
  const link = document.createElement('a'); link.href = '#'; link.className = 'tf-plain'; link.textContent = 'told by its colour';
  p.append(grey, dark, ' ', link, ' and more words after the link.');
  document.querySelector('.md-search').removeAttribute('aria-label');
}"""


def test_the_axe_check_fails_on_a_low_contrast_word_an_unnamed_dialog_and_dark_only_faults(browser: Any, base_url: str) -> None:
    """The check above can fail: text in light grey, the search dialog without its name (found in the light run);
    a word coloured as the dark background, and a link told from its text by colour alone, in the dark scheme only
    (found in the dark run alone); on a page that is otherwise clean."""
    context = browser.new_context(viewport=SCREENS["desktop"])
    page = context.new_page()
    page.goto(f"{base_url}/copying/clone/")
    assert axe_both_schemes(page) == {"light": [], "dark": []}
    page.evaluate(FAULTS)
    found = axe_both_schemes(page)
    context.close()
    light = {v["id"] for v in found["light"]}
    assert {"color-contrast", "aria-dialog-name"} <= light and "link-in-text-block" not in light, found["light"]
    assert any("dark only" in n for v in found["dark"] if v["id"] == "color-contrast" for n in v["nodes"]), found["dark"]
    assert "link-in-text-block" in {v["id"] for v in found["dark"]}, found["dark"]
    assert not any("dark only" in n for v in found["light"] for n in v["nodes"])


def test_one_element_of_each_look_stands_for_the_rest(browser: Any, base_url: str) -> None:
    """The colour rules read one element per look: far fewer than the elements holding text on a long page."""
    context = browser.new_context(viewport=SCREENS["desktop"])
    page = context.new_page()
    page.goto(f"{base_url}/notebooks/copying/")
    looks = page.evaluate(ONE_OF_EACH_LOOK)
    context.close()
    assert 10 < looks["looks"] < looks["texts"] / 10, looks


# --- What changed ---------------------------------------------------------------------------------------------------

SHOWN_SECTIONS = """() => {
  const form = document.querySelector('form.tf-between');
  const width = document.documentElement.clientWidth;
  let section = null;
  const shown = {}, wide = [];
  for (let node = form.nextElementSibling; node; node = node.nextElementSibling) {
    if (node.matches('h2[id^="torch-"]')) section = node.id.slice(6).replace('-', '.');
    const box = node.getBoundingClientRect();
    if (!box.height) continue;
    shown[section] = (shown[section] || 0) + 1;
    if (box.right > width + 1 || node.scrollWidth > node.clientWidth + 1) wide.push(node.tagName + ' ' + section);
  }
  return {shown, wide, said: form.querySelector('output').textContent};
}"""
"""Per section after the form (keyed by its release; ``null`` before the first heading): how many of its elements
take room on screen; the elements wider than the screen; what the form's output says."""


def choose(page: Any, first: str, last: str) -> dict[str, Any]:
    page.select_option("form.tf-between select[name=from]", first)
    page.select_option("form.tf-between select[name=to]", last)
    return dict(page.evaluate(SHOWN_SECTIONS))


def minor(release: str) -> tuple[int, int]:
    major, minor_ = release.split(".")
    return int(major), int(minor_)


@pytest.mark.parametrize("language", ["en", "zh"])
def test_what_changed_shows_exactly_the_chosen_releases(tab: Any, base_url: str, language: str) -> None:
    """After 2.4 up to 2.7: the sections of 2.5, 2.6 and 2.7 and nothing else on screen (no output diff of another
    release); the form says which; a reversed or empty range shows no section and says so; nothing is wider than
    the screen."""
    tab.goto(f"{base_url}/{'zh/' if language == 'zh' else ''}changes/")
    releases = tab.locator("form.tf-between select[name=from] option").all_inner_texts()
    assert {"2.4", "2.7", "2.9"} <= set(releases)
    found = choose(tab, "2.4", "2.7")
    assert set(found["shown"]) == {"2.5", "2.6", "2.7"}, found
    assert all(r in found["said"] for r in ("2.5", "2.6", "2.7")) and "2.8" not in found["said"], found["said"]
    assert not found["wide"], found["wide"]
    every = choose(tab, releases[0], releases[-1])
    assert set(every["shown"]) == set(releases[1:]) and not every["wide"], every
    for first, last in (("2.9", "2.5"), ("2.6", "2.6")):
        found = choose(tab, first, last)
        assert found["shown"] == {}, (first, last, found)
        assert first in found["said"] and last in found["said"], found["said"]
        assert tab.locator("form.tf-between output").is_visible()


CHANGE_TABLES = """() => [...document.querySelectorAll('table.tf-changes')].map(t => {
  const th = t.querySelector('thead th'), row = t.tBodies[0].rows[0], cell = row.cells[0];
  const box = t.getBoundingClientRect(), width = document.documentElement.clientWidth;
  return {
    nested: t.querySelectorAll('a a').length,
    claimLinks: [...t.tBodies[0].rows].map(r => r.cells[0].querySelectorAll('a').length),
    linkEnds: [...t.tBodies[0].rows].map(r => { const a = r.cells[0].querySelector('a'); return a && r.cells[0].textContent.trim().endsWith(a.textContent.trim()); }),
    headBold: Number(getComputedStyle(th).fontWeight) >= 600, headRule: parseFloat(getComputedStyle(th).borderBottomWidth),
    padding: parseFloat(getComputedStyle(cell).paddingLeft) + parseFloat(getComputedStyle(cell).paddingTop),
    fits: box.right <= width + 1 && t.scrollWidth <= t.clientWidth + 1,
    cited: [...t.tBodies[0].rows].flatMap(r => [...r.cells].slice(-1)).filter(c => c.textContent.trim())
      .every(c => { const b = c.getBoundingClientRect(); return b.width > 0 && b.right <= width + 1; }),
  };
})"""


def test_a_change_table_is_styled_one_link_per_claim_and_read_whole_on_a_phone(tab: Any, base_url: str, screen: str) -> None:
    """Each claim row's sentence is one link, the whole sentence (no link inside a link); headers bold over a rule,
    cells padded; the table fits the screen, its Cited column in view (on a phone each claim is a card)."""
    tab.goto(f"{base_url}/changes/")
    tables = tab.evaluate(CHANGE_TABLES)
    assert len(tables) >= 5
    for table in tables:
        assert table["nested"] == 0 and set(table["claimLinks"]) == {1} and all(table["linkEnds"]), table
        assert table["headBold"] and table["headRule"] >= 1 and (screen == "phone" or table["padding"] >= 4), table
        assert table["fits"] and table["cited"], (screen, table)


# --- the release picker ----------------------------------------------------------------------------------------------

def picked(page: Any) -> str:
    return str(page.locator("select.tf-release-picker").input_value())


def notice(page: Any) -> str:
    return str(page.locator(".tf-release-notice").inner_text())


def saved(page: Any) -> str | None:
    return page.evaluate("localStorage.getItem('tf-torch')")  # type: ignore[no-any-return]


OUTPUTS_SHOWN = """() => [...document.querySelectorAll('article .tf-output')].filter(o => o.getBoundingClientRect().height).length"""


@pytest.mark.parametrize("screen", ["desktop"])
def test_the_notice_names_what_follows_the_release_on_each_page(tab: Any, base_url: str) -> None:
    """2.4 picked: on a chapter every output and claim follows it (the counts are the page's); on a notebook page no
    output does, and the notice names the release they stay at; the matrix and What changed do not change with it;
    on the devices page the CUDA outputs stay as the CUDA record printed them and its CUDA claims keep their mark."""
    tab.goto(f"{base_url}/copying/clone/")
    tab.select_option("select.tf-release-picker", "2.4")
    said = notice(tab)
    outputs, claims = tab.evaluate(OUTPUTS_SHOWN), tab.locator(".tf-claim").count()
    assert f"{outputs} of the {outputs} outputs" in said and f"{claims} of {claims} claims" in said, said
    assert "stay" not in said

    tab.goto(f"{base_url}/notebooks/copying/")
    said = notice(tab)
    assert picked(tab) == "2.4" and "no output on this page follows" in said, said
    assert f"{tab.evaluate(OUTPUTS_SHOWN)} outputs stay as torch 2.13.0+cpu · cpu printed them" in said, said

    for page in ("verification/copying/", "changes/"):
        tab.goto(f"{base_url}/{page}")
        assert "Nothing on this page changes with the release" in notice(tab), page

    tab.goto(f"{base_url}/devices/")
    said = notice(tab)
    assert re.search(r"\d+ outputs stay as torch 2\.\d+\.\d+\S* · cuda\b.* printed them", said), said
    assert re.search(r"\d+ claims of another device keep their own mark", said), said

    tab.goto(f"{base_url}/zh/copying/clone/")
    assert "当前按 torch 2.4 显示" in notice(tab) and "打印的" in notice(tab)


POP = """button => {
  const mark = button.closest('.tf-mark'), pop = mark.querySelector('.tf-pop');
  const box = pop.getBoundingClientRect(), column = mark.closest('.md-content').getBoundingClientRect();
  return {first: pop.innerText.split('\\n')[0], box: [box.left, box.top, box.right, box.bottom],
          column: [column.left, column.right], screen: [innerWidth, innerHeight], shown: box.height > 0};
}"""


def test_a_set_aside_claims_popover_leads_with_its_verdict_and_stays_on_screen(tab: Any, base_url: str, screen: str) -> None:
    """2.4 picked on clone: a claim set aside (it holds only since 2.7), scrolled to the bottom of the screen and
    its mark clicked: the popover's first line is its verdict on 2.4, and the popover lies within the screen and
    the text column. A claim that holds there says so."""
    tab.goto(f"{base_url}/copying/clone/?torch=2.4")
    aside = tab.locator(".tf-claim.tf-aside .tf-mark__button")
    assert aside.count(), "no claim set aside on 2.4"
    for button in (aside.first, aside.last):
        button.evaluate("b => b.scrollIntoView({block: 'end'})")
        button.click()
        found = button.evaluate(POP)
        assert found["shown"] and found["first"] == "On torch 2.4 this claim does not hold.", found
        left, top, right, bottom = found["box"]
        width, height = found["screen"]
        assert left >= 0 and top >= 0 and right <= width and bottom <= height, (screen, found)
        assert left >= found["column"][0] and right <= found["column"][1], (screen, found)
        tab.keyboard.press("Escape")
    holding = tab.locator(".tf-claim:not(.tf-aside) .tf-mark--holds .tf-mark__button").first
    holding.click()
    assert holding.evaluate(POP)["first"] == "On torch 2.4 this claim holds."


@pytest.mark.parametrize("screen", ["desktop"])
def test_a_patch_level_link_selects_its_release(tab: Any, base_url: str) -> None:
    """?torch=2.4.1, as popovers print releases, reads the page as of 2.4."""
    tab.goto(f"{base_url}/copying/clone/?torch=2.4.1")
    assert picked(tab) == "2.4" and "torch 2.4:" in notice(tab) and tab.locator(".tf-claim.tf-aside").count()


@pytest.mark.parametrize("screen", ["desktop"])
def test_a_shared_link_leaves_the_readers_own_pick_alone(tab: Any, base_url: str) -> None:
    """The reader picked 2.6; a shared link to 2.5 shows 2.5 on that visit; the next page is 2.6 again, and the
    stored pick is still 2.6, until the reader picks 2.5 in the picker."""
    tab.goto(f"{base_url}/copying/clone/")
    tab.select_option("select.tf-release-picker", "2.6")
    assert saved(tab) == "2.6"
    tab.goto(f"{base_url}/copying/views/?torch=2.5")
    assert picked(tab) == "2.5" and "torch 2.5" in notice(tab) and saved(tab) == "2.6"
    tab.goto(f"{base_url}/copying/detach/")
    assert picked(tab) == "2.6" and saved(tab) == "2.6" and tab.url.endswith("?torch=2.6")
    tab.goto(f"{base_url}/copying/views/?torch=2.5")
    tab.select_option("select.tf-release-picker", "2.6")
    tab.select_option("select.tf-release-picker", "2.5")
    tab.goto(f"{base_url}/copying/detach/")
    assert picked(tab) == "2.5" and saved(tab) == "2.5"


HEADER = """() => {
  const title = document.querySelector('.md-header__topic:first-child > .md-ellipsis');
  const select = document.querySelector('select.tf-release-picker');
  const style = getComputedStyle(select);
  const probe = document.createElement('span');
  probe.style.font = style.font; probe.style.position = 'absolute'; probe.style.whiteSpace = 'pre';
  probe.textContent = select.options[select.selectedIndex].text;
  document.body.appendChild(probe);
  const text = probe.getBoundingClientRect().width;
  probe.remove();
  const right = Math.max(...[...document.querySelectorAll('.md-header__inner > *')].map(e => e.getBoundingClientRect().right));
  return {title: title.innerText, titleFits: title.scrollWidth <= title.clientWidth, titleWidth: title.clientWidth,
          shown: select.options[select.selectedIndex].text, room: select.clientWidth - parseFloat(style.paddingLeft) - 16 - text,
          right, width: document.documentElement.clientWidth, label: select.getAttribute('aria-label')};
}"""


@pytest.mark.parametrize("path", ["copying/clone/", "zh/copying/clone/", "verification/copying/?torch=2.5", "zh/changes/?torch=2.13"])
def test_the_header_keeps_the_sites_name_and_a_labelled_picker(tab: Any, base_url: str, path: str, screen: str) -> None:
    """At 390x844 as at 1280x800: the site's name whole (on a phone, a Chinese page names the site by its Chinese
    name), the picker reading "torch 2.5" in full, nothing off the screen's edge."""
    tab.goto(f"{base_url}/{path}")
    found = tab.evaluate(HEADER)
    release = path.split("torch=")[1] if "torch=" in path else None
    assert found["titleFits"] and found["titleWidth"] >= 60, found
    assert found["title"] == ("张量实证" if path.startswith("zh/") and screen == "phone" else
                              "张量实证 · Tensor Facts" if path.startswith("zh/") else "Tensor Facts"), found
    assert re.fullmatch(r"torch 2\.\d+( \(this build\)|（本次构建）)?", found["shown"]), found
    assert release is None or found["shown"].startswith(f"torch {release}"), found
    assert found["room"] >= 0, f"the picker cuts its text: {found}"
    assert found["right"] <= found["width"] + 0.5 and found["label"], found


# --- search ----------------------------------------------------------------------------------------------------------

ANSWERS = """(() => {
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({data}) => { if (data && data.type === 3) window.tfAnswer = data.data; });
    }
  };
})()"""
"""Keeps the search worker's last answer (its pages, each with its entries' titles, texts and scores) as Material
shows it."""

HOLDS = """query => {
  const words = query.toLowerCase().split(/[\\s=]+/).filter(Boolean);
  const shown = [...document.querySelectorAll('.md-search-result__item')].map(li => new URL(li.querySelector('a').href).pathname);
  return window.tfAnswer.items.map(entries => ({
    page: new URL(entries[0].location.split('#')[0], location.href).pathname,
    holds: entries.some(e => e.score > 0 && words.every(w =>
      [e.title, e.text, e.quoted].join(' ').replace(/<[^>]*>/g, '').replace(/\u200b/g, '').toLowerCase().includes(w))),
  })).map((r, i) => ({...r, shown: shown[i]}));
}"""
"""Per result page, in the order shown: whether one of its entries holds every word of the query in its title, text
or quoted messages (a Chinese query is one word: the page holds it whole), and the page the list shows there."""


@pytest.mark.parametrize("language, query", [("en", "copy=False"), ("en", "shared memory"), ("zh", "共享内存"),
                                             ("zh", "copy=False")])
def test_a_page_holding_every_word_comes_before_one_missing_a_word(browser: Any, base_url: str, language: str, query: str) -> None:
    """Typed key by key: every page that holds all the words of the query comes before any that misses one, and
    the first is one that holds them all (issue 29: copy=False put first a page missing false, 共享内存 pages
    holding neither word whole)."""
    from test_browser import COUNT_SEARCHES, searched

    context = browser.new_context()
    context.add_init_script(COUNT_SEARCHES)
    context.add_init_script(ANSWERS)
    page = context.new_page()
    page.goto(f"{base_url}/{'zh/' if language == 'zh' else ''}")
    searched(page, query)
    results = page.evaluate(HOLDS, query)
    context.close()
    assert results and results[0]["holds"], results[:3]
    assert [r["page"] for r in results[:5]] == [r["shown"] for r in results[:5]], results[:5]
    order = [not r["holds"] for r in results]
    assert order == sorted(order), f"a page missing a word before one holding them all: {results[:8]}"


# --- the CJK font ------------------------------------------------------------------------------------------------------

FONT_USED = """async () => {
  document.documentElement.style.setProperty('--md-text-font', '"No Such Font", "Tensor Facts CJK", sans-serif');
  const faces = await document.fonts.load('16px "Tensor Facts CJK"', '张量实证');
  await document.fonts.ready;
  return {faces: faces.map(f => f.status), check: document.fonts.check('16px "Tensor Facts CJK"', '张量实证')};
}"""


def test_a_chinese_page_without_a_system_cjk_font_gets_the_sites_own(browser: Any, base_url: str) -> None:
    """A Chinese page whose system fonts draw no Han character (here: the text font replaced by a missing one)
    loads the site's own CJK subset, from this host, and can draw Han characters with it; an English page never
    fetches it."""
    context = browser.new_context(viewport=SCREENS["desktop"])
    page = context.new_page()
    fetched: list[str] = []
    page.on("request", lambda request: "tf-cjk" in request.url and fetched.append(request.url))
    page.goto(f"{base_url}/copying/clone/")
    page.wait_for_load_state("networkidle")
    assert fetched == []
    page.goto(f"{base_url}/zh/copying/clone/")
    found = page.evaluate(FONT_USED)
    context.close()
    assert found == {"faces": ["loaded"], "check": True}, found
    assert fetched and all(url.startswith(base_url) for url in fetched), fetched
