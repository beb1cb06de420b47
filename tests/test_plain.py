"""What a page prints, ``python snippet.py`` prints: every CPU snippet, run as a plain script.

The harness shows a run's output with warnings as ``Category: message`` and a declared exception
as its last line ``Name: message`` (:mod:`tensorfacts.execution`); a plain run prints
``path:line: Category: message`` plus the source line, and a traceback. :func:`as_page` turns the
second into the first (and normalises build-host paths as the harness does); nothing else is
forgiven, so a seed, ``torch.set_warn_always`` or a default device that only the harness set would
show here as a difference.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tensorfacts.claims import CLAIMS_FILE
from tensorfacts.execution import normalise
from tensorfacts.runner import SnippetError, run_snippet, snippet_devices

ROOT = Path(__file__).resolve().parents[1]
SNIPPETS = ROOT / "snippets"
RUNNER = Path(__file__).with_name("plain_python.py")

_WARNING = re.compile(r"^\S.*?:\d+: (?P<category>\w*Warning): (?P<message>.*)$")


def as_page(text: str) -> str:
    """A plain run's stdout+stderr as the page shows it: warnings as ``Category: message`` (their
    source line dropped, after a message of several lines too), a traceback reduced to its exception
    line(s), host paths normalised."""
    out: list[str] = []
    source_line_next = traceback = False
    for line in text.splitlines():
        if line == "Traceback (most recent call last):":
            traceback = True
            continue
        if traceback:
            if line.startswith("  "):
                continue
            traceback = False
        warning = _WARNING.match(line)
        if warning:
            out.append(f"{warning.group('category')}: {warning.group('message')}")
            source_line_next = True
            continue
        if source_line_next and line.startswith("  "):
            source_line_next = False
            continue
        # a line that is not indented, right under a warning, continues its message (the C++ warnings'
        # "Consider using tensor.detach() first."): the source line still follows
        source_line_next = source_line_next and not line.startswith(" ")
        out.append(line)
    return normalise("\n".join(out)).rstrip()


def cpu_snippets() -> list[Path]:
    return sorted(p for p in SNIPPETS.rglob("*.py") if p.name != CLAIMS_FILE and snippet_devices(p, ["cpu"]))


def plain_runs(paths: list[Path]) -> dict[Path, str]:
    """Each file run by ``tests/plain_python.py`` (a fork of a plain interpreter per file)."""
    done = subprocess.run([sys.executable, str(RUNNER), *map(str, paths)], capture_output=True, text=True,
                          timeout=600, check=True)
    found = {}
    for line in done.stdout.splitlines():
        item = json.loads(line)
        ended = f"{signal.strsignal(-item['status'])} ({signal.Signals(-item['status']).name})\n" if item["status"] < 0 else ""
        found[Path(item["path"])] = item["output"] + ended  # a crash: what a shell prints after it, with its name
    return found


def page_output(path: Path) -> str:
    try:
        return run_snippet(path, "cpu").output.rstrip()
    except SnippetError as exc:
        return f"(the harness refused it: {exc})"


def test_every_cpu_snippet_prints_on_the_page_what_python_snippet_py_prints() -> None:
    """Each plain run is a second, independent process: an address, a time or an unseeded random value
    in an output shows here as a difference too (this test took over tests/test_snippets.py's
    "prints the same in a second process")."""
    paths = cpu_snippets()
    plain = plain_runs(paths)
    differ = []
    for path in paths:
        page, script = page_output(path), as_page(plain[path])
        if page != script:
            differ.append(f"{path.relative_to(ROOT)}:1: the page shows\n{page}\n--- but python {path.name} prints\n{script}")
    assert not differ, "\n\n".join(differ)


SAMPLE = [
    "construction/from-data/readonly_copies.py",  # a once-per-process warning, shown with set_warn_always
    "autograd/nonleaf_warning.py",  # a C++ warning with a host path
    "autograd/no_graph.py",  # a declared exception after output
    "construction/from-data/legacy_keywords.py",  # a multi-line exception message
    "modules/weights_only_default.py",
]


@pytest.fixture(scope="module")
def real_runs() -> dict[str, str]:
    """``python -u snippet.py 2>&1`` of each sampled snippet, each in a new process, all at once."""
    from concurrent.futures import ThreadPoolExecutor

    def real(name: str) -> str:
        path = SNIPPETS / name
        return subprocess.run([sys.executable, path.name], cwd=path.parent, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, timeout=300, env={**os.environ, "PYTHONUNBUFFERED": "1"}).stdout

    with ThreadPoolExecutor(len(SAMPLE)) as pool:
        return dict(zip(SAMPLE, pool.map(real, SAMPLE)))


@pytest.fixture(scope="module")
def forked_runs() -> dict[Path, str]:
    """The sampled snippets run by tests/plain_python.py, in one call (one interpreter forks per file)."""
    return plain_runs([SNIPPETS / name for name in SAMPLE])


@pytest.mark.parametrize("name", SAMPLE)
def test_the_fork_runner_prints_what_a_real_python_process_prints(name: str, real_runs: dict[str, str],
                                                                   forked_runs: dict[Path, str]) -> None:
    """tests/plain_python.py is itself checked against ``python -u snippet.py 2>&1`` in a new process."""
    path = SNIPPETS / name
    assert as_page(forked_runs[path]) == as_page(real_runs[name])


def test_a_harness_seed_or_warn_always_would_show_as_a_difference(tmp_path: Path) -> None:
    """The comparison can fail: what warn-always or a seed does to a run is visible in its output."""
    once = "import numpy as np, torch\narr = np.arange(2.0)\narr.flags.writeable = False\ntorch.as_tensor(arr)\ntorch.as_tensor(arr)\n"
    rand = "import torch\nprint(torch.rand(3).tolist())\n"
    files = {}
    for name, text in {"once": once, "once_always": "import torch\ntorch.set_warn_always(True)\n" + once,
                       "rand": rand, "rand_seeded": "import torch\ntorch.manual_seed(0)\n" + rand}.items():
        files[name] = tmp_path / f"{name}.py"
        files[name].write_text(text, encoding="utf-8")
    plain = {name: as_page(text) for name, text in zip(files, plain_runs(list(files.values())).values())}
    assert plain["once"].count("UserWarning") == 1 and plain["once_always"].count("UserWarning") == 2
    assert plain["rand"] != plain["rand_seeded"]
    for name in ("once", "rand_seeded"):  # and the harness agrees with the plain run of each
        assert page_output(files[name]) == plain[name]
