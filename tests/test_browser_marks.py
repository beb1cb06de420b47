"""Claim marks, their toggle, outputs and the verification matrix, as a reader meets them in Chromium.

Same setup as tests/test_browser.py (the built site served on 127.0.0.1, Debian's Chromium);
every page load records its requests and script errors, and a test fails on either.
"""

from __future__ import annotations

import re
from typing import Iterator

import pytest
from playwright import sync_api

from tensorfacts.claims import load_claims
from tensorfacts.pages import english_pages, scan
from tensorfacts.records import STATES, flipped, load_records

from browsing import WIDTH, Visit, skip_without_chromium
from conftest import DOCS, ROOT, SNIPPETS

skip_without_chromium()

pytestmark = pytest.mark.xdist_group("browser")  # one worker: one Chromium and one visit of every page

CLAIMS = load_claims(SNIPPETS)


class Reader:
    """A page in a fresh browser context, with every script error and failed request kept."""

    def __init__(self, browser: sync_api.Browser, base: str, **context: object) -> None:
        self.base = base
        self.context = browser.new_context(viewport={"width": WIDTH, "height": 900}, **context)  # type: ignore[arg-type]
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda exc: self.errors.append(f"script error: {exc}"))
        self.page.on("requestfailed", self._failed)
        self.page.on("response", lambda r: r.status >= 400 and self.errors.append(f"failed: {r.url} ({r.status})"))

    def _failed(self, request: sync_api.Request) -> None:
        if request.failure != "net::ERR_ABORTED":  # a request cut short by the next navigation
            self.errors.append(f"failed: {request.url} ({request.failure})")

    def open(self, path: str) -> sync_api.Page:
        self.page.goto(f"{self.base}/{path}")
        self.page.wait_for_load_state("load")
        return self.page

    def close(self) -> None:
        self.context.close()
        # other hosts and the sitemap are tests/test_browser.py's business; here: scripts and this feature's files
        own = [e for e in self.errors if e.startswith("script error") or re.search(r"/(marks\.js|tensorfacts\.css) ", e)]
        assert not own, own


@pytest.fixture
def reader(browser: sync_api.Browser, base_url: str) -> Iterator[Reader]:
    reader = Reader(browser, base_url)
    yield reader
    reader.close()


def visible_pop(page: sync_api.Page) -> list[str]:
    return page.eval_on_selector_all(".tf-pop", "pops => pops.filter(p => p.offsetParent !== null).map(p => p.id)")


def test_a_mark_opens_on_hover_and_closes_when_the_pointer_leaves(reader: Reader) -> None:
    page = reader.open("errata/")
    mark = page.locator('[data-claim="errata.copy-advice-old"] .tf-mark').first
    pop = mark.locator(".tf-pop")
    assert not pop.is_visible()
    mark.locator("button").hover()
    pop.wait_for(state="visible")
    text = pop.inner_text()
    assert "Holds on 2.3–2.6, as its range says; not on this build" in text and "CPU: holds on 2.3–2.6" in text
    assert mark.locator("button").inner_text().strip() == "2.3–2.6"  # where it holds, in words: no ✓, and no ✗ on a true sentence
    page.mouse.move(5, 890)
    pop.wait_for(state="hidden")


def test_a_mark_is_reached_opened_and_closed_with_the_keyboard(reader: Reader) -> None:
    page = reader.open("copying/clone/")
    for _ in range(300):  # Tab through the header, the navigation and the text, as a reader does
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('tf-mark__button')"):
            break
    else:
        pytest.fail("no claim mark is reachable with Tab")
    button = page.locator(".tf-mark__button:focus")
    pop_id = button.get_attribute("aria-controls")
    assert visible_pop(page) == [pop_id], "focus opens the popover"
    assert button.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Escape")
    assert visible_pop(page) == [] and button.get_attribute("aria-expanded") == "false"
    page.keyboard.press("Enter")
    assert visible_pop(page) == [pop_id], "Enter opens it"
    page.keyboard.press("Tab")  # into the popover: its link to "How claims are checked", then to the matrix
    assert page.evaluate("document.activeElement.closest('.tf-pop') !== null")
    assert visible_pop(page) == [pop_id]
    link = page.evaluate("document.activeElement.getAttribute('href')")
    assert re.search(r"checking/#worked-example$", link), link
    page.keyboard.press("Tab")
    assert visible_pop(page) == [pop_id]
    link = page.evaluate("document.activeElement.getAttribute('href')")
    assert re.search(r"verification/copying/#record-", link), link  # the matrix page of its chapter
    page.keyboard.press("Escape")
    assert visible_pop(page) == [] and page.evaluate("document.activeElement.classList.contains('tf-mark__button')")


