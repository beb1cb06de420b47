"""What loading every page of a built site costs Chromium: wall time and the machine's CPU time.

    python benchmarks/browse.py SITE_DIR [TABS]      # e.g. a folder written by `mkdocs build`

Serves SITE_DIR on 127.0.0.1, loads every page as ``tests/browsing.py`` does (TABS tabs at once, 8 by
default, each in a browser context of its own, until the network is idle) and prints the wall time and the
CPU time the whole machine spent meanwhile (from ``/proc/stat``, so Chromium's processes are counted; run it
on a quiet machine). Issue 14's figures (benchmarks/SUITE.md) come from it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from browsing import launch, serve  # noqa: E402


def busy_seconds() -> float:
    """CPU seconds the machine has spent outside idle and I/O wait since boot (``/proc/stat``)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    return (sum(fields) - fields[3] - fields[4]) / 100


def main(site: Path, tabs: int) -> None:
    server, browsers = serve(site), launch()
    base, browser = next(server), next(browsers)
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    views = [browser.new_context(viewport={"width": 1280, "height": 900}).new_page() for _ in range(tabs)]
    cpu, start = busy_seconds(), time.perf_counter()
    for first in range(0, len(pages), tabs):
        batch = list(enumerate(pages[first : first + tabs]))
        for index, path in batch:
            views[index].goto(f"{base}/{path.removesuffix('index.html')}", wait_until="commit")
        for index, _ in batch:
            views[index].wait_for_load_state("networkidle")
    wall, used = time.perf_counter() - start, busy_seconds() - cpu
    print(f"{len(pages)} pages, {tabs} tabs: wall {wall:.1f} s, machine CPU {used:.1f} s")
    index = site / "search" / "search_index.json"
    print(f"search index: {index.stat().st_size / 1e6:.2f} MB" + (
        f" (+ zh: {(site / 'zh' / 'search' / 'search_index.json').stat().st_size / 1e6:.2f} MB)"
        if (site / "zh" / "search" / "search_index.json").is_file() else " (both languages)"))
    for generator in (browsers, server):
        generator.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 8)
