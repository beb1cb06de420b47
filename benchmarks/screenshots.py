"""Screenshots of what a reader sees first: the home page and a chapter, at 1280x800 and 390x844, light and dark,
in both languages, in headless Chromium (the browser tests' own; Chinese needs a CJK font installed, e.g. Debian's
fonts-wqy-microhei).

    python benchmarks/screenshots.py SITE OUT     # SITE: a built site (mkdocs build -d SITE); OUT: a folder

Writes OUT/<page>-<width>-<scheme>.png (the first screen, as it loads) and prints, per screenshot, how many of
the home page's questions are on that first screen.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from browsing import launch, serve  # noqa: E402

PAGES = {"home": "", "clone": "copying/clone/", "zh-home": "zh/", "zh-clone": "zh/copying/clone/"}
SCREENS = {1280: 800, 390: 844}
SCHEMES = ("light", "dark")
"""The reader's system setting (prefers-color-scheme), which the site's palette follows until toggled."""


def main(site: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    server, browsers = serve(site), launch()
    base, browser = next(server), next(browsers)
    try:
        for width, height in SCREENS.items():
            for scheme in SCHEMES:
                context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
                page = context.new_page()
                for name, path in PAGES.items():
                    page.goto(f"{base}/{path}")
                    page.wait_for_load_state("networkidle")
                    page.screenshot(path=str(out / f"{name}-{width}-{scheme}.png"))
                    on_screen = page.evaluate(
                        f"[...document.querySelectorAll('#questions + ul a')].filter(a => a.getBoundingClientRect().bottom <= {height}).length")
                    print(f"{name}-{width}-{scheme}.png", f"questions on the first screen: {on_screen}" if on_screen else "")
                context.close()
    finally:
        browsers.close()
        server.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
