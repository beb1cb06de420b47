"""What a build costs when every snippet's run is already known: the first build of the serve tests.

    python benchmarks/cached_build.py [RUNNER_CACHE]

``tests/test_serve.py`` starts ``mkdocs serve`` on a copy of the sources with ``$TENSORFACTS_RUNNER_CACHE``: its
first build runs no snippet, so what it costs is the build's own work (Markdown, claim marks, records, the
search index, notebooks). This copies the sources (mkdocs.yml, docs/, snippets/, records/) to a temporary
folder, loads RUNNER_CACHE (a file :func:`tensorfacts.runner.export_cache` wrote, such as a test session's
``runner-cache.pickle``; without one, ``tests/build_once.py`` makes it first, as a test session does), then times
one build there as serve does and prints its wall and CPU seconds (this process; no snippet runs, which it
checks). Issue 14's figures (benchmarks/SUITE.md) come from it.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mkdocs.commands.build import build
from mkdocs.config import load_config

from tensorfacts.runner import EXECUTIONS, import_cache, relocate_cache

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from rebuild import SERVE_URL, copy_sources  # noqa: E402

os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")


def main(cache: Path | None) -> None:
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as folder:
        root, site = Path(folder) / "repo", Path(folder) / "site"
        root.mkdir()
        copy_sources(root)
        if cache is None:
            subprocess.run([sys.executable, str(ROOT / "tests" / "build_once.py"), folder], check=True)
            cache = Path(folder) / "runner-cache.pickle"
        import_cache(relocate_cache(cache.read_bytes(), ROOT, root))
        config = load_config(str(root / "mkdocs.yml"), site_dir=str(site))
        config.plugins.on_startup(command="serve", dirty=False)
        before = sum(EXECUTIONS.values())
        wall, cpu = time.perf_counter(), time.process_time()
        build(config, serve_url=SERVE_URL)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        ran = sum(EXECUTIONS.values()) - before
    assert ran == 0, f"{ran} snippet run(s): the cache does not match these sources"
    print(f"a build with every run cached: wall {wall:.2f} s, CPU {cpu:.2f} s (this process), 0 snippet runs")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
