"""A pytest plugin: the machine's CPU time and the wall time of each test, setup and teardown included.

    PYTHONPATH=src:benchmarks pytest -p cpu_per_test -p no:xdist tests/test_browser.py

The machine's busy time is read from ``/proc/stat`` (every core, every process: Chromium, snippet workers and
servers count), so run the tests one at a time (``-p no:xdist``) on a quiet machine. At the end it writes
``cpu_per_test.txt`` in the current folder (``$CPU_PER_TEST`` names another file): one line per test, costliest
first, CPU seconds then wall seconds, and a total. A test is charged with the fixtures it starts (the first
browser test with the site build, Chromium and the every-page visit) and the last test of a fixture's scope with
its teardown. It is meant for one test process: under pytest-xdist each worker would write the same file. Issue
14's per-test figures (benchmarks/SUITE.md) come from it.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Iterator

import pytest

from suite_cpu import busy  # the machine's busy CPU seconds since boot, from /proc/stat

ROWS: list[tuple[float, float, str]] = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    cpu, wall = busy(), time.perf_counter()
    yield
    ROWS.append((busy() - cpu, time.perf_counter() - wall, item.nodeid))


def pytest_sessionfinish(session: pytest.Session) -> None:
    lines = [f"{cpu:7.1f} {wall:7.1f}  {name}" for cpu, wall, name in sorted(ROWS, reverse=True)]
    lines.append(f"{sum(r[0] for r in ROWS):7.1f} {sum(r[1] for r in ROWS):7.1f}  total (CPU s, wall s)")
    Path(os.environ.get("CPU_PER_TEST", "cpu_per_test.txt")).write_text("\n".join(lines) + "\n", encoding="utf-8")
