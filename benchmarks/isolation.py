"""Cold-build cost of executing snippets (in worker processes), against the issue's bound.

    python benchmarks/isolation.py [N]      # (nox -s bench runs it too)

Prints the median of N for

* ``import torch`` in a fresh interpreter;
* a cold ``mkdocs build --strict`` in a fresh process (every snippet executes once per device, in a
  worker process, with per-snippet timeouts; every claim is checked there);
* the same build without execution, also in a fresh process: the runner's answers (outputs, claim
  verdicts, quoted values) are replayed from a first build, so no worker starts and no snippet or
  check runs, while everything else (imports, both languages, search index, notebooks) is done;

and the ratios cold / (import torch + build without execution), the issue's bound of 1.25, and
cold / build without execution (the build without execution imports torch itself too).
"""

from __future__ import annotations

import os
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def fresh(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=ENV, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def record_answers(path: Path) -> int:
    """Build once in this process and keep every answer the runner gave; return the executions."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    from tensorfacts import runner

    answers: dict[tuple[Any, ...], Any] = {}

    def keep(name: str, function: Any) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            key = (name, *map(str, args), *map(str, kwargs.values()))
            try:
                answers[key] = function(*args, **kwargs)
            except runner.SnippetError as exc:
                answers[key] = exc
                raise
            return answers[key]
        return wrapper

    for name in ("run_snippet", "check_claim", "values", "layouts"):
        setattr(runner, name, keep(name, getattr(runner, name)))
    runner.clear_cache()
    with tempfile.TemporaryDirectory() as site:
        build(load_config(str(ROOT / "mkdocs.yml"), site_dir=site, strict=True))
    path.write_bytes(pickle.dumps(answers))
    return sum(runner.EXECUTIONS.values())


def replay(path: Path, site: str) -> None:
    """Build with the runner's answers read from ``path``: nothing executes (run in a fresh process)."""
    from tensorfacts import runner, worker

    answers = pickle.loads(path.read_bytes())

    def answer(name: str) -> Any:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            found = answers[(name, *map(str, args), *map(str, kwargs.values()))]
            if isinstance(found, BaseException):
                raise found
            return found
        return wrapper

    for name in ("run_snippet", "check_claim", "values", "layouts"):
        setattr(runner, name, answer(name))
    worker.start = lambda devices: None  # no worker process
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    build(load_config(str(ROOT / "mkdocs.yml"), site_dir=site, strict=True))


def main(n: int) -> None:
    os.chdir(ROOT)
    imports = [fresh([sys.executable, "-c", "import torch"]) for _ in range(n)]
    with tempfile.TemporaryDirectory() as folder:
        site = str(Path(folder) / "site")
        cold = [fresh([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", site]) for _ in range(n)]
        answers = Path(folder) / "answers.pickle"
        executed = record_answers(answers)
        replayed = [fresh([sys.executable, __file__, "--replay", str(answers), site]) for _ in range(n)]

    def show(values: list[float]) -> str:
        return f"median {statistics.median(values):.2f} s of {n} ({', '.join(f'{v:.2f}' for v in values)})"

    torch_s, cold_s, none_s = (statistics.median(v) for v in (imports, cold, replayed))
    print(f"import torch:                            {show(imports)}")
    print(f"cold mkdocs build --strict:              {show(cold)}  ({executed} snippet executions)")
    print(f"same build without execution (replayed): {show(replayed)}")
    print(f"cold / (import torch + no execution):    {cold_s / (torch_s + none_s):.2f}  (bound 1.25)")
    print(f"cold / no execution:                     {cold_s / none_s:.2f}")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--replay":
        replay(Path(sys.argv[2]), sys.argv[3])
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
