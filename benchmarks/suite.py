"""The test suite's wall time and its slowest tests, as `nox -s tests` runs it (minus installing).

    python benchmarks/suite.py [PYTEST ARGS...]      # e.g. -n 2 --dist loadgroup (the default)

Runs pytest in a fresh process from the repository root with ``--durations=25`` and prints the wall
time, the CPU time of the process tree (user + system, from ``os.wait4`` of the pytest process and
its reaped children) and pytest's own slowest-25 table. The figures of each measurement the closing
notes cite are kept in ``benchmarks/SUITE.md`` with the command that produced them.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT = ["-n", "2", "--dist", "loadgroup", "--no-loadscope-reorder"]


def main(args: list[str]) -> int:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--durations=25", *(args or DEFAULT)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"}, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    table = done.stdout[done.stdout.find("slowest 25 durations"):]
    print(f"command: {' '.join(command[1:])}")
    print(f"wall: {wall:.1f} s   cpu (user+sys of the reaped process tree): {cpu:.1f} s   exit: {done.returncode}")
    print(table.strip() or done.stdout[-3000:])
    if done.returncode:  # what failed, so that a failure in a timed run is not lost
        failures = done.stdout.find("= FAILURES =")
        print(done.stdout[failures - 30 : failures + 6000] if failures >= 0 else done.stdout[-6000:])
    return done.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