def test_a_tap_pins_a_popover_and_a_tap_elsewhere_closes_it(browser: sync_api.Browser, base_url: str) -> None:
    reader = Reader(browser, base_url, has_touch=True, is_mobile=True)
    page = reader.open("copying/clone/")
    button = page.locator(".tf-mark__button").nth(2)
    button.scroll_into_view_if_needed()
    button.tap()
    assert visible_pop(page) == [button.get_attribute("aria-controls")]
    assert button.get_attribute("aria-expanded") == "true"
    button.tap()
    assert visible_pop(page) == [], "a second tap closes it"
    button.tap()
    assert visible_pop(page) == [button.get_attribute("aria-controls")]
    page.locator("h1").tap()
    assert visible_pop(page) == [] and button.get_attribute("aria-expanded") == "false"
    reader.close()


def test_the_toggle_hides_every_mark_and_is_remembered(reader: Reader) -> None:
    page = reader.open("copying/clone/")
    toggle = page.locator("button.tf-marks-toggle")
    assert toggle.get_attribute("aria-pressed") == "true"
    marks, claims = page.locator(".tf-mark"), page.locator(".tf-claim")
    assert marks.first.is_visible()
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "false"
    assert page.evaluate("[...document.querySelectorAll('.tf-mark')].every(m => m.offsetParent === null)")
    assert claims.first.is_visible(), "the sentences stay"
    page = reader.open("zh/copying/detach/")  # another page, the other language
    assert page.locator(".tf-mark").first.is_hidden() and page.locator(".tf-claim").first.is_visible()
    page.reload()
    assert page.locator(".tf-mark").first.is_hidden()
    page.locator("button.tf-marks-toggle").click()
    page = reader.open("copying/clone/")
    assert page.locator(".tf-mark").first.is_visible()
    assert page.locator("button.tf-marks-toggle").get_attribute("aria-pressed") == "true"


def _contrast(page: sync_api.Page) -> dict[str, float]:
    """Contrast ratio of each verdict colour, as the browser resolves it, against what lies behind it."""
    return page.evaluate(
        """STATES => {
        const rgba = c => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
        const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
        const lum = c => { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
        const ratio = (a, b) => { const [l1, l2] = [lum(a), lum(b)].sort((x, y) => y - x); return (l1 + 0.05) / (l2 + 0.05); };
        const page = over(rgba(getComputedStyle(document.body).backgroundColor), [255, 255, 255]);
        const host = document.querySelector('.md-content .md-typeset');
        const out = {};
        for (const verdict of ['holds', 'elsewhere', 'na']) {
          const probe = document.createElement('small');
          probe.className = 'tf-mark tf-mark--' + verdict;
          probe.innerHTML = '<button class="tf-mark__button">✓</button>';
          host.appendChild(probe);
          out['mark ' + verdict] = ratio(over(rgba(getComputedStyle(probe.firstChild).color), page), page);
          probe.remove();
        }
        const row = document.querySelector('table.tf-bars tbody tr');
        for (const state of STATES) {
          const td = row.insertCell();
          td.className = 'tf-' + state;
          td.textContent = '✓';
          const key = 'cell ' + state;
          const s = getComputedStyle(td);
          const seg = s.getPropertyValue('--tf-seg').trim();
          let back = page;
          if (seg && seg !== 'transparent') { const probe = document.createElement('i'); probe.style.color = seg; document.body.appendChild(probe); back = over(rgba(getComputedStyle(probe).color), page); probe.remove(); }
          out[key] = ratio(over(rgba(s.color), back), back);
          td.remove();
        }
        return out;
    }""",
        list(STATES),
    )


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_mark_and_matrix_colours_meet_wcag_aa(browser: sync_api.Browser, base_url: str, scheme: str) -> None:
    reader = Reader(browser, base_url, color_scheme=scheme)
    page = reader.open("verification/copying/")
    expected = "slate" if scheme == "dark" else "default"
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
    ratios = _contrast(page)
    assert {"mark holds", "mark elsewhere", "mark na"} | {f"cell {state}" for state in STATES} <= set(ratios)
    print(scheme, {key: round(value, 2) for key, value in ratios.items()})
    low = {key: round(value, 2) for key, value in ratios.items() if value < 4.5}
    assert not low, f"{scheme}: below 4.5:1 {low} (all: {ratios})"
    reader.close()


