"""Cold-build cost of running snippets in worker processes, against the issue's bound.

    python benchmarks/isolation.py [N]      # (nox -s bench runs it too)

Prints the median of N for

* ``import torch`` in a fresh interpreter;
* a cold ``mkdocs build --strict`` in a fresh process (every snippet executes once per device,
  in a worker process, with per-snippet timeouts);
* the same build without execution: a second build in one process, where every result comes
  from the runner's cache (no snippet runs; counted by ``tensorfacts.runner.EXECUTIONS``);

and the ratio cold / (import torch + build without execution), which must stay within 1.25.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def fresh(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=ENV, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(n: int) -> None:
    os.chdir(ROOT)
    imports = [fresh([sys.executable, "-c", "import torch"]) for _ in range(n)]
    with tempfile.TemporaryDirectory() as site:
        cold = [fresh([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", site]) for _ in range(n)]

    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    from tensorfacts.runner import EXECUTIONS, clear_cache

    clear_cache()
    warm = []
    with tempfile.TemporaryDirectory() as site:
        build(load_config(str(ROOT / "mkdocs.yml"), site_dir=site, strict=True))
        executed = sum(EXECUTIONS.values())
        for _ in range(n):
            start = time.perf_counter()
            build(load_config(str(ROOT / "mkdocs.yml"), site_dir=site, strict=True))
            warm.append(time.perf_counter() - start)
        assert sum(EXECUTIONS.values()) == executed, "a cached rebuild executed a snippet"
    bound = statistics.median(imports) + statistics.median(warm)
    ratio = statistics.median(cold) / bound

    def show(values: list[float]) -> str:
        return f"median {statistics.median(values):.2f} s of {n} ({', '.join(f'{v:.2f}' for v in values)})"

    print(f"import torch:                       {show(imports)}")
    print(f"cold mkdocs build --strict:         {show(cold)}")
    print(f"same build without execution:       {show(warm)}  ({executed} executions in the first build, 0 after)")
    print(f"cold / (import torch + no-exec):    {ratio:.2f}  (bound 1.25)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
