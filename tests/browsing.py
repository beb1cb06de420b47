"""One Chromium for every browser test, the built site served once, and every page visited once.

The browser tests share, per test session: one HTTP server over the built site, one headless
Chromium (Debian's, driven by Playwright), and one visit of every page (:func:`visit_every_page`)
that records every request and evaluates what the tests ask of each page. A test changes only how it
gets its page; what it checks stays in the test.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import urlsplit

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
WIDTH = 1280
TABS = 8
"""Pages loaded at once: each waits ~0.5 s for the network to go idle, so the waits overlap."""


OUTPUT_PROBLEMS = """() => {
  const out = [];
  for (const block of document.querySelectorAll('.tf-output')) {
    const code = block.querySelector('pre > code');
    if (code.scrollWidth > code.clientWidth + 1) out.push('scrolls sideways: ' + code.textContent.slice(0, 60));
    const nav = block.querySelector('.md-code__nav');
    if (!nav || !nav.getBoundingClientRect().width) continue;
    const box = code.getBoundingClientRect(), style = getComputedStyle(code);
    const textRight = box.right - parseFloat(style.paddingRight);
    if (textRight > nav.getBoundingClientRect().left) out.push('the copy button covers text: ' + code.textContent.slice(0, 60));
  }
  const token = /[A-Za-z_][A-Za-z0-9_]*/g;
  for (const code of document.querySelectorAll('.md-typeset td code, .md-typeset th code')) {
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.data.matchAll(token)) {
        const range = document.createRange();
        range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter(r => r.width).map(r => Math.round(r.top)));
        if (lines.size > 1) out.push('identifier broken in a table cell: ' + m[0]);
      }
    }
  }
  return out;
}"""
"""Per page: outputs that scroll sideways or run under the copy button, identifiers broken in a table cell."""

GLANCE_PROBLEMS = """() => {
  const out = [];
  const width = document.documentElement.clientWidth;
  for (const box of document.querySelectorAll('.tf-glance')) {
    for (const table of box.querySelectorAll('table')) {
      const wrap = table.closest('.md-typeset__scrollwrap') || table;
      if (wrap.scrollWidth > wrap.clientWidth + 1 || table.scrollWidth > table.clientWidth + 1)
        out.push(`a column is cut off: ${wrap.scrollWidth} px of table in ${wrap.clientWidth} px`);
      if (table.getBoundingClientRect().right > width + 1) out.push('the table runs off the screen');
      for (const th of table.querySelectorAll('th'))
        if (th.querySelector('code')) out.push('code in a column header: ' + th.textContent.trim());
      const legend = wrap.nextElementSibling;
      const legendCode = legend && legend.matches('.tf-legend') ? legend.textContent.replace(/\\s+/g, ' ') : '';
      for (const abbr of table.querySelectorAll('th abbr'))
        if (!legendCode.includes(abbr.title)) out.push('a column whose code is in no legend: ' + abbr.textContent);
      for (const td of table.querySelectorAll('tbody td:not(:first-child)')) {
        if (!td.dataset.label) out.push('a cell without its column words: ' + td.textContent.trim());
        const shown = getComputedStyle(td, '::before').content;
        if (width < 960 && shown !== JSON.stringify(td.dataset.label)) out.push('a card cell does not show its column: ' + shown);
      }
      if (width < 960 && getComputedStyle(table.tBodies[0].rows[0]).display !== 'block') out.push('a row is not a card');
    }
  }
  return out;
}"""
"""Per page, for each "At a glance" table: no column cut off (the table fits its box and the screen), no code
in a header (plain words; each header's code in the legend after the table), and every body cell labelled with
its column's words, which on a narrow screen (cards) the cell shows."""


SERIOUS = ("serious", "critical")
COLOUR_RULES = ["color-contrast", "link-in-text-block"]
"""The axe-core rules whose verdict depends on the colour scheme; every other rule reads the same DOM in both."""

ONE_OF_EACH_LOOK = """() => {
  for (const el of document.querySelectorAll('[data-tf-look]')) el.removeAttribute('data-tf-look');
  const under = new Map();
  const chain = el => {
    if (!el) return '';
    if (under.has(el)) return under.get(el);
    const s = getComputedStyle(el);
    let mine = '';
    if (s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.backgroundImage !== 'none') mine += s.backgroundColor + s.backgroundImage;
    if (s.opacity !== '1') mine += ' o' + s.opacity;
    if (s.position !== 'static') mine += ' ' + s.position;
    const key = mine + '|' + chain(el.parentElement);
    under.set(el, key);
    return key;
  };
  const seen = new Set();
  let texts = 0;
  for (const el of document.body.querySelectorAll('*')) {
    const link = el.matches('a[href], [role=link]');
    if (!link && ![...el.childNodes].some(n => n.nodeType === 3 && n.data.trim())) continue;
    texts += 1;
    const s = getComputedStyle(el);
    const look = [link ? 'link' : '', s.color, s.fontSize, s.fontWeight, s.textShadow, s.textDecorationLine,
                  el.closest('a') ? 'a' : '', chain(el)].join(' ');
    if (seen.has(look)) continue;
    seen.add(look);
    el.setAttribute('data-tf-look', '');
  }
  return {texts, looks: seen.size};
}"""
"""Marks one element of each look (its colour, font size and weight, shadow, decoration, whether it is in a link,
and the backgrounds, opacities and positioned boxes above it) among those that hold text: axe-core's colour rules
then check each look once per page-view (the same look gives the same contrast), not each of its thousands of
code tokens."""

SETTLED = """() => {
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.appendChild(style);
  getComputedStyle(document.body).color;
}"""
"""Every transition and animation ended at once: axe-core reads what a reader sees once the page is still (the
language menu that the visit hovers fades in over 0.25 s; read halfway, its links are too faint)."""

SWITCH_SCHEME = """scheme => {
  document.body.setAttribute('data-md-color-switching', '');
  document.body.setAttribute('data-md-color-scheme', scheme);
  getComputedStyle(document.body).color;
  document.body.removeAttribute('data-md-color-switching');
}"""
"""What Material's palette toggle does (without its transitions), so the same page is read in the other scheme."""


AXE_ON_LOOKS = """() => axe.configure({rules: [
  {id: 'color-contrast', selector: '[data-tf-look]'},
  {id: 'link-in-text-block', selector: 'a[href][data-tf-look], [role=link][data-tf-look]'},
]})"""
"""axe-core's colour rules narrowed to the elements :data:`ONE_OF_EACH_LOOK` marks (every other rule as it is)."""


def inject_axe(page: Any) -> None:
    """The copy of axe-core that the ``axe-playwright-python`` package ships, added to the page once (nothing fetched)."""
    from axe_playwright_python.base import AXE_SCRIPT

    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE_SCRIPT)