def test_the_matrix_fits_1280_px_and_its_header_stays_in_view(reader: Reader) -> None:
    page = reader.open("verification/copying/")
    records = [r for r in load_records(ROOT / "records") if r.device == "cpu"]  # no record of another device holds these claims
    heads = page.locator("table.tf-bars thead th")
    assert heads.count() == len(records) + 1
    newest = heads.last.bounding_box()
    assert newest is not None and newest["x"] + newest["width"] <= WIDTH
    assert page.evaluate("(() => { const m = document.querySelector('.tf-matrix'); return m.scrollWidth <= m.clientWidth; })()")
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    page.locator("table.tf-bars tbody tr").nth(120).scroll_into_view_if_needed()
    box = heads.last.bounding_box()
    assert box is not None and 0 <= box["y"] < 120, f"the header scrolled away: {box}"


def test_the_matrix_filters_by_page_and_by_change(reader: Reader) -> None:
    claims = load_claims(SNIPPETS)
    records = load_records(ROOT / "records")
    page = reader.open("verification/copying/")
    form = page.locator("form.tf-filters")
    rows = page.locator("table.tf-bars tbody tr")
    shown = lambda: page.eval_on_selector_all("table.tf-bars tbody tr", "rows => rows.filter(r => !r.hidden).map(r => r.id)")  # noqa: E731
    first_page: dict[str, str] = {}
    order = sorted(english_pages(DOCS), key=lambda p: p.name == "errata.md" or p.parent.name == "verification")
    for path in order:
        for ref in scan(path).claims:
            first_page.setdefault(ref.target, path.relative_to(DOCS).with_suffix("").as_posix())
    chapter = [f"record-{i}" for i in claims if first_page.get(i, "").startswith(("copying/", "autograd"))]
    assert form.is_visible() and shown() == chapter and rows.count() == len(chapter)
    clone = [f"record-{i}" for i in claims if first_page.get(i) == "copying/clone"]
    page.locator("select[name=page]").select_option("copying/clone")
    assert shown() == clone and len(clone) > 3
    assert page.locator("form.tf-filters output").inner_text().startswith(f"{len(clone)} of {len(chapter)}")
    page.locator("input[name=changed]").check()
    changed = [r for r in chapter if flipped(records, r.removeprefix("record-"))]
    assert shown() == [r for r in clone if r in changed]
    page.locator("select[name=page]").select_option("")
    assert shown() == changed and changed
    page.locator("input[name=changed]").uncheck()
    assert len(shown()) == len(chapter)


def _pages() -> list[str]:
    found = []
    for path in english_pages(DOCS):
        stem = path.relative_to(DOCS).with_suffix("").as_posix()
        url = "" if stem == "index" else stem.removesuffix("index") if stem.endswith("/index") else stem + "/"
        found += [url, "zh/" + url]
    return found





def test_outputs_wrap_clear_of_the_copy_button_and_table_code_keeps_its_identifiers(browsed: dict[str, Visit]) -> None:
    """On every page of both languages (each loaded once for all browser tests, at 1280 px)."""
    problems = []
    for path in _pages():
        visit = browsed[f"{path}index.html"]
        problems += [f"/{path}: {p}" for p in visit.evaluated["output_problems"]]
        # as a Reader: no script error, and this feature's own files load
        problems += [f"/{path}: {e}" for e in visit.script_errors]
        problems += [f"/{path}: {e}" for e in visit.problems if re.search(r"/(marks\.js|tensorfacts\.css) ", e)]
    assert not problems, "\n".join(problems)


