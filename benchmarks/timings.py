"""Timings for the closing notes: strict build and test suite (median of N), and executions per snippet.

    nox -s bench            # or: python benchmarks/timings.py [N]

Each build and test run is a fresh process, as a user runs them; the execution count comes from
one in-process bilingual build, read from tensorfacts.runner.EXECUTIONS.
"""

from __future__ import annotations

import collections
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def seconds(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=ENV, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(n: int) -> None:
    with tempfile.TemporaryDirectory() as site:
        build = [seconds([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", site]) for _ in range(n)]
    tests = [seconds([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]) for _ in range(n)]
    print(f"mkdocs build --strict: median {statistics.median(build):.1f} s of {n} ({', '.join(f'{t:.1f}' for t in build)})")
    print(f"pytest (whole suite):  median {statistics.median(tests):.1f} s of {n} ({', '.join(f'{t:.1f}' for t in tests)})")

    from mkdocs.commands.build import build as mkdocs_build
    from mkdocs.config import load_config

    from tensorfacts.runner import EXECUTIONS, clear_cache

    clear_cache()
    with tempfile.TemporaryDirectory() as site:
        mkdocs_build(load_config(str(ROOT / "mkdocs.yml"), site_dir=site, strict=True))
    histogram = collections.Counter(EXECUTIONS.values())
    print(f"executions per (snippet, device) in one bilingual build: {dict(sorted(histogram.items()))} "
          f"over {len(EXECUTIONS)} (snippet, device) pairs")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
