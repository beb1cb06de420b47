"""An author's loop, timed (issue 32): adding a page to green, and a serve restart after one snippet edit.

    python benchmarks/author.py            # in the project's environment (.venv or .nox/tests)

1. In a copy of docs/, snippets/, records/ and mkdocs.yml: ``python -m tensorfacts new``, ``check`` and ``lint`` of the
   new page, and the records tests in author mode (the new claim pending on the 13 releases: they pass) and in CI's
   strict mode (they fail until recorded).
2. A cold ``mkdocs build`` with snippet runs kept on disk ($TENSORFACTS_RUN_CACHE, what ``mkdocs serve`` does), then
   one snippet edited and a second build, as a restart of ``mkdocs serve`` would: wall time and snippet runs of each.

Prints one line per step: seconds and what it did.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = re.compile(r"tensorfacts: (\d+) snippet run\(s\) in this build")


def timed(label: str, command: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    start = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, env={**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})},
                          capture_output=True, text=True)
    runs = RUNS.findall(done.stdout + done.stderr)
    print(f"{time.perf_counter() - start:7.1f} s  {label}  (exit {done.returncode}{', runs ' + runs[-1] if runs else ''})", flush=True)
    return done


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder)
        for name in ("docs", "snippets", "records", "tests"):
            shutil.copytree(ROOT / name, copy / name, ignore=shutil.ignore_patterns("__pycache__", "notebooks"))
        for name in ("mkdocs.yml", "noxfile.py"):
            shutil.copy(ROOT / name, copy / name)
        tf = [sys.executable, "-m", "tensorfacts"]
        timed("tensorfacts new storage (page pair, snippet, claim, nav, matrix fence)",
              tf + ["new", "storage", "--title", "Storage", "--zh-title", "存储"], copy)
        timed("tensorfacts check docs/storage.md", tf + ["check", "docs/storage.md"], copy)
        timed("tensorfacts lint docs/storage.md", tf + ["lint", "docs/storage.md"], copy)
        pytest = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "tests/test_records.py"]
        timed("records tests, author mode (the new claim pending on 13 releases)", pytest, copy)
        timed("records tests, CI's strict mode (fails until recorded)", pytest, copy, {"TENSORFACTS_STRICT_RECORDS": "1"})
        cache = {"TENSORFACTS_RUN_CACHE": str(copy / ".cache" / "runs")}
        build = [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(copy / "site")]
        timed("cold build, runs kept on disk (a first mkdocs serve)", build, copy, cache)
        snippet = copy / "snippets" / "copying" / "clone" / "memory.py"
        snippet.write_text(snippet.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
        timed("build after one snippet edit (a restart of mkdocs serve)", build, copy, cache)
        timed("build after one snippet edit, no disk cache (a restart before issue 32)", build, copy)


if __name__ == "__main__":
    main()