def test_the_new_tensor_section_shows_what_older_releases_printed(reader: Reader) -> None:
    """The reader clicks the older releases' tab under the new_tensor warning and reads the old advice."""
    records = load_records(ROOT / "records")
    page = reader.open("construction/from-tensor/#new-tensor-copies")
    section = page.locator("h2#new-tensor-copies ~ .tabbed-set").first
    labels = section.locator(".tabbed-labels label")
    texts = [labels.nth(i).inner_text() for i in range(labels.count())]
    assert texts[0].endswith("· this build") and len(texts) == 2, texts
    this_build = section.locator(".tabbed-block").nth(0)
    assert "sourceTensor.detach().clone()" in this_build.inner_text()
    labels.nth(1).click()
    older = section.locator(".tabbed-block").nth(1)
    older.wait_for(state="visible")
    assert not this_build.is_visible()
    text = older.inner_text()
    assert "sourceTensor.clone().detach()" in text and "recorded" in text
    shown = {v.strip() for v in re.findall(r"torch ([^·]+) ·", text)[0].split(",")}
    assert shown and shown <= {r.label for r in records}, shown
    assert "2.6.0" in shown and not any(v.startswith("2.13") for v in shown)
    reader.close()


MATRIX_ON_A_PHONE = """() => {
  const out = [], width = document.documentElement.clientWidth;
  for (const table of document.querySelectorAll('table.tf-bars')) {
    const box = table.closest('.tf-matrix') || table.parentElement;
    if (box.scrollWidth > box.clientWidth + 1) out.push(`the table scrolls sideways: ${box.scrollWidth} px in ${box.clientWidth}`);
    for (const row of table.tBodies[0].rows) {
      if (row.getBoundingClientRect().right > width + 1) out.push('a row runs off the screen: ' + row.id);
      for (const cell of row.cells) {
        if (cell.tagName !== 'TD') continue;
        const r = cell.getBoundingClientRect();
        if (r.left < 0 || r.right > width + 1 || !r.width) out.push('a release segment off the screen: ' + row.id);
        if (!getComputedStyle(cell, '::after').content.includes(cell.dataset.span)) out.push('a segment without its releases: ' + row.id);
      }
    }
  }
  return out;
}"""
"""On a narrow screen: no table scrolls sideways, every row and every segment on screen, each naming its releases."""


def test_the_matrix_and_the_errata_tables_on_a_phone_are_cards(browser: sync_api.Browser, base_url: str) -> None:
    """Issue 17: at 390 px each claim is a card, its sentence above its bar; no release column off screen."""
    reader = Reader(browser, base_url)
    reader.page.set_viewport_size({"width": 390, "height": 844})
    for path in ("verification/copying/", "errata/", "zh/verification/interop/"):
        page = reader.open(path)
        assert page.locator("table.tf-bars tbody tr").count() > 5, path
        problems = page.evaluate(MATRIX_ON_A_PHONE)
        assert not problems, f"{path}: {problems[:5]} ({len(problems)})"
    reader.close()


def test_a_marks_matrix_link_lands_on_its_row_below_the_headers_and_highlighted(reader: Reader) -> None:
    """Issue 17: the popover's "Verification matrix ›" lands with the claim's row in view, not under the site's
    header or the matrix's sticky release header, and marked as the one reached."""
    page = reader.open("copying/clone/")
    mark = page.locator(".tf-claim .tf-mark").first
    mark.locator("button").hover()
    link = mark.locator(".tf-pop a").last
    link.wait_for(state="visible")
    target = (link.get_attribute("href") or "").split("#")[1]
    assert target.startswith("record-"), target
    link.click()
    page.wait_for_url(f"**#{target}")
    page.wait_for_timeout(100)  # the jump
    row = page.locator(f"[id='{target}']")
    top = row.bounding_box()["y"]
    header = page.evaluate("() => Math.max(...[...document.querySelectorAll('table.tf-bars thead th')].map(th => th.getBoundingClientRect().bottom))")
    assert header <= top + 1 < 900, f"the row starts at {top} px, the sticky header ends at {header} px"
    colour = row.locator("th").evaluate("th => getComputedStyle(th).backgroundColor")
    assert colour not in ("rgba(0, 0, 0, 0)", "transparent"), colour


