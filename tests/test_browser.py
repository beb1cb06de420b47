"""What a reader does in a browser: switch language, search in Chinese, toggle dark mode, copy code.

Runs headless Chromium (Debian's, driven by Playwright) against the built site served on
127.0.0.1. .ci/run installs Chromium; elsewhere the tests skip when no browser is installed.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from typing import Iterator

import pytest
from playwright import sync_api

from conftest import BuiltSite

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None and not os.environ.get("CI"):
    pytest.skip("no Chromium installed (CI installs it)", allow_module_level=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def base_url(site: BuiltSite) -> Iterator[str]:
    handler = functools.partial(QuietHandler, directory=str(site.path))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def page(base_url: str):  # type: ignore[no-untyped-def]
    assert CHROMIUM, "Chromium is required in CI (.ci/run installs it)"
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
        )
        yield browser.new_page()
        browser.close()


def test_language_switch_lands_on_the_same_section(page, base_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{base_url}/copying/clone/#in-the-graph")
    page.hover(".md-header__option .md-select")
    page.click('a[hreflang="zh"]')
    page.wait_for_url("**/zh/copying/clone/#in-the-graph")
    assert page.locator("html").get_attribute("lang").startswith("zh")
    assert page.locator("#in-the-graph").is_visible()


def test_chinese_search_finds_chinese_words(page, base_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{base_url}/zh/")
    page.click("label.md-search__icon, .md-search__input")
    page.fill(".md-search__input", "叶子张量")
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=15000)
    assert results.count() > 0
    assert "/zh/" in results.first.locator("a").first.get_attribute("href")


def test_dark_mode_toggle(page, base_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{base_url}/")
    before = page.locator("body").get_attribute("data-md-color-scheme")
    page.locator("form[data-md-component=palette] label:visible").first.click()
    page.wait_for_function(f"document.body.getAttribute('data-md-color-scheme') !== {before!r}")
    assert page.locator("body").get_attribute("data-md-color-scheme") != before


def test_code_blocks_have_copy_buttons(page, base_url: str) -> None:  # type: ignore[no-untyped-def]
    page.goto(f"{base_url}/copying/clone/")
    page.locator("button.md-code__button").first.wait_for()
    assert page.locator("button.md-code__button").count() >= 2
