"""Where the test suite's CPU goes: per kind of process, sampled from /proc while the suite runs.

    python benchmarks/suite_cpu.py [PYTEST ARGS...]    # default: -n 2 --dist loadgroup --no-loadscope-reorder

Runs pytest as ``nox -s tests`` does (minus installing) and, every 0.2 s, reads the CPU time (user + system,
``/proc/PID/stat``) of every process on the machine. At the end it prints the machine's busy time over the run
(``/proc/stat``: every core, kernel threads included) and the CPU seconds each kind of process spent during the
run: Chromium (every process of the browser), the pytest workers themselves, the session's site build
(``tests/build_once.py``), ``mkdocs serve``, notebook kernels, the snippet runner's worker processes, plain
``python`` runs of snippets, and the rest. A process that lived less than 0.2 s may be missed: the gap between
the busy time and the sum is printed as "not sampled" (mostly the short-lived forks that run snippets). Issue
14's CPU budget (benchmarks/SUITE.md) comes from it; run it on a quiet machine.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ["-n", "2", "--dist", "loadgroup", "--no-loadscope-reorder"]
HZ = os.sysconf("SC_CLK_TCK")
KINDS = (("chromium", ("chrom",)), ("site build (tests/build_once.py)", ("build_once",)), ("mkdocs serve", ("mkdocs serve",)),
         ("notebook kernels", ("ipykernel",)), ("snippet runner workers", ("tensorfacts.worker",)),
         ("playwright driver", ("playwright/driver",)), ("pytest workers", ("exec(eval(sys.stdin", "pytest")))


def busy() -> float:
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    return (sum(fields) - fields[3] - fields[4]) / HZ


def kind(command: str, name: str) -> str:
    for label, marks in KINDS:
        if any(mark in command or mark in name for mark in marks):
            return label
    if name.startswith(("kworker", "kdamond", "rcu", "ksoftirq", "kswapd", "kcompact", "migration")):
        return "kernel threads"
    if "python" in name:
        return "other python (plain runs of snippets, subprocesses of tests)"
    return "other"


def sample(seen: dict[tuple[str, str], list[Any]], stop: threading.Event,
           classify: Callable[[str, str], str | None] = kind, every: float = 0.2, again: bool = False) -> None:
    """``seen[(pid, start time)] = [kind, CPU at first sight, CPU at last sight]``: one pass over every process,
    then another every ``every`` seconds until ``stop`` is set (and a last one then). ``classify(command line,
    name)`` gives a process's kind, or None for a process not to count; with ``again`` it is asked at every pass
    (a process forked from Chromium's zygote shows the zygote's command line at first), else at first sight."""
    while True:
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                stat = Path(f"/proc/{pid}/stat").read_text()
                close = stat.rindex(")")
                fields = stat[close + 2:].split()
                cpu = (int(fields[11]) + int(fields[12])) / HZ
                key = (pid, fields[19])
                if key not in seen or again:
                    command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                    label = classify(command, stat[stat.index("(") + 1:close])
                    if label is None:
                        continue
                    seen.setdefault(key, [label, cpu, cpu])[0] = label
                seen[key][2] = cpu
            except (OSError, ValueError, IndexError):
                continue  # the process ended while it was read
        if stop.is_set():
            return
        stop.wait(every)


def main(args: list[str]) -> int:
    seen: dict[tuple[str, str], list[Any]] = {}
    stop = threading.Event()
    sample(seen, _once())  # the processes already running count from now on
    for entry in seen.values():
        entry[1] = entry[2]
    sampler = threading.Thread(target=sample, args=(seen, stop), daemon=True)
    before, start = busy(), time.perf_counter()
    sampler.start()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *(args or DEFAULT)], cwd=ROOT,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"}, capture_output=True, text=True)
    stop.set()
    sampler.join()
    wall, used = time.perf_counter() - start, busy() - before
    spent: Counter[str] = Counter()
    for label, first, last in seen.values():
        spent[label] += last - first
    print(f"wall {wall:.1f} s, machine busy {used:.1f} s (2 cores: at most {2 * wall:.0f} s), exit {done.returncode}")
    print(done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "")
    for label, seconds in spent.most_common():
        print(f"{seconds:8.1f} s  {label}")
    print(f"{used - sum(spent.values()):8.1f} s  not sampled (processes shorter than 0.2 s)")
    return done.returncode


def _once() -> threading.Event:
    """An event already set: :func:`sample` reads every process once and returns."""
    event = threading.Event()
    event.set()
    return event


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
