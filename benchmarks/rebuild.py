"""The author's loop in figures: a `mkdocs serve` rebuild against `import torch`, in one process.

    python benchmarks/rebuild.py [N]        # N edits of each kind (default 5)

Copies the site's sources (mkdocs.yml, docs/, snippets/, records/) to a temporary folder, then
does what `mkdocs serve` does there: `on_startup(command="serve")`, a first build, and after each
edit a fresh `load_config` and `build` (as serve's builder does). Prints, in seconds:

* `import torch`, timed at the start of this process (the yardstick: a rebuild after a prose edit
  should take at most 1.5 times as long);
* the first build (every snippet runs);
* the rebuild after a prose edit (one English and one Chinese page in turn), median of N;
* the rebuild after a snippet edit and after a claims-file edit, with the snippets each one ran.

The watch itself (one edit, one rebuild, the page changes) is tested in tests/test_serve.py.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

_start = time.perf_counter()
import torch  # noqa: E402,F401 - timed: the yardstick

IMPORT_TORCH = time.perf_counter() - _start

import logging  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

from mkdocs.commands.build import build  # noqa: E402
from mkdocs.config import load_config  # noqa: E402

from tensorfacts.runner import EXECUTIONS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SERVE_URL = "http://127.0.0.1:8000/"
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")


PROSE_EDITS = [("docs/copying/clone.md", "The sections below take", "The sections (edit {}) below take"),
               ("docs/copying/clone.zh.md", "下面各节依次", "下面各节（第 {} 次修改）依次")]
"""The prose edits, taking turns: page, the words edited, what they become (``{}``: the edit's number).
tests/test_pages.py checks that each page still holds its words."""


def copy_sources(target: Path) -> None:
    shutil.copy(ROOT / "mkdocs.yml", target / "mkdocs.yml")
    for folder in ("docs", "snippets", "records", "overrides"):
        shutil.copytree(ROOT / folder, target / folder, ignore=shutil.ignore_patterns("notebooks", "__pycache__"))


def rebuild(root: Path, site: Path) -> tuple[float, dict[str, int]]:
    """One serve rebuild: seconds, and the snippets it ran (name: executions)."""
    before = dict(EXECUTIONS)
    start = time.perf_counter()
    build(load_config(str(root / "mkdocs.yml"), site_dir=str(site)), serve_url=SERVE_URL)
    seconds = time.perf_counter() - start
    ran = {f"{path.parent.name}/{path.name}": n - before.get((path, device), 0)
           for (path, device), n in EXECUTIONS.items() if n != before.get((path, device), 0)}
    return seconds, ran


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{path}: {old!r} not found"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def main(n: int) -> None:
    logging.getLogger("mkdocs").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as folder:
        root, site = Path(folder) / "repo", Path(folder) / "site"
        root.mkdir()
        copy_sources(root)
        config = load_config(str(root / "mkdocs.yml"), site_dir=str(site))
        config.plugins.on_startup(command="serve", dirty=False)
        start = time.perf_counter()
        build(config, serve_url=SERVE_URL)
        first = time.perf_counter() - start
        rebuild(root, site)  # the same sources again: the caches' first use

        prose = []
        pages = [[root / page, old, new] for page, old, new in PROSE_EDITS]
        for i in range(n):  # each edit writes new text: the page is rendered again, not taken from a cache
            page, current, template = pages[i % 2]
            edit(page, current, template.format(i))
            pages[i % 2][1] = template.format(i)
            seconds, ran = rebuild(root, site)
            assert not ran, f"a prose edit ran snippets: {ran}"
            prose.append(seconds)

        snippet = root / "snippets/copying/clone/memory.py"
        snippet.write_text(snippet.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
        snippet_seconds, snippet_ran = rebuild(root, site)
        claims = root / "snippets/copying/clone/_claims.py"
        claims.write_text(claims.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
        claims_seconds, claims_ran = rebuild(root, site)

    median = statistics.median(prose)
    print(f"import torch (this process):         {IMPORT_TORCH:.2f} s")
    print(f"first build (every snippet runs):     {first:.2f} s")
    print(f"rebuild after a prose edit:           median {median:.2f} s of {n} "
          f"({', '.join(f'{s:.2f}' for s in prose)}) = {median / IMPORT_TORCH:.2f} x import torch")
    print(f"rebuild after a snippet edit:         {snippet_seconds:.2f} s, ran {snippet_ran}")
    print(f"rebuild after a claims-file edit:     {claims_seconds:.2f} s, ran {claims_ran or 'no snippet'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
