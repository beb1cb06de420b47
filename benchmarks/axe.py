"""axe-core on every page of a built site, in both colour schemes: serious and critical nodes per rule, and the time.

    python benchmarks/axe.py SITE_DIR            # e.g. a folder written by `mkdocs build`

Serves SITE_DIR on 127.0.0.1, loads every page (both languages) in headless Chromium (the browser tests' own)
with the reader's system set to light, then to dark (Material's palette follows it: default / slate), runs
axe-core (the copy inside the ``axe-playwright-python`` package, through :data:`browsing.AXE_RUN`, as the tests do)
once per page-view, and prints, per scheme, the serious and critical nodes per rule, and the seconds spent.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from browsing import axe_violations, launch, serve  # noqa: E402


def main(site: Path) -> None:
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html") if p.name == "index.html")
    server, browsers = serve(site), launch()
    base, browser = next(server), next(browsers)
    try:
        for scheme in ("light", "dark"):
            context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
            page = context.new_page()
            nodes: Counter[str] = Counter()
            per_page: Counter[str] = Counter()
            start = time.perf_counter()
            axe_seconds = 0.0
            for path in pages:
                page.goto(f"{base}/{path.removesuffix('index.html')}")
                page.wait_for_load_state("networkidle")
                began = time.perf_counter()
                for violation in axe_violations(page):
                    nodes[f"{violation['id']} ({violation['impact']})"] += len(violation["nodes"])
                    per_page[path] += len(violation["nodes"])
                axe_seconds += time.perf_counter() - began
            context.close()
            print(f"## {scheme}: {len(pages)} pages, {sum(nodes.values())} serious or critical nodes, "
                  f"{time.perf_counter() - start:.1f} s ({axe_seconds:.1f} s in axe)")
            for rule, count in nodes.most_common():
                print(f"- {rule}: {count}")
            print("worst pages:", ", ".join(f"{p} {n}" for p, n in per_page.most_common(5)))
    finally:
        for generator in (browsers, server):
            generator.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]))
