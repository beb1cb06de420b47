"""What loading every page of a built site costs Chromium: wall time, the machine's CPU time, and where it goes.

    python benchmarks/browse.py SITE_DIR [TABS]      # e.g. a folder written by `mkdocs build`
    python benchmarks/browse.py SITE_DIR --main-thread

Serves SITE_DIR on 127.0.0.1 and loads every page as ``tests/browsing.py`` does (TABS tabs at once, 8 by
default, in one browser context, until the network is idle). It prints the wall time, the CPU time the whole
machine spent meanwhile (from ``/proc/stat``, so run it on a quiet machine), and Chromium's CPU per kind of
process (renderer, browser, GPU process, network service ...; each process's user + system time sampled from
``/proc/PID/stat`` every 0.1 s). Issue 14's figures (benchmarks/SUITE.md) come from it.

``--main-thread`` loads the pages one at a time in one tab instead (TABS is ignored) and prints the main-thread
work Chromium reports (``Performance.getMetrics`` over the Chrome DevTools Protocol: task, script, layout and
style-recalculation seconds, and the thread's CPU) for the 15 costliest pages and for all pages together; then
what each further step of the tests' every-page visit (:func:`browsing.visit_every_page`: the hover, the evaluated
scripts, the phone-width resize and back) adds on the same pages. Chromium starts these figures again at each
navigation, so work a page does after its network went idle and before the next load is not in the load's
figures; task time is time on the clock, not CPU time; the search worker, the compositor and raster threads are not
in them.

``CHROMIUM=/usr/lib/chromium/chromium-headless-shell python benchmarks/browse.py SITE_DIR`` measures another build
of Chromium (the tests use :data:`browsing.CHROMIUM`, Debian's ``chromium``).
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import browsing  # noqa: E402
from browsing import GLANCE_PROBLEMS, OUTPUT_PROBLEMS, PHONE, WIDTH, launch, serve  # noqa: E402
from suite_cpu import busy, sample  # noqa: E402 - the machine's busy CPU seconds; CPU per process, from /proc


def process_kind(command: str, name: str = "") -> str | None:
    """A Chromium process's kind from its command line (``renderer``, ``utility:network.mojom.NetworkService`` ...);
    None for a process whose program is not Chromium's. The browser process has no ``--type``; Chromium's crash
    reporter (``chrome_crashpad_handler``) is a kind of its own. (``name``: the process's name, unused.)"""
    program = os.path.basename(command.split(" ", 1)[0])  # a renderer rewrites its command line into argv[0]
    if not program.startswith("chrom"):
        return None
    if "crashpad" in program:
        return "crash reporter"
    found = re.search(r"--type=([a-z-]+)", command)
    if not found:
        return "browser"
    sub = re.search(r"--utility-sub-type=([\w.]+)", command)
    return found.group(1) + (f":{sub.group(1)}" if sub else "")


def every_page(browser, base: str, pages: list[str], tabs: int) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": WIDTH, "height": 900})
    views = [context.new_page() for _ in range(tabs)]
    for first in range(0, len(pages), tabs):
        batch = list(enumerate(pages[first : first + tabs]))
        for index, path in batch:
            views[index].goto(f"{base}/{path.removesuffix('index.html')}", wait_until="commit")
        for index, _ in batch:
            views[index].wait_for_load_state("networkidle")
    context.close()


METRICS = ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "ThreadTime")


def main_thread(browser, base: str, pages: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Each page loaded alone in one tab; Chromium's own main-thread figures for it (seconds), the 15 costliest pages;
    then the figures each step of the every-page visit adds, over all pages."""
    context = browser.new_context(viewport={"width": WIDTH, "height": 900})
    tab = context.new_page()
    cdp = context.new_cdp_session(tab)
    cdp.send("Performance.enable")

    def metrics() -> dict[str, float]:
        return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}

    rows: list[tuple[str, dict[str, float]]] = []
    total: Counter[str] = Counter()
    steps: dict[str, Counter[str]] = {}

    def step(name: str, before: dict[str, float]) -> dict[str, float]:
        after = metrics()
        steps.setdefault(name, Counter()).update({m: after[m] - before[m] for m in METRICS})
        return after

    for path in pages:  # Chromium starts the figures again at each navigation: what is read after a load is that page's
        tab.goto(f"{base}/{path.removesuffix('index.html')}", wait_until="networkidle")
        found = metrics()
        row = {name: found[name] for name in METRICS}
        rows.append((path, row))
        total.update(row)
        tab.hover(".md-header__option .md-select")  # the every-page visit's steps, as tests/browsing.py takes them
        tab.wait_for_load_state("networkidle")
        found = step("hover the language selector", found)
        tab.evaluate(OUTPUT_PROBLEMS)
        tab.evaluate(GLANCE_PROBLEMS)
        found = step("the two evaluated scripts", found)
        if tab.locator(".tf-glance table").count():
            tab.set_viewport_size(PHONE)
            tab.evaluate(GLANCE_PROBLEMS)
            found = step("resized to a phone, evaluated", found)
            tab.set_viewport_size({"width": WIDTH, "height": 900})
            step("resized back", found)
    context.close()
    print("seconds: task / script / layout / style recalculation / thread CPU")
    for path, row in sorted(rows, key=lambda r: -r[1]["TaskDuration"])[:15]:
        print("  " + " / ".join(f"{row[name]:.2f}" for name in METRICS) + f"  {path}")
    print(f"{len(pages)} pages: " + " / ".join(f"{total[name]:.1f}" for name in METRICS))
    for name, added in steps.items():
        print(f"+ {name}: " + " / ".join(f"{added[m]:.1f}" for m in METRICS))


def main(site: Path, tabs: int, per_thread: bool) -> None:
    browsing.CHROMIUM = os.environ.get("CHROMIUM") or browsing.CHROMIUM
    server, browsers = serve(site), launch()
    base, browser = next(server), next(browsers)
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    if per_thread:
        main_thread(browser, base, pages)
    else:
        seen: dict[tuple[str, str], list[Any]] = {}
        stop = threading.Event()
        sampler = threading.Thread(target=sample, args=(seen, stop, process_kind, 0.1, True), daemon=True)
        sampler.start()
        cpu, start = busy(), time.perf_counter()
        every_page(browser, base, pages, tabs)
        wall, used = time.perf_counter() - start, busy() - cpu
        stop.set()
        sampler.join()
        print(f"{len(pages)} pages, {tabs} tabs: wall {wall:.1f} s, machine CPU {used:.1f} s")
        spent: Counter[str] = Counter()
        for kind, first, last in seen.values():
            spent[kind] += last - first
        for kind, seconds in spent.most_common():
            print(f"  {seconds:6.1f} s  Chromium {kind} ({sum(1 for k, *_ in seen.values() if k == kind)} processes)")
    index = site / "search" / "search_index.json"
    print(f"search index: {index.stat().st_size / 1e6:.2f} MB" + (
        f" (+ zh: {(site / 'zh' / 'search' / 'search_index.json').stat().st_size / 1e6:.2f} MB)"
        if (site / "zh" / "search" / "search_index.json").is_file() else " (both languages)"))
    for generator in (browsers, server):
        generator.close()


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--main-thread"]
    main(Path(arguments[0]), int(arguments[1]) if len(arguments) > 1 else 8, "--main-thread" in sys.argv[1:])
