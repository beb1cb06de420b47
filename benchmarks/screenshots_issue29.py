"""Screenshots of issue 29's views at 1280x800 and 390x844: What changed filtered to 2.4-2.7, the release notice,
a set-aside claim's popover, the header (both languages), in headless Chromium (the browser tests' own).

    python benchmarks/screenshots_issue29.py SITE OUT     # SITE: a built site; OUT: a folder

Writes OUT/<view>-<width>.png (the screen as the reader sees it after the steps).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from browsing import launch, serve  # noqa: E402

SCREENS = {1280: 800, 390: 844}


def changes(page) -> None:  # type: ignore[no-untyped-def]
    page.select_option("form.tf-between select[name=from]", "2.4")
    page.select_option("form.tf-between select[name=to]", "2.7")
    page.locator("form.tf-between").scroll_into_view_if_needed()
    page.evaluate("document.querySelector('form.tf-between').scrollIntoView({block: 'start'}); scrollBy(0, -60)")


def popover(page) -> None:  # type: ignore[no-untyped-def]
    button = page.locator(".tf-claim.tf-aside .tf-mark__button").first
    button.evaluate("b => b.scrollIntoView({block: 'end'})")
    button.click()


VIEWS = {
    "changes-2.4-2.7": ("changes/", changes),
    "notice-2.4": ("copying/clone/?torch=2.4", None),
    "notice-2.4-notebook": ("notebooks/copying/?torch=2.4", None),
    "popover-2.4": ("copying/clone/?torch=2.4", popover),
    "header-zh": ("zh/copying/clone/?torch=2.5", None),
}


def main(site: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    server, browsers = serve(site), launch()
    base, browser = next(server), next(browsers)
    try:
        for width, height in SCREENS.items():
            for name, (path, act) in VIEWS.items():
                context = browser.new_context(viewport={"width": width, "height": height})
                page = context.new_page()
                page.goto(f"{base}/{path}")
                page.wait_for_load_state("networkidle")
                if act:
                    act(page)
                page.wait_for_timeout(300)
                page.screenshot(path=str(out / f"{name}-{width}.png"))
                context.close()
                print(f"{name}-{width}.png")
    finally:
        for generator in (browsers, server):
            generator.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