def axe_run(page: Any, options: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """axe-core on the page as it stands (:func:`inject_axe`): the serious and critical violations, each with its
    nodes' HTML."""
    inject_axe(page)
    found = page.evaluate("options => axe.run(document, options)", {"resultTypes": ["violations"], **(options or {})})
    return [{"id": v["id"], "impact": v["impact"], "help": v["help"], "nodes": [n["html"][:160] for n in v["nodes"]]}
            for v in found["violations"] if v.get("impact") in SERIOUS]


def axe_both_schemes(page: Any) -> dict[str, list[dict[str, Any]]]:
    """The page as loaded, in the light scheme: every axe-core rule, the colour ones on one element of each look
    (:data:`ONE_OF_EACH_LOOK`); then the page switched in place to the dark scheme (slate): the colour rules again,
    on one element of each look there. Two runs: each ``axe.run`` reads the whole page first (most of its cost)."""
    inject_axe(page)
    page.evaluate(SETTLED)
    page.evaluate(AXE_ON_LOOKS)
    page.evaluate(ONE_OF_EACH_LOOK)
    found = {"light": axe_run(page)}
    page.evaluate(SWITCH_SCHEME, "slate")
    page.evaluate(ONE_OF_EACH_LOOK)
    found["dark"] = axe_run(page, {"runOnly": COLOUR_RULES})
    page.evaluate(SWITCH_SCHEME, "default")
    return found


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the whole page as it stands, every rule on every element
    (benchmarks/axe.py)."""
    return axe_run(page)


def skip_without_chromium() -> None:
    import pytest

    if CHROMIUM is None and not os.environ.get("CI"):
        pytest.skip("no Chromium installed (CI installs it)", allow_module_level=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def serve(folder: Path) -> Iterator[str]:
    """The folder served on 127.0.0.1 on a free port, as a base URL, until the generator is closed."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def launch() -> Iterator[Any]:
    """One headless Chromium until the generator is closed."""
    from playwright import sync_api

    assert CHROMIUM, "Chromium is required in CI (.ci/run installs it)"
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class Visit:
    """What one page's load did: requests to other hosts, failed requests, and the evaluated scripts."""

    path: str
    problems: list[str] = field(default_factory=list)
    """Requests to another host, responses of 400 and over, failed requests."""
    script_errors: list[str] = field(default_factory=list)
    evaluated: dict[str, Any] = field(default_factory=dict)
    """Each script's result at :data:`WIDTH`; ``name@phone`` at :data:`PHONE` (the same page, resized)."""


PHONE = {"width": 390, "height": 844}


def visit_every_page(
    browser: Any, base_url: str, site: Path, scripts: dict[str, str], phone_scripts: dict[str, tuple[str, str]] | None = None,
    axe: bool = False,
) -> dict[str, Visit]:
    """Load every page of the site as a reader does (:data:`TABS` at once), hover the language selector,
    wait for the network to go idle, and evaluate each of ``scripts`` (name -> JS function) there; then, on a
    page where ``phone_scripts[name]``'s guard (``when``, a CSS selector) finds something, resize the tab to a
    phone's screen (:data:`PHONE`: the layout changes, the page is not loaded again) and evaluate it there. With
    ``axe``, axe-core reads each page in both colour schemes (:func:`axe_both_schemes`, as ``evaluated["axe"]``).

    Returns each page's :class:`Visit`, keyed by its path relative to the site (``copying/clone/index.html``).
    """
    host = urlsplit(base_url).netloc
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    visits = {path: Visit(path) for path in pages}
    context = browser.new_context(viewport={"width": WIDTH, "height": 900})
    tabs = [context.new_page() for _ in range(TABS)]
    current: dict[int, str] = {}

    def watch(index: int, tab: Any) -> None:
        def note(text: str) -> None:
            if index in current:
                visits[current[index]].problems.append(text)

        def script_error(error: Any) -> None:
            if index in current:
                visits[current[index]].script_errors.append(f"script error: {error}")

        def on_request(request: Any) -> None:
            parts = urlsplit(request.url)
            if parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != host:
                note(f"request to another host: {request.url}")

        tab.on("request", on_request)
        tab.on("response", lambda response: response.status >= 400 and note(f"{response.status} for {response.url}"))
        tab.on("requestfailed", lambda r: note(f"failed: {r.url} ({r.failure})"))
        tab.on("pageerror", script_error)

    for index, tab in enumerate(tabs):
        watch(index, tab)
    try:
        for start in range(0, len(pages), TABS):
            batch = list(enumerate(pages[start : start + TABS]))
            for index, path in batch:  # start every load of the batch, then wait for each
                current[index] = path
                tabs[index].goto(f"{base_url}/{path.removesuffix('index.html')}", wait_until="commit")
            for index, path in batch:
                tab = tabs[index]
                tab.wait_for_load_state("networkidle")
                # the reader's tab is the one in front: Chromium throttles animation frames in the others,
                # and Playwright's hover waits for two of them (~2 s a page in a background tab)
                tab.bring_to_front()
                tab.hover(".md-header__option .md-select")  # the language selector
                tab.wait_for_load_state("networkidle")
                visits[path].evaluated = {name: tab.evaluate(script) for name, script in scripts.items()}
                if axe:
                    visits[path].evaluated["axe"] = axe_both_schemes(tab)
                narrow = {name: js for name, (when, js) in (phone_scripts or {}).items() if tab.locator(when).count()}
                if narrow:
                    tab.set_viewport_size(PHONE)
                    visits[path].evaluated |= {f"{name}@phone": tab.evaluate(js) for name, js in narrow.items()}
                    tab.set_viewport_size({"width": WIDTH, "height": 900})
            current.clear()
    finally:
        context.close()
    return visits