def _picked(page: sync_api.Page) -> str:
    return page.locator("select.tf-release-picker").input_value()


def _visible_outputs(page: sync_api.Page) -> str:
    return "\n".join(b.inner_text() for b in page.locator(".tabbed-block .tf-output").all() if b.is_visible())


def test_a_chosen_release_is_read_on_every_page_and_carried_by_the_link(browser: sync_api.Browser, base_url: str) -> None:
    """Issue 17: pick 2.4 on the From another tensor page and read the 2.3–2.6 advice in the visible output; on the
    clone page 2.4 is still picked and the claims that do not hold on 2.4 (the "since 2.7" ones) are set aside; a
    shared link opens with its release; the way back shows the build's release again."""
    reader = Reader(browser, base_url)
    page = reader.open("construction/from-tensor/")
    options = page.locator("select.tf-release-picker option").all_inner_texts()
    assert options[0].startswith("torch 2.") and any("(this build)" in o for o in options), options
    build = next(o for o in options if "(this build)" in o).split()[1]
    assert _picked(page) == build and "sourceTensor.detach().clone() or" in _visible_outputs(page)
    page.select_option("select.tf-release-picker", "2.4")
    assert page.url.endswith("?torch=2.4")
    shown = _visible_outputs(page)
    assert "sourceTensor.clone().detach()" in shown and "sourceTensor.detach().clone() or" not in shown, shown[:300]

    page = reader.open("copying/clone/")
    assert _picked(page) == "2.4"
    claims = page.locator(".tf-claim").all()
    aside = [c.get_attribute("data-claim") for c in claims if "tf-aside" in (c.get_attribute("class") or "")]
    expected = [c.get_attribute("data-claim") for c in claims if "2.4" not in (c.get_attribute("data-holds") or "").split()]
    since = [i for i in expected if str(CLAIMS[i].torch).startswith(">=2.7")]
    assert since and aside == expected, (aside, expected)
    assert all("✓" not in page.locator(f'[data-claim="{i}"] .tf-mark__button').first.inner_text() for i in since)
    page.locator(".tf-release-notice button").click()
    assert "torch=" not in page.url and _picked(page) == build
    assert page.locator(".tf-release-notice").is_hidden()
    reader.close()

    shared = Reader(browser, base_url)  # a new visitor, nothing stored
    page = shared.open("copying/clone/?torch=2.5")
    assert _picked(page) == "2.5" and "2.5" in page.locator(".tf-release-notice").inner_text()
    shared.close()


def test_a_release_tab_clicked_under_one_output_changes_no_other_page(browser: sync_api.Browser, base_url: str) -> None:
    """Issue 17: a tab picked under one output (here its last, an older release) is that output's business only."""
    reader = Reader(browser, base_url)
    page = reader.open("construction/from-tensor/")
    labels = page.locator(".tabbed-set").first.locator(".tabbed-labels > label")
    labels.last.click()
    assert labels.count() > 1
    page = reader.open("errata/")
    first = [s.locator(":scope > input").first.is_checked() for s in page.locator(".tabbed-set").all()]
    assert first and all(first), first
    reader.close()


def test_the_release_header_is_clear_of_the_first_row_at_every_width(reader: Reader) -> None:
    """Issue 17: on the matrix and the errata tables, the release header ends where the first claim begins."""
    for path in ("verification/copying/", "errata/"):
        page = reader.open(path)
        for width in (960, 1024, 1280, 1440, 1920):
            page.set_viewport_size({"width": width, "height": 900})
            gaps = page.evaluate("""() => [...document.querySelectorAll('table.tf-bars')].map(t => {
              const head = Math.max(...[...t.tHead.rows[0].cells].map(c => c.getBoundingClientRect().bottom));
              return t.tBodies[0].rows[0].getBoundingClientRect().top - head; })""")
            assert gaps and min(gaps) >= -0.5, f"{path} at {width} px: the header overlaps the first row by {-min(gaps):.1f} px"
